// The stores' SQLite helpers (src/sqlite) on node:sqlite: the pragmas a database is opened
// with, transactions (immediate, nested as savepoints, rolled back on a throw or a failed
// commit), the error codes the sandbox answers 503 for, and the notice Node 22 prints
// when node:sqlite loads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  droppingSqliteNotice,
  inTransaction,
  isBusyError,
  isOpen,
  openDatabase,
  pragma,
  sql,
  sqliteErrorCode,
  transaction,
  type DatabaseSync,
} from '../../src/sqlite/index.js';

let dir: string;
const open: DatabaseSync[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shipctl-sqlite-'));
});
afterEach(() => {
  for (const db of open.splice(0)) if (isOpen(db)) db.close();
  rmSync(dir, { recursive: true, force: true });
});

function db(
  file = ':memory:',
  synchronous: 'normal' | 'full' = 'normal',
  busyTimeoutMs = 1000,
): DatabaseSync {
  const d = openDatabase(file === ':memory:' ? file : path.join(dir, file), { busyTimeoutMs, synchronous });
  open.push(d);
  d.exec('CREATE TABLE IF NOT EXISTS t (v TEXT)');
  return d;
}
const values = (d: DatabaseSync) =>
  (d.prepare('SELECT v FROM t ORDER BY rowid').all() as { v: string }[]).map((r) => r.v);
const insert = (d: DatabaseSync, v: string) => sql(d, 'INSERT INTO t (v) VALUES (?)').run(v);

describe('openDatabase', () => {
  it('a file: WAL, the synchronous mode asked for, foreign keys on, the busy timeout', () => {
    const full = db('a.db', 'full', 1234);
    expect(pragma(full, 'journal_mode')).toBe('wal');
    expect(pragma(full, 'synchronous')).toBe(2);
    expect(pragma(full, 'foreign_keys')).toBe(1);
    expect(pragma(full, 'busy_timeout')).toBe(1234);
    expect(pragma(db('b.db', 'normal'), 'synchronous')).toBe(1);
  });

  it('a file that is not a database fails with SQLITE_NOTADB, the name the CLI reports', () => {
    writeFileSync(path.join(dir, 'junk.db'), 'not a database, not at all'.repeat(100));
    let err: unknown;
    try {
      db('junk.db');
    } catch (e) {
      err = e;
    }
    expect(sqliteErrorCode(err)).toBe('SQLITE_NOTADB');
    expect(sqliteErrorCode(new Error('plain'))).toBeUndefined();
  });

  it('isOpen follows close()', () => {
    const d = db();
    expect(isOpen(d)).toBe(true);
    d.close();
    expect(isOpen(d)).toBe(false);
  });
});

describe('transaction', () => {
  it('commits what the function wrote and returns its value', () => {
    const d = db();
    expect(transaction(d, () => (insert(d, 'a'), inTransaction(d)))).toBe(true);
    expect(inTransaction(d)).toBe(false);
    expect(values(d)).toEqual(['a']);
  });

  it('rolls back and throws on when the function throws', () => {
    const d = db();
    expect(() =>
      transaction(d, () => {
        insert(d, 'a');
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(inTransaction(d)).toBe(false);
    expect(values(d)).toEqual([]);
  });

  it('nested: an inner failure undoes the inner writes only; the outer goes on and commits', () => {
    const d = db();
    transaction(d, () => {
      insert(d, 'outer');
      expect(() =>
        transaction(d, () => {
          insert(d, 'inner');
          throw new Error('inner');
        }),
      ).toThrow('inner');
      transaction(d, () => insert(d, 'second inner'));
      expect(inTransaction(d)).toBe(true);
    });
    expect(values(d)).toEqual(['outer', 'second inner']);
  });

  it('nested: an outer failure undoes what the inner ones committed to it', () => {
    const d = db();
    expect(() =>
      transaction(d, () => {
        transaction(d, () => insert(d, 'inner'));
        throw new Error('outer');
      }),
    ).toThrow('outer');
    expect(values(d)).toEqual([]);
  });

  it('a commit that fails (a deferred foreign key) is rolled back, and the connection goes on', () => {
    const d = db();
    d.exec(
      'CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (p INTEGER REFERENCES parent(id))',
    );
    expect(() =>
      transaction(d, () => {
        d.exec('PRAGMA defer_foreign_keys = ON');
        insert(d, 'lost');
        d.prepare('INSERT INTO child (p) VALUES (42)').run();
      }),
    ).toThrow(/FOREIGN KEY/);
    expect(inTransaction(d)).toBe(false);
    expect(values(d)).toEqual([]);
    transaction(d, () => insert(d, 'kept'));
    expect(values(d)).toEqual(['kept']);
  });

  it('refuses a function that returns a promise, and writes nothing', () => {
    const d = db();
    expect(() => transaction(d, async () => insert(d, 'a'))).toThrow(/cannot span an await/);
    expect(values(d)).toEqual([]);
  });

  it('takes the write lock when it begins: another connection waits, then fails busy', () => {
    const a = db('shared.db');
    const b = db('shared.db', 'normal', 30);
    let err: unknown;
    transaction(a, () => {
      // No write yet: a deferred transaction would not hold the lock here.
      try {
        transaction(b, () => insert(b, 'b'));
      } catch (e) {
        err = e;
      }
    });
    expect(isBusyError(err)).toBe(true);
    expect(sqliteErrorCode(err)).toBe('SQLITE_BUSY');
    expect(inTransaction(b)).toBe(false);
    transaction(b, () => insert(b, 'b'));
    expect(values(a)).toEqual(['b']);
  });
});

describe('droppingSqliteNotice', () => {
  it("drops Node's notice that SQLite is experimental and passes every other warning on", () => {
    const original = process.emitWarning;
    const passed: unknown[][] = [];
    process.emitWarning = ((...args: unknown[]) => void passed.push(args)) as typeof process.emitWarning;
    try {
      const result = droppingSqliteNotice(() => {
        process.emitWarning(
          'SQLite is an experimental feature and might change at any time',
          'ExperimentalWarning',
        );
        process.emitWarning('SQLite is an experimental feature and might change at any time', {
          type: 'ExperimentalWarning',
        });
        process.emitWarning('Something else is an experimental feature', 'ExperimentalWarning');
        process.emitWarning('SQLite is an experimental feature, said as another type', 'Warning');
        return 'loaded';
      });
      expect(result).toBe('loaded');
      // Outside the load, nothing is dropped.
      process.emitWarning(
        'SQLite is an experimental feature and might change at any time',
        'ExperimentalWarning',
      );
    } finally {
      process.emitWarning = original;
    }
    expect(passed).toEqual([
      ['Something else is an experimental feature', 'ExperimentalWarning'],
      ['SQLite is an experimental feature, said as another type', 'Warning'],
      ['SQLite is an experimental feature and might change at any time', 'ExperimentalWarning'],
    ]);
  });
});
