// The simulated carrier as pure functions: timelineFor and the tracking number shapes.
import { describe, expect, it } from 'vitest';
import { scheduleFor, timelineFor, type TimelineShipment } from '../../src/sandbox/tracking/timeline.js';
import { trackingNumber } from '../../src/sandbox/tracking/numbers.js';
import { OSAKA, TOKYO, LONDON } from './shipments.fixtures.js';

const base: TimelineShipment = {
  carrier: 'sagawa',
  created_at: '2026-03-04T01:00:00.000Z', // Wednesday 10:00 JST
  estimated_delivery_date: '2026-03-05',
  from_address: TOKYO,
  to_address: OSAKA,
};

describe('timelineFor', () => {
  it('is empty until the first pickup round at least two hours after creation', () => {
    expect(timelineFor(base, new Date('2026-03-04T06:59:59Z'))).toEqual([]);
    const first = timelineFor(base, new Date('2026-03-04T07:00:00Z'));
    expect(first.map((e) => [e.date, e.status])).toEqual([['2026-03-04T07:00:00.000Z', 'collected']]);
    expect(first[0]!.location).toEqual({ city: 'Chiyoda-ku', country: 'JP', zip: '1000001' });
  });

  it('moves through the origin and destination hubs and delivers at 14:00 JST on the estimated date', () => {
    const all = scheduleFor(base);
    expect(all.map((e) => e.status)).toEqual(['collected', 'transit', 'transit', 'delivered']);
    expect(all.map((e) => e.location.city)).toEqual(['Chiyoda-ku', '東京 hub', '大阪 hub', 'Osaka-shi']);
    expect(all.at(-1)!.date).toBe('2026-03-05T05:00:00.000Z');
    expect(timelineFor(base, new Date('2026-03-06T00:00:00Z'))).toEqual(all);
  });

  it('names the prefecture, not its code, where a recipient without a city is delivered', () => {
    const { city: _city, ...noCity } = OSAKA;
    const delivered = scheduleFor({ ...base, to_address: noCity }).at(-1)!;
    expect(delivered.location).toEqual({ city: '大阪府', country: 'JP', zip: '5300001' });
    const byZipOnly = { ...noCity, province: undefined };
    expect(scheduleFor({ ...base, to_address: byZipOnly }).at(-1)!.location.city).toBe('大阪府');
    const us = { country: 'US', zip: '94105', province: 'CA', address1: '1 Market St' };
    const intl = { ...base, carrier: 'dhl', to_address: us, estimated_delivery_date: '2026-03-08' };
    expect(scheduleFor(intl).at(-1)!.location.city).toBe('California');
  });

  it('does not collect before the shipment date', () => {
    const later = { ...base, shipment_date: '2026-03-10', estimated_delivery_date: '2026-03-11' };
    expect(scheduleFor(later)[0]!.date).toBe('2026-03-10T00:00:00.000Z');
  });

  it('international parcels pass the export hub and the destination country', () => {
    const intl = { ...base, carrier: 'dhl', to_address: LONDON, estimated_delivery_date: '2026-03-08' };
    expect(scheduleFor(intl).map((e) => e.location.country)).toEqual(['JP', 'JP', 'GB', 'GB']);
  });

  it('is deterministic and stops at the void', () => {
    expect(scheduleFor(base)).toEqual(scheduleFor({ ...base }));
    const voided = { ...base, voided_at: '2026-03-04T08:00:00.000Z' };
    expect(timelineFor(voided, new Date('2026-03-10T00:00:00Z')).map((e) => e.status)).toEqual(['collected']);
  });
});

describe('tracking numbers', () => {
  const mod7 = (n: string) => Number(BigInt(n.slice(0, -1)) % 7n) === Number(n.slice(-1));

  it('have the carriers’ shapes and check digits', () => {
    const seed = 'acct_test';
    const sagawa = trackingNumber({ carrier: 'sagawa', service: 'sagawa_regular', counter: 1, seed })!;
    expect(sagawa).toMatch(/^\d{12}$/);
    expect(mod7(sagawa)).toBe(true);
    expect(trackingNumber({ carrier: 'yamato', service: 'yamato_regular', counter: 1, seed })).toMatch(
      /^\d{12}$/,
    );
    expect(trackingNumber({ carrier: 'dhl', service: 'dhl_express_worldwide', counter: 1, seed })).toMatch(
      /^\d{10}$/,
    );
    expect(
      trackingNumber({ carrier: 'fedex', service: 'fedex_international_priority', counter: 1, seed }),
    ).toMatch(/^\d{12}$/);
    expect(trackingNumber({ carrier: 'ups', service: 'ups_saver', counter: 1, seed })).toMatch(
      /^1Z[A-Z0-9]{16}$/,
    );
    expect(trackingNumber({ carrier: 'yuupacket', service: 'yuupacket_regular', counter: 1, seed })).toMatch(
      /^\d{11}$/,
    );
    const ems = trackingNumber({ carrier: 'japanpost', service: 'japanpost_ems', counter: 1, seed })!;
    expect(ems).toMatch(/^EX\d{9}JP$/);
    const weights = [8, 6, 4, 2, 3, 5, 9, 7];
    const sum = [...ems.slice(2, 10)].reduce((a, d, i) => a + Number(d) * weights[i]!, 0);
    const check = 11 - (sum % 11);
    expect(Number(ems[10])).toBe(check === 10 ? 0 : check === 11 ? 5 : check);
    expect(
      trackingNumber({ carrier: 'custom', service: 'custom_standard', counter: 1, seed }),
    ).toBeUndefined();
  });

  it('are deterministic per (seed, counter) and unique across counters', () => {
    const make = (counter: number, seed = 's') =>
      trackingNumber({ carrier: 'sagawa', service: 'sagawa_regular', counter, seed });
    expect(make(7)).toBe(make(7));
    expect(make(7, 'other')).not.toBe(make(7));
    const all = new Set(Array.from({ length: 2000 }, (_, i) => make(i + 1)));
    expect(all.size).toBe(2000);
  });
});
