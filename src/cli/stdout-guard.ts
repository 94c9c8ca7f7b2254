// stdout that cannot be written (`> /dev/full`, a full disk, a reader that went away)
// must not become a stack trace, and must not lose a result that exists only in this
// process's memory — a shipment id, a tracking number (issue 13, item 3). Every byte
// written to stdout is also kept (up to a cap); when a write fails, the result goes to
// stderr as a last resort and the run exits 1 (documented in `shipctl help exit-codes`).
import { writeSync } from 'node:fs';
import { stdStream } from './std-streams.js';

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

/** Whether this run has said so: a resident tells the client that prints for it (resident/). */
export function isOutputReproducible(): boolean {
  return reproducible;
}

/** A resident's next run starts without it. */
export function forgetOutputReproducible(): void {
  reproducible = false;
}

let verdictAfter: Promise<unknown> | undefined;

/**
 * For a run a resident makes (resident/client.ts): its output arrives in pieces, so a failed
 * stdout keeps what comes after it too, and the rest of stderr, until `until` settles (the
 * run's end); a run in its own process has written all of it by the time the failure is seen.
 */
export function deferStdoutVerdict(until: Promise<unknown> | undefined): void {
  verdictAfter = until;
}

export function guardStdout(stdout: NodeJS.WritableStream = stdStream(1)): void {
  const kept: Buffer[] = [];
  let size = 0;
  const write = stdout.write.bind(stdout) as (...args: unknown[]) => boolean;
  stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (size <= KEEP_BYTES) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      kept.push(buf);
      size += buf.length;
    }
    return write(chunk, ...rest);
  }) as typeof stdout.write;

  let failed = false;
  stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (failed) return;
    failed = true;
    const quiet = err.code === 'EPIPE' && (size > KEEP_BYTES || reproducible);
    if (quiet) process.exit(process.exitCode ?? 0);
    const why = err.code === 'EPIPE' ? 'EPIPE: the reader closed it' : err.message || String(err.code);
    const rescue = (): never => {
      const text = Buffer.concat(kept).toString('utf8');
      try {
        writeSync(
          2,
          `shipctl: could not write the result to stdout (${why})` +
            (text ? '; here it is on stderr instead:\n' + text + (text.endsWith('\n') ? '' : '\n') : '\n'),
        );
      } catch {
        // stderr is gone as well: nothing is left to tell anyone.
      }
      process.exit(STDOUT_FAILED_EXIT);
    };
    if (verdictAfter) void verdictAfter.then(rescue, rescue);
    else rescue();
  });
}
