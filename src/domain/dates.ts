// Japan Standard Time helpers. The spec's calendar rules (shipment_date, test
// windows, delivery dates) are in JST, UTC+9 all year (Japan has no daylight
// saving), so a fixed offset is exact. Every function takes the clock as
// `now: Date`: domain code never reads the system clock.

export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The JST wall clock at `now`, read through the UTC getters of a shifted Date. */
function jstShifted(now: Date): Date {
  return new Date(now.getTime() + JST_OFFSET_MS);
}

/** Today's date in JST as YYYY-MM-DD (UTC 15:00 is already the next JST day). */
export function jstToday(now: Date): string {
  return jstShifted(now).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD plus `days` (negative allowed), in calendar days. */
export function addDaysIso(isoDate: string, days: number): string {
  const base = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(base.getTime())) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return new Date(base.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface JstClock {
  /** 0 = Sunday … 6 = Saturday, as Date#getDay. */
  weekday: number;
  weekdayName: (typeof WEEKDAY_NAMES)[number];
  hour: number;
  minute: number;
  /** YYYY-MM-DD in JST. */
  date: string;
}

export function jstWeekdayHour(now: Date): JstClock {
  const j = jstShifted(now);
  const weekday = j.getUTCDay();
  return {
    weekday,
    weekdayName: WEEKDAY_NAMES[weekday] ?? 'Sunday',
    hour: j.getUTCHours(),
    minute: j.getUTCMinutes(),
    date: j.toISOString().slice(0, 10),
  };
}

/** "Saturday 10:15 JST" */
export function formatJstClock(now: Date): string {
  const c = jstWeekdayHour(now);
  return `${c.weekdayName} ${pad2(c.hour)}:${pad2(c.minute)} JST`;
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The instant `months` calendar months before `now` (UTC calendar), the day
 * clamped to the target month's length: 2 months before 04-30 is 02-28.
 */
export function monthsAgo(now: Date, months: number): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() - months;
  const target = new Date(Date.UTC(y, m, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
}

/**
 * An ISO 8601 timestamp (date, optional time, optional zone) as created_after
 * takes it. The spec's timestamps are UTC, so a time without a zone is read as
 * UTC rather than as the machine's local time.
 */
export function parseTimestamp(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    value,
  );
  if (!m || !isIsoDate(m[1])) return undefined;
  const text = m[2] === undefined ? `${m[1]}T00:00:00Z` : `${m[1]}T${m[2]}${m[3] ?? 'Z'}`;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** `2025-02-14 16:28 JST`; the input unchanged when it is not a date. */
export function formatJst(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const iso = new Date(d.getTime() + JST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} JST`;
}
