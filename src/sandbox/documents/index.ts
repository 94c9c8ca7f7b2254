// The sandbox's documents: labels (PDF in every print size, ZPL), commercial
// invoices and carrier invoices. Pure renderers (input → bytes, no store, no
// fastify) plus builders of their inputs from a stored shipment.
export { renderLabel } from './label.js';
export { renderInvoice } from './invoice-pdf.js';
export {
  renderCarrierInvoice,
  carrierCharges,
  CARRIER_INVOICE_CARRIERS,
  hasCarrierInvoice,
} from './carrier-invoice.js';
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
export { code128Widths } from './barcode.js';
export { preloadFonts } from './fonts.js';
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
