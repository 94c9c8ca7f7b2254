// Where the webhook secret comes from. Never a command-line argument: those stay in
// the shell history and show up in `ps` for every user of the machine.
import { promises as fsp } from 'node:fs';
import { messages } from '../i18n/index.js';
import { flagOf } from '../config/flag-names.js';

export const SECRET_ENV = 'SHIPCTL_WEBHOOK_SECRET';
/** The profile key read from the config file (`config set` does not know it yet). */
export const SECRET_PROFILE_KEY = 'webhook_secret';

export type SecretSource = 'file' | 'env' | 'profile';

export interface ResolvedSecret {
  value: string;
  source: SecretSource;
  /** Human wording, e.g. `file ./secret.txt` or `env SHIPCTL_WEBHOOK_SECRET`. */
  origin: string;
}

export class SecretError extends Error {
  override name = 'SecretError';
}

/** Where a secret can come from, in English (secretSourcesHint() speaks the run's language). */
export const SECRET_SOURCES_HINT = `pass --secret-file FILE, set ${SECRET_ENV}, or store "${SECRET_PROFILE_KEY}" in the profile`;
export const secretSourcesHint = (): string =>
  messages().support.webhooks.secretSources(flagOf('secret_file'), SECRET_ENV, SECRET_PROFILE_KEY);

/**
 * Trailing line breaks are dropped (editors and `echo` add one that was never part of
 * the secret); spaces are kept: they could be part of it, and the mismatch hint names them.
 */
const clean = (raw: string | undefined): string => (raw ?? '').replace(/[\r\n]+$/, '');

/** Precedence: --secret-file > env > profile. */
export async function resolveWebhookSecret(options: {
  secretFile?: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Read only when neither the file nor the environment gave a secret. */
  profile?: () => { name: string; record: Readonly<Record<string, string | undefined>> };
}): Promise<ResolvedSecret | undefined> {
  if (options.secretFile !== undefined) {
    let text: string;
    try {
      text = await fsp.readFile(options.secretFile, 'utf8');
    } catch (err) {
      throw new SecretError(
        messages().support.webhooks.cannotReadSecret(
          options.secretFile,
          (err as NodeJS.ErrnoException).code ?? (err as Error).message,
        ),
      );
    }
    const value = clean(text);
    if (!value.trim()) throw new SecretError(messages().support.webhooks.emptySecret(options.secretFile));
    return { value, source: 'file', origin: `file ${options.secretFile}` };
  }
  const fromEnv = clean(options.env[SECRET_ENV]);
  if (fromEnv.trim()) return { value: fromEnv, source: 'env', origin: `env ${SECRET_ENV}` };
  const profile = options.profile?.();
  const stored = clean(profile?.record[SECRET_PROFILE_KEY]);
  if (profile && stored.trim())
    return { value: stored, source: 'profile', origin: `profile "${profile.name}"` };
  return undefined;
}
