// The bytes of a batch file: its content hash (the run's identity) and its encoding.
// Japanese shops hand over UTF-8, UTF-8 with a BOM (Excel's "CSV UTF-8") and Shift_JIS
// (Excel's plain "CSV" on a Japanese Windows, really CP932). Detection: a BOM first, then
// line by line whether the non-ASCII lines are valid UTF-8 (Shift_JIS text almost never is).
// A file whose lines disagree (a Shift_JIS row pasted into a UTF-8 file, or the reverse) is
// refused naming those lines: decoded either way, some names would be garbage on a label.
// A file is read twice (hash and detection, then parsing) so it never sits in memory;
// stdin cannot be read twice and is kept in memory.
import { isAscii, isUtf8 } from 'node:buffer';
import { messages } from '../../i18n/index.js';
import { createHash } from 'node:crypto';
import { createReadStream, promises as fsp } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';

export type Encoding = 'utf8' | 'cp932' | 'utf16le' | 'utf16be';

export interface BatchSource {
  /** What messages call the input: the path as given, or 'stdin'. */
  name: string;
  /** Absolute path, or undefined for stdin. */
  path?: string;
  /** sha256 of the raw bytes, hex. */
  hash: string;
  encoding: Encoding;
  /** How the encoding was decided. */
  detectedBy: 'bom' | 'utf8-valid' | 'fallback' | 'forced';
  bytes: number;
  /** The decoded text as a stream (BOM removed); callable more than once. */
  open(): Readable;
}

const ALIASES: Readonly<Record<string, Encoding>> = {
  utf8: 'utf8',
  'utf-8': 'utf8',
  sjis: 'cp932',
  shiftjis: 'cp932',
  'shift-jis': 'cp932',
  shift_jis: 'cp932',
  cp932: 'cp932',
  'windows-31j': 'cp932',
  ms932: 'cp932',
  utf16le: 'utf16le',
  'utf-16le': 'utf16le',
  utf16be: 'utf16be',
  'utf-16be': 'utf16be',
};

/** `--encoding` value → our name; undefined when unknown. */
export function parseEncodingName(name: string): Encoding | undefined {
  return ALIASES[name.trim().toLowerCase()];
}

export const ENCODING_NAMES = 'utf8, sjis (cp932, shift_jis), utf16le, utf16be';

function bomOf(head: Buffer): Encoding | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf16be';
  return undefined;
}

/** How many lines of a kind, and the first few of them (for the message). */
interface LineTally {
  count: number;
  first: number[];
}

/** Lines named in a refusal; the rest are counted. */
const FIRST_LINES = 5;

interface Scan {
  hash: string;
  bytes: number;
  bom?: Encoding;
  /** Lines with non-ASCII bytes that are valid UTF-8. */
  utf8Lines: LineTally;
  /** Lines with bytes that are not valid UTF-8 (Shift_JIS, as a rule). */
  otherLines: LineTally;
}

