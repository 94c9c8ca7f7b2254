// tracking.updated deliveries (spec 6): detection of status changes, the body of
// 6.2, the headers of 6.1 signed per 6.3 (checked by openssl or Python, not by our
// own signer), and the retries of 6.4 on a scaled schedule.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookEventSchema } from '../../src/contract/index.js';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../src/domain/index.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { registerEndpoint } from '../../src/sandbox/events/detect.js';
import { listDeliveries } from '../../src/sandbox/events/store.js';
import { independentSignature } from '../unit/webhooks/independent-hmac.js';
import { startLifeSandbox, startReceiver, type LifeSandbox, type Receiver } from './life.fixtures.js';
import { domesticBody, WEDNESDAY_10_JST } from './shipments.fixtures.js';

const SECRET = 'whsec_sandbox_3f9a1c';
let sb: LifeSandbox | undefined;
let rx: Receiver | undefined;
afterEach(async () => {
  await sb?.close();
  await rx?.close();
  sb = rx = undefined;
});

const header = (d: { headers: Record<string, unknown> }, name: string) =>
  String(d.headers[name.toLowerCase()]);

async function ship(s: LifeSandbox, token?: string): Promise<{ id: string; number: string }> {
  const res = await s.request(
    'POST',
    '/v1/shipments',
    // A sub-user has no carrier account: a sagawa test label needs none (spec 4.1 rule 1).
    domesticBody({ service: 'sagawa_regular', pack_size: 60, ...(token ? { test: true } : {}) }),
    token ? { token } : {},
  );
  expect(res.status).toBe(200);
  return { id: res.body.id, number: res.body.delivery.tracking_numbers[0] };
}

