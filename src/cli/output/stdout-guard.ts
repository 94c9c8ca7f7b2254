// stdout that cannot be written (`> /dev/full`, a full disk, a reader that went away)
// must not become a stack trace, and must not lose a result that exists only in this
// process's memory — a shipment id, a tracking number. Every byte written to stdout is
// also kept (up to a cap); when a write fails, the result goes to stderr as a last resort
// and the run exits 1 (documented in `shipctl help exit-codes`).
import { writeSync } from 'node:fs';
import { messages } from '../../i18n/index.js';
import type { Writable } from 'node:stream';

/**
 * Above this size a closed pipe is the `shipctl shipments list --all | head` idiom (the
 * reader has what it wanted): the run stops quietly. A result this small fits in a pipe's
 * buffer, so EPIPE on it means the reader was gone before it was written — it is kept.
 */
const KEEP_BYTES = 64 * 1024;

export const STDOUT_FAILED_EXIT = 1;

let reproducible = false;

/**
 * This run prints only what any run prints again (help, a completion script): a reader that
 * closes the pipe early (`shipctl --help | head`) gets a quiet stop, since nothing is lost.
 */
export function outputIsReproducible(): void {
  reproducible = true;
}

/**
 * stdout as the run writes it: the same stream, keeping a copy of what was written so that a
 * failed write can hand the result over to stderr.
 */
export function guardStdout(stdout: NodeJS.WriteStream = process.stdout): Writable {
  const kept: Buffer[] = [];
  let size = 0;
  const write = (chunk: unknown, ...rest: unknown[]): boolean => {
    if (size <= KEEP_BYTES) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      kept.push(buf);
      size += buf.length;
    }
    return (stdout.write as (...args: unknown[]) => boolean)(chunk, ...rest);
  };

  let failed = false;
  stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (failed) return;
    failed = true;
    const quiet = err.code === 'EPIPE' && (size > KEEP_BYTES || reproducible);
    if (quiet) process.exit(process.exitCode ?? 0);
    const said = messages().support.output;
    const why = err.code === 'EPIPE' ? said.readerClosed : err.message || String(err.code);
    const text = Buffer.concat(kept).toString('utf8');
    try {
      // Synchronously: the process exits on the next line, and stderr must have it by then.
      writeSync(
        2,
        said.stdoutFailed(why) +
          (text ? said.stdoutOnStderr + '\n' + text + (text.endsWith('\n') ? '' : '\n') : '\n'),
      );
    } catch {
      // stderr is gone as well: nothing is left to tell anyone.
    }
    process.exit(STDOUT_FAILED_EXIT);
  });

  return new Proxy(stdout, {
    get(target, prop) {
      if (prop === 'write') return write;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
