import type { Command } from 'commander';
import { TrackingLedger } from '../../../config/tracking-ledger.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { EXIT, reportError, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { trackWithBudget, type TrackDeps, type TrackResult } from '../../tracking-budget.js';
import { cachedNote, printTracking } from './render.js';
import { isTrackingCarrier, resolveTargets } from './targets.js';
import { watch, watchInterval } from './watch.js';

export interface TrackOptions {
  carrier?: string;
  number?: string;
  shipment?: string;
  file?: string;
  force: boolean;
  refresh: boolean;
  watch: boolean;
  interval?: string;
}

interface Flags {
  carrier?: string;
  shipment?: string;
  file?: string;
  force?: boolean;
  refresh?: boolean;
  watch?: boolean;
  interval?: string;
}

export function register(program: Command, kit: CommandKit): void {
  program
    .command('track')
    .description(
      'Show the tracking status and history of a number; each number allows 15 queries, counted locally',
    )
    .argument('[carrier]', 'carrier type (dhl, ups, fedex, japanpost, sagawa, yamato, yuupack, yuupacket)')
    .argument('[number]', 'tracking number')
    .optionsGroup('What to track:')
    .option('--shipment <id>', 'track the numbers of one of your shipments (uses its carrier)')
    .option(
      '--file <file>',
      'numbers from a file, - for stdin: "carrier number" or "number" (with --carrier) per line',
    )
    .option('--carrier <type>', 'carrier for numbers given alone (with --file)')
    .optionsGroup('Query budget:')
    .option('--force', 'spend the last (15th) query of a number')
    .option('--refresh', 'query again even when a delivered result is cached')
    .optionsGroup('Watching:')
    .option('--watch', 'poll until delivered, printing only new events (NDJSON with --json)')
    .option(
      '--interval <duration>',
      'time between polls with --watch, e.g. 15m, 1h30m (default 30m, at least 1m)',
    )
    .addHelpText(
      'after',
      '\nA delivered result is kept and shown again without spending a query. A watch stops once\n' +
        'delivered, pauses on an exception, and never spends the last query.\n' +
        examples(
          'shipctl track sagawa 123456789012',
          'shipctl track --shipment API-AB12CD34EF',
          'shipctl track --file numbers.txt --carrier yamato',
          'shipctl track sagawa 123456789012 --watch --interval 1h --json',
        ),
    )
    .action(action(kit, bind, run));
}

function bind(first: string | undefined, second: string | undefined, flags: Flags): TrackOptions {
  // `track --carrier sagawa NUMBER` reads the lone argument as the number.
  const lone = first !== undefined && second === undefined && flags.carrier !== undefined;
  return {
    carrier: lone ? flags.carrier : (first?.toLowerCase() ?? flags.carrier),
    number: lone ? first : second,
    shipment: flags.shipment,
    file: flags.file,
    force: Boolean(flags.force),
    refresh: Boolean(flags.refresh),
    watch: Boolean(flags.watch),
    interval: flags.interval,
  };
}

export async function run(opts: TrackOptions, ctx: Context): Promise<number> {
  if (
    opts.carrier !== undefined &&
    opts.number === undefined &&
    opts.shipment === undefined &&
    opts.file === undefined
  )
    throw isTrackingCarrier(opts.carrier)
      ? new UsageError('no tracking number given', `shipctl track ${opts.carrier} NUMBER`)
      : new UsageError('give the carrier before the number', `e.g. shipctl track sagawa ${opts.carrier}`);
  if (opts.watch && opts.force)
    throw new UsageError('--force cannot be combined with --watch: a watch never spends the last query');
  if (!opts.watch && opts.interval !== undefined) throw new UsageError('--interval is for --watch');
  const intervalMs = opts.watch ? watchInterval(opts.interval, ctx.env) : 0;

  const settings = ctx.settings();
  const deps: TrackDeps = {
    ledger: new TrackingLedger(settings.paths.dataDir),
    scope: `${settings.profile.value} ${settings.baseUrl.value ?? 'sandbox'}`,
    client: () => ctx.client(),
    now: ctx.now,
  };
  const skipped: number[] = [];
  const targets = await resolveTargets(opts, ctx, deps.client, (p) => {
    ctx.notices.warn(`--file ${opts.file} ${p.field}: ${p.issue}; not tracked`);
    skipped.push(EXIT.usage);
  });
  if (opts.watch)
    return combine([...skipped, ...(await watch(ctx, deps, targets, { intervalMs, refresh: opts.refresh }))]);

  const single = opts.number !== undefined;
  const records: unknown[] = [];
  const codes: number[] = [...skipped];
  for (const target of targets) {
    let res: TrackResult;
    try {
      res = await withSpinner(ctx.io, `Tracking ${target.carrier} ${target.number}`, () =>
        trackWithBudget(deps, target.carrier, target.number, { force: opts.force, refresh: opts.refresh }),
      );
    } catch (err) {
      if (single) throw err;
      // Many numbers: one failing does not stop the others; each failure is reported as it happens.
      codes.push(reportError(err, ctx.io, { debug: ctx.globals.debug, secrets: ctx.secrets }));
      continue;
    }
    codes.push(EXIT.ok);
    cachedNote(ctx, res);
    if (ctx.globals.json) records.push(res.record);
    else printTracking(ctx, target, res);
    if (!ctx.globals.json && ctx.io.stdoutIsTTY && target !== targets.at(-1)) ctx.io.stdout.write('\n');
  }
  if (ctx.globals.json && (records.length > 0 || codes.every((c) => c === EXIT.ok)))
    printJson(ctx.io, single ? records[0] : records);
  return combine(codes);
}

/** All fine: 0; all failed alike: that code; a mix of successes and failures: 7 (partial). */
export function combine(codes: number[]): number {
  const failed = codes.filter((c) => c !== EXIT.ok);
  if (failed.length === 0) return EXIT.ok;
  if (failed.length === codes.length) return failed.every((c) => c === failed[0]) ? failed[0]! : EXIT.failure;
  return EXIT.partial;
}
