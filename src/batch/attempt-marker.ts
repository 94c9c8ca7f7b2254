// Proof that a label is this attempt's own. After a create whose answer was lost, the account may
// hold a label carrying the row's ref and describing the very parcel the row sent — made by this
// attempt, or by another PC shipping the same file at the same moment (the same row, the same
// body). Its shape cannot tell them apart, so each attempt sends a marker only it can know: a
// digest of the run, the row and the instant the journal recorded for the send, carried in a
// product's `item_id` (spec 2.2: an optional text the shipment record returns), on the first
// product that has none of its own. Reconcile adopts a label only when it carries the marker its
// row's last attempt sent; any other is another process's (or an earlier attempt's), and the
// row's order is found shipped by it, not claimed. A body whose products all carry an item_id
// of the shop's, or that has none, has no room for a marker: its labels are judged by shape alone.
import { createHash } from 'node:crypto';

/** The marker of one attempt: the run, the row and the send instant as the journal keeps it. */
export function attemptMarker(runId: string, seq: number, sentAt: string): string {
  return `shipctl-${createHash('sha256').update(`${runId}\n${seq}\n${sentAt}`).digest('hex').slice(0, 20)}`;
}

type Product = Record<string, unknown>;
const productsOf = (body: unknown): Product[] | undefined => {
  const products = (body as { products?: unknown } | null)?.products;
  return Array.isArray(products) ? (products as Product[]) : undefined;
};
const hasOwnItemId = (p: Product) => typeof p.item_id === 'string' && p.item_id !== '';

/** Whether a body has room for a marker (a product without an item_id of its own). */
export function canCarryMarker(body: unknown): boolean {
  return productsOf(body)?.some((p) => p !== null && typeof p === 'object' && !hasOwnItemId(p)) === true;
}

/** The body as sent: the marker in the first product without an item_id; the body itself when none. */
export function withMarker<T>(body: T, marker: string): T {
  const products = productsOf(body);
  const at = products?.findIndex((p) => p !== null && typeof p === 'object' && !hasOwnItemId(p)) ?? -1;
  if (!products || at < 0) return body;
  const marked = products.map((p, i) => (i === at ? { ...p, item_id: marker } : p));
  return { ...(body as object), products: marked } as T;
}

/** Whether a shipment record carries the marker. */
export function carriesMarker(record: unknown, marker: string): boolean {
  return productsOf(record)?.some((p) => p?.item_id === marker) === true;
}
