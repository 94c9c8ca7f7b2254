// The main account and token lookup. The sandbox has exactly one main account,
// created on first start with a random token (spec 5: tokens come from the dashboard
// on the live service; here the CLI shows it).
import type { Principal } from '../principal.js';
import { changeGeneration, sql, type SandboxDb } from './db.js';

export interface AccountRow {
  id: string;
  token: string;
  created_at: string;
}

export function getMainAccount(db: SandboxDb): AccountRow | undefined {
  return sql(db, 'SELECT id, token, created_at FROM accounts ORDER BY created_at, id LIMIT 1').get() as
    AccountRow | undefined;
}

export function insertAccount(db: SandboxDb, row: AccountRow): void {
  sql(db, 'INSERT INTO accounts(id, token, created_at) VALUES (?, ?, ?)').run(
    row.id,
    row.token,
    row.created_at,
  );
}

/** Replaces the main account's token; the old one stops working at once (spec 5.2). */
export function setAccountToken(db: SandboxDb, accountId: string, token: string): void {
  sql(db, 'UPDATE accounts SET token = ? WHERE id = ?').run(token, accountId);
}

/** The principal a token authenticates, or null. Deleted sub-users have no token left. */
export function principalForToken(db: SandboxDb, token: string): Principal | null {
  const main = sql(db, 'SELECT id FROM accounts WHERE token = ?').get(token) as { id: string } | undefined;
  if (main) return { accountId: main.id, subUserId: null };
  const sub = sql(db, "SELECT id, account_id FROM sub_users WHERE token = ? AND state = 'active'").get(
    token,
  ) as { id: string; account_id: string } | undefined;
  return sub ? { accountId: sub.account_id, subUserId: sub.id } : null;
}

/** Tokens a principalLookup remembers at most; a flood of wrong tokens starts it afresh. */
const KNOWN_TOKENS_MAX = 1000;

/**
 * principalForToken, remembered per token while the database's change generation stands:
 * a new token, a deleted sub-user or a reset (by this process or another one on the same
 * file) moves the generation, so an old token stops working on the very next call.
 */
export function principalLookup(db: SandboxDb): (token: string) => Principal | null {
  let generation = Number.NaN;
  const known = new Map<string, Readonly<Principal> | null>();
  return (token) => {
    const g = changeGeneration(db);
    if (g !== generation || Number.isNaN(g)) {
      known.clear();
      generation = g;
    }
    let p = known.get(token);
    if (p === undefined) {
      const found = principalForToken(db, token);
      p = found && Object.freeze(found);
      if (known.size >= KNOWN_TOKENS_MAX) known.clear();
      known.set(token, p);
    }
    return p;
  };
}
