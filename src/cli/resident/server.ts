// The resident itself (shared.ts says what it is): listens on its socket, runs what it is
// handed with `runCli` — one run at a time; a second client is declined and runs on its own —
// and sends back what the run prints, framed, then its exit code. It exits after IDLE_MS
// without a run, when its socket file is removed or replaced (a newer resident, a cleaned
// runtime directory, a test's temporary one), on SIGTERM, SIGINT or SIGHUP, and after enough
// runs or memory that a fresh one is the safer bet.
import { closeSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Readable, Writable } from 'node:stream';
import { runCli } from '../run.js';
import { forgetOutputReproducible, isOutputReproducible } from '../stdout-guard.js';
import { FRAME, FrameReader, frame, residentRuns, type RunRequest } from './shared.js';

export const IDLE_MS = 10 * 60_000;
/** How often the socket file is looked at. */
const CHECK_MS = 2_000;
const MAX_RUNS = 5_000;
const MAX_RSS = 400 * 1024 * 1024;

function parseRequest(payload: Buffer): RunRequest | undefined {
  try {
    const r = JSON.parse(payload.toString('utf8')) as Partial<RunRequest>;
    const strings = (a: unknown): a is string[] => Array.isArray(a) && a.every((x) => typeof x === 'string');
    if (!strings(r.argv) || typeof r.cwd !== 'string' || typeof r.env !== 'object' || r.env === null)
      return undefined;
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.env)) if (typeof v === 'string') env[k] = v;
    return { argv: r.argv, cwd: r.cwd, env };
  } catch {
    return undefined;
  }
}

/** Resolves when `socket` can take more, or is gone. */
const drained = (socket: Socket): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });

/** A run's stdout or stderr: each write a frame on the socket, in the order written. */
function framed(socket: Socket, type: number, before?: () => void): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      before?.();
      // A client that went away (Ctrl+C, a closed pipe upstream): the run ends unseen.
      if (socket.destroyed || !socket.writable) return callback();
      if (socket.write(frame(type, chunk))) callback();
      else void drained(socket).then(() => callback());
    },
  });
}

const ended = (stream: Writable): Promise<void> =>
  new Promise((resolve) => {
    if (stream.writableFinished) return resolve();
    stream.once('finish', () => resolve());
    stream.once('error', () => resolve());
    if (!stream.writableEnded) stream.end();
  });

async function run(socket: Socket, req: RunRequest): Promise<void> {
  socket.write(frame(FRAME.accepted, String(process.pid)));
  forgetOutputReproducible();
  let told = false;
  // The client's stdout guard must know before the bytes it would fail to write.
  const stdout = framed(socket, FRAME.stdout, () => {
    if (told || !isOutputReproducible() || socket.destroyed) return;
    told = true;
    socket.write(frame(FRAME.reproducible));
  });
  const stderr = framed(socket, FRAME.stderr);
  // Never read: a run that would read stdin is not handed over (residentRuns).
  const stdin = new Readable({
    read() {
      this.destroy(new Error('the resident has no stdin; run with SHIPCTL_RESIDENT=0'));
    },
  });
  let code = 1;
  try {
    code = await runCli(req.argv, {
      env: req.env,
      streams: { stdin, stdout, stderr, stdinIsTTY: false, stdoutIsTTY: false, stderrIsTTY: false },
      deps: { cwd: req.cwd },
    });
  } finally {
    await Promise.all([ended(stdout), ended(stderr)]);
    if (!socket.destroyed) socket.end(frame(FRAME.exit, String(code)));
  }
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a resident answers on `path` (else its file is left over from one that died). */
const answers = (path: string): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/**
 * Closes the descriptors the starting process left open to this one (Linux: those without
 * close-on-exec; Node opens its own with it): a lock a cron job holds on fd 200 would be held
 * for as long as the resident lives, a pipe would never see its end.
 */
function closeInherited(): void {
  let fds: string[];
  try {
    fds = readdirSync('/proc/self/fdinfo');
  } catch {
    return;
  }
  for (const name of fds) {
    const fd = Number(name);
    if (!(fd >= 3)) continue;
    try {
      const flags = /^flags:\s+([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1];
      if (flags !== undefined && (parseInt(flags, 8) & 0o2000000) === 0) closeSync(fd);
    } catch {
      // closed meanwhile (the directory's own descriptor)
    }
  }
}

/** Serves on `path` until idle or stopped; the exit code of the process. */
export async function runResident(path: string, idleMs = IDLE_MS): Promise<number> {
  closeInherited();
  let ino: number | undefined;
  const ours = (): boolean => {
    try {
      return ino !== undefined && lstatSync(path).ino === ino;
    } catch {
      return false;
    }
  };
  /** Its socket file, unless another resident has taken the name since. */
  const removeSocket = (): void => {
    if (ours()) rmSync(path, { force: true });
  };
  let stopping = false;
  let busy = false;
  let runs = 0;
  let idle: NodeJS.Timeout | undefined;
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    // Busy: the client makes its run itself, before sending anything.
    if (busy || stopping) return void socket.end(frame(FRAME.declined));
    socket.write(frame(FRAME.hello));
    const reader = new FrameReader();
    let taken = false;
    const silent = setTimeout(() => socket.destroy(), 5_000);
    socket.on('data', (chunk: Buffer) => {
      if (taken) return;
      const [first] = reader.push(chunk);
      if (!first) return;
      taken = true;
      clearTimeout(silent);
      const req = first.type === FRAME.run ? parseRequest(first.payload) : undefined;
      // Greeted side by side, one client got here first: the other makes its run itself.
      if (busy || stopping || !req || !residentRuns(req.argv)) return void socket.end(frame(FRAME.declined));
      try {
        process.chdir(req.cwd);
      } catch {
        return void socket.end(frame(FRAME.declined));
      }
      busy = true;
      clearTimeout(idle);
      let done = false;
      // The client went away mid-run (Ctrl+C, a timeout, its reader gone): the run stops with
      // it, as it would in its own process — and the resident with the run; the next starts one.
      socket.on('close', () => {
        if (done) return;
        removeSocket();
        process.exit(0);
      });
      run(socket, req)
        .catch(() => socket.destroy())
        .finally(() => {
          done = true;
          busy = false;
          runs++;
          process.chdir('/');
          if (runs >= MAX_RUNS || process.memoryUsage.rss() > MAX_RSS) stop();
          else armIdle();
        });
    });
  });

  try {
    await listen(server, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || (await answers(path))) return 0;
    rmSync(path, { force: true });
    try {
      await listen(server, path);
    } catch {
      return 0; // another resident took the place first
    }
  }
  try {
    ino = lstatSync(path).ino;
  } catch {
    server.close();
    return 0;
  }

  let resolveExit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (resolveExit = resolve));
  function stop(): void {
    if (stopping) return;
    stopping = true;
    clearTimeout(idle);
    clearInterval(check);
    removeSocket();
    server.close(() => resolveExit(0));
    // A run still going (only when stopped by a signal) is not waited for.
    if (busy) resolveExit(0);
  }
  function armIdle(): void {
    clearTimeout(idle);
    idle = setTimeout(stop, idleMs);
  }
  const check = setInterval(() => {
    if (!ours()) stop();
  }, CHECK_MS);
  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(sig, stop);
  armIdle();
  return exited;
}
