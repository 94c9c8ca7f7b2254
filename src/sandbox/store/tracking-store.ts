// The per-number tracking query count of spec 4.10 rule 1, persisted so that a
// restart of the sandbox does not hand out fresh queries.
import type { Principal } from '../principal.js';
import { sql, type SandboxDb } from './db.js';

const principalKey = (p: Principal): string => `${p.accountId}:${p.subUserId ?? ''}`;

/**
 * The number as a carrier reads it: full-width folded, case and the spaces and
 * hyphens people type ignored. SAGAWA123, sagawa123 and "sagawa-123" are one
 * parcel, and so is the same number asked under another carrier type: the count
 * of spec 4.10 rule 1 is per tracking number, not per spelling or per carrier.
 */
export function normalizeTrackingNumber(number: string): string {
  return number.normalize('NFKC').replace(/[\s-]/g, '').toUpperCase();
}

/** Queries are keyed by the normalised number alone; the carrier column keeps this constant. */
const ANY_CARRIER = '*';

/** Counts one more query of the number and returns the new total. */
export function countTrackingQuery(db: SandboxDb, p: Principal, number: string, at: string): number {
  const row = sql(
    db,
    `INSERT INTO tracking_queries(principal_key, carrier, tracking_number, count, last_at) VALUES (?, ?, ?, 1, ?)
       ON CONFLICT(principal_key, carrier, tracking_number) DO UPDATE SET count = count + 1, last_at = excluded.last_at
       RETURNING count`,
  ).get(principalKey(p), ANY_CARRIER, normalizeTrackingNumber(number), at) as { count: number };
  return row.count;
}

export function trackingQueryCount(db: SandboxDb, p: Principal, number: string): number {
  const row = sql(
    db,
    'SELECT count FROM tracking_queries WHERE principal_key = ? AND carrier = ? AND tracking_number = ?',
  ).get(principalKey(p), ANY_CARRIER, normalizeTrackingNumber(number)) as { count: number } | undefined;
  return row?.count ?? 0;
}
