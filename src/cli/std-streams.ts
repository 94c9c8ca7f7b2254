// stdout and stderr as a command writes them. Into a pipe, a socket or a file (a shell's
// `| jq`, a program that runs shipctl — Node gives its children socket pairs — `> out.json`)
// the bytes go straight to the file descriptor with fs.writeSync: Node's own process.stdout
// there is a net.Socket, whose modules (net, stream and their kin) cost a command that sends
// no request about a tenth of its run (bench/commands.mjs, issue 14). At a terminal or on a
// device the process streams are used as before. Whether a descriptor is a terminal is
// answered without node:tty (it loads net) when it plainly is not one: a pipe, a file, a
// socket or /dev/null.
import { EventEmitter } from 'node:events';
import { fstatSync, statSync, writeSync, type Stats } from 'node:fs';
import type { Writable } from 'node:stream';

const stats = new Map<number, Stats | undefined>();
/** What the descriptor is, asked once per run (chalk, io.ts and stdStream all ask). */
function statOf(fd: number): Stats | undefined {
  if (stats.has(fd)) return stats.get(fd);
  let st: Stats | undefined;
  try {
    st = fstatSync(fd);
  } catch {
    st = undefined;
  }
  stats.set(fd, st);
  return st;
}

let devNull: bigint | number | undefined | null = null;
function isDevNull(st: Stats): boolean {
  if (devNull === null) {
    try {
      devNull = statSync('/dev/null').rdev;
    } catch {
      devNull = undefined;
    }
  }
  return devNull !== undefined && st.rdev === devNull;
}

/** Whether `fd` is a terminal (what tty.isatty answers), loading node:tty only for a device. */
export function isTerminal(fd: number): boolean {
  const st = statOf(fd);
  if (!st) return false;
  if (!st.isCharacterDevice() || isDevNull(st)) return false;
  return process.getBuiltinModule('node:tty').isatty(fd);
}

type Callback = (err?: Error | null) => void;

/**
 * A pipe's, a socket's or a file's end, written synchronously: a command that ends waits for
 * its reader at exit anyway (a command that runs on hands over at once: preferProcessStreams).
 * A pipe another process left non-blocking answers EAGAIN when full: from then on every write
 * goes, in order, to the process stream, which queues it. A failed write (EPIPE: the reader
 * went away; ENOSPC) is an 'error' event and the callback's error, as a stream's would be;
 * stdout-guard.ts decides what then happens.
 */
class FdWriter extends EventEmitter {
  readonly isTTY = false;
  writable = true;
  readonly fd: 1 | 2;
  readonly #processStream: () => Writable;
  #failed: Error | undefined;
  #handedOver: Writable | undefined;

  constructor(fd: 1 | 2, processStream: () => Writable) {
    super();
    this.fd = fd;
    this.#processStream = processStream;
  }

  write(chunk: string | Uint8Array, encoding?: BufferEncoding | Callback, cb?: Callback): boolean {
    const done = typeof encoding === 'function' ? encoding : cb;
    const enc = typeof encoding === 'string' ? encoding : 'utf8';
    if (this.#handedOver) return this.#handedOver.write(chunk, enc, done);
    if (this.#failed) {
      if (done) process.nextTick(done, this.#failed);
      return false;
    }
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, enc) : chunk;
    let at = 0;
    try {
      while (at < bytes.length) at += writeSync(this.fd, bytes, at, bytes.length - at);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EAGAIN')
        return this.handOver().write(bytes.subarray(at), done);
      this.#failed = err as Error;
      this.writable = false;
      process.nextTick(() => {
        done?.(err as Error);
        this.emit('error', err);
      });
      return false;
    }
    if (done) process.nextTick(done, null);
    return true;
  }

  end(chunk?: string | Uint8Array | Callback, encoding?: BufferEncoding | Callback, cb?: Callback): this {
    const done = [chunk, encoding, cb].find((a): a is Callback => typeof a === 'function');
    if (chunk !== undefined && typeof chunk !== 'function')
      this.write(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    if (this.#handedOver) this.#handedOver.end(done);
    else {
      this.writable = false;
      if (done) process.nextTick(done);
      process.nextTick(() => this.emit('finish'));
    }
    return this;
  }

  /** From now on every write goes to the process stream (EAGAIN, or a command that runs on). */
  handOver(): Writable {
    if (this.#handedOver) return this.#handedOver;
    const stream = this.#processStream();
    this.#handedOver = stream;
    stream.on('error', (err) => this.emit('error', err));
    stream.on('drain', () => this.emit('drain'));
    return stream;
  }
}

const streams: { 1?: Writable; 2?: Writable } = {};

/**
 * For a command that runs until stopped (webhooks listen, the packing station, sandbox serve,
 * track --watch): a reader that pauses (`| less`) must not stop it answering, so its output is
 * queued by Node's streams as before rather than written synchronously.
 */
export function preferProcessStreams(): void {
  for (const s of [streams[1], streams[2]]) if (s instanceof FdWriter) s.handOver();
}

/** The stream for stdout (1) or stderr (2): a FdWriter into a pipe, a socket, a file or
 *  /dev/null, else the process's. */
export function stdStream(fd: 1 | 2): Writable {
  const processStream = (): Writable => (fd === 1 ? process.stdout : process.stderr);
  if (streams[fd]) return streams[fd];
  const st = statOf(fd);
  const direct =
    st !== undefined &&
    (st.isFIFO() || st.isSocket() || st.isFile() || (st.isCharacterDevice() && isDevNull(st)));
  streams[fd] = direct ? (new FdWriter(fd, processStream) as unknown as Writable) : processStream();
  return streams[fd];
}
