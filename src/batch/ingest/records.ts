// Decoded text → CSV records with their file line numbers → groups of records that
// make one shipment. Streaming: one group is held at a time, plus the set of keys
// already closed (to catch an order whose rows are split apart in the file).
import { Parser } from 'csv-parse';
import { finished } from 'node:stream/promises';

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
 * Text goes to the parser in small pieces, and the records of a piece are handed on before
 * the next is parsed: nothing waits in a stream's buffer. Records (and text) that wait
 * outlive young-generation collections and linger in the old one, so any read-ahead costs
 * memory in proportion to the file (100,000 rows).
 */
const PIECE = 1024;

function* pieces(s: string): Generator<string> {
  if (s.length <= PIECE) {
    yield s;
    return;
  }
  for (let i = 0; i < s.length; i += PIECE) yield s.slice(i, i + PIECE);
}

/**
 * Line endings become LF (Excel writes CRLF; csv-parse counts lines reliably only with
 * one kind). The first value is the text up to the first line end (or 64 KiB), on which
 * the delimiter is decided.
 */
async function* normalized(text: AsyncIterable<string | Buffer>): AsyncGenerator<string> {
  let head = '';
  let started = false;
  let carry = '';
  for await (const chunk of text) {
    let s = carry + (typeof chunk === 'string' ? chunk : String(chunk));
    carry = '';
    if (s.endsWith('\r')) {
      carry = '\r';
      s = s.slice(0, -1);
    }
    s = s.replace(/\r\n?/g, '\n');
    if (started) {
      yield s;
      continue;
    }
    head += s;
    if (head.indexOf('\n') < 0 && head.length < 65536) continue;
    started = true;
    yield head;
    head = '';
  }
  const rest = head + carry.replace('\r', '\n');
  if (rest !== '') yield rest;
}

/**
 * csv-parse, its records taken as they are pushed, with their first line: nothing waits in
 * the stream's buffer. (Its on_record hook would do the same, but builds two info objects
 * per record by spreading, which V8 copies into the old generation: 100,000 rows left tens
 * of megabytes there to collect.) Line numbers: csv-parse counts the lines read so far (a
 * record's last line) and the blank lines skipped; a record starts after the previous one
 * and the blanks between.
 */
class LineParser extends Parser {
  ready: CsvRecord[] = [];
  #lastEnd = 0;
  #lastEmpty = 0;

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk === null) return super.push(null, encoding);
    const { lines, empty_lines: empty } = this.info;
    const line = this.#lastEnd + 1 + (empty - this.#lastEmpty);
    this.#lastEnd = lines;
    this.#lastEmpty = empty;
    const values = chunk as string[];
    if (!values.every((v) => v.trim() === '')) this.ready.push({ line, values });
    return true;
  }
}

/** The header (line 1) first, then every non-empty record. */
export async function* readRecords(text: AsyncIterable<string | Buffer>): AsyncGenerator<CsvRecord> {
  const chunks = normalized(text)[Symbol.asyncIterator]();
  const head = await chunks.next();
  if (head.done) return;
  const nl = head.value.indexOf('\n');
  const parser = new LineParser({
    delimiter: detectDelimiter(nl < 0 ? head.value : head.value.slice(0, nl)),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  });
  // A parse error destroys the parser at once (parser.errored) and is emitted a tick later.
  parser.on('error', () => undefined);
  parser.resume();
  const done = finished(parser);
  done.catch(() => undefined);
  const handOn = function* (): Generator<CsvRecord> {
    if (parser.errored) throw parser.errored;
    const out = parser.ready;
    parser.ready = [];
    yield* out;
  };
  for (let next: IteratorResult<string> = head; !next.done; next = await chunks.next()) {
    for (const piece of pieces(next.value)) {
      parser.write(piece);
      yield* handOn();
    }
  }
  parser.end();
  await done.catch((err: unknown) => {
    throw parser.errored ?? err;
  });
  yield* handOn();
}

/**
 * The first line of every key already closed: what split-order detection must remember, held
 * outside the JS heap (an open-addressing table in typed arrays, the keys' UTF-8 bytes in one
 * growing buffer). Some 20 bytes a key; kept in the heap, 100,000 keys took megabytes that
 * survive every young-generation collection, which made V8 double its young generation.
 */
