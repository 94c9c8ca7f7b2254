// runOrders called directly (no CLI, no spawn) against a sandbox on a pinned clock: the
// orders bought, reported, and a cancellation honoured between orders.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withSignal } from '../../src/ops/context.js';
import { runOrders, type OrderProgress } from '../../src/ops/orders/index.js';
import { orders as ordersApi } from '../../src/api/index.js';
import type { Order } from '../../src/contract/index.js';
import { opsBench, type OpsBench } from './orders-context.js';

// A Wednesday, 10:00 JST: every test window open.
const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';
let bench: OpsBench;
beforeEach(async () => {
  bench = await opsBench(WEDNESDAY_10_JST);
});
afterEach(async () => {
  await bench.close();
});

async function openOrders(n: number): Promise<Order[]> {
  const ids: string[] = [];
  for (let i = 1; i <= n; i += 1) ids.push(await bench.order(i));
  const client = await bench.ctx.client();
  const all: Order[] = [];
  for await (const o of ordersApi.listAll(client, { limit: 100 })) all.push(o);
  return ids.map((id) => all.find((o) => o.id === id)!);
}

describe('runOrders', () => {
  it('ships each order once and reports its shipment, tracking number and price', async () => {
    const list = await openOrders(2);
    const result = await runOrders(bench.ctx, { orders: list, choices: { test: false }, estimate: true });
    expect(result.code).toBe(0);
    expect(result.outcomes.map((o) => [o.ref_number, o.status])).toEqual([
      ['ORD-1', 'shipped'],
      ['ORD-2', 'shipped'],
    ]);
    for (const o of result.outcomes) {
      expect(o.shipment_id).toMatch(/\S/);
      expect(o.tracking_numbers.length).toBeGreaterThan(0);
      expect(o.price).toBeGreaterThan(0);
    }
    expect(await bench.shipments()).toHaveLength(2);
    // Run again: the account is the ledger, nothing is bought twice.
    const again = await runOrders(bench.ctx, { orders: list, choices: { test: false } });
    expect(again.outcomes.map((o) => o.status)).toEqual(['already_shipped', 'already_shipped']);
    expect(await bench.shipments()).toHaveLength(2);
  });

  it('says how far it is after each order, naming the order', async () => {
    const list = await openOrders(3);
    const seen: OrderProgress[] = [];
    await runOrders(
      bench.ctx,
      { orders: list, choices: { test: false } },
      { onProgress: (p) => seen.push(p) },
    );
    const settled = seen.filter((p) => p.order);
    expect(settled.map((p) => p.done)).toEqual([1, 2, 3]);
    expect(settled.every((p) => p.total === 3)).toBe(true);
    expect(new Set(settled.map((p) => p.order!.id))).toEqual(new Set(list.map((o) => o.id)));
  });

  it('cancelled after the first of five orders: one shipped, four not sent, all reported', async () => {
    const list = await openOrders(5);
    const stop = new AbortController();
    const result = await runOrders(
      withSignal(bench.ctx, stop.signal),
      { orders: list, choices: { test: false } },
      {
        onProgress: (p) => {
          if (p.done >= 1) stop.abort();
        },
      },
    );
    expect(result.code).toBe(130);
    expect(result.outcomes).toHaveLength(5);
    const shipped = result.outcomes.filter((o) => o.status === 'shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.shipment_id).toMatch(/\S/);
    expect(result.outcomes.filter((o) => o.status === 'not_sent')).toHaveLength(4);
    expect(await bench.shipments()).toHaveLength(1);
    // The orders not sent are still open: a later run ships them, and only them.
    const rest = await runOrders(bench.ctx, { orders: list, choices: { test: false } });
    expect(rest.outcomes.filter((o) => o.status === 'shipped')).toHaveLength(4);
    expect(await bench.shipments()).toHaveLength(5);
  });

  it('an abort before the run starts sends nothing and reports every order not sent', async () => {
    const list = await openOrders(2);
    const stop = new AbortController();
    stop.abort();
    const result = await runOrders(withSignal(bench.ctx, stop.signal), {
      orders: list,
      choices: { test: false },
    });
    expect(result.code).toBe(130);
    expect(result.outcomes.map((o) => o.status)).toEqual(['not_sent', 'not_sent']);
    expect(await bench.shipments()).toHaveLength(0);
  });
});
