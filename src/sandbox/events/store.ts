// The webhook endpoint (one per sandbox, meta `config:webhook`), the detector's
// progress per tracking number, and the deliveries with their retry schedule.
import { getMeta, setMeta, sql, type SandboxDb } from '../store/db.js';

export interface WebhookEndpoint {
  url: string;
  /** Stored as given; never printed (commands show "(set)"). */
  secret: string;
  /** Real time of registration. */
  set_at: string;
}

export const WEBHOOK_KEY = 'config:webhook';

export function getEndpoint(db: SandboxDb): WebhookEndpoint | undefined {
  const text = getMeta(db, WEBHOOK_KEY);
  if (!text) return undefined;
  try {
    const e = JSON.parse(text) as WebhookEndpoint;
    return typeof e.url === 'string' && typeof e.secret === 'string' ? e : undefined;
  } catch {
    return undefined;
  }
}

export function putEndpoint(db: SandboxDb, e: WebhookEndpoint | undefined): void {
  if (e) setMeta(db, WEBHOOK_KEY, JSON.stringify(e));
  else sql(db, 'DELETE FROM meta WHERE key = ?').run(WEBHOOK_KEY);
}

export interface Emitted {
  /** History events already read. */
  seen: number;
  /** Status of the last event read ('pre-transit' before any). */
  status: string;
}

export function getEmitted(db: SandboxDb, carrier: string, number: string): Emitted | undefined {
  return sql(db, 'SELECT seen, status FROM tracking_emitted WHERE carrier = ? AND tracking_number = ?').get(
    carrier,
    number,
  ) as Emitted | undefined;
}

export function putEmitted(
  db: SandboxDb,
  key: { carrier: string; number: string; shipmentId: string },
  e: Emitted,
  at: string,
): void {
  sql(
    db,
    `INSERT INTO tracking_emitted(carrier, tracking_number, shipment_id, seen, status, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(carrier, tracking_number) DO UPDATE SET seen = excluded.seen, status = excluded.status, updated_at = excluded.updated_at`,
  ).run(key.carrier, key.number, key.shipmentId, e.seen, e.status, at);
}

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface DeliveryRow {
  event_id: string;
  shipment_id: string;
  carrier: string;
  tracking_number: string;
  status: string;
  /** The event as sent, JSON in UTF-8 (a BLOB: read back as a Uint8Array). */
  body: Uint8Array;
  created_at: string;
  enqueued_ms: number;
  state: DeliveryState;
  attempts: number;
  next_attempt_ms: number | null;
  last_attempt_ms: number | null;
  last_status: number | null;
  last_error: string | null;
  last_url: string | null;
}

export function insertDelivery(
  db: SandboxDb,
  d: Pick<
    DeliveryRow,
    'event_id' | 'shipment_id' | 'carrier' | 'tracking_number' | 'status' | 'body' | 'created_at'
  >,
  realMs: number,
): void {
  sql(
    db,
    `INSERT INTO webhook_deliveries(event_id, shipment_id, carrier, tracking_number, status, body, created_at,
       enqueued_ms, next_attempt_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    d.event_id,
    d.shipment_id,
    d.carrier,
    d.tracking_number,
    d.status,
    d.body,
    d.created_at,
    realMs,
    realMs,
  );
}

export function dueDeliveries(db: SandboxDb, realMs: number, limit: number): DeliveryRow[] {
  return sql(
    db,
    `SELECT * FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_ms <= ?
     ORDER BY next_attempt_ms, enqueued_ms LIMIT ?`,
  ).all(realMs, limit) as DeliveryRow[];
}

/**
 * Takes a due delivery for one attempt: counts the attempt and pushes its next
 * time past the attempt's time-out (a lease), so another process, or this one
 * after a crash, retries it only if the outcome was never recorded.
 */
export function claimDelivery(db: SandboxDb, row: DeliveryRow, leaseUntilMs: number): boolean {
  const res = sql(
    db,
    `UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_ms = ?
     WHERE event_id = ? AND state = 'pending' AND next_attempt_ms = ?`,
  ).run(leaseUntilMs, row.event_id, row.next_attempt_ms);
  return res.changes === 1;
}

export interface AttemptOutcome {
  ok: boolean;
  status?: number;
  error?: string;
  url: string;
  atMs: number;
  /** Real time of the next attempt; null when there is none left. */
  nextMs: number | null;
}

export function recordAttempt(db: SandboxDb, eventId: string, outcome: AttemptOutcome): void {
  const state: DeliveryState = outcome.ok ? 'delivered' : outcome.nextMs === null ? 'failed' : 'pending';
  sql(
    db,
    `UPDATE webhook_deliveries SET state = ?, next_attempt_ms = ?, last_attempt_ms = ?, last_status = ?,
       last_error = ?, last_url = ? WHERE event_id = ? AND state = 'pending'`,
  ).run(
    state,
    outcome.ok ? null : outcome.nextMs,
    outcome.atMs,
    outcome.status ?? null,
    outcome.error ?? null,
    outcome.url,
    eventId,
  );
}

export function cancelPending(db: SandboxDb): number {
  return sql(
    db,
    "UPDATE webhook_deliveries SET state = 'cancelled', next_attempt_ms = NULL WHERE state = 'pending'",
  ).run().changes;
}

export function listDeliveries(
  db: SandboxDb,
  options: { state?: DeliveryState; limit?: number } = {},
): DeliveryRow[] {
  return sql(
    db,
    `SELECT * FROM webhook_deliveries WHERE (? IS NULL OR state = ?) ORDER BY enqueued_ms DESC, rowid DESC LIMIT ?`,
  ).all(options.state ?? null, options.state ?? null, options.limit ?? 50) as DeliveryRow[];
}

export function countDeliveries(db: SandboxDb): Record<DeliveryState, number> {
  const out: Record<DeliveryState, number> = { pending: 0, delivered: 0, failed: 0, cancelled: 0 };
  const rows = sql(db, 'SELECT state, COUNT(*) AS n FROM webhook_deliveries GROUP BY state').all() as {
    state: DeliveryState;
    n: number;
  }[];
  for (const r of rows) out[r.state] = r.n;
  return out;
}
