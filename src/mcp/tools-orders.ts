// Orders: list them (open or shipped), create one, and ship many in one run — planned first with
// the same checks the run makes, confirmed with a token, reported order by order as progress
// notifications where the client asked for them, and stopped between orders when the client
// cancels (what was bought before the cancel is reported; the token sent again reports it too).
import type { Order } from '../contract/index.js';
import { chargeablePrice } from '../domain/index.js';
import { decide, quoted } from './confirm.js';
import * as ops from './operations-orders.js';
import { argumentsKey } from './purchase.js';
import { address, arg, argumentsOf, outputs, parcelArgsNamed, tokenArg } from './schemas.js';
import { money, said } from './text.js';
import { confirmEnv, exitCodeOf } from './tools-buy.js';
import type { ToolDefinition, ToolResult } from './tools.js';
import { EXIT } from '../ops/errors.js';

const refOf = (o: Order): string => String(o.setup?.ref_number ?? o.id);
const nameOf = (o: Order): string =>
  String((o.to_address as Record<string, unknown> | undefined)?.full_name ?? '');

/** An order in a line, without its address: id, ref, recipient, state. */
function orderLine(o: ops.ListedOrder): string {
  return `${o.id} ref ${quoted(refOf(o))} to ${quoted(nameOf(o))}${o.shipping_state ? `: ${o.shipping_state}${o.shipped_as ? ` as ${o.shipped_as}` : ''}` : ''}`;
}

const listOrders: ToolDefinition = {
  name: 'list_orders',
  description: 'List orders (default: last 2 weeks; at most 2 months), each open or shipped.',
  effects: ['reads'],
  input: argumentsOf('list_orders', {
    state: arg.oneOf(['open', 'shipped', 'all']),
    since: arg.text('7d, YYYY-MM-DD…'),
    until: arg.text(),
    limit: arg.count(),
    page: arg.count(),
    all: arg.flag(),
  }),
  output: outputs.orders,
  async call(args, env) {
    const orders = await ops.listOrders(env.scope, args);
    return {
      json: { orders },
      text: [
        `${said.plural(orders.length, 'order')} (${env.service}):`,
        ...orders.map((o) => `- ${orderLine(o)}`),
      ].join('\n'),
    };
  },
};

const createOrder: ToolDefinition = {
  name: 'create_order',
  description: 'Create an order, to ship later with ship_orders.',
  effects: ['changes'],
  input: argumentsOf(
    'create_order',
    {
      to_address: address.named(),
      products: arg.records('name, quantity, price'),
      ref: arg.text('order number'),
      carrier: arg.text(),
      service: arg.text(),
    },
    ['to_address'],
  ),
  output: outputs.order,
  async call(args, env) {
    const order = await ops.createOrder(env.scope, args);
    return {
      json: order as unknown as Record<string, unknown>,
      text: `created order ${order.id} ref ${quoted(refOf(order))} (${env.service})`,
    };
  },
};

interface RunPayload {
  run: ops.PlannedRun;
  /** Each order's chargeable quote (0 for a test label): what its label counts when shipped. */
  pricesJpy: Record<string, number>;
}

let shipRuns: Promise<unknown> = Promise.resolve();

function outcomeText(
  env: { service: string },
  planned: number,
  outcomes: readonly ops.OrderOutcome[],
  cancelled: boolean,
): string {
  const count = (status: string) => outcomes.filter((o) => o.status === status).length;
  const shipped = outcomes.filter((o) => o.status === 'shipped');
  const others = [
    count('already_shipped') ? `${count('already_shipped')} already shipped (no new label)` : '',
    count('failed') ? `${count('failed')} failed` : '',
    count('not_sent') + count('skipped')
      ? `${count('not_sent') + count('skipped')} not sent${cancelled ? ' (cancelled)' : ''}`
      : '',
  ].filter(Boolean);
  return [
    `${shipped.length} of ${planned} orders shipped now (${env.service})${others.length ? `; ${others.join(', ')}` : ''}`,
    ...outcomes.map(
      (o) =>
        `- ${quoted(o.ref_number)}: ${o.status}${o.shipment_id ? ` ${o.shipment_id}` : ''}${o.tracking_numbers?.length ? ` tracking ${o.tracking_numbers.join(', ')}` : ''}${o.error ? ` (${o.error})` : ''}`,
    ),
  ].join('\n');
}

