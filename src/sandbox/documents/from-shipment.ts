// Renderer inputs from a shipment as stored (its wire shape, spec 2.10), so the
// document routes need one line each. Lenient on purpose: a stored shipment was
// validated when it was created, and a document link must always answer.
import { isCarrierType, isPlainObject, type CarrierType } from '../../domain/index.js';
import type {
  CarrierInvoiceInput,
  DocumentAddress,
  InvoiceInput,
  InvoiceProduct,
  LabelInput,
  LabelTrackingNumber,
} from './types.js';

const obj = (v: unknown): Record<string, unknown> => (isPlainObject(v) ? v : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const opt = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, V>);

/** The string members of an address object; anything else is dropped. */
export function documentAddress(v: unknown): DocumentAddress {
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(obj(v))) if (typeof val === 'string') out[k] = val;
  return out as DocumentAddress;
}

/** settings.print.size of a carrier account (spec 2.13), when set. */
export function printSizeOf(settings: unknown): string | undefined {
  return str(obj(obj(settings).print).size);
}

/** What a carrier account's settings say about its labels: print.size and yamato's label.delivery_date. */
export function labelOptionsFromSettings(
  settings: unknown,
): Pick<LabelOptions, 'printSize' | 'printEarliestDate'> {
  const size = printSizeOf(settings);
  const earliest = obj(obj(settings).label).delivery_date === true;
  return { ...opt('printSize', size), ...(earliest ? { printEarliestDate: true } : {}) };
}

function carrierOf(wire: Record<string, unknown>): CarrierType {
  const c = obj(wire.delivery).carrier ?? obj(wire.setup).carrier;
  if (!isCarrierType(c)) throw new Error(`shipment ${String(wire.id)} names no known carrier`);
  return c;
}

const serviceOf = (wire: Record<string, unknown>): string =>
  str(obj(wire.delivery).method) ?? str(obj(wire.setup).service) ?? '';

function products(wire: Record<string, unknown>): InvoiceProduct[] {
  return Array.isArray(wire.products) ? wire.products.map((p) => obj(p) as InvoiceProduct) : [];
}

function parcels(wire: Record<string, unknown>): { weight?: number; amount?: number }[] {
  return Array.isArray(wire.parcels)
    ? wire.parcels.map((p) => ({
        ...opt('weight', num(obj(p).weight)),
        ...opt('amount', num(obj(p).amount)),
      }))
    : [];
}

/** Parcels' weight (weight × amount) when given, else the products' (weight × quantity). */
function weightOf(wire: Record<string, unknown>): number | undefined {
  const fromParcels = parcels(wire).reduce((s, p) => s + (p.weight ?? 0) * (p.amount ?? 1), 0);
  if (fromParcels > 0) return fromParcels;
  const fromProducts = products(wire).reduce((s, p) => s + (num(p.weight) ?? 0) * (num(p.quantity) ?? 1), 0);
  return fromProducts > 0 ? fromProducts : undefined;
}

/** '品名' of a label: the product names with their quantities. */
function contentsOf(wire: Record<string, unknown>): string | undefined {
  const names = products(wire)
    .filter((p) => str(p.name))
    .map((p) => (num(p.quantity) && p.quantity !== 1 ? `${p.name} \u00d7${p.quantity}` : String(p.name)));
  return names.length > 0 ? names.join(', ') : undefined;
}

/** The stored numbers in order; with setup.return_label the last one is the return label's. */
function numbersOf(wire: Record<string, unknown>): LabelTrackingNumber[] {
  const list = obj(wire.delivery).tracking_numbers;
  const numbers = Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
  const withReturn = obj(wire.setup).return_label === true && numbers.length > 1;
  return numbers.map((n, i) => ({
    tracking_number: n,
    role: withReturn && i === numbers.length - 1 ? 'return' : 'outbound',
  }));
}

