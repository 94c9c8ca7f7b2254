// A thin drawing layer: coordinates from the top left of a design box (so
// layouts read top to bottom), a scale that maps the design onto the page, and
// text that wraps and shrinks to fit its box instead of running off the label.
// Drawn on a pdf-lib page here, or as ZPL by label-zpl.ts.
import {
  concatTransformationMatrix,
  grayscale,
  popGraphicsState,
  pushGraphicsState,
  type Color,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { drawCode128 } from './barcode.js';
import type { DocumentFonts } from './fonts.js';
import { oneLine, wrapText } from './format.js';
import type { Box } from './print-sizes.js';

export const BLACK = grayscale(0);
export const WHITE = grayscale(1);
export const GREY = grayscale(0.45);
export const LIGHT = grayscale(0.92);

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: Color;
  align?: 'left' | 'center' | 'right';
}

/** One paragraph of a text block. */
export interface Run extends TextStyle {
  text: string;
  /** Space above, in design units (scaled with the text). */
  gap?: number;
  maxLines?: number;
}

const ADVANCES = { regular: new Map<string, number>(), bold: new Map<string, number>() };

// Noto Sans JP sits its glyphs between about -0.12 and 0.88 em of the baseline.
export const BASELINE = 0.9;
export const LINE = 1.28;

/**
 * What a label or document is drawn on, in design units from the top left:
 * a PDF page ({@link Canvas}) or a ZPL format (label-zpl.ts). Fitting,
 * wrapping and alignment live here, so both draw text the same size in the
 * same place; a surface only says how wide text is and how to put it down.
 */
export abstract class Surface {
  constructor(
    /** Height of the design box, in design units. */
    readonly height: number,
    /** Width of the design box, in design units. */
    readonly width: number,
  ) {}

  /** `text` as the faces can draw it (fonts.ts printableText). */
  abstract printable(text: string): string;

  /** Width of `text` at `size`, in design units. */
  abstract measure(text: string, size: number, bold?: boolean): number;

  /** One line of fitted text, its left edge at `x` and its line box's top at `y`; `width` as measured. */
  protected abstract drawText(
    text: string,
    at: { x: number; y: number; width: number; align: 'left' | 'center' | 'right' },
    style: TextStyle,
  ): void;

  abstract rect(
    x: number,
    y: number,
    w: number,
    h: number,
    options: { fill?: Color; stroke?: Color; lineWidth?: number },
  ): void;

  abstract line(x1: number, y1: number, x2: number, y2: number, thickness?: number, color?: Color): void;

  /**
   * A Code 128 of `text` centred in the band, the module as wide as the band
   * allows with the quiet zones kept clear, capped at `maxModule`.
   */
  abstract code128(
    text: string,
    box: { x: number; y: number; width: number; height: number; maxModule: number },
  ): void;

  /**
   * One line of text whose line box starts at `y` (top). With `maxWidth` the
   * text shrinks to 70 % and is then cut with an ellipsis, never overflowing.
   */
  text(value: string, x: number, y: number, style: TextStyle & { maxWidth?: number }): void {
    let text = this.printable(oneLine(value));
    if (text === '') return;
    let size = style.size;
    if (style.maxWidth !== undefined) {
      const w = this.measure(text, size, style.bold);
      if (w > style.maxWidth) size = Math.max(style.size * 0.7, (size * style.maxWidth) / w);
      while (text.length > 1 && this.measure(text, size, style.bold) > style.maxWidth)
        text = `${text.slice(0, -2)}\u2026`;
    }
    const w = this.measure(text, size, style.bold);
    const align = style.align ?? 'left';
    const left = align === 'center' ? x - w / 2 : align === 'right' ? x - w : x;
    this.drawText(text, { x: left, y, width: w, align }, { ...style, size });
  }

  /** Lays out `runs` in a box: the largest scale (1 down to `minScale`) at which all of it fits. */
  layoutBlock(runs: readonly Run[], width: number, height: number, minScale = 0.6): LaidLine[] {
    let laid: LaidLine[] = [];
    for (let k = 1; k >= minScale - 1e-9; k -= 0.05) {
      laid = this.layoutAt(runs, width, k);
      const last = laid[laid.length - 1];
      if (!last || last.y + last.size * LINE <= height) return laid;
    }
    return laid.filter((l) => l.y + l.size * LINE <= height + 0.5);
  }

