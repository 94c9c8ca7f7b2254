import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  type Failure,
  type HttpMethod,
  type RetryContext,
} from '../../../src/api/retry.js';

const ctx = (method: HttpMethod, failure: Failure, extra: Partial<RetryContext> = {}): RetryContext => ({
  method,
  failure,
  failures: 1,
  rateLimitWaits: failure.kind === 'status' && failure.status === 429 ? 1 : 0,
  policy: DEFAULT_RETRY_POLICY,
  random: () => 0.5,
  ...extra,
});

const refused: Failure = { kind: 'network', code: 'ECONNREFUSED', requestWritten: false };
const resetAfterWrite: Failure = { kind: 'network', code: 'UND_ERR_SOCKET', requestWritten: true };
const resetBeforeWrite: Failure = { kind: 'network', code: 'ECONNRESET', requestWritten: false };
const headersTimeout: Failure = { kind: 'network', code: 'UND_ERR_HEADERS_TIMEOUT', requestWritten: true };
const status = (s: number, code?: string, resetInMs?: number): Failure => ({
  kind: 'status',
  status: s,
  code,
  resetInMs,
});

describe('decideRetry', () => {
  it('says how many attempts were made, one in the singular', () => {
    const once = { policy: { ...DEFAULT_RETRY_POLICY, maxAttempts: 1 } };
    expect(decideRetry(ctx('GET', status(503), once)).reason).toBe('HTTP 503 after 1 attempt');
    expect(decideRetry(ctx('GET', refused, once)).reason).toBe('ECONNREFUSED after 1 attempt');
    const four = { failures: 4, policy: { ...DEFAULT_RETRY_POLICY, maxAttempts: 4 } };
    expect(decideRetry(ctx('GET', status(503), four)).reason).toBe('HTTP 503 after 4 attempts');
  });

  it('re-sends any method when nothing reached the server', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect(decideRetry(ctx(method, refused)).retry).toBe(true);
      expect(decideRetry(ctx(method, resetBeforeWrite)).retry).toBe(true);
      expect(
        decideRetry(ctx(method, { kind: 'network', code: 'UND_ERR_CONNECT_TIMEOUT', requestWritten: false }))
          .retry,
      ).toBe(true);
    }
  });

  it('never re-sends a POST or PUT after an ambiguous failure, and flags the outcome as unknown', () => {
    for (const method of ['POST', 'PUT'] as const) {
      for (const failure of [resetAfterWrite, headersTimeout, status(500), status(503)]) {
        expect(decideRetry(ctx(method, failure))).toMatchObject({ retry: false, outcomeUnknown: true });
      }
    }
  });

  it('re-sends GET and DELETE after ambiguous failures and 5xx, until the attempts run out', () => {
    for (const method of ['GET', 'DELETE'] as const) {
      for (const failure of [
        resetAfterWrite,
        headersTimeout,
        status(500),
        status(502),
        status(503),
        status(504),
      ]) {
        expect(decideRetry(ctx(method, failure)).retry).toBe(true);
        expect(
          decideRetry(ctx(method, failure, { failures: DEFAULT_RETRY_POLICY.maxAttempts })),
        ).toMatchObject({
          retry: false,
          outcomeUnknown: false,
        });
      }
    }
  });

  it('does not spend a metered query (tracking) on a retry unless nothing was sent', () => {
    expect(decideRetry(ctx('GET', status(503, 'TRACKING_FETCH_FAILED'), { metered: true })).retry).toBe(
      false,
    );
    expect(decideRetry(ctx('GET', resetAfterWrite, { metered: true })).retry).toBe(false);
    expect(decideRetry(ctx('GET', refused, { metered: true })).retry).toBe(true);
  });

  it('waits for the reset on a 429, for every method, and adds jitter', () => {
    for (const method of ['GET', 'POST'] as const) {
      const decision = decideRetry(ctx(method, status(429, undefined, 1000)));
      expect(decision).toMatchObject({ retry: true });
      if (decision.retry)
        expect(decision.delayMs).toBe(1000 + Math.floor(0.5 * DEFAULT_RETRY_POLICY.resetJitterMs));
    }
  });

  it('does not retry the per-number tracking limit, a reset too far away, or endless 429s', () => {
    expect(decideRetry(ctx('GET', status(429, 'TRACKING_LIMIT_EXCEEDED', 1000)))).toMatchObject({
      retry: false,
      outcomeUnknown: false,
    });
    expect(
      decideRetry(ctx('GET', status(429, undefined, DEFAULT_RETRY_POLICY.maxResetWaitMs + 1))).retry,
    ).toBe(false);
    expect(
      decideRetry(
        ctx('GET', status(429, undefined, 1000), {
          rateLimitWaits: DEFAULT_RETRY_POLICY.maxRateLimitWaits + 1,
        }),
      ).retry,
    ).toBe(false);
  });

  it('treats a 4xx as a final answer, for every method', () => {
    for (const s of [400, 401, 403, 404, 422]) {
      expect(decideRetry(ctx('POST', status(s)))).toMatchObject({ retry: false, outcomeUnknown: false });
      expect(decideRetry(ctx('GET', status(s))).retry).toBe(false);
    }
  });

  it('does not retry failures that another attempt cannot fix', () => {
    expect(decideRetry(ctx('GET', { kind: 'network', code: 'ENOTFOUND', requestWritten: false })).retry).toBe(
      false,
    );
    expect(decideRetry(ctx('GET', status(501))).retry).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('grows exponentially, is capped, and is fully jittered', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(1, policy, () => 0.999)).toBe(99);
    expect(backoffDelay(3, policy, () => 0.999)).toBe(399);
    expect(backoffDelay(10, policy, () => 0.999)).toBe(999);
    expect(backoffDelay(10, policy, () => 0)).toBe(0);
  });
});
