// `sandbox advance`: forcing a parcel's story forward without moving the clock.
// The schedule (timeline.ts) stays the one source of events; an override records
// what has been forced on top of it:
//   forced   — the whole history as it stood after the last advance (events that
//              had happened by then, plus the ones pulled forward to that instant),
//   consumed — how many scheduled events that history has used up,
//   shiftMs  — added to the rest of the schedule (time spent held at an exception),
//   haltedAt — set while an exception holds the parcel: the schedule waits.
// The history is therefore append-only as the clock moves forward, and chronological.
import type { TrackingEvent, TrackingStatus } from './timeline.js';

export interface OverrideState {
  forced: TrackingEvent[];
  consumed: number;
  shiftMs: number;
  haltedAt?: string;
}

export type AdvanceTarget = 'collected' | 'transit' | 'delivered' | 'exception';
export const ADVANCE_TARGETS: readonly AdvanceTarget[] = ['collected', 'transit', 'delivered', 'exception'];

const at = (e: TrackingEvent): number => Date.parse(e.date);
const shifted = (e: TrackingEvent, ms: number): TrackingEvent =>
  ms === 0 ? e : { ...e, date: new Date(at(e) + ms).toISOString() };

interface Split {
  history: TrackingEvent[];
  /** Scheduled events used up by `history`. */
  consumed: number;
}

function split(schedule: readonly TrackingEvent[], state: OverrideState | undefined, cutoff: number): Split {
  if (!state) {
    const history = schedule.filter((e) => at(e) <= cutoff);
    return { history, consumed: history.length };
  }
  const forced = state.forced.filter((e) => at(e) <= cutoff);
  if (state.haltedAt) return { history: forced, consumed: state.consumed };
  const rest = schedule
    .slice(state.consumed)
    .map((e) => shifted(e, state.shiftMs))
    .filter((e) => at(e) <= cutoff);
  return { history: [...forced, ...rest], consumed: state.consumed + rest.length };
}

/** The events that have happened by `cutoff` (ms), overrides applied. */
export function applyOverrides(
  schedule: readonly TrackingEvent[],
  state: OverrideState | undefined,
  cutoff: number,
): TrackingEvent[] {
  return split(schedule, state, cutoff).history;
}

export class AdvanceRefused extends Error {
  override name = 'AdvanceRefused';
}

const NEXT: Readonly<Record<string, TrackingStatus>> = {
  'pre-transit': 'collected',
  collected: 'transit',
  transit: 'delivered',
};

export interface Advanced {
  state: OverrideState;
  from: TrackingStatus;
  to: TrackingStatus;
  /** The events added at `now`. */
  added: TrackingEvent[];
}

/**
 * Forces the story at `now` to the next status, or up to `target`. Throws
 * AdvanceRefused when there is nothing ahead (delivered) or the target is behind.
 */
export function advanceOverride(
  schedule: readonly TrackingEvent[],
  state: OverrideState | undefined,
  now: number,
  target?: AdvanceTarget,
  exceptionDetails = 'Delivery exception: the carrier reports a problem with this parcel',
): Advanced {
  const { history, consumed } = split(schedule, state, now);
  const from: TrackingStatus = history.at(-1)?.status ?? 'pre-transit';
  if (from === 'delivered') throw new AdvanceRefused('the parcel is already delivered: nothing is ahead');
  let shiftMs = state?.shiftMs ?? 0;
  if (state?.haltedAt) shiftMs += now - Date.parse(state.haltedAt);
  const lastMs = history.length > 0 ? at(history.at(-1)!) : -Infinity;

  if (target === 'exception') {
    if (from === 'exception') throw new AdvanceRefused('the parcel is already held at an exception');
    const where = history.at(-1)?.location ?? schedule[0]?.location ?? { city: '', country: 'JP', zip: null };
    const event: TrackingEvent = {
      date: new Date(Math.max(now, lastMs)).toISOString(),
      status: 'exception',
      details: exceptionDetails,
      location: where,
    };
    return {
      state: { forced: [...history, event], consumed, shiftMs, haltedAt: event.date },
      from,
      to: 'exception',
      added: [event],
    };
  }

  const remaining = schedule.slice(consumed).map((e) => shifted(e, shiftMs));
  // From an exception the story resumes with whatever the schedule had next.
  const want = target ?? (from === 'exception' ? remaining[0]?.status : NEXT[from]);
  const k = want === undefined ? -1 : remaining.findIndex((e) => e.status === want);
  if (want === from || k < 0) {
    throw new AdvanceRefused(
      want === from
        ? `the parcel is already ${from}`
        : `no ${want ?? 'further'} status is ahead of ${from} for this parcel`,
    );
  }
  const pulled = remaining.slice(0, k + 1);
  // Pulled events happen now, one second apart, never before what already happened.
  const added = pulled.map((e, i) => ({
    ...e,
    date: new Date(Math.max(lastMs, now - (pulled.length - 1 - i) * 1000)).toISOString(),
  }));
  return {
    state: { forced: [...history, ...added], consumed: consumed + k + 1, shiftMs },
    from,
    to: added.at(-1)!.status,
    added,
  };
}
