// SQLite for shipctl's stores (the sandbox, the batch journal, the webhook dedupe store) on
// Node's built-in node:sqlite, so that nothing is compiled at install. What every store
// needs on top of a DatabaseSync lives here: opening it with the pragmas, transactions that
// take the write lock when they begin, a statement cache, and SQLite's error codes.
// Node ≥ 22.13: newer conveniences (db.isOpen, db.isTransaction) are detected or tracked here.
// This module imports nothing of shipctl's: every layer that keeps files may use it.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

export type { DatabaseSync };

/**
 * A prepared statement as sql() gives it: its rows are `unknown`, for the caller to cast to
 * the columns its SQL selects. Parameters are positional (`?`). Integers are numbers (no
 * statement here reads BigInts), the counts of run() too.
 */
export interface Statement extends Omit<StatementSync, 'run' | 'get' | 'all' | 'iterate'> {
  run(...params: SQLInputValue[]): { changes: number; lastInsertRowid: number };
  get(...params: SQLInputValue[]): unknown;
  all(...params: SQLInputValue[]): unknown[];
  iterate(...params: SQLInputValue[]): IterableIterator<unknown>;
}

let sqlite: typeof import('node:sqlite') | undefined;

/** node:sqlite, loaded when the first database is opened: a command that opens none never loads it. */
function nodeSqlite(): typeof import('node:sqlite') {
  sqlite ??= droppingSqliteNotice(() => process.getBuiltinModule('node:sqlite'));
  return sqlite;
}

/**
 * Runs `load` with one warning dropped: Node 22 prints "ExperimentalWarning: SQLite is an
 * experimental feature…" on stderr when node:sqlite loads (once per process; Node 24 does
 * not). That is noise on the stream users read, about a module shipctl has chosen and tests.
 * Node emits it through process.emitWarning while the module loads, so that function is
 * wrapped for the duration of `load` only, and every other warning goes on to Node as usual.
 * Exported for its test.
 */