export interface LabelOptions {
  /** From the store, with roles (default: delivery.tracking_numbers of the shipment). */
  trackingNumbers?: readonly (string | LabelTrackingNumber)[];
  /** The account's settings.print.size (printSizeOf(account.settings)). */
  printSize?: string;
  void?: boolean;
  /** yamato settings.label.delivery_date: print the earliest delivery date when setup.date is absent. */
  printEarliestDate?: boolean;
}

export function labelInputFromShipment(
  wire: Record<string, unknown>,
  options: LabelOptions = {},
): LabelInput {
  const setup = obj(wire.setup);
  const cod = obj(setup.cash_on_delivery);
  const care = obj(setup.care);
  const estimate = options.printEarliestDate ? str(obj(wire.delivery).estimated_delivery_date) : undefined;
  return {
    shipmentId: String(wire.id ?? ''),
    carrier: carrierOf(wire),
    service: serviceOf(wire),
    trackingNumbers: options.trackingNumbers ?? numbersOf(wire),
    from: documentAddress(wire.from_address),
    to: documentAddress(wire.to_address),
    test: wire.test === true,
    createdAt: str(wire.created_at) ?? new Date(0).toISOString(),
    ...opt('printSize', options.printSize),
    ...opt('void', options.void ?? (wire.state === 'void' ? true : undefined)),
    ...opt('date', str(setup.date) ?? estimate),
    ...opt('time', str(setup.time)),
    ...opt('shipmentDate', str(setup.shipment_date)),
    ...opt('refNumber', str(setup.ref_number)),
    ...opt('packSize', num(setup.pack_size)),
    ...opt('packAmount', num(setup.pack_amount)),
    ...opt('coolOptions', str(setup.cool_options)),
    ...opt(
      'cashOnDelivery',
      num(cod.amount) !== undefined ? { amount: num(cod.amount)!, ...opt('tax', num(cod.tax)) } : undefined,
    ),
    ...opt('care', Object.keys(care).length > 0 ? (care as LabelInput['care']) : undefined),
    ...opt('contents', contentsOf(wire)),
    ...opt('deliveryNote', str(setup.delivery_note)),
    ...opt('weightGrams', weightOf(wire)),
    ...opt('printStartLocation', num(setup.print_start_location) ?? str(setup.print_start_location)),
    ...opt('currency', str(setup.currency)),
  };
}

function common(wire: Record<string, unknown>) {
  const setup = obj(wire.setup);
  return {
    shipmentId: String(wire.id ?? ''),
    carrier: carrierOf(wire),
    service: serviceOf(wire),
    trackingNumbers: numbersOf(wire).map((n) => n.tracking_number),
    from: documentAddress(wire.from_address),
    to: documentAddress(wire.to_address),
    test: wire.test === true,
    createdAt: str(wire.created_at) ?? new Date(0).toISOString(),
    ...opt('refNumber', str(setup.ref_number)),
    ...opt('shipmentDate', str(setup.shipment_date)),
  };
}

export function invoiceInputFromShipment(wire: Record<string, unknown>): InvoiceInput {
  const setup = obj(wire.setup);
  return {
    ...common(wire),
    products: products(wire),
    parcels: parcels(wire),
    customs: obj(wire.customs),
    currency: str(setup.currency) ?? 'JPY',
    ...opt('billTo', wire.bill_to),
    ...opt('discount', num(setup.discount)),
    ...opt('shippingFee', num(setup.shipping_fee)),
    ...opt('insurance', num(setup.insurance)),
  };
}

/** `price` and `currency` are the stored shipment's; surcharges when the caller has them (re-rating). */
export function carrierInvoiceInputFromShipment(
  wire: Record<string, unknown>,
  charge: { price: number; currency: string; surcharges?: readonly { type: string; price: number }[] },
): CarrierInvoiceInput {
  return {
    ...common(wire),
    price: charge.price,
    currency: charge.currency,
    ...opt('surcharges', charge.surcharges),
    ...opt('billTo', wire.bill_to),
    ...opt('weightGrams', weightOf(wire)),
  };
}
