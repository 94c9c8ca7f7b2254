// Addresses as people type them → the wire form, before validating: country
// upper-cased, a Japanese zip as 7 digits, the province as its code (東京都, Tokyo,
// 13 → "13"; California → "CA"), and for Japan the prefecture filled in from the
// postal code when it was left out. The normalising rules are the domain's.
import { jpCities, lookupJpZip, postalDataLoaded } from '../../api/postal.js';
import {
  checkJpAddress,
  normalizeAddressInput,
  normalizeJpZip,
  unknownZipProblem,
  withFittedLines,
  type Problem,
} from '../../domain/index.js';
import { issueText } from '../../i18n/issues.js';
import { isMissing, isRecord, type Body } from './body.js';

export type Side = 'to_address' | 'from_address';
const SIDES: readonly Side[] = ['to_address', 'from_address'];

/** Sets country where a side has none (Japan first: a CLI for shipping from Japan). */
export function defaultCountry(body: Body, side: Side, country = 'JP'): void {
  const a = body[side];
  if (isRecord(a) && isMissing(a.country)) a.country = country;
}

/** Normalises both sides; what was repaired (a phone's dropped 0) goes to `notes`, in the reader's language. */
export function normalizeAddresses(body: Body, notes?: string[]): Problem[] {
  const problems: Problem[] = [];
  for (const side of SIDES) {
    const a = body[side];
    if (!isRecord(a)) continue;
    const r = normalizeAddressInput(a, side);
    body[side] = r.address;
    problems.push(...r.problems);
    for (const n of r.notes) notes?.push(`${n.field}: ${issueText(n)}`);
  }
  return problems;
}

/**
 * Japanese addresses against the offline postal data (loaded only when a zip is
 * looked up): a prefecture or city that contradicts the zip (in its field or written at
 * the start of address1) is a problem naming both; otherwise the prefecture and city
 * come from the zip and address1 keeps the town and 番地 only, the building going to
 * address2 (domain/geo/jp-address-check.ts).
 */
export async function fillProvinces(body: Body): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const side of SIDES) {
    const a = body[side];
    if (!isRecord(a) || a.country !== 'JP' || typeof a.zip !== 'string') continue;
    const place = await lookupJpZip(a.zip);
    if (!place) {
      // A code of the wrong shape is already a problem of its own (normalizeAddressInput).
      if (!normalizeJpZip(a.zip)) continue;
      const domestic = isRecord(body.to_address) && body.to_address.country === 'JP';
      if (domestic && (await postalDataLoaded())) problems.push(unknownZipProblem(a, side));
      continue;
    }
    const r = checkJpAddress(a, place, jpCities(), side);
    problems.push(...r.problems);
    Object.assign(a, r.set);
  }
  return problems;
}

/**
 * The recipient's address lines fitted to the carrier's line boxes once the carrier is
 * known (domain/address-lines.ts); returns what moved, for a notice.
 */
export function fitRecipientLines(body: Body, carrier: string | undefined): Problem[] {
  const to = body.to_address;
  if (!isRecord(to)) return [];
  const r = withFittedLines(to, carrier, 'to_address');
  body.to_address = r.address;
  return r.notes;
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
