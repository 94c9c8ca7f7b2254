// What the order tools do, in the operations' terms (src/ops/orders): list and create orders,
// plan a run (every check the run makes, priced; each order's cheapest service where asked) and
// run it one order at a time, reporting each and stopping between orders when cancelled.
import type { Order } from '../contract/index.js';
import { readCarrier } from '../domain/index.js';
import { en } from '../i18n/en/index.js';
import type { OpsContext } from '../ops/context.js';
import { ValidationError } from '../ops/errors.js';
import { orderRef, shipmentBodyOf } from '../ops/orders/body.js';
import { blockerText } from '../ops/orders/checks.js';
import type { OrderShipChoices } from '../ops/orders/choices.js';
import { createOrder as createOne } from '../ops/orders/create.js';
import { ordersNamed } from '../ops/orders/find.js';
import { listOrders as listListed, type ListedOrder } from '../ops/orders/list.js';
import type { OrderOutcome } from '../ops/orders/outcome.js';
import { planOrderRun as planRun, type OrderRunPlan } from '../ops/orders/plan.js';
import { runOrders as runPlanned } from '../ops/orders/run.js';
import { quoteShipment } from '../ops/quote.js';
import { listQuery } from '../cli/shared/list-flags.js';
import { packSizeFlag } from '../cli/request/index.js';
import { inputOf, run, text, type Args, type CallScope } from './operations.js';

export type { ListedOrder };

/**
 * The orders of the window (default: the API's 2 weeks), each open or shipped — a real label of
 * the account carries its order number; `state` keeps one kind.
 */
export async function listOrders(scope: CallScope, args: Args): Promise<ListedOrder[]> {
  const { value } = await run(scope, async (ctx) => {
    const all = args.all === true;
    const query = listQuery(
      'orders',
      { since: text(args.since), until: text(args.until), limit: args.limit, page: args.page, all },
      {},
      await ctx.serviceNow(),
    );
    return listListed(ctx, { query, all, ...(args.state ? { state: args.state } : {}) });
  });
  return value.orders;
}

/** An order created from the API's records the agent gave, checked by the order rules first. */
export async function createOrder(scope: CallScope, args: Args): Promise<Order> {
  const body = {
    ...inputOf(args),
    setup: {
      ...(args.ref !== undefined ? { ref_number: String(args.ref) } : {}),
      ...(args.carrier !== undefined ? { carrier: String(args.carrier) } : {}),
      ...(args.service !== undefined ? { service: String(args.service) } : {}),
    },
  };
  return (await run(scope, (ctx) => createOne(ctx, { body }))).value;
}

/** What a run ships with, from the agent's arguments (each refused naming its argument). */
function choicesOf(args: Args): { choices: OrderShipChoices; fromWarehouse?: string } {
  const carrier = typeof args.carrier === 'string' ? readCarrier(args.carrier) : undefined;
  if (carrier && !carrier.ok) throw new ValidationError([{ field: 'carrier', issue: carrier.issue }]);
  const packSize = packSizeFlag(args.pack_size as string | number | undefined, 'pack_size');
  const day = text(args.shipment_date);
  if (day !== undefined && !/^(today|tomorrow|\d{4}-\d{2}-\d{2})$/.test(day))
    throw new ValidationError([
      { field: 'shipment_date', issue: 'must be today, tomorrow or a date YYYY-MM-DD (JST)' },
    ]);
  return {
    choices: {
      ...(carrier?.ok ? { carrier: carrier.value } : {}),
      ...(args.service !== undefined ? { service: String(args.service) } : {}),
      ...(args.carrier_id !== undefined ? { carrierId: String(args.carrier_id) } : {}),
      ...(packSize !== undefined ? { packSize } : {}),
      test: args.test === true,
      ...(day !== undefined ? { shipmentDate: day as OrderShipChoices['shipmentDate'] } : {}),
    },
    ...(args.from_warehouse !== undefined ? { fromWarehouse: String(args.from_warehouse) } : {}),
  };
}

export interface OrderRunItem {
  order: Order;
  service?: string;
  price?: number;
  currency?: string;
  blockers: { code: string; message: string }[];
}