export class ClosedKeys {
  #slots: Int32Array = new Int32Array(1024); // entry + 1; 0 is empty
  #hash: Int32Array = new Int32Array(512);
  #line: Int32Array = new Int32Array(512);
  #start: Int32Array = new Int32Array(513); // entry's bytes: bytes[start[e], start[e + 1])
  #bytes: Buffer = Buffer.alloc(8192);
  #count = 0;
  #scratch: Buffer = Buffer.alloc(256);

  get size(): number {
    return this.#count;
  }

  /** The line a key was first closed at, or undefined. */
  get(key: string): number | undefined {
    const e = this.#find(hashOf(key), this.#encode(key));
    return e < 0 ? undefined : this.#line[e];
  }

  /** Keeps the first line a key was closed at. */
  close(key: string, line: number): void {
    const h = hashOf(key);
    const n = this.#encode(key);
    if (this.#find(h, n) >= 0) return;
    const e = this.#count;
    if (e + 1 >= this.#hash.length) this.#growEntries();
    const at = this.#start[e]!;
    if (at + n > this.#bytes.length) this.#bytes = grow(this.#bytes, at + n);
    this.#scratch.copy(this.#bytes, at, 0, n);
    this.#start[e + 1] = at + n;
    this.#hash[e] = h;
    this.#line[e] = line;
    this.#count = e + 1;
    if (this.#count * 2 > this.#slots.length) this.#rehash(this.#slots.length * 2);
    else this.#place(e);
  }

  /** The key's UTF-8 bytes into the scratch buffer; their length. */
  #encode(key: string): number {
    const most = key.length * 3;
    if (most > this.#scratch.length) this.#scratch = Buffer.alloc(most);
    return this.#scratch.write(key, 'utf8');
  }

  #find(h: number, n: number): number {
    const mask = this.#slots.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const slot = this.#slots[i]!;
      if (slot === 0) return -1;
      const e = slot - 1;
      if (this.#hash[e] !== h) continue;
      const from = this.#start[e]!;
      const to = this.#start[e + 1]!;
      if (to - from === n && this.#scratch.compare(this.#bytes, from, to, 0, n) === 0) return e;
    }
  }

  #place(e: number): void {
    const mask = this.#slots.length - 1;
    let i = this.#hash[e]! & mask;
    while (this.#slots[i] !== 0) i = (i + 1) & mask;
    this.#slots[i] = e + 1;
  }

  #rehash(size: number): void {
    this.#slots = new Int32Array(size);
    for (let e = 0; e < this.#count; e++) this.#place(e);
  }

  #growEntries(): void {
    const size = this.#hash.length * 2;
    this.#hash = widen(this.#hash, size);
    this.#line = widen(this.#line, size);
    this.#start = widen(this.#start, size + 1);
  }
}

/** FNV-1a over the UTF-16 code units. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h;
}

function widen(a: Int32Array, size: number): Int32Array {
  const out = new Int32Array(size);
  out.set(a);
  return out;
}

function grow(b: Buffer, atLeast: number): Buffer {
  const out = Buffer.alloc(Math.max(atLeast, b.length * 2));
  b.copy(out);
  return out;
}

/**
 * Consecutive records with the same key form one group; without a key column every
 * record is its own group. A key seen again after other keys is reported (splitFrom)
 * rather than silently merged, since merging would need the whole file in memory.
 */
export async function* groupRecords(
  records: AsyncIterable<CsvRecord>,
  keyOf: ((r: CsvRecord) => string) | undefined,
  /** What keys are compared by (the same order number typed two ways is one order); the key itself by default. */
  sameKey: (key: string) => string = (key) => key,
): AsyncGenerator<RecordGroup> {
  if (!keyOf) {
    for await (const r of records) yield { records: [r] };
    return;
  }
  const closed = new ClosedKeys();
  let current: RecordGroup | undefined;
  let currentKey = '';
  for await (const r of records) {
    const key = keyOf(r);
    const compared = key === '' ? '' : sameKey(key);
    if (current && compared !== '' && currentKey === compared) {
      current.records.push(r);
      continue;
    }
    if (current) {
      if (currentKey) closed.close(currentKey, current.records[0]!.line);
      yield current;
    }
    const earlier = compared === '' ? undefined : closed.get(compared);
    current = { key, records: [r], ...(earlier !== undefined ? { splitFrom: earlier } : {}) };
    currentKey = compared;
  }
  if (current) yield current;
}
