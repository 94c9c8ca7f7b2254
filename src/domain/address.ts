// Address objects (spec 2.1, 2.14) and the carrier limits on them (spec 4.1
// rule 3, 8.3). validateAddress checks what is on the wire; normalizeAddressInput
// turns what a person typed into that wire form first (the CLI calls it before
// validating, the sandbox never does: it must refuse what the live API refuses).
import type { CarrierType } from './catalog.js';
import { countryIssue, isCountryCode } from './countries.js';
import { isProvinceCode, normalizeJpZip, normalizeProvince, suggestProvinceCode } from './geo/index.js';
import { DHL_ADDRESS_LINE_MAX, DHL_ADDRESS_TOTAL_MAX } from './limits.js';
import { charCount, isNonEmptyString, isPlainObject, show, type Problem } from './problems.js';

export const ADDRESS_FIELDS = [
  'full_name',
  'company',
  'email',
  'phone',
  'country',
  'zip',
  'province',
  'city',
  'address1',
  'address2',
  'extra',
] as const;

/** Warehouse addresses add these (spec 2.1); company_name* are the spellings of spec 2.14. */
export const WAREHOUSE_EXTRA_FIELDS = [
  'full_name_kanji',
  'company_kanji',
  'address1_kanji',
  'address2_kanji',
  'extra_kanji',
  'province_kanji',
  'company_name',
  'company_name_kanji',
] as const;

export type AddressRole = 'to' | 'from' | 'order_to' | 'saved' | 'warehouse';

export interface AddressContext {
  /** Wire path of the address: 'to_address', 'from_address', '' for a flat body. */
  path: string;
  role: AddressRole;
  carrier?: CarrierType;
  service?: string;
}

const JP_ZIP = /^\d{3}-?\d{4}$/;

/** One limit per carrier; other carriers' limits are not published (spec 8.3). */
export function addressLineLimits(
  carrier: CarrierType | undefined,
): { line: number; total: number } | undefined {
  return carrier === 'dhl' ? { line: DHL_ADDRESS_LINE_MAX, total: DHL_ADDRESS_TOTAL_MAX } : undefined;
}

export function validateAddress(addr: unknown, ctx: AddressContext): Problem[] {
  const at = (m: string) => (ctx.path ? `${ctx.path}.${m}` : m);
  const where = ctx.path || 'address';
  if (addr === undefined || addr === null)
    return [
      {
        field: where,
        issue: 'required: an address object {full_name, country, zip, province, city, address1, …}',
      },
    ];
  if (!isPlainObject(addr)) return [{ field: where, issue: `must be an address object; got ${show(addr)}` }];
  const out: Problem[] = [];
  const members = ctx.role === 'warehouse' ? [...ADDRESS_FIELDS, ...WAREHOUSE_EXTRA_FIELDS] : ADDRESS_FIELDS;
  for (const m of members) {
    const v = addr[m];
    if (v !== undefined && v !== null && typeof v !== 'string') {
      const hint = typeof v === 'number' ? `: send it as a string ("${v}")` : '';
      out.push({ field: at(m), issue: `must be a string; got ${show(v)}${hint}` });
    }
  }
  const str = (m: string): string | undefined =>
    typeof addr[m] === 'string' ? (addr[m] as string) : undefined;

  const country = addr.country;
  const labelRole = ctx.role === 'to' || ctx.role === 'from';
  if (country === undefined || country === null || country === '') {
    if (ctx.role !== 'saved')
      out.push({ field: at('country'), issue: 'required: the ISO 3166-1 alpha-2 country code (JP, US, …)' });
  } else if (typeof country === 'string') {
    const issue = countryIssue(country);
    if (issue) out.push({ field: at('country'), issue });
  }

  const name = isNonEmptyString(addr.full_name) || isNonEmptyString(addr.company);
  if ((labelRole || ctx.role === 'order_to') && !name) {
    out.push({
      field: at('full_name'),
      issue: `required: give full_name or company${ctx.role === 'order_to' ? ' for the order recipient' : ''}`,
    });
  }
  if ((labelRole || ctx.role === 'order_to') && !isNonEmptyString(addr.address1)) {
    out.push({ field: at('address1'), issue: 'required: the street address line' });
  }

  const zip = str('zip');
  if (country === 'JP') {
    if (zip !== undefined && zip !== '' && !JP_ZIP.test(zip)) {
      const fixed = normalizeJpZip(zip);
      out.push({
        field: at('zip'),
        issue: `must be a 7-digit Japanese postal code (1000001 or 100-0001); got ${show(zip)}${fixed ? `: use "${fixed}"` : ''}`,
      });
    } else if ((zip === undefined || zip === '') && labelRole) {
      out.push({
        field: at('zip'),
        issue: 'required for an address in Japan: the 7-digit postal code (1000001)',
      });
    }
  }

  const province = str('province');
  if (
    province !== undefined &&
    province !== '' &&
    isCountryCode(country) &&
    !isProvinceCode(country, province)
  ) {
    const suggestion = suggestProvinceCode(country, province);
    const normalized = normalizeProvince(country, province);
    out.push({
      field: at('province'),
      issue: suggestion
        ? `must be a code, not a name, for ${country}: use "${suggestion}" for ${show(province)}`
        : `must be a subdivision code for ${country}: ${normalized.ok ? `use "${normalized.code}"` : normalized.issue}`,
    });
  }

  const limits = addressLineLimits(ctx.carrier);
  if (limits) {
    const a1 = charCount(str('address1') ?? '');
    const a2 = charCount(str('address2') ?? '');
    const carrier = ctx.carrier as string;
    if (a1 > limits.line)
      out.push({
        field: at('address1'),
        issue: `is ${a1} characters; ${carrier} allows at most ${limits.line}: move the rest to address2`,
      });
    if (a2 > limits.line)
      out.push({
        field: at('address2'),
        issue: `is ${a2} characters; ${carrier} allows at most ${limits.line}: shorten it or move part to extra`,
      });
    if (a1 <= limits.line && a2 <= limits.line && a1 + a2 > limits.total) {
      out.push({
        field: at('address2'),
        issue: `address1 and address2 together are ${a1 + a2} characters; ${carrier} allows at most ${limits.total} combined: shorten them`,
      });
    }
  }

  const email = str('email');
  if (email !== undefined && email !== '' && !looksLikeEmail(email)) {
    out.push({
      field: at('email'),
      issue: `must be an e-mail address (name@example.com); got ${show(email)}`,
    });
  }
  return out;
}

