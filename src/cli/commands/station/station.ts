import { randomBytes } from 'node:crypto';
import { Ledger } from '../../../batch/index.js';
import { targetName } from '../../../config/index.js';
import { carrierOfService, isCarrierType } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { CancelledError, EXIT, UsageError } from '../../errors.js';
import { formatMoney } from '../../output/format.js';
import { printTally, type TallyItem } from '../../output/tally.js';
import { choicesOf } from '../../order-runs/choices.js';
import { defaultShipDay, type OrderShipChoices } from '../../order-runs/order-body.js';
import { checkShipPlan } from '../../order-runs/preflight.js';
import { scanLoop, type StationTally } from '../../order-runs/station-loop.js';
import { noteChoiceOf, printTargetOf } from '../../print/index.js';
import { carrierName, serviceName } from '../../shared/rates-table.js';
import type { definition } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof definition>, ctx: Context): Promise<number> {
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
  if (!printTarget && input.print !== false) ctx.notices.warn(text.notPrinting);
  if (!choices.test && !ctx.globals.yes && !ctx.prompter.canPrompt)
    throw new UsageError(text.yesRequired, text.yesRequiredHint);
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
  // What will be bought is said before the question, so it is answered about a carrier and a
  // size; each line fits an 80-column terminal.
  ctx.notices.info(text.startLine(what));
  if (
    !choices.test &&
    !ctx.globals.yes &&
    !(await ctx.prompter.confirm({ message: text.confirm, default: false }))
  )
    throw new CancelledError();
  const ledger = new Ledger(client);
  await ledger.look();
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
  });
  // A duplicate scan is no failure: the order has its label (printed again when asked).
  const bad = tally.failed + tally.notPrinted > 0;
  printTally(ctx.io, ctx.notices, stationTally(tally), { ok: !bad, headed: true });
  return bad ? EXIT.partial : 0;
}

/**
 * `7 scanned: 4 shipped, 2 already shipped (1 printed again), 1 failed, total 5,400 JPY`, one
 * line when piped; at a terminal the counts stand in a column.
 */
export function stationTally(tally: StationTally): TallyItem[] {
  const text = messages().shipping.station.tally;
  const items: TallyItem[] = [
    { count: tally.scans, text: text.scanned },
    { count: tally.shipped, text: text.shipped },
  ];
  if (tally.duplicates) items.push({ count: tally.duplicates, text: text.alreadyShipped(tally.reprinted) });
  if (tally.failed) items.push({ count: tally.failed, text: text.failed });
  if (tally.notPrinted) items.push({ count: tally.notPrinted, text: text.notPrinted(tally.notPrinted) });
  items.push({ text: text.total(formatMoney(tally.total, tally.currency ?? 'JPY')) });
  return items;
}

/** The ready line's word on the ship date: the one chosen, or today where the carrier requires one. */
function shipDayText(c: OrderShipChoices): string {
  const service = c.service ?? c.defaultService;
  const carrier = service ? carrierOfService(service) : (c.carrier ?? c.defaultCarrier);
  const day = c.shipmentDate ?? (carrier && isCarrierType(carrier) ? defaultShipDay(carrier) : undefined);
  return day ? messages().shipping.station.shipDate(day) : '';
}
