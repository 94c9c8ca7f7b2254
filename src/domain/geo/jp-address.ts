// A Japanese address as one string (a CSV's 住所1, a pasted line, --to-address1) → its
// parts: prefecture, city (政令市の区, 郡 + 町村, 東京の特別区), town + 番地, building. The
// body sends each part once (province, city, address1, address2), so a label printed from
// it says each once. Which cities exist is the postal data's to say: the city is the
// longest name of the data the text starts with, never a guess from 市/町/村 (四日市市,
// 町田市, 大町市 and 十日町市 defeat any such rule).
import { allPrefectures } from './prefectures.js';

export interface JpCity {
  /** Two-digit prefecture code. */
  prefecture: string;
  /** As the postal data writes it: 大阪市北区, 西多摩郡檜原村, 千代田区. */
  city: string;
}

export interface JpAddressParts {
  /** The prefecture written at the start, as its code. */
  prefecture?: string;
  /** The prefecture and city as written ('大阪府大阪市北区'): what a contradiction names. */
  placeText: string;
  /** The cities the written city can be (one name, several prefectures: 府中市, 北区). */
  cities: readonly JpCity[];
  /** The written city covers only part of these names (大阪市 written, 大阪市北区 meant). */
  cityPartial: boolean;
  /** Town and 番地 (字 and 通り名 included), as written. */
  street: string;
  /** What follows the 番地: building, floor, room; undefined when nothing does. */
  building?: string;
  /** Everything after the prefecture and city, as written (street and building). */
  rest: string;
}

/**
 * One character folded for comparing place names: full-width to ASCII (NFKC), and the
 * spellings of one name that Japanese writes both ways: 霞ヶ関, 霞ケ関 and 霞が関; 一ノ関 and 一の関.
 * Always one character out for one in, so a match's length in folded text is its length as written.
 */
function foldChar(ch: string): string {
  let folded = FOLDED.get(ch);
  if (folded === undefined) {
    folded = foldCharOnce(ch);
    // Bounded, for a long-lived process (station, MCP, the sandbox) fed arbitrary text.
    if (FOLDED.size < 20_000) FOLDED.set(ch, folded);
  }
  return folded;
}

// Every address is matched against the postal data's ~1,900 cities, folded a character at a
// time: a few thousand distinct characters, each normalised once per process rather than once
// per occurrence (normalising them all was most of a served `rates` run's own work).
const FOLDED = new Map<string, string>();

function foldCharOnce(ch: string): string {
  const n = ch.normalize('NFKC');
  const c = [...n].length === 1 ? n : ch;
  if ('ヶケヵがガ'.includes(c)) return 'ケ';
  if ('の之ノ'.includes(c)) return 'ノ';
  if (/[\u2010-\u2015\u2212\uff0d]/.test(c)) return '-';
  return c;
}

/** The address folded character by character (whitespace kept, so positions match). */
function foldText(text: string): string[] {
  const chars = [...text];
  const out = chars.map(foldChar);
  // ー typed for a dash: only between digits (ー is a vowel mark in every name).
  for (let i = 1; i < out.length - 1; i++) {
    if ((out[i] === 'ー' || out[i] === '－') && /\d/.test(out[i - 1]!) && /\d/.test(out[i + 1]!))
      out[i] = '-';
  }
  return out;
}

/** A place name folded for comparing: 鶴ヶ島市 and 鶴ケ島市 alike, spaces gone. */
export function foldPlaceName(name: string): string {
  let out = '';
  for (const c of foldText(name)) if (!/\s/.test(c)) out += c;
  return out;
}

