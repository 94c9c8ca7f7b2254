import type { Context } from '../../context.js';
import { EXIT, reportError, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { ownNumber, trackDepsOf, trackNumber, type TrackResult } from '../../../ops/track.js';
import { TRACK_FLAGS, type TrackOptions } from './index.js';
import { cachedNote, printTracking } from './render.js';
import { isTrackingCarrier, resolveTargets } from './targets.js';
import { watch, watchInterval } from './watch.js';
import { messages } from '../../../i18n/index.js';
import { issueText } from '../../../i18n/issues.js';

/**
 * `shipctl track NUMBER`: the number alone, as a packer reads it off a label (ownNumber: a
 * shipment id, an order number, or a number one of your shipments carries).
 */
async function byOwnNumber(ctx: Context, options: TrackOptions, text: string): Promise<TrackOptions> {
  const bare = { ...options, carrier: undefined };
  const own = await withSpinner(ctx.io, messages().shipping.track.lookingFor(text), () =>
    ownNumber(ctx, text),
  );
  return 'shipment' in own ? { ...bare, shipment: own.shipment } : { ...bare, ...own };
}

export async function run(options: TrackOptions, ctx: Context): Promise<number> {
  const text = messages().shipping.track;
  const word = options.carrier?.trim().toLowerCase();
  if (word !== undefined && isTrackingCarrier(word)) options = { ...options, carrier: word };
  if (
    options.carrier !== undefined &&
    options.number === undefined &&
    options.shipment === undefined &&
    options.file === undefined
  )
    if (isTrackingCarrier(options.carrier))
      throw new UsageError(text.noNumber, `shipctl track ${options.carrier} NUMBER`);
    else options = await byOwnNumber(ctx, options, options.carrier);
  if (options.watch && options.force)
    throw new UsageError(text.forceWatch(TRACK_FLAGS.force.long, TRACK_FLAGS.watch.long));
  if (!options.watch && options.interval !== undefined)
    throw new UsageError(text.intervalAlone(TRACK_FLAGS.interval.long, TRACK_FLAGS.watch.long));
  const intervalMs = options.watch ? watchInterval(options.interval, ctx.env) : 0;

  const deps = trackDepsOf(ctx);
  const skipped: number[] = [];
  const targets = await resolveTargets(options, ctx, deps.client, (p) => {
    ctx.notices.warn(text.fileSkipped(TRACK_FLAGS.file.long, options.file ?? '', p.field, issueText(p)));
    skipped.push(EXIT.usage);
  });
  if (options.watch)
    return combine([
      ...skipped,
      ...(await watch(ctx, deps, targets, { intervalMs, refresh: Boolean(options.refresh) })),
    ]);

  const single = options.number !== undefined;
  const records: unknown[] = [];
  const codes: number[] = [...skipped];
  for (const target of targets) {
    let res: TrackResult;
    try {
      const tracked = await withSpinner(ctx.io, text.tracking(target.carrier, target.number), () =>
        trackNumber(ctx, {
          carrier: target.carrier,
          number: target.number,
          force: Boolean(options.force),
          refresh: Boolean(options.refresh),
        }),
      );
      res = {
        record: tracked.tracking,
        left: tracked.queriesLeft,
        ...(tracked.cached ? { cached: tracked.cached } : {}),
      };
    } catch (err) {
      if (single) throw err;
      // Many numbers: one failing does not stop the others; each failure is reported as it happens.
      codes.push(
        reportError(err, ctx.io, {
          debug: ctx.globals.debug,
          secrets: ctx.secrets,
          sandbox: ctx.settings().sandbox,
        }),
      );
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
