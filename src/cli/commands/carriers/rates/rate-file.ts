// A negotiated-rate file (spec 4.9) as the API wants it: JSON (the body itself)
// or a CSV grid people keep in a spreadsheet:
//
//   from,size,北海道,北東北,…      header: origin, pack size, one column per destination
//   関東,60,"1,234","1,100",…      prices with thousands separators (quoted in CSV)
//
// Empty cells mean "no price for that destination". Excel's Shift_JIS export is
// read too. Problems found by the domain are reported by line and column.
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import path from 'node:path';
import { formatPrice, parsePriceString, regionNameIssue, type Problem } from '../../../../domain/index.js';
import { messages } from '../../../../i18n/index.js';

export interface RateFile {
  /** The upload body: rows {from, size, price}. */
  body: unknown;
  /** Destination regions named by a CSV header (checked even where every cell is empty). */
  regions: string[];
  /** Structural problems of the CSV (bad header, cell counts). */
  problems: Problem[];
  /** Turns a wire path of validateNegotiatedRates (`[3].price.東北`) into a place in the file. */
  locate(field: string, issue: string, carrier: string): string;
}

const FROM = ['from', '発地', '発送元'];
const SIZE = ['size', 'サイズ'];

/** UTF-8 (with or without BOM), else Shift_JIS. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(bytes, 'Shift_JIS');
  }
}

export function isJsonRateFile(file: string, text: string): boolean {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.json') return true;
  if (ext === '.csv' || ext === '.tsv') return false;
  return /^\s*[[{]/.test(text);
}

/** "¥1,234", "１２３４円", "1234" → "1,234"; anything else is kept for the domain to report. */
export function normalizePrice(cell: string): string {
  const s = cell
    .normalize('NFKC')
    .replace(/^[¥\\]\s*/, '')
    .replace(/\s*円$/, '')
    .trim();
  const n = parsePriceString(s);
  return n === undefined ? cell : formatPrice(n);
}

export function parseRateCsv(text: string): RateFile {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const records = parse(text, {
    delimiter,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const words = messages().admin.rates;
  const problems: Problem[] = [];
  const header = records[0]?.record ?? [];
  if (!FROM.includes((header[0] ?? '').toLowerCase()) || !SIZE.includes((header[1] ?? '').toLowerCase()))
    problems.push({
      field: words.headerLine,
      issue: words.badHeader(JSON.stringify(header.slice(0, 3).join(','))),
    });
  const regions = header.slice(2);
  if (regions.length === 0 && problems.length === 0)
    problems.push({ field: words.headerLine, issue: words.noRegions });
  const lines: number[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const { record, info } of records.slice(1)) {
    if (record.length > header.length) {
      problems.push({
        field: words.line(info.lines),
        issue: words.tooManyCells(record.length, header.length),
      });
      continue;
    }
    const price: Record<string, string> = {};
    regions.forEach((region, i) => {
      const cell = record[i + 2] ?? '';
      if (cell !== '') price[region] = normalizePrice(cell);
    });
    const sizeText = (record[1] ?? '').normalize('NFKC').trim();
    rows.push({ from: record[0] ?? '', size: /^\d+$/.test(sizeText) ? Number(sizeText) : sizeText, price });
    lines.push(info.lines);
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ field: 'file', issue: words.noRows });
  return {
    body: rows,
    regions,
    problems,
    locate: (field, issue, carrier) => locateCsv(field, issue, carrier, lines),
  };
}

function locateCsv(field: string, issue: string, carrier: string, lines: number[]): string {
  const m = /^\[(\d+)\](?:\.(from|size|price)(?:\.(.+))?)?$/.exec(field);
  if (!m) return field;
  const text = messages().admin.rates;
  const line = text.line(lines[Number(m[1])] ?? '?');
  const [, , member, region] = m;
  // A wrong region in the header is one problem, not one per row.
  if (region !== undefined && issue === regionNameIssue(carrier, region)) return text.headerColumn(region);
  if (region !== undefined) return text.lineColumn(line, region);
  return member ? text.lineMember(line, member) : line;
}

export function parseRateJson(value: unknown): RateFile {
  return { body: value, regions: [], problems: [], locate: (field) => field };
}
