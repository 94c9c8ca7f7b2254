// Inputs of the document renderers. They are plain data in the names of the
// spec (wire members where a wire object is passed through), so the renderers
// stay free of the store and of fastify; from-shipment.ts builds them from a
// stored shipment.
import type { CarrierType } from '../../domain/index.js';

/** An address as on the wire (spec 2.1), with the kanji members of warehouse addresses (2.14). */
export interface DocumentAddress {
  full_name?: string;
  company?: string;
  email?: string;
  phone?: string;
  country?: string;
  zip?: string;
  province?: string;
  city?: string;
  address1?: string;
  address2?: string;
  extra?: string;
  full_name_kanji?: string;
  company_kanji?: string;
  company_name?: string;
  company_name_kanji?: string;
  province_kanji?: string;
  address1_kanji?: string;
  address2_kanji?: string;
  extra_kanji?: string;
}

/** A tracking number, optionally with its role: a return label swaps sender and recipient. */
export interface LabelTrackingNumber {
  tracking_number: string;
  role?: 'outbound' | 'return';
}

export interface LabelInput {
  shipmentId: string;
  carrier: CarrierType;
  /** The service code, or the code with the name to print (default: the catalog's name). */
  service: string | { code: string; name: string };
  /** One label per number (a return label adds one); none for carriers without tracking (custom). */
  trackingNumbers: readonly (string | LabelTrackingNumber)[];
  /** The carrier account's settings.print.size; default per carrier (catalog), else PDF_A5. */
  printSize?: string;
  from: DocumentAddress;
  to: DocumentAddress;
  /** setup.date: delivery date, YYYY-MM-DD. */
  date?: string;
  /** setup.time: delivery time slot (spec 2.6). */
  time?: string;
  /** Resolved shipment date, YYYY-MM-DD (JST). */
  shipmentDate?: string;
  refNumber?: string;
  packSize?: number;
  packAmount?: number;
  coolOptions?: string;
  cashOnDelivery?: { amount?: number; tax?: number };
  care?: { fragile?: boolean; side_up?: boolean; valuable_goods?: boolean };
  /** What is inside (品名), e.g. the product names. */
  contents?: string;
  deliveryNote?: string;
  /** Total weight in grams (international labels). */
  weightGrams?: number;
  /** setup.print_start_location (1..4), honoured on A4 sheets of the small services. */
  printStartLocation?: number | string;
  test: boolean;
  /** A voided shipment's label still opens, marked VOID. */
  void?: boolean;
  /** Currency of cash_on_delivery (domestic: JPY). */
  currency?: string;
  createdAt: string | Date;
}

export interface RenderedLabel {
  contentType: 'application/pdf' | 'text/plain';
  body: Buffer;
  /** PDF pages, or ZPL labels (^XA … ^XZ blocks). */
  pages: number;
}

/** A product as on the wire (spec 2.2). */
export interface InvoiceProduct {
  name?: string;
  price?: number;
  quantity?: number;
  weight?: number;
  origin_country?: string;
  hs_code?: string;
  hs_description?: string;
  sku?: string;
}

export interface InvoiceInput {
  shipmentId: string;
  carrier: CarrierType;
  service: string;
  trackingNumbers: readonly string[];
  from: DocumentAddress;
  to: DocumentAddress;
  products: readonly InvoiceProduct[];
  /** Parcels as on the wire (spec 2.3): weight in grams, amount. */
  parcels?: readonly { weight?: number; amount?: number }[];
  /** The customs object as sent or stored (spec 2.8); the tax-number rules are applied again. */
  customs: Record<string, unknown>;
  billTo?: unknown;
  currency: string;
  /** setup.discount: percent off every product price. */
  discount?: number;
  /** setup.shipping_fee: the fee the invoice shows. */
  shippingFee?: number;
  /** setup.insurance: the amount covered (shown, not added to the total). */
  insurance?: number;
  refNumber?: string;
  shipmentDate?: string;
  test: boolean;
  createdAt: string | Date;
}

export interface CarrierInvoiceInput {
  shipmentId: string;
  carrier: CarrierType;
  service: string;
  trackingNumbers: readonly string[];
  from: DocumentAddress;
  to: DocumentAddress;
  /** Freight plus every surcharge (the shipment's price). */
  price: number;
  currency: string;
  surcharges?: readonly { type: string; price: number }[];
  /** Who pays freight (spec 2.9); SENDER when absent. */
  billTo?: unknown;
  weightGrams?: number;
  refNumber?: string;
  shipmentDate?: string;
  test: boolean;
  createdAt: string | Date;
}
