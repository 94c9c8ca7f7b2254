// Which profile, base URL, token and defaults apply to this run, and where each
// came from. Precedence: flag > environment > config file > built-in default;
// SHIPCTL_TOKEN always wins for the token. Pure apart from reading the config
// file when the caller does not hand it in.
import { ConfigError, readConfigFile } from './file.js';
import { messages } from '../i18n/index.js';
import { maskUrlCredentials } from '../api/url.js';
import {
  checkBaseUrl,
  DEFAULT_KEYS,
  DEFAULT_PROFILE,
  profileNameIssue,
  type ConfigFile,
  type DefaultKey,
  type ProfileRecord,
} from './keys.js';
import { resolvePaths, type Env, type ShipctlPaths } from './paths.js';
import { flagOf } from './flag-names.js';

export type Source = 'flag' | 'env' | 'profile' | 'default';

export interface Resolved<T> {
  value: T;
  source: Source;
  /** Human wording of the source, e.g. `env SHIPCTL_BASE_URL` or `profile "work"`. */
  origin: string;
}

export type SettingFlags = { profile?: string; baseUrl?: string } & Partial<Record<DefaultKey, string>>;

export interface ResolveInput {
  flags?: SettingFlags;
  env: Env;
  /** The config file's content; read from disk when omitted. */
  file?: ConfigFile;
  paths?: ShipctlPaths;
}

export interface Settings {
  paths: ShipctlPaths;
  profile: Resolved<string>;
  /** The stored profile record ({} when the profile has never been written). */
  stored: ProfileRecord;
  /** undefined means sandbox mode: the embedded sandbox serves the API. */
  baseUrl: Resolved<string | undefined>;
  sandbox: boolean;
  token: Resolved<string | undefined>;
  defaults: Record<DefaultKey, Resolved<string | undefined>>;
}

/** A bad --profile/--base-url or environment value: a usage error (exit 2). */
export class SettingsUsageError extends ConfigError {
  override name = 'SettingsUsageError';
}

export function resolveSettings(input: ResolveInput): Settings {
  const { env, flags = {} } = input;
  const paths = input.paths ?? resolvePaths(env);
  const file = input.file ?? readConfigFile(paths.configFile);

  const profile = pickProfile(flags.profile, env.SHIPCTL_PROFILE, file.current_profile);
  const stored = file.profiles?.[profile.value] ?? {};
  const inProfile = `profile "${profile.value}"`;

  const baseUrl = pickBaseUrl(
    flags.baseUrl,
    env.SHIPCTL_BASE_URL,
    stored.base_url,
    inProfile,
    paths.configFile,
  );
  const sandbox = baseUrl.value === undefined;

  const envToken = nonEmpty(env.SHIPCTL_TOKEN);
  let token: Resolved<string | undefined>;
  if (envToken) token = { value: envToken, source: 'env', origin: 'env SHIPCTL_TOKEN' };
  // A live token stored in a profile that went back to the sandbox must not be
  // sent to the sandbox: the sandbox hands out its own token.
  else if (stored.token && !sandbox) token = { value: stored.token, source: 'profile', origin: inProfile };
  else token = { value: undefined, source: 'default', origin: sandbox ? 'embedded sandbox' : 'not set' };

  const defaults = {} as Record<DefaultKey, Resolved<string | undefined>>;
  for (const key of DEFAULT_KEYS) {
    const flag = nonEmpty(flags[key]);
    if (flag) defaults[key] = { value: flag, source: 'flag', origin: `flag ${flagOf(key)}` };
    else if (stored[key]) defaults[key] = { value: stored[key], source: 'profile', origin: inProfile };
    else defaults[key] = { value: undefined, source: 'default', origin: 'not set' };
  }
  return { paths, profile, stored, baseUrl, sandbox, token, defaults };
}

function pickProfile(flag?: string, fromEnv?: string, current?: string): Resolved<string> {
  const candidates: [string | undefined, Source, string][] = [
    [flag, 'flag', `flag ${flagOf('profile')}`],
    [fromEnv, 'env', 'env SHIPCTL_PROFILE'],
    [current, 'profile', 'config current_profile'],
  ];
  for (const [raw, source, origin] of candidates) {
    const value = nonEmpty(raw);
    if (!value) continue;
    const issue = profileNameIssue(value);
    if (issue) throw new SettingsUsageError(messages().support.config.badProfileName(value, origin, issue));
    return { value, source, origin };
  }
  return { value: DEFAULT_PROFILE, source: 'default', origin: 'built-in default' };
}

function pickBaseUrl(
  flag?: string,
  fromEnv?: string,
  stored?: string,
  inProfile = '',
  configFile = 'the config file',
): Resolved<string | undefined> {
  // [value, source, origin, how a message names it (said only for a refused value)]
  const candidates: [string | undefined, Source, string, () => string][] = [
    [flag, 'flag', `flag ${flagOf('base_url')}`, () => flagOf('base_url')],
    [fromEnv, 'env', 'env SHIPCTL_BASE_URL', () => 'SHIPCTL_BASE_URL'],
    [stored, 'profile', inProfile, () => messages().support.config.baseUrlOfProfile(inProfile, configFile)],
  ];
  for (const [raw, source, origin, name] of candidates) {
    const value = nonEmpty(raw);
    if (!value) continue;
    const checked = checkBaseUrl(value);
    if (checked.ok) return { value: checked.value, source, origin };
    // The value is echoed only with its user name and password masked.
    const text = messages().support.config;
    if (checked.credentials) throw new SettingsUsageError(text.about(name(), checked.issue));
    throw new SettingsUsageError(text.badBaseUrl(maskUrlCredentials(value), origin));
  }
  return { value: undefined, source: 'default', origin: 'embedded sandbox' };
}

const nonEmpty = (v: string | undefined): string | undefined => {
  const t = v?.trim();
  return t ? t : undefined;
};
