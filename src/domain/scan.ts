// What a packing station reads from a scanner, made into what it means: an order number, a box
// size, or one of the items in the box. Not a rule of the API (source: inferred, from how
// keyboard-wedge scanners and Japanese 検品 benches work): scanners are often set to frame each
// code with STX/ETX or a prefix/suffix of the site's choosing, a Japanese input method may turn
// the code full width, and a bench keeps a sheet of size barcodes (SIZE-60, SIZE-80…) by the boxes.

/** C0 and C1 control characters and DEL: what a scanner's framing (STX, ETX, GS, CR…) adds. */
// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A scanned line as the code it carries: control characters dropped, then each configured
 * prefix or suffix taken off once (compared after NFKC, so a full-width one matches too), trimmed.
 */
export function cleanScan(raw: string, affixes: readonly string[] = []): string {
  let text = raw.replace(CONTROLS, '').trim();
  if (affixes.length === 0) return text;
  text = text.normalize('NFKC');
  for (const affix of affixes) {
    const a = affix.normalize('NFKC');
    if (a === '') continue;
    if (text.startsWith(a)) text = text.slice(a.length);
    if (text.endsWith(a)) text = text.slice(0, text.length - a.length);
    text = text.trim();
  }
  return text;
}

/** The affixes of `station.scanner_strip`: comma-separated; \xNN (or \u{…}) spells a control character. */
export function readAffixes(stored: string | undefined): string[] {
  if (!stored) return [];
  return stored
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/\\x([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\\u\{([0-9a-fA-F]{1,6})\}/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))),
    )
    .filter((part) => part !== '');
}

/** The text printed under a size barcode: `SIZE-80`. */
export const sizeCode = (size: number): string => `SIZE-${size}`;

const SIZE_CODE = /^(?:SIZE|サイズ|S)\s*-?\s*(\d{2,3})$/;

/**
 * A size scanned or typed after an order: its barcode (SIZE-80, サイズ80, full width too), or the
 * bare number when it is one of `sizes` (the carrier's). undefined for anything else.
 */
export function readSizeScan(text: string, sizes: readonly number[]): number | undefined {
  const t = text.normalize('NFKC').trim().toUpperCase();
  const coded = SIZE_CODE.exec(t);
  if (coded) return Number(coded[1]);
  return /^\d{2,3}$/.test(t) && sizes.includes(Number(t)) ? Number(t) : undefined;
}

/** An item code compared as scanned: NFKC, dashes and spaces gone, upper case. */
export const itemKey = (raw: unknown): string =>
  typeof raw === 'string' || typeof raw === 'number'
    ? String(raw)
        .normalize('NFKC')
        .replace(/[\s\-\u2010-\u2015\u2212\u30fc]/g, '')
        .toUpperCase()
    : '';

/** One product line of the box: the codes that name it (sku, barcode/JAN, item_id) and how many. */
export interface ItemLine {
  name: string;
  codes: string[];
  quantity: number;
  scanned: number;
}

/** The lines an item check asks for: product lines that carry a code; a line without one is not checkable. */
export function itemLines(products: unknown): { lines: ItemLine[]; uncoded: number } {
  const lines: ItemLine[] = [];
  let uncoded = 0;
  for (const p of Array.isArray(products) ? (products as Record<string, unknown>[]) : []) {
    const codes = [p.barcode, p.sku, p.item_id].map(itemKey).filter((k) => k !== '');
    const quantity = Number.isInteger(p.quantity) && (p.quantity as number) > 0 ? (p.quantity as number) : 1;
    if (codes.length === 0) uncoded += 1;
    else lines.push({ name: typeof p.name === 'string' ? p.name : '', codes, quantity, scanned: 0 });
  }
  return { lines, uncoded };
}

export type ItemScan =
  | { kind: 'matched'; line: ItemLine; done: boolean }
  | { kind: 'too_many'; line: ItemLine }
  | { kind: 'wrong' };

/** Counts a scanned item against the box's lines: one of them, one too many of one, or none. */
export function scanItem(lines: readonly ItemLine[], code: string): ItemScan {
  const key = itemKey(code);
  const line = lines.find((l) => l.codes.includes(key));
  if (!line) return { kind: 'wrong' };
  if (line.scanned >= line.quantity) return { kind: 'too_many', line };
  line.scanned += 1;
  return { kind: 'matched', line, done: lines.every((l) => l.scanned >= l.quantity) };
}

/** How many items are still to be scanned. */
export const itemsLeft = (lines: readonly ItemLine[]): number =>
  lines.reduce((n, l) => n + Math.max(0, l.quantity - l.scanned), 0);
