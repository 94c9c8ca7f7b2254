// Japanese postal codes: seven digits, written 100-0001. They arrive as
// 〒100-0001, in full-width digits from Japanese IMEs (１００－０００１), with a
// katakana long-vowel mark typed for the hyphen, and from spreadsheets that
// stored them as numbers and so dropped a leading zero (北海道 and 東北 codes
// start with 0). Which codes exist is the postal data's to say (postal-table.ts); its
// bytes are I/O, so callers hand the table in.
import type { PostalTable } from './postal-table.js';
import { nfkc } from './text.js';
import { english, failed, problem, say, type Problem, type Said } from '../problems.js';

export type JpZipResult =
  | { ok: true; zip: string; restored: boolean; note?: string; readonly noteSaid?: Said }
  | { ok: false; issue: string; readonly said?: Said };

// Every dash-like character seen in hand-typed codes after NFKC: hyphen,
// non-breaking hyphen, figure dash, en/em dash, horizontal bar, minus sign,
// ー (katakana long vowel) and its half-width form.
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff70]/g;

function clean(input: string | number): string {
  return nfkc(String(input)).replace(/^〒/, '').replace(DASHES, '-').replace(/\s/g, '');
}

/**
 * '1000001' from '100-0001', '〒100-0001', '１００－０００１' or '1000001';
 * undefined when the input is not a 7-digit Japanese postal code.
 */
export function normalizeJpZip(input: string | number): string | undefined {
  const match = /^(\d{3})-?(\d{4})$/.exec(clean(input));
  return match ? `${match[1]}${match[2]}` : undefined;
}

/** '100-0001', the way labels print it; undefined when not a postal code. */
export function formatJpZip(input: string | number): string | undefined {
  const zip = normalizeJpZip(input);
  return zip ? `${zip.slice(0, 3)}-${zip.slice(3)}` : undefined;
}

/**
 * Like normalizeJpZip, but also repairs the zero a spreadsheet drops when it
 * reads 0600001 as the number 600001: six bare digits become seven with a
 * leading 0, and the result says so (restored, note) so the caller can warn.
 * Five digits are not guessed at: 001–007 codes exist, but so did the old
 * 5-digit codes, and the two cannot be told apart; the problem names the code
 * with two zeros put back only when that is one.
 *
 * A code is put back or named only when the postal data knows it (`table`, as
 * placeOfZip takes it): a guess that is no postal code helps nobody. Without the
 * data (an install missing it) a six-digit code is still restored, as the common
 * case; the unknown code is then caught where the address is checked.
 */
export function restoreDroppedZipZero(
  input: string | number,
  table: () => PostalTable | undefined,
): JpZipResult {
  const given = String(input).trim();
  const zip = normalizeJpZip(input);
  if (zip) return { ok: true, zip, restored: false };
  const digits = clean(input);
  // undefined: no postal data to ask.
  const known = (code: string): boolean | undefined => {
    const data = table();
    return data ? data.place(code) !== undefined : undefined;
  };
  if (/^\d{6}$/.test(digits) && known(`0${digits}`) !== false) {
    const restored = `0${digits}`;
    return {
      ok: true,
      zip: restored,
      restored: true,
      note: english(say('zip.restored', given, formatJpZip(restored) ?? restored)),
      noteSaid: say('zip.restored', given, formatJpZip(restored) ?? restored),
    };
  }
  return failed(jpZipIssue(given, digits, known));
}

function jpZipIssue(given: string, digits: string, known: (code: string) => boolean | undefined): Said {
  if (given === '') return say('zip.empty');
  if (/^\d{5}$/.test(digits) && known(`00${digits}`) === true) {
    return say('zip.fiveDigits', given, formatJpZip(`00${digits}`) ?? `00${digits}`);
  }
  if (/^\d+$/.test(digits.replace(/-/g, '')))
    return say('zip.digits', given, digits.replace(/-/g, '').length);
  return say('zip.notCode', given);
}

/** What the postal database says of a code: its prefecture (two-digit code) and, when one, its city. */
export interface ZipPlace {
  prefecture: string;
  city?: string;
}

/**
 * A Japanese address against the place its postal code belongs to: a different
 * prefecture is refused (the label and the rate would go to the wrong one), a
 * missing prefecture or city is filled. `path` is the address's wire path.
 */
export function reconcileZipPlace(
  address: Record<string, unknown>,
  place: ZipPlace,
  path: string,
  describe: (code: string) => string,
): { fill: Record<string, string>; problem?: Problem } {
  const fill: Record<string, string> = {};
  const province = address.province;
  const given = typeof province === 'string' || typeof province === 'number' ? String(province).trim() : '';
  if (given === '') fill.province = place.prefecture;
  else if (given.padStart(2, '0') !== place.prefecture) {
    return {
      fill,
      problem: problem(
        `${path}.province`,
        say(
          'zip.otherPrefecture',
          describe(given),
          path,
          formatJpZip(String(address.zip)) ?? String(address.zip),
          describe(place.prefecture),
        ),
      ),
    };
  }
  const city = address.city;
  if (place.city && (city === undefined || city === null || String(city).trim() === ''))
    fill.city = place.city;
  return { fill };
}

/**
 * A Japanese postal code the postal data does not know: a domestic carrier sorts by the
 * code, so a label with one nobody can place goes astray; it is refused before anything is
 * bought, with or without a prefecture beside it.
 */
export function unknownZipProblem(address: Record<string, unknown>, path: string): Problem {
  const province = address.province;
  const zip = String(address.zip ?? '');
  const shown = formatJpZip(zip) ?? zip;
  const given = (typeof province === 'string' && province.trim() !== '') || typeof province === 'number';
  return problem(`${path}.zip`, say(given ? 'zip.unknownWithPrefecture' : 'zip.unknown', shown));
}
