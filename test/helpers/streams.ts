// In-process streams for calling the CLI (runCli from src/cli/run.ts) or a verb's
// run() directly: stdout/stderr captured as strings, stdin from a string, TTY-ness
// chosen by the test rather than by the terminal the tests happen to run in.
import { Readable, Writable } from 'node:stream';
import type { RawStreams } from '../../src/cli/io.js';

export interface FakeStreams extends RawStreams {
  out(): string;
  err(): string;
}

export function fakeStreams(
  o: { input?: string | Buffer; tty?: boolean; columns?: number } = {},
): FakeStreams {
  // Bytes are kept and decoded once read, as a pipe's reader does: a character split between two
  // writes still reads whole.
  const sink = (kept: Buffer[]) => {
    const w = new Writable({
      write(chunk: Buffer | string, _enc, done) {
        kept.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
    });
    // Like process.stdout/stderr, which a prompt library may "end" but never closes:
    // what is written after a prompt still arrives.
    w.end = function (this: Writable) {
      return this;
    } as Writable['end'];
    return w;
  };
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const tty = o.tty ?? false;
  return {
    stdin: Readable.from(o.input === undefined ? [] : [Buffer.from(o.input)]),
    stdout: sink(out),
    stderr: sink(err),
    stdinIsTTY: tty,
    stdoutIsTTY: tty,
    stderrIsTTY: tty,
    columns: o.columns,
    out: () => Buffer.concat(out).toString('utf8'),
    err: () => Buffer.concat(err).toString('utf8'),
  };
}
