// What the webhook verbs (`webhooks`, `sandbox serve`, `sandbox webhooks set`) share: where the
// secret comes from (never argv: the refusal of a typed `--secret`), and reading input files as
// bytes. The flags themselves are WEBHOOK_SECRET_FLAGS (shared/flags.ts).
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { SECRET_ENV, SECRET_PROFILE_KEY, SecretError, resolveWebhookSecret } from '../../webhooks/secret.js';
import type { Context } from '../context.js';
import { readDuration } from '../input/duration.js';
import { CliError, UsageError } from '../errors.js';
import { messages } from '../../i18n/index.js';
import { WEBHOOK_SECRET_FLAGS } from './flags.js';

/** The values of WEBHOOK_SECRET_FLAGS, as a verb's input holds them. */
export interface SecretFlags {
  secretFile?: string;
  /** Set only when someone typed the hidden --secret: refused, never used. */
  secret?: string | true;
}

/** The webhook secret, registered for masking; a usage error when there is none. */
export async function webhookSecret(ctx: Context, flags: SecretFlags): Promise<string> {
  const text = messages().shipping.shared;
  const sources = text.secretSources(WEBHOOK_SECRET_FLAGS.secretFile.long, SECRET_ENV, SECRET_PROFILE_KEY);
  if (flags.secret !== undefined) throw new UsageError(text.secretArgument, sources);
  let resolved;
  try {
    resolved = await resolveWebhookSecret({
      secretFile: flags.secretFile === undefined ? undefined : fromCwd(ctx, flags.secretFile),
      env: ctx.env,
      profile: () => {
        const settings = ctx.settings();
        return {
          name: settings.profile.value,
          record: settings.stored as Record<string, string | undefined>,
        };
      },
    });
  } catch (err) {
    if (err instanceof SecretError) throw new UsageError(err.message, sources);
    throw err;
  }
  if (!resolved) throw new UsageError(text.noSecret, sources);
  ctx.addSecret(resolved.value);
  return resolved.value;
}

/** The exact bytes of a file, or of stdin for "-". */
export async function readInputBytes(ctx: Context, file: string, flag: string): Promise<Buffer> {
  if (file === '-') {
    if (ctx.io.stdinIsTTY)
      throw new UsageError(
        messages().shipping.shared.stdinIsTerminal(flag),
        messages().shipping.shared.stdinIsTerminalHint(flag),
      );
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.io.stdin)
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks);
  }
  try {
    return await fsp.readFile(fromCwd(ctx, file));
  } catch (err) {
    throw new CliError(
      messages().shipping.shared.cannotRead(
        file,
        flag,
        (err as NodeJS.ErrnoException).code ?? (err as Error).message,
      ),
      {
        exitCode: 2,
      },
    );
  }
}

const fromCwd = (ctx: Context, file: string): string => path.resolve(ctx.cwd, file);

/** `--tolerance` in seconds: a duration (`5m`), a bare number being seconds as its help says. */
export function toleranceOf(raw: string | undefined, max: { ms: number; text: string }): number | undefined {
  return raw === undefined
    ? undefined
    : readDuration(raw, WEBHOOK_SECRET_FLAGS.tolerance.long, { bareUnit: 's', max }) / 1000;
}

/** A whole number within bounds, for --port. */
export function parseWhole(
  raw: string | undefined,
  flag: string,
  min: number,
  max: number,
): number | undefined {
  if (raw === undefined) return undefined;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(messages().shipping.shared.wholeNumber(flag, min, max, raw));
  return n;
}

/** An http(s) URL for --to and --forward-to. */
export function parseHttpUrl(raw: string, flag: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(
      messages().shipping.shared.httpUrl(flag, raw),
      messages().shipping.shared.httpUrlExample,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(messages().shipping.shared.httpUrl(flag, raw));
  return url.toString();
}

/** Unix seconds or an ISO 8601 date. */
export function parseNow(raw: string): Date {
  const text = raw.trim();
  const d = /^\d{1,12}$/.test(text)
    ? new Date(Number(text) * 1000)
    : /^\d{4}-\d{2}-\d{2}/.test(text)
      ? new Date(text)
      : undefined;
  if (!d || Number.isNaN(d.getTime())) throw new UsageError(messages().shipping.shared.nowFormat(raw));
  return d;
}
