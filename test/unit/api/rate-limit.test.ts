// The call limit, end to end: headers in, waits out.
import { afterEach, describe, expect, it } from 'vitest';
import { CallLimitGate } from '../../../src/api/call-limit.js';
import { ApiClient } from '../../../src/api/client.js';
import { RateLimitError } from '../../../src/api/errors.js';
import { startTestServer, type TestServer } from '../../helpers/http-server.js';

const servers: TestServer[] = [];
const clients: ApiClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(): Promise<TestServer> {
  const s = await startTestServer();
  servers.push(s);
  return s;
}

function track(client: ApiClient): ApiClient {
  clients.push(client);
  return client;
}

/** A clock that moves only when the client sleeps; records every sleep. */
function fakeClock(startIso: string) {
  let t = Date.parse(startIso);
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => new Date(t),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
    },
  };
}

describe('429: wait for the reset, then send again', () => {
  it('waits ≈ the time to X-Api-Call-Reset (one second, real time), then succeeds', async () => {
    const s = await server();
    let resetAt = 0;
    s.reply(
      () => {
        resetAt = Date.now() + 1000;
        return {
          status: 429,
          headers: { 'x-api-call-limit': '0/10', 'x-api-call-reset': new Date(resetAt).toISOString() },
          body: { message: 'Too Many Requests' },
        };
      },
      { status: 201, headers: { 'x-api-call-limit': '9/10' }, body: { id: 'API-0000000001' } },
    );
    const sleeps: number[] = [];
    const api = track(
      new ApiClient({
        baseUrl: s.url,
        random: () => 0, // no jitter: the wait is exactly the time to the reset
        sleep: (ms) => {
          sleeps.push(ms);
          return new Promise((resolve) => setTimeout(resolve, ms));
        },
      }),
    );

    // A POST: a 429 means nothing was created, so even a create may go again.
    const res = await api.request({ method: 'POST', path: '/v1/shipments', body: {} });

    expect(res).toMatchObject({ status: 201, attempts: 2, callLimit: { available: 9, total: 10 } });
    expect(s.count).toBe(2);
    expect(s.requests[1]!.receivedAt).toBeGreaterThanOrEqual(resetAt - 5);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(800);
    expect(sleeps[0]).toBeLessThanOrEqual(1000);
  });

  it('gives up with RateLimitError when the reset is further away than the client waits', async () => {
    const s = await server();
    s.fallback({
      status: 429,
      headers: {
        'x-api-call-limit': '0/10',
        'x-api-call-reset': new Date(Date.now() + 3_600_000).toISOString(),
      },
      body: { message: 'Too Many Requests' },
    });
    const api = track(new ApiClient({ baseUrl: s.url, sleep: async () => {} }));
    const err = await api.request({ method: 'GET', path: '/v1/orders' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).resetAt).toBeInstanceOf(Date);
    expect(s.count).toBe(1);
  });
});

describe('X-Api-Call-Limit 0/n: the next call waits instead of sending', () => {
  it('sleeps until the reset, and the server sees no request before it', async () => {
    const clock = fakeClock('2025-02-14T07:28:40Z');
    const reset = new Date('2025-02-14T07:28:44Z');
    const s = await server();
    const seenAt: number[] = [];
    s.fallback(() => {
      seenAt.push(clock.now().getTime());
      return {
        status: 200,
        headers: {
          'x-api-call-limit': seenAt.length === 1 ? '0/10' : '9/10',
          // The live form: JavaScript's Date#toString() in JST.
          'x-api-call-reset': 'Fri Feb 14 2025 16:28:44 GMT+0900 (Japan Standard Time)',
        },
        body: [],
      };
    });
    const countsWhenSleeping: number[] = [];
    const api = track(
      new ApiClient({
        baseUrl: s.url,
        now: clock.now,
        random: () => 0,
        sleep: async (ms) => {
          countsWhenSleeping.push(s.count);
          await clock.sleep(ms);
        },
      }),
    );

    await api.request({ method: 'GET', path: '/v1/orders' });
    expect(api.lastCallLimit).toEqual({ available: 0, total: 10, resetAt: reset });

    await api.request({ method: 'GET', path: '/v1/orders' });
    expect(clock.sleeps).toEqual([4000]);
    expect(countsWhenSleeping).toEqual([1]);
    expect(seenAt[1]).toBeGreaterThanOrEqual(reset.getTime());
    expect(api.lastCallLimit?.available).toBe(9);
  });

  it('a gate shared by several clients keeps concurrent calls within what is left', async () => {
    const s = await server();
    const resetAt = Date.now() + 300;
    let inFlight = 0;
    let maxInFlight = 0;
    let served = 0;
    s.fallback(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 20));
      inFlight -= 1;
      served += 1;
      // Three calls in this window, then none until the reset.
      const reset = new Date(resetAt).toISOString();
      return {
        status: 200,
        headers: { 'x-api-call-limit': `${Math.max(0, 3 - served)}/10`, 'x-api-call-reset': reset },
        body: {},
      };
    });
    const gate = new CallLimitGate({ jitterMs: 0 });
    gate.observe({ available: 3, total: 10, resetAt: new Date(resetAt) });
    const workers = [1, 2, 3, 4, 5, 6].map(() => track(new ApiClient({ baseUrl: s.url, gate })));
    await Promise.all(workers.map((api) => api.request({ method: 'GET', path: '/v1/carriers' })));
    expect(s.count).toBe(6);
    expect(maxInFlight).toBeLessThanOrEqual(3);
    const early = s.requests.filter((r) => r.receivedAt < resetAt - 5);
    expect(early).toHaveLength(3);
  });
});
