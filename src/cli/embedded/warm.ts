// The warm sandbox: one background `sandbox serve` per data directory that the commands of
// sandbox mode reuse, so a command pays for an HTTP call instead of loading fastify and SQLite
// and opening the database. The first command of a session starts it (and waits for it); it
// exits on its own after SHIPCTL_SANDBOX_IDLE without a request (default 10m), when its database
// file is removed or replaced, when a newer build of shipctl wants the directory, or on
// `shipctl sandbox stop`. One per data directory: the daemon holds `sandbox.warm.lock`.
//
// This module is the client side and loads nothing of the sandbox; daemon.ts is the
// other side. Both agree on the state file written here (0600, like the rest of the data dir):
// where the daemon listens, its token, the build that started it and the database it serves.
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { messages } from '../../i18n/index.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processAlive } from '../../config/process-alive.js';
import { readDuration } from '../input/duration.js';
import { sandboxDbPath } from './paths.js';
import type { EmbeddedSandbox } from './embed.js';
import { BUILD } from '../version.js';

const WARM_STATE_FILE = 'sandbox.warm.json';
const WARM_LOCK_FILE = 'sandbox.warm.lock';
const WARM_LOG_FILE = 'sandbox.warm.log';
export const DEFAULT_IDLE_MS = 10 * 60_000;

export interface WarmState {
  pid: number;
  url: string;
  token: string;
  build: string;
  /** The database file it serves (device and inode): a replaced file is another sandbox. */
  db: { path: string; dev: number; ino: number };
  started_at: string;
}

export const warmStatePath = (dataDir: string): string => path.join(dataDir, WARM_STATE_FILE);
export const warmLockPath = (dataDir: string): string => path.join(dataDir, WARM_LOCK_FILE);

