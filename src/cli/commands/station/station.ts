import { randomBytes } from 'node:crypto';
import type { ApiClient } from '../../../api/index.js';
import { accountRefs, Ledger } from '../../../batch/index.js';
import type { Order } from '../../../contract/index.js';
import { readAffixes } from '../../../domain/index.js';
import { sayOpenOrderBlockers } from '../../order-runs/open-orders-check.js';
import { orderRef } from '../../../ops/orders/body.js';
import type { BoxOptions } from '../../order-runs/station-box.js';
import { stationChoices } from '../../order-runs/station-preset.js';
import { targetName } from '../../../config/index.js';
import { carrierOfService, isCarrierType } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { GLOBAL_FLAG, PRINT_FLAGS, SHIPMENT_FLAGS } from '../../shared/flags.js';
import { CancelledError, EXIT, UsageError } from '../../errors.js';
import { formatMoney } from '../../output/format.js';
import { printTally, type TallyItem } from '../../output/tally.js';
import { choicesOf } from '../../order-runs/choices.js';
import { defaultShipDay, type OrderShipChoices } from '../../../ops/orders/body.js';
import { checkShipPlan } from '../../order-runs/preflight.js';
import { scanLoop, type StationTally } from '../../order-runs/station-loop.js';
import { noteChoiceOf, printTargetOf } from '../../print/index.js';
import { carrierName, serviceName } from '../../shared/rates-table.js';
import { ORDERS_FILE, type scan } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof scan>, ctx: Context): Promise<number> {
  const { choices, fromWarehouse, printer, names } = choicesOf(input, ctx, { stationDefaults: true });
  const text = messages().shipping.station;
  // A station prints: with a printer stored (the station's, else the profile's) it needs no --print.
  const stored = printer ?? ctx.settings().defaults.printer?.value;
  const printTarget = await printTargetOf(
    { print: input.print ?? stored !== undefined, printer: input.printer },
    ctx,
    printer,
  );
  const note = noteChoiceOf(input, ctx, printTarget);
  if (!printTarget && input.print !== false) ctx.notices.warn(text.notPrinting(PRINT_FLAGS.printer.long));
  if (!choices.test && !ctx.globals.yes && !ctx.prompter.canPrompt)
    throw new UsageError(
      text.yesRequired(GLOBAL_FLAG.yes.long),
      text.yesRequiredHint(GLOBAL_FLAG.yes.long, SHIPMENT_FLAGS.test.long),
    );
  const station = stationChoices(ctx, input.preset);
  const box: BoxOptions = {
    askSize: input.askSize ?? station.ask_size === 'true',
    verifyItems: input.verifyItems ?? station.verify_items === 'true',
    onlyCarrier: Boolean(input.onlyCarrier),
    affixes: readAffixes(station.scanner_strip),
  };
  const client = await ctx.client();
  // Before the question and the first scan: a label that can never print is never bought.
  await checkShipPlan(ctx, client, {
    choices,
    ...(printTarget ? { printTarget } : {}),
    names,
    what: text.cannotStart,
  });
  const chosen = choices.service ?? choices.carrier ?? choices.defaultService ?? choices.defaultCarrier;
  const what = [
    chosen
      ? text.chosen(chosen, isCarrierType(chosen) ? carrierName(chosen) : serviceName(chosen))
      : text.ordersCarrier,
    choices.packSize ? text.size(choices.packSize) : '',
    choices.test ? text.testLabels : '',
    shipDayText(choices),
    printTarget ? text.printingTo(targetName(printTarget)) : text.notPrintingShort,
  ]
    .filter(Boolean)
    .join(text.joiner);
  // What the station cannot decide for the open orders is said once, before the first scan.
  const ledger = new Ledger(client);
  const fileOrders = input.ordersFile
    ? await readOrdersFile(ctx, client, input.ordersFile, choices, fromWarehouse)
    : undefined;
  const [open] = await Promise.all([
    (async () => {
      if (fileOrders) return fileOrders;
      const { orders } = await import('../../../api/index.js');
      const all: Order[] = [];
      for await (const o of orders.listAll(client, { limit: 100 })) all.push(o);
      return all;
    })(),
    ledger.look(),
  ]);
  const check = {
    choices,
    accounts: await accountRefs(client),
    ...(printTarget ? { printTarget } : {}),
    sizePerScan: box.askSize,
  };
  await sayOpenOrderBlockers(
    ctx,
    open.filter((o) => ledger.known(orderRef(o)).length === 0),
    check,
  );
  // What will be bought is said before the question, so it is answered about a carrier and a
  // size; each line fits an 80-column terminal.
  ctx.notices.info(text.startLine(what));
  if (
    !choices.test &&
    !ctx.globals.yes &&
    !(await ctx.prompter.confirm({ message: text.confirm, default: false }))
  )
    throw new CancelledError();
  ctx.notices.info(text.ready);
  const tally = await scanLoop(ctx, {
    client,
    choices,
    ledger,
    // Like a run id (12 hex digits): `batch status` lists the session as one, and takes it back.
    session: randomBytes(6).toString('hex'),
    ...(fromWarehouse ? { fromWarehouse } : {}),
    ...(printTarget ? { printTarget } : {}),
    ...(note ? { note } : {}),
    ...(input.reprintDuplicates ? { reprintDuplicates: true } : {}),
    box,
    check,
    ...(fileOrders ? { fileOrders } : {}),
  });
  // A duplicate scan is no failure: the order has its label (printed again when asked).
  const bad = tally.failed + tally.notPrinted > 0;
  printTally(ctx.io, ctx.notices, stationTally(tally, Boolean(choices.test)), { ok: !bad, headed: true });
  return bad ? EXIT.partial : 0;
}

