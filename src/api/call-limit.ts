// The API call limit (spec 8.1): every response says how many calls are left in the current window
// (`X-Api-Call-Limit: available/total`) and when the window refills (`X-Api-Call-Reset`). The total and
// the window length are not published, so nothing here assumes them: the gate only acts on what the
// server last said.
import { parseTimestamp } from './timestamp.js';
import { en } from '../i18n/en/index.js';
import { messages } from '../i18n/index.js';

export interface CallLimitState {
  available: number;
  total: number;
  /** When `available` returns to `total`; absent when the header is missing or unparseable. */
  resetAt?: Date;
}

export function parseCallLimit(headers: Record<string, string>): CallLimitState | undefined {
  const limit = headers['x-api-call-limit'];
  if (limit === undefined) return undefined;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(limit);
  if (!m) return undefined;
  const state: CallLimitState = { available: Number(m[1]), total: Number(m[2]) };
  const resetAt = parseTimestamp(headers['x-api-call-reset']);
  if (resetAt) state.resetAt = resetAt;
  return state;
}

/** Thrown by the gate when the next free call is further away than the caller is willing to wait. */
export class CallLimitWaitTooLong extends Error {
  override readonly name = 'CallLimitWaitTooLong';
  constructor(
    readonly resetAt: Date | undefined,
    readonly waitMs: number,
  ) {
    super(en.support.api.callLimitExhausted(resetAt?.toISOString()));
    this.spoken = messages().support.api.callLimitExhausted(resetAt?.toISOString());
  }

  /** The message in the run's language (`message` stays English: results carry it). */
  readonly spoken: string;
}

export interface CallLimitGateOptions {
  /** Calls to leave unused in each window (e.g. so an interactive `track` still works during a batch). */
  reserve?: number;
  /** Upper bound of the random delay added after a reset, so waiting workers do not all fire at once. */
  jitterMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface CallLimitPermit {
  /** Call once the response (or the failure) is in; idempotent. */
  release(): void;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Decides when a request may be sent. One gate can be shared by every client and worker of a process:
 * the call limit belongs to the token, not to a connection.
 *
 * Accounting: `available` is what the last response said; every request sent since and still in flight
 * holds a reservation, so N concurrent callers never send more than `available - reserve` between two
 * reports. A report may already count some of our in-flight requests, which makes the gate slightly
 * pessimistic near the limit — the safe direction, since overshooting costs a 429 round trip.
 */
export class CallLimitGate {
  readonly #reserve: number;
  readonly #jitterMs: number;
  readonly #now: () => Date;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #random: () => number;
  #known: CallLimitState | undefined;
  #inFlight = 0;
  #waiters = new Set<() => void>();

  constructor(options: CallLimitGateOptions = {}) {
    this.#reserve = Math.max(0, options.reserve ?? 0);
    this.#jitterMs = Math.max(0, options.jitterMs ?? 250);
    this.#now = options.now ?? (() => new Date());
    this.#sleep = options.sleep ?? defaultSleep;
    this.#random = options.random ?? Math.random;
  }

  get state(): CallLimitState | undefined {
    return this.#known ? { ...this.#known } : undefined;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /**
   * Records a response's call-limit report. Responses of concurrent requests arrive in any order, so
   * within one window (same reset time) the lowest `available` wins; a later reset time means a new
   * window and replaces the old report; a report of an older window is stale and ignored.
   */
  observe(state: CallLimitState): void {
    const known = this.#known;
    const next = state.resetAt?.getTime();
    const prev = known?.resetAt?.getTime();
    if (!known || next === undefined || prev === undefined || next > prev) {
      this.#known = { ...state };
    } else if (next === prev) {
      this.#known = { ...state, available: Math.min(known.available, state.available) };
    }
    this.#wake();
  }

  /** Waits until a request may be sent, then reserves one call (CallLimitWaitTooLong past maxWaitMs). */
  async acquire(options: { maxWaitMs?: number; signal?: AbortSignal } = {}): Promise<CallLimitPermit> {
    const { maxWaitMs = Number.POSITIVE_INFINITY, signal } = options;
    for (;;) {
      signal?.throwIfAborted();
      const wait = this.#blocking();
      if (wait === 'free') return this.#reserveOne();
      if (wait === 'release') {
        await this.#nextChange(signal);
        continue;
      }
      if (wait > maxWaitMs) throw new CallLimitWaitTooLong(this.#known?.resetAt, wait);
      await abortable(this.#sleep(wait), signal);
    }
  }

  /** 'free', 'release' (wait for an in-flight call to report), or milliseconds to sleep. */
  #blocking(): 'free' | 'release' | number {
    const known = this.#known;
    if (!known) return 'free'; // nothing known yet: the first response will tell us
    const now = this.#now().getTime();
    const resetAt = known.resetAt?.getTime();
    if (resetAt !== undefined && now >= resetAt && known.available < known.total) {
      // The window has refilled by the server's own account; the next response corrects us if not.
      this.#known = { available: known.total, total: known.total };
    }
    const { available } = this.#known!;
    if (available - this.#inFlight > this.#reserve) return 'free';
    if (available > this.#reserve) return 'release'; // our own in-flight calls hold the rest
    if (resetAt !== undefined && resetAt > now) {
      return resetAt - now + Math.floor(this.#random() * this.#jitterMs);
    }
    // Exhausted with no usable reset time: let one probe through rather than wait forever; the
    // client's 429 handling backs off if the server still refuses.
    return this.#inFlight > 0 ? 'release' : 'free';
  }

  #reserveOne(): CallLimitPermit {
    this.#inFlight += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#inFlight -= 1;
        this.#wake();
      },
    };
  }

  #wake(): void {
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }

  #nextChange(signal: AbortSignal | undefined): Promise<void> {
    return abortable(
      new Promise<void>((resolve) => {
        this.#waiters.add(resolve);
      }),
      signal,
    );
  }
}

/** Races a wait against an abort signal, so Ctrl+C never sits out a call-limit window. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