export function readWarmState(dataDir: string): WarmState | undefined {
  try {
    const s = JSON.parse(readFileSync(warmStatePath(dataDir), 'utf8')) as WarmState;
    return typeof s.pid === 'number' && typeof s.url === 'string' && typeof s.token === 'string'
      ? s
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `s` describes a daemon that is running on the database at `dbPath` now (its build: the caller's check). */
export function serves(s: WarmState, dbPath: string): boolean {
  if (!processAlive(s.pid)) return false;
  try {
    const st = statSync(dbPath);
    return st.dev === s.db.dev && st.ino === s.db.ino;
  } catch {
    return false;
  }
}

/**
 * SHIPCTL_SANDBOX_IDLE: how long the warm sandbox waits for a request before it exits; `0`
 * (or `off`) runs the sandbox inside each command instead, as before the warm one existed.
 */
export function warmIdleMs(raw: string | undefined): number | undefined {
  const text = raw?.trim().toLowerCase();
  if (!text) return DEFAULT_IDLE_MS;
  if (['0', 'off', 'no', 'false'].includes(text)) return undefined;
  return readDuration(text, 'SHIPCTL_SANDBOX_IDLE', {
    min: { ms: 1_000, text: messages().support.input.idleAtLeast },
    hint: messages().support.input.idleHint,
  });
}

/** dist/main.cjs, from which the daemon is started; absent when run from source (tests in-process). */
function daemonEntry(): string | undefined {
  const entry = fileURLToPath(new URL('./main.cjs', import.meta.url));
  return existsSync(entry) ? entry : undefined;
}

interface ClockView {
  mode: 'real' | 'running' | 'frozen';
  now: string;
  offset_ms?: number;
}

/** Asks the daemon for its clock: proves it answers, with this token, and gives `now`. */
async function handshake(s: WarmState): Promise<EmbeddedSandbox | undefined> {
  const { Connections, send } = await import('../../api/transport.js');
  const connections = new Connections({ connectMs: 2_000 });
  try {
    const res = await send(connections, {
      method: 'GET',
      url: new URL('/__sandbox/clock', s.url),
      headers: { accept: 'application/json', 'x-access-token': s.token },
      timeouts: { headersMs: 10_000, bodyMs: 10_000 },
    });
    if (res.status !== 200) return undefined;
    const clock = JSON.parse(res.rawText) as ClockView;
    const at = Date.parse(clock.now);
    if (!Number.isFinite(at)) return undefined;
    const offset = clock.offset_ms ?? 0;
    const now =
      clock.mode === 'frozen'
        ? () => new Date(at)
        : clock.mode === 'running'
          ? () => new Date(Date.now() + offset)
          : () => new Date();
    return { baseUrl: s.url, token: s.token, dbPath: s.db.path, now, close: () => Promise.resolve() };
  } catch {
    return undefined;
  } finally {
    connections.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks a daemon to stop and waits (up to `waitMs`) until its lock is gone. */
export async function stopWarm(dataDir: string, waitMs = 5_000): Promise<number | undefined> {
  const pid = lockHolder(dataDir) ?? readWarmState(dataDir)?.pid;
  if (pid === undefined || !processAlive(pid)) {
    // A daemon killed without cleaning up left its files: nothing runs, tidy them.
    if (pid !== undefined)
      for (const f of [warmStatePath(dataDir), warmLockPath(dataDir)]) rmSync(f, { force: true });
    return undefined;
  }
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return undefined;
  }
  for (const end = Date.now() + waitMs; Date.now() < end && processAlive(pid);) await sleep(25);
  return pid;
}

export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(warmLockPath(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Starts a daemon and waits for its first line: it serves, or another daemon does. */
async function startDaemon(
  entry: string,
  dataDir: string,
  idleMs: number,
  env: Readonly<Record<string, string | undefined>>,
): Promise<boolean> {
  // Loaded to start a daemon only: the commands that find one running never need it.
  const { spawn } = await import('node:child_process');
  return new Promise((resolve) => {
    const log = openSync(path.join(dataDir, WARM_LOG_FILE), 'a', 0o600);
    const child = spawn(process.execPath, [entry, '__sandbox-daemon', dataDir, String(idleMs)], {
      detached: true,
      stdio: ['ignore', 'pipe', log],
      // The run's own environment (its HOME, TZ, proxies…), which is what the daemon's clock,
      // paths and logs must follow.
      env: { ...env },
    });
    closeSync(log);
    let line = '';
    const done = (ok: boolean) => {
      clearTimeout(timer);
      child.stdout?.removeAllListeners();
      child.removeAllListeners();
      child.stdout?.destroy();
      child.unref();
      resolve(ok);
    };
    // A loaded machine (a test suite on two cores) can take seconds to start Node and SQLite.
    const timer = setTimeout(() => done(false), 30_000);
    child.on('error', () => done(false));
    // The answer is one JSON line; a daemon that steps aside prints it and exits at once, so
    // the end of its output (not its exit, which may come first) is what decides.
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      line += d;
      if (line.includes('\n')) done(line.startsWith('{'));
    });
    child.stdout!.on('end', () => done(line.trimStart().startsWith('{')));
  });
}

/**
 * The warm sandbox of `dataDir`, started if need be; undefined when none can be had (run from
 * source, SHIPCTL_SANDBOX_IDLE=0, or the daemon failed to start — the caller then runs the
 * sandbox in-process, so a command never fails for want of a warm one).
 */
export async function connectWarm(
  dataDir: string,
  options: {
    idleMs: number | undefined;
    env: Readonly<Record<string, string | undefined>>;
    debug?: (line: string) => void;
  },
): Promise<EmbeddedSandbox | undefined> {
  if (options.idleMs === undefined) return undefined;
  const entry = daemonEntry();
  if (!entry) return undefined;
  const dbPath = sandboxDbPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = readWarmState(dataDir);
    if (state && serves(state, dbPath) && state.build === BUILD) {
      const sandbox = await handshake(state);
      if (sandbox) return sandbox;
    } else if (state && state.build !== BUILD && processAlive(state.pid)) {
      options.debug?.(`* stopping the warm sandbox of another build (pid ${state.pid})`);
      await stopWarm(dataDir);
    }
    options.debug?.('* starting the warm sandbox');
    if (!(await startDaemon(entry, dataDir, options.idleMs, options.env))) {
      options.debug?.(`* the warm sandbox did not start (see ${path.join(dataDir, WARM_LOG_FILE)})`);
      return undefined;
    }
  }
  return undefined;
}
