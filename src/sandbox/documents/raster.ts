// Text as a 1-bit bitmap, for printers that have no font for it (a stock Zebra
// has no Japanese): the glyph outlines of the bundled face, filled by a small
// scanline rasteriser, and the bitmap written as a ZPL ^GF graphic field in
// Z64 (deflate + base64, as Zebra's own tools write graphics).
import { deflateSync } from 'node:zlib';

/** The few members of a fontkit glyph this module draws from. */
export interface OutlineGlyph {
  advanceWidth: number;
  path: { commands: readonly { command: string; args: readonly number[] }[] };
}

export interface OutlineFont {
  unitsPerEm: number;
  glyphForCodePoint(cp: number): OutlineGlyph;
}

/** Rows of dots, 8 to a byte, most significant bit first, 1 = ink (ZPL's order). */
export interface Bitmap {
  width: number;
  height: number;
  rowBytes: number;
  bits: Uint8Array;
}

// Sub-scanlines per dot row: enough for a kanji stroke of one or two dots to
// come out when it covers at least half of its dots, and cheap.
const SUBROWS = 4;
// A dot is inked when its area is at least this much covered. Slightly under
// half keeps the thin horizontal strokes of small kanji.
const INK = 0.45;

type Edge = [x0: number, y0: number, x1: number, y1: number];

/** Straight edges of a glyph's outline, curves flattened, in dots (y down), pen at (ox, baseline). */
function outlineEdges(glyph: OutlineGlyph, scale: number, ox: number, baseline: number, out: Edge[]): void {
  let sx = 0;
  let sy = 0;
  let cx = 0;
  let cy = 0;
  const X = (x: number) => ox + x * scale;
  const Y = (y: number) => baseline - y * scale;
  const to = (x: number, y: number) => {
    if (y !== cy || x !== cx) out.push([cx, cy, x, y]);
    cx = x;
    cy = y;
  };
  // Pieces about one dot long: below what a 1-bit dot can show.
  const pieces = (...pts: number[]) => {
    let len = 0;
    for (let i = 2; i < pts.length; i += 2)
      len += Math.hypot(pts[i]! - pts[i - 2]!, pts[i + 1]! - pts[i - 1]!);
    return Math.max(1, Math.min(24, Math.ceil(len / 1.5)));
  };
  for (const { command, args: a } of glyph.path.commands) {
    if (command === 'moveTo') {
      if (cx !== sx || cy !== sy) to(sx, sy);
      sx = cx = X(a[0]!);
      sy = cy = Y(a[1]!);
    } else if (command === 'lineTo') {
      to(X(a[0]!), Y(a[1]!));
    } else if (command === 'quadraticCurveTo') {
      const [qx, qy, ex, ey] = [X(a[0]!), Y(a[1]!), X(a[2]!), Y(a[3]!)];
      const [px, py] = [cx, cy];
      const n = pieces(px, py, qx, qy, ex, ey);
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        to(u * u * px + 2 * u * t * qx + t * t * ex, u * u * py + 2 * u * t * qy + t * t * ey);
      }
    } else if (command === 'bezierCurveTo') {
      const [ax, ay, bx, by, ex, ey] = [X(a[0]!), Y(a[1]!), X(a[2]!), Y(a[3]!), X(a[4]!), Y(a[5]!)];
      const [px, py] = [cx, cy];
      const n = pieces(px, py, ax, ay, bx, by, ex, ey);
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        to(
          u * u * u * px + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * ex,
          u * u * u * py + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * ey,
        );
      }
    } else if (command === 'closePath') {
      to(sx, sy);
    }
  }
  if (cx !== sx || cy !== sy) to(sx, sy);
}

