// The one source of truth about the terminal: which streams are TTYs, whether
// colour is on, how wide the screen is. Handlers never look at process.stdout.
import type { Readable, Writable } from 'node:stream';
import { isatty } from 'node:tty';
import { terminalSafe } from './output/terminal-text.js';

export interface IoStreams {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** Colour per stream: on a TTY, unless --no-color, NO_COLOR or TERM=dumb. */
  colorStdout: boolean;
  colorStderr: boolean;
  /** Terminal width when stdout is a TTY. */
  columns: number | undefined;
  /** --wide: tables are not fitted to the terminal's width (src/cli/output/table.ts). */
  wide: boolean;
}

export type RawStreams = Pick<IoStreams, 'stdin' | 'stdout' | 'stderr'> &
  Partial<Pick<IoStreams, 'stdinIsTTY' | 'stdoutIsTTY' | 'stderrIsTTY' | 'columns'>>;

const isTTY = (s: unknown): boolean => Boolean((s as { isTTY?: boolean }).isTTY);

/** The process's streams (stdout as main.ts guards it). stdin is opened only when read: most
 *  commands never read it, and opening it costs a stream on every command. */
export function processStreams(stdout: Writable = process.stdout): RawStreams {
  return {
    get stdin() {
      return process.stdin;
    },
    stdinIsTTY: isatty(0),
    stdout,
    stdoutIsTTY: process.stdout.isTTY === true,
    stderr: process.stderr,
    stderrIsTTY: process.stderr.isTTY === true,
  };
}

/** Settles TTY and colour once the global flags are known. */
export function finishIo(
  raw: RawStreams,
  options: { color: boolean; env: Readonly<Record<string, string | undefined>>; wide?: boolean },
): IoStreams {
  const stdinIsTTY = raw.stdinIsTTY ?? isTTY(raw.stdin);
  const stdoutIsTTY = raw.stdoutIsTTY ?? isTTY(raw.stdout);
  const stderrIsTTY = raw.stderrIsTTY ?? isTTY(raw.stderr);
  const allowed = options.color && !options.env.NO_COLOR && options.env.TERM !== 'dumb';
  const columns = raw.columns ?? (stdoutIsTTY ? (raw.stdout as { columns?: number }).columns : undefined);
  return {
    get stdin() {
      return raw.stdin;
    },
    stderr: raw.stderr,
    // Whatever a command prints on a terminal goes through terminalSafe.
    stdout: stdoutIsTTY ? terminalSafeStream(raw.stdout) : raw.stdout,
    stdinIsTTY,
    stdoutIsTTY,
    stderrIsTTY,
    colorStdout: allowed && stdoutIsTTY,
    colorStderr: allowed && stderrIsTTY,
    columns,
    wide: Boolean(options.wide),
  };
}

/** The stream, with every string written to it made safe for a terminal. */
function terminalSafeStream(stream: Writable): Writable {
  const write = (chunk: unknown, ...rest: unknown[]) =>
    (stream.write as (...a: unknown[]) => boolean)(
      typeof chunk === 'string' ? terminalSafe(chunk) : chunk,
      ...rest,
    );
  return new Proxy(stream, {
    get(target, prop) {
      if (prop === 'write') return write;
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/** Reads stdin to the end (for `--with-token`, `--input -`). */
export async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
