// planOrderRun called directly against a sandbox on a pinned clock: the plan runs the checks
// the run makes (already shipped on the account, parcel fit, test windows), so it never prices
// an order the run then leaves out — and the run it hands over sends what it priced.
import { afterEach, describe, expect, it } from 'vitest';
import { orders as ordersApi } from '../../src/api/index.js';
import type { Order } from '../../src/contract/index.js';
import { planOrderRun, runOrders } from '../../src/ops/orders/index.js';
import { opsBench, type OpsBench } from './orders-context.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';
const WEDNESDAY_23_JST = '2026-03-04T14:00:00Z';
let bench: OpsBench | undefined;
afterEach(async () => {
  await bench?.close();
  bench = undefined;
});

async function listed(b: OpsBench, ids: string[]): Promise<Order[]> {
  const all: Order[] = [];
  for await (const o of ordersApi.listAll(await b.ctx.client(), { limit: 100 })) all.push(o);
  return ids.map((id) => all.find((o) => o.id === id)!);
}

describe('planOrderRun', () => {
  it('prices what the run will send, and says why the rest will not be (already shipped, a box size for a mail service)', async () => {
    const b = (bench = await opsBench(WEDNESDAY_10_JST));
    const shippedId = await b.order(1);
    await runOrders(b.ctx, { orders: await listed(b, [shippedId]), choices: { test: false } });
    const ids = [
      shippedId,
      await b.order(2),
      await b.order(3, { carrier: undefined, service: 'yuupacket_regular', pack_size: undefined }),
    ];
    const list = await listed(b, ids);

    // A 60-size box for every order: a box, never a mail-size service (ゆうパケット).
    const plan = await planOrderRun(b.ctx, { orders: list, choices: { test: false, packSize: 60 } });
    const [shipped, open, unfit] = plan.items;
    expect(shipped!.blockers.map((x) => x.code)).toEqual(['already_shipped']);
    expect(shipped!.price).toBeUndefined();
    expect(open!.blockers).toEqual([]);
    expect(open!.price).toBeGreaterThan(0);
    expect(open!.currency).toBe('JPY');
    expect(unfit!.blockers.map((x) => x.code)).toEqual(['invalid']);
    expect(unfit!.blockers[0]).toMatchObject({ field: 'setup.pack_size' });
    expect(unfit!.price).toBeUndefined();
    expect(plan.total).toBe(open!.price);
    expect(plan.unpriced).toBe(0);

    // The run of that plan sends the one order it priced, and reports the other two as planned.
    const before = (await b.shipments()).length;
    const result = await runOrders(b.ctx, { plan });
    expect(result.outcomes.map((o) => o.status)).toEqual(['already_shipped', 'shipped', 'skipped']);
    expect(result.outcomes[2]!.error).toMatch(/setup\.pack_size/);
    expect(result.code).toBe(7);
    expect((await b.shipments()).length).toBe(before + 1);
  });

  it('a test run outside the carrier test window: every order blocked on setup.test, none priced, none sent', async () => {
    const b = (bench = await opsBench(WEDNESDAY_23_JST));
    const list = await listed(b, [await b.order(1, { carrier: 'yamato', service: 'yamato_regular' })]);
    const plan = await planOrderRun(b.ctx, { orders: list, choices: { carrier: 'yamato', test: true } });
    expect(plan.items[0]!.blockers).toEqual([
      expect.objectContaining({ code: 'invalid', field: 'setup.test' }),
    ]);
    expect(plan.items[0]!.price).toBeUndefined();
    const result = await runOrders(b.ctx, { plan });
    expect(result.outcomes.map((o) => o.status)).toEqual(['skipped']);
    expect(await b.shipments()).toHaveLength(0);
  });
});
