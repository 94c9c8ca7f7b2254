// The one HTTP client of shipctl. A call goes: wait for the call-limit gate → send (transport.ts) →
// parse → on failure ask decideRetry (retry.ts) → sleep and resend, or throw a typed error (errors.ts).
import {
  abortable,
  CallLimitGate,
  CallLimitWaitTooLong,
  parseCallLimit,
  type CallLimitState,
} from './call-limit.js';
import { errorFromResponse, parseErrorBody, RateLimitError } from './errors.js';
import { cancelled, networkError, outcomeUnknown } from './failures.js';
import {
  decideRetry,
  DEFAULT_RETRY_POLICY,
  type Failure,
  type HttpMethod,
  type RetryPolicy,
} from './retry.js';
import { parseRetryAfter } from './timestamp.js';
import { InvalidTokenError, tokenProblem } from './token.js';
import { Tracer } from './trace.js';
import { Connections, send, TransportError, type Timeouts, type WireResponse } from './transport.js';
import { buildUrl, normalizeBaseUrl, type QueryValue } from './url.js';

export interface ClientOptions {
  /** `https://api.shipandco.com`, with or without a trailing `/v1`. */
  baseUrl: string;
  token?: string;
  /** Full User-Agent (`shipctl/0.1.0`); a bare version (`0.1.0`) becomes `shipctl/0.1.0`. */
  userAgent?: string;
  timeouts?: { connectMs?: number; headersMs?: number; bodyMs?: number };
  /** Receives request/response trace lines (`--debug`); secrets are masked before they get here. */
  debug?: (line: string) => void;
  retry?: Partial<RetryPolicy>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  random?: () => number;
  /** Share one gate between clients/workers that spend the same token's call limit. */
  gate?: CallLimitGate;
}

export interface RequestOptions {
  method: HttpMethod;
  /** Begins with `/v1/`, as in the spec. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Each request that reaches the server spends a quota beyond the call limit (tracking: 15 queries per
   * number), so it is re-sent only when nothing reached the server.
   */
  metered?: boolean;
  /**
   * Overrides the method's idempotency for retries: POST /v1/rates is a pure query (nothing is created),
   * so it may be re-sent like a GET.
   */
  idempotent?: boolean;
}

export interface ApiResponse<T> {
  status: number;
  /** Parsed JSON whatever the Content-Type said; the raw text when the body is not JSON; undefined when empty. */
  data: T;
  rawText: string;
  headers: Record<string, string>;
  callLimit?: CallLimitState;
  /** Requests sent for this call, retries included. */
  attempts?: number;
}

/** Without a Date header, the local clock is trusted within this margin (attemptStart). */
const SKEW_MARGIN_MS = 5 * 60 * 1000;

/**
 * Label creation waits on carrier systems, and a headers timeout on a create costs a reconciliation, so
 * the client is more patient than a typical API client. Connecting, though, should be quick or fail.
 */
export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 60_000, bodyMs: 60_000 };

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Error bodies sometimes arrive as text/html while holding JSON, so the Content-Type is ignored: JSON
 * when it parses, the raw text otherwise.
 */
export function parseBody(rawText: string): unknown {
  const text = rawText.replace(/^\uFEFF/, '');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return rawText;
  }
}

export class ApiClient {
  readonly baseUrl: URL;
  readonly #token: string | undefined;
  readonly #userAgent: string;
  readonly #timeouts: Timeouts;
  readonly #connections: Connections;
  readonly #policy: RetryPolicy;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #now: () => Date;
  readonly #random: () => number;
  readonly #gate: CallLimitGate;
  readonly #trace: Tracer;
  #lastCallLimit: CallLimitState | undefined;
  /** Server clock minus local clock, a lower bound read from the last response's Date header. */
  #serverOffsetMs: number | undefined;

