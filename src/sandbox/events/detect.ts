// Detecting tracking.updated events (spec 6): each outbound number's history is
// read past the events already seen, and every change of status becomes one event,
// queued for delivery in the same transaction that records the progress, so a
// change is emitted once, whichever process notices it (the serve's dispatcher,
// or `sandbox advance` right away).
//
// The baseline: when an endpoint is registered (or its URL changes) every active
// number is marked read up to now, so a new receiver is not flooded with history.
// Changes that happen while no serve runs are caught up at the next start.
import type { SandboxDeps } from '../deps.js';
import { transaction } from '../../sqlite/index.js';
import { sql } from '../store/db.js';
import { shipmentFromRow, type ShipmentDbRow } from '../store/shipments-store.js';
import { historyOf, type TrackedRef } from '../tracking/history.js';
import type { TrackingEvent } from '../tracking/timeline.js';
import {
  cancelPending,
  getEmitted,
  getEndpoint,
  insertDelivery,
  putEmitted,
  putEndpoint,
  type WebhookEndpoint,
} from './store.js';

type DetectDeps = Pick<SandboxDeps, 'db' | 'clock' | 'ids'>;

/** The body of spec 6.2, serialized once: these bytes are sent and signed on every attempt. */
export function eventBody(id: string, createdAt: string, ref: TrackedRef, current: TrackingEvent): Buffer {
  const data: Record<string, unknown> = {
    shipment_id: ref.shipment.id,
    carrier: ref.carrier,
    tracking_number: ref.number,
    current_status: current,
  };
  if (ref.shipment.sub_user_id) data.sub_user_id = ref.shipment.sub_user_id;
  return Buffer.from(JSON.stringify({ id, type: 'tracking.updated', created_at: createdAt, data }), 'utf8');
}

function statusChanges(history: readonly TrackingEvent[], seen: number, status: string): TrackingEvent[] {
  const out: TrackingEvent[] = [];
  let last = status;
  for (const e of history.slice(seen)) {
    if (e.status !== last) out.push(e);
    last = e.status;
  }
  return out;
}

/** Whether a number's history has grown past what was read: a cheap check, no write. */
function hasNews(deps: DetectDeps, ref: TrackedRef): boolean {
  const seen = getEmitted(deps.db, ref.carrier, ref.number)?.seen ?? 0;
  return historyOf(deps.db, ref, deps.clock.now()).length > seen;
}

/** Reads one number's new events and queues them; the caller holds the transaction. */
function readNews(deps: DetectDeps, ref: TrackedRef): string[] {
  const { db } = deps;
  const now = deps.clock.now();
  const history = historyOf(db, ref, now);
  const emitted = getEmitted(db, ref.carrier, ref.number) ?? { seen: 0, status: 'pre-transit' };
  // A history shorter than what was read (the clock moved back) emits nothing and
  // forgets nothing: moving forward again must not repeat events.
  if (history.length <= emitted.seen) return [];
  const changes = statusChanges(history, emitted.seen, emitted.status);
  const key = { carrier: ref.carrier, number: ref.number, shipmentId: ref.shipment.id };
  putEmitted(db, key, { seen: history.length, status: history.at(-1)!.status }, now.toISOString());
  if (!getEndpoint(db)) return [];
  return changes.map((e) => {
    const id = deps.ids.id('evt');
    insertDelivery(
      db,
      {
        event_id: id,
        shipment_id: ref.shipment.id,
        carrier: ref.carrier,
        tracking_number: ref.number,
        status: e.status,
        body: eventBody(id, now.toISOString(), ref, e),
        created_at: now.toISOString(),
      },
      Date.now(),
    );
    return id;
  });
}

/**
 * Reads one number's new events; queues an event per status change when an
 * endpoint is registered. Returns the ids queued. The history is checked first
 * outside any transaction, so an unchanged number costs no write; the change is
 * then re-read and recorded in one immediate transaction.
 */
export function detectChanges(deps: DetectDeps, ref: TrackedRef): string[] {
  if (!hasNews(deps, ref)) return [];
  return transaction(deps.db, () => readNews(deps, ref));
}

/** Active shipments' outbound numbers not yet known delivered. */
export function activeNumbers(deps: Pick<SandboxDeps, 'db'>): TrackedRef[] {
  const rows = sql(
    deps.db,
    `SELECT s.*, t.carrier AS t_carrier, t.tracking_number AS t_number
       FROM tracking_numbers t JOIN shipments s ON s.id = t.shipment_id
       LEFT JOIN tracking_emitted e ON e.carrier = t.carrier AND e.tracking_number = t.tracking_number
       WHERE t.role = 'outbound' AND s.state = 'active' AND (e.status IS NULL OR e.status <> 'delivered')`,
  ).all() as (ShipmentDbRow & { t_carrier: string; t_number: string })[];
  return rows.map(({ t_carrier, t_number, ...row }) => ({
    shipment: shipmentFromRow(row),
    role: 'outbound',
    carrier: t_carrier,
    number: t_number,
  }));
}

/** One pass over every active number, the changed ones in one transaction; returns the event ids queued. */
export function scanAll(deps: DetectDeps): string[] {
  const changed = activeNumbers(deps).filter((ref) => hasNews(deps, ref));
  if (changed.length === 0) return [];
  return transaction(deps.db, () => changed.flatMap((ref) => readNews(deps, ref)));
}

/** Marks every active number read up to now, without queueing anything. */
export function baselineAll(deps: DetectDeps): void {
  const now = deps.clock.now();
  transaction(deps.db, () => {
    for (const ref of activeNumbers(deps)) {
      const history = historyOf(deps.db, ref, now);
      const emitted = getEmitted(deps.db, ref.carrier, ref.number);
      if (emitted && history.length <= emitted.seen) continue;
      putEmitted(
        deps.db,
        { carrier: ref.carrier, number: ref.number, shipmentId: ref.shipment.id },
        { seen: history.length, status: history.at(-1)?.status ?? 'pre-transit' },
        now.toISOString(),
      );
    }
  });
}

/**
 * Registers the endpoint. A new URL starts from a baseline; the same URL again
 * (a serve restarted with the same flags) keeps catching up on what it missed.
 */
export function registerEndpoint(deps: DetectDeps, e: { url: string; secret: string }): WebhookEndpoint {
  const current = getEndpoint(deps.db);
  const next: WebhookEndpoint = {
    url: e.url,
    secret: e.secret,
    set_at: current?.url === e.url ? current.set_at : new Date().toISOString(),
  };
  transaction(deps.db, () => {
    if (current?.url !== e.url) baselineAll(deps);
    putEndpoint(deps.db, next);
  });
  return next;
}

/** Removes the endpoint; pending deliveries are cancelled. Returns how many. */
export function clearEndpoint(deps: Pick<SandboxDeps, 'db'>): number {
  return transaction(deps.db, () => {
    putEndpoint(deps.db, undefined);
    return cancelPending(deps.db);
  });
}
