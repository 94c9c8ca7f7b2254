// The sandbox's SQLite store: one file (or ':memory:' in tests), WAL so that a
// `sandbox info` can read while `sandbox serve` writes, foreign keys on.
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { inTransaction, openDatabase, pluck, sql, type DatabaseSync } from '../../sqlite/index.js';
import { migrate } from './migrations.js';

// For the sandbox's modules and, through its facade (control.ts), the CLI.
export { isBusyError, sql, transaction } from '../../sqlite/index.js';

export type SandboxDb = DatabaseSync;

/**
 * How long a statement waits for another process's write lock (a second `sandbox serve`,
 * a CLI run on the same file) before SQLITE_BUSY, which the app answers 503 + Retry-After.
 * Far above the largest transaction (an `advance` over a full account takes well under a second).
 */
export const BUSY_TIMEOUT_MS = 10_000;

export interface OpenDbOptions {
  busyTimeoutMs?: number;
}

export function openDb(path: string = ':memory:', options: OpenDbOptions = {}): SandboxDb {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // The file holds tokens, the webhook secret and carrier passwords: owner-only from
    // its first byte (SQLite gives the -wal and -shm files the same mode).
    closeSync(openSync(path, 'a', 0o600));
    try {
      chmodSync(path, 0o600);
    } catch {
      // Not ours to change (another user's file opened read-write): leave it.
    }
  }
  // NORMAL: the sandbox's data is made up; a commit lost to a power cut costs nothing, and
  // a sync per commit would slow every write.
  const db = openDatabase(path, {
    busyTimeoutMs: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS,
    synchronous: 'normal',
  });
  try {
    migrate(db);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

/** JSON column helpers: the store keeps the wire shape as text. */
export const toJson = (value: unknown): string => JSON.stringify(value ?? null);
export const fromJson = <T>(text: string | null | undefined): T =>
  text == null ? (null as T) : (JSON.parse(text) as T);

export function getMeta(db: SandboxDb, key: string): string | undefined {
  const row = sql(db, 'SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: SandboxDb, key: string, value: string): void {
  sql(
    db,
    'INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

interface ChangeWatch {
  dataVersion: () => unknown;
  totalChanges: () => unknown;
  lastDataVersion: number;
  lastTotalChanges: number;
  generation: number;
}

const watches = new WeakMap<SandboxDb, ChangeWatch>();

/**
 * A number that changes whenever the database may have changed since the last call: another
 * connection committed (`PRAGMA data_version`, which sees other processes on the same file:
 * `sandbox clock`, `sandbox faults set`, `sandbox reset`) or this connection changed rows
 * (`total_changes()`). Both are cheaper than any read of a table, so a value derived from the
 * database (the clock setting, the stored faults, a token's principal, a shipment's answer) can
 * be kept while its generation stands and still be as fresh as reading it every time.
 *
 * Inside an open transaction the generation is NaN, equal to nothing: what that transaction
 * reads may yet be rolled back, so it must not be kept.
 */
export function changeGeneration(db: SandboxDb): number {
  if (inTransaction(db)) return Number.NaN;
  let w = watches.get(db);
  if (!w) {
    w = {
      dataVersion: pluck(db, 'PRAGMA data_version'),
      totalChanges: pluck(db, 'SELECT total_changes()'),
      lastDataVersion: -1,
      lastTotalChanges: -1,
      generation: 0,
    };
    watches.set(db, w);
  }
  const dv = w.dataVersion() as number;
  const tc = w.totalChanges() as number;
  if (dv !== w.lastDataVersion || tc !== w.lastTotalChanges) {
    w.lastDataVersion = dv;
    w.lastTotalChanges = tc;
    w.generation += 1;
  }
  return w.generation;
}

/**
 * `compute()` kept while the database's change generation stands (see changeGeneration):
 * recomputed after any commit of another connection or any change of this one.
 */
export function generationCached<T>(db: SandboxDb, compute: () => T): () => T {
  let gen = Number.NaN;
  let value: T;
  return () => {
    const g = changeGeneration(db);
    if (g !== gen || Number.isNaN(g)) {
      value = compute();
      gen = g;
    }
    return value;
  };
}
