// What a carrier invoice bills, without drawing it (carrier-invoice.ts draws it):
// which carriers issue one, and the freight and surcharge lines. Kept apart from
// the renderer so that creating a shipment does not load the PDF stack.
import { serviceInfo, type CarrierType } from '../../domain/index.js';
import { roundMoney } from './format.js';
import type { CarrierInvoiceInput } from './types.js';

/** Carriers whose shipments link a carrier invoice. */
export const CARRIER_INVOICE_CARRIERS: readonly CarrierType[] = ['dhl', 'fedex', 'ups'];
export const hasCarrierInvoice = (carrier: CarrierType): boolean =>
  CARRIER_INVOICE_CARRIERS.includes(carrier);

const SURCHARGE_NAMES: Readonly<Record<string, string>> = {
  fuel: 'Fuel surcharge',
  remote_area: 'Remote area surcharge',
  insurance: 'Insurance',
  signature: 'Signature on delivery',
  cool: 'Cool (refrigerated) charge',
  cash_on_delivery: 'Cash on delivery fee',
};

export const surchargeName = (type: string): string =>
  SURCHARGE_NAMES[type] ?? type.replace(/[_-]+/g, ' ').replace(/^./, (ch) => ch.toUpperCase());

/** Freight is what the price leaves after the surcharges. */
export function carrierCharges(input: CarrierInvoiceInput): { label: string; amount: number }[] {
  const surcharges = input.surcharges ?? [];
  const extra = surcharges.reduce((s, x) => s + x.price, 0);
  const service = serviceInfo(input.service)?.name ?? input.service;
  return [
    { label: `Freight \u2014 ${service}`, amount: roundMoney(input.price - extra, input.currency) },
    ...surcharges.map((s) => ({ label: surchargeName(s.type), amount: roundMoney(s.price, input.currency) })),
  ];
}
