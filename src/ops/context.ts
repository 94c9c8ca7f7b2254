// What an operation has to hand — the API, the clocks, the settings and a place to say what it
// noticed — and nothing of a terminal: no streams, no prompts, no process. The CLI's Context is
// one (it has all of this and more); `shipctl mcp` makes one per tool call.
import type { ApiClient } from '../api/client.js';
import type { Settings } from '../config/index.js';

/** What an operation says beside its result, already in the run's language. */
export interface OpsNotices {
  warn(message: string): void;
  info(message: string): void;
  dim(message: string): void;
}

export interface OpsContext {
  /** The API client of the resolved profile (starts the embedded sandbox in sandbox mode). */
  client(): Promise<ApiClient>;
  /** This machine's time, or the embedded sandbox's clock once that sandbox runs. */
  readonly now: () => Date;
  /** The time the service judges requests by (test windows, shipment_date). */
  serviceNow(): Promise<Date>;
  /** The resolved settings (profile, paths of the data directory, printers). */
  settings(): Settings;
  /** Whether inferred rules refuse (true) or only warn (false). */
  strictRules(): boolean;
  readonly notices: OpsNotices;
  /** The directory relative paths are read against. */
  readonly cwd: string;
  /** Set when the caller gives up (Ctrl+C, an agent's cancellation): a run stops between items. */
  readonly signal?: AbortSignal;
}

/** The same context, given up on by `signal` (a terminal's Ctrl+C, an agent's cancellation). */
export function withSignal<T extends object>(
  ctx: T,
  signal: AbortSignal,
): T & { readonly signal: AbortSignal } {
  // Its methods and getters are the context's own (a class instance keeps working).
  return Object.create(ctx, { signal: { value: signal, enumerable: true } }) as T & { signal: AbortSignal };
}
