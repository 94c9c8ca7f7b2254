// Address objects (spec 2.1, 2.14) and the carrier limits on them (spec 4.1
// rule 3, 8.3). validateAddress checks what is on the wire; normalizeAddressInput
// turns what a person typed into that wire form first (the CLI calls it before
// validating, the sandbox never does: it must refuse what the live API refuses).
import { printedTextProblems } from './body-shape.js';
import type { CarrierType } from './catalog.js';
import { countryIssue, isCountryCode } from './countries.js';
import { isProvinceCode, normalizeJpZip, normalizeProvince, suggestProvinceCode } from './geo/index.js';
import { fullWidthLength } from './address-lines.js';
import { DHL_ADDRESS_LINE_MAX, DHL_ADDRESS_TOTAL_MAX, DOMESTIC_ADDRESS_LINE_MAX } from './limits.js';
import { charCount, isNonEmptyString, isPlainObject, problem, say, show, type Problem } from './problems.js';
import { normalizeJpPhone } from './phone.js';

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
  if (addr === undefined || addr === null) return [problem(where, say('address.required'))];
  if (!isPlainObject(addr)) return [problem(where, say('address.notObject', show(addr)))];
  const out: Problem[] = [];
  const members = ctx.role === 'warehouse' ? [...ADDRESS_FIELDS, ...WAREHOUSE_EXTRA_FIELDS] : ADDRESS_FIELDS;
  for (const m of members) {
    const v = addr[m];
    if (v !== undefined && v !== null && typeof v !== 'string') {
      out.push(
        problem(
          at(m),
          typeof v === 'number'
            ? say('value.stringOfNumber', show(v), String(v))
            : say('value.string', show(v)),
        ),
      );
    }
  }
  const str = (m: string): string | undefined =>
    typeof addr[m] === 'string' ? (addr[m] as string) : undefined;

  const country = addr.country;
  const labelRole = ctx.role === 'to' || ctx.role === 'from';
  if (country === undefined || country === null || country === '') {
    if (ctx.role !== 'saved') out.push(problem(at('country'), say('address.countryRequired')));
  } else if (typeof country === 'string') {
    const issue = countryIssue(country);
    if (issue) out.push(problem(at('country'), issue));
  }

  const name = isNonEmptyString(addr.full_name) || isNonEmptyString(addr.company);
  if ((labelRole || ctx.role === 'order_to') && !name) {
    out.push(
      problem(
        at('full_name'),
        say(ctx.role === 'order_to' ? 'address.orderNameRequired' : 'address.nameRequired'),
      ),
    );
  }
  if ((labelRole || ctx.role === 'order_to') && !isNonEmptyString(addr.address1)) {
    out.push(problem(at('address1'), say('address.address1Required')));
  }

  const zip = str('zip');
  if (country === 'JP') {
    if (zip !== undefined && zip !== '' && !JP_ZIP.test(zip)) {
      const fixed = normalizeJpZip(zip);
      out.push(
        problem(
          at('zip'),
          fixed ? say('address.zipFormatUse', show(zip), fixed) : say('address.zipFormat', show(zip)),
        ),
      );
    } else if ((zip === undefined || zip === '') && labelRole) {
      out.push(problem(at('zip'), say('address.zipRequired')));
    }
    // The number a driver calls: the numbering plan's length for its prefix (the client puts a
    // dropped leading 0 back and says so; a body that still lacks it is refused here).
    const phone = str('phone');
    if (phone !== undefined && phone !== '' && labelRole) {
      const r = normalizeJpPhone(phone);
      if (!r.ok) out.push(problem(at('phone'), r.said));
      else if (r.restored) out.push(problem(at('phone'), say('phone.missingZero', phone, r.phone)));
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
    out.push(
      problem(
        at('province'),
        suggestion
          ? say('address.provinceName', country, suggestion, show(province))
          : normalized.ok
            ? say('address.provinceCodeUse', country, normalized.code)
            : say('address.provinceCode', country, normalized.said ?? normalized.issue),
      ),
    );
  }

  const limits = addressLineLimits(ctx.carrier);
  if (limits) {
    const a1 = charCount(str('address1') ?? '');
    const a2 = charCount(str('address2') ?? '');
    const carrier = ctx.carrier as string;
    if (a1 > limits.line)
      out.push(problem(at('address1'), say('address.address1TooLong', a1, carrier, limits.line)));
    if (a2 > limits.line)
      out.push(problem(at('address2'), say('address.address2TooLong', a2, carrier, limits.line)));
    if (a1 <= limits.line && a2 <= limits.line && a1 + a2 > limits.total) {
      out.push(problem(at('address2'), say('address.linesTooLong', a1 + a2, carrier, limits.total)));
    }
  }

  const lines = ctx.carrier ? DOMESTIC_ADDRESS_LINE_MAX[ctx.carrier] : undefined;
  // The recipient's lines; the sender's are the warehouse's kanji fields on a domestic label.
  if (lines && ctx.role === 'to') {
    for (const m of ['address1', 'address2', 'extra'] as const) {
      const max = lines[m];
      const n = fullWidthLength(str(m) ?? '');
      if (max !== undefined && n > max)
        out.push(problem(at(m), say('address.lineTooLong', n, ctx.carrier as string, max)));
    }
  }

  const email = str('email');
  if (email !== undefined && email !== '' && !looksLikeEmail(email)) {
    out.push(problem(at('email'), say('address.email', show(email))));
  }
  return out;
}

