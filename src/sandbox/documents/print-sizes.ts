// settings.print.size (spec 2.13) as geometry: the page a label is printed on,
// whether it is colour, and, for the A4 sheets of the small services, where on
// the sheet each label goes (setup.print_start_location, live notes).
import {
  CARRIERS,
  PRINT_START_LOCATION_MAX,
  PRINT_START_LOCATION_SERVICES,
  type CarrierType,
} from '../../domain/index.js';

const MM = 72 / 25.4;
const INCH = 72;

/** How a label is coloured: the carrier's colours, black only, or a tinted frame (sagawa's sheets). */
export type Tint = 'colour' | 'mono' | 'blue' | 'green';

export interface PdfFormat {
  kind: 'pdf';
  size: string;
  /** Page size in PDF points. */
  width: number;
  height: number;
  tint: Tint;
  /** A4 sheets: small services print four A6 slips to a sheet. */
  sheet: boolean;
}

export interface ZplFormat {
  kind: 'zpl';
  size: string;
  /** Label size in printer dots at 203 dpi (8 dots/mm), the Zebra default. */
  widthDots: number;
  heightDots: number;
}

export type PrintFormat = PdfFormat | ZplFormat;

const pdf = (size: string, width: number, height: number, tint: Tint, sheet = false): PdfFormat => ({
  kind: 'pdf',
  size,
  width,
  height,
  tint,
  sheet,
});

const ZPL_DPI = 203;

export const PRINT_FORMATS: Readonly<Record<string, PrintFormat>> = {
  PDF_A4: pdf('PDF_A4', 210 * MM, 297 * MM, 'colour', true),
  PDF_A4_BW: pdf('PDF_A4_BW', 210 * MM, 297 * MM, 'mono', true),
  PDF_A5: pdf('PDF_A5', 148 * MM, 210 * MM, 'colour'),
  PDF_A5_BW: pdf('PDF_A5_BW', 148 * MM, 210 * MM, 'mono'),
  PDF_4X6: pdf('PDF_4X6', 4 * INCH, 6 * INCH, 'mono'),
  PDF_4X8: pdf('PDF_4X8', 4 * INCH, 8 * INCH, 'mono'),
  PDF_4X9: pdf('PDF_4X9', 4 * INCH, 9 * INCH, 'mono'),
  'PDF_4.2X8.3_BLUE': pdf('PDF_4.2X8.3_BLUE', 4.2 * INCH, 8.3 * INCH, 'blue'),
  'PDF_4.2X8.3_GREEN': pdf('PDF_4.2X8.3_GREEN', 4.2 * INCH, 8.3 * INCH, 'green'),
  'PDF_4.5X7.8': pdf('PDF_4.5X7.8', 4.5 * INCH, 7.8 * INCH, 'colour'),
  // Japan Post's thermal roll (ゆうプリR): its exact size is not published; 100 × 150 mm
  // is the common thermal shipping label and close to what the carrier prints.
  PDF_YU_THERMAL: pdf('PDF_YU_THERMAL', 100 * MM, 150 * MM, 'mono'),
  ZPL_4X6: { kind: 'zpl', size: 'ZPL_4X6', widthDots: 4 * ZPL_DPI, heightDots: 6 * ZPL_DPI },
  ZPL_4X8: { kind: 'zpl', size: 'ZPL_4X8', widthDots: 4 * ZPL_DPI, heightDots: 8 * ZPL_DPI },
};

export const FALLBACK_PRINT_SIZE = 'PDF_A5';

/**
 * The format of a carrier account's print.size. An absent or unknown value falls
 * back to the carrier's default, then to A5: a label link must always answer a
 * document, and the account's settings were checked when they were saved.
 */
export function resolvePrintFormat(carrier: CarrierType, printSize?: string): PrintFormat {
  const chosen = printSize !== undefined ? PRINT_FORMATS[printSize] : undefined;
  const fallback = CARRIERS[carrier].defaultPrintSize ?? FALLBACK_PRINT_SIZE;
  return chosen ?? PRINT_FORMATS[fallback] ?? (PRINT_FORMATS[FALLBACK_PRINT_SIZE] as PrintFormat);
}

export const SHEET_COLUMNS = 2;
export const SHEET_ROWS = PRINT_START_LOCATION_MAX / SHEET_COLUMNS;

/** A rectangle in PDF points, origin at the bottom left as in PDF. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Placement {
  /** 0-based page index. */
  page: number;
  box: Box;
}

/** True when the service's labels go onto an A4 sheet of slips (and print_start_location applies). */
export function usesSheet(format: PrintFormat, service: string): boolean {
  return format.kind === 'pdf' && format.sheet && PRINT_START_LOCATION_SERVICES.includes(service);
}

/** print_start_location as a 1-based position; anything outside 1..max (or absent) is 1. */
export function startPosition(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= PRINT_START_LOCATION_MAX ? n : 1;
}

/**
 * Where the n-th label (0-based) of a document goes. On a sheet the slots are
 * numbered 1..4 left to right, top to bottom, the first label takes the slot
 * print_start_location names and the following ones the next slots, onto a new
 * sheet after slot 4. Otherwise each label has a page of its own.
 */
export function placeLabel(
  format: PdfFormat,
  options: { sheet: boolean; start: number; index: number },
): Placement {
  if (!options.sheet)
    return { page: options.index, box: { x: 0, y: 0, width: format.width, height: format.height } };
  const slot = options.start - 1 + options.index;
  const perSheet = SHEET_COLUMNS * SHEET_ROWS;
  const within = slot % perSheet;
  const width = format.width / SHEET_COLUMNS;
  const height = format.height / SHEET_ROWS;
  const column = within % SHEET_COLUMNS;
  const row = Math.floor(within / SHEET_COLUMNS);
  return {
    page: Math.floor(slot / perSheet),
    box: { x: column * width, y: format.height - (row + 1) * height, width, height },
  };
}
