// The bytes of a batch file: its content hash (the run's identity) and its encoding.
// Japanese shops hand over UTF-8, UTF-8 with a BOM (Excel's "CSV UTF-8") and Shift_JIS
// (Excel's plain "CSV" on a Japanese Windows, really CP932). Detection: a BOM first, then
// whether the whole file is valid UTF-8 (Shift_JIS text almost never is), else CP932.
// A file is read twice (hash and detection, then parsing) so it never sits in memory;
// stdin cannot be read twice and is kept in memory.
import { isUtf8 } from 'node:buffer';
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

interface Scan {
  hash: string;
  bytes: number;
  bom?: Encoding;
  validUtf8: boolean;
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
 * The hash, the size and whether the bytes are UTF-8, in one pass. Validity is checked on the
 * bytes (a sequence cut by a chunk's end waits for the next chunk): decoding a big file only to
 * judge it would allocate its whole text once more.
 */
async function scan(chunks: AsyncIterable<Buffer>): Promise<Scan> {
  // A chunk is done with once the loop moves on (readBlocks reuses its buffer).
  const hash = createHash('sha256');
  let bytes = 0;
  let head: Buffer | undefined;
  let validUtf8 = true;
  let open: Buffer | undefined;
  for await (const chunk of chunks) {
    if (!head) head = Buffer.from(chunk.subarray(0, 4));
    hash.update(chunk);
    bytes += chunk.length;
    if (!validUtf8) continue;
    const b = open ? Buffer.concat([open, chunk]) : chunk;
    const cut = b.length - openSequence(b);
    validUtf8 = isUtf8(b.subarray(0, cut));
    open = cut < b.length ? Buffer.from(b.subarray(cut)) : undefined;
  }
  if (open) validUtf8 = false;
  const bom = head ? bomOf(head) : undefined;
  return { hash: hash.digest('hex'), bytes, validUtf8, ...(bom ? { bom } : {}) };
}

function decide(s: Scan, forced: Encoding | undefined): Pick<BatchSource, 'encoding' | 'detectedBy'> {
  if (forced) return { encoding: forced, detectedBy: 'forced' };
  if (s.bom) return { encoding: s.bom, detectedBy: 'bom' };
  if (s.validUtf8) return { encoding: 'utf8', detectedBy: 'utf8-valid' };
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
  opts: { cwd: string; encoding?: Encoding },
): Promise<BatchSource> {
  const abs = path.resolve(opts.cwd, file);
  await fsp.stat(abs);
  const s = await scan(readBlocks(abs));
  const how = decide(s, opts.encoding);
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
  opts: { encoding?: Encoding } = {},
): Promise<BatchSource> {
  const s = await scan(Readable.from([data]));
  const how = decide(s, opts.encoding);
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
