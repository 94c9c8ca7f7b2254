// The results CSV written as rows come (a 100,000-row dry run never holds its
// results in memory), under the rules of ops/result-file.ts: a symbolic link or a
// directory is refused; a regular file is written beside the target and moved in only when
// complete (a re-run replaces it, as --force would); a device or FIFO is written to.
import { closeSync, constants, openSync, writeSync, promises as fsp } from 'node:fs';
import path from 'node:path';
import {
  encodeResults,
  resultLine,
  resultsHeader,
  type OutEncoding,
  type Replacement,
  type ResultRow,
} from '../../batch/index.js';
import { checkTarget } from '../../ops/result-file.js';
import { IO_FLAGS } from '../shared/flags.js';

/** How many characters Shift_JIS could not hold, and the first few. */
export interface Replaced {
  count: number;
  first: Replacement[];
}

export interface ResultsFile {
  row(r: ResultRow): void;
  /** Moves the complete file in place; returns the characters Shift_JIS could not hold. */
  commit(): Promise<Replaced>;
  /** Drops an unfinished file (after an error); nothing once committed. */
  discard(): Promise<void>;
}

async function isDevice(file: string): Promise<boolean> {
  try {
    const st = await fsp.lstat(file);
    return !st.isFile() && !st.isDirectory() && !st.isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Lines are written in blocks of a few KiB, synchronously: text or buffers waiting in a
 * stream's queue outlive V8's young-generation collections and are left in the old
 * generation to collect, which is what a 100,000-row run must avoid.
 */
const BLOCK_LINES = 32;

/** writeSync of a string may write part of it (a pipe, a device): the rest goes after. */
function writeAllText(fd: number, text: string): void {
  const written = writeSync(fd, text, null, 'utf8');
  const bytes = Buffer.byteLength(text, 'utf8');
  if (written < bytes) {
    const rest = Buffer.from(text, 'utf8');
    for (let at = written; at < rest.length;) at += writeSync(fd, rest, at);
  }
}

export async function openResultsFile(file: string, encoding: OutEncoding): Promise<ResultsFile> {
  await checkTarget(file, { flag: IO_FLAGS.out.long, force: true });
  const device = await isDevice(file);
  const tmp = device ? undefined : `${file}.${process.pid}.tmp`;
  if (tmp) await fsp.mkdir(path.dirname(file), { recursive: true });
  // O_WRONLY without O_CREAT/O_TRUNC: a device or FIFO is fed, never replaced.
  const fd = tmp
    ? openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o666)
    : openSync(file, constants.O_WRONLY);
  let open = true;
  const replaced: Replaced = { count: 0, first: [] };
  const onReplace = (r: Replacement) => {
    replaced.count += 1;
    if (replaced.first.length < 5) replaced.first.push(r);
  };
  let lines: string[] = [resultsHeader()];
  let first = true;
  const flush = () => {
    if (lines.length === 0) return;
    let text = lines.join('');
    lines = [];
    if (encoding === 'sjis') {
      const bytes = encodeResults(text, encoding);
      for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
    } else {
      // Text is written as text: Node encodes it without a buffer per block.
      if (first && encoding === 'utf8-bom') text = `\uFEFF${text}`;
      writeAllText(fd, text);
    }
    first = false;
  };
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  let done = false;
  return {
    row(r) {
      lines.push(resultLine(r, encoding, onReplace));
      if (lines.length >= BLOCK_LINES) flush();
    },
    async commit() {
      flush();
      close();
      if (tmp) await fsp.rename(tmp, file);
      done = true;
      return replaced;
    },
    async discard() {
      if (done) return;
      close();
      if (tmp) await fsp.rm(tmp, { force: true });
    },
  };
}
