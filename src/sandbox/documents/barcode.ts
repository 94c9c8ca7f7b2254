// Code 128 of a tracking number, drawn as vector bars. bwip-js encodes (code set
// choice, check character); the bars are drawn as PDF rectangles rather than an
// embedded bitmap, so their edges stay sharp at any print or render resolution
// and a scanner (or zbarimg on a 150 dpi render) reads them reliably.
import bwipjs from 'bwip-js';
import type { Canvas } from './canvas.js';
import { BLACK } from './canvas.js';

/** Quiet zone required on each side of a Code 128 symbol, in modules. */
export const QUIET_MODULES = 10;

/** Code 128 covers ASCII only; tracking numbers are ASCII, anything else gets no bars. */
export const isEncodable = (text: string): boolean => /^[\x20-\x7e]+$/.test(text);

/**
 * Bar and space widths in modules, starting with a bar (start character,
 * data, check character and stop pattern included).
 */
export function code128Widths(text: string): number[] {
  const symbols = bwipjs.raw('code128', text, {});
  const first = symbols[0];
  if (!first || !('sbs' in first)) throw new Error(`bwip-js returned no bars for ${JSON.stringify(text)}`);
  return first.sbs;
}

export const moduleCount = (widths: readonly number[]): number => widths.reduce((a, b) => a + b, 0);

/**
 * Draws the symbol centred in a band of `width` × `height` design units at
 * (x, y). The module is as wide as the band allows with the quiet zones kept
 * clear, capped at `maxModule` so short numbers do not turn into wide blocks.
 * Returns the drawn width (without quiet zones).
 */
export function drawCode128(
  c: Canvas,
  text: string,
  box: { x: number; y: number; width: number; height: number; maxModule: number },
): number {
  const widths = code128Widths(text);
  const modules = moduleCount(widths);
  const module = Math.min(box.maxModule, box.width / (modules + 2 * QUIET_MODULES));
  const symbolWidth = modules * module;
  let x = box.x + (box.width - symbolWidth) / 2;
  widths.forEach((w, i) => {
    if (i % 2 === 0) c.rect(x, box.y, w * module, box.height, { fill: BLACK });
    x += w * module;
  });
  return symbolWidth;
}