/** How many bytes at the end of `b` begin a UTF-8 sequence that `b` does not finish. */
function openSequence(b: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/**
 * Sorts the lines of a file by their bytes as they stream by: ASCII only, UTF-8, or not UTF-8.
 * Splitting at LF is safe in both encodings: 0x0A is never part of a UTF-8 sequence nor a
 * Shift_JIS trail byte. A sequence cut by a chunk's end waits for the next chunk.
 */
class LineSorter {
  readonly utf8Lines: LineTally = { count: 0, first: [] };
  readonly otherLines: LineTally = { count: 0, first: [] };
  #line = 1;
  #nonAscii = false;
  #valid = true;
  #open: Buffer | undefined;

  feed(chunk: Buffer): void {
    for (let start = 0; ;) {
      const nl = chunk.indexOf(0x0a, start);
      this.#segment(chunk.subarray(start, nl < 0 ? chunk.length : nl), nl >= 0);
      if (nl < 0) return;
      this.#endLine();
      start = nl + 1;
    }
  }

  /** The last line, which may have no line end. */
  finish(): void {
    if (this.#open) this.#valid = false;
    this.#endLine();
  }

  #segment(segment: Buffer, lineEnds: boolean): void {
    // An unfinished sequence is carried only on a non-ASCII line: an ASCII piece needs no look.
    if (!this.#nonAscii && isAscii(segment)) return;
    this.#nonAscii = true;
    if (!this.#valid) return;
    const bytes = this.#open ? Buffer.concat([this.#open, segment]) : segment;
    const cut = lineEnds ? bytes.length : bytes.length - openSequence(bytes);
    this.#valid = isUtf8(bytes.subarray(0, cut));
    this.#open = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : undefined;
  }

  #endLine(): void {
    if (this.#nonAscii) {
      const tally = this.#valid ? this.utf8Lines : this.otherLines;
      tally.count += 1;
      if (tally.first.length < FIRST_LINES) tally.first.push(this.#line);
    }
    this.#line += 1;
    this.#nonAscii = false;
    this.#valid = true;
    this.#open = undefined;
  }
}

/**
 * The hash, the size and the lines sorted by encoding, in one pass. Validity is checked on the
 * bytes: decoding a big file only to judge it would allocate its whole text once more.
 */
async function scan(chunks: AsyncIterable<Buffer>): Promise<Scan> {
  // A chunk is done with once the loop moves on (readBlocks reuses its buffer).
  const hash = createHash('sha256');
  const lines = new LineSorter();
  let bytes = 0;
  let head: Buffer | undefined;
  for await (const chunk of chunks) {
    if (!head) head = Buffer.from(chunk.subarray(0, 4));
    hash.update(chunk);
    bytes += chunk.length;
    lines.feed(chunk);
  }
  lines.finish();
  const bom = head ? bomOf(head) : undefined;
  return {
    hash: hash.digest('hex'),
    bytes,
    utf8Lines: lines.utf8Lines,
    otherLines: lines.otherLines,
    ...(bom ? { bom } : {}),
  };
}

/** What messages call an encoding. */
export const ENCODING_LABELS: Readonly<Record<Encoding, string>> = {
  utf8: 'UTF-8',
  cp932: 'Shift_JIS',
  utf16le: 'UTF-16LE',
  utf16be: 'UTF-16BE',
};

/**
 * A file whose lines are not all one encoding: `encoding` is what most of it is, `lines` the
 * first few lines that are not, `count` how many are not.
 */
export class MixedEncodingError extends Error {
  override name = 'MixedEncodingError';
  constructor(
    readonly encoding: 'utf8' | 'cp932',
    readonly lines: readonly number[],
    readonly count: number,
  ) {
    const said = messages().support;
    super(
      said.batch.mixedEncoding(
        ENCODING_LABELS[encoding],
        lines.join(said.output.listSeparator),
        count,
        lines.length,
        encoding === 'utf8',
      ),
    );
  }
}

function decide(s: Scan, forced: Encoding | undefined): Pick<BatchSource, 'encoding' | 'detectedBy'> {
  // Named by the user: decoded so; a row whose text does not decode is refused on its line.
  if (forced) return { encoding: forced, detectedBy: 'forced' };
  if (s.bom === 'utf16le' || s.bom === 'utf16be') return { encoding: s.bom, detectedBy: 'bom' };
  const { utf8Lines, otherLines } = s;
  if (otherLines.count > 0 && (s.bom === 'utf8' || utf8Lines.count > 0)) {
    // A BOM says UTF-8; without one, the file is what most of its lines are.
    const utf8 = s.bom === 'utf8' || utf8Lines.count >= otherLines.count;
    const stray = utf8 ? otherLines : utf8Lines;
    throw new MixedEncodingError(utf8 ? 'utf8' : 'cp932', stray.first, stray.count);
  }
  if (s.bom) return { encoding: s.bom, detectedBy: 'bom' };
  if (otherLines.count === 0) return { encoding: 'utf8', detectedBy: 'utf8-valid' };
  return { encoding: 'cp932', detectedBy: 'fallback' };
}

const decoded = (raw: Readable, encoding: Encoding): Readable =>
  // iconv-lite drops a leading BOM by default (stripBOM), whichever the encoding.
  raw.pipe(iconv.decodeStream(encoding)) as unknown as Readable;

/**
 * Parsing reads the file in small blocks: the text of a block lives until its rows are
 * checked, and a 64 KiB block (fs's default) outlives young-generation collections,
 * so every block of a big file would be left in the old generation to collect.
 */
const PARSE_BLOCK = 2048;

/**
 * A file's bytes in blocks read into one buffer, used again for each: a read stream's fresh
 * buffer per block is freed only by a garbage collection, which scanning alone hardly ever
 * causes, so a big file's blocks would pile up outside the JS heap first.
 */
async function* readBlocks(file: string): AsyncGenerator<Buffer> {
  const fh = await fsp.open(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(65_536);
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, buf.length, null);
      if (bytesRead === 0) return;
      yield buf.subarray(0, bytesRead);
    }
  } finally {
    await fh.close();
  }
}

export async function fileSource(
  file: string,
  options: { cwd: string; encoding?: Encoding },
): Promise<BatchSource> {
  const abs = path.resolve(options.cwd, file);
  await fsp.stat(abs);
  const s = await scan(readBlocks(abs));
  const how = decide(s, options.encoding);
  return {
    name: file,
    path: abs,
    hash: s.hash,
    bytes: s.bytes,
    ...how,
    open: () => decoded(createReadStream(abs, { highWaterMark: PARSE_BLOCK }), how.encoding),
  };
}

export async function bufferSource(
  name: string,
  data: Buffer,
  options: { encoding?: Encoding } = {},
): Promise<BatchSource> {
  const s = await scan(Readable.from([data]));
  const how = decide(s, options.encoding);
  return {
    name,
    hash: s.hash,
    bytes: s.bytes,
    ...how,
    open: () => decoded(Readable.from([data]), how.encoding),
  };
}

export async function readStream(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
