// The warm sandbox process (warm.ts starts it): `node dist/main.cjs __sandbox-daemon DIR
// IDLE_MS`. It takes the data directory's lock, serves the sandbox on a free loopback port,
// writes the state file and answers its starter with one JSON line on stdout. Another daemon
// holding the lock (two commands started at once) is not an error: this one waits for that
// one's state file and says so. It exits after IDLE_MS without a request, when the database
// file is removed or replaced (a test's temporary home deleted), when its state file is no
// longer its own, or on SIGTERM/SIGINT/SIGHUP (`shipctl sandbox stop`).
import { closeSync, openSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { processAlive } from '../../config/process-alive.js';
import { sandboxDbPath, serveSandbox } from './embed.js';
import { lockHolder, readWarmState, warmLockPath, warmStatePath, type WarmState } from './warm.js';
import { BUILD } from '../version.js';
import { watchInstall } from '../install-watch.js';
import { messages } from '../../i18n/index.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reply = (line: object) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
  process.stdout.end();
};
const unlinkQuiet = (file: string) => {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
};

/** Takes the lock (a file holding our pid), or reports the live holder. */
async function takeLock(dataDir: string): Promise<'mine' | number> {
  const lock = warmLockPath(dataDir);
  for (;;) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return 'mine';
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = lockHolder(dataDir);
    if (holder !== undefined && processAlive(holder)) return holder;
    // A holder that died without cleaning up (SIGKILL): its lock is stale. A lock still empty
    // is being written this instant; look again.
    if (holder !== undefined) unlinkQuiet(lock);
    await sleep(20);
  }
}

export async function runSandboxDaemon(dataDir: string, idleMs: number): Promise<number> {
  const dbPath = sandboxDbPath(dataDir);
  const lock = await takeLock(dataDir);
  if (lock !== 'mine') {
    // Another daemon is starting or serving: wait for its state, then step aside.
    for (const end = Date.now() + 30_000; Date.now() < end; await sleep(20)) {
      const s = readWarmState(dataDir);
      if (s?.pid === lock) return (reply({ use: s.url }), 0);
      if (!processAlive(lock)) break;
    }
    reply({ busy: lock });
    return 1;
  }

  let last = performance.now();
  // It dispatches webhooks too, so the retry schedule keeps running between commands (deliveries
  // are claimed in the database: a `sandbox serve` on the same file never sends one twice).
  const sandbox = await serveSandbox({
    dbPath,
    seed: true,
    dispatch: {},
    onActivity: () => (last = performance.now()),
  });
  const db = statSync(dbPath);
  const state: WarmState = {
    pid: process.pid,
    url: sandbox.baseUrl,
    token: sandbox.token,
    build: BUILD,
    db: { path: dbPath, dev: db.dev, ino: db.ino },
    started_at: new Date().toISOString(),
  };
  const writeState = () => {
    const tmp = `${warmStatePath(dataDir)}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(state)}\n`, { mode: 0o600 });
    renameSync(tmp, warmStatePath(dataDir));
  };
  writeState();
  reply({ url: sandbox.baseUrl, pid: process.pid });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(watch);
    if (readWarmState(dataDir)?.pid === process.pid) unlinkQuiet(warmStatePath(dataDir));
    await sandbox.close().catch(() => undefined);
    if (lockHolder(dataDir) === process.pid) unlinkQuiet(warmLockPath(dataDir));
    process.exit(0);
  };
  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(sig, () => void stop());
  // Its stderr is the warm log: the next command starts a daemon of the new install.
  watchInstall(() => {
    process.stderr.write(`${messages().common.installChanged}\n`);
    void stop();
  });

  const ours = () => {
    try {
      const now = statSync(dbPath);
      return now.dev === db.dev && now.ino === db.ino && readWarmState(dataDir)?.pid === process.pid;
    } catch {
      return false;
    }
  };
  let checking = false;
  const watch = setInterval(() => {
    if (checking || stopping) return;
    if (!ours()) return void stop();
    if (performance.now() - last < idleMs) return;
    // Idle: withdraw the state file first, so no new command picks this daemon, then give a
    // command that read it a moment ago the time to say so; any request since keeps it alive.
    checking = true;
    const withdrawn = performance.now();
    unlinkQuiet(warmStatePath(dataDir));
    void sleep(500).then(() => {
      checking = false;
      if (last > withdrawn) writeState();
      else void stop();
    });
  }, 1_000);
  return new Promise<number>(() => undefined);
}
