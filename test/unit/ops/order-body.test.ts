// An order made into a shipment body at a packing station: the ship date a carrier requires
// is the day the label is made (JST), worked out per label, and a chosen day wins.
import { describe, expect, it } from 'vitest';
import { shipmentBodyOf, type OrderShipChoices } from '../../../src/ops/orders/body.js';
import type { Order } from '../../../src/contract/index.js';

const order = (setup: Record<string, unknown> = {}): Order =>
  ({
    id: 'API-ORDER00001',
    to_address: { full_name: '山田 太郎', zip: '5300001', country: 'JP', address1: '梅田1-1' },
    setup: { ref_number: 'ORD-1', ...setup },
  }) as Order;
const yamato: OrderShipChoices = { carrier: 'yamato', test: true };
const BEFORE_MIDNIGHT_JST = new Date('2026-11-28T14:59:59Z');
const AFTER_MIDNIGHT_JST = new Date('2026-11-28T15:00:00Z');
const dateOf = (o: Order, c: OrderShipChoices, now: Date) =>
  shipmentBodyOf(o, c, undefined, now).setup.shipment_date as string | undefined;

describe('the ship date of an order shipped at the station', () => {
  it('yamato requires one: today in JST, the day the label is made (a station open past midnight moves on)', () => {
    expect(dateOf(order(), yamato, BEFORE_MIDNIGHT_JST)).toBe('2026-11-28');
    expect(dateOf(order(), yamato, AFTER_MIDNIGHT_JST)).toBe('2026-11-29');
    // An order that carries an empty day has none.
    expect(dateOf(order({ shipment_date: '' }), yamato, BEFORE_MIDNIGHT_JST)).toBe('2026-11-28');
    expect(dateOf(order({ shipment_date: null }), yamato, BEFORE_MIDNIGHT_JST)).toBe('2026-11-28');
  });

  it('--shipment-date wins over the order’s own day; without it the order’s day is kept', () => {
    expect(dateOf(order({ shipment_date: '2026-12-01' }), yamato, BEFORE_MIDNIGHT_JST)).toBe('2026-12-01');
    expect(
      dateOf(
        order({ shipment_date: '2026-12-01' }),
        { ...yamato, shipmentDate: 'tomorrow' },
        BEFORE_MIDNIGHT_JST,
      ),
    ).toBe('2026-11-29');
    expect(dateOf(order(), { ...yamato, shipmentDate: '2026-12-03' }, BEFORE_MIDNIGHT_JST)).toBe(
      '2026-12-03',
    );
  });

  it('a carrier that does not require one gets none unless asked; one that always ships today never gets one', () => {
    expect(dateOf(order(), { carrier: 'sagawa', test: true }, BEFORE_MIDNIGHT_JST)).toBeUndefined();
    expect(
      dateOf(order(), { carrier: 'sagawa', test: true, shipmentDate: 'today' }, BEFORE_MIDNIGHT_JST),
    ).toBe('2026-11-28');
    expect(
      dateOf(order(), { carrier: 'dhl', test: true, shipmentDate: 'tomorrow' }, BEFORE_MIDNIGHT_JST),
    ).toBeUndefined();
  });
});
