// The per-number tracking query count of spec 4.10 rule 1, persisted so that a
// restart of the sandbox does not hand out fresh queries.
import type { Principal } from '../principal.js';
import type { SandboxDb } from './db.js';

const principalKey = (p: Principal): string => `${p.accountId}:${p.subUserId ?? ''}`;

/** Counts one more query of the number and returns the new total. */
export function countTrackingQuery(
  db: SandboxDb,
  p: Principal,
  carrier: string,
  number: string,
  at: string,
): number {
  const row = db
    .prepare(
      `INSERT INTO tracking_queries(principal_key, carrier, tracking_number, count, last_at) VALUES (?, ?, ?, 1, ?)
       ON CONFLICT(principal_key, carrier, tracking_number) DO UPDATE SET count = count + 1, last_at = excluded.last_at
       RETURNING count`,
    )
    .get(principalKey(p), carrier, number, at) as { count: number };
  return row.count;
}

export function trackingQueryCount(db: SandboxDb, p: Principal, carrier: string, number: string): number {
  const row = db
    .prepare(
      'SELECT count FROM tracking_queries WHERE principal_key = ? AND carrier = ? AND tracking_number = ?',
    )
    .get(principalKey(p), carrier, number) as { count: number } | undefined;
  return row?.count ?? 0;
}
