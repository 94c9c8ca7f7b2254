// A run of orders planned before anything is bought: each order's body as the run would send
// it, what would stop it — found shipped on the account, no carrier or size, a body the rules
// refuse (parcel fit, test windows), a label the printer cannot print — and its price. The
// checks are the run's own (checks.ts), so a plan never prices an order the run then leaves
// out without saying so.
import { accountRefs, Estimator, Ledger, senderAddressFor } from '../../batch/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { Order, ShipmentRequest } from '../../contract/index.js';
import type { CarrierType } from '../../domain/index.js';
import type { OpsContext } from '../context.js';
import { orderRef, serviceFor } from './body.js';
import { checkOrder, type Blocker } from './checks.js';
import type { OrderShipChoices } from './choices.js';
import { runSender } from './sender.js';

export interface OrderRunPlanItem {
  order: Order;
  ref_number: string;
  /** The shipment body the run would send for it. */
  body: ShipmentRequest;
  carrier?: CarrierType;
  service?: string;
  /** The order's own carrier, when the run's choice replaces it. */
  replaced_carrier?: string;
  /** Its price (0 for a test label); absent when blocked or no rate came back for its service. */
  price?: number;
  currency?: string;
  /** What stops it; [] when the run will send it. */
  blockers: Blocker[];
}

export interface OrderRunPlan {
  choices: OrderShipChoices;
  items: OrderRunPlanItem[];
  /** The sum of the prices of the orders the run will send, when every one of them is priced. */
  total?: number;
  currency?: string;
  /** Orders the run will send without a price (no rate came back for their service). */
  unpriced: number;
}

export interface PlanOrderRunInput {
  orders: readonly Order[];
  choices: OrderShipChoices;
  fromWarehouse?: string;
  printTarget?: PrintTarget;
  /** Quote each order the run will send (default true). */
  quote?: boolean;
  /** The account's shipments, when the caller keeps them. */
  ledger?: Ledger;
}

export async function planOrderRun(ctx: OpsContext, input: PlanOrderRunInput): Promise<OrderRunPlan> {
  const client = await ctx.client();
  const ledger = input.ledger ?? new Ledger(client);
  await ledger.look();
  const accounts = await accountRefs(client);
  const sender = await runSender(client, input.fromWarehouse);
  const now = ctx.now();
  const estimator = input.quote === false ? undefined : new Estimator(client);
  const items: OrderRunPlanItem[] = [];
  for (const order of input.orders) {
    const ref = orderRef(order);
    const { carrier, service, replaced } = serviceFor(order, input.choices);
    const checked = await checkOrder(order, {
      choices: input.choices,
      accounts,
      now,
      ...(input.printTarget ? { printTarget: input.printTarget } : {}),
      ...(sender ? { from: senderAddressFor(sender, order.to_address) } : {}),
    });
    // As last looked at (no call per order): the run asks the account again before each send.
    const earlier = ledger.known(ref)[0];
    // Shipped first: the run asks the account again, and sends an order whose label was voided since.
    const blockers: Blocker[] = [
      ...(earlier
        ? [
            {
              code: 'already_shipped' as const,
              kind: 'shipped' as const,
              shipment_id: earlier.id,
              tracking_numbers: earlier.delivery?.tracking_numbers ?? [],
            },
          ]
        : []),
      ...checked.blockers,
    ];
    const quote =
      blockers.length === 0 && estimator ? await estimator.quote(checked.body, service, carrier) : undefined;
    items.push({
      order,
      ref_number: ref,
      body: checked.body as ShipmentRequest,
      ...(carrier ? { carrier } : {}),
      ...(service ? { service } : {}),
      ...(replaced ? { replaced_carrier: replaced } : {}),
      ...(quote?.price !== undefined ? { price: quote.price } : {}),
      ...(quote?.currency ? { currency: quote.currency } : {}),
      blockers,
    });
  }
  const sent = items.filter((i) => i.blockers.length === 0);
  const unpriced = estimator ? sent.filter((i) => i.price === undefined).length : sent.length;
  const currency = sent.find((i) => i.currency)?.currency;
  return {
    choices: input.choices,
    items,
    ...(unpriced === 0 ? { total: sent.reduce((sum, i) => sum + (i.price ?? 0), 0) } : {}),
    ...(currency ? { currency } : {}),
    unpriced,
  };
}
