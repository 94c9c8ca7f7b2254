// The sandbox's documents: labels (PDF in every print size, ZPL), commercial
// invoices and carrier invoices. Pure renderers (input → bytes, no store, no
// fastify) plus builders of their inputs from a stored shipment.
//
// The renderers are loaded when a document is first rendered: pdf-lib, fontkit and
// JsBarcode cost more to load than a whole `rates` call, and most commands that
// start the sandbox draw nothing. Everything else here is light and static.
import type { CarrierInvoiceInput, InvoiceInput, LabelInput, RenderedLabel } from './types.js';

export async function renderLabel(input: LabelInput): Promise<RenderedLabel> {
  return (await import('./label.js')).renderLabel(input);
}

export async function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  return (await import('./invoice-pdf.js')).renderInvoice(input);
}

export async function renderCarrierInvoice(input: CarrierInvoiceInput): Promise<Buffer> {
  return (await import('./carrier-invoice.js')).renderCarrierInvoice(input);
}

/** Reads and parses the fonts ahead of the first document (sandbox serve). */
export async function preloadFonts(): Promise<void> {
  return (await import('./fonts.js')).preloadFonts();
}

export { carrierCharges, CARRIER_INVOICE_CARRIERS, hasCarrierInvoice } from './carrier-charges.js';
export { computeInvoice, discountedPrice, type InvoiceFigures, type InvoiceLine } from './invoice-data.js';
export { labelModels, type LabelModel } from './label-model.js';
export {
  PRINT_FORMATS,
  placeLabel,
  resolvePrintFormat,
  startPosition,
  usesSheet,
  type PdfFormat,
  type PrintFormat,
  type ZplFormat,
  type Placement,
} from './print-sizes.js';
export {
  documentAddress,
  printSizeOf,
  labelOptionsFromSettings,
  labelInputFromShipment,
  invoiceInputFromShipment,
  carrierInvoiceInputFromShipment,
  type LabelOptions,
} from './from-shipment.js';
export type {
  CarrierInvoiceInput,
  DocumentAddress,
  InvoiceInput,
  InvoiceProduct,
  LabelInput,
  LabelTrackingNumber,
  RenderedLabel,
} from './types.js';
