// Creating and listing orders through the operations: an order is open until a real label
// carries its number, and a draft the rules refuse is not sent.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/ops/errors.js';
import { createOrder } from '../../src/ops/orders/create.js';
import { listOrders } from '../../src/ops/orders/list.js';
import { buyPlanned, planPurchase } from '../../src/ops/purchase.js';
import { useOpsSandbox } from '../helpers/ops.js';
import { OSAKA, PRODUCT, TOKYO } from '../sandbox/shipments.fixtures.js';

const t = useOpsSandbox();

const orderBody = (ref: string) => ({
  to_address: { ...OSAKA },
  products: [{ ...PRODUCT }],
  setup: { ref_number: ref, carrier: 'sagawa', currency: 'JPY' },
});

describe('orders', () => {
  it('a created order is open; once a real label carries its number it is listed as shipped', async () => {
    const ref = `ORD-LIST-${process.pid}`;
    const order = await createOrder(t.ctx, { body: orderBody(ref) });
    const open = await listOrders(t.ctx, { state: 'open', all: true });
    expect(open.orders.map((o) => o.id)).toContain(order.id);
    const plan = await planPurchase(t.ctx, {
      body: {
        to_address: { ...OSAKA },
        from_address: { ...TOKYO },
        setup: { service: 'sagawa_regular', pack_size: 60, ref_number: ref },
      },
    });
    const { shipment } = await buyPlanned(t.ctx, plan);
    const shipped = await listOrders(t.ctx, { state: 'shipped', all: true });
    expect(shipped.orders.find((o) => o.id === order.id)).toMatchObject({
      shipping_state: 'shipped',
      shipped_as: shipment.id,
    });
    expect((await listOrders(t.ctx, { state: 'open', all: true })).orders.map((o) => o.id)).not.toContain(
      order.id,
    );
  });

  it('one page keeps the API’s facts beside the orders', async () => {
    await createOrder(t.ctx, { body: orderBody(`ORD-PAGE-${process.pid}`) });
    const page = await listOrders(t.ctx, { limit: 1 });
    expect(page.orders).toHaveLength(1);
    expect(page.page?.fetched).toBe(1);
    // A window that ends before the sandbox's today holds none of them.
    const before = await listOrders(t.ctx, { until: new Date('2026-01-01T00:00:00Z'), all: true });
    expect(before.orders).toEqual([]);
  });

  it('an order without products is refused naming the wire field; nothing is created', async () => {
    const before = (await listOrders(t.ctx, { all: true })).orders.length;
    const err = await createOrder(t.ctx, {
      body: { to_address: { ...OSAKA }, setup: { ref_number: 'ORD-EMPTY' } },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems.map((p) => p.field)).toContain('products');
    expect((await listOrders(t.ctx, { all: true })).orders.length).toBe(before);
  });
});