describe('tracking.updated delivery', () => {
  it('is signed over the exact bytes, retried after 500s on the scaled schedule with the same id and fresh timestamps', async () => {
    rx = await startReceiver((i) => (i < 2 ? 500 : 200));
    const clock = fixedClock(WEDNESDAY_10_JST);
    // 0.02: 1 min, 5 min → 1.2 s, 6 s; long enough for Unix-second timestamps to differ.
    sb = await startLifeSandbox({
      clock,
      webhookEndpoint: { url: rx.url, secret: SECRET },
      dispatcher: { retryScale: 0.02, pollMs: 20, scanMs: 20 },
    });
    const s = await ship(sb);
    clock.set('2026-03-04T07:30:00Z'); // 16:30 JST: collected at the 16:00 round
    const got = await rx.waitFor(3, 20_000);

    const id = JSON.parse(got[0]!.body.toString('utf8')).id as string;
    expect(id).toMatch(/^evt_/);
    const stamps = got.map((d) => Number(header(d, WEBHOOK_TIMESTAMP_HEADER)));
    for (const [i, d] of got.entries()) {
      expect(d.body.equals(got[0]!.body)).toBe(true);
      expect(header(d, WEBHOOK_EVENT_ID_HEADER)).toBe(id);
      expect(header(d, 'content-type')).toBe('application/json');
      expect(header(d, WEBHOOK_SIGNATURE_HEADER)).toBe(independentSignature(SECRET, stamps[i]!, d.body));
      expect(Math.abs(stamps[i]! - Math.floor(d.receivedAt / 1000))).toBeLessThanOrEqual(1);
    }
    expect(stamps[1]).toBeGreaterThan(stamps[0]!);
    expect(stamps[2]).toBeGreaterThan(stamps[1]!);
    expect(got[1]!.receivedAt - got[0]!.receivedAt).toBeGreaterThanOrEqual(1200 * 0.9);
    expect(got[2]!.receivedAt - got[1]!.receivedAt).toBeGreaterThanOrEqual(6000 * 0.9);

    const event = WebhookEventSchema.parse(JSON.parse(got[0]!.body.toString('utf8')));
    expect(event).toMatchObject({
      type: 'tracking.updated',
      created_at: '2026-03-04T07:30:00.000Z', // the sandbox clock
      data: {
        shipment_id: s.id,
        carrier: 'sagawa',
        tracking_number: s.number,
        current_status: { status: 'collected', date: '2026-03-04T07:00:00.000Z' },
      },
    });
    expect(event.data.sub_user_id).toBeUndefined();
    expect(event.data.current_status?.location).toHaveProperty('zip');

    // The receiver has the third delivery before the dispatcher writes down its answer.
    await vi.waitFor(
      () =>
        expect(listDeliveries(sb!.db)[0]).toMatchObject({
          event_id: id,
          state: 'delivered',
          attempts: 3,
          last_status: 200,
        }),
      { timeout: 5_000 },
    );
    expect(rx.deliveries).toHaveLength(3);
  }, 30_000);

  it('an answer later than the time-out is a failure, retried', async () => {
    rx = await startReceiver((i) => (i === 0 ? 'hang' : 204));
    const clock = fixedClock(WEDNESDAY_10_JST);
    sb = await startLifeSandbox({
      clock,
      webhookEndpoint: { url: rx.url, secret: SECRET },
      dispatcher: { retryScale: 0.001, timeoutMs: 300, pollMs: 20, scanMs: 20 },
    });
    await ship(sb);
    clock.set('2026-03-04T07:30:00Z');
    const got = await rx.waitFor(2);
    expect(header(got[1]!, WEBHOOK_EVENT_ID_HEADER)).toBe(header(got[0]!, WEBHOOK_EVENT_ID_HEADER));
    await vi.waitFor(
      () =>
        expect(listDeliveries(sb!.db)[0]).toMatchObject({
          state: 'delivered',
          attempts: 2,
          last_status: 204,
        }),
      { timeout: 5_000 },
    );
  });

  it('gives up after the four retries of 6.4', async () => {
    rx = await startReceiver(() => 503);
    const clock = fixedClock(WEDNESDAY_10_JST);
    sb = await startLifeSandbox({
      clock,
      webhookEndpoint: { url: rx.url, secret: SECRET },
      dispatcher: { retryScale: 0.0001, pollMs: 10, scanMs: 10 },
    });
    await ship(sb);
    clock.set('2026-03-04T07:30:00Z');
    await rx.waitFor(5);
    // Once the delivery is written down as failed, nothing is sent again: five, never a sixth.
    await vi.waitFor(
      () =>
        expect(listDeliveries(sb!.db)[0]).toMatchObject({ state: 'failed', attempts: 5, last_status: 503 }),
      { timeout: 5_000 },
    );
    expect(rx.deliveries).toHaveLength(5);
  });

  it('one event per status change, in order, with sub_user_id for a sub-user’s shipment', async () => {
    rx = await startReceiver();
    const clock = fixedClock(WEDNESDAY_10_JST);
    sb = await startLifeSandbox({
      clock,
      webhookEndpoint: { url: rx.url, secret: SECRET },
      dispatcher: { pollMs: 60_000, scanMs: 0 },
    });
    const sub = await sb.request('POST', '/v1/sub-users', {
      email: 'sub@example.com',
      api_token: true,
      contact: { first_name: 'Sub' },
    });
    const s = await ship(sb, sub.body.token);
    await sb.app.sandbox.dispatcher!.tick();
    expect(rx.deliveries).toHaveLength(0); // created: pre-transit is no change
    clock.set('2026-03-10T00:00:00Z'); // long delivered
    await sb.app.sandbox.dispatcher!.tick();
    await sb.app.sandbox.dispatcher!.tick();
    const bodies = rx.deliveries.map((d) => JSON.parse(d.body.toString('utf8')));
    expect(bodies.map((b) => b.data.current_status.status)).toEqual(['collected', 'transit', 'delivered']);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(3);
    for (const b of bodies) expect(b.data).toMatchObject({ shipment_id: s.id, sub_user_id: sub.body.id });
    await sb.app.sandbox.dispatcher!.tick();
    expect(rx.deliveries).toHaveLength(3); // nothing is emitted twice
  });

  it('a new endpoint starts from a baseline: history from before it is not replayed', async () => {
    rx = await startReceiver();
    const clock = fixedClock(WEDNESDAY_10_JST);
    sb = await startLifeSandbox({ clock, dispatcher: { pollMs: 60_000, scanMs: 0 } });
    await ship(sb);
    clock.set('2026-03-04T07:30:00Z');
    await sb.app.sandbox.dispatcher!.tick(); // no endpoint: read, nothing queued
    expect(listDeliveries(sb.db)).toEqual([]);
    clock.set('2026-03-10T00:00:00Z');
    registerEndpoint(sb.deps, { url: rx.url, secret: SECRET });
    await sb.app.sandbox.dispatcher!.tick();
    expect(rx.deliveries).toHaveLength(0);
    const later = await ship(sb);
    clock.set('2026-03-10T08:00:00Z');
    await sb.app.sandbox.dispatcher!.tick();
    expect(rx.deliveries.map((d) => JSON.parse(d.body.toString('utf8')).data.tracking_number)).toEqual([
      later.number,
    ]);
  });
});
