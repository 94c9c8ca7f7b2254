// After an ambiguous failure (a timeout, a dropped connection, a 5xx after the request
// was sent) a row's shipment may exist. The API has no lookup by ref_number, so the
// account's shipments are listed (state=any, every page) and indexed by
// setup.ref_number — once per reconciliation, for all the rows that need it, and never
// while creates of this run are in flight (a page walk racing with inserts could miss
// nothing, but the answer for an in-flight row would be meaningless).
//
// A shipment carrying a row's ref is the row's only when that row's last attempt could
// have created it (domain/attempt.ts): created at or after the attempt started, by the
// server's clock, and describing the parcel the row sends. An older shipment with the
// same ref (the same file shipped before under another journal) is never adopted.
import { listAllShipments, type ApiClient } from '../api/index.js';
import type { Shipment } from '../contract/index.js';
import { judgeAttempt, refKey, SHIPMENTS_PAGE_MAX } from '../domain/index.js';
import { carriesMarker } from './attempt-marker.js';

/** Why a label of the same parcel is not adopted: it lacks the marker this attempt sent. */
const NOT_THIS_ATTEMPT = 'it does not carry the marker this attempt sent: another process made it';

export interface Found {
  shipment: Shipment;
  /** Other shipments this attempt could also have created (a person must look at them). */
  duplicates: string[];
}

export interface Rejected {
  shipment: Shipment;
  reason: string;
}

const isActive = (s: Shipment) => s.state === undefined || s.state === 'active';

/** Every shipment carrying one of the refs (within the list's 2-month window), by ref key. */
export async function shipmentsByRef(
  client: ApiClient,
  refs: ReadonlySet<string>,
): Promise<Map<string, Shipment[]>> {
  const all = new Map<string, Shipment[]>();
  const keys = new Set([...refs].map(refKey));
  if (keys.size === 0) return all;
  for await (const s of listAllShipments(client, { state: 'any', scope: 'all', limit: SHIPMENTS_PAGE_MAX })) {
    const ref = refKey(s.setup?.ref_number);
    if (!keys.has(ref)) continue;
    const list = all.get(ref) ?? [];
    if (!list.some((x) => x.id === s.id)) list.push(s);
    all.set(ref, list);
  }
  return all;
}

/**
 * Of the shipments carrying a row's ref, the one its last attempt made (the oldest
 * active one that passes the rule), and those rejected with their reason.
 */
export function pickAttempt(
  body: unknown,
  candidates: readonly Shipment[],
  start: Date,
  marker?: string,
): { found?: Found; rejected: Rejected[] } {
  const rejected: Rejected[] = [];
  const ours: Shipment[] = [];
  for (const s of candidates) {
    const v = judgeAttempt(body as never, s as never, start);
    if (!v.ours) rejected.push({ shipment: s, reason: v.reason });
    // The same parcel is not proof enough: another PC sends the same body (attempt-marker.ts).
    else if (marker !== undefined && !carriesMarker(s, marker))
      rejected.push({ shipment: s, reason: NOT_THIS_ATTEMPT });
    else ours.push(s);
  }
  if (ours.length === 0) return { rejected };
  const active = ours.filter(isActive);
  const sorted = (active.length > 0 ? active : ours).sort((a, b) =>
    String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')),
  );
  return { found: { shipment: sorted[0]!, duplicates: sorted.slice(1).map((s) => s.id) }, rejected };
}

export const trackingNumbersOf = (s: Shipment): string[] => s.delivery?.tracking_numbers ?? [];
export const labelOf = (s: Shipment): string | undefined => s.delivery?.label;
