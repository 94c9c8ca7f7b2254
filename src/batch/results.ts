// The results of a run, one line per shipment in file order: what a shop pastes back
// into its order system (tracking numbers) or hands to Excel. `--out-encoding sjis`
// writes CP932 for Excel on Japanese Windows, and refuses a character CP932 cannot
// hold rather than write '?' in its place (a wrong tracking note is worse than none).
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { Writable } from 'node:stream';
import { trackingOf, type RowRecord } from './journal.js';

export type OutEncoding = 'utf8' | 'utf8-bom' | 'sjis';

export const RESULT_COLUMNS = [
  'line',
  'key',
  'status',
  'shipment_id',
  'tracking_numbers',
  'label_file',
  'price',
  'currency',
  'ref_number',
  'error',
] as const;

export interface ResultRow {
  line: number;
  key: string;
  status: string;
  shipment_id: string;
  /** Several (return labels) joined with a space in the CSV. */
  tracking_numbers: string[];
  label_file: string;
  price: number | null;
  currency: string;
  ref_number: string;
  error: string;
}

export function resultOf(r: RowRecord): ResultRow {
  return {
    line: r.line,
    key: r.row_key,
    status: r.state,
    shipment_id: r.shipment_id ?? '',
    tracking_numbers: trackingOf(r),
    label_file: r.label_file ?? '',
    price: r.quote,
    currency: r.currency ?? '',
    ref_number: r.ref_number,
    error: r.error ?? '',
  };
}

export class UnencodableError extends Error {
  override name = 'UnencodableError';
  constructor(
    readonly line: number,
    readonly column: string,
    readonly char: string,
  ) {
    super(
      `line ${line}, column ${column}: "${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) cannot be written in Shift_JIS`,
    );
  }
}

/** The first character of `text` that CP932 cannot hold, if any. */
export function unencodableChar(text: string): string | undefined {
  if (![...text].some((ch) => ch.charCodeAt(0) > 0x7f)) return undefined;
  if (iconv.decode(iconv.encode(text, 'cp932'), 'cp932') === text) return undefined;
  return [...text].find((ch) => iconv.decode(iconv.encode(ch, 'cp932'), 'cp932') !== ch);
}

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV Injection": a leading =, +, -,
 * @, tab or carriage return) gets a leading ' so Excel and LibreOffice show it as text.
 * Order keys and error texts come from the input file and the API: neither is trusted.
 * A plain number (-5, 12.5) is no formula and stays as it is.
 */
export function neutraliseFormula(cell: string): string {
  if (/^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell)) return `'${cell}`;
  return cell;
}

function cells(r: ResultRow): string[] {
  return (
    [
      String(r.line),
      r.key,
      r.status,
      r.shipment_id,
      r.tracking_numbers.join(' '),
      r.label_file,
      r.price === null ? '' : String(r.price),
      r.currency,
      r.ref_number,
      r.error,
    ] as string[]
  ).map(neutraliseFormula);
}

/**
 * Writes the CSV (header first, CRLF as Excel expects). For sjis every cell is checked
 * before anything is written, so a refused file is not left half-written.
 */
export function renderResults(rows: Iterable<RowRecord>, encoding: OutEncoding): Buffer {
  const lines: string[] = [stringify([[...RESULT_COLUMNS]], { record_delimiter: '\r\n' })];
  for (const row of rows) {
    const values = cells(resultOf(row));
    if (encoding === 'sjis') {
      values.forEach((v, i) => {
        const ch = unencodableChar(v);
        if (ch) throw new UnencodableError(row.line, RESULT_COLUMNS[i]!, ch);
      });
    }
    lines.push(stringify([values], { record_delimiter: '\r\n' }));
  }
  const text = lines.join('');
  if (encoding === 'sjis') return iconv.encode(text, 'cp932');
  return Buffer.from(encoding === 'utf8-bom' ? `\uFEFF${text}` : text, 'utf8');
}

export async function writeTo(stream: Writable, bytes: Buffer): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    stream.write(bytes, (err) => (err ? reject(err) : resolve()));
  });
}
