import { randomBytes } from 'node:crypto';
import { Ledger } from '../../../batch/index.js';
import { describeTarget } from '../../../config/index.js';
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
import { printTargetOf } from '../../print/index.js';
import type { definition } from './index.js';

export async function run(input: Input<typeof definition>, ctx: Context): Promise<number> {
  const { choices, fromWarehouse, printer, names } = choicesOf(input, ctx, { stationDefaults: true });
  // A station prints: with a printer stored (the station's, else the profile's) it needs no --print.
  const stored = printer ?? ctx.settings().defaults.printer?.value;
  const printTarget = printTargetOf(
    { print: input.print ?? stored !== undefined, printer: input.printer },
    ctx,
    printer,
  );
  if (!printTarget && input.print !== false)
    ctx.notices.warn(
      'labels are not printed: no printer is set (store one: shipctl config set printer lp, or add --printer); ' +
        'print one later with shipctl shipments label ID --print',
    );
  if (!choices.test && !ctx.globals.yes && !ctx.prompter.canPrompt)
    throw new UsageError(
      '--yes is required to buy labels when not running interactively',
      'add --yes (or --test for free dummy labels)',
    );
  const client = await ctx.client();
  // Before the question and the first scan: a label that can never print is never bought.
  await checkShipPlan(ctx, client, {
    choices,
    ...(printTarget ? { printTarget } : {}),
    names,
    what: 'the station cannot start with these choices; nothing was bought',
  });
  const what = [
    choices.service ??
      choices.carrier ??
      choices.defaultService ??
      choices.defaultCarrier ??
      'the order’s carrier',
    choices.packSize ? `size ${choices.packSize}` : '',
    choices.test ? 'test labels' : '',
    shipDayText(choices),
    printTarget ? `printing to ${describeTarget(printTarget)}` : 'not printing',
  ]
    .filter(Boolean)
    .join(', ');
  // What will be bought is said before the question, so it is answered about a carrier and a
  // size; each line fits an 80-column terminal.
  ctx.notices.info(`station: ${what}`);
  if (
    !choices.test &&
    !ctx.globals.yes &&
    !(await ctx.prompter.confirm({ message: 'Buy a real label for every order scanned?', default: false }))
  )
    throw new CancelledError();
  const ledger = new Ledger(client);
  await ledger.look();
  ctx.notices.info('ready: scan an order number or ref; Ctrl+C ends');
  const tally = await scanLoop(ctx, {
    client,
    choices,
    ledger,
    // Like a run id (12 hex digits): `batch status` lists the session as one, and takes it back.
    session: randomBytes(6).toString('hex'),
    ...(fromWarehouse ? { fromWarehouse } : {}),
    ...(printTarget ? { printTarget } : {}),
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
  const items: TallyItem[] = [
    { count: tally.scans, text: 'scanned' },
    { count: tally.shipped, text: 'shipped' },
  ];
  if (tally.duplicates)
    items.push({
      count: tally.duplicates,
      text: `already shipped${tally.reprinted ? ` (${tally.reprinted} printed again)` : ''}`,
    });
  if (tally.failed) items.push({ count: tally.failed, text: 'failed' });
  if (tally.notPrinted)
    items.push({
      count: tally.notPrinted,
      text: `${tally.notPrinted === 1 ? 'label' : 'labels'} not printed`,
    });
  items.push({ text: `total ${formatMoney(tally.total, tally.currency ?? 'JPY')}` });
  return items;
}

/** The ready line's word on the ship date: the one chosen, or today where the carrier requires one. */
function shipDayText(c: OrderShipChoices): string {
  const service = c.service ?? c.defaultService;
  const carrier = service ? carrierOfService(service) : (c.carrier ?? c.defaultCarrier);
  const day = c.shipmentDate ?? (carrier && isCarrierType(carrier) ? defaultShipDay(carrier) : undefined);
  return day ? `ship date ${day}` : '';
}
