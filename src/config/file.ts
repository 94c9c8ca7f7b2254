// Reading the config file and keeping it private. Reads go straight through fs:
// every command resolves its settings, and loading conf (with ajv) costs ~150 ms
// that a read does not need. Writes go through the conf-backed store.
import fs from 'node:fs';
import { messages } from '../i18n/index.js';
import type { ConfigFile, ProfileRecord } from './keys.js';

export const DEFAULT_PROFILE = 'default';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** A broken or unsafe config file; the CLI reports it as a plain failure (exit 1). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfigFile(file: string): ConfigFile {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(messages().support.config.cannotRead(file, (err as Error).message));
  }
  if (text.trim() === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(messages().support.config.notJson(file, (err as Error).message));
  }
  return coerceConfig(data, file);
}

/** Keeps only what shipctl understands; a value of the wrong type is an error, not a guess. */
export function coerceConfig(data: unknown, file: string): ConfigFile {
  const text = messages().support.config;
  if (!isObject(data)) throw new ConfigError(text.notObject(file));
  const out: ConfigFile = {};
  if (typeof data.current_profile === 'string') out.current_profile = data.current_profile;
  if (data.profiles !== undefined) {
    if (!isObject(data.profiles)) throw new ConfigError(text.profilesNotObject(file));
    out.profiles = {};
    for (const [name, rec] of Object.entries(data.profiles)) {
      if (!isObject(rec)) throw new ConfigError(text.profileNotObject(name, file));
      const profile: ProfileRecord = {};
      for (const [k, v] of Object.entries(rec)) {
        if (typeof v === 'string') (profile as Record<string, string>)[k] = v;
      }
      out.profiles[name] = profile;
    }
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Creates the directory owner-only, and tightens it if it already existed looser. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  if (process.platform !== 'win32') fs.chmodSync(dir, DIR_MODE);
}

/**
 * Forces owner-only modes on the directory and the file, then checks them: conf
 * and the atomic writer create files from the umask, and a token must never sit
 * in a file others can read, even for the instant before a chmod we forgot.
 */
export function enforcePrivate(dir: string, file: string): void {
  if (process.platform === 'win32') return;
  fs.chmodSync(dir, DIR_MODE);
  if (fs.existsSync(file)) fs.chmodSync(file, FILE_MODE);
  const dirMode = fs.statSync(dir).mode & 0o777;
  const fileMode = fs.existsSync(file) ? fs.statSync(file).mode & 0o777 : FILE_MODE;
  if (dirMode !== DIR_MODE || fileMode !== FILE_MODE) {
    throw new ConfigError(
      messages().support.config.notPrivate(file, dirMode.toString(8), fileMode.toString(8)),
    );
  }
}

/**
 * The `language` setting of the profile a run uses, read before anything else (the help is
 * built in it). A config file that cannot be read is reported later, by the command.
 */
export function configuredLanguage(
  file: ConfigFile,
  env: Readonly<Record<string, string | undefined>>,
  profileFlag?: string,
): string | undefined {
  const profile = profileFlag || env.SHIPCTL_PROFILE || file.current_profile || DEFAULT_PROFILE;
  return file.profiles?.[profile]?.language;
}
