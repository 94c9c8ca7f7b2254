// The words of `shipctl sandbox clock`: an instant to set the clock to and a span
// to advance it by. Pure and free of the store, so the CLI can check its
// arguments before opening a database.
import { DURATION_UNIT_MS, parseDuration as parseDurationText } from '../domain/duration.js';
import { JST_OFFSET_MS } from '../domain/index.js';

/**
 * `2h`, `3d`, `90m`, `45s`, `500ms`, `1w`, or several at once (`1d12h`): the one duration
 * grammar (domain/duration.ts). A bare number is refused: "advance 3" could mean hours or days.
 */
export function parseDuration(text: string): number {
  const ms = parseDurationText(text);
  if (ms === undefined)
    throw new Error(`invalid duration "${text}": use a number with a unit, e.g. 90m, 2h, 3d, 1w or 1d12h`);
  return ms;
}

/**
 * An instant with its zone: ISO 8601 with Z or an offset
 * (`2026-03-09T01:00:00Z`, `2026-03-09T10:00+09:00`), or a JST wall time
 * (`2026-03-09 10:00 JST`, `2026-03-09T10:00:00 JST`, `2026-03-09 JST` for
 * midnight). A time without a zone is refused rather than guessed.
 */
export function parseInstant(text: string): Date {
  const src = text.trim();
  const jst = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?\s*JST$/i.exec(src);
  if (jst) {
    const [, date, hh = '00', mm = '00', ss = '00'] = jst;
    const ms = Date.parse(`${date}T${hh}:${mm}:${ss}Z`);
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date)
      throw new Error(`invalid date "${text}"`);
    return new Date(ms - JST_OFFSET_MS);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(src)) {
    const d = new Date(src);
    if (!Number.isNaN(d.getTime())) return d;
  }
  throw new Error(
    `invalid time "${text}": give ISO 8601 with a zone (2026-03-09T01:00:00Z, 2026-03-09T10:00+09:00) or a JST time (2026-03-09 10:00 JST)`,
  );
}

/** "3d 4h 5m", "-2h", "0s": a signed span for humans. */
export function formatDuration(ms: number): string {
  if (ms === 0) return '0s';
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', DURATION_UNIT_MS.d],
    ['h', DURATION_UNIT_MS.h],
    ['m', DURATION_UNIT_MS.m],
    ['s', DURATION_UNIT_MS.s],
  ] as const) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n}${unit}`);
    rest -= n * size;
  }
  return sign + (parts.length > 0 ? parts.join(' ') : `${rest}ms`);
}
