// What an international shipment carries: products (2.2), parcels (2.3),
// customs (2.8) and bill_to (2.9), plus the UPS freight rule (2.17, 4.8).
// Units follow the live notes: grams and centimetres.
import {
  CUSTOMS_CONTENT_TYPES_SEEN,
  OPTION_CARRIERS,
  UPS_FREIGHT_SERVICES,
  type CarrierType,
} from './catalog.js';
import { countryIssue } from './countries.js';
import {
  booleanIssue,
  english,
  fieldPath,
  integerIssue,
  isPlainObject,
  numberIssue,
  problem,
  report,
  say,
  show,
  stringIssue,
  type Problem,
  type Said,
} from './problems.js';
import { BILL_TO_PARTIES, normalizeParty, TAX_NUMBER_FIELDS } from './tax.js';

/** UPS freight services need a parcel heavier than 70 kg or with a side longer than 154 cm. */
export const UPS_FREIGHT_MIN_WEIGHT_G = 70_000;
export const UPS_FREIGHT_MIN_SIDE_CM = 154;

/** hs_code after removing the dots and spaces people copy from tariff books: 6 to 10 digits. */
export function normalizeHsCode(v: string): string {
  return v.replace(/[.\s]/g, '');
}

/** The hs_code issue in English, for callers that take text. */
export function hsCodeIssue(v: unknown): string | undefined {
  const said = hsCodeSaid(v);
  return said && english(said);
}

export function hsCodeSaid(v: unknown): Said | undefined {
  if (typeof v !== 'string')
    return typeof v === 'number'
      ? say('products.hsCodeNumber', show(v))
      : say('products.hsCodeFormat', show(v));
  return /^\d{6,10}$/.test(normalizeHsCode(v)) ? undefined : say('products.hsCodeFormat', show(v));
}

const PRODUCT_STRINGS = ['hs_description', 'item_id', 'sku', 'mpn', 'barcode'] as const;

/**
 * `full`: every member a customs declaration needs (international shipments);
 * otherwise only the members present are checked and name is required.
 */
export function validateProducts(
  v: unknown,
  options: { path?: string; full: boolean; required: boolean },
): Problem[] {
  const path = options.path ?? 'products';
  const out: Problem[] = [];
  if (v === undefined || v === null) {
    if (options.required) out.push(problem(path, say('products.required')));
    return out;
  }
  if (!Array.isArray(v)) return [problem(path, say('products.notArray', show(v)))];
  if (options.required && v.length === 0) return [problem(path, say('products.empty'))];
  v.forEach((p, i) => {
    const at = (m?: string) => fieldPath(path, i, m);
    if (!isPlainObject(p)) {
      out.push(problem(at(), say('products.notObject', show(p))));
      return;
    }
    const need = (m: string, check: (x: unknown) => Said | undefined, what: Said) => {
      if (p[m] === undefined || p[m] === null) {
        if (options.full) out.push(problem(at(m), say('products.requiredAbroad', what)));
      } else report(out, at(m), check(p[m]));
    };
    if (p.name === undefined || p.name === null) out.push(problem(at('name'), say('products.nameRequired')));
    else report(out, at('name'), stringIssue(p.name, { nonEmpty: true }));
    need('quantity', (x) => integerIssue(x, { min: 1 }), say('products.quantity'));
    need('price', (x) => numberIssue(x, { min: 0 }), say('products.price'));
    need(
      'weight',
      (x) => numberIssue(x, { min: 0, exclusiveMin: true, unit: 'grams' }),
      say('products.weight'),
    );
    need('hs_code', hsCodeSaid, say('products.hsCode'));
    need('origin_country', countryIssue, say('products.originCountry'));
    for (const m of PRODUCT_STRINGS)
      if (p[m] !== undefined && p[m] !== null) report(out, at(m), stringIssue(p[m]));
  });
  return out;
}