/** Adds `amount` of ink over [a, b) of a row, fractional at both ends. */
function span(cover: Float32Array, a: number, b: number, amount: number): void {
  const lo = Math.max(0, a);
  const hi = Math.min(cover.length, b);
  if (hi <= lo) return;
  const i0 = Math.floor(lo);
  const i1 = Math.floor(hi);
  if (i0 === i1) {
    cover[i0]! += (hi - lo) * amount;
    return;
  }
  cover[i0]! += (i0 + 1 - lo) * amount;
  for (let i = i0 + 1; i < i1; i++) cover[i]! += amount;
  if (i1 < cover.length) cover[i1]! += (hi - i1) * amount;
}

/** Fills the edges (non-zero winding, as TrueType outlines are drawn) into a width × height bitmap. */
export function fill(edges: readonly Edge[], width: number, height: number): Bitmap {
  const rowBytes = Math.max(1, Math.ceil(width / 8));
  const bits = new Uint8Array(rowBytes * height);
  // Crossings per sub-scanline, as x and winding direction.
  const rows: number[][] = Array.from({ length: height * SUBROWS }, () => []);
  for (const [x0, y0, x1, y1] of edges) {
    if (y0 === y1) continue;
    const dir = y1 > y0 ? 1 : -1;
    const [top, bottom] = y0 < y1 ? [y0, y1] : [y1, y0];
    const first = Math.max(0, Math.ceil(top * SUBROWS - 0.5));
    const last = Math.min(rows.length - 1, Math.ceil(bottom * SUBROWS - 0.5) - 1);
    for (let r = first; r <= last; r++) {
      const y = (r + 0.5) / SUBROWS;
      rows[r]!.push(x0 + ((y - y0) * (x1 - x0)) / (y1 - y0), dir);
    }
  }
  const cover = new Float32Array(width);
  for (let row = 0; row < height; row++) {
    cover.fill(0);
    let any = false;
    for (let k = 0; k < SUBROWS; k++) {
      const xs = rows[row * SUBROWS + k]!;
      if (xs.length === 0) continue;
      any = true;
      const order = Array.from({ length: xs.length / 2 }, (_, i) => i).sort(
        (a, b) => xs[2 * a]! - xs[2 * b]!,
      );
      let winding = 0;
      let start = 0;
      for (const i of order) {
        const x = xs[2 * i]!;
        const was = winding;
        winding += xs[2 * i + 1]!;
        if (was === 0 && winding !== 0) start = x;
        else if (was !== 0 && winding === 0) span(cover, start, x, 1 / SUBROWS);
      }
    }
    if (!any) continue;
    for (let x = 0; x < width; x++) if (cover[x]! >= INK) bits[row * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
  }
  return { width, height, rowBytes, bits };
}

/**
 * One line of text in `font` at `size` dots to the em, its baseline `baseline`
 * dots below the bitmap's top; as wide as its advances, `height` dots high.
 */
export function rasterizeLine(
  font: OutlineFont,
  text: string,
  options: { size: number; baseline: number; height: number },
): Bitmap {
  const scale = options.size / font.unitsPerEm;
  const edges: Edge[] = [];
  let pen = 0;
  for (const ch of text) {
    const glyph = font.glyphForCodePoint(ch.codePointAt(0)!);
    outlineEdges(glyph, scale, pen, options.baseline, edges);
    pen += glyph.advanceWidth * scale;
  }
  return fill(edges, Math.max(1, Math.ceil(pen)), Math.max(1, Math.ceil(options.height)));
}

/** CRC-16/XMODEM (CCITT polynomial, initial 0) of the encoded data, as ZPL's Z64 checks it. */
export function crc16(text: string): number {
  let crc = 0;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The ^GF command of a bitmap (to follow a ^FO), compressed as Z64. */
export function graphicField(b: Bitmap): string {
  const total = b.rowBytes * b.height;
  const data = deflateSync(b.bits).toString('base64');
  const crc = crc16(data).toString(16).toUpperCase().padStart(4, '0');
  return `^GFA,${total},${total},${b.rowBytes},:Z64:${data}:${crc}`;
}
