// Sub-users of the main account. Deleting keeps the row (its data stays attributed)
// but drops its token, which is what makes a deleted sub-user's token stop working.
import { sql, type SandboxDb } from './db.js';

export interface SubUserRecord {
  id: string;
  account_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  token: string | null;
  state: string;
  created_at: string;
  deleted_at: string | null;
}

export function listSubUsers(db: SandboxDb, accountId: string): SubUserRecord[] {
  return sql(
    db,
    "SELECT * FROM sub_users WHERE account_id = ? AND state = 'active' ORDER BY created_at, rowid",
  ).all(accountId) as SubUserRecord[];
}

export function countActiveSubUsers(db: SandboxDb, accountId: string): number {
  return (
    sql(db, "SELECT COUNT(*) AS n FROM sub_users WHERE account_id = ? AND state = 'active'").get(
      accountId,
    ) as {
      n: number;
    }
  ).n;
}

export function getSubUser(db: SandboxDb, accountId: string, id: string): SubUserRecord | undefined {
  return sql(db, "SELECT * FROM sub_users WHERE id = ? AND account_id = ? AND state = 'active'").get(
    id,
    accountId,
  ) as SubUserRecord | undefined;
}

export function findActiveSubUserByEmail(
  db: SandboxDb,
  accountId: string,
  email: string,
): SubUserRecord | undefined {
  return sql(
    db,
    "SELECT * FROM sub_users WHERE account_id = ? AND state = 'active' AND lower(email) = lower(?)",
  ).get(accountId, email) as SubUserRecord | undefined;
}

export function insertSubUser(db: SandboxDb, rec: SubUserRecord): void {
  sql(
    db,
    `INSERT INTO sub_users(id, account_id, email, first_name, last_name, company, token, state, created_at, deleted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    rec.id,
    rec.account_id,
    rec.email,
    rec.first_name,
    rec.last_name,
    rec.company,
    rec.token,
    rec.state,
    rec.created_at,
    rec.deleted_at,
  );
}

/** Replaces the token; the previous one stops authenticating at once. */
export function setSubUserToken(db: SandboxDb, id: string, token: string | null): void {
  sql(db, 'UPDATE sub_users SET token = ? WHERE id = ?').run(token, id);
}

export function deleteSubUser(db: SandboxDb, id: string, at: string): void {
  sql(db, "UPDATE sub_users SET state = 'deleted', token = NULL, deleted_at = ? WHERE id = ?").run(at, id);
}
