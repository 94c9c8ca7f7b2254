// Address province normalisation (spec 2.1): "province" must be a code whenever
// the country has codes. The API takes the ISO 3166-2 suffix ('CA', '13') and
// also the full form ('US-CA', 'JP-13'). These are the countries where carriers
// refuse a shipment without a valid code; elsewhere the field is free text.
import { lazy } from '../lazy.js';
import { allPrefectures, findPrefecture, nearestPrefectures, type Prefecture } from './prefectures.js';
import { CA, BR, MX, US, type SubdivisionRow } from './subdivisions-americas.js';
import { AU, CN, IN } from './subdivisions-asia-pacific.js';
import { closest, latinKey, nfkc } from './text.js';
import { failed, say, type Said } from '../problems.js';

export interface Subdivision {
  /** The API form: the ISO 3166-2 suffix ('CA', 'NSW', '13'). */
  readonly code: string;
  /** English name (for JP the plain romaji: 'Tokyo'). */
  readonly name: string;
  /** Name in the local script where it differs (JP: '東京都'). */
  readonly localName?: string;
}

export type ProvinceResult = { ok: true; code: string } | { ok: false; issue: string; readonly said?: Said };

interface CountryTable {
  readonly noun: string;
  readonly example: string;
  readonly subdivisions: readonly Subdivision[];
  readonly byCode: ReadonlyMap<string, Subdivision>;
  readonly byName: ReadonlyMap<string, Subdivision>;
}

function tableFromRows(noun: string, example: string, rows: readonly SubdivisionRow[]): CountryTable {
  const subdivisions: Subdivision[] = [];
  const byCode = new Map<string, Subdivision>();
  const byName = new Map<string, Subdivision>();
  for (const [code, name, ...aliases] of rows) {
    const subdivision = { code, name };
    subdivisions.push(subdivision);
    byCode.set(code, subdivision);
    for (const alias of [name, ...aliases]) byName.set(latinKey(alias), subdivision);
  }
  return { noun, example, subdivisions, byCode, byName };
}

/**
 * Each country's table is built on first use: folding the names of every subdivision of seven
 * countries costs every command a millisecond or two, and most never look one up.
 */
const TABLES: Readonly<Record<string, () => CountryTable>> = {
  US: lazy(() => tableFromRows('US state or territory', 'CA', US())),
  CA: lazy(() => tableFromRows('Canadian province or territory', 'ON', CA())),
  AU: lazy(() => tableFromRows('Australian state or territory', 'NSW', AU())),
  MX: lazy(() => tableFromRows('Mexican state', 'JAL', MX())),
  BR: lazy(() => tableFromRows('Brazilian state', 'SP', BR())),
  IN: lazy(() => tableFromRows('Indian state or union territory', 'MH', IN())),
  CN: lazy(() => tableFromRows('Chinese province', 'GD', CN())),
  JP: lazy(() => {
    const subdivisions: readonly Subdivision[] = allPrefectures().map((p) => ({
      code: p.code,
      name: p.romaji,
      localName: p.kanji,
    }));
    return {
      noun: 'Japanese prefecture',
      example: '13',
      subdivisions,
      byCode: new Map(subdivisions.map((s) => [s.code, s])),
      byName: new Map(),
    };
  }),
};

function tableByCode(cc: string): CountryTable | undefined {
  return Object.hasOwn(TABLES, cc) ? TABLES[cc]!() : undefined;
}

// Trailing words people add to a name ("Guangdong Province", "New York State").
// Stripped only after the whole name failed, so "Northern Territory" still wins.
const NAME_SUFFIXES = ['province', 'state', 'sheng', 'shi', 'municipality', 'autonomousregion', 'sar'];

function countryKey(country: string): string {
  return nfkc(country).toUpperCase();
}

function tableOf(country: string): CountryTable | undefined {
  return tableByCode(countryKey(country));
}

/** True when carriers demand a subdivision code for addresses in this country. */
export function countryHasProvinceCodes(country: string): boolean {
  return tableOf(country) !== undefined;
}

/** What a coded country's subdivisions are called and one code ('US state or territory', 'CA'). */
export function subdivisionWords(country: string): { noun: string; example: string } | undefined {
  const table = tableOf(country);
  return table ? { noun: table.noun, example: table.example } : undefined;
}

/** The subdivisions of a coded country, in table order; empty for others. */
export function subdivisionsOf(country: string): readonly Subdivision[] {
  return tableOf(country)?.subdivisions ?? [];
}

