// The side of the resident in the process that was started (shared.ts says what the resident
// is): hand the run over, print what comes back as it comes, exit with the run's code. When
// no resident answers, or it declines, or it stops before printing anything, the caller runs
// the command here (the answer undefined) — and a missing resident is started for next time.
// Linux only (shared.ts, residentWanted).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Env } from '../../config/paths.js';
import { stdStream } from '../std-streams.js';
import { outputIsReproducible } from '../stdout-guard.js';
import { BUILD } from '../version.js';
import { FRAME, FrameReader, frame, residentDir, residentKey, socketPath } from './shared.js';

/** How long a resident has to greet before the run is made here instead (nothing sent yet). */
const HELLO_MS = 1_000;

const distDir = (): string => path.dirname(fileURLToPath(import.meta.url));

/**
 * The exit code of the run as the resident ran it, or undefined: run it in this process. A run
 * is sent only once the resident has greeted, and once sent it is never made here as well: a
 * resident that stops after taking it is reported (exit 1), not run twice (a tracking query
 * spent twice is a query lost).
 */
export function runInResident(argv: readonly string[], env: Env): Promise<number | undefined> {
  const key = residentKey(BUILD, distDir(), env);
  const dir = residentDir(env, false);
  const at = dir === undefined ? undefined : socketPath(dir, key);
  if (at === undefined) {
    if (dir === undefined) startResident(env, key);
    return Promise.resolve(undefined);
  }
  const net = process.getBuiltinModule('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(at);
    const stdout = stdStream(1);
    const stderr = stdStream(2);
    let sent = false;
    let accepted = false;
    let settled = false;
    const finish = (code: number | undefined): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(code);
    };
    // A resident that does not greet in time (a stopped process, a full machine).
    const timer = setTimeout(() => finish(undefined), HELLO_MS);
    const lost = (): void => {
      if (settled) return;
      // Not taken (not greeted, not sent, or the resident went before taking it): made here.
      if (!accepted) return finish(undefined);
      stderr.write(
        'shipctl: the background process running this command stopped before it finished; ' +
          'run it again (SHIPCTL_RESIDENT=0 runs every command in its own process)\n',
      );
      finish(1);
    };
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!sent && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) startResident(env, key);
      lost();
    });
    socket.on('close', lost);
    const reader = new FrameReader();
    socket.on('data', (chunk: Buffer) => {
      for (const { type, payload } of reader.push(chunk)) {
        if (settled) return;
        if (type === FRAME.hello && !sent) {
          clearTimeout(timer);
          sent = true;
          const run = { argv: [...argv], cwd: process.cwd(), env: { ...env } };
          socket.write(frame(FRAME.run, JSON.stringify(run)));
        } else if (type === FRAME.accepted) {
          accepted = true;
          if (argv.includes('--debug'))
            stderr.write(`* run by the resident process (pid ${payload.toString()})\n`);
        } else if (type === FRAME.declined && !accepted) return finish(undefined);
        else if (type === FRAME.reproducible) outputIsReproducible();
        else if (type === FRAME.stdout) stdout.write(payload);
        else if (type === FRAME.stderr) stderr.write(payload);
        else if (type === FRAME.exit) return finish(Number(payload.toString()) || 0);
      }
    });
  });
}

/**
 * Starts the resident of `key` in the background for the runs to come (this one runs here).
 * It inherits no SHIPCTL_ variable: each run hands over its own, the token included.
 */
function startResident(env: Env, key: string): void {
  const dir = residentDir(env, true);
  const at = dir === undefined ? undefined : socketPath(dir, key);
  if (at === undefined) return;
  const own: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !k.startsWith('SHIPCTL_')) own[k] = v;
  try {
    const { spawn } = process.getBuiltinModule('node:child_process');
    const child = spawn(process.execPath, [path.join(distDir(), 'main.cjs'), '__resident', at], {
      detached: true,
      stdio: 'ignore',
      cwd: dir,
      env: own,
    });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No resident: every run stays in its own process, as without one.
  }
}
