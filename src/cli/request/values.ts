// Flag values as typed → wire values. Each parser answers a value or an issue
// (never throws), so a command can report every bad flag at once with the rest
// of the validation problems.
import { addDaysIso, isIsoDate, jstToday, readNumber } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; issue: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (issue: string): Parsed<never> => ({ ok: false, issue });

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
  const said = messages().support.request;
  const unit = rule.unit ? said.unit(rule.unit === 'grams' ? said.grams : rule.unit) : '';
  const what = rule.integer ? said.wholeNumber : said.number;
  const bound =
    rule.min === undefined ? '' : rule.exclusiveMin ? said.greaterThan(rule.min) : said.atLeast(rule.min);
  const read = readNumber(raw, { what: 'the number' });
  if (!read.ok && /comma/.test(read.issue)) return bad(read.issue);
  const n = read.ok ? read.value : Number.NaN;
  if (!Number.isFinite(n) || (rule.integer && !Number.isInteger(n)))
    return bad(said.mustBeNumber(what, bound, unit, `"${raw}"`));
  if (rule.min !== undefined && (rule.exclusiveMin ? n <= rule.min : n < rule.min))
    return bad(said.mustBeNumber(what, bound, unit, String(n)));
  return ok(n);
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
  const want = messages().support.request.mustBeSize(raw);
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
  return isIsoDate(iso) ? ok(iso) : bad(messages().support.request.mustBeDate(raw));
}