  constructor(options: ClientOptions) {
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    // Refused here, not at the first send: a bad token is the caller's to fix, never a retry's.
    const problem = options.token === undefined ? undefined : tokenProblem(options.token);
    if (problem) throw new InvalidTokenError(problem);
    this.#token = options.token;
    const ua = options.userAgent?.trim();
    this.#userAgent = !ua ? 'shipctl' : /^\d/.test(ua) ? `shipctl/${ua}` : ua;
    this.#timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(options.timeouts ?? {}) };
    this.#policy = { ...DEFAULT_RETRY_POLICY, ...definedOnly(options.retry ?? {}) };
    this.#sleep = options.sleep ?? defaultSleep;
    this.#now = options.now ?? (() => new Date());
    this.#random = options.random ?? Math.random;
    this.#gate =
      options.gate ??
      new CallLimitGate({
        jitterMs: this.#policy.resetJitterMs,
        now: this.#now,
        sleep: this.#sleep,
        random: this.#random,
      });
    this.#connections = new Connections(this.#timeouts);
    this.#trace = new Tracer(options.debug, [options.token]);
  }

  /** The call limit reported by the last response this client received. */
  get lastCallLimit(): CallLimitState | undefined {
    return this.#lastCallLimit ? { ...this.#lastCallLimit } : undefined;
  }

  /**
   * The earliest the server's clock can have read at local instant `localMs` (Date.now()
   * scale), from the last response's Date header; undefined before any dated response.
   * A Date header is the server's time truncated to the second and read after it was
   * written, so `Date - receivedAt` never exceeds the true offset: the bound is safe for
   * "was this created after my attempt started?" without trusting the two clocks to agree.
   */
  serverTimeAtLeast(localMs: number): Date | undefined {
    return this.#serverOffsetMs === undefined ? undefined : new Date(localMs + this.#serverOffsetMs);
  }

  /**
   * The earliest server time an attempt sent at local instant `localMs` can have started: the
   * bound above, or, before any dated response, the local clock trusted within SKEW_MARGIN_MS
   * (reconciliation still requires the same recipient, service and size).
   */
  attemptStart(localMs: number): Date {
    return this.serverTimeAtLeast(localMs) ?? new Date(localMs - SKEW_MARGIN_MS);
  }

  get gate(): CallLimitGate {
    return this.#gate;
  }

  /** Writes a note to the debug trace (e.g. a response that did not match its schema). */
  note(line: string): void {
    this.#trace.line(`* ${line}`);
  }

  /** Closes idle keep-alive sockets. Idle sockets do not hold the process open, so this is optional. */
  close(): Promise<void> {
    this.#connections.close();
    return Promise.resolve();
  }

  async request<T = unknown>(options: RequestOptions): Promise<ApiResponse<T>> {
    const url = buildUrl(this.baseUrl, options.path, options.query);
    const bodyText = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers = this.#headers();
    const counts = { attempts: 0, failures: 0, rateLimitWaits: 0 };
    // Once an attempt may have reached the server, a later 404 on a DELETE may be our own success.
    let sentAmbiguously = false;

    for (;;) {
      const permit = await this.#acquire(options, counts.attempts);
      counts.attempts += 1;
      const started = Date.now();
      this.#trace.line(
        `> ${options.method} ${url.href}${counts.attempts > 1 ? ` (attempt ${counts.attempts})` : ''}`,
      );
      this.#trace.headers('>', headers);
      this.#trace.body('>', bodyText);

      let res: WireResponse;
      try {
        res = await send(this.#connections, {
          method: options.method,
          url,
          headers,
          body: bodyText,
          timeouts: this.#timeouts,
          signal: options.signal,
        });
      } catch (err) {
        permit.release();
        if (!(err instanceof TransportError)) throw err;
        this.#trace.line(`* ${err.code}: ${err.message} (${Date.now() - started} ms)`);
        if (err.aborted) throw cancelled(options, err);
        counts.failures += 1;
        const failure: Failure = { kind: 'network', code: err.code, requestWritten: err.requestWritten };
        const decision = this.#decide(options, failure, counts);
        if (decision.retry) {
          sentAmbiguously ||= err.requestWritten;
          await this.#wait(decision.delayMs, decision.reason, options.signal);
          continue;
        }
        throw networkError(options, err, counts.attempts, decision.outcomeUnknown, this.baseUrl.origin);
      }