/** weight is required; amount defaults to 1; width/height/depth go together. */
export function validateParcels(v: unknown, options: { path?: string; required: boolean }): Problem[] {
  const path = options.path ?? 'parcels';
  if (v === undefined || v === null) {
    return options.required ? [problem(path, say('parcels.required'))] : [];
  }
  if (!Array.isArray(v)) return [problem(path, say('parcels.notArray', show(v)))];
  if (options.required && v.length === 0) return [problem(path, say('parcels.empty'))];
  const out: Problem[] = [];
  v.forEach((p, i) => {
    const at = (m?: string) => fieldPath(path, i, m);
    if (!isPlainObject(p)) {
      out.push(problem(at(), say('parcels.notObject', show(p))));
      return;
    }
    if (p.weight === undefined || p.weight === null)
      out.push(problem(at('weight'), say('parcels.weightRequired')));
    else report(out, at('weight'), numberIssue(p.weight, { min: 0, exclusiveMin: true, unit: 'grams' }));
    if (p.amount !== undefined && p.amount !== null)
      report(out, at('amount'), integerIssue(p.amount, { min: 1 }));
    const dims = ['width', 'height', 'depth'] as const;
    const given = dims.filter((d) => p[d] !== undefined && p[d] !== null);
    for (const d of given) report(out, at(d), numberIssue(p[d], { min: 0, exclusiveMin: true, unit: 'cm' }));
    if (given.length > 0 && given.length < 3) {
      for (const d of dims.filter((x) => !given.includes(x))) {
        out.push(problem(at(d), say('parcels.dimensionsTogether')));
      }
    }
  });
  return out;
}

export function qualifiesForUpsFreight(parcels: unknown): boolean {
  if (!Array.isArray(parcels)) return false;
  return parcels.some(
    (p) =>
      isPlainObject(p) &&
      ((typeof p.weight === 'number' && p.weight > UPS_FREIGHT_MIN_WEIGHT_G) ||
        (['width', 'height', 'depth'] as const).some(
          (d) => typeof p[d] === 'number' && (p[d] as number) > UPS_FREIGHT_MIN_SIDE_CM,
        )),
  );
}

export function checkUpsFreight(service: string, parcels: unknown): Problem[] {
  if (!UPS_FREIGHT_SERVICES.includes(service) || qualifiesForUpsFreight(parcels)) return [];
  return [
    problem('parcels', say('parcels.upsFreight', service, UPS_FREIGHT_MIN_WEIGHT_G, UPS_FREIGHT_MIN_SIDE_CM)),
  ];
}

const CUSTOMS_STRINGS = [
  'content_type',
  'invoice_message',
  'consignee_tax_id',
  'ioss_number',
  ...TAX_NUMBER_FIELDS,
] as const;
export const KNOWN_CUSTOMS_MEMBERS: ReadonlySet<string> = new Set(['duty_paid', ...CUSTOMS_STRINGS]);

export function validateCustoms(
  v: unknown,
  options: { path?: string; required: boolean },
): { problems: Problem[]; warnings: Problem[] } {
  const path = options.path ?? 'customs';
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  if (v === undefined || v === null) {
    if (options.required) problems.push(problem(path, say('customs.required')));
    return { problems, warnings };
  }
  if (!isPlainObject(v)) return { problems: [problem(path, say('value.object', show(v)))], warnings };
  if (v.duty_paid !== undefined && v.duty_paid !== null)
    report(problems, `${path}.duty_paid`, booleanIssue(v.duty_paid));
  for (const m of CUSTOMS_STRINGS) {
    if (v[m] !== undefined && v[m] !== null) report(problems, `${path}.${m}`, stringIssue(v[m]));
  }
  const ct = v.content_type;
  if (typeof ct === 'string' && !(CUSTOMS_CONTENT_TYPES_SEEN as readonly string[]).includes(ct)) {
    warnings.push(
      problem(`${path}.content_type`, say('customs.contentType', show(ct), CUSTOMS_CONTENT_TYPES_SEEN)),
    );
  }
  for (const k of Object.keys(v)) {
    if (!KNOWN_CUSTOMS_MEMBERS.has(k)) warnings.push(problem(`${path}.${k}`, say('customs.unknownMember')));
  }
  return { problems, warnings };
}

/**
 * bill_to is fedex-only and international-only (spec 2.9). Its members other
 * than duties are not published: freight and duties are checked as parties,
 * anything else (account numbers of a third party, presumably) passes.
 */
export function validateBillTo(
  v: unknown,
  ctx: { carrier?: CarrierType; international?: boolean },
): Problem[] {
  if (v === undefined || v === null) return [];
  if (ctx.international === false) return [problem('bill_to', say('customs.billToDomestic'))];
  if (ctx.carrier && !(OPTION_CARRIERS.bill_to as readonly CarrierType[]).includes(ctx.carrier)) {
    return [problem('bill_to', say('customs.billToCarrier', OPTION_CARRIERS.bill_to, ctx.carrier))];
  }
  if (!isPlainObject(v)) return [problem('bill_to', say('customs.billToObject', show(v)))];
  const out: Problem[] = [];
  for (const m of ['freight', 'duties'] as const) {
    if (v[m] !== undefined && v[m] !== null && !normalizeParty(v[m])) {
      out.push(problem(`bill_to.${m}`, say('customs.party', BILL_TO_PARTIES, show(v[m]))));
    }
  }
  return out;
}
