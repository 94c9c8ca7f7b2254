// When a failed request is sent again. Every rule lives in decideRetry(), with its reason beside it
// (the stripe-node habit): a duplicated label costs money, so "can this have reached the server?" is
// asked before "is it worth another try?".
import { isConnectPhase } from './is-api-error.js';

/** transport.ts's code for an answer past the size cap (not imported: retry decisions load no HTTP). */
const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RetryPolicy {
  /** Attempts in total for transient failures (connection errors, 5xx), the first one included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxRateLimitWaits: number;
  /** A call-limit reset further away than this fails now (RateLimitError) rather than hang the CLI. */
  maxResetWaitMs: number;
  /** Spread after a reset, so that concurrent workers do not all fire at the same instant. */
  resetJitterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRateLimitWaits: 5,
  maxResetWaitMs: 120_000,
  resetJitterMs: 250,
};

/** What went wrong with one attempt. */
export type Failure =
  | { kind: 'status'; status: number; code?: string; resetInMs?: number }
  | {
      kind: 'network';
      code: string;
      /** The request had been fully written to the socket when it failed. */
      requestWritten: boolean;
    };

export interface RetryContext {
  method: HttpMethod;
  failure: Failure;
  /** Transient failures so far, this one included; 429s are counted in rateLimitWaits instead. */
  failures: number;
  rateLimitWaits: number;
  /** Each request reaching the server spends a quota (tracking: 15 per number). */
  metered?: boolean;
  idempotent?: boolean;
  policy: RetryPolicy;
  random: () => number;
}

export type RetryDecision =
  | { retry: true; delayMs: number; reason: string }
  /** outcomeUnknown: the request may have taken effect (a label may exist); reconcile before resending. */
  | { retry: false; reason: string; outcomeUnknown: boolean };

const attemptsText = (n: number): string => `${n} attempt${n === 1 ? '' : 's'}`;

/** Connect-phase failures that another attempt will not cure. */
const PERMANENT = new Set([
  // NXDOMAIN is an authoritative "no such host" (usually a mistyped base URL); flaky DNS says EAI_AGAIN.
  'ENOTFOUND',
  // TLS verification failures are configuration problems (proxy, clock, certificate), not hiccups.
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * GET reads; DELETE is idempotent (RFC 9110 9.2.2): deleting twice leaves the state one delete leaves.
 * POST creates. PUT is treated like POST: the spec promises nothing about repeating an update (a carrier
 * account update may re-verify credentials with the carrier, e.g. fedex invoice 2FA), and a person can
 * rerun it after looking. A request may override this (POST /v1/rates creates nothing).
 */
export function isIdempotent(method: HttpMethod, override?: boolean): boolean {
  return override ?? (method === 'GET' || method === 'DELETE');
}

export function nothingSent(failure: Failure): boolean {
  return failure.kind === 'network' && (isConnectPhase(failure.code) || !failure.requestWritten);
}

/** Capped exponential back-off with full jitter (AWS architecture blog, "Exponential Backoff and Jitter"). */
export function backoffDelay(failures: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.floor(random() * ceiling);
}

export function decideRetry(ctx: RetryContext): RetryDecision {
  const { method, failure, policy, random } = ctx;
  const stop = (reason: string, outcomeUnknown = false): RetryDecision => ({
    retry: false,
    reason,
    outcomeUnknown,
  });
  const again = (reason: string, delayMs = backoffDelay(ctx.failures, policy, random)): RetryDecision => ({
    retry: true,
    delayMs,
    reason,
  });
  const attemptsLeft = ctx.failures < policy.maxAttempts;
  const idempotent = isIdempotent(method, ctx.idempotent);

  if (failure.kind === 'status') {
    const { status } = failure;
    if (status === 429 && failure.code === 'TRACKING_LIMIT_EXCEEDED') {
      // A per-number quota (15 queries per tracking number), not the call limit: no reset time will
      // make the same query succeed, and waiting would only hide the answer.
      return stop('the tracking number has used all its queries');
    }
    if (status === 429) {
      // The server refused before doing any work, so even a create is safe to send again — after the
      // window refills. A reset in the past (clock skew) or unknown falls back to back-off, so we never
      // hammer a server that keeps saying no.
      if (ctx.rateLimitWaits > policy.maxRateLimitWaits)
        return stop('still rate limited after waiting for resets');
      const resetIn = failure.resetInMs;
      if (resetIn !== undefined && resetIn > policy.maxResetWaitMs) {
        return stop(`the call limit resets in ${Math.ceil(resetIn / 1000)} s, longer than we wait`);
      }
      const jitter = Math.floor(random() * policy.resetJitterMs);
      const wait =
        resetIn !== undefined && resetIn > 0
          ? resetIn + jitter
          : backoffDelay(ctx.rateLimitWaits, policy, random);
      return again('rate limited (429): waiting for the call-limit reset', wait);
    }
    if (status < 500) {
      // 4xx: the server understood and refused this request (bad input, token, missing resource); the
      // same bytes get the same answer. Nothing was created, so this is not an unknown outcome.
      // (A 3xx lands here too: a redirect means a wrong base URL, which a retry does not fix.)
      return stop(`HTTP ${status} is a final answer`);
    }
    if (!idempotent) {
      // A 5xx can come after the work was done (label bought, then a crash while answering). Re-sending
      // a create could buy a second label: hand it to the caller to look the resource up first.
      return stop(`HTTP ${status} on a ${method}: it may have taken effect`, true);
    }
    if (ctx.metered) return stop(`HTTP ${status}; another query would spend the per-number quota`);
    if (status === 501 || status === 505) return stop(`HTTP ${status} will not change on retry`);
    if (!attemptsLeft) return stop(`HTTP ${status} after ${attemptsText(ctx.failures)}`);
    return again(`HTTP ${status} on an idempotent ${method}`);
  }

  if (failure.code === RESPONSE_TOO_LARGE) {
    // The server answered with more than the client reads: the same request gets the same answer,
    // and reading it again costs the same memory. A create may still have taken effect.
    return stop('the response is larger than the client accepts', !idempotent);
  }

  if (nothingSent(failure)) {
    // Refused, unresolvable, unreachable, or failed before the request was written: nothing reached
    // the server, so any method may go again — unless the cause is one that retrying cannot fix.
    if (PERMANENT.has(failure.code)) return stop(`${failure.code} will not change on retry`);
    if (!attemptsLeft) return stop(`${failure.code} after ${attemptsText(ctx.failures)}`);
    return again(`${failure.code} before the request was sent`);
  }

  // From here the request was written and the connection then failed or timed out: the server may
  // have processed it.
  if (!idempotent) {
    return stop(`${failure.code} after the ${method} was sent: it may have taken effect`, true);
  }
  if (ctx.metered)
    return stop(`${failure.code} after sending; another query would spend the per-number quota`);
  if (!attemptsLeft) return stop(`${failure.code} after ${attemptsText(ctx.failures)}`);
  // A DELETE retried after its first attempt went through answers 404: the client flags that case
  // (NotFoundError.afterAmbiguousAttempt).
  return again(`${failure.code} on an idempotent ${method}`);
}
