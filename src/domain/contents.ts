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
  fieldPath,
  integerIssue,
  isPlainObject,
  listOf,
  numberIssue,
  report,
  show,
  stringIssue,
  type Problem,
} from './problems.js';
import { BILL_TO_PARTIES, normalizeParty, TAX_NUMBER_FIELDS } from './tax.js';

/** UPS freight services need a parcel heavier than 70 kg or with a side longer than 154 cm. */
export const UPS_FREIGHT_MIN_WEIGHT_G = 70_000;
export const UPS_FREIGHT_MIN_SIDE_CM = 154;

/** hs_code after removing the dots and spaces people copy from tariff books: 6 to 10 digits. */
export function normalizeHsCode(v: string): string {
  return v.replace(/[.\s]/g, '');
}

export function hsCodeIssue(v: unknown): string | undefined {
  const want = 'must be a customs tariff (HS) code of 6 to 10 digits, dots allowed (6109.10 or 610910)';
  if (typeof v !== 'string')
    return `${want}; got ${show(v)}${typeof v === 'number' ? ': send it as a string' : ''}`;
  return /^\d{6,10}$/.test(normalizeHsCode(v)) ? undefined : `${want}; got ${show(v)}`;
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
    if (options.required)
      out.push({
        field: path,
        issue:
          'required: a non-empty array of products {name, quantity, price, weight, hs_code, origin_country}',
      });
    return out;
  }
  if (!Array.isArray(v)) return [{ field: path, issue: `must be an array of products; got ${show(v)}` }];
  if (options.required && v.length === 0)
    return [{ field: path, issue: 'must contain at least one product' }];
  v.forEach((p, i) => {
    const at = (m?: string) => fieldPath(path, i, m);
    if (!isPlainObject(p)) {
      out.push({ field: at(), issue: `must be a product object; got ${show(p)}` });
      return;
    }
    const need = (m: string, check: (x: unknown) => string | undefined, what: string) => {
      if (p[m] === undefined || p[m] === null) {
        if (options.full) out.push({ field: at(m), issue: `required on international shipments: ${what}` });
      } else report(out, at(m), check(p[m]));
    };
    if (p.name === undefined || p.name === null)
      out.push({ field: at('name'), issue: 'required: the product name' });
    else report(out, at('name'), stringIssue(p.name, { nonEmpty: true }));
    need('quantity', (x) => integerIssue(x, { min: 1 }), 'the number of units, an integer of at least 1');
    need('price', (x) => numberIssue(x, { min: 0 }), 'the unit price, a number of at least 0');
    need(
      'weight',
      (x) => numberIssue(x, { min: 0, exclusiveMin: true, unit: 'grams' }),
      'the unit weight in grams',
    );
    need('hs_code', hsCodeIssue, 'the HS tariff code, 6 to 10 digits');
    need('origin_country', countryIssue, 'the country of manufacture, ISO alpha-2 (JP)');
    for (const m of PRODUCT_STRINGS)
      if (p[m] !== undefined && p[m] !== null) report(out, at(m), stringIssue(p[m]));
  });
  return out;
}

/** weight is required; amount defaults to 1; width/height/depth go together. */
export function validateParcels(v: unknown, options: { path?: string; required: boolean }): Problem[] {
  const path = options.path ?? 'parcels';
  if (v === undefined || v === null) {
    return options.required
      ? [
          {
            field: path,
            issue:
              'required for international shipments: an array of parcels {weight (g), amount, width, height, depth (cm)}',
          },
        ]
      : [];
  }
  if (!Array.isArray(v)) return [{ field: path, issue: `must be an array of parcels; got ${show(v)}` }];
  if (options.required && v.length === 0) return [{ field: path, issue: 'must contain at least one parcel' }];
  const out: Problem[] = [];
  v.forEach((p, i) => {
    const at = (m?: string) => fieldPath(path, i, m);
    if (!isPlainObject(p)) {
      out.push({ field: at(), issue: `must be a parcel object; got ${show(p)}` });
      return;
    }
    if (p.weight === undefined || p.weight === null)
      out.push({ field: at('weight'), issue: 'required: the parcel weight in grams' });
    else report(out, at('weight'), numberIssue(p.weight, { min: 0, exclusiveMin: true, unit: 'grams' }));
    if (p.amount !== undefined && p.amount !== null)
      report(out, at('amount'), integerIssue(p.amount, { min: 1 }));
    const dims = ['width', 'height', 'depth'] as const;
    const given = dims.filter((d) => p[d] !== undefined && p[d] !== null);
    for (const d of given) report(out, at(d), numberIssue(p[d], { min: 0, exclusiveMin: true, unit: 'cm' }));
    if (given.length > 0 && given.length < 3) {
      for (const d of dims.filter((x) => !given.includes(x))) {
        out.push({
          field: at(d),
          issue: 'required with the other dimensions: give width, height and depth in cm',
        });
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
    {
      field: 'parcels',
      issue: `${service} needs a parcel heavier than ${UPS_FREIGHT_MIN_WEIGHT_G} g (70 kg) or with a side longer than ${UPS_FREIGHT_MIN_SIDE_CM} cm; use another UPS service for smaller parcels`,
    },
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
    if (options.required)
      problems.push({
        field: path,
        issue: 'required for international shipments: {duty_paid, content_type, …}',
      });
    return { problems, warnings };
  }
  if (!isPlainObject(v))
    return { problems: [{ field: path, issue: `must be an object; got ${show(v)}` }], warnings };
  if (v.duty_paid !== undefined && v.duty_paid !== null)
    report(problems, `${path}.duty_paid`, booleanIssue(v.duty_paid));
  for (const m of CUSTOMS_STRINGS) {
    if (v[m] !== undefined && v[m] !== null) report(problems, `${path}.${m}`, stringIssue(v[m]));
  }
  const ct = v.content_type;
  if (typeof ct === 'string' && !(CUSTOMS_CONTENT_TYPES_SEEN as readonly string[]).includes(ct)) {
    warnings.push({
      field: `${path}.content_type`,
      issue: `${show(ct)} is not one of the values known to work (${listOf(CUSTOMS_CONTENT_TYPES_SEEN)}); the carrier may refuse it`,
    });
  }
  for (const k of Object.keys(v)) {
    if (!KNOWN_CUSTOMS_MEMBERS.has(k))
      warnings.push({
        field: `${path}.${k}`,
        issue: 'is not a customs member known to the spec; it may be ignored',
      });
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
  if (ctx.international === false)
    return [{ field: 'bill_to', issue: 'is for international shipments only; remove it' }];
  if (ctx.carrier && !(OPTION_CARRIERS.bill_to as readonly CarrierType[]).includes(ctx.carrier)) {
    return [
      {
        field: 'bill_to',
        issue: `is supported by ${listOf(OPTION_CARRIERS.bill_to)} only, not ${ctx.carrier}; remove it (customs.duty_paid decides who pays duties)`,
      },
    ];
  }
  if (!isPlainObject(v))
    return [{ field: 'bill_to', issue: `must be an object {duties, …}; got ${show(v)}` }];
  const out: Problem[] = [];
  for (const m of ['freight', 'duties'] as const) {
    if (v[m] !== undefined && v[m] !== null && !normalizeParty(v[m])) {
      out.push({
        field: `bill_to.${m}`,
        issue: `must be one of ${listOf(BILL_TO_PARTIES)}; got ${show(v[m])}`,
      });
    }
  }
  return out;
}
