// How documents spell things: addresses in Japanese or Western order, delivery
// slots, dates, money and line breaks. Pure functions, shared by labels and invoices.
import { findPrefecture, formatJpZip, lineBreakPieces } from '../../domain/index.js';
import type { DocumentAddress } from './types.js';

export const NOT_VALID = 'SANDBOX \u2014 NOT VALID FOR SHIPPING';

const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
export const hasCjk = (s: string | undefined): boolean => s !== undefined && CJK.test(s);

/** Text as one line: control characters and runs of white space become one space. */
export function oneLine(s: string | undefined): string {
  return (s ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim();
}

const first = (...vals: (string | undefined)[]): string => {
  for (const v of vals) if (oneLine(v) !== '') return oneLine(v);
  return '';
};

/** Joins address parts the Japanese way (no spaces between Japanese parts), with a space where Latin meets. */
export function joinJa(parts: readonly string[]): string {
  let out = '';
  for (const part of parts.filter((p) => p !== '')) {
    const glue = out === '' || (hasCjk(out.slice(-1)) && hasCjk(part.slice(0, 1))) ? '' : ' ';
    out += glue + part;
  }
  return out;
}

export interface AddressLines {
  /** '〒100-0001' for addresses in Japanese order; elsewhere the postal code is part of `lines`. */
  zip: string;
  lines: string[];
  company: string;
  name: string;
  phone: string;
  /** English country name (and code), for addresses abroad. */
  country: string;
  /** Printed in Japanese order (prefecture first, honorific 様). */
  japanese: boolean;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export function countryName(code: string | undefined): string {
  const c = oneLine(code).toUpperCase();
  if (c === '') return '';
  try {
    return regionNames.of(c) ?? c;
  } catch {
    return c;
  }
}

/**
 * An address split into what a document prints. The kanji members of a
 * warehouse address (spec 2.14) replace their plain counterparts on domestic
 * documents and already include the city; international documents print the
 * plain (Latin) members and fall back to kanji only where nothing else is given.
 * Japanese text prints in Japanese order (prefecture first), the rest in
 * Western order; the country line is added for documents that cross a border.
 */
export function addressLines(
  a: DocumentAddress,
  options: { showCountry: boolean; latin?: boolean },
): AddressLines {
  const country = oneLine(a.country).toUpperCase() || 'JP';
  const hasKanji = [a.address1_kanji, a.address2_kanji, a.extra_kanji, a.province_kanji].some(
    (v) => oneLine(v) !== '',
  );
  const kanji = hasKanji && (!options.latin || oneLine(a.address1) === '');
  const pick = (k: string | undefined, plain: string | undefined) =>
    kanji ? first(k, plain) : first(plain, k);
  const name = options.latin ? first(a.full_name, a.full_name_kanji) : first(a.full_name_kanji, a.full_name);
  const company = options.latin
    ? first(a.company, a.company_name, a.company_kanji, a.company_name_kanji)
    : first(a.company_kanji, a.company_name_kanji, a.company, a.company_name);
  const phone = oneLine(a.phone);
  const countryLine = options.showCountry ? `${countryName(country).toUpperCase()} (${country})` : '';
  const japanese = country === 'JP' && (kanji || [a.city, a.address1, a.address2, a.province].some(hasCjk));
  const jpZip = formatJpZip(oneLine(a.zip)) ?? oneLine(a.zip);
  const common = { company, name, phone, country: countryLine, japanese };
  if (japanese) {
    const prefecture = a.province ? findPrefecture(a.province)?.kanji : undefined;
    const pref = kanji ? first(a.province_kanji, prefecture, a.province) : first(prefecture, a.province);
    const street =
      kanji && oneLine(a.address1_kanji) !== ''
        ? [oneLine(a.address1_kanji)]
        : [oneLine(a.city), oneLine(a.address1)];
    const lines = [
      joinJa([pref, ...street]),
      pick(a.address2_kanji, a.address2),
      pick(a.extra_kanji, a.extra),
    ];
    return { ...common, zip: jpZip ? `\u3012${jpZip}` : '', lines: lines.filter((l) => l !== '') };
  }
  const province =
    country === 'JP' && a.province
      ? (findPrefecture(a.province)?.romaji ?? oneLine(a.province))
      : oneLine(a.province);
  const zip = country === 'JP' ? jpZip : oneLine(a.zip);
  const cityLine = [oneLine(a.city), [province, zip].filter((x) => x !== '').join(' ')]
    .filter((x) => x !== '')
    .join(', ');
  const lines = [oneLine(a.address1), oneLine(a.address2), oneLine(a.extra), cityLine];
  return { ...common, zip: '', lines: lines.filter((l) => l !== '') };
}

const SLOT_NAMES: Readonly<Record<string, string>> = {
  'not-specified': '指定なし',
  'before-noon': '午前中',
  'after-noon': '午後',
  'before-ten': '午前10時まで',
  'before-five': '午後5時まで',
};

/** A delivery time slot of spec 2.6 as printed: 'before-noon' → '午前中', '14-16' → '14-16時'. */
export function timeSlotText(slot: string | undefined): string {
  if (slot === undefined || slot === '') return SLOT_NAMES['not-specified']!;
  const named = SLOT_NAMES[slot];
  if (named) return named;
  return /^\d{1,2}-\d{1,2}$/.test(slot) ? `${slot}時` : slot;
}

const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** '2026-03-06' → '2026-03-06 (金)'; anything else is printed as given. */
export function dateText(iso: string | undefined): string {
  if (iso === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso ?? '';
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return Number.isNaN(day) ? iso : `${iso} (${WEEKDAYS_JA[day]})`;
}

/** An instant as JST wall time: '2026-03-04 10:00 JST'. */
export function jstStamp(at: string | Date): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return String(at);
  return `${new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} JST`;
}

/** The digits after the point that a currency uses (JPY 0, USD 2); 2 when unknown. */
const DIGITS = new Map<string, number>();
export function currencyDigits(currency: string): number {
  let digits = DIGITS.get(currency);
  if (digits === undefined) {
    try {
      const f = new Intl.NumberFormat('en', { style: 'currency', currency });
      digits = f.resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    if (DIGITS.size < 500) DIGITS.set(currency, digits);
  }
  return digits;
}

export function roundMoney(amount: number, currency: string): number {
  const f = 10 ** currencyDigits(currency);
  return Math.round(amount * f + Number.EPSILON) / f;
}

/** 1234.5 → '1,234.50' in the currency's digits, without the code. */
export function amountText(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const moneyText = (amount: number, currency: string): string =>
  currency === 'JPY'
    ? `\u00a5${amountText(amount, currency)}`
    : `${currency} ${amountText(amount, currency)}`;

/** Weight in grams as printed: '800 g', '2.5 kg'. */
export const weightText = (grams: number): string =>
  grams < 1000 ? `${Math.round(grams)} g` : `${Math.round(grams / 100) / 10} kg`;

/**
 * A tracking number grouped the way carriers print it under the bars: the
 * Japanese domestic numbers as 4-4-rest, DHL waybills 2-4-4, FedEx 4-4-4,
 * UPS 1Z numbers in their fields; anything else as given.
 */
export function groupedNumber(n: string, carrier?: string): string {
  if (carrier === 'dhl' && /^\d{10}$/.test(n)) return `${n.slice(0, 2)} ${n.slice(2, 6)} ${n.slice(6)}`;
  if (carrier === 'fedex' && /^\d{12}$/.test(n)) return `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`;
  if (/^1Z[0-9A-Z]{16}$/.test(n))
    return `1Z ${n.slice(2, 5)} ${n.slice(5, 8)} ${n.slice(8, 10)} ${n.slice(10, 14)} ${n.slice(14)}`;
  if (/^\d{10,12}$/.test(n)) return `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`;
  return n;
}

// Break opportunities: at spaces, and between Japanese words as the domain's line-break
// rule has them (never inside a word: 栄3-5-1 サカエビル2F breaks before サカエビル, not in it).
const tokensOf = (text: string): string[] =>
  (text.match(/\s+|\S+/g) ?? []).flatMap((t) => (/^\s/.test(t) ? [t] : lineBreakPieces(t)));

/**
 * Greedy line breaking for mixed Japanese and Latin text. A word wider than the
 * line on its own is cut by characters, so nothing is ever drawn past the edge.
 * `measure` adds up per-character widths (as the documents' surfaces do: no
 * kerning), so a line's width is kept as a running sum: a 1,000-character name
 * costs one measure per token, not one per token times the line so far.
 */
export function wrapText(text: string, measure: (s: string) => number, maxWidth: number): string[] {
  const tokens = tokensOf(oneLine(text));
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const push = () => {
    if (line.trim() !== '') lines.push(line.trim());
    line = '';
    width = 0;
  };
  for (const token of tokens) {
    const w = measure(token);
    if (width + w <= maxWidth) {
      line += token;
      width += w;
      continue;
    }
    if (/^\s+$/.test(token)) {
      push();
      continue;
    }
    push();
    if (w <= maxWidth) {
      line = token;
      width = w;
      continue;
    }
    for (const ch of token) {
      const cw = measure(ch);
      if (width + cw > maxWidth) push();
      line += ch;
      width += cw;
    }
  }
  push();
  return lines;
}
