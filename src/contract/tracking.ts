// Tracking records (spec 2.17, 4.10) and the tracking.updated webhook (spec 6.2),
// which carries the same event object.
import * as z from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './fields.js';

export const TrackingLocationSchema = lazySchema(() =>
  z.looseObject({
    city: z.nullish(z.string()),
    country: z.nullish(z.string()),
    /** string or null (spec 2.17). */
    zip: z.nullish(z.string()),
  }),
);
export type TrackingLocation = z.infer<typeof TrackingLocationSchema>;

/** status stays a string: only pre-transit, collected, transit, delivered, exception are seen. */
export const TrackingEventSchema = lazySchema(() =>
  z.looseObject({
    date: text(),
    status: text(),
    details: text(),
    location: z.optional(TrackingLocationSchema),
  }),
);
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** GET /v1/tracking/:carrier/:trackingNumber. Pre-transit numbers come with an empty history. */
export const TrackingRecordSchema = lazySchema(() =>
  z.looseObject({
    requested_at: text(),
    carrier: text(),
    tracking_number: text(),
    shipment_id: z.nullish(z.string()),
    current_status: z.optional(TrackingEventSchema),
    history: z.optional(z.array(TrackingEventSchema)),
  }),
);
export type TrackingRecord = z.infer<typeof TrackingRecordSchema>;

/**
 * Spec 6.2. `id` (receivers deduplicate by it) and `type` are required; `type` stays a
 * string so a receiver can skip event types it does not know yet.
 */
export const WebhookEventSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    type: z.string(),
    created_at: text(),
    data: z.looseObject({
      shipment_id: text(),
      carrier: text(),
      tracking_number: text(),
      current_status: z.optional(TrackingEventSchema),
      /** Present when the shipment belongs to a sub-user. */
      sub_user_id: text(),
    }),
  }),
);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
