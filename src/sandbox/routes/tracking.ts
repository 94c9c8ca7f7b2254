// GET /v1/tracking/:carrier/:trackingNumber (spec 4.10, record shape 2.17). The
// carrier is simulated by tracking/timeline.ts from the shipment and the clock.
import type { FastifyInstance } from 'fastify';
import {
  listOf,
  TRACKING_CARRIERS,
  TRACKING_QUERIES_PER_NUMBER,
  type CarrierType,
} from '../../domain/index.js';
import type { SandboxDeps } from '../deps.js';
import { badRequest, SandboxHttpError } from '../errors.js';
import { isCarrierUnreachable } from '../shipping/accounts.js';
import { findTrackedNumber, type TrackedNumber } from '../store/shipments-store.js';
import { countTrackingQuery } from '../store/tracking-store.js';
import { preTransitEvent, timelineFor, type TimelineShipment } from '../tracking/timeline.js';

// zonos labels are Japan Post items: their numbers are tracked as japanpost.
const TRACKED_AS: Readonly<Partial<Record<CarrierType, readonly string[]>>> = {
  japanpost: ['japanpost', 'zonos'],
};

function timelineInput(t: TrackedNumber): TimelineShipment {
  const { shipment } = t;
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

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.get('/v1/tracking/:carrier/:trackingNumber', async (req) => {
    const { carrier, trackingNumber } = req.params as { carrier: string; trackingNumber: string };
    if (!(TRACKING_CARRIERS as readonly string[]).includes(carrier)) {
      throw badRequest(`Tracking is not available for ${carrier}`, [
        {
          field: 'carrier',
          issue: `tracking is not available for ${JSON.stringify(carrier)}: use one of ${listOf(TRACKING_CARRIERS)}`,
        },
      ]);
    }
    const now = deps.clock.now();
    // Every query of a number counts, whatever it answers (rule 1); the count survives restarts.
    const used = countTrackingQuery(deps.db, req.principal, carrier, trackingNumber, now.toISOString());
    if (used > TRACKING_QUERIES_PER_NUMBER) {
      throw new SandboxHttpError(429, {
        message: `Tracking number ${trackingNumber} has been queried ${TRACKING_QUERIES_PER_NUMBER} times, the most allowed`,
        code: 'TRACKING_LIMIT_EXCEEDED',
      });
    }
    if (isCarrierUnreachable(deps, carrier)) {
      throw new SandboxHttpError(503, {
        message: `${carrier} could not be reached for tracking; try again later`,
        code: carrier === 'sagawa' ? 'SERVICE_UNAVAILABLE' : 'TRACKING_FETCH_FAILED',
      });
    }
    let found: TrackedNumber | undefined;
    for (const c of TRACKED_AS[carrier as CarrierType] ?? [carrier]) {
      found ??= findTrackedNumber(deps.db, req.principal, c, trackingNumber);
    }
    if (!found) {
      throw new SandboxHttpError(404, {
        message: `Tracking number ${trackingNumber} was not found for ${carrier}`,
        code: 'TRACKING_NOT_FOUND',
      });
    }
    const shipment = timelineInput(found);
    // A return label travels only once the recipient sends it back: not simulated, so never scanned.
    const history = found.role === 'return' ? [] : timelineFor(shipment, now);
    return {
      requested_at: now.toISOString(),
      carrier,
      tracking_number: trackingNumber,
      shipment_id: found.shipment.id,
      current_status: history.at(-1) ?? preTransitEvent(shipment),
      history,
    };
  });
}
