// `sandbox serve` flags → options: each flag checked where it is read, so a bad
// value fails before a database or a port is touched.
import { readDuration } from '../../input/duration.js';
import { UsageError } from '../../errors.js';

export interface SandboxServeOptions {
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
  /** Stops the server (tests); otherwise SIGINT or SIGTERM does. */
  signal?: AbortSignal;
}

export interface ServeFlags {
  port: string;
  host: string;
  db?: string;
  callLimit?: string;
  empty?: boolean;
  fault?: string[];
  faultSeed?: string;
  webhookUrl?: string;
  webhookSecretFile?: string;
  webhookRetryScale?: string;
  webhookTimeout?: string;
}

/** Flags given map to options; flags not given stay out, so defaults live in one place. */
export function bind(flags: ServeFlags): SandboxServeOptions {
  const opts: SandboxServeOptions = {
    port: parsePort(flags.port),
    host: flags.host,
    db: flags.db,
    callLimit: flags.callLimit,
    empty: Boolean(flags.empty),
  };
  if (flags.fault && flags.fault.length > 0) opts.faults = flags.fault;
  if (flags.faultSeed !== undefined) opts.faultSeed = parseWhole(flags.faultSeed, '--fault-seed');
  if (flags.webhookUrl !== undefined) opts.webhookUrl = flags.webhookUrl;
  if (flags.webhookSecretFile !== undefined) opts.webhookSecretFile = flags.webhookSecretFile;
  if (flags.webhookRetryScale !== undefined) {
    const n = Number(flags.webhookRetryScale);
    if (!(n > 0) || !Number.isFinite(n))
      throw new UsageError(
        `invalid --webhook-retry-scale "${flags.webhookRetryScale}": give a factor above 0, e.g. 0.001`,
      );
    opts.webhookRetryScale = n;
  }
  if (flags.webhookTimeout !== undefined) {
    opts.webhookTimeoutMs = readDuration(flags.webhookTimeout, '--webhook-timeout');
  }
  return opts;
}

function parseWhole(text: string, flag: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`invalid ${flag} "${text}": give a whole number`);
  return Number(text);
}

function parsePort(text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > 65535)
    throw new UsageError(`invalid --port "${text}": give a number from 0 to 65535`);
  return n;
}
