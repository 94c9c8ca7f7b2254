// Finding shipments by what people know of them (a ref number, an order, a tracking
// number, a name). The API has no such filters (spec 4.2: carrier, scope, state and
// the time window only), so every page of the 2-month window is read and matched here.
import type { ApiClient } from '../../api/index.js';
import type { Shipment, ShipmentListQuery } from '../../contract/index.js';
import { normalizeTrackingNumber, SHIPMENTS_PAGE_MAX } from '../../domain/index.js';

/** Every shipment of the window that the query selects, page after page (largest pages: fewest calls). */
export async function readWindow(
  client: ApiClient,
  query: ShipmentListQuery = {},
  pageSize: number = SHIPMENTS_PAGE_MAX,
): Promise<Shipment[]> {
  const { shipments } = await import('../../api/index.js');
  const out: Shipment[] = [];
  const walk = { ...query, limit: query.limit ?? pageSize };
  for await (const s of shipments.listAll(client, walk)) out.push(s);
  return out;
}

export const refOf = (s: Shipment): string | undefined => {
  const ref = s.setup?.ref_number;
  return typeof ref === 'string' && ref !== '' ? ref : undefined;
};

/**
 * A ref number (or order id) as compared when typed or scanned: surrounding spaces, letter case
 * and width do not count — a scanner typing into a Japanese input method in full-width mode
 * sends ＯＲＤ－１００１ for ORD-1001. The one key for every ref lookup (find, duplicate guard,
 * orders ship, station).
 */
export const refKey = (v: unknown): string =>
  typeof v === 'string' ? v.normalize('NFKC').trim().toLowerCase() : '';

export const hasRef = (s: Shipment, ref: string): boolean => {
  const own = refOf(s);
  return own !== undefined && refKey(own) === refKey(ref);
};

/** `shipments find`: a ref number, a tracking number (exact), or part of the recipient's name/company. */
export function matchesText(s: Shipment, text: string): boolean {
  const q = refKey(text);
  if (q === '') return false;
  if (hasRef(s, text)) return true;
  if (s.id.toLowerCase() === q) return true;
  const number = normalizeTrackingNumber(text).toLowerCase();
  if ((s.delivery?.tracking_numbers ?? []).some((t) => normalizeTrackingNumber(t).toLowerCase() === number))
    return true;
  const to = (s.to_address ?? {}) as Record<string, unknown>;
  return ['full_name', 'company'].some((k) => typeof to[k] === 'string' && refKey(to[k]).includes(q));
}

/** Active shipments of the window whose ref number is `ref` (the duplicate guard, `orders list`). */
export async function activeWithRef(client: ApiClient, ref: string): Promise<Shipment[]> {
  return (await readWindow(client, { state: 'active' })).filter((s) => hasRef(s, ref));
}

/** One line naming a shipment for messages: id, service, tracking, recipient. */
export function shipmentLabel(s: Shipment): string {
  const d = s.delivery ?? {};
  const to = (s.to_address ?? {}) as Record<string, unknown>;
  const who =
    (typeof to.full_name === 'string' && to.full_name) || (typeof to.company === 'string' ? to.company : '');
  return [
    s.id,
    [d.method, (d.tracking_numbers ?? []).join(',')].filter(Boolean).join(' '),
    who ? `to ${who}` : '',
    s.created_at ? `created ${s.created_at}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Active shipments of the window by ref number. */
export async function shippedByRef(client: ApiClient): Promise<Map<string, Shipment>> {
  const out = new Map<string, Shipment>();
  for (const s of await readWindow(client, { state: 'active' })) {
    const ref = refOf(s);
    if (ref && !out.has(refKey(ref))) out.set(refKey(ref), s);
  }
  return out;
}
