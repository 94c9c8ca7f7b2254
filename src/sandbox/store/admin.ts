// Whole-database operations for `sandbox info` and `sandbox reset`. They work on
// every table present, so the shipping helper's tables are counted and wiped too
// without this module knowing their names.
import { pragma, transaction } from '../../sqlite/index.js';
import { getMeta, setMeta, type SandboxDb } from './db.js';

function userTables(db: SandboxDb): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((r) => r.name);
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Rows per table; carriers and sub-users count active ones only, as the API lists them. */
export function resourceCounts(db: SandboxDb): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of userTables(db)) {
    if (name === 'meta' || name === 'accounts') continue;
    const sql =
      name === 'carriers' || name === 'sub_users'
        ? `SELECT COUNT(*) AS n FROM ${quoteIdent(name)} WHERE state = 'active'`
        : `SELECT COUNT(*) AS n FROM ${quoteIdent(name)}`;
    out[name] = (db.prepare(sql).get() as { n: number }).n;
  }
  return out;
}

/**
 * Deletes every row of every table but keeps the schema and its version numbers,
 * the runtime facts and the settings (`config:` keys: clock, webhook endpoint,
 * stored faults), which have commands of their own to change.
 * Done in place rather than by removing the file, so a `sandbox serve` holding the
 * same file keeps working against the emptied database.
 */
export function wipeAll(db: SandboxDb): void {
  const tables = userTables(db);
  transaction(db, () => {
    // Checked at commit instead of per row, when nothing is left to violate them;
    // unlike foreign_keys = OFF this also works inside a caller's transaction.
    db.exec('PRAGMA defer_foreign_keys = ON');
    for (const name of tables) {
      if (name === 'meta') {
        db.prepare(
          "DELETE FROM meta WHERE key NOT LIKE 'schema_version:%' AND key NOT LIKE 'runtime:%' AND key NOT LIKE 'config:%'",
        ).run();
      } else db.prepare(`DELETE FROM ${quoteIdent(name)}`).run();
    }
  });
}

/** Where a `sandbox serve` process is listening, so `sandbox info` can say so. */
export interface ServeInfo {
  url: string;
  pid: number;
  started_at: string;
}

const SERVE_KEY = 'runtime:serve';

export function setServeInfo(db: SandboxDb, info: ServeInfo | null): void {
  if (info) setMeta(db, SERVE_KEY, JSON.stringify(info));
  else db.prepare('DELETE FROM meta WHERE key = ?').run(SERVE_KEY);
}

export function getServeInfo(db: SandboxDb): ServeInfo | undefined {
  const text = getMeta(db, SERVE_KEY);
  return text ? (JSON.parse(text) as ServeInfo) : undefined;
}

export function schemaVersions(db: SandboxDb): Record<string, number> {
  const out: Record<string, number> = { core: pragma(db, 'user_version') as number };
  const rows = db.prepare("SELECT key, value FROM meta WHERE key LIKE 'schema_version:%'").all() as {
    key: string;
    value: string;
  }[];
  for (const r of rows) out[r.key.slice('schema_version:'.length)] = Number(r.value);
  return out;
}
