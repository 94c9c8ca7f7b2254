import type { Command } from 'commander';
import { ADVANCE_TARGETS, type AdvanceTarget } from '../../../sandbox/control.js';
import { normalizeTrackingNumber } from '../../../domain/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { formatJst } from '../../output/format.js';
import { printJson } from '../../output/json.js';
import { resolveSandboxDb } from './db-path.js';
import { DB_OPTION, runningServe, withSandboxDb } from './sandbox-db.js';

export interface SandboxAdvanceOptions {
  number: string;
  to?: AdvanceTarget;
  carrier?: string;
  db?: string;
}

export function register(sandbox: Command, kit: CommandKit): void {
  sandbox
    .command('advance')
    .description(
      'Move a sandbox parcel’s tracking forward now: the next status, or up to --to (emits tracking.updated)',
    )
    .argument('<tracking-number>', 'a tracking number issued by this sandbox, or a shipment ID (API-…)')
    .option('--to <status>', `advance up to this status: ${ADVANCE_TARGETS.join(', ')}`)
    .option('--carrier <type>', 'the carrier, when two carriers issued the same number')
    .option(...DB_OPTION)
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox advance 400012345676',
        'shipctl sandbox advance 400012345676 --to delivered',
        'shipctl sandbox advance API-AB12CD34EF --to exception --json',
      ),
    )
    .action(
      action(
        kit,
        (number: string, flags: { to?: string; carrier?: string; db?: string }) => ({
          number,
          to: parseTarget(flags.to),
          carrier: flags.carrier,
          db: flags.db,
        }),
        run,
      ),
    );
}

const NOT_FOUND_HINT = 'give a tracking number or shipment ID (API-…) from `shipctl shipments list`';

function parseTarget(text: string | undefined): AdvanceTarget | undefined {
  if (text === undefined) return undefined;
  const t = text.toLowerCase();
  if (!(ADVANCE_TARGETS as readonly string[]).includes(t))
    throw new UsageError(`invalid --to "${text}"`, `use one of ${ADVANCE_TARGETS.join(', ')}`);
  return t as AdvanceTarget;
}

export async function run(opts: SandboxAdvanceOptions, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: false });
  const result = await withSandboxDb(dbPath, { create: false }, (m, db) => {
    try {
      return {
        ...m.advanceTracking(
          { db, clock: m.persistedClock(db), ids: m.randomIds },
          { number: normalizeTrackingNumber(opts.number), carrier: opts.carrier, to: opts.to },
        ),
        serving: runningServe(m, db) !== undefined,
      };
    } catch (err) {
      if (err instanceof m.AdvanceError) {
        throw new CliError(err.message, {
          exitCode: err.kind === 'not-found' ? EXIT.notFound : EXIT.usage,
          ...(err.kind === 'ambiguous' ? { hint: 'pass --carrier <type>' } : {}),
          ...(err.kind === 'not-found' ? { hint: NOT_FOUND_HINT } : {}),
        });
      }
      throw err;
    }
  });
  if (!result) throw new CliError(`there is no sandbox at ${dbPath} yet`, { exitCode: EXIT.notFound });
  const { serving, ...report } = result;
  if (ctx.globals.json) {
    printJson(ctx.io, report);
    return 0;
  }
  ctx.io.stdout.write(
    `${report.tracking_number}  ${report.from} → ${report.to}  (${report.carrier}, ${report.shipment_id})\n`,
  );
  for (const e of report.events)
    ctx.io.stdout.write(`  ${formatJst(e.date)}  ${e.status.padEnd(10)}  ${e.details}\n`);
  const n = report.webhook_events.length;
  if (n > 0) {
    ctx.notices.info(
      `${n} tracking.updated event${n === 1 ? '' : 's'} queued${serving ? '' : '; delivered when `shipctl sandbox serve` runs'}`,
    );
  } else
    ctx.notices.dim('No webhook endpoint registered: no event queued (see `shipctl sandbox webhooks set`).');
  return 0;
}
