// `sandbox advance`: forcing a parcel's story forward (tracking/overrides.ts), seen
// through GET /v1/tracking and the webhook queue.
import { afterEach, describe, expect, it } from 'vitest';
import { AdvanceError, advanceTracking } from '../../src/sandbox/advance.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { registerEndpoint } from '../../src/sandbox/events/detect.js';
import { listDeliveries } from '../../src/sandbox/events/store.js';
import {
  AdvanceRefused,
  advanceOverride,
  applyOverrides,
  type OverrideState,
} from '../../src/sandbox/tracking/overrides.js';
import { scheduleFor, type TimelineShipment } from '../../src/sandbox/tracking/timeline.js';
import { startLifeSandbox, type LifeSandbox } from './life.fixtures.js';
import { domesticBody, internationalBody, OSAKA, TOKYO, WEDNESDAY_10_JST } from './shipments.fixtures.js';

const base: TimelineShipment = {
  carrier: 'sagawa',
  created_at: '2026-03-04T01:00:00.000Z',
  estimated_delivery_date: '2026-03-06',
  from_address: TOKYO,
  to_address: OSAKA,
};
const schedule = scheduleFor(base); // collected, transit, transit, delivered
const T0 = Date.parse('2026-03-04T02:00:00Z'); // before the first pickup round
const statuses = (events: { status: string }[]) => events.map((e) => e.status);
const chronological = (events: { date: string }[]) =>
  events.every((e, i) => i === 0 || Date.parse(e.date) >= Date.parse(events[i - 1]!.date));

describe('advanceOverride (pure)', () => {
  it('walks pre-transit → collected → transit → delivered, each event happening now', () => {
    let state: OverrideState | undefined;
    const steps: string[] = [];
    for (let i = 0; i < 3; i++) {
      const now = T0 + i * 60_000;
      const a = advanceOverride(schedule, state, now);
      steps.push(`${a.from}>${a.to}`);
      expect(Date.parse(a.added.at(-1)!.date)).toBe(now);
      state = a.state;
    }
    expect(steps).toEqual(['pre-transit>collected', 'collected>transit', 'transit>delivered']);
    const history = applyOverrides(schedule, state, T0 + 10 * 86_400_000);
    expect(statuses(history)).toEqual(['collected', 'transit', 'transit', 'delivered']);
    expect(chronological(history)).toBe(true);
    expect(() => advanceOverride(schedule, state, T0 + 300_000)).toThrow(AdvanceRefused);
  });

  it('--to pulls every event up to the status; what already happened stays at its time', () => {
    const collectedAt = Date.parse(schedule[0]!.date);
    const now = collectedAt + 60_000; // collected by the schedule a minute ago
    const a = advanceOverride(schedule, undefined, now, 'delivered');
    expect(a.from).toBe('collected');
    expect(statuses(a.added)).toEqual(['transit', 'transit', 'delivered']);
    const history = applyOverrides(schedule, a.state, now);
    expect(history[0]!.date).toBe(schedule[0]!.date);
    expect(chronological(history)).toBe(true);
    expect(() => advanceOverride(schedule, undefined, now, 'collected')).toThrow(/already collected/);
  });

  it('an exception holds the parcel until advanced again; the rest of the story then follows, later', () => {
    const a = advanceOverride(schedule, undefined, T0, 'exception');
    expect(a.to).toBe('exception');
    const muchLater = T0 + 20 * 86_400_000;
    expect(statuses(applyOverrides(schedule, a.state, muchLater))).toEqual(['exception']);
    const resumed = advanceOverride(schedule, a.state, muchLater);
    expect(resumed.to).toBe('collected');
    const after = applyOverrides(schedule, resumed.state, muchLater + 10 * 86_400_000);
    expect(statuses(after)).toEqual(['exception', 'collected', 'transit', 'transit', 'delivered']);
    expect(chronological(after)).toBe(true);
    expect(Date.parse(after[2]!.date)).toBeGreaterThan(muchLater);
  });
});

let sb: LifeSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

async function setup() {
  const clock = fixedClock(WEDNESDAY_10_JST);
  sb = await startLifeSandbox({ clock });
  const res = await sb.request(
    'POST',
    '/v1/shipments',
    domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
  );
  const number = res.body.delivery.tracking_numbers[0] as string;
  const advance = (to?: 'collected' | 'transit' | 'delivered' | 'exception') =>
    advanceTracking(sb!.deps, { number, ...(to ? { to } : {}) });
  const track = async () => (await sb!.request('GET', `/v1/tracking/sagawa/${number}`)).body;
  return { clock, id: res.body.id as string, number, advance, track };
}