const shipOrders: ToolDefinition = {
  name: 'ship_orders',
  description:
    'Ship open orders (ids or refs, or all) in two calls like create_shipment: the plan (each order’s service, price, blockers; the total), then the token ships them. Progress notified; a cancel stops between orders. Test labels by default.',
  effects: ['buys', 'writes-files'],
  input: argumentsOf('ship_orders', {
    orders: arg.texts(),
    all: arg.flag(),
    since: arg.text(),
    carrier: parcelArgsNamed.carrier,
    service: parcelArgsNamed.service,
    carrier_id: parcelArgsNamed.carrier_id,
    pack_size: parcelArgsNamed.pack_size,
    from_warehouse: parcelArgsNamed.from_warehouse,
    test: arg.flag(),
    cheapest: arg.flag('each order’s cheapest'),
    shipment_date: arg.text(),
    confirmation_token: tokenArg,
  }),
  output: outputs.run,
  async call(given, env) {
    const args: Record<string, unknown> = { ...given, test: given.test ?? true };
    const token = typeof args.confirmation_token === 'string' ? args.confirmation_token : undefined;
    let shown: Record<string, unknown> | undefined;
    const decision = await decide<RunPayload>(confirmEnv(env), 'ship_orders', given, token, async () => {
      const planned = await ops.planOrderRun(env.scope, args);
      const { items } = planned;
      const test = args.test === true;
      const prices = items.map((i) =>
        test ? 0 : i.currency === 'JPY' ? chargeablePrice(i.price) : undefined,
      );
      const ready = items.filter((i) => i.blockers.length === 0);
      const priceJpy = prices.every((p) => p !== undefined) ? prices.reduce((s, p) => s! + p!, 0) : undefined;
      const warnings = items.flatMap((i) =>
        i.blockers.map((b) => ({ code: b.code, message: `${refOf(i.order)}: ${b.message}` })),
      );
      const refused = env.book.ledger.check(priceJpy, test);
      if (refused)
        warnings.push({
          code: 'spend_cap',
          message: said.cap.warn(refused.reason === 'unpriced' ? undefined : refused.priceJpy, refused.day),
        });
      shown = {
        items: items.map((i) => ({
          order_id: i.order.id,
          ref: refOf(i.order),
          to: nameOf(i.order),
          service: i.service ?? null,
          price: i.price ?? null,
          currency: i.currency ?? null,
          blockers: i.blockers,
        })),
        test,
        ...(priceJpy !== undefined && !test ? { price_total: priceJpy, currency: 'JPY' } : {}),
        warnings,
      };
      return {
        tool: 'ship_orders',
        argumentsKey: argumentsKey(given),
        payload: {
          run: planned,
          pricesJpy: Object.fromEntries(items.map((i, n) => [i.order.id, prices[n] ?? 0])),
        },
        priceJpy,
        test,
        question: `Ship ${said.plural(ready.length, 'order')}${test ? ' (test labels)' : priceJpy !== undefined ? ` for ${money(priceJpy)}` : ''}: ${ready.map((i) => quoted(refOf(i.order))).join(', ')}?`,
        nothingToAsk: ready.length === 0,
      };
    });
    if ('declined' in decision)
      return {
        json: { declined: true, exit_code: EXIT.cancelled, ...(shown ? { plan: shown } : {}) },
        text: said.declined(env.service),
      };
    if ('again' in decision) return (await decision.again) as ToolResult;
    if ('offer' in decision) {
      const plan = shown as {
        items: {
          ref: string;
          to: string;
          service: string | null;
          price: number | null;
          currency: string | null;
          blockers: { message: string }[];
        }[];
        warnings: { code: string; message: string }[];
      };
      const spend = env.book.capJpy !== undefined ? env.book.ledger.today() : undefined;
      return {
        json: {
          plan: shown,
          confirmation_token: decision.offer,
          ...(spend ? { spend: { cap_jpy: spend.capJpy, left_jpy: spend.leftJpy } } : {}),
        },
        text: [
          `plan only, nothing was sent (${env.service}): ${decision.planned.question.replace(/\?$/, '')}`,
          ...plan.items.map(
            (i) =>
              `- ${quoted(i.ref)} to ${quoted(i.to)}: ${i.service ?? '?'}, ${decision.planned.test ? 'test label' : i.price !== null ? money(i.price, i.currency ?? 'JPY') : 'no quote'}${i.blockers.length ? `; blocked: ${i.blockers.map((b) => b.message).join('; ')}` : ''}`,
          ),
          ...(spend ? [said.cap.line(spend)] : []),
          ...plan.warnings.map((w) => `warning [${w.code}]: ${w.message}`),
          `To ship them: call ship_orders again with the same arguments and confirmation_token "${decision.offer}".`,
        ].join('\n'),
      };
    }
    const plan = decision.buy;
    const run = async (): Promise<ToolResult> => {
      const total = plan.payload.run.items.length;
      const { outcomes } = await ops.runOrders(env.scope, plan.payload.run, (done, _total, ref) =>
        env.progress?.(done, total, `${done} of ${total} orders done (${ref})`),
      );
      const cancelled = env.scope.signal?.aborted === true;
      return {
        json: { outcomes, ...(cancelled ? { cancelled: true } : {}) },
        text: outcomeText(env, total, outcomes, cancelled),
      };
    };
    const outcome = (async () => {
      // One run at a time per server: a second confirmation of the same orders then finds the
      // first one's labels (already shipped) rather than a run of the same journal in flight.
      const result = (shipRuns = shipRuns.then(run, run)) as Promise<ToolResult>;
      try {
        const done = await result;
        const shipped = ((done.json.outcomes ?? []) as ops.OrderOutcome[]).filter(
          (o) => o.status === 'shipped',
        );
        env.book.settle(
          plan,
          plan.test
            ? []
            : shipped.map((o) => ({
                ...(o.shipment_id ? { shipmentId: o.shipment_id } : {}),
                amountJpy: plan.payload.pricesJpy[o.order_id] ?? 0,
                what: `shipped ${o.order_id}`,
              })),
        );
        return done;
      } catch (err) {
        const code = exitCodeOf(err);
        if (code === EXIT.usage || code === EXIT.auth) env.book.release(plan);
        else
          env.book.settle(plan, [
            { amountJpy: plan.hold?.amountJpy ?? 0, what: 'the run may have shipped some orders' },
          ]);
        throw err;
      }
    })();
    env.book.running(plan, outcome);
    return outcome;
  },
};

export const ORDER_TOOLS: readonly ToolDefinition[] = [listOrders, createOrder, shipOrders];
