// `shipctl sandbox advance <tracking-number> [--to STATUS]`: moves one parcel's
// story forward now, records it as an override (tracking/overrides.ts), and queues
// the tracking.updated events of the change in the same transaction, so a running
// serve delivers them on its next round (within a fraction of a second).
import { transaction } from '../sqlite/index.js';
import type { SandboxDeps } from './deps.js';
import { sql } from './store/db.js';
import { shipmentFromRow, type ShipmentDbRow, type TrackingRole } from './store/shipments-store.js';
import { getOverride, putOverride, timelineInput, type TrackedRef } from './tracking/history.js';
import { isMagicNumber } from './tracking/magic.js';
import { advanceOverride, AdvanceRefused, type AdvanceTarget } from './tracking/overrides.js';
import { scheduleFor, type TrackingEvent, type TrackingStatus } from './tracking/timeline.js';
import { detectChanges } from './events/detect.js';

export class AdvanceError extends Error {
  override name = 'AdvanceError';
  constructor(
    message: string,
    readonly kind: 'not-found' | 'refused' | 'ambiguous',
  ) {
    super(message);
  }
}

export interface AdvanceInput {
  /** A tracking number, or a shipment id (API-…) for its outbound number. */
  number: string;
  /** Needed only when two carriers issued the same number. */
  carrier?: string;
  to?: AdvanceTarget;
}

export interface AdvanceResult {
  shipment_id: string;
  carrier: string;
  tracking_number: string;
  from: TrackingStatus;
  to: TrackingStatus;
  /** The events added now. */
  events: TrackingEvent[];
  /** tracking.updated events queued (empty when no webhook endpoint is registered). */
  webhook_events: string[];
}

type Row = ShipmentDbRow & { t_carrier: string; t_number: string; t_role: TrackingRole };

function find(deps: Pick<SandboxDeps, 'db'>, input: AdvanceInput): TrackedRef {
  if (isMagicNumber(input.number)) {
    throw new AdvanceError(`${input.number} is a magic number: its outcome is fixed`, 'refused');
  }
  const byShipment = /^API-/i.test(input.number);
  const rows = sql(
    deps.db,
    `SELECT s.*, t.carrier AS t_carrier, t.tracking_number AS t_number, t.role AS t_role
       FROM tracking_numbers t JOIN shipments s ON s.id = t.shipment_id
       WHERE ${byShipment ? "s.id = ? AND t.role = 'outbound'" : 't.tracking_number = ?'}
         AND (? IS NULL OR t.carrier = ?) ORDER BY t.rowid`,
  ).all(input.number, input.carrier ?? null, input.carrier ?? null) as Row[];
  if (rows.length === 0) {
    throw new AdvanceError(
      byShipment
        ? `shipment ${input.number} has no tracking number in this sandbox`
        : `tracking number ${input.number}${input.carrier ? ` (${input.carrier})` : ''} was not issued by this sandbox`,
      'not-found',
    );
  }
  if (rows.length > 1 && !byShipment) {
    throw new AdvanceError(
      `tracking number ${input.number} was issued by ${rows.map((r) => r.t_carrier).join(' and ')}: name the carrier`,
      'ambiguous',
    );
  }
  const { t_carrier, t_number, t_role, ...row } = rows[0]!;
  const ref: TrackedRef = {
    shipment: shipmentFromRow(row),
    role: t_role,
    carrier: t_carrier,
    number: t_number,
  };
  if (ref.role === 'return') {
    throw new AdvanceError(`${t_number} is a return label: it is never scanned in the sandbox`, 'refused');
  }
  if (ref.shipment.state === 'void') {
    throw new AdvanceError(
      `shipment ${ref.shipment.id} is void: its tracking stopped when it was voided`,
      'refused',
    );
  }
  return ref;
}

export function advanceTracking(
  deps: Pick<SandboxDeps, 'db' | 'clock' | 'ids'>,
  input: AdvanceInput,
): AdvanceResult {
  const ref = find(deps, input);
  return transaction(deps.db, () => {
    const now = deps.clock.now();
    const key = { carrier: ref.carrier, number: ref.number, shipmentId: ref.shipment.id };
    let advanced;
    try {
      advanced = advanceOverride(
        scheduleFor(timelineInput(ref.shipment)),
        getOverride(deps.db, ref.carrier, ref.number),
        now.getTime(),
        input.to,
      );
    } catch (err) {
      if (err instanceof AdvanceRefused) throw new AdvanceError(`${ref.number}: ${err.message}`, 'refused');
      throw err;
    }
    putOverride(deps.db, key, advanced.state, now.toISOString());
    return {
      shipment_id: ref.shipment.id,
      carrier: ref.carrier,
      tracking_number: ref.number,
      from: advanced.from,
      to: advanced.to,
      events: advanced.added,
      webhook_events: detectChanges(deps, ref),
    };
  });
}
