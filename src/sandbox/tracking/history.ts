// A tracked number's history at an instant: the shipment's schedule (timeline.ts),
// what `sandbox advance` forced on it (overrides.ts), cut at the clock and at the
// void. Shared by the tracking route, `sandbox advance` and the webhook detector,
// so all three tell the same story.
import { sql, type SandboxDb } from '../store/db.js';
import type { ShipmentRow, TrackingRole } from '../store/shipments-store.js';
import { applyOverrides, type OverrideState } from './overrides.js';
import { scheduleFor, type TimelineShipment, type TrackingEvent } from './timeline.js';

export function timelineInput(shipment: ShipmentRow): TimelineShipment {
  const delivery = (shipment.body.delivery ?? {}) as { estimated_delivery_date?: string };
  return {
    carrier: shipment.carrier,
    created_at: shipment.created_at,
    shipment_date: shipment.shipment_date,
    ...(delivery.estimated_delivery_date
      ? { estimated_delivery_date: delivery.estimated_delivery_date }
      : {}),
    voided_at: shipment.voided_at,
    from_address: shipment.body.from_address as Record<string, unknown> | undefined,
    to_address: shipment.body.to_address as Record<string, unknown> | undefined,
  };
}

export function getOverride(db: SandboxDb, carrier: string, number: string): OverrideState | undefined {
  const row = sql(
    db,
    'SELECT state_json FROM tracking_overrides WHERE carrier = ? AND tracking_number = ?',
  ).get(carrier, number) as { state_json: string } | undefined;
  return row ? (JSON.parse(row.state_json) as OverrideState) : undefined;
}

export function putOverride(
  db: SandboxDb,
  key: { carrier: string; number: string; shipmentId: string },
  state: OverrideState,
  at: string,
): void {
  sql(
    db,
    `INSERT INTO tracking_overrides(carrier, tracking_number, shipment_id, state_json, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(carrier, tracking_number) DO UPDATE SET state_json = excluded.state_json, updated_at = excluded.updated_at`,
  ).run(key.carrier, key.number, key.shipmentId, JSON.stringify(state), at);
}

export interface TrackedRef {
  shipment: ShipmentRow;
  role: TrackingRole;
  /** The carrier the number was issued under (the shipment's). */
  carrier: string;
  number: string;
}

/** The voided instant bounds the story: a void parcel is never scanned again. */
export function cutoffOf(shipment: ShipmentRow, now: Date): number {
  return Math.min(now.getTime(), shipment.voided_at ? Date.parse(shipment.voided_at) : Infinity);
}

export function historyOf(db: SandboxDb, t: TrackedRef, now: Date): TrackingEvent[] {
  // A return label travels only once the recipient sends it back: not simulated, so never scanned.
  if (t.role === 'return') return [];
  const schedule = scheduleFor(timelineInput(t.shipment));
  return applyOverrides(schedule, getOverride(db, t.carrier, t.number), cutoffOf(t.shipment, now));
}
