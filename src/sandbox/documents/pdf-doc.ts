// A new PDF with the document fonts and metadata that do not depend on the wall
// clock: the same shipment renders to the same bytes, which keeps label links
// cacheable and tests deterministic.
import type { PDFDocument } from '@cantoo/pdf-lib';
import { newPaper } from '../../documents/pdf.js';
import type { DocumentFonts } from './fonts.js';

/** The sandbox's documents (labels, invoices), said to be made by the sandbox. */
export function newDocument(meta: {
  title: string;
  subject: string;
  createdAt: string | Date;
}): Promise<{ doc: PDFDocument; fonts: DocumentFonts }> {
  return newPaper({ ...meta, producer: 'shipctl sandbox' });
}

export async function saveDocument(doc: PDFDocument): Promise<Buffer> {
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
