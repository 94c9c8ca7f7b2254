// Which countries use postal codes, and what each calls them: the questions a person
// answers for a foreign recipient ("ZIP code" in the US, "postcode" in the UK) and the
// rule that carriers need one (domain/destination.ts) both read this.
import { lazy } from '../lazy.js';

// Countries whose addresses carry no postal code (the list carriers and address
// standards such as Google's address data agree on). Anything else is taken to use one.
const WITHOUT_POSTAL_CODES = lazy(
  (): ReadonlySet<string> =>
    new Set(
      (
        'AE AG AO AW BF BI BJ BO BQ BS BW BZ CD CF CG CI CK CM CW DJ DM ER FJ GA GD GH GM GQ GY HK JM KI KM ' +
        'KN KP LY ML MO MR MW NR NU QA RW SB SC SL SO SR SS ST SX SY TD TF TG TK TL TO TT TV UG VU YE ZW'
      ).split(' '),
    ),
);

/** True unless the country's addresses carry no postal code (Hong Kong, the UAE, Qatar…). */
export const usesPostalCodes = (country: string): boolean => !WITHOUT_POSTAL_CODES().has(country);

const US_ZIP = ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM'];

const POSTAL_CODE_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(US_ZIP.map((c) => [c, 'ZIP code'])),
  GB: 'postcode',
  AU: 'postcode',
  NZ: 'postcode',
  IE: 'Eircode',
  IN: 'PIN code',
  BR: 'CEP',
};

/** What the country calls its postal code: "ZIP code" (US), "postcode" (GB), else "postal code". */
export const postalCodeName = (country: string): string => POSTAL_CODE_NAMES[country] ?? 'postal code';

const POSTAL_CODE_EXAMPLES: Readonly<Record<string, string>> = {
  US: '94105',
  GB: 'SW1A 1AA',
  CA: 'K1A 0B1',
  AU: '2000',
  NZ: '6011',
  IE: 'D02 X285',
  IN: '110001',
  BR: '01310-100',
  DE: '10115',
  FR: '75001',
  CN: '100000',
  KR: '04524',
  SG: '018956',
};

/** A postal code of the country to show in a question or an issue, when one is known. */
export const postalCodeExample = (country: string): string | undefined => POSTAL_CODE_EXAMPLES[country];
