import path from 'node:path';
import { serviceInfo } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printTable } from '../../output/table.js';
import { choicesOf } from '../../order-runs/choices.js';
import { checkShipPlan } from '../../order-runs/preflight.js';
import { shipOrders } from '../../order-runs/ship-run.js';
import type { OrderOutcome } from '../../../ops/orders/outcome.js';
import { Ledger } from '../../../batch/index.js';
import { sayBlockers } from '../../order-runs/open-orders-check.js';
import { blockerText } from '../../../ops/orders/checks.js';
import { planOrderRun } from '../../../ops/orders/plan.js';
import { ordersNamed } from '../../../ops/orders/find.js';
import { noteChoiceOf, printTargetOf } from '../../print/index.js';
import { listQuery } from '../../shared/list-flags.js';
import { GLOBAL_FLAG, LIST_FLAGS, SHIPMENT_FLAGS } from '../../shared/flags.js';
import type { ship } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof ship>, ctx: Context): Promise<number> {
  const text = messages().shipping.orders;
  const all = Boolean(input.all);
  if (all === input.orders.length > 0)
    throw new UsageError(
      all ? text.ship.idsAndAll(LIST_FLAGS.all.long) : text.ship.whichOrders(LIST_FLAGS.all.long),
    );
  if (input.since !== undefined && !all)
    throw new UsageError(text.ship.sinceWithAll(LIST_FLAGS.since.long, LIST_FLAGS.all.long));
  const { choices, fromWarehouse, printer, names } = choicesOf(input, ctx, { stationDefaults: 'shipping' });
  const printTarget = await printTargetOf(
    { print: input.print || printer !== undefined, printer: input.printer },
    ctx,
    printer,
  );
  const note = noteChoiceOf(input, ctx, printTarget);
  if (!ctx.prompter.canPrompt && !ctx.globals.yes && !choices.test)
    throw new UsageError(
      text.ship.yesRequired(GLOBAL_FLAG.yes.long),
      text.ship.yesRequiredHint(GLOBAL_FLAG.yes.long, SHIPMENT_FLAGS.test.long),
    );
  const query = listQuery('orders', { since: input.since, all: true }, {}, await ctx.serviceNow());
  const client = await ctx.client();
  // The flags' carrier, service, pack size and printer, checked before any order is bought.
  await checkShipPlan(ctx, client, {
    choices,
    ...(printTarget ? { printTarget } : {}),
    names,
    what: text.ship.cannotShip,
  });
  const list = await withSpinner(ctx.io, text.fetching, () =>
    ordersNamed(client, all ? undefined : input.orders, query),
  );
  if (list.length === 0) {
    if (ctx.globals.json) printJson(ctx.io, []);
    else ctx.notices.dim(text.ship.noneOpen);
    return 0;
  }
  // What cannot be decided for an open order (no carrier, no size, no account, unprintable) is
  // said once, and the order is not sent: its row says why in the reader's words. The plan
  // makes the checks the run makes; the run prices and asks.
  const ledger = new Ledger(client);
  const plan = await planOrderRun(ctx, {
    orders: list,
    choices,
    ...(fromWarehouse ? { fromWarehouse } : {}),
    ...(printTarget ? { printTarget } : {}),
    quote: false,
    ledger,
  });
  const open = plan.items.filter((i) => !i.blockers.some((b) => b.kind === 'shipped'));
  const blocked = new Map(open.filter((i) => i.blockers.length > 0).map((i) => [i.order.id, i.blockers]));
  sayBlockers(
    ctx,
    open.map((i) => i.order),
    blocked,
  );
  const result = await shipOrders(ctx, client, list, {
    choices,
    plan,
    ...(fromWarehouse ? { fromWarehouse } : {}),
    ...(printTarget ? { printTarget } : {}),
    ...(note ? { note } : {}),
    estimate: Boolean(input.estimate),
    ledger,
  });
  const said = new Map<string, string>();
  for (const [id, why] of blocked) said.set(id, why.map((b) => blockerText(b).what).join('; '));
  // --all means the open orders: those already shipped are counted, not listed.
  const outcomes = all ? result.outcomes.filter((x) => x.status !== 'already_shipped') : result.outcomes;
  const shippedBefore = result.outcomes.length - outcomes.length;
  if (all && outcomes.length === 0) {
    if (ctx.globals.json) printJson(ctx.io, []);
    ctx.notices.dim(text.ship.noneOpenShipped(shippedBefore));
    return 0;
  }
  show(ctx, outcomes, { said, test: choices.test });
  // Where the labels are, for the person at the table (--json carries each label_file).
  const files = outcomes.map((x) => x.label_file).filter((f): f is string => Boolean(f));
  if (files.length > 0 && !ctx.globals.json) {
    const dirs = [...new Set(files.map((f) => path.dirname(f)))];
    ctx.notices.dim(text.ship.labelsIn(dirs.length === 1 ? `${dirs[0]}${path.sep}` : files.join(', ')));
  }
  if (shippedBefore > 0) ctx.notices.dim(text.ship.leftOut(shippedBefore));
  if (choices.test && outcomes.some((x) => x.status === 'shipped')) ctx.notices.dim(text.ship.testStayOpen);
  return result.code;
}