/** The subdivision a code or name stands for, or undefined. */
export function findSubdivision(country: string, input: string | number): Subdivision | undefined {
  const cc = countryKey(country);
  const table = tableByCode(cc);
  if (!table) return undefined;
  if (cc === 'JP') {
    const p = findPrefecture(input);
    return p ? table.byCode.get(p.code) : undefined;
  }
  const text = nfkc(String(input));
  const iso = /^([A-Za-z]{2})[-\s]([A-Za-z0-9]{1,3})$/.exec(text);
  if (iso && iso[1]?.toUpperCase() === cc) {
    const byIso = table.byCode.get(iso[2]?.toUpperCase() ?? '');
    if (byIso) return byIso;
  }
  const byCode = table.byCode.get(text.toUpperCase());
  if (byCode) return byCode;
  const key = latinKey(text);
  const byName = table.byName.get(key);
  if (byName) return byName;
  for (const suffix of NAME_SUFFIXES) {
    if (key.length > suffix.length && key.endsWith(suffix)) {
      const found = table.byName.get(key.slice(0, -suffix.length));
      if (found) return found;
    }
  }
  return undefined;
}

function describe(s: Subdivision): string {
  return s.localName ? `${s.code} (${s.localName}, ${s.name})` : `${s.code} (${s.name})`;
}

function nearest(country: string, table: CountryTable, input: string): Subdivision[] {
  if (countryKey(country) === 'JP') {
    return nearestPrefectures(input).flatMap((p) => table.byCode.get(p.code) ?? []);
  }
  return closest(latinKey(input), table.byName);
}

function hint(country: string, table: CountryTable): Said {
  const cc = countryKey(country);
  return cc === 'JP' ? say('province.hintJp') : say('province.hint', table.example, cc);
}

/**
 * Turns what a user typed into the province value the API takes: the ISO
 * 3166-2 suffix ('CA', 'NSW', and for Japan the 2-digit JIS code '13').
 * Accepts the code in any case, the full ISO form, the English name, and for
 * Japan kanji, kana, romaji and the JIS number. For a country without a table,
 * the input comes back trimmed: there is nothing to check it against.
 */
export function normalizeProvince(country: string, input: string | number): ProvinceResult {
  const table = tableOf(country);
  const given = typeof input === 'number' ? String(input) : input.trim();
  if (!table) return { ok: true, code: given };
  if (given === '') return failed(say('province.empty', hint(country, table)));
  const found = findSubdivision(country, input);
  if (found) return { ok: true, code: found.code };

  const cc = countryKey(country);
  const otherCountry = /^([A-Za-z]{2})-/.exec(nfkc(given))?.[1]?.toUpperCase();
  if (otherCountry && otherCountry !== cc) {
    return failed(say('province.otherCountry', given, otherCountry, cc, hint(country, table)));
  }
  const guesses = nearest(country, table, given).slice(0, 3);
  return failed(say('province.unknown', given, table.noun, hint(country, table), guesses.map(describe)));
}

/**
 * True when the value is already in a form the API takes: the code or the full
 * ISO form, upper-case, as is ('CA', 'US-CA', '13', 'JP-13'). A name is not a
 * code. For a country without a table any value is accepted, since there is no
 * code to demand — so the sandbox may call this for every address.
 */
export function isProvinceCode(country: string, value: string): boolean {
  const table = tableOf(country);
  if (!table) return true;
  const cc = countryKey(country);
  const code = value.startsWith(`${cc}-`) ? value.slice(cc.length + 1) : value;
  return table.byCode.has(code);
}

/**
 * The code to suggest for a value that is not one ('California' → 'CA',
 * 'ca' → 'CA', 'Califronia' → 'CA'), or undefined when nothing is close
 * enough or the country has no table.
 */
export function suggestProvinceCode(country: string, value: string): string | undefined {
  const table = tableOf(country);
  if (!table) return undefined;
  const found = findSubdivision(country, value);
  if (found) return found.code;
  const guesses = nearest(country, table, value);
  return guesses.length === 1 ? guesses[0]?.code : undefined;
}

/** The English name of a subdivision code ('CA' → 'California', '13' → 'Tokyo'). */
export function provinceName(country: string, code: string): string | undefined {
  return findSubdivision(country, code)?.name;
}

/** The prefecture an address province (JP code, 'JP-13', kanji, kana or romaji) names. */
export function prefectureFromProvince(province: string | number): Prefecture | undefined {
  return findPrefecture(province);
}
