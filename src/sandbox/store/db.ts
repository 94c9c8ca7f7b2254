// The sandbox's SQLite store: one file (or ':memory:' in tests), WAL so that a
// `sandbox info` can read while `sandbox serve` writes, foreign keys on.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations.js';

export type SandboxDb = Database.Database;

export function openDb(path: string = ':memory:'): SandboxDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    if (path !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // Two processes (a serve and a CLI run) may share the file: wait instead of failing.
    db.pragma('busy_timeout = 5000');
    migrate(db);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

const statements = new WeakMap<SandboxDb, Map<string, Database.Statement>>();

/**
 * A prepared statement, compiled once per database and SQL text. Preparing costs
 * more than running a small query, and every request of the sandbox runs several.
 */
export function sql(db: SandboxDb, text: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let stmt = cache.get(text);
  if (!stmt) {
    stmt = db.prepare(text);
    cache.set(text, stmt);
  }
  return stmt;
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
