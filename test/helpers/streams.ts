// In-process streams for calling the CLI (runCli from src/cli/run.ts) or a verb's
// run() directly: stdout/stderr captured as strings, stdin from a string, TTY-ness
// chosen by the test rather than by the terminal the tests happen to run in.
import { Readable, Writable } from 'node:stream';
import type { RawStreams } from '../../src/cli/io.js';

export interface FakeStreams extends RawStreams {
  out(): string;
  err(): string;
}

export function fakeStreams(o: { input?: string; tty?: boolean; columns?: number } = {}): FakeStreams {
  let out = '';
  let err = '';
  const sink = (append: (s: string) => void) => {
    const w = new Writable({
      write(chunk: Buffer | string, _enc, done) {
        append(chunk.toString());
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
  const stdout = sink((s) => (out += s));
  const stderr = sink((s) => (err += s));
  const tty = o.tty ?? false;
  return {
    stdin: Readable.from(o.input === undefined ? [] : [Buffer.from(o.input)]),
    stdout,
    stderr,
    stdinIsTTY: tty,
    stdoutIsTTY: tty,
    stderrIsTTY: tty,
    columns: o.columns,
    out: () => out,
    err: () => err,
  };
}
