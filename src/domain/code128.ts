// Code 128 (a label's tracking number, a station's size barcodes), drawn as vector bars. JsBarcode encodes (code
// set choice, check character) into its plain-object target, which draws nothing;
// the bars are drawn as PDF rectangles rather than an embedded bitmap, so their
// edges stay sharp at any print or render resolution and a scanner (or zbarimg on
// a 150 dpi render) reads them reliably. (JsBarcode replaced bwip-js, 13 MB
// installed for the one symbology the labels draw; its code sets differ here and
// there but its symbols are as long, module for module.)
import JsBarcode from 'jsbarcode';

/** Quiet zone required on each side of a Code 128 symbol, in modules. */
export const QUIET_MODULES = 10;

/** Code 128 covers ASCII only; tracking numbers are ASCII, anything else gets no bars. */
export const isEncodable = (text: string): boolean => /^[\x20-\x7e]+$/.test(text);

/**
 * Bar and space widths in modules, starting with a bar (start character,
 * data, check character and stop pattern included).
 */
export function code128Widths(text: string): number[] {
  const target: { encodings?: { data: string }[] } = {};
  let valid = false;
  JsBarcode(target, text, { format: 'CODE128', valid: (v) => (valid = v) });
  const bars = target.encodings?.map((e) => e.data).join('') ?? '';
  if (!valid || !bars.startsWith('1'))
    throw new Error(`JsBarcode returned no bars for ${JSON.stringify(text)}`);
  // '1' is a bar module, '0' a space: the run lengths, starting with a bar.
  return (bars.match(/1+|0+/g) ?? []).map((run) => run.length);
}

export const moduleCount = (widths: readonly number[]): number => widths.reduce((a, b) => a + b, 0);

/**
 * Draws the symbol centred in a band of `width` × `height` design units at
 * (x, y), one `bar` call per bar. The module is as wide as the band allows with
 * the quiet zones kept clear, capped at `maxModule` so short numbers do not turn
 * into wide blocks. Returns the drawn width (without quiet zones).
 */
export function drawCode128(
  bar: (x: number, y: number, width: number, height: number) => void,
  text: string,
  box: { x: number; y: number; width: number; height: number; maxModule: number },
): number {
  const widths = code128Widths(text);
  const modules = moduleCount(widths);
  const module = Math.min(box.maxModule, box.width / (modules + 2 * QUIET_MODULES));
  const symbolWidth = modules * module;
  let x = box.x + (box.width - symbolWidth) / 2;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bar(x, box.y, w * module, box.height);
    x += w * module;
  });
  return symbolWidth;
}
