// Finding shipments by what people know of them (a ref number, an order, a tracking
// number, a name). The API has no such filters (spec 4.2: carrier, scope, state and
// the time window only), so every page of the 2-month window is read and matched here.
import type { ApiClient } from '../api/index.js';
import { messages } from '../i18n/index.js';
import type { Shipment, ShipmentListQuery } from '../contract/index.js';
import {
  normalizeRecordId,
  normalizeTrackingNumber,
  formatJst,
  refKey,
  SHIPMENTS_PAGE_MAX,
} from '../domain/index.js';
import { CliError, EXIT, UsageError } from './errors.js';

export { refKey };

/** Every shipment of the window that the query selects, page after page (largest pages: fewest calls). */
export async function readWindow(
  client: ApiClient,
  query: ShipmentListQuery = {},
  pageSize: number = SHIPMENTS_PAGE_MAX,
): Promise<Shipment[]> {
  const { shipments } = await import('../api/index.js');
  const out: Shipment[] = [];
  const walk = { ...query, limit: query.limit ?? pageSize };
  for await (const s of shipments.listAll(client, walk)) out.push(s);
  return out;
}

export const refOf = (s: Shipment): string | undefined => {
  const ref = s.setup?.ref_number;
  return typeof ref === 'string' && ref !== '' ? ref : undefined;
};

export const hasRef = (s: Shipment, ref: string): boolean => {
  const own = refOf(s);
  return own !== undefined && refKey(own) === refKey(ref);
};

/** `shipments find`: a ref number, a tracking number (exact), or part of the recipient's name/company. */
/**
 * Whether a shipment is what a packer typed: its ref or id (whole: ORD-10 is not ORD-1001), a
 * tracking number whole or four or more of its characters (the digits read off a torn label),
 * or part of the recipient's name or company.
 */
export function matchesText(shipment: Shipment, text: string): boolean {
  const q = refKey(text);
  if (q === '') return false;
  if (hasRef(shipment, text)) return true;
  if (shipment.id.toLowerCase() === q) return true;
  const part = (whole: string, piece: string) =>
    whole === piece || (piece.length >= 4 && whole.includes(piece));
  const number = normalizeTrackingNumber(text).toLowerCase();
  if (
    number !== '' &&
    (shipment.delivery?.tracking_numbers ?? []).some((t) =>
      part(normalizeTrackingNumber(t).toLowerCase(), number),
    )
  )
    return true;
  const to = (shipment.to_address ?? {}) as Record<string, unknown>;
  return ['full_name', 'company'].some((k) => typeof to[k] === 'string' && refKey(to[k]).includes(q));
}

/** One line naming a shipment for messages: id, service, tracking, recipient. */
export function shipmentLabel(s: Shipment): string {
  const d = s.delivery ?? {};
  const to = (s.to_address ?? {}) as Record<string, unknown>;
  const who =
    (typeof to.full_name === 'string' && to.full_name) || (typeof to.company === 'string' ? to.company : '');
  const text = messages().support.lookup;
  return [
    s.id,
    [d.method, (d.tracking_numbers ?? []).join(',')].filter(Boolean).join(' '),
    who ? text.to(who) : '',
    s.test === true ? text.testLabel : '',
    s.created_at ? text.created(formatJst(s.created_at)) : '',
  ]
    .filter(Boolean)
    .join(text.joiner);
}

const SHIPMENT_ID = /^API-[A-Z0-9]{10}$/;

/**
 * The shipment a person means by what they hold: its id (API-…), its ref number (the order
 * number on the label, any width or dash) or a tracking number (as printed, in groups or in
 * full width). An id is read directly; anything else is looked for in the 2-month window.
 * Several matches: an active real label is preferred, then an active test one, then a void
 * one; still several → exit 2 naming them. None → exit 4, pointing at `shipments find`.
 */
export async function resolveShipment(client: ApiClient, typed: string): Promise<Shipment> {
  const { shipments } = await import('../api/index.js');
  const id = normalizeRecordId(typed);
  const said = messages().support.lookup;
  const notFound = () =>
    new CliError(said.noShipment(typed), { exitCode: EXIT.notFound, hint: said.noShipmentHint(typed) });
  // An id is the API's to answer: its 404 (message, code, debug_id, link) is shown as it came.
  if (SHIPMENT_ID.test(id)) return shipments.get(client, id);
  const key = refKey(typed);
  const number = normalizeTrackingNumber(typed).toLowerCase();
  const matches = (await readWindow(client, { state: 'any', scope: 'all' })).filter(
    (s) =>
      (key !== '' && refKey(refOf(s)) === key) ||
      (s.delivery?.tracking_numbers ?? []).some((t) => normalizeTrackingNumber(t).toLowerCase() === number),
  );
  if (matches.length === 0) throw notFound();
  const tier = (s: Shipment) => (s.state === 'void' ? 2 : s.test === true ? 1 : 0);
  const best = Math.min(...matches.map(tier));
  const chosen = matches.filter((s) => tier(s) === best);
  if (chosen.length === 1) return chosen[0]!;
  throw new UsageError(
    said.severalShipments(typed, chosen.length, chosen.map(shipmentLabel).join('; ')),
    said.severalShipmentsHint,
  );
}