const KANJI_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** 漢数字 up to 99 (十二, 二十三) → the number; undefined for anything else. */
function kanjiNumber(text: string): number | undefined {
  const m = /^([一二三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(text);
  if (!m || text === '') return undefined;
  if (!m[2]) return m[1] && !m[3] ? KANJI_DIGITS[m[1]] : undefined;
  return (m[1] ? KANJI_DIGITS[m[1]]! : 1) * 10 + (m[3] ? KANJI_DIGITS[m[3]]! : 0);
}

/**
 * An address in the form two writings of it compare equal in: folded as place names,
 * 漢数字 before 丁目 as digits, 丁目/番地/番/号/の between numbers as '-', a closing 番地/号 dropped.
 * 梅田一丁目1番3号, 梅田１－１－３ and 梅田1-1-3 give the same key.
 */
export function jpAddressKey(text: string): string {
  return foldPlaceName(text)
    .replace(/([一二三四五六七八九十]+)丁目/g, (all, n: string) => {
      const v = kanjiNumber(n);
      return v === undefined ? all : `${v}丁目`;
    })
    .replace(/(\d)(?:丁目|番地|番|号|ノ)(?=\d)/g, '$1-')
    .replace(/(\d)(?:丁目|番地|番|号)$/, '$1');
}

interface CityKey {
  key: string;
  city: JpCity;
  partial: boolean;
  /** A short name (檜原村 for 西多摩郡檜原村, 北区 for 大阪市北区) that may also be a town's. */
  loose: boolean;
}

const keysCache = new WeakMap<JpCity, CityKey[]>();

/** A city under the names people write it by: whole, the 町村 without its 郡, the 市 without its 区. */
function cityKeys(city: JpCity): CityKey[] {
  const cached = keysCache.get(city);
  if (cached) return cached;
  const keys: CityKey[] = [{ key: foldPlaceName(city.city), city, partial: false, loose: false }];
  const gun = /^.+?郡(.+[町村])$/.exec(city.city);
  if (gun) keys.push({ key: foldPlaceName(gun[1]!), city, partial: false, loose: true });
  const ward = /^(.+?市)(.+区)$/.exec(city.city);
  if (ward) {
    keys.push({ key: foldPlaceName(ward[1]!), city, partial: true, loose: false });
    keys.push({ key: foldPlaceName(ward[2]!), city, partial: false, loose: true });
  }
  keysCache.set(city, keys);
  return keys;
}

const firstUnitsCache = new WeakMap<readonly JpCity[], (string | undefined)[]>();

/**
 * The first UTF-16 unit of each city's folded name. A written city can only be a key that
 * starts with the written text's first character; the keys that do not start where the
 * whole name does (a 町村 without its 郡, a ward without its city) are loose and count only
 * for the cities `expected` accepts. So only those cities' keys are made: folding the ~2,500
 * names of the postal data was most of the work of checking an address.
 */
function firstUnits(cities: readonly JpCity[]): (string | undefined)[] {
  let units = firstUnitsCache.get(cities);
  if (!units) {
    units = cities.map((city) => firstFoldedUnit(city.city));
    firstUnitsCache.set(cities, units);
  }
  return units;
}

/**
 * The first UTF-16 unit of foldPlaceName(name) without folding the rest: the first character that
 * does not fold to a space (the dash rule of foldText never changes it: it needs a digit before it).
 */
function firstFoldedUnit(name: string): string | undefined {
  for (const ch of name) {
    const c = foldChar(ch);
    if (!/\s/.test(c)) return c[0];
  }
  return undefined;
}

/** How many characters of `chars` (from `from`) spell `key`, spaces skipped; -1 when they do not. */
function spelled(chars: readonly string[], from: number, key: string): number {
  let k = 0;
  let i = from;
  while (k < key.length && i < chars.length) {
    const c = chars[i]!;
    i += 1;
    if (/\s/.test(c)) continue;
    if (!key.startsWith(c, k)) return -1;
    k += c.length;
  }
  return k === key.length ? i - from : -1;
}

// A 番地 as written: numbers joined by 丁目, 番地, 番, 号, の or a dash; 漢数字 only with 丁目/番/号.
const NUMBER = String.raw`(?:\d+|[一二三四五六七八九十百千〇]+(?=丁目|番|号))`;
const JOIN = String.raw`(?:(?:丁目|番地|番|号)[ノ-]?|ノ|-)`;
const BANCHI = new RegExp(String.raw`${NUMBER}(?:${JOIN}${NUMBER})*(?:丁目|番地|番|号(?!室))?`, 'g');

/** Where the town and 番地 end in the folded text after the city; the rest is the building. */
function streetEnd(chars: readonly string[]): number {
  const folded = chars.join('');
  let fallback = -1;
  for (const m of folded.matchAll(BANCHI)) {
    const end = m.index + m[0].length;
    const next = folded[end];
    // 北1条西2丁目, 3線, 2区: a number that is part of a name, not the 番地.
    if (next !== undefined && /[条線区町丁通]/.test(next)) continue;
    const joined = /丁目|番|号|ノ|-/.test(m[0]);
    if (joined) return end;
    if (fallback < 0) fallback = end;
  }
  return fallback;
}

function trimmed(text: string): string {
  return text.replace(/^[\s、,]+|[\s、,]+$/g, '');
}

/**
 * The parts of a Japanese address written as one string. `cities` is the postal data's
 * list (PostalTable.cities). A short name (a 町村 without its 郡, a ward without its city)
 * counts only for a city `expected` accepts: alone it may be a town's name. What is not
 * recognised stays in the street: nothing written is lost.
 */
export function splitJpAddress(
  text: string,
  cities: readonly JpCity[],
  expected: (city: JpCity) => boolean = () => false,
): JpAddressParts {
  const original = [...text.trim()];
  const chars = foldText(text.trim());
  let at = 0;
  while (at < chars.length && /\s/.test(chars[at]!)) at++;

  let prefecture: string | undefined;
  for (const p of allPrefectures()) {
    const n = spelled(chars, at, foldPlaceName(p.kanji));
    if (n > 0) {
      prefecture = p.code;
      at += n;
      break;
    }
  }
  let best: CityKey[] = [];
  let bestLength = 0;
  // spelled() skips spaces: a key must start with the first character after them, or be loose
  // (another start than the whole name's) and of a city `expected` accepts.
  let first = at;
  while (first < chars.length && /\s/.test(chars[first]!)) first++;
  const unit = chars[first]?.[0];
  const units = firstUnits(cities);
  const candidates = cities.flatMap((city, i) => (units[i] === unit || expected(city) ? cityKeys(city) : []));
  for (const k of candidates) {
    if (prefecture && k.city.prefecture !== prefecture) continue;
    if (k.loose && !expected(k.city)) continue;
    const n = spelled(chars, at, k.key);
    if (n <= 0 || n < bestLength) continue;
    if (n > bestLength) best = [];
    bestLength = n;
    best.push(k);
  }
  // A whole name beats the same characters read as a partial one.
  const whole = best.filter((k) => !k.partial);
  const found = whole.length > 0 ? whole : best;
  at += bestLength;
  const placeText = original.slice(0, at).join('').replace(/\s+/g, '');
  const rest = original.slice(at);
  const restFolded = chars.slice(at);
  const end = streetEnd(restFolded);
  let street = rest.join('');
  let building: string | undefined;
  if (end > 0 && end < rest.length) {
    const after = trimmed(rest.slice(end).join(''));
    if (after !== '') {
      street = rest.slice(0, end).join('');
      building = after;
    }
  }
  return {
    ...(prefecture ? { prefecture } : {}),
    placeText,
    cities: [...new Set(found.map((k) => k.city))],
    cityPartial: found.length > 0 && found.every((k) => k.partial),
    street: trimmed(street),
    ...(building ? { building } : {}),
    rest: trimmed(rest.join('')),
  };
}
