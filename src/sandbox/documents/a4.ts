// Building blocks of the A4 documents (commercial and carrier invoices): the
// sandbox banner, a title with its facts box, address boxes and a table that
// continues on a new page when it runs out of room.
import type { PDFDocument } from '@cantoo/pdf-lib';
import { BLACK, Canvas, GREY, LIGHT, WHITE, type Run } from './canvas.js';
import type { DocumentFonts } from './fonts.js';
import { NOT_VALID, type AddressLines } from './format.js';
import { PRINT_FORMATS, type PdfFormat } from './print-sizes.js';

const A4 = PRINT_FORMATS.PDF_A4 as PdfFormat;
export const PAGE_MARGIN = 36;

export class A4Writer {
  readonly pages: Canvas[] = [];
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: DocumentFonts,
    private readonly bannerText: string,
  ) {}

  get width(): number {
    return A4.width;
  }

  get bottom(): number {
    return A4.height - PAGE_MARGIN - 20;
  }

  /** A new page with the sandbox banners top and bottom; returns its canvas and the first free y. */
  newPage(): { c: Canvas; y: number } {
    const page = this.doc.addPage([A4.width, A4.height]);
    const c = new Canvas(page, this.fonts, A4.height, A4.width);
    this.pages.push(c);
    banner(c, PAGE_MARGIN - 16, 16, this.bannerText);
    banner(c, A4.height - PAGE_MARGIN, 14, NOT_VALID);
    return { c, y: PAGE_MARGIN + 10 };
  }

  /** Page numbers, once every page exists. */
  finish(): void {
    this.pages.forEach((c, i) =>
      c.text(`${i + 1} / ${this.pages.length}`, A4.width - PAGE_MARGIN, A4.height - PAGE_MARGIN - 12, {
        size: 7,
        color: GREY,
        align: 'right',
      }),
    );
  }
}

export function banner(c: Canvas, y: number, h: number, text: string): void {
  c.rect(PAGE_MARGIN, y, c.width - 2 * PAGE_MARGIN, h, { fill: BLACK });
  c.text(text, c.width / 2, y + (h - 9 * 1.28) / 2 + 0.5, {
    size: 9,
    bold: true,
    color: WHITE,
    align: 'center',
  });
}

/** A box of label/value rows (right of a title); returns its height. */
export function factsBox(
  c: Canvas,
  facts: readonly [string, string][],
  x: number,
  y: number,
  w: number,
): number {
  const rowH = 15;
  const labelW = w * 0.36;
  facts.forEach(([label, value], i) => {
    const top = y + i * rowH;
    if (i % 2 === 0) c.rect(x, top, w, rowH, { fill: LIGHT });
    c.text(label, x + 4, top + 3.5, { size: 7, color: GREY, maxWidth: labelW - 6 });
    c.text(value, x + labelW, top + 2.5, { size: 8.5, bold: true, maxWidth: w - labelW - 4 });
  });
  c.rect(x, y, w, facts.length * rowH, { stroke: BLACK, lineWidth: 0.6 });
  return facts.length * rowH;
}

/** An address in a titled box, text shrunk to fit the box. */
export function addressBox(
  c: Canvas,
  title: string,
  a: AddressLines,
  box: { x: number; y: number; w: number; h: number },
  extra: readonly string[] = [],
): void {
  c.rect(box.x, box.y, box.w, 16, { fill: BLACK });
  c.text(title, box.x + 5, box.y + 3, { size: 8, bold: true, color: WHITE, maxWidth: box.w - 10 });
  c.rect(box.x, box.y, box.w, box.h, { stroke: BLACK, lineWidth: 0.8 });
  const runs: Run[] = [
    { text: a.name, size: 11, bold: true },
    { text: a.company, size: 9.5 },
    { text: a.zip, size: 9, gap: 2 },
    ...a.lines.map((l) => ({ text: l, size: 9 })),
    { text: a.country, size: 9.5, bold: true },
    { text: a.phone !== '' ? `Tel ${a.phone}` : '', size: 8.5, gap: 2 },
    ...extra.map((t) => ({ text: t, size: 8.5 })),
  ];
  const inner = box.w - 12;
  c.drawBlock(c.layoutBlock(runs, inner, box.h - 24, 0.6), box.x + 6, box.y + 20, inner);
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Lines a cell may wrap to (default 1: shrink, then cut). */
  wrap?: number;
}

/**
 * Draws `rows` under a header row from `y`, starting a new page (header
 * repeated) whenever the next row would cross the bottom. Returns where the
 * table ended.
 */
export function table(
  w: A4Writer,
  at: { c: Canvas; y: number },
  columns: readonly Column[],
  rows: readonly string[][],
): { c: Canvas; y: number } {
  const size = 8;
  const headerH = 16;
  let { c, y } = at;
  const header = () => {
    let x = PAGE_MARGIN;
    c.rect(PAGE_MARGIN, y, c.width - 2 * PAGE_MARGIN, headerH, { fill: BLACK });
    for (const col of columns) {
      const ax =
        col.align === 'right' ? x + col.width - 4 : col.align === 'center' ? x + col.width / 2 : x + 4;
      c.text(col.title, ax, y + 3.5, {
        size: 7,
        bold: true,
        color: WHITE,
        align: col.align ?? 'left',
        maxWidth: col.width - 8,
      });
      x += col.width;
    }
    y += headerH;
  };
  header();
  rows.forEach((row, r) => {
    const cells = row.map((text, i) => {
      const col = columns[i]!;
      const lines = c.layoutBlock([{ text, size, maxLines: col.wrap ?? 1 }], col.width - 8, 1000);
      return col.wrap ? lines.map((l) => l.text) : [text];
    });
    const rowH = Math.max(...cells.map((l) => l.length)) * size * 1.28 + 7;
    if (y + rowH > w.bottom) {
      ({ c, y } = w.newPage());
      header();
    }
    if (r % 2 === 1) c.rect(PAGE_MARGIN, y, c.width - 2 * PAGE_MARGIN, rowH, { fill: LIGHT });
    let x = PAGE_MARGIN;
    cells.forEach((lines, i) => {
      const col = columns[i]!;
      const ax =
        col.align === 'right' ? x + col.width - 4 : col.align === 'center' ? x + col.width / 2 : x + 4;
      lines.forEach((text, j) =>
        c.text(text, ax, y + 3.5 + j * size * 1.28, {
          size,
          align: col.align ?? 'left',
          maxWidth: col.width - 8,
        }),
      );
      x += col.width;
    });
    y += rowH;
    c.line(PAGE_MARGIN, y, c.width - PAGE_MARGIN, y, 0.3, GREY);
  });
  return { c, y };
}
