// One purchase per order at a time, on this machine. The duplicate guard (is this ref shipped
// already?) and the create that follows are two calls: two purchases of one ref started at the
// same moment would both pass the guard and both buy. Every purchase path (`ship`, the runs of
// `orders ship`, `batch ship` and `station`, the MCP tools) holds this lock around guard + create,
// so the second one's guard runs after the first one's label exists and refuses it.
//
// The lock lives in the data directory, so that processes sharing a SHIPCTL_HOME (two terminals,
// `shipctl mcp` beside a station) are serialised too, and in memory, so that calls of one
// process queue without polling. The shared part is a row per ref key in a small SQLite file,
// taken in an IMMEDIATE transaction: checking the holder and replacing a dead one's row is one
// atomic step. A lock file made with O_EXCL cannot take over from a crashed holder that way:
// two processes that both find it stale both delete it and both create their own.
// A holder is dead when its process is gone (same host) or when it has not renewed its row for
// a minute (another host on a shared directory, a frozen process). Two machines with homes of
// their own are not serialised here: the account is their ledger (ledger.ts).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { processAlive } from '../config/process-alive.js';
import { refKey } from '../domain/index.js';
import { isBusyError, openStore, sql, transaction, type DatabaseSync } from '../sqlite/index.js';

const SCHEMA = `CREATE TABLE IF NOT EXISTS ref_locks (
  ref_key TEXT PRIMARY KEY,
  owner_pid INTEGER NOT NULL,
  owner_host TEXT NOT NULL,
  owner_token TEXT NOT NULL,
  heartbeat_at INTEGER NOT NULL
)`;

/** A holder silent this long is taken over (it renews its row every RENEW_MS while it holds it). */
const STALE_MS = 60_000;
const RENEW_MS = 10_000;
/** How often a waiter looks again at a row another process holds. */
const POLL_MS = 50;

/** Another live process has held the ref's lock longer than the caller would wait. */
export class RefLockBusyError extends Error {
  override name = 'RefLockBusyError';
  constructor(
    readonly ref: string,
    readonly ownerPid: number,
    readonly ownerHost: string,
  ) {
    super(`another shipctl process (pid ${ownerPid} on ${ownerHost}) is buying a label for ref ${ref}`);
  }
}

export interface HoldOptions {
  /** Give up (RefLockBusyError) after waiting this long for another process (default 2 minutes). */
  maxWaitMs?: number;
  /** Told once when the lock is held by another process and this call waits for it. */
  onWait?: (holder: { pid: number; host: string }) => void;
}

// Not unref'd: a process whose only work left is waiting for the lock must stay alive to take it.
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls of this process queued per lock file and ref key: the in-memory half. */
const queues = new Map<string, Promise<void>>();

export class RefLocks {
  readonly #file: string;
  #db: DatabaseSync | undefined;

  constructor(file: string) {
    this.#file = file;
  }

  /** Runs `work` holding the lock of `ref`'s key (no lock for an empty ref: nothing to guard). */
  async hold<T>(ref: string | undefined, work: () => Promise<T>, options: HoldOptions = {}): Promise<T> {
    const key = ref === undefined ? '' : refKey(ref);
    if (key === '') return work();
    const queueKey = `${this.#file}\u0000${key}`;
    const before = queues.get(queueKey) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = before.then(() => mine);
    queues.set(queueKey, tail);
    try {
      await before;
      const token = await this.#acquire(String(ref), key, options);
      const renew = setInterval(() => this.#renew(key, token), RENEW_MS);
      renew.unref?.();
      try {
        return await work();
      } finally {
        clearInterval(renew);
        this.#release(key, token);
      }
    } finally {
      done();
      if (queues.get(queueKey) === tail) queues.delete(queueKey);
    }
  }

  close(): void {
    this.#db?.close();
    this.#db = undefined;
  }

  #open(): DatabaseSync {
    if (!this.#db) {
      // Each transaction here is a few statements: a short busy wait is all another process holds.
      this.#db = openStore(this.#file, { busyTimeoutMs: 5_000, synchronous: 'normal', schema: SCHEMA });
    }
    return this.#db;
  }

  async #acquire(ref: string, key: string, options: HoldOptions): Promise<string> {
    const token = randomUUID();
    const host = hostname();
    const deadline = Date.now() + (options.maxWaitMs ?? 120_000);
    let told = false;
    for (;;) {
      const holder = this.#tryTake(key, token, host);
      if (!holder) return token;
      if (Date.now() > deadline) throw new RefLockBusyError(ref, holder.pid, holder.host);
      if (!told && holder.pid !== 0) options.onWait?.(holder);
      told ||= holder.pid !== 0;
      await sleep(POLL_MS);
    }
  }

  /**
   * One try at the lock: undefined when taken, else who holds it. A file busy past its wait
   * (two processes creating it at once, one switching it to WAL) is a try to make again, not a
   * failure of the purchase: it is said as held by nobody known (pid 0).
   */
  #tryTake(key: string, token: string, host: string): { pid: number; host: string } | undefined {
    try {
      const db = this.#open();
      return transaction(db, () => {
        const now = Date.now();
        const row = sql(
          db,
          'SELECT owner_pid, owner_host, heartbeat_at FROM ref_locks WHERE ref_key = ?',
        ).get(key) as { owner_pid: number; owner_host: string; heartbeat_at: number } | undefined;
        const alive =
          row !== undefined &&
          row.heartbeat_at > now - STALE_MS &&
          (row.owner_host !== host || processAlive(row.owner_pid));
        if (alive) return { pid: row.owner_pid, host: row.owner_host };
        sql(
          db,
          `INSERT INTO ref_locks (ref_key, owner_pid, owner_host, owner_token, heartbeat_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (ref_key) DO UPDATE SET owner_pid = excluded.owner_pid, owner_host = excluded.owner_host,
             owner_token = excluded.owner_token, heartbeat_at = excluded.heartbeat_at`,
        ).run(key, process.pid, host, token, now);
        return undefined;
      });
    } catch (err) {
      if (!isBusyError(err)) throw err;
      return { pid: 0, host };
    }
  }

  #renew(key: string, token: string): void {
    try {
      sql(this.#open(), 'UPDATE ref_locks SET heartbeat_at = ? WHERE ref_key = ? AND owner_token = ?').run(
        Date.now(),
        key,
        token,
      );
    } catch {
      // A renewal that fails (the disk full for a moment) is tried again; a minute of them lets
      // another process take the lock, which is what a holder that cannot write should allow.
    }
  }

  #release(key: string, token: string): void {
    try {
      sql(this.#open(), 'DELETE FROM ref_locks WHERE ref_key = ? AND owner_token = ?').run(key, token);
    } catch {
      // Left behind, the row is taken over once this process is gone or a minute has passed.
    }
  }
}

const opened = new Map<string, RefLocks>();

/** The locks of one lock file, shared by every caller of this process. */
export function refLocksAt(file: string): RefLocks {
  let locks = opened.get(file);
  if (!locks) {
    locks = new RefLocks(file);
    opened.set(file, locks);
  }
  return locks;
}

/** The file of the ref locks in a data directory. */
export const REF_LOCK_FILE = 'ref-locks.db';
