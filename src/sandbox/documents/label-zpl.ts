// ZPL II for the ZPL_* print sizes: one ^XA … ^XZ format per label at 203 dpi,
// drawn by the PDF label's own layout (label-pdf.ts) in black and white, so the
// two look alike. A stock Zebra has fonts for ASCII only and prints anything
// else as empty boxes, so every ^FD field is ASCII: a line of Latin text is a
// field in the printer's font 0 (sharp, and editable at the printer), and a
// line holding anything else (Japanese, ¥, accented names) is drawn with the
// bundled Noto Sans JP into a bitmap sent as a ^GF graphic (raster.ts).
import type { Color } from '@cantoo/pdf-lib';
import { code128Widths, moduleCount, QUIET_MODULES } from './barcode.js';
import { BASELINE, Surface, type TextStyle } from './canvas.js';
import { outlineFaces, type OutlineFaces } from './fonts.js';
import { drawLabel, designSize } from './label-pdf.js';
import type { LabelModel } from './label-model.js';
import { paletteFor } from './palette.js';
import type { ZplFormat } from './print-sizes.js';
import { graphicField, rasterizeLine, type OutlineFont } from './raster.js';

/** Field data escaped for ^FH: '^' and '~' would start commands, '_' is the hex escape itself. */
export function zplField(text: string): string {
  return text
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .replace(/[_^~]/g, (ch) => `_${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

// Typographic marks with a plain ASCII spelling: a line whose only non-ASCII
// characters are these still prints in the printer's font.
const ASCII_SPELLING: Readonly<Record<string, string>> = {
  '\u00a0': ' ',
  '\u00b7': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
};

/** `text` in printable ASCII, or undefined when it holds a character ASCII cannot spell. */
export function asciiText(text: string): string | undefined {
  const plain = text.replace(
    /[\u00a0\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/g,
    (ch) => ASCII_SPELLING[ch]!,
  );
  return /^[\x20-\x7e]*$/.test(plain) ? plain : undefined;
}

/** Light colours (white, the pale strip fills) print as no ink; everything else as black. */
function isLight(color: Color | undefined): boolean {
  if (color === undefined) return false;
  const c = color as { type: string; gray?: number; red?: number; green?: number; blue?: number };
  const level =
    c.gray !== undefined ? c.gray : 0.299 * (c.red ?? 0) + 0.587 * (c.green ?? 0) + 0.114 * (c.blue ?? 0);
  return level > 0.6;
}

// Printer font 0 (CG Triumvirate Bold Condensed) set so its capitals stand as
// tall as Noto's at the same size: a cell of 1.0 em, its top 0.1 em below the line box's.
const FONT0_CELL = 1.0;
const FONT0_TOP = 0.1;

// Bitmaps of text by face, size and text: the same words (お届け先, 発送日 Ship date…)
// come back on every label. Bounded, and emptied when full.
const GRAPHICS = new Map<string, string>();
const GRAPHICS_MAX = 2_000;

const ADVANCES = new WeakMap<OutlineFont, Map<string, number>>();

class ZplCanvas extends Surface {
  readonly out: string[] = [];

  constructor(
    private readonly faces: OutlineFaces,
    height: number,
    width: number,
    /** Printer dots per design unit, and where the design's origin falls, in dots. */
    private readonly at: { scale: number; x: number; y: number },
  ) {
    super(height, width);
  }

  private x(v: number): number {
    return Math.round(this.at.x + v * this.at.scale);
  }

  private y(v: number): number {
    return Math.round(this.at.y + v * this.at.scale);
  }

  private face(bold?: boolean): OutlineFont {
    return bold ? this.faces.bold : this.faces.regular;
  }

  printable(text: string): string {
    return this.faces.printable(text);
  }

  measure(text: string, size: number, bold?: boolean): number {
    const face = this.face(bold);
    let cache = ADVANCES.get(face);
    if (!cache) ADVANCES.set(face, (cache = new Map()));
    let em = 0;
    for (const ch of text) {
      let w = cache.get(ch);
      if (w === undefined) {
        const printed = this.faces.printable(ch);
        w = 0;
        for (const p of printed)
          w += face.glyphForCodePoint(p.codePointAt(0)!).advanceWidth / face.unitsPerEm;
        if (cache.size < 20_000) cache.set(ch, w);
      }
      em += w;
    }
    return em * size;
  }

  protected drawText(
    text: string,
    at: { x: number; y: number; width: number; align: 'left' | 'center' | 'right' },
    style: TextStyle,
  ): void {
    const reverse = isLight(style.color) ? '^FR' : '';
    const ascii = asciiText(text);
    if (ascii !== undefined) {
      const cell = Math.max(10, Math.round(style.size * FONT0_CELL * this.at.scale));
      // Font 0 is narrower than Noto: a block as wide as the measured text keeps centred
      // and right-aligned text where the PDF puts it.
      const block =
        at.align === 'left'
          ? ''
          : `^FB${Math.max(1, this.x(at.x + at.width) - this.x(at.x))},1,0,${at.align === 'center' ? 'C' : 'R'},0`;
      this.out.push(
        `^FO${this.x(at.x)},${this.y(at.y + style.size * FONT0_TOP)}${reverse}^A0N,${cell},${cell}${block}^FH^FD${zplField(ascii)}^FS`,
      );
      return;
    }
    const size = style.size * this.at.scale;
    const key = `${style.bold ? 'b' : 'r'}${size.toFixed(2)}|${text}`;
    let graphic = GRAPHICS.get(key);
    if (graphic === undefined) {
      const bitmap = rasterizeLine(this.face(style.bold), text, {
        size,
        baseline: size * BASELINE,
        height: size * (BASELINE + 0.15),
      });
      graphic = graphicField(bitmap);
      if (GRAPHICS.size >= GRAPHICS_MAX) GRAPHICS.clear();
      GRAPHICS.set(key, graphic);
    }
    this.out.push(`^FO${this.x(at.x)},${this.y(at.y)}${reverse}${graphic}^FS`);
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    options: { fill?: Color; stroke?: Color; lineWidth?: number },
  ): void {
    const [x0, y0] = [this.x(x), this.y(y)];
    const [dw, dh] = [Math.max(1, this.x(x + w) - x0), Math.max(1, this.y(y + h) - y0)];
    // A light fill clears (white on a black band); on bare paper it changes nothing.
    if (options.fill)
      this.out.push(
        `^FO${x0},${y0}^GB${dw},${dh},${Math.min(dw, dh)},${isLight(options.fill) ? 'W' : 'B'}^FS`,
      );
    if (options.stroke) {
      const t = Math.min(dw, dh, Math.max(1, Math.round((options.lineWidth ?? 0.75) * this.at.scale)));
      this.out.push(`^FO${x0},${y0}^GB${dw},${dh},${t},${isLight(options.stroke) ? 'W' : 'B'}^FS`);
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.75, color?: Color): void {
    const t = Math.max(1, Math.round(thickness * this.at.scale));
    const ink = isLight(color) ? 'W' : 'B';
    const [ax, ay, bx, by] = [this.x(x1), this.y(y1), this.x(x2), this.y(y2)];
    if (ax === bx || ay === by) {
      const left = Math.min(ax, bx) - (ax === bx ? Math.floor(t / 2) : 0);
      const top = Math.min(ay, by) - (ay === by ? Math.floor(t / 2) : 0);
      const w = Math.max(t, Math.abs(bx - ax));
      const h = Math.max(t, Math.abs(by - ay));
      this.out.push(`^FO${left},${top}^GB${w},${h},${t},${ink}^FS`);
      return;
    }
    const orientation = (bx - ax) * (by - ay) > 0 ? 'L' : 'R';
    this.out.push(
      `^FO${Math.min(ax, bx)},${Math.min(ay, by)}^GD${Math.abs(bx - ax)},${Math.abs(by - ay)},${t},${ink},${orientation}^FS`,
    );
  }

  /**
   * The printer draws the symbol itself (^BC), its module a whole number of dots
   * so every bar prints true; sized and centred from JsBarcode's count of modules.
   */
  code128(
    text: string,
    box: { x: number; y: number; width: number; height: number; maxModule: number },
  ): void {
    const modules = moduleCount(code128Widths(text));
    const band = box.width * this.at.scale;
    const module = Math.max(
      1,
      Math.floor(Math.min(box.maxModule * this.at.scale, band / (modules + 2 * QUIET_MODULES))),
    );
    const x = this.x(box.x) + Math.max(0, Math.floor((band - modules * module) / 2));
    const h = Math.round(box.height * this.at.scale);
    // Mode A lets the printer pick code sets (digits pack two to a symbol), as JsBarcode does.
    this.out.push(
      `^BY${module},3,${h}`,
      `^FO${x},${this.y(box.y)}^BCN,${h},N,N,N,A^FH^FD${zplField(text)}^FS`,
    );
  }
}

function labelZpl(m: LabelModel, f: ZplFormat, faces: OutlineFaces): string {
  const design = designSize(f.widthDots, f.heightDots);
  const scale = Math.min(f.widthDots / design.width, f.heightDots / design.height);
  const c = new ZplCanvas(faces, design.height, design.width, {
    scale,
    x: (f.widthDots - design.width * scale) / 2,
    y: (f.heightDots - design.height * scale) / 2,
  });
  // Thermal labels are black on white: the black-and-white palette of the PDF 4x6 label.
  drawLabel(c, m, paletteFor(m.carrier, 'mono'));
  return ['^XA', `^PW${f.widthDots}`, `^LL${f.heightDots}`, '^LH0,0', ...c.out, '^XZ'].join('\n');
}

/** The ZPL document: the labels one after another, each a complete format. */
export async function renderZpl(models: readonly LabelModel[], format: ZplFormat): Promise<string> {
  const faces = await outlineFaces();
  return `${models.map((m) => labelZpl(m, format, faces)).join('\n')}\n`;
}
