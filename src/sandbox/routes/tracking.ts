// GET /v1/tracking/:carrier/:trackingNumber (spec 4.10, record shape 2.17). The
// carrier is simulated by tracking/history.ts from the shipment, the clock and
// `sandbox advance` overrides; SANDBOX-* magic numbers have fixed outcomes.
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
import { historyOf, timelineInput } from '../tracking/history.js';
import { magicOutcome } from '../tracking/magic.js';
import { preTransitEvent } from '../tracking/timeline.js';

// zonos labels are Japan Post items: their numbers are tracked as japanpost.
const TRACKED_AS: Readonly<Partial<Record<CarrierType, readonly string[]>>> = {
  japanpost: ['japanpost', 'zonos'],
};

const unreachable = (carrier: string) =>
  new SandboxHttpError(503, {
    message: `${carrier} could not be reached for tracking; try again later`,
    code: carrier === 'sagawa' ? 'SERVICE_UNAVAILABLE' : 'TRACKING_FETCH_FAILED',
  });

const notFound = (carrier: string, number: string) =>
  new SandboxHttpError(404, {
    message: `Tracking number ${number} was not found for ${carrier}`,
    code: 'TRACKING_NOT_FOUND',
  });

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
    // Every query of a number counts, whatever it answers (rule 1), per normalised number
    // whatever the carrier or spelling; the count survives restarts.
    const used = countTrackingQuery(deps.db, req.principal, trackingNumber, now.toISOString());
    if (used > TRACKING_QUERIES_PER_NUMBER) {
      throw new SandboxHttpError(429, {
        message: `Tracking number ${trackingNumber} has been queried ${TRACKING_QUERIES_PER_NUMBER} times, the most allowed`,
        code: 'TRACKING_LIMIT_EXCEEDED',
      });
    }
    if (isCarrierUnreachable(deps, carrier)) throw unreachable(carrier);
    const magic = magicOutcome(trackingNumber, carrier, now);
    if (magic?.kind === 'unreachable') throw unreachable(carrier);
    if (magic?.kind === 'not-found') throw notFound(carrier, trackingNumber);
    if (magic) {
      return {
        requested_at: now.toISOString(),
        carrier,
        tracking_number: trackingNumber,
        shipment_id: null,
        current_status: magic.history.at(-1) ?? magic.pending,
        history: magic.history,
      };
    }
    let found: TrackedNumber | undefined;
    let issuedAs = carrier;
    for (const c of TRACKED_AS[carrier as CarrierType] ?? [carrier]) {
      if (found) break;
      found = findTrackedNumber(deps.db, req.principal, c, trackingNumber);
      issuedAs = c;
    }
    if (!found) throw notFound(carrier, trackingNumber);
    const history = historyOf(
      deps.db,
      { shipment: found.shipment, role: found.role, carrier: issuedAs, number: trackingNumber },
      now,
    );
    return {
      requested_at: now.toISOString(),
      carrier,
      tracking_number: trackingNumber,
      shipment_id: found.shipment.id,
      current_status: history.at(-1) ?? preTransitEvent(timelineInput(found.shipment)),
      history,
    };
  });
}