/** A planned run: what the agent is shown, and the plans the run will take as they were checked. */
export interface PlannedRun {
  items: OrderRunItem[];
  /** One plan, or one per service when each order goes by its cheapest (cheapest: true). */
  plans: OrderRunPlan[];
  fromWarehouse?: string;
}

/**
 * Each order's cheapest service, quoted on the body the run would send it with: the orders
 * grouped by it (an order no rate came back for keeps the run's own choices).
 */
async function byCheapest(
  ctx: OpsContext,
  list: readonly Order[],
  choices: OrderShipChoices,
): Promise<Map<string | undefined, Order[]>> {
  const groups = new Map<string | undefined, Order[]>();
  const now = await ctx.serviceNow();
  for (const order of list) {
    const body = shipmentBodyOf(order, choices, undefined, now);
    delete body.setup.service;
    if (choices.packSize !== undefined) body.setup.pack_size = choices.packSize;
    const best = await quoteShipment(ctx, { body, carriers: [] }).then(
      (q) => q.rates[0]?.service,
      () => undefined,
    );
    groups.set(best, [...(groups.get(best) ?? []), order]);
  }
  return groups;
}

/** The orders a run would ship, each with its service, price and what would stop it. */
export async function planOrderRun(scope: CallScope, args: Args): Promise<PlannedRun> {
  const { value } = await run(scope, async (ctx) => {
    const { choices, fromWarehouse } = choicesOf(args);
    const query = listQuery('orders', { since: text(args.since), all: true }, {}, await ctx.serviceNow());
    const names =
      Array.isArray(args.orders) && args.orders.length > 0 ? (args.orders as string[]) : undefined;
    if (!names && args.all !== true)
      throw new ValidationError([
        { field: 'orders', issue: 'name the orders (ids or order numbers), or all: true' },
      ]);
    const list = await ordersNamed(await ctx.client(), names, query);
    const groups =
      args.cheapest === true && choices.service === undefined
        ? await byCheapest(ctx, list, choices)
        : new Map([[undefined, list]]);
    const plans: OrderRunPlan[] = [];
    for (const [service, orders] of groups)
      plans.push(
        await planRun(ctx, {
          orders,
          choices: service ? { ...choices, carrier: undefined, service } : choices,
          ...(fromWarehouse ? { fromWarehouse } : {}),
        }),
      );
    return { plans, fromWarehouse };
  });
  const { plans, fromWarehouse } = value;
  return {
    plans,
    ...(fromWarehouse ? { fromWarehouse } : {}),
    items: plans.flatMap((plan) =>
      plan.items.map((i) => ({
        order: i.order,
        blockers: i.blockers.map((b) => {
          const said = blockerText(b, en);
          return { code: b.code, message: said.fix ? `${said.what} (${said.fix})` : said.what };
        }),
        ...(i.service ? { service: i.service } : {}),
        ...(i.price !== undefined ? { price: i.price } : {}),
        ...(i.currency ? { currency: i.currency } : {}),
      })),
    ),
  };
}

export type { OrderOutcome };

/**
 * Ships a planned run, one order at a time, reporting each as it settles; once the signal is
 * aborted no further order is started (those left are `not_sent`), and what was bought before
 * is reported. Orders given their cheapest service go by it, a group per service.
 */
export async function runOrders(
  scope: CallScope,
  planned: PlannedRun,
  onProgress?: (done: number, total: number, ref: string) => void,
): Promise<{ outcomes: OrderOutcome[] }> {
  const { value } = await run(scope, async (ctx) => {
    const total = planned.plans.reduce((n, p) => n + p.items.length, 0);
    const outcomes: OrderOutcome[] = [];
    // One plan after the other (one per service chosen), the progress counted across them.
    for (const plan of planned.plans) {
      const before = outcomes.length;
      const result = await runPlanned(
        ctx,
        { plan, concurrency: 1, ...(planned.fromWarehouse ? { fromWarehouse: planned.fromWarehouse } : {}) },
        { onProgress: (p) => onProgress?.(before + p.done, total, p.order ? orderRef(p.order) : '') },
      );
      outcomes.push(...result.outcomes);
    }
    return outcomes;
  });
  return { outcomes: value };
}
