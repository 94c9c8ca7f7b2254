import { describe, expect, it } from 'vitest';
import { CallLimitGate, CallLimitWaitTooLong } from '../../../src/api/call-limit.js';

/** A clock that only moves when the gate sleeps. */
function fakeClock(startIso = '2025-02-14T07:28:00Z') {
  let t = Date.parse(startIso);
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => new Date(t),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

const at = (iso: string) => new Date(iso);

describe('CallLimitGate', () => {
  it('lets requests through while nothing is known', async () => {
    const gate = new CallLimitGate();
    const permits = await Promise.all([gate.acquire(), gate.acquire(), gate.acquire()]);
    expect(gate.inFlight).toBe(3);
    permits.forEach((p) => p.release());
    expect(gate.inFlight).toBe(0);
  });

  it('waits until the reset (plus jitter) when no call is left', async () => {
    const clock = fakeClock();
    const gate = new CallLimitGate({ ...clock, jitterMs: 100, random: () => 0.5 });
    gate.observe({ available: 0, total: 10, resetAt: at('2025-02-14T07:28:03Z') });
    const permit = await gate.acquire();
    expect(clock.sleeps).toEqual([3050]);
    expect(gate.state?.available).toBe(10);
    permit.release();
  });

  it('keeps N concurrent callers within the calls left; the rest wait for the reset', async () => {
    const clock = fakeClock();
    const gate = new CallLimitGate({ ...clock, jitterMs: 0 });
    const reset = at('2025-02-14T07:29:00Z');
    gate.observe({ available: 2, total: 10, resetAt: reset });
    const granted: { n: number; at: number }[] = [];
    const callers = [1, 2, 3, 4].map((n) =>
      gate.acquire().then((p) => {
        granted.push({ n, at: clock.now().getTime() });
        return p;
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(granted.map((g) => g.n)).toEqual([1, 2]);

    // First answer: one call left — which request 2, still in flight, may be about to take. Nobody goes.
    gate.observe({ available: 1, total: 10, resetAt: reset });
    (await callers[0])!.release();
    await new Promise((r) => setTimeout(r, 10));
    expect(granted.map((g) => g.n)).toEqual([1, 2]);

    // Second answer: the window is spent. The others sleep until the reset instead of sending.
    gate.observe({ available: 0, total: 10, resetAt: reset });
    (await callers[1])!.release();
    for (const permit of await Promise.all(callers)) permit.release();
    expect(granted.map((g) => g.n).sort()).toEqual([1, 2, 3, 4]);
    for (const late of granted.filter((g) => g.n > 2))
      expect(late.at).toBeGreaterThanOrEqual(reset.getTime());
    expect(clock.sleeps.every((ms) => ms === 60_000)).toBe(true);
    expect(gate.inFlight).toBe(0);
  });

  it('merges out-of-order reports: lowest count within a window, newest window wins', () => {
    const gate = new CallLimitGate();
    gate.observe({ available: 5, total: 10, resetAt: at('2025-02-14T07:29:00Z') });
    gate.observe({ available: 7, total: 10, resetAt: at('2025-02-14T07:29:00Z') });
    expect(gate.state?.available).toBe(5);
    gate.observe({ available: 9, total: 10, resetAt: at('2025-02-14T07:30:00Z') });
    expect(gate.state?.available).toBe(9);
    gate.observe({ available: 1, total: 10, resetAt: at('2025-02-14T07:29:00Z') });
    expect(gate.state?.available).toBe(9);
  });

  it('keeps a reserve of calls unused', async () => {
    const clock = fakeClock();
    const gate = new CallLimitGate({ ...clock, reserve: 2, jitterMs: 0 });
    gate.observe({ available: 2, total: 10, resetAt: at('2025-02-14T07:28:10Z') });
    (await gate.acquire()).release();
    expect(clock.sleeps).toEqual([10_000]);
  });

  it('refuses to wait longer than asked', async () => {
    const clock = fakeClock();
    const gate = new CallLimitGate({ ...clock, jitterMs: 0 });
    gate.observe({ available: 0, total: 10, resetAt: at('2025-02-14T08:28:00Z') });
    await expect(gate.acquire({ maxWaitMs: 60_000 })).rejects.toBeInstanceOf(CallLimitWaitTooLong);
    expect(clock.sleeps).toEqual([]);
  });

  it('stops waiting when the signal aborts', async () => {
    const gate = new CallLimitGate({ sleep: () => new Promise(() => {}) });
    gate.observe({ available: 0, total: 10, resetAt: new Date(Date.now() + 60_000) });
    const controller = new AbortController();
    const pending = gate.acquire({ signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });
});
