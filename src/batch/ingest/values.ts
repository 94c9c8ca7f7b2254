// Cell text → wire values. Cells are strings as typed in Japanese spreadsheets:
// full-width digits, thousands separators, units (円, g, サイズ), dates with slashes,
// time slots in words (午前中, 14時～16時), carrier names in Japanese. Each function
// returns the value, or an issue saying what to write instead.
import {
  readCarrier,
  readCool,
  readNumber,
  readTimeSlot,
  type CarrierType,
  type Said,
} from '../../domain/index.js';

/** A refused cell keeps what was said (`said`) when a rule said it by key: the reader's language. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; issue: string; readonly said?: Said };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(issue: string): Parsed<T> => ({ ok: false, issue });

export const nfkc = (s: string): string => s.normalize('NFKC').trim();

/** "1,200円", "３００g", "80サイズ" → 1200, 300, 80 (the domain's vocabulary, shared with the flags). */
export function parseNumber(
  cell: string,
  options: { integer?: boolean; what: string | Said },
): Parsed<number> {
  return readNumber(cell, options);
}

/** 2026/3/5, 2026-03-05, 2026年3月5日, 20260305 → 2026-03-05. */
/** Words a date column may hold instead of a date, as days from today (JST). */
export const RELATIVE_DATES: Readonly<Record<string, number>> = {
  today: 0,
  本日: 0,
  今日: 0,
  tomorrow: 1,
  明日: 1,
  翌日: 1,
};

/** As parseDate, and `today`/`本日`/`tomorrow`/`明日` when today (JST) is known. */
export function parseDateFrom(today: string | undefined): (cell: string) => Parsed<string> {
  return (cell) => {
    const days = RELATIVE_DATES[nfkc(cell).trim().toLowerCase()];
    if (days === undefined || today === undefined) return parseDate(cell);
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return ok(d.toISOString().slice(0, 10));
  };
}

export function parseDate(cell: string): Parsed<string> {
  const text = nfkc(cell);
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return bad(`"${cell}" is not a date: write YYYY-MM-DD (2026-03-05) or 2026/3/5`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return bad(`"${cell}" is not a real date`);
  return ok(`${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
}

/** 14-16, 14:00-16:00, 14時～16時, 午前中 → the wire slot name (checked against the carrier later). */
export const parseTimeSlot = (cell: string): string => readTimeSlot(cell);

/** 冷凍, チルド, 常温… → frozen, fresh, regular. */
export const parseCool = (cell: string): string => readCool(cell);

/** sagawa, Sagawa, 佐川急便… → the carrier type, with "did you mean" for a typo. */
export function parseCarrier(cell: string): Parsed<CarrierType> {
  return readCarrier(cell);
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'o', '○', '〇', '◯', '有', 'あり', 'はい']);
const FALSE = new Set(['0', 'false', 'no', 'n', 'x', '×', '無', 'なし', 'いいえ', '-']);

export function parseBoolean(cell: string): Parsed<boolean> {
  const text = nfkc(cell).toLowerCase();
  if (TRUE.has(text)) return ok(true);
  if (FALSE.has(text)) return ok(false);
  return bad(`"${cell}" is not yes or no: write 1 or 0 (true/false, ○/×)`);
}

/** Excel users keep a leading zero by typing an apostrophe; some exports keep it. */
export const stripApostrophe = (cell: string): string => cell.replace(/^'/, '');

/** The smallest pack size that holds the sum of the three sides (cm), e.g. 25+20+15 → 60. */
export function packSizeFor(sizes: readonly number[], sumCm: number): number | undefined {
  return [...sizes].sort((a, b) => a - b).find((s) => s >= sumCm);
}
