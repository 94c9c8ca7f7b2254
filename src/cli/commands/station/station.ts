import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CancelledError, EXIT, UsageError } from '../../errors.js';
import { formatMoney } from '../../output/format.js';
import { choicesOf, type OrderShipFlags } from '../../order-runs/choices.js';
import { printTargetOf } from '../../print/index.js';
import { defaultShipDay, type OrderShipChoices } from '../../order-runs/order-body.js';
import { carrierOfService, isCarrierType } from '../../../domain/index.js';

export type StationOptions = OrderShipFlags;

export function register(program: Command, kit: CommandKit): void {
  program
    .command('station')
    .description('Packing station: each scanned order number or ref is shipped, its label printed, next')
    .option(
      '--carrier <type>',
      'carrier for every order, replacing the order’s own (default: the order’s, else station.carrier)',
    )
    .option(
      '--service <code>',
      'service code (default: the order’s, else station.service, else the carrier’s standard)',
    )
    .option('--carrier-id <id>', 'carrier account to use')
    .option('--pack-size <n>', 'domestic pack size (default: station.pack_size)')
    .option('--test', 'free test labels')
    .option(
      '--shipment-date <day>',
      'ship date in JST: today, tomorrow or YYYY-MM-DD (default: the order’s; today where the carrier requires one)',
    )
    .option('--from-warehouse <id>', 'sender warehouse (default: station.from_warehouse, else the order’s)')
    .option('--preset <name>', 'use the stored preset station.NAME.* instead of station.*')
    .option('--print', 'print each label: the default once a printer is stored (station.printer, printer)')
    .option('--no-print', 'do not print, though a printer is stored')
    .option(
      '--printer <target>',
      'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print',
    )
    .addHelpText(
      'after',
      '\nReads one scan per line from stdin (a keyboard-wedge scanner types the code and Enter). Errors\n' +
        'are shown (a bell on a terminal) and the loop goes on; Ctrl+C or end of input prints the summary.\n' +
        'Exit 7 when any scan failed.\n' +
        examples(
          'shipctl station --carrier sagawa --pack-size 60 --print',
          'shipctl config set station.carrier sagawa && shipctl config set station.pack_size 60 && shipctl station',
          "printf 'ORD-1\\nORD-2\\n' | shipctl station --carrier sagawa --pack-size 60 --test --json",
        ),
    )
    .action(action(kit, (f: StationOptions): StationOptions => f, run));
}

export async function run(opts: StationOptions, ctx: Context): Promise<number> {
  const { choices, fromWarehouse, printer, names } = choicesOf(opts, ctx, { stationDefaults: true });
  // A station prints: with a printer stored (the station's, else the profile's) it needs no --print.
  const stored = printer ?? ctx.settings().defaults.printer?.value;
  const printTarget = printTargetOf(
    { print: opts.print ?? stored !== undefined, printer: opts.printer },
    ctx,
    printer,
  );
  if (!printTarget && opts.print !== false)
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
  const { checkShipPlan } = await import('../../order-runs/preflight.js');
  await checkShipPlan(ctx, client, {
    choices,
    ...(printTarget ? { printTarget } : {}),
    names,
    what: 'the station cannot start with these choices; nothing was bought',
  });
  if (
    !choices.test &&
    !ctx.globals.yes &&
    !(await ctx.prompter.confirm({ message: 'Buy a real label for every order scanned?', default: false }))
  )
    throw new CancelledError();
  const { Ledger } = await import('../../../batch/index.js');
  const ledger = new Ledger(client);
  await ledger.look();
  const what = [
    choices.service ??
      choices.carrier ??
      choices.defaultService ??
      choices.defaultCarrier ??
      'the order’s carrier',
    choices.packSize ? `size ${choices.packSize}` : '',
    choices.test ? 'test labels' : '',
    shipDayText(choices),
    printTarget ? 'printing' : '',
  ]
    .filter(Boolean)
    .join(', ');
  ctx.notices.info(`station ready (${what}): scan an order number or ref; Ctrl+C ends`);
  // The loop ships through the batch stack (journal, SQLite, api/): loaded once the station starts.
  const { scanLoop } = await import('../../order-runs/station-loop.js');
  const tally = await scanLoop(ctx, {
    client,
    choices,
    ledger,
    ...(fromWarehouse ? { fromWarehouse } : {}),
    ...(printTarget ? { printTarget } : {}),
  });
  const summary = `${tally.scans} scanned: ${tally.shipped} shipped, ${tally.failed} failed${tally.notPrinted ? `, ${tally.notPrinted} labels not printed` : ''}, total ${formatMoney(tally.total, tally.currency ?? 'JPY')}`;
  const bad = tally.failed + tally.notPrinted > 0;
  if (bad) ctx.notices.warn(summary);
  else ctx.notices.success(summary);
  return bad ? EXIT.partial : 0;
}

/** The ready line's word on the ship date: the one chosen, or today where the carrier requires one. */
function shipDayText(c: OrderShipChoices): string {
  const service = c.service ?? c.defaultService;
  const carrier = service ? carrierOfService(service) : (c.carrier ?? c.defaultCarrier);
  const day = c.shipmentDate ?? (carrier && isCarrierType(carrier) ? defaultShipDay(carrier) : undefined);
  return day ? `ship date ${day}` : '';
}
