// Schema of the sandbox's own tables. Append-only lists are applied in order:
// these core steps (version kept in PRAGMA user_version), the shipping steps of
// migrations-shipping.ts and the life steps of migrations-life.ts (versions kept in
// meta under 'schema_version:<name>').
// Tracking them apart lets either list grow without renumbering the other.
import { pragma, transaction } from '../../sqlite/index.js';
import type { SandboxDb } from './db.js';
import { LIFE_MIGRATIONS } from './migrations-life.js';
import { SHIPPING_MIGRATIONS } from './migrations-shipping.js';

export interface Migration {
  /** Short label for error messages; the version is the step's position. */
  name: string;
  up: string | ((db: SandboxDb) => void);
}

// JSON columns hold the wire shape as text. Timestamps are ISO 8601 UTC strings,
// which sort correctly as text.
export const CORE_MIGRATIONS: readonly Migration[] = [
  {
    name: 'core tables',
    up: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      );

      CREATE TABLE sub_users (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        email TEXT NOT NULL,
        first_name TEXT,
        last_name TEXT,
        company TEXT,
        token TEXT UNIQUE,
        state TEXT NOT NULL DEFAULT 'active',
        created_at TEXT NOT NULL,
        deleted_at TEXT
      );
      CREATE INDEX sub_users_account ON sub_users(account_id, state);

      CREATE TABLE carriers (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        sub_user_id TEXT REFERENCES sub_users(id),
        type TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'active',
        credentials_json TEXT NOT NULL,
        settings_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX carriers_scope ON carriers(account_id, sub_user_id, state);

      CREATE TABLE negotiated_rates (
        carrier_id TEXT PRIMARY KEY REFERENCES carriers(id),
        rows_json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE addresses (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        sub_user_id TEXT REFERENCES sub_users(id),
        address_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX addresses_scope ON addresses(account_id, sub_user_id);

      CREATE TABLE warehouses (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        sub_user_id TEXT REFERENCES sub_users(id),
        address_json TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX warehouses_scope ON warehouses(account_id, sub_user_id);

      CREATE TABLE files (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        sub_user_id TEXT REFERENCES sub_users(id),
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX files_scope ON files(account_id, sub_user_id);
    `,
  },
];

export interface MigrationSet {
  name: string;
  steps: readonly Migration[];
  getVersion(db: SandboxDb): number;
  setVersion(db: SandboxDb, version: number): void;
}

const coreSet: MigrationSet = {
  name: 'core',
  steps: CORE_MIGRATIONS,
  getVersion: (db) => pragma(db, 'user_version') as number,
  setVersion: (db, v) => {
    db.exec(`PRAGMA user_version = ${Math.trunc(v)}`);
  },
};

const metaSet = (name: string, steps: readonly Migration[]): MigrationSet => ({
  name,
  steps,
  getVersion: (db) => {
    const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(`schema_version:${name}`) as
      { value: string } | undefined;
    return row ? Number(row.value) : 0;
  },
  setVersion: (db, v) => {
    db.prepare(
      'INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    ).run(`schema_version:${name}`, String(v));
  },
});

export const MIGRATION_SETS: readonly MigrationSet[] = [
  coreSet,
  metaSet('shipping', SHIPPING_MIGRATIONS),
  metaSet('life', LIFE_MIGRATIONS),
];

/** Applies the pending steps of every set, each step in its own transaction. */
export function migrate(db: SandboxDb, sets: readonly MigrationSet[] = MIGRATION_SETS): void {
  for (const set of sets) {
    const current = set.getVersion(db);
    if (current > set.steps.length) {
      throw new Error(
        `The sandbox database has ${set.name} schema version ${current}, newer than this shipctl knows (${set.steps.length}). Upgrade shipctl or reset the sandbox.`,
      );
    }
    for (let i = current; i < set.steps.length; i++) {
      const step = set.steps[i]!;
      transaction(db, () => {
        if (typeof step.up === 'string') db.exec(step.up);
        else step.up(db);
        set.setVersion(db, i + 1);
      });
    }
  }
}
