// Tracking: spec 4.10.
import { TrackingRecordSchema, type TrackingRecord } from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { segment } from '../segment.js';
import { lenient, type CallOptions } from './shared.js';

/**
 * GET /v1/tracking/:carrier/:trackingNumber. Each number may be queried 15 times, so the request is
 * metered: never re-sent once it may have reached the server (a 429 TRACKING_LIMIT_EXCEEDED is final).
 * One call here is at most one query spent, which keeps the caller's local count exact.
 */
export async function getTracking(
  client: ApiClient,
  carrier: string,
  trackingNumber: string,
  options: CallOptions = {},
): Promise<TrackingRecord> {
  const res = await client.request({
    method: 'GET',
    path: `/v1/tracking/${segment(carrier, 'carrier')}/${segment(trackingNumber, 'tracking_number')}`,
    signal: options.signal,
    metered: true,
  });
  return lenient(client, TrackingRecordSchema, res.data, 'tracking record');
}

export const tracking = { get: getTracking };
