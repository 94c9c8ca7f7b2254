// The figures of a commercial invoice, computed apart from drawing so they can
// be checked on their own: unit prices after setup.discount (spec 2.4: 10 turns
// 5000 into 4500), line amounts, the shipping fee, totals in the shipment's
// currency, who pays duties (2.8 rule 4, 2.9) and the one tax number used (2.8).
import { applyTaxRules, resolveDuties } from '../../domain/index.js';
import { oneLine, roundMoney } from './format.js';
import type { InvoiceInput } from './types.js';

export interface InvoiceLine {
  description: string;
  hsCode: string;
  origin: string;
  quantity: number;
  /** Grams per unit. */
  unitWeight: number;
  /** The product's price as sent. */
  listPrice: number;
  /** After the discount, rounded to the currency's minor unit. */
  unitPrice: number;
  amount: number;
}

export interface InvoiceFigures {
  currency: string;
  /** Percent taken off each price; 0 when none. */
  discount: number;
  lines: InvoiceLine[];
  subtotal: number;
  shippingFee: number;
  total: number;
  totalQuantity: number;
  /** Parcels' weight when given (weight × amount), else the products'. */
  totalWeight: number;
  parcelCount: number;
  incoterm: 'DDP' | 'DDU';
  dutiesPayer: string;
  contentType: string;
  /** The tax number that survives the rules of spec 2.8, if any. */
  taxNumber?: { field: string; label: string; value: string };
  consigneeTaxId?: string;
  invoiceMessage?: string;
}

export const TAX_NUMBER_LABELS: Readonly<Record<string, string>> = {
  uk_vat_number: 'UK VAT number',
  abn_number: 'ABN (Australia)',
  ird_number: 'IRD number (New Zealand)',
  voec_number: 'VOEC number (Norway)',
  sg_gst_number: 'GST number (Singapore)',
  sst_number: 'SST number (Malaysia)',
  ioss_number: 'IOSS number (EU)',
};

const num = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** A price after a percentage discount: 5000 at 10 → 4500; the percentage is held to 0..100. */
export function discountedPrice(price: number, discount: number | undefined, currency: string): number {
  const pct = Math.min(100, Math.max(0, num(discount)));
  return roundMoney((price * (100 - pct)) / 100, currency);
}

export function computeInvoice(input: InvoiceInput): InvoiceFigures {
  const { currency } = input;
  const discount = Math.min(100, Math.max(0, num(input.discount)));
  const lines = input.products.map((p): InvoiceLine => {
    const quantity = Math.max(0, num(p.quantity, 1));
    const listPrice = num(p.price);
    const unitPrice = discountedPrice(listPrice, discount, currency);
    const name = oneLine(p.name);
    const hs = oneLine(p.hs_description);
    return {
      description: hs !== '' && hs !== name ? `${name} (${hs})` : name,
      hsCode: oneLine(p.hs_code),
      origin: oneLine(p.origin_country).toUpperCase(),
      quantity,
      unitWeight: num(p.weight),
      listPrice,
      unitPrice,
      amount: roundMoney(unitPrice * quantity, currency),
    };
  });
  const subtotal = roundMoney(
    lines.reduce((s, l) => s + l.amount, 0),
    currency,
  );
  const shippingFee = roundMoney(num(input.shippingFee), currency);
  const parcels = input.parcels ?? [];
  const parcelWeight = parcels.reduce((s, p) => s + num(p.weight) * Math.max(1, num(p.amount, 1)), 0);
  const productWeight = lines.reduce((s, l) => s + l.unitWeight * l.quantity, 0);
  const taxed = applyTaxRules(input.customs, {
    destinationCountry: oneLine(input.to.country).toUpperCase(),
    carrier: input.carrier,
  });
  const duties = resolveDuties(taxed.customs.duty_paid, input.billTo);
  const used = taxed.used;
  const usedValue = used ? taxed.customs[used] : undefined;
  const consignee = oneLine(
    typeof input.customs.consignee_tax_id === 'string' ? input.customs.consignee_tax_id : '',
  );
  const message = oneLine(
    typeof input.customs.invoice_message === 'string' ? input.customs.invoice_message : '',
  );
  return {
    currency,
    discount,
    lines,
    subtotal,
    shippingFee,
    total: roundMoney(subtotal + shippingFee, currency),
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    totalWeight: parcelWeight > 0 ? parcelWeight : productWeight,
    parcelCount: parcels.reduce((s, p) => s + Math.max(1, num(p.amount, 1)), 0),
    incoterm: duties.incoterm,
    dutiesPayer: duties.duties,
    contentType: oneLine(typeof input.customs.content_type === 'string' ? input.customs.content_type : ''),
    ...(used && typeof usedValue === 'string'
      ? { taxNumber: { field: used, label: TAX_NUMBER_LABELS[used] ?? used, value: usedValue } }
      : {}),
    ...(consignee !== '' ? { consigneeTaxId: consignee } : {}),
    ...(message !== '' ? { invoiceMessage: message } : {}),
  };
}