export function looksLikeEmail(v: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}

/**
 * What a person typed → the wire form: strings trimmed, the country upper-cased,
 * the province turned into its code, a Japanese zip into 7 digits. Problems
 * are what could not be normalized, with the fix.
 */
export function normalizeAddressInput<T extends Record<string, unknown>>(
  addr: T,
  path = '',
): { address: T; problems: Problem[] } {
  const at = (m: string) => (path ? `${path}.${m}` : m);
  const out: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [k, v] of Object.entries(addr)) out[k] = typeof v === 'string' ? v.trim() : v;
  if (typeof out.country === 'string') out.country = out.country.normalize('NFKC').toUpperCase();
  const country = out.country;
  if (country === 'JP' && (typeof out.zip === 'string' || typeof out.zip === 'number') && out.zip !== '') {
    const zip = normalizeJpZip(out.zip);
    if (zip) out.zip = zip;
    else
      problems.push({
        field: at('zip'),
        issue: `${show(out.zip)} is not a 7-digit Japanese postal code: give it as 1000001 or 100-0001`,
      });
  }
  if (
    typeof country === 'string' &&
    isCountryCode(country) &&
    (typeof out.province === 'string' || typeof out.province === 'number') &&
    out.province !== ''
  ) {
    const r = normalizeProvince(country, out.province);
    if (r.ok) out.province = r.code;
    else problems.push({ field: at('province'), issue: r.issue });
  }
  return { address: out as T, problems };
}

/** Members of a saved address a label could use (a name, a street, a postal code). */
const USABLE_SAVED_MEMBERS = ['full_name', 'company', 'address1', 'zip'] as const;

/**
 * An address-book entry (4.11): the address rules, and something a label could
 * use. `{}` would take one of the 50 slots (8.3) for ever: there is no delete endpoint.
 */
export function validateSavedAddress(body: unknown): Problem[] {
  const out = validateAddress(body, { path: '', role: 'saved' });
  if (isPlainObject(body) && !USABLE_SAVED_MEMBERS.some((m) => isNonEmptyString(body[m]))) {
    out.push({
      field: 'address',
      issue:
        'has nothing a label could use: give at least full_name or company, address1 or zip (entries cannot be deleted and count against the 50)',
    });
  }
  return out;
}