export function droppingSqliteNotice<T>(load: () => T): T {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    if (isSqliteExperimentalWarning(warning, rest[0])) return;
    Reflect.apply(emitWarning, this, [warning, ...rest]);
  } as typeof process.emitWarning;
  try {
    return load();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** `warning` and the type (a string, or an options object) as process.emitWarning takes them. */
function isSqliteExperimentalWarning(warning: string | Error, typeOrOptions: unknown): boolean {
  const type =
    typeof warning !== 'string'
      ? warning.name
      : typeof typeOrOptions === 'string'
        ? typeOrOptions
        : (typeOrOptions as { type?: unknown } | undefined)?.type;
  const text = typeof warning === 'string' ? warning : warning.message;
  return type === 'ExperimentalWarning' && text.startsWith('SQLite is an experimental feature');
}

export interface OpenOptions {
  /**
   * How long a statement waits for another connection's lock (another process on the same
   * file) before it fails with SQLITE_BUSY.
   */
  busyTimeoutMs: number;
  /**
   * When a commit reaches the disk, for a file (WAL mode). 'full': before the statement
   * returns (a commit survives power loss). 'normal': at the next checkpoint (a power loss
   * may drop the last commits, a crash of the process loses nothing).
   */
  synchronous: 'normal' | 'full';
}

/**
 * Opens `path` (or ':memory:'), foreign keys enforced. A file is in WAL mode, so that
 * readers in other processes go on while one connection writes.
 */
export function openDatabase(path: string, options: OpenOptions): DatabaseSync {
  const { DatabaseSync } = nodeSqlite();
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  try {
    // First, so that switching the journal mode waits for another process too.
    db.exec(`PRAGMA busy_timeout = ${Math.trunc(options.busyTimeoutMs)}`);
    if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
    db.exec(`PRAGMA synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

/**
 * A store of shipctl's own in a file of its data directory (or ':memory:'): its folder made
 * readable by its owner only, the database opened as openDatabase does, and `schema` run on it
 * (closed again when that fails, so a damaged file is not left open).
 */
export function openStore(path: string, options: OpenOptions & { schema: string }): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const db = openDatabase(path, options);
  try {
    db.exec(options.schema);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

/**
 * Whether the database is still open. `db.isOpen` exists from Node 22.15; before it, a
 * closed database is told by an empty statement, which throws there and costs nothing
 * on an open one.
 */
export function isOpen(db: DatabaseSync): boolean {
  const open = (db as { isOpen?: boolean }).isOpen;
  if (open !== undefined) return open;
  try {
    db.exec('');
    return true;
  } catch {
    return false;
  }
}

const statements = new WeakMap<DatabaseSync, Map<string, Statement>>();

/**
 * A prepared statement, compiled once per database and SQL text: preparing costs more
 * than running a small query. One statement serves one query at a time, so a result
 * iterated while the same text runs again needs a statement of its own (db.prepare).
 */
export function sql(db: DatabaseSync, text: string): Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let stmt = cache.get(text);
  if (!stmt) {
    // Statement narrows StatementSync's types to how shipctl uses it (see there).
    stmt = db.prepare(text) as unknown as Statement;
    cache.set(text, stmt);
  }
  return stmt;
}

/**
 * `text` prepared as a function that runs it and gives the first column of its first row
 * (undefined when there is none). Where Node has it (22.16+), the statement answers rows as
 * arrays, which cost less to make than objects: this is for a query run on every request.
 */
export function pluck(db: DatabaseSync, text: string): (...params: SQLInputValue[]) => unknown {
  const stmt = db.prepare(text);
  const asArrays = (stmt as { setReturnArrays?: (on: boolean) => void }).setReturnArrays;
  if (asArrays) {
    asArrays.call(stmt, true);
    return (...params) => (stmt.get(...params) as unknown[] | undefined)?.[0];
  }
  return (...params) => {
    const row = stmt.get(...params);
    return row === undefined ? undefined : Object.values(row)[0];
  };
}

/** What `PRAGMA text` answers: the first column of its first row (undefined when it answers none). */
export function pragma(db: DatabaseSync, text: string): unknown {
  return pluck(db, `PRAGMA ${text}`)();
}

/** How deep each database is in transaction() calls (db.isTransaction exists only from Node 22.16). */
const depths = new WeakMap<DatabaseSync, number>();

/** Whether a transaction() is running on the database. */
export function inTransaction(db: DatabaseSync): boolean {
  return (depths.get(db) ?? 0) > 0;
}

/**
 * Runs `fn` in a transaction: committed when it returns, rolled back when it throws (the
 * error is thrown on). It begins IMMEDIATE, taking the write lock at once: a deferred
 * transaction that reads, then writes, cannot wait for a lock another process took
 * meanwhile; SQLite fails the upgrade at once with SQLITE_BUSY, the busy timeout unused.
 *
 * Called inside another, it is a savepoint of the outer one: a failure undoes its own
 * writes and the outer caller decides what follows. `fn` must not return a promise: a
 * transaction cannot stay open across an await, when other requests use the connection.
 */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  const depth = depths.get(db) ?? 0;
  const outer = depth === 0;
  sql(db, outer ? 'BEGIN IMMEDIATE' : 'SAVEPOINT nested').run();
  depths.set(db, depth + 1);
  try {
    const result = fn();
    if (typeof (result as { then?: unknown } | null)?.then === 'function')
      throw new TypeError('a transaction cannot span an await: its function must not return a promise');
    sql(db, outer ? 'COMMIT' : 'RELEASE nested').run();
    return result;
  } catch (err) {
    try {
      if (outer) sql(db, 'ROLLBACK').run();
      else {
        sql(db, 'ROLLBACK TO nested').run();
        sql(db, 'RELEASE nested').run();
      }
    } catch {
      // SQLite already rolled the whole transaction back (it does on SQLITE_FULL, IOERR,
      // NOMEM…): nothing is left to undo, and the error that caused it is the one to throw.
    }
    throw err;
  } finally {
    depths.set(db, depth);
  }
}

/** SQLite's primary result codes, by number (sqlite3.h). */
const RESULT_CODES = (
  'OK ERROR INTERNAL PERM ABORT BUSY LOCKED NOMEM READONLY INTERRUPT IOERR CORRUPT NOTFOUND FULL ' +
  'CANTOPEN PROTOCOL EMPTY SCHEMA TOOBIG CONSTRAINT MISMATCH MISUSE NOLFS AUTH FORMAT RANGE NOTADB'
).split(' ');

/**
 * The name of the SQLite result code of an error node:sqlite threw (`SQLITE_BUSY`,
 * `SQLITE_NOTADB`…), or undefined for any other error. node:sqlite gives the number
 * (`errcode`, possibly an extended code, whose low byte is the primary one).
 */
export function sqliteErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; errcode?: unknown } | null;
  if (e?.code !== 'ERR_SQLITE_ERROR' || typeof e.errcode !== 'number') return undefined;
  const name = RESULT_CODES[e.errcode & 0xff];
  return name === undefined ? undefined : `SQLITE_${name}`;
}

/** SQLITE_BUSY / SQLITE_LOCKED (and their extended codes): another connection holds the lock. */
export function isBusyError(err: unknown): boolean {
  const code = sqliteErrorCode(err);
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/** A BLOB as a Buffer: node:sqlite reads BLOBs as Uint8Array; this is a view, not a copy. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