  private layoutAt(runs: readonly Run[], width: number, k: number): LaidLine[] {
    const out: LaidLine[] = [];
    let y = 0;
    for (const run of runs) {
      if (oneLine(run.text) === '') continue;
      const size = run.size * k;
      let lines = wrapText(this.printable(run.text), (s) => this.measure(s, size, run.bold), width);
      if (run.maxLines !== undefined && lines.length > run.maxLines) {
        lines = lines.slice(0, run.maxLines);
        lines[lines.length - 1] = `${lines[lines.length - 1]}\u2026`;
      }
      y += out.length > 0 ? (run.gap ?? 0) * k : 0;
      for (const text of lines) {
        out.push({
          text,
          y,
          size,
          ...(run.bold ? { bold: true } : {}),
          ...(run.color ? { color: run.color } : {}),
        });
        y += size * LINE;
      }
    }
    return out;
  }

  drawBlock(laid: readonly LaidLine[], x: number, y: number, maxWidth: number): void {
    for (const l of laid) this.text(l.text, x, y + l.y, { ...l, maxWidth });
  }
}

/** A pdf-lib page as a {@link Surface}. */
export class Canvas extends Surface {
  constructor(
    readonly page: PDFPage,
    readonly fonts: DocumentFonts,
    height: number,
    width: number,
  ) {
    super(height, width);
  }

  font(bold?: boolean): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  printable(text: string): string {
    return this.fonts.printable(text);
  }

  /**
   * Text width as the sum of per-character advances, cached per face for the
   * process: with shaping off (fonts.ts) that is exactly what pdf-lib computes,
   * and wrapping and fitting measure the same characters thousands of times.
   * A character the faces lack measures as what it prints as (fonts.ts printable).
   */
  measure(text: string, size: number, bold?: boolean): number {
    const cache = bold ? ADVANCES.bold : ADVANCES.regular;
    let em = 0;
    for (const ch of text) {
      let w = cache.get(ch);
      if (w === undefined) {
        w = this.font(bold).widthOfTextAtSize(this.fonts.printable(ch), 1000) / 1000;
        if (cache.size < 20_000) cache.set(ch, w);
      }
      em += w;
    }
    return em * size;
  }

  protected drawText(text: string, at: { x: number; y: number }, style: TextStyle): void {
    this.page.drawText(text, {
      x: at.x,
      y: this.height - at.y - style.size * BASELINE,
      size: style.size,
      font: this.font(style.bold),
      color: style.color ?? BLACK,
    });
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    options: { fill?: Color; stroke?: Color; lineWidth?: number },
  ): void {
    this.page.drawRectangle({
      x,
      y: this.height - y - h,
      width: w,
      height: h,
      ...(options.fill ? { color: options.fill } : {}),
      ...(options.stroke
        ? { borderColor: options.stroke, borderWidth: options.lineWidth ?? 0.75 }
        : { borderWidth: 0 }),
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.75, color: Color = BLACK): void {
    this.page.drawLine({
      start: { x: x1, y: this.height - y1 },
      end: { x: x2, y: this.height - y2 },
      thickness,
      color,
    });
  }

  code128(
    text: string,
    box: { x: number; y: number; width: number; height: number; maxModule: number },
  ): void {
    drawCode128((x, y, w, h) => this.rect(x, y, w, h, { fill: BLACK }), text, box);
  }
}

export interface LaidLine extends TextStyle {
  text: string;
  /** Top of the line, from the top of the block. */
  y: number;
}

/**
 * Draws a design of `design.width` units across into `box` (PDF points), scaled
 * uniformly and centred, inside a q … Q pair so nothing leaks to the next label.
 */
export function drawScaled(
  page: PDFPage,
  fonts: DocumentFonts,
  box: Box,
  design: { width: number; height: number },
  draw: (c: Canvas) => void,
): void {
  const scale = Math.min(box.width / design.width, box.height / design.height);
  const x = box.x + (box.width - design.width * scale) / 2;
  const y = box.y + (box.height - design.height * scale) / 2;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, x, y));
  draw(new Canvas(page, fonts, design.height, design.width));
  page.pushOperators(popGraphicsState());
}
