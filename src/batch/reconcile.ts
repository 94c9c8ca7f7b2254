// After an ambiguous failure (a timeout, a dropped connection, a 5xx after the request
// was sent) a row's shipment may exist. The API has no lookup by ref_number, so the
// account's shipments are listed (state=any, every page) and indexed by
// setup.ref_number — once per reconciliation, for all the rows that need it, and never
// while creates of this run are in flight (a page walk racing with inserts could miss
// nothing, but the answer for an in-flight row would be meaningless).
import { listAllShipments, type ApiClient } from '../api/index.js';
import type { Shipment } from '../contract/index.js';
import { SHIPMENTS_PAGE_MAX } from '../domain/index.js';

export interface Found {
  shipment: Shipment;
  /** More than one shipment carries the ref (created before this journal existed, or by hand). */
  duplicates: string[];
}

const isActive = (s: Shipment) => s.state === undefined || s.state === 'active';

/**
 * The shipments carrying each wanted ref_number. Stops walking once every ref is found;
 * a ref absent after the last page has no shipment (within the list's 2-month window,
 * which a batch run never outlives). An active shipment is preferred over a void one.
 */
export async function findByRef(client: ApiClient, refs: ReadonlySet<string>): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  const all = new Map<string, Shipment[]>();
  if (refs.size === 0) return found;
  for await (const s of listAllShipments(client, { state: 'any', scope: 'all', limit: SHIPMENTS_PAGE_MAX })) {
    const ref = s.setup?.ref_number;
    if (typeof ref !== 'string' || !refs.has(ref)) continue;
    const list = all.get(ref) ?? [];
    if (!list.some((x) => x.id === s.id)) list.push(s);
    all.set(ref, list);
    if (all.size === refs.size && [...all.values()].every((l) => l.some(isActive))) break;
  }
  for (const [ref, list] of all) {
    const active = list.filter(isActive);
    // The oldest active one is the row's; the others are duplicates a person must look at.
    const sorted = (active.length > 0 ? active : list).sort((a, b) =>
      String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')),
    );
    found.set(ref, { shipment: sorted[0]!, duplicates: sorted.slice(1).map((s) => s.id) });
  }
  return found;
}

export const trackingNumbersOf = (s: Shipment): string[] => s.delivery?.tracking_numbers ?? [];
export const labelOf = (s: Shipment): string | undefined => s.delivery?.label;
