import { ADVANCE_TARGETS, type AdvanceTarget } from '../../../sandbox/control.js';
import { normalizeTrackingNumber } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { formatJst } from '../../output/format.js';
import { printJson } from '../../output/json.js';
import { resolveSandboxDb } from './db-path.js';
import { runningServe, withSandboxDb } from './sandbox-db.js';
import type { Input } from '../../define.js';
import type { advance } from './index.js';
import { messages } from '../../../i18n/index.js';
import { SHIPMENT_FLAGS } from '../../shared/flags.js';

/** `--to`, in any case (`Delivered`). */
export function advanceTarget(text: string | undefined): AdvanceTarget | undefined {
  if (text === undefined) return undefined;
  const target = text.toLowerCase();
  if (!(ADVANCE_TARGETS as readonly string[]).includes(target))
    throw new UsageError(
      messages().admin.sandbox.badTarget(text),
      messages().admin.sandbox.useOneOf(ADVANCE_TARGETS.join(', ')),
    );
  return target as AdvanceTarget;
}

export async function run(input: Input<typeof advance>, ctx: Context): Promise<number> {
  const to = advanceTarget(input.to);
  const text = messages().admin.sandbox;
  const dbPath = resolveSandboxDb(ctx, input.db, { create: false });
  const result = await withSandboxDb(dbPath, { create: false }, (m, db) => {
    try {
      return {
        ...m.advanceTracking(
          { db, clock: m.persistedClock(db), ids: m.randomIds },
          { number: normalizeTrackingNumber(input.trackingNumber), carrier: input.carrier, to },
        ),
        serving: runningServe(m, db) !== undefined,
      };
    } catch (err) {
      if (err instanceof m.AdvanceError) {
        throw new CliError(err.message, {
          exitCode: err.kind === 'not-found' ? EXIT.notFound : EXIT.usage,
          ...(err.kind === 'ambiguous' ? { hint: text.carrierHint(SHIPMENT_FLAGS.carrier.long) } : {}),
          ...(err.kind === 'not-found' ? { hint: text.notFoundHint } : {}),
        });
      }
      throw err;
    }
  });
  if (!result) throw new CliError(text.noSandbox(dbPath), { exitCode: EXIT.notFound });
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
    ctx.notices.info(text.eventsQueued(n, serving));
  } else ctx.notices.dim(text.noEndpoint);
  return 0;
}
