// `sandbox serve` flags → the settings it runs with: each flag checked where it is read,
// so a bad value fails before a database or a port is touched.
import type { Input } from '../../define.js';
import { UsageError } from '../../errors.js';
import { readDuration } from '../../input/duration.js';
import { SERVE_FLAGS, type serve } from './index.js';
import { SERVE_DEFAULTS } from './serve-defaults.js';
import { messages } from '../../../i18n/index.js';
import { SANDBOX_FLAGS } from '../../shared/flags.js';

export interface ServeSettings {
  port: number;
  host: string;
  db?: string;
  callLimit?: string;
  empty: boolean;
  /** `--fault` rules, as typed. */
  faults?: string[];
  faultSeed?: number;
  webhookUrl?: string;
  webhookSecretFile?: string;
  /** Multiplies the webhook retry delays (1 min, 5 min, 30 min, 2 h). */
  webhookRetryScale?: number;
  webhookTimeoutMs?: number;
}

/** Flags given map to settings; flags not given stay out, so defaults live in one place. */
export function serveSettings(input: Input<typeof serve>): ServeSettings {
  const settings: ServeSettings = {
    port: parsePort(input.port ?? SERVE_DEFAULTS.port),
    host: input.host ?? SERVE_DEFAULTS.host,
    db: input.db,
    callLimit: input.callLimit,
    empty: Boolean(input.empty),
  };
  if (input.fault && input.fault.length > 0) settings.faults = input.fault;
  if (input.faultSeed !== undefined)
    settings.faultSeed = parseWhole(input.faultSeed, SERVE_FLAGS.faultSeed.long);
  if (input.webhookUrl !== undefined) settings.webhookUrl = input.webhookUrl;
  if (input.webhookSecretFile !== undefined) settings.webhookSecretFile = input.webhookSecretFile;
  if (input.webhookRetryScale !== undefined) {
    const factor = Number(input.webhookRetryScale);
    if (!(factor > 0) || !Number.isFinite(factor))
      throw new UsageError(messages().admin.sandbox.serve.badRetryScale(input.webhookRetryScale));
    settings.webhookRetryScale = factor;
  }
  if (input.webhookTimeout !== undefined)
    settings.webhookTimeoutMs = readDuration(input.webhookTimeout, SERVE_FLAGS.webhookTimeout.long);
  return settings;
}

function parseWhole(text: string, flag: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(messages().admin.sandbox.serve.notWhole(flag, text));
  return Number(text);
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new UsageError(messages().admin.sandbox.serve.badPort(SANDBOX_FLAGS.port.long, text));
  return port;
}
