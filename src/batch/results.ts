// The results of a run, one line per shipment in file order: what a shop pastes back
// into its order system (tracking numbers) or hands to Excel. `--out-encoding sjis`
// writes CP932 for Excel on Japanese Windows. The file is always written: the labels
// are bought, and a lost results file loses the tracking numbers. Our own punctuation
// is folded to what CP932 holds (· → /, – → -); any other character CP932 cannot hold
// (a user's 김 or 😀) becomes '?' and is reported, never a failure.
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

/**
 * A tracking number as Excel keeps it: a cell of digits only would be read as a number
 * (a leading 0 lost, 12 digits shown as 1.23E+11), so it is written in Excel's text form
 * ="012345678901", which Excel and LibreOffice show as the digits and scripts can strip.
 */
export function excelText(cell: string): string {
  return /^\d+$/.test(cell) ? `="${cell}"` : cell;
}

function cells(r: ResultRow): string[] {
  const out = (
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
  out[4] = excelText(out[4]!);
  return out;
}

/** A character CP932 could not hold, replaced in the results file. */
export interface Replacement {
  line: number;
  column: string;
  char: string;
}

/** Punctuation our own messages use, as CP932 can write it. */
const FOLD: Readonly<Record<string, string>> = {
  '·': '/',
  '–': '-',
  '—': '-',
  '−': '-',
  '≤': '<=',
  '≥': '>=',
  '✓': 'OK',
};

const encodable = (ch: string): boolean =>
  ch.charCodeAt(0) <= 0x7f || iconv.decode(iconv.encode(ch, 'cp932'), 'cp932') === ch;

/** `text` with every character CP932 lacks folded or replaced by '?'; what was replaced is reported. */
export function toCp932Text(text: string, onReplace: (char: string) => void = () => {}): string {
  if (unencodableChar(text) === undefined) return text;
  let out = '';
  for (const ch of text) {
    if (encodable(ch)) out += ch;
    else if (FOLD[ch] !== undefined) out += FOLD[ch];
    else {
      // Latin letters with accents keep their letter (é → e); anything else is '?'.
      const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      const ok = bare !== '' && [...bare].every(encodable);
      out += ok ? bare : '?';
      onReplace(ch);
    }
  }
  return out;
}

/** The header line of the results, CRLF as Excel expects. */
export function resultsHeader(): string {
  return stringify([[...RESULT_COLUMNS]], { record_delimiter: '\r\n' });
}

/**
 * One line of the results. For sjis a character CP932 cannot hold is replaced (see
 * toCp932Text) and handed to `onReplace`.
 */
export function resultLine(
  r: ResultRow,
  encoding: OutEncoding,
  onReplace: (r: Replacement) => void = () => {},
): string {
  let values = cells(r);
  if (encoding === 'sjis')
    values = values.map((v, i) =>
      toCp932Text(v, (char) => onReplace({ line: r.line, column: RESULT_COLUMNS[i]!, char })),
    );
  return stringify([values], { record_delimiter: '\r\n' });
}

/** Results text as bytes; `first` is the start of the file (where utf8-bom puts its BOM). */
export function encodeResults(text: string, encoding: OutEncoding, first = false): Buffer {
  if (encoding === 'sjis') return iconv.encode(text, 'cp932');
  return Buffer.from(first && encoding === 'utf8-bom' ? `\uFEFF${text}` : text, 'utf8');
}

/** Writes the whole CSV (header first); see resultLine for sjis. */
export function renderResults(
  rows: Iterable<RowRecord>,
  encoding: OutEncoding,
  onReplace: (r: Replacement) => void = () => {},
): Buffer {
  const lines: string[] = [resultsHeader()];
  for (const row of rows) lines.push(resultLine(resultOf(row), encoding, onReplace));
  return encodeResults(lines.join(''), encoding, true);
}

export async function writeTo(stream: Writable, bytes: Buffer): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    stream.write(bytes, (err) => (err ? reject(err) : resolve()));
  });
}
