// Times as people type and read them. Filters take a duration ago (`7d`, `12h`, `1h30m`:
// the one grammar of src/domain/duration.ts), a JST calendar day or an ISO timestamp; tables show an instant in this machine's zone and in JST,
// the zone where the shipping day (pickups, shipment_date) lives.
import {
  JST_OFFSET_MS,
  addDaysIso,
  english,
  isIsoDate,
  jstToday,
  parseDuration,
  parseTimestamp,
  say,
} from '../../domain/index.js';
import { messages } from '../../i18n/index.js';

/** The instant at 00:00 JST of a YYYY-MM-DD date. */
const jstMidnight = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - JST_OFFSET_MS);

/** What `--since`/`--until` accept, for messages, in the run's language. */
export const whenForms = (): string => messages().support.output.whenForms;

/** What `--since`/`--until` accept, in English (whenForms() speaks the run's language). */
/** What `--since`/`--until` accept, in English (whenForms() speaks the run's language). */
export const WHEN_FORMS = english(say('flags.whenForms'));

/**
 * Reads a `--since`/`--until` value; undefined when it is none of WHEN_FORMS. A bare date is
 * a whole JST day: `--since` starts at its first instant, `--until` (end) takes the day in too.
 */
export function parseWhen(raw: string, now: Date, options: { end?: boolean } = {}): Date | undefined {
  const text = raw.trim().toLowerCase();
  const ago = parseDuration(text);
  if (ago !== undefined) return new Date(now.getTime() - ago);
  const day =
    text === 'today' ? jstToday(now) : text === 'yesterday' ? addDaysIso(jstToday(now), -1) : raw.trim();
  if (isIsoDate(day)) return jstMidnight(options.end ? addDaysIso(day, 1) : day);
  return parseTimestamp(raw.trim()) ?? isoWithZone(raw);
}

function isoWithZone(raw: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw.trim())) return undefined;
  const d = new Date(raw.trim());
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const pad = (n: number): string => String(n).padStart(2, '0');

function zoneName(d: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
    .formatToParts(d)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/** `2026-11-22 09:00 GMT+1` in this machine's zone; the input unchanged when it is not a date. */
export function formatLocal(value: string | Date | undefined): string {
  if (value === undefined) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())} ${zoneName(d)}`.trimEnd();
}

/** Whether this machine's clock already reads JST (then one time column is enough). */
export const localIsJst = (now: Date): boolean => now.getTimezoneOffset() === -JST_OFFSET_MS / 60_000;
