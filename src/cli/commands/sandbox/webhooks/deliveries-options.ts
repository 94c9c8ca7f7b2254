// What `sandbox webhooks deliveries` can filter by, and how many it lists unless told.
import type { DeliveryState } from '../../../../sandbox/control.js';

export const DELIVERY_STATES: readonly DeliveryState[] = ['pending', 'delivered', 'failed', 'cancelled'];
/** How many deliveries `deliveries` lists without --limit. */
export const DELIVERIES_LIMIT = 50;
