// Decoded text → CSV records with their file line numbers → groups of records that
// make one shipment. Streaming: one group is held at a time, plus the set of keys
// already closed (to catch an order whose rows are split apart in the file).
import { parse, type InfoRecord, type Options } from 'csv-parse';
import { Readable } from 'node:stream';

export interface CsvRecord {
  /** Line of the file where the record starts (the header is line 1). */
  line: number;
  values: string[];
}

export interface RecordGroup {
  /** The order key, or undefined when the file has no order column. */
  key?: string;
  records: CsvRecord[];
  /** The key's rows appeared earlier in the file, separated from these (line of the first). */
  splitFrom?: number;
}

/** Tab for Excel's "Unicode text" and TSV exports, semicolon for European locales, else comma. */
export function detectDelimiter(firstLine: string): string {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const candidates = ['\t', ';', ','] as const;
  const best = candidates.reduce((a, b) => (count(b) > count(a) ? b : a), ',' as string);
  return count(best) > 0 ? best : ',';
}

/**
 * Text goes to the parser in small pieces: csv-parse emits every record of a piece at
 * once, and records waiting to be read survive young-generation collections (then
 * linger in the old one), so big pieces cost memory in proportion to the file.
 */
function* pieces(s: string, size = 16_384): Generator<string> {
  for (let i = 0; i < s.length; i += size) yield s.slice(i, i + size);
}

/**
 * Line endings become LF (Excel writes CRLF; csv-parse counts lines reliably only with
 * one kind), and the delimiter is decided on the first line.
 */
async function* normalized(text: Readable, out: { delimiter: string }): AsyncGenerator<string> {
  let head = '';
  let decided = false;
  let carry = '';
  const decide = (s: string) => {
    const nl = s.indexOf('\n');
    out.delimiter = detectDelimiter(nl < 0 ? s : s.slice(0, nl));
    decided = true;
  };
  for await (const chunk of text) {
    let s = carry + (typeof chunk === 'string' ? chunk : String(chunk));
    carry = '';
    if (s.endsWith('\r')) {
      carry = '\r';
      s = s.slice(0, -1);
    }
    s = s.replace(/\r\n?/g, '\n');
    if (decided) {
      yield* pieces(s);
      continue;
    }
    head += s;
    if (head.indexOf('\n') < 0 && head.length < 65536) continue;
    decide(head);
    yield* pieces(head);
  }
  const rest = (decided ? '' : head) + carry.replace('\r', '\n');
  if (!decided) decide(rest);
  if (rest !== '') yield rest;
}

/** The header (line 1) first, then every non-empty record. */
export async function* readRecords(text: Readable): AsyncGenerator<CsvRecord> {
  const found = { delimiter: ',' };
  const source = Readable.from(normalized(text, found));
  // The parser is created once the delimiter is known, i.e. after the first chunk.
  const first = source[Symbol.asyncIterator]();
  const head = await first.next();
  if (head.done) return;
  // Line numbers: csv-parse counts the lines read so far (a record's last line) and the
  // blank lines skipped; a record starts after the previous one and the blanks between.
  let lastEnd = 0;
  let lastEmpty = 0;
  const withLine = (values: string[], ctx: InfoRecord): CsvRecord => {
    const line = lastEnd + 1 + (ctx.empty_lines - lastEmpty);
    lastEnd = ctx.lines;
    lastEmpty = ctx.empty_lines;
    return { line, values };
  };
  const parser = parse({
    delimiter: found.delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
    // The typings only let on_record return a record of the same shape; it returns ours.
    on_record: withLine as unknown as Options['on_record'],
  });
  const feed = (async () => {
    parser.write(head.value);
    for (let next = await first.next(); !next.done; next = await first.next()) {
      if (!parser.write(next.value)) await new Promise((resolve) => parser.once('drain', resolve));
    }
    parser.end();
  })();
  feed.catch((err: unknown) => parser.destroy(err instanceof Error ? err : new Error(String(err))));
  for await (const record of parser as AsyncIterable<CsvRecord>) {
    if (record.values.every((v) => v.trim() === '')) continue;
    yield record;
  }
  await feed;
}

/**
 * Consecutive records with the same key form one group; without a key column every
 * record is its own group. A key seen again after other keys is reported (splitFrom)
 * rather than silently merged, since merging would need the whole file in memory.
 */
export async function* groupRecords(
  records: AsyncIterable<CsvRecord>,
  keyOf: ((r: CsvRecord) => string) | undefined,
): AsyncGenerator<RecordGroup> {
  if (!keyOf) {
    for await (const r of records) yield { records: [r] };
    return;
  }
  const closed = new Map<string, number>();
  let current: RecordGroup | undefined;
  for await (const r of records) {
    const key = keyOf(r);
    if (current && key !== '' && current.key === key) {
      current.records.push(r);
      continue;
    }
    if (current) {
      if (current.key) closed.set(current.key, closed.get(current.key) ?? current.records[0]!.line);
      yield current;
    }
    const earlier = key === '' ? undefined : closed.get(key);
    current = { key, records: [r], ...(earlier !== undefined ? { splitFrom: earlier } : {}) };
  }
  if (current) yield current;
}