export function looksLikeEmail(v: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}

/**
 * What a person typed → the wire form: strings trimmed, the country upper-cased,
 * the province turned into its code, a Japanese zip into 7 digits, a Japanese phone
 * checked against the numbering plan (its dropped leading 0 put back). Problems are
 * what could not be normalized, with the fix; notes, what was repaired.
 */
export function normalizeAddressInput<T extends Record<string, unknown>>(
  addr: T,
  path = '',
): { address: T; problems: Problem[]; notes: Problem[] } {
  const at = (m: string) => (path ? `${path}.${m}` : m);
  const out: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [k, v] of Object.entries(addr)) out[k] = typeof v === 'string' ? v.trim() : v;
  if (typeof out.country === 'string') out.country = out.country.normalize('NFKC').toUpperCase();
  const country = out.country;
  if (country === 'JP' && (typeof out.zip === 'string' || typeof out.zip === 'number') && out.zip !== '') {
    const zip = normalizeJpZip(out.zip);
    if (zip) out.zip = zip;
    else problems.push(problem(at('zip'), say('address.zipTyped', show(out.zip))));
  }
  const notes: Problem[] = [];
  if (
    country === 'JP' &&
    (typeof out.phone === 'string' || typeof out.phone === 'number') &&
    out.phone !== ''
  ) {
    const r = normalizeJpPhone(out.phone);
    if (!r.ok) problems.push(problem(at('phone'), r.said));
    else {
      // A number already written in plain digits and hyphens stays as the packer wrote it.
      const plain = typeof out.phone === 'string' && /^[\d-]+$/.test(out.phone);
      if (r.restored || !plain) out.phone = r.phone;
      if (r.restored) notes.push(problem(at('phone'), r.restored));
    }
  }
  if (
    typeof country === 'string' &&
    isCountryCode(country) &&
    (typeof out.province === 'string' || typeof out.province === 'number') &&
    out.province !== ''
  ) {
    const r = normalizeProvince(country, out.province);
    if (r.ok) out.province = r.code;
    else problems.push(problem(at('province'), r.said ?? r.issue));
  }
  return { address: out as T, problems, notes };
}

/** Members of a saved address a label could use (a name, a street, a postal code). */
const USABLE_SAVED_MEMBERS = ['full_name', 'company', 'address1', 'zip'] as const;

/**
 * An address-book entry (4.11): the address rules, and something a label could
 * use. `{}` would take one of the 50 slots (8.3) for ever: there is no delete endpoint.
 */
export function validateSavedAddress(body: unknown): Problem[] {
  const out = validateAddress(body, { path: '', role: 'saved' });
  if (isPlainObject(body)) out.push(...printedTextProblems(body, ['']));
  if (isPlainObject(body) && !USABLE_SAVED_MEMBERS.some((m) => isNonEmptyString(body[m]))) {
    out.push(problem('address', say('address.nothingUsable')));
  }
  return out;
}
