// What an international label needs of its recipient beyond a name and a street, per
// carrier and destination. The spec marks no address member required on shipments
// (2.1); these are our reading of the carriers (rules.ts: inferred), so they refuse in
// the sandbox and with --strict and only warn against the live service. The CLI's
// questions for a foreign recipient read the same answers (recipientNeeds).
import { CARRIERS, type CarrierType } from './catalog.js';
import { isCountryCode } from './countries.js';
import {
  countryHasProvinceCodes,
  postalCodeExample,
  postalCodeName,
  subdivisionWords,
  usesPostalCodes,
} from './geo/index.js';
import { isNonEmptyString, isPlainObject, problem, say, type Problem } from './problems.js';

/**
 * Carriers whose labels need the recipient's postal code wherever the country has postal
 * codes: the express integrators route and rate by it (and pegasus ships through them).
 */
export const POSTAL_CODE_CARRIERS: readonly CarrierType[] = ['dhl', 'fedex', 'ups', 'pegasus'];

/** Destinations where those carriers also need the state or province, as its code (spec 2.1). */
export const PROVINCE_CODE_COUNTRIES: readonly string[] = ['US', 'CA'];

export interface RecipientNeeds {
  zip: boolean;
  city: boolean;
  province: boolean;
}

const NONE: RecipientNeeds = { zip: false, city: false, province: false };

/**
 * What `carrier` needs of a recipient in `country` beyond a name and a street: nothing for a
 * domestic carrier or an address in Japan (the Japanese rules are validateAddress's); a city
 * for every international label; the postal code and the state where the carrier needs them.
 */
export function recipientNeeds(carrier: CarrierType | undefined, country: unknown): RecipientNeeds {
  if (!carrier || CARRIERS[carrier].class !== 'international' || !isCountryCode(country) || country === 'JP')
    return NONE;
  const express = POSTAL_CODE_CARRIERS.includes(carrier);
  return {
    zip: express && usesPostalCodes(country),
    city: true,
    province: express && PROVINCE_CODE_COUNTRIES.includes(country) && countryHasProvinceCodes(country),
  };
}

/** to_address against recipientNeeds: each member the carrier needs and the address lacks. */
export function checkDestinationAddress(
  to: unknown,
  options: { carrier?: CarrierType; path?: string },
): Problem[] {
  if (!isPlainObject(to) || !options.carrier) return [];
  const country = to.country;
  const needs = recipientNeeds(options.carrier, country);
  const at = (m: string) => `${options.path ?? 'to_address'}.${m}`;
  const carrier = options.carrier;
  const toCountry = String(country);
  const out: Problem[] = [];
  if (needs.zip && !isNonEmptyString(to.zip)) {
    const example = postalCodeExample(String(country));
    out.push(
      problem(at('zip'), say('destination.zip', carrier, toCountry, postalCodeName(toCountry), example)),
    );
  }
  if (needs.city && !isNonEmptyString(to.city))
    out.push(problem(at('city'), say('destination.city', carrier, toCountry)));
  if (needs.province && !isNonEmptyString(to.province)) {
    const words = subdivisionWords(String(country));
    out.push(
      problem(at('province'), say('destination.province', carrier, toCountry, words?.noun, words?.example)),
    );
  }
  return out;
}
