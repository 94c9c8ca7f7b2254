// Shipper tax registration numbers and who pays (spec 2.8 rules 1–4, 2.9).
// applyTaxRules turns the customs object a client sends into the one the
// service passes to the carrier and stores: at most one number survives.
import { OPTION_CARRIERS, type CarrierType } from './catalog.js';
import { isEuCountry } from './countries.js';
import { isPlainObject } from './problems.js';

/** Each country-specific number and the destination it applies to. */
export const TAX_SCHEMES = {
  uk_vat_number: 'GB',
  abn_number: 'AU',
  ird_number: 'NZ',
  voec_number: 'NO',
  sg_gst_number: 'SG',
  sst_number: 'MY',
} as const satisfies Record<string, string>;
export type TaxNumberField = keyof typeof TAX_SCHEMES;
export const TAX_NUMBER_FIELDS = Object.keys(TAX_SCHEMES) as TaxNumberField[];

/** Carriers taking the six numbers (spec 2.8), with the ones ups ignores. */
export const TAX_NUMBER_CARRIERS: readonly CarrierType[] = ['dhl', 'fedex', 'ups', 'japanpost'];
const IGNORED_BY: Readonly<Partial<Record<CarrierType, readonly TaxNumberField[]>>> = {
  ups: ['uk_vat_number', 'abn_number'],
};

/** IOSS covers consignments to the EU up to this value (spec 2.8). */
export const IOSS_MAX_EUR = 150;

export function carrierTakesTaxNumber(carrier: CarrierType, field: TaxNumberField | 'ioss_number'): boolean {
  if (field === 'ioss_number')
    return (OPTION_CARRIERS.ioss_number as readonly CarrierType[]).includes(carrier);
  return TAX_NUMBER_CARRIERS.includes(carrier) && !(IGNORED_BY[carrier] ?? []).includes(field);
}

/** Rule 2: only letters and digits reach the carrier ("GB 123 4567 89" → "GB123456789"). */
export function stripTaxNumber(v: string): string {
  return v.replace(/[^A-Za-z0-9]/g, '');
}

export interface TaxRulesResult {
  /** The customs object as sent to the carrier and echoed: at most one tax number. */
  customs: Record<string, unknown>;
  /** The number that was used, if any. */
  used?: TaxNumberField | 'ioss_number';
}

/**
 * Rules 1–3. A country number is used when the destination matches its scheme
 * and the carrier takes it; then ioss_number is dropped. Otherwise ioss_number
 * is kept for EU destinations with a carrier that takes it. Everything else is
 * silently ignored (rule 1: all six may be sent on every request), so this
 * never reports problems. IOSS outside the EU is dropped too: it cannot apply.
 */
export function applyTaxRules(
  customs: Record<string, unknown>,
  ctx: { destinationCountry: string; carrier: CarrierType },
): TaxRulesResult {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(customs)) {
    if (k !== 'ioss_number' && !(k in TAX_SCHEMES)) out[k] = v;
  }
  for (const field of TAX_NUMBER_FIELDS) {
    const raw = customs[field];
    if (typeof raw !== 'string' || TAX_SCHEMES[field] !== ctx.destinationCountry) continue;
    if (!carrierTakesTaxNumber(ctx.carrier, field)) continue;
    const value = stripTaxNumber(raw);
    if (value === '') continue;
    out[field] = value;
    return { customs: out, used: field };
  }
  const ioss = customs.ioss_number;
  if (
    typeof ioss === 'string' &&
    isEuCountry(ctx.destinationCountry) &&
    carrierTakesTaxNumber(ctx.carrier, 'ioss_number')
  ) {
    const value = stripTaxNumber(ioss);
    if (value !== '') {
      out.ioss_number = value;
      return { customs: out, used: 'ioss_number' };
    }
  }
  return { customs: out };
}

/** IOSS numbers are "IM" followed by 10 digits; used for a warning only, since the spec sets no format. */
export function looksLikeIoss(v: string): boolean {
  return /^IM\d{10}$/.test(stripTaxNumber(v).toUpperCase());
}

export const BILL_TO_PARTIES = ['SENDER', 'RECIPIENT', 'THIRD_PARTY'] as const;
export type BillToParty = (typeof BILL_TO_PARTIES)[number];

/** 'sender', 'Recipient', 'third-party' → the canonical party, or undefined. */
export function normalizeParty(v: unknown): BillToParty | undefined {
  if (typeof v !== 'string') return undefined;
  const key = v.trim().toUpperCase().replace(/[\s-]/g, '_');
  return (BILL_TO_PARTIES as readonly string[]).includes(key) ? (key as BillToParty) : undefined;
}

/**
 * Who pays freight and duties (spec 2.9, rule 4 of 2.8). Without bill_to:
 * freight SENDER, duties SENDER when duty_paid (DDP) else RECIPIENT (DDU).
 * bill_to.duties, when given, overrides duty_paid.
 */
export function resolveDuties(
  dutyPaid: unknown,
  billTo?: unknown,
): { freight: BillToParty; duties: BillToParty; incoterm: 'DDP' | 'DDU' } {
  const b = isPlainObject(billTo) ? billTo : {};
  const freight = normalizeParty(b.freight) ?? 'SENDER';
  const duties = normalizeParty(b.duties) ?? (dutyPaid === true ? 'SENDER' : 'RECIPIENT');
  return { freight, duties, incoterm: duties === 'SENDER' ? 'DDP' : 'DDU' };
}
