// What a delivery note (納品書) says, from what the order holds: its lines, the totals per tax
// rate and whether prices are shown at all. Pure: the CLI draws it (src/documents).
//
// Sources. The qualified-invoice rules (適格請求書, 消費税法 57条の4 and 施行令 70条の10, in
// force since 2023-10): the issuer's name and registration number (T + 13 digits), the date,
// the items with the reduced-rate ones marked, the total per tax rate and the tax per rate,
// rounded once per rate per document. Prices on Japanese shop orders include tax (総額表示,
// 消費税法 63条), so the tax is taken out of each rate's total. A product's rate is its
// `tax_rate` (8 for food and drink, the reduced rate; 10 otherwise) — inferred: the API's
// products carry no rate, so one the order does not give is 10 %.

export const TAX_RATES = [10, 8] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const REDUCED_RATE: TaxRate = 8;

export interface NoteLine {
  name: string;
  quantity: number;
  /** Tax included, in yen; null when the order gives none. */
  unitPrice: number | null;
  amount: number | null;
  rate: TaxRate;
  reduced: boolean;
}

export interface RateTotal {
  rate: TaxRate;
  /** Tax included. */
  total: number;
  /** The tax inside `total`, rounded down once for the rate. */
  tax: number;
}

interface ProductLike {
  name?: unknown;
  quantity?: unknown;
  price?: unknown;
  tax_rate?: unknown;
}

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** A product's rate: 8 when the order says 8 (or 0.08), else 10. */
export function taxRateOf(product: ProductLike): TaxRate {
  const r = num(product.tax_rate);
  return r === 8 || r === 0.08 ? 8 : 10;
}

export function noteLines(products: readonly ProductLike[]): NoteLine[] {
  return products.map((p) => {
    const quantity = Math.max(1, Math.trunc(num(p.quantity) ?? 1));
    const unitPrice = num(p.price) ?? null;
    const rate = taxRateOf(p);
    return {
      name: typeof p.name === 'string' && p.name.trim() ? p.name.trim() : '-',
      quantity,
      unitPrice,
      amount: unitPrice === null ? null : Math.round(unitPrice * quantity),
      rate,
      reduced: rate === REDUCED_RATE,
    };
  });
}

/** The totals per rate, highest rate first; a rate no line has is left out. */
export function rateTotals(lines: readonly NoteLine[]): RateTotal[] {
  return TAX_RATES.flatMap((rate) => {
    const of = lines.filter((l) => l.rate === rate && l.amount !== null);
    if (of.length === 0) return [];
    const total = of.reduce((sum, l) => sum + l.amount!, 0);
    return [{ rate, total, tax: Math.floor((total * rate) / (100 + rate)) }];
  });
}

/** A registration number as the NTA issues it: T and 13 digits (spaces and hyphens dropped). */
export function normalRegistrationNumber(value: string): string | undefined {
  const v = value.replace(/[\s-]/g, '').toUpperCase();
  return /^T\d{13}$/.test(v) ? v : undefined;
}

interface GiftSignals {
  gift?: unknown;
  to_address?: { full_name?: unknown; company?: unknown } | undefined;
  buyer?: { full_name?: unknown } | undefined;
  billing_address?: { full_name?: unknown } | undefined;
  customs?: { content_type?: unknown } | undefined;
}

const bare = (v: unknown): string => (typeof v === 'string' ? v.replace(/[\s\u3000]/g, '') : '');

/**
 * Whether the note is for a gift (no prices printed): asked for (a flag, or the order's `gift`
 * field), the contents declared a gift, or the buyer is not the recipient.
 */
export function isGift(s: GiftSignals, asked = false): boolean {
  if (asked || s.gift === true || s.gift === 'true' || s.gift === '1') return true;
  if (s.customs?.content_type === 'GIFT') return true;
  const buyer = bare(s.buyer?.full_name) || bare(s.billing_address?.full_name);
  const recipient = bare(s.to_address?.full_name);
  return buyer !== '' && recipient !== '' && buyer !== recipient;
}
