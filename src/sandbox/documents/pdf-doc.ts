// A new PDF with the document fonts and metadata that do not depend on the wall
// clock: the same shipment renders to the same bytes, which keeps label links
// cacheable and tests deterministic.
import { PDFDocument } from '@cantoo/pdf-lib';
import { embedFonts, type DocumentFonts } from './fonts.js';

export async function newDocument(meta: {
  title: string;
  subject: string;
  createdAt: string | Date;
}): Promise<{ doc: PDFDocument; fonts: DocumentFonts }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);
  const at = new Date(meta.createdAt);
  const when = Number.isNaN(at.getTime()) ? new Date(0) : at;
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setProducer('shipctl sandbox');
  doc.setCreator('shipctl sandbox');
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  return { doc, fonts };
}

export async function saveDocument(doc: PDFDocument): Promise<Buffer> {
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
