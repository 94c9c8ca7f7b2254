// The checks of an order run as data, called directly against a sandbox on a pinned clock:
// the run's own choices refused on the wire field they are about, and a label the printer
// cannot print left unbought, said in the plan and in the run alike.
import { afterEach, describe, expect, it } from 'vitest';
import { orders as ordersApi } from '../../src/api/index.js';
import type { PrintTarget } from '../../src/config/index.js';
import type { Order } from '../../src/contract/index.js';
import { choiceProblems, planOrderRun, runOrders } from '../../src/ops/orders/index.js';
import { opsBench, type OpsBench } from './orders-context.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';
const SATURDAY_10_JST = '2026-03-07T01:00:00Z';
// A raw port takes ZPL only; a sagawa account makes PDF labels.
const RAW_PORT: PrintTarget = { kind: 'tcp', host: '127.0.0.1', port: 9100 };
let bench: OpsBench | undefined;
afterEach(async () => {
  await bench?.close();
  bench = undefined;
});

describe('choiceProblems', () => {
  it('a size the carrier has not and a test label outside its window: each on its wire field', async () => {
    const b = (bench = await opsBench(SATURDAY_10_JST));
    const client = await b.ctx.client();
    const sized = await choiceProblems(b.ctx, client, {
      choices: { carrier: 'sagawa', packSize: 70, test: false },
    });
    expect(sized.problems.map((p) => p.field)).toEqual(['setup.pack_size']);
    const rehearsal = await choiceProblems(b.ctx, client, { choices: { carrier: 'yamato', test: true } });
    expect(rehearsal.problems.map((p) => p.field)).toEqual(['setup.test']);
    const fine = await choiceProblems(b.ctx, client, {
      choices: { carrier: 'sagawa', packSize: 60, test: false },
    });
    expect(fine.problems).toEqual([]);
  });

  it('no carrier chosen: nothing to check until each order names its own', async () => {
    const b = (bench = await opsBench(WEDNESDAY_10_JST));
    const none = await choiceProblems(b.ctx, await b.ctx.client(), { choices: { test: false } });
    expect(none).toEqual({ problems: [], warnings: [] });
  });
});

describe('a printer that cannot print the label', () => {
  it('is a blocker of the plan and leaves the order unbought in the run', async () => {
    const b = (bench = await opsBench(WEDNESDAY_10_JST));
    const id = await b.order(1);
    const all: Order[] = [];
    for await (const o of ordersApi.listAll(await b.ctx.client(), { limit: 100 })) all.push(o);
    const list = all.filter((o) => o.id === id);
    const plan = await planOrderRun(b.ctx, { orders: list, choices: { test: false }, printTarget: RAW_PORT });
    expect(plan.items[0]!.blockers.map((x) => x.code)).toEqual(['unprintable']);
    expect(plan.items[0]!.price).toBeUndefined();
    const result = await runOrders(b.ctx, { plan, printTarget: RAW_PORT });
    expect(result.outcomes[0]!.status).toBe('skipped');
    expect(result.outcomes[0]!.error).toMatch(/would not print/);
    expect(await b.shipments()).toHaveLength(0);
  });
});
