// Country and currency codes. Addresses carry ISO 3166-1 alpha-2 codes (spec
// 2.1), currencies ISO 4217 codes (spec 2.4). The country list is checked for
// membership so a typo such as "UK" (the ISO code is GB) is caught before a
// carrier refuses it; currencies are checked for shape only, since carriers
// accept different subsets and the spec names none.
import { lazy } from './lazy.js';
import { english, say, show, type Said } from './problems.js';

const ISO_3166_ALPHA2 =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS ' +
  'MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
  'RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW ' +
  'TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

// XK (Kosovo) is user-assigned in ISO 3166 but carriers (DHL, UPS) use it.
const countryCodes = lazy((): ReadonlySet<string> => new Set([...ISO_3166_ALPHA2.split(' '), 'XK']));

/** The 27 member states of the European Union: the IOSS destinations (spec 2.8). */
export const EU_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

export const isCountryCode = (v: unknown): v is string => typeof v === 'string' && countryCodes().has(v);
export const isEuCountry = (code: string): boolean => EU_COUNTRIES.includes(code);

// Common non-ISO spellings people type, mapped to the code to suggest.
const COUNTRY_HINTS: Readonly<Record<string, string>> = { UK: 'GB', EL: 'GR', JPN: 'JP', USA: 'US' };

/** An issue for a country value, or undefined when it is a valid uppercase alpha-2 code. */
export function countryIssue(v: unknown): Said | undefined {
  if (isCountryCode(v)) return undefined;
  if (typeof v !== 'string') return say('country.code', show(v));
  const upper = v.trim().toUpperCase();
  if (upper !== v && countryCodes().has(upper)) return say('country.codeUse', upper);
  const hinted = COUNTRY_HINTS[upper];
  if (hinted) return say('country.codeHint', v, hinted);
  return say('country.code', show(v));
}

let currencies: ReadonlySet<string> | undefined;
/** The ISO 4217 codes of the currencies in use, as this runtime's ICU knows them (162 in Node 20). */
const currencyCodes = (): ReadonlySet<string> => (currencies ??= new Set(Intl.supportedValuesOf('currency')));

/** Names people write for a currency, and its code. */
const CURRENCY_HINTS: Readonly<Record<string, string>> = {
  YEN: 'JPY',
  円: 'JPY',
  JPN: 'JPY',
  RMB: 'CNY',
  元: 'CNY',
  EURO: 'EUR',
  DOLLAR: 'USD',
  US$: 'USD',
  $: 'USD',
  WON: 'KRW',
  NTD: 'TWD',
};

/** An issue for a currency value, in English (config keys take it as text). */
export function currencyIssue(v: unknown): string | undefined {
  const said = currencySaid(v);
  return said && english(said);
}

export function currencySaid(v: unknown): Said | undefined {
  if (typeof v === 'string' && /^[A-Z]{3}$/.test(v) && currencyCodes().has(v)) return undefined;
  if (typeof v !== 'string') return say('currency.code', show(v));
  const upper = v.normalize('NFKC').trim().toUpperCase();
  if (upper !== v && currencyCodes().has(upper)) return say('currency.codeUse', upper);
  const hinted = CURRENCY_HINTS[upper];
  if (hinted) return say('currency.codeHint', v, hinted);
  return say('currency.code', show(v));
}