/**
 * The run's rows. `said`: why an order was left out, in the reader's words; `test`: a rehearsal,
 * whose rows read as test labels (the orders stay open), never as shipped.
 */
export function show(
  ctx: Context,
  outcomes: OrderOutcome[],
  how: { said?: ReadonlyMap<string, string>; test?: boolean } = {},
): void {
  if (ctx.globals.json) {
    printJson(ctx.io, outcomes);
    return;
  }
  const text = messages().shipping.orders;
  const header = text.columns;
  const names = messages().shipping.names;
  printTable(ctx.io, ctx.theme.out, outcomes, [
    // Ids are never cut (a cut one is a wrong one). The ref is the order number on the slip: at
    // a narrow terminal the service (one for the whole run, as a rule) goes first, then the
    // order's API id, before the ref is cut; an empty shipment or error column is left out.
    { header: header.order, get: (outcome) => outcome.order_id, fixed: true, dropOrder: 2 },
    { header: header.ref, get: (outcome) => outcome.ref_number, cut: 'middle', minWidth: 20 },
    // Piped rows keep `already shipped`; a person reads the status and the service in their words.
    {
      header: header.status,
      get: (outcome) => outcome.status.replace('_', ' '),
      shown: (outcome) =>
        text.status(how.test && outcome.status === 'shipped' ? 'test_label' : outcome.status),
    },
    { header: header.recipient, get: (outcome) => outcome.recipient, minWidth: 10 },
    {
      header: header.service,
      get: (outcome) => outcome.service ?? '',
      shown: (outcome) =>
        outcome.service
          ? names.serviceCell(
              outcome.service,
              names.service(outcome.service, serviceInfo(outcome.service)?.name ?? ''),
            )
          : '',
      dropOrder: 1,
    },
    {
      header: header.shipment,
      get: (outcome) => outcome.shipment_id ?? '',
      fixed: true,
      hideWhenEmpty: true,
    },
    {
      header: header.tracking,
      get: (outcome) => outcome.tracking_numbers.join(','),
      fixed: true,
      hideWhenEmpty: true,
    },
    // Why an order did not ship, whole: on a line of its own under the order when the row has no room.
    {
      header: header.error,
      get: (outcome) => (outcome.status === 'shipped' ? '' : (outcome.error ?? '')),
      shown: (outcome) =>
        outcome.status === 'shipped' ? '' : (how.said?.get(outcome.order_id) ?? outcome.error ?? ''),
      hideWhenEmpty: true,
      overflow: 'below',
      style: (s, outcome, t) =>
        outcome.status === 'failed' || outcome.status === 'skipped' ? t.error(s) : s,
    },
  ]);
}
