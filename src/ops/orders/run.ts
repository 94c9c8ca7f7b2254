// Orders shipped as a batch whose source is the API (ARCHITECTURE.md): the same journal,
// duplicate guard, reconcile and label fetching as `batch ship`, one row per order.
//
// "Never twice" rests on two things. The shipment carries the order's ref number (its
// id when it has none), and the account is the ledger: an order whose ref is on an
// active, real shipment is shipped (batch/ledger.ts), asked right before each send. And
// the journal marks each row before and after its request, so a run killed mid-request
// reconciles by that ref before sending.
//
// An order is never deleted when it ships: whether it is open is read off the account's
// shipments, so voiding its label opens it again (a re-scan ships it anew), a test label
// leaves it open, and no sequence of kills, resets or voids can lose it
// (docs/packing-station.md).
import type { Journal } from '../../batch/index.js';
import { accountRefs, Ledger } from '../../batch/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { Order } from '../../contract/index.js';
import type { AccountRef } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import type { OpsContext } from '../context.js';
import { EXIT } from '../errors.js';
import { blockerRecord, printBlocker, type Blocker } from './checks.js';
import type { OrderShipChoices } from './choices.js';
import { sendOrders } from './journal-run.js';
import { outcomeOf, type OrderOutcome } from './outcome.js';
import type { OrderRunPlan } from './plan.js';
import type { SendHooks, SendReport } from './send.js';

export interface OrderRun {
  /** The orders to ship, in the order to ship them; or a plan's (its blocked orders are reported skipped). */
  orders?: readonly Order[];
  plan?: OrderRunPlan;
  /** The run's choices (a plan's own when not given). */
  choices?: OrderShipChoices;
  /** The sender: a warehouse id (each order's own sender otherwise). */
  fromWarehouse?: string;
  /** The printer the labels go to: an order whose label cannot print there is not bought. */
  printTarget?: PrintTarget;
  /** Quote each order first (the price shown; kept on each outcome). */
  estimate?: boolean;
  /** Orders in flight at once after the first (default 4). */
  concurrency?: number;
  /** The account's shipments, when the caller keeps them (station): saves reading the window per order. */
  ledger?: Ledger;
  /** The station session the run belongs to: its run is filed under it (`station:<session>`). */
  session?: string;
  /** A remark kept on each row shipped (the station's item check skipped, and why). */
  remark?: string;
  /** Say nothing per order (the caller reports each itself: the station). */
  quiet?: boolean;
}

/** How far a run is: orders settled of the run's, and the order that just settled. */
export interface OrderProgress {
  done: number;
  total: number;
  order?: Order;
}

export interface RunOrdersOptions {
  onProgress?: (p: OrderProgress) => void;
  /** How the send is confirmed and shown (the question, a spinner, a progress line); none: confirmed. */
  send?: SendHooks;
  /** Said once the send is over, before labels print (a terminal's tally); throwing ends the run. */
  onSent?: (report: SendReport) => void;
  /** Prints the run's labels once sent, while the run is held: whether each row's printed. */
  print?: (journal: Journal, runId: string) => Promise<readonly { seq: number; ok: boolean }[]>;
}

export interface OrderRunResult {
  /** 0 every order shipped or found shipped; 7 some not (failed, skipped, not sent); 130 stopped. */
  code: number;
  outcomes: OrderOutcome[];
  /** The send's own account, when anything was sent. */
  report?: SendReport;
  /** A failure that stopped the run (auth, call limit, network); the outcomes say what was bought before. */
  failure?: unknown;
}

/**
 * Ships the orders: those the account already holds a label for are reported
 * `already_shipped`, those that cannot print or that the rules refuse `skipped`, the rest are
 * sent through the journal. `ctx.signal` stops the run between orders: an order not started
 * by then is `not_sent`, every one bought before is reported.
 */
export async function runOrders(
  ctx: OpsContext,
  run: OrderRun,
  options: RunOrdersOptions = {},
): Promise<OrderRunResult> {
  const client = await ctx.client();
  const list = run.plan ? run.plan.items.map((i) => i.order) : [...(run.orders ?? [])];
  const choices = run.choices ?? run.plan?.choices;
  if (!choices) throw new TypeError('runOrders: choices or a plan');
  // Whether an order is shipped is asked of the account again below (a label voided since the
  // plan opens it); the plan's other blockers hold.
  const blockedByPlan = new Map<string, Blocker[]>();
  for (const item of run.plan?.items ?? []) {
    const blockers = item.blockers.filter((b) => b.kind !== 'shipped');
    if (blockers.length > 0) blockedByPlan.set(item.order.id, blockers);
  }
  const ledger = run.ledger ?? new Ledger(client);
  await ledger.look();
  const outcomes = new Map<string, OrderOutcome>();
  const toShip: Order[] = [];
  for (const order of list) {
    const out = outcomeOf(order, choices);
    outcomes.set(order.id, out);
    // A hit is read again: a label voided since the look no longer holds the order back.
    const earlier = (await ledger.confirmed(out.ref_number))[0];
    if (earlier) {
      Object.assign(out, {
        status: 'already_shipped',
        shipment_id: earlier.id,
        tracking_numbers: earlier.delivery?.tracking_numbers ?? [],
        error: `already shipped as ${earlier.id} (ref ${out.ref_number})`,
      });
      continue;
    }
    const blockers = blockedByPlan.get(order.id);
    if (blockers) {
      Object.assign(out, {
        status: 'skipped',
        replaced_carrier: null,
        error: blockers.map(blockerRecord).join('; '),
      });
      continue;
    }
    if (out.replaced_carrier && !run.quiet)
      ctx.notices.warn(
        messages().shipping.orders.ship.replacedCarrier(
          out.ref_number,
          out.replaced_carrier,
          out.service ?? choices.carrier ?? '',
        ),
      );
    toShip.push(order);
  }

  let code: number = EXIT.ok;
  let report: SendReport | undefined;
  if (toShip.length > 0) {
    const accounts = await accountRefs(client);
    const fixed = { ...run, choices };
    const printable = run.printTarget ? unprintableLeftOut(toShip, fixed, accounts, outcomes) : toShip;
    if (printable.length > 0) {
      const sent = await sendOrders(ctx, client, printable, fixed, options, outcomes, ledger, accounts);
      ({ code, report } = sent);
    }
  }
  const all = list.map((order) => outcomes.get(order.id)!);
  if (code === EXIT.ok && all.some((x) => x.status !== 'shipped' && x.status !== 'already_shipped'))
    code = EXIT.partial;
  return {
    code,
    outcomes: all,
    ...(report ? { report } : {}),
    ...(report?.outcome.fatal !== undefined ? { failure: report.outcome.fatal } : {}),
  };
}

/**
 * The orders whose labels can print on the target; the others are left out before anything
 * is sent, each with the reason (an order naming a carrier of its own is known only here).
 * Kept out of the journal: once the account or the printer is fixed, a re-scan ships it.
 */
export type ChosenRun = OrderRun & { choices: OrderShipChoices };

function unprintableLeftOut(
  toShip: readonly Order[],
  run: ChosenRun,
  accounts: readonly AccountRef[],
  outcomes: Map<string, OrderOutcome>,
): Order[] {
  return toShip.filter((order) => {
    const blocker = printBlocker(order, {
      choices: run.choices,
      accounts,
      ...(run.printTarget ? { printTarget: run.printTarget } : {}),
    });
    if (blocker?.kind !== 'printer') return true;
    Object.assign(outcomes.get(order.id)!, {
      status: 'skipped',
      error: `not bought, its label would not print: ${blocker.issue}`,
    });
    return false;
  });
}