describe('advanceTracking', () => {
  it('moves the tracking record forward and queues one tracking.updated per change', async () => {
    const t = await setup();
    registerEndpoint(sb!.deps, { url: 'http://127.0.0.1:9/never', secret: 's' });
    const first = t.advance();
    expect(first).toMatchObject({
      shipment_id: t.id,
      carrier: 'sagawa',
      from: 'pre-transit',
      to: 'collected',
    });
    expect(first.webhook_events).toHaveLength(1);
    expect((await t.track()).current_status.status).toBe('collected');

    t.clock.advance(60_000);
    const last = t.advance('delivered');
    expect(last.from).toBe('collected');
    expect(last.webhook_events).toHaveLength(2); // transit, delivered
    const record = await t.track();
    expect(statuses(record.history)).toEqual(['collected', 'transit', 'transit', 'delivered']);
    expect(chronological(record.history)).toBe(true);
    expect(record.current_status).toEqual(record.history.at(-1));

    const queued = listDeliveries(sb!.db).reverse();
    expect(queued.map((d) => d.status)).toEqual(['collected', 'transit', 'delivered']);
    const body = JSON.parse(Buffer.from(queued[2]!.body).toString('utf8'));
    expect(body.data.current_status).toEqual(record.history.at(-1));
  });

  it('without an endpoint nothing is queued; by shipment id works too', async () => {
    const t = await setup();
    expect(advanceTracking(sb!.deps, { number: t.id }).webhook_events).toEqual([]);
    expect(listDeliveries(sb!.db)).toEqual([]);
  });

  it('refuses what cannot move: unknown, magic, delivered, void, return labels', async () => {
    const t = await setup();
    const kind = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return (err as AdvanceError).kind;
      }
      return 'ok';
    };
    expect(kind(() => advanceTracking(sb!.deps, { number: '999999999999' }))).toBe('not-found');
    expect(kind(() => advanceTracking(sb!.deps, { number: 'SANDBOX-DELIVERED' }))).toBe('refused');
    t.advance('delivered');
    expect(() => t.advance()).toThrow(/already delivered/);

    const dhl = await sb!.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide', return_label: true }),
    );
    const [, ret] = dhl.body.delivery.tracking_numbers as string[];
    expect(kind(() => advanceTracking(sb!.deps, { number: ret! }))).toBe('refused');
    await sb!.request('DELETE', `/v1/shipments/${dhl.body.id}`);
    expect(() => advanceTracking(sb!.deps, { number: dhl.body.id })).toThrow(/void/);
  });
});

describe('the timeline agrees with estimated_delivery_date', () => {
  it('delivers on the estimated JST date, whatever the hour and day of creation', async () => {
    const clock = fixedClock(WEDNESDAY_10_JST);
    sb = await startLifeSandbox({ clock });
    const bodies = [
      domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
      domesticBody({ service: 'yamato_regular', shipment_date: '2026-03-06' }),
      internationalBody({ service: 'dhl_express_worldwide' }),
    ];
    // 00:30, 10:00, 15:59, 21:30 JST on a Wednesday, a Friday and a Sunday.
    for (const at of [
      '2026-03-03T15:30:00Z',
      '2026-03-04T01:00:00Z',
      '2026-03-06T06:59:00Z',
      '2026-03-08T12:30:00Z',
    ]) {
      clock.set(at);
      for (const body of bodies) {
        const setup = { ...body.setup } as Record<string, unknown>;
        if (setup.shipment_date)
          setup.shipment_date = new Date(Date.parse(at) + 9 * 3_600_000).toISOString().slice(0, 10);
        const res = await sb.request('POST', '/v1/shipments', { ...body, setup });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const eta = res.body.delivery.estimated_delivery_date as string;
        clock.set(`${eta}T14:00:00Z`); // 23:00 JST on the estimated date
        const record = (
          await sb.request(
            'GET',
            `/v1/tracking/${res.body.delivery.carrier}/${res.body.delivery.tracking_numbers[0]}`,
          )
        ).body;
        expect(record.current_status.status, `${at} ${setup.service}`).toBe('delivered');
        const deliveredJst = new Date(Date.parse(record.current_status.date) + 9 * 3_600_000)
          .toISOString()
          .slice(0, 10);
        expect(deliveredJst).toBe(eta);
        clock.set(at);
      }
    }
  });
});
