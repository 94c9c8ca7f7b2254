// The sample `tracking.updated` event `webhooks trigger` sends (spec 6.2), for people
// developing a receiver. Deterministic given its inputs, so tests can pin the bytes.
import { randomBytes } from 'node:crypto';

/** Tracking statuses the spec shows (2.17); others may exist, so any string is sent. */
export const KNOWN_STATUSES = ['pre-transit', 'collected', 'transit', 'delivered', 'exception'] as const;

const DETAILS: Readonly<Record<string, { details: string; city: string; zip: string | null }>> = {
  'pre-transit': { details: 'Shipment information received', city: 'Tokyo', zip: '1000001' },
  collected: { details: 'Picked up by the carrier', city: 'Tokyo', zip: '1000001' },
  transit: { details: 'In transit', city: 'Saitama', zip: '3300061' },
  delivered: { details: 'Delivered', city: 'Osaka', zip: '5300001' },
  exception: { details: 'Delivery attempted: recipient absent', city: 'Osaka', zip: '5300001' },
};

export interface SampleEventInput {
  now: Date;
  status?: string;
  shipmentId?: string;
  /** Event id; a random `evt_…` when omitted. Reusing one simulates a redelivery. */
  id?: string;
  carrier?: string;
  trackingNumber?: string;
}

export const newEventId = (): string => `evt_${randomBytes(12).toString('hex')}`;

export function sampleTrackingEvent(input: SampleEventInput) {
  const status = input.status ?? 'transit';
  const known = DETAILS[status] ?? { details: `Status changed to ${status}`, city: 'Tokyo', zip: '1000001' };
  const at = input.now.toISOString();
  return {
    id: input.id ?? newEventId(),
    type: 'tracking.updated',
    created_at: at,
    data: {
      shipment_id: input.shipmentId ?? 'shp_sample0000000001',
      carrier: input.carrier ?? 'yamato',
      tracking_number: input.trackingNumber ?? '400000000016',
      current_status: {
        date: at,
        status,
        details: known.details,
        location: { city: known.city, country: 'JP', zip: known.zip },
      },
    },
  };
}

/** The exact bytes sent: compact JSON, as a delivering service would serialise it. */
export const sampleEventBody = (input: SampleEventInput): Buffer =>
  Buffer.from(JSON.stringify(sampleTrackingEvent(input)), 'utf8');
