// `track --watch`: polls at spaced intervals and prints only new events. A number
// leaves the watch once delivered, paused on an exception (a person must look), or
// when only its last query is left: a loop never spends that one.
import { isApiError } from '../../../api/is-api-error.js';
import type { Context } from '../../context.js';
import { parseDuration } from '../../../domain/duration.js';
import { readDuration } from '../../input/duration.js';
import { CliError, EXIT, exitCodeFor } from '../../errors.js';
import { formatJst } from '../../output/format.js';
import { trackWithBudget, type TrackDeps } from '../../../ops/track.js';
import { cachedNote, eventKey, printEventLines, printTracking } from './render.js';
import type { Target } from './targets.js';
import { messages } from '../../../i18n/index.js';
import { interval } from './index.js';

export const DEFAULT_INTERVAL_MS = 30 * 60_000;
const MIN_INTERVAL_MS = 60_000;

/**
 * The polling interval. At least a minute (each poll spends one of 15 queries); tests lower
 * the floor with SHIPCTL_TRACK_MIN_INTERVAL.
 */
export function watchInterval(
  raw: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): number {
  const floor =
    (env.SHIPCTL_TRACK_MIN_INTERVAL && parseDuration(env.SHIPCTL_TRACK_MIN_INTERVAL)) || MIN_INTERVAL_MS;
  if (raw === undefined) return Math.max(DEFAULT_INTERVAL_MS, floor);
  return readDuration(raw, interval.long, {
    min: { ms: floor, text: messages().shipping.track.intervalMin },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Watched {
  target: Target;
  seen: Set<string>;
  polls: number;
  code?: number;
}

export async function watch(
  ctx: Context,
  deps: TrackDeps,
  targets: Target[],
  options: { intervalMs: number; refresh: boolean },
): Promise<number[]> {
  const watched: Watched[] = targets.map((target) => ({ target, seen: new Set(), polls: 0 }));
  const name = (w: Watched) => `${w.target.carrier} ${w.target.number}`;
  for (;;) {
    for (const w of watched.filter((x) => x.code === undefined))
      await poll(ctx, deps, w, options.refresh, name(w));
    const active = watched.filter((w) => w.code === undefined);
    if (active.length === 0) return watched.map((w) => w.code ?? 0);
    ctx.notices.dim(
      messages().shipping.track.nextCheck(
        formatJst(new Date(ctx.now().getTime() + options.intervalMs)),
        active.length,
      ),
    );
    await sleep(options.intervalMs);
  }
}

async function poll(
  ctx: Context,
  deps: TrackDeps,
  w: Watched,
  refresh: boolean,
  name: string,
): Promise<void> {
  const text = messages().shipping.track;
  let res;
  try {
    res = await trackWithBudget(deps, w.target.carrier, w.target.number, {
      keepLast: true,
      refresh: refresh && w.polls === 0,
    });
  } catch (err) {
    // The carrier or the network failing is worth another try later; the rest is final.
    if (isApiError(err) && (err.category === 'server' || err.category === 'network')) {
      ctx.notices.warn(text.retrying(name, err.message));
      return;
    }
    const final =
      err instanceof CliError && (err.exitCode === EXIT.rateLimited || err.exitCode === EXIT.notFound);
    if (!final) throw err;
    ctx.notices.warn(`${text.stopped(name, err.message)}${err.hint ? `\n  ${text.hint(err.hint)}` : ''}`);
    w.code = exitCodeFor(err);
    return;
  }
  w.polls += 1;
  cachedNote(ctx, res);
  const fresh = (res.record.history ?? []).filter((e) => !w.seen.has(eventKey(e)));
  for (const e of fresh) w.seen.add(eventKey(e));
  if (ctx.globals.json) printEventLines(ctx, w.target, res.record, fresh);
  else if (fresh.length > 0 || w.polls === 1)
    printTracking(ctx, w.target, res, w.polls === 1 ? undefined : fresh);
  const cur = res.record.current_status;
  if (cur?.status === 'delivered') {
    ctx.notices.success(text.delivered(name, cur.date ? formatJst(cur.date) : undefined));
    w.code = 0;
  } else if (cur?.status === 'exception') {
    ctx.notices.warn(
      text.exception(
        name,
        cur.details && text.details(cur.details),
        `shipctl track ${w.target.carrier} ${w.target.number} --watch`,
      ),
    );
    w.code = 0;
  }
}
