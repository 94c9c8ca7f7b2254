// Drawing helpers for the CLI's paper (delivery notes, handover lists): a new document with
// the Japanese faces, text cut to a width, money as a Japanese document writes it.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { embedFonts, type DocumentFonts } from './fonts.js';

export const INK = rgb(0, 0, 0);
export const GREY = rgb(0.45, 0.45, 0.45);
export const RULE = rgb(0.7, 0.7, 0.7);

/** Page sizes in points (portrait). The label size is the 4×6 in roll thermal printers load. */
export const PAGE_SIZES = {
  a4: [595.28, 841.89],
  a5: [419.53, 595.28],
  label: [288, 432],
} as const;
export type PageSize = keyof typeof PAGE_SIZES;

/**
 * A new PDF with the document fonts and metadata that do not depend on the wall clock: the same
 * data renders to the same bytes (the sandbox's label links stay cacheable, tests deterministic).
 */
export async function newPaper(meta: {
  title: string;
  subject?: string;
  createdAt: string | Date;
  /** Who made it: `shipctl` (the default), or `shipctl sandbox` for what the sandbox draws. */
  producer?: string;
}): Promise<{ doc: PDFDocument; fonts: DocumentFonts }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);
  const at = new Date(meta.createdAt);
  const when = Number.isNaN(at.getTime()) ? new Date(0) : at;
  const producer = meta.producer ?? 'shipctl';
  doc.setTitle(meta.title);
  if (meta.subject !== undefined) doc.setSubject(meta.subject);
  doc.setProducer(producer);
  doc.setCreator(producer);
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  return { doc, fonts };
}

/** `text` cut with … to `width` points. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** `text` broken into lines of at most `width` points (by character: Japanese has no spaces). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const ch of text) {
    if (current !== '' && font.widthOfTextAtSize(current + ch, size) > width) {
      lines.push(current);
      current = ch.trim() === '' ? '' : ch;
    } else current += ch;
  }
  if (current !== '') lines.push(current);
  return lines;
}

export interface Pen {
  page: PDFPage;
  fonts: DocumentFonts;
}

/** Draws `text` (made printable, cut to `width` when given) with its left edge at x, or its right edge when `right`. */
export function write(
  pen: Pen,
  text: string,
  at: { x: number; y: number; size: number; bold?: boolean; width?: number; right?: boolean; grey?: boolean },
): void {
  const font = at.bold ? pen.fonts.bold : pen.fonts.regular;
  let shown = pen.fonts.printable(text);
  if (at.width !== undefined) shown = fitText(shown, font, at.size, at.width);
  const x = at.right ? at.x - font.widthOfTextAtSize(shown, at.size) : at.x;
  pen.page.drawText(shown, { x, y: at.y, size: at.size, font, color: at.grey ? GREY : INK });
}

export function line(page: PDFPage, x1: number, y: number, x2: number, thickness = 0.5): void {
  page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: RULE });
}

/** Yen as a Japanese document writes it: ¥1,234. */
export const yen = (n: number): string => `¥${Math.round(n).toLocaleString('en-US')}`;

export async function savePaper(doc: PDFDocument): Promise<Buffer> {
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
