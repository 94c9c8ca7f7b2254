// Flag values as typed → wire values. Each parser answers a value or an issue
// (never throws), so a command can report every bad flag at once with the rest
// of the validation problems.
import {
  addDaysIso,
  failed,
  isIsoDate,
  jstToday,
  keeping,
  readCarrier,
  readCool,
  readNumber,
  readTimeSlot,
  say,
  type Said,
} from '../../domain/index.js';
import { ValidationError } from '../errors.js';
import type { FlagReader, FlagReaderName, FlagReading } from '../define.js';

/** A refused value keeps what was said (`said`), for the reader's language (i18n/issues.ts issueText). */
export type Parsed<T> = FlagReading<T>;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (said: Said): Parsed<never> => failed(said);

export interface NumberRule {
  integer?: boolean;
  min?: number;
  /** min itself is refused (weights, amounts). */
  exclusiveMin?: boolean;
  unit?: string;
}

/**
 * "1,200", "80サイズ", "300g" and full-width digits are accepted: people paste
 * prices from spreadsheets and IMEs, and the CSV columns take the same words
 * (the domain's readNumber). A comma is read only as a thousands separator:
 * "2,5" is refused, not read as 25.
 */
export function parseNumber(raw: string, rule: NumberRule = {}): Parsed<number> {
  const refused = (got: string) =>
    bad(say('flags.number', rule.integer === true, rule.min, rule.exclusiveMin === true, rule.unit, got));
  const read = readNumber(raw, { what: say('vocabulary.what.number') });
  if (!read.ok && read.said?.key === 'vocabulary.comma') return read;
  const n = read.ok ? read.value : Number.NaN;
  if (!Number.isFinite(n) || (rule.integer && !Number.isInteger(n))) return refused(`"${raw}"`);
  if (rule.min !== undefined && (rule.exclusiveMin ? n <= rule.min : n < rule.min)) return refused(String(n));
  return ok(n);
}

/**
 * --pack-size, read one way by every command that takes it (rates, ship, orders ship, station,
 * batch ship): a whole number above 0, the CSV's words too (80サイズ). Which sizes a carrier
 * takes is the domain's rule, checked with the rest of the body.
 */
export function parsePackSize(raw: string | number): Parsed<number> {
  const r = parseNumber(String(raw), { integer: true, min: 1 });
  return r.ok ? r : bad(say('flags.packSize', String(raw).trim()));
}

/** --pack-size for an order run or a batch: the value, or a usage error naming the flag (exit 2). */
export function packSizeFlag(raw: string | number | undefined, flag: string): number | undefined {
  if (raw === undefined) return undefined;
  const r = parsePackSize(raw);
  if (r.ok) return r.value;
  throw new ValidationError([keeping({ field: flag, issue: r.issue }, r.said)]);
}

export interface Dimensions {
  width: number;
  height: number;
  depth: number;
}

/** `30x20x10` (cm); x, X, ×, * and commas all separate. */
export function parseSize(raw: string): Parsed<Dimensions> {
  const parts = raw
    .normalize('NFKC')
    .trim()
    .split(/\s*[xX×*,]\s*/);
  const want = say('flags.size', raw);
  if (parts.length !== 3) return bad(want);
  const nums = parts.map((p) => parseNumber(p, { min: 0, exclusiveMin: true }));
  if (nums.some((n) => !n.ok)) return bad(want);
  const [width, height, depth] = nums.map((n) => (n as { value: number }).value) as [number, number, number];
  return ok({ width, height, depth });
}

/** `today`, `tomorrow`, `2026-03-04` or `2026/03/04`, as a JST calendar date. */
export function parseDate(raw: string, now: Date): Parsed<string> {
  const text = raw.normalize('NFKC').trim().toLowerCase();
  if (text === 'today') return ok(jstToday(now));
  if (text === 'tomorrow') return ok(addDaysIso(jstToday(now), 1));
  const iso = text.replace(/\//g, '-');
  return isIsoDate(iso) ? ok(iso) : bad(say('flags.date', raw));
}

// The readers the flag definitions name (shared/flags.ts `read`): each flag's text → its wire value.
// The words the CSV columns take (佐川, 午前中, 冷凍…) are the flags' words too: one vocabulary, the domain's.
export const FLAG_READERS: Readonly<Record<FlagReaderName, FlagReader>> = {
  upper: (text) => ok(text.normalize('NFKC').toUpperCase()),
  carrier: (text) => readCarrier(text),
  timeSlot: (text) => ok(readTimeSlot(text)),
  cool: (text) => ok(readCool(text)),
  packSize: (text) => parsePackSize(text),
  day: (text, now) => parseDate(text, now),
  count: (text) => parseNumber(text, { integer: true, min: 1 }),
  amount: (text) => parseNumber(text, { min: 0 }),
  positiveAmount: (text) => parseNumber(text, { min: 0, exclusiveMin: true }),
};