/**
 * `7 scanned: 4 shipped, 2 already shipped (1 printed again), 1 failed, total 5,400 JPY`, one
 * line when piped; at a terminal the counts stand in a column.
 */
export function stationTally(tally: StationTally, rehearsal = false): TallyItem[] {
  const text = messages().shipping.station.tally;
  const items: TallyItem[] = [
    { count: tally.scans, text: text.scanned },
    // A rehearsal's labels are test labels: its orders are still to ship.
    { count: tally.shipped, text: rehearsal ? text.testLabels(tally.shipped) : text.shipped },
  ];
  if (tally.duplicates) items.push({ count: tally.duplicates, text: text.alreadyShipped(tally.reprinted) });
  if (tally.failed) items.push({ count: tally.failed, text: text.failed });
  if (tally.notPrinted) items.push({ count: tally.notPrinted, text: text.notPrinted(tally.notPrinted) });
  items.push({ text: text.total(formatMoney(tally.total, tally.currency ?? 'JPY')) });
  // The piles on the floor: how many parcels each carrier collects.
  for (const [carrier, count] of Object.entries(tally.byCarrier).sort((a, b) => b[1] - a[1]))
    items.push({
      count,
      text: text.carrier(carrier, isCarrierType(carrier) ? carrierName(carrier) : carrier),
    });
  return items;
}

/** A batch file's rows as orders, sent from the station's warehouse (else the profile's default). */
async function readOrdersFile(
  ctx: Context,
  client: ApiClient,
  file: string,
  choices: OrderShipChoices,
  fromWarehouse: string | undefined,
): Promise<Order[]> {
  const [{ senderOf }, { ordersOfFile }, { fileSource }] = await Promise.all([
    import('../../../ops/orders/sender.js'),
    import('../../../ops/orders/file-orders.js'),
    import('../../../batch/ingest/index.js'),
  ]);
  const source = await fileSource(file, { cwd: ctx.cwd }).catch((err: Error) => {
    throw new UsageError(`${ORDERS_FILE.long}: ${err.message}`);
  });
  // The station's warehouse, else the profile's default, else the account's.
  const sender = await senderOf(client, fromWarehouse ?? ctx.settings().defaults.from_warehouse.value);
  return ordersOfFile(ctx, source, choices, sender.address);
}

/** The ready line's word on the ship date: the one chosen, or today where the carrier requires one. */
function shipDayText(c: OrderShipChoices): string {
  const service = c.service ?? c.defaultService;
  const carrier = service ? carrierOfService(service) : (c.carrier ?? c.defaultCarrier);
  const day = c.shipmentDate ?? (carrier && isCarrierType(carrier) ? defaultShipDay(carrier) : undefined);
  return day ? messages().shipping.station.shipDate(day) : '';
}