      const dated = Date.parse(res.headers.date ?? '');
      if (Number.isFinite(dated)) this.#serverOffsetMs = dated - Date.now();
      const callLimit = parseCallLimit(res.headers);
      if (callLimit) {
        this.#lastCallLimit = callLimit;
        this.#gate.observe(callLimit);
      }
      permit.release();
      this.#trace.line(
        `< ${[res.status, res.statusText].filter(Boolean).join(' ')} (${Date.now() - started} ms)`,
      );
      this.#trace.headers('<', res.headers);
      this.#trace.body('<', res.rawText);

      const data = parseBody(res.rawText);
      // 3xx falls through to the error path: the client does not follow redirects, and a redirect here
      // means a wrong base URL (http→https, old host), never a result.
      if (res.status < 300) {
        return {
          status: res.status,
          data: data as T,
          rawText: res.rawText,
          headers: res.headers,
          callLimit,
          attempts: counts.attempts,
        };
      }

      const now = this.#now();
      const resetAt =
        res.status === 429
          ? (callLimit?.resetAt ?? parseRetryAfter(res.headers['retry-after'], now))
          : undefined;
      if (res.status === 429) counts.rateLimitWaits += 1;
      else counts.failures += 1;
      const failure: Failure = {
        kind: 'status',
        status: res.status,
        code: parseErrorBody(data)?.code,
        resetInMs: resetAt ? resetAt.getTime() - now.getTime() : undefined,
      };
      const decision = this.#decide(options, failure, counts);
      if (decision.retry) {
        sentAmbiguously ||= res.status >= 500;
        await this.#wait(decision.delayMs, decision.reason, options.signal);
        continue;
      }
      const error = errorFromResponse({
        method: options.method,
        path: options.path,
        status: res.status,
        statusText: res.statusText,
        data,
        rawText: res.rawText,
        attempts: counts.attempts,
        callLimit,
        resetAt,
        afterAmbiguousAttempt: sentAmbiguously && options.method === 'DELETE',
        location: res.headers.location,
      });
      throw decision.outcomeUnknown ? outcomeUnknown(options, error) : error;
    }
  }

  #headers(): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      // The spec asks for it on every request, bodiless ones included.
      'content-type': 'application/json',
      'user-agent': this.#userAgent,
    };
    if (this.#token) headers['x-access-token'] = this.#token;
    return headers;
  }

  #decide(options: RequestOptions, failure: Failure, counts: { failures: number; rateLimitWaits: number }) {
    const decision = decideRetry({
      method: options.method,
      failure,
      failures: counts.failures,
      rateLimitWaits: counts.rateLimitWaits,
      metered: options.metered,
      idempotent: options.idempotent,
      policy: this.#policy,
      random: this.#random,
    });
    if (!decision.retry) this.#trace.line(`* not retrying: ${decision.reason}`);
    return decision;
  }

  async #wait(ms: number, reason: string, signal: AbortSignal | undefined): Promise<void> {
    this.#trace.line(`* retrying in ${ms} ms: ${reason}`);
    await abortable(this.#sleep(ms), signal);
  }

  /** Waits for the call-limit gate; a reset further away than we are willing to wait is a RateLimitError. */
  async #acquire(options: RequestOptions, attempts: number) {
    try {
      return await this.#gate.acquire({ maxWaitMs: this.#policy.maxResetWaitMs, signal: options.signal });
    } catch (err) {
      if (!(err instanceof CallLimitWaitTooLong)) throw err;
      this.#trace.line(`* not sending: ${err.message}`);
      throw new RateLimitError({
        message: err.message,
        spoken: err.spoken,
        method: options.method,
        path: options.path,
        resetAt: err.resetAt,
        callLimit: this.#gate.state,
        attempts,
      });
    }
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
