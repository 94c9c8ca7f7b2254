// The tracking numbers back to where the orders came from: the account's shipments (the
// ledger: active, real labels only — a voided or test label never reaches a customer)
// matched to the orders of the shop's file by order number, written as the marketplace's
// upload file. Without a file, every order shipped in the window is listed.
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import { listAllShipments, type ApiClient } from '../../api/index.js';
import type { Shipment, ShipmentListQuery } from '../../contract/index.js';
import { carrierOfService, refKey, SHIPMENTS_PAGE_MAX } from '../../domain/index.js';
import type { FieldMapping, Preset } from '../ingest/columns.js';
import type { BatchSource } from '../ingest/source.js';
import { byCreation } from '../ledger.js';
import { toCp932Text } from '../results.js';
import { FORMATS, type ExportFormat, type Parcel, type ShippedOrder } from './formats.js';
import { readOrders, type FileOrder } from './orders.js';

export * from './formats.js';
export { NoOrderColumnError, readOrders, type FileOrder } from './orders.js';

export interface ExportSpec {
  client: ApiClient;
  /** Default: the marketplace of the file's own format (an Amazon report → amazon-jp). */
  format?: ExportFormat;
  /** The shop's order file; without it, every order shipped since `createdAfter`. */
  source?: BatchSource;
  mapping?: FieldMapping;
  /** ISO timestamp: only labels made at or after it. */
  createdAfter?: string;
}

export interface ExportResult {
  format: ExportFormat;
  bytes: Buffer;
  /** Lines written, header not counted. */
  lines: number;
  orders: number;
  parcels: number;
  /** Orders of the file with no active real label: not in the upload file. */
  notShipped: string[];
  /** Of those, the orders that have test labels only (a --test run): never sent to a marketplace. */
  testOnly: string[];
  /** Orders with more parcels than one line of the format names, and the numbers left out. */
  overflow: { orderId: string; numbers: string[] }[];
  /** Characters Shift_JIS cannot hold, written as '?'. */
  replaced: number;
}

const JST_MS = 9 * 3_600_000;

function jstDay(iso: string | undefined): string {
  const t = Date.parse(String(iso ?? ''));
  return Number.isFinite(t) ? new Date(t + JST_MS).toISOString().slice(0, 10) : '';
}

function parcelsOf(s: Shipment): Parcel[] {
  const service = s.setup?.service;
  const carrier = (typeof service === 'string' ? carrierOfService(service) : undefined) ?? undefined;
  const date = typeof s.setup?.shipment_date === 'string' ? s.setup.shipment_date : jstDay(s.created_at);
  const cool = (s.setup as { cool_options?: unknown } | undefined)?.cool_options;
  return (s.delivery?.tracking_numbers ?? [])
    .filter((n) => n.trim() !== '')
    .map((number) => ({
      number,
      ...(carrier ? { carrier } : {}),
      ...(typeof service === 'string' ? { service } : {}),
      shipDate: date,
      ...(typeof cool === 'string' ? { cool } : {}),
    }));
}

/** Active real shipments by order number (ref key), oldest first; the keys with active test labels. */
async function shippedByRef(
  client: ApiClient,
  createdAfter?: string,
): Promise<{ byRef: Map<string, Shipment[]>; tested: Set<string> }> {
  const query: ShipmentListQuery = { state: 'active', scope: 'all', limit: SHIPMENTS_PAGE_MAX };
  if (createdAfter) query.created_after = createdAfter;
  const byRef = new Map<string, Shipment[]>();
  const tested = new Set<string>();
  for await (const s of listAllShipments(client, query)) {
    const key = refKey(s.setup?.ref_number);
    if ((s.state !== undefined && s.state !== 'active') || key === '') continue;
    if (s.test === true) tested.add(key);
    else byRef.set(key, [...(byRef.get(key) ?? []), s]);
  }
  for (const list of byRef.values()) list.sort(byCreation);
  return { byRef, tested };
}

/** The upload file of the marketplace each order file comes from. */
const FORMAT_OF_PRESET: Partial<Record<Preset, ExportFormat>> = {
  'amazon-jp': 'amazon-jp',
  rakuten: 'rakuten',
  yahoo: 'yahoo',
  b2: 'b2-results',
  shopify: 'shopify-csv',
};

export class NoFormatError extends Error {
  override name = 'NoFormatError';
  constructor(readonly preset: Preset | undefined) {
    super('no --format');
  }
}

export async function exportShipments(spec: ExportSpec): Promise<ExportResult> {
  const file = spec.source ? await readOrders(spec.source, spec.mapping) : undefined;
  const name = spec.format ?? (file ? FORMAT_OF_PRESET[file.preset] : undefined);
  if (!name) throw new NoFormatError(file?.preset);
  const format = FORMATS[name];
  const { byRef, tested } = await shippedByRef(spec.client, spec.createdAfter);
  const orders: FileOrder[] = file
    ? file.orders
    : [...byRef.entries()]
        .sort(([, a], [, b]) => byCreation(a[0]!, b[0]!))
        .map(([, list], i) => ({
          orderId: String(list[0]!.setup?.ref_number ?? ''),
          line: i + 1,
          items: [],
        }));

  const shipped: ShippedOrder[] = [];
  const notShipped: string[] = [];
  for (const order of orders) {
    const parcels = (byRef.get(refKey(order.orderId)) ?? []).flatMap(parcelsOf);
    if (parcels.length === 0) notShipped.push(order.orderId);
    else shipped.push({ order, parcels });
  }

  const rows = shipped.flatMap((s) => format.lines(s));
  const overflow = format.overflow
    ? shipped
        .map((s) => ({ orderId: s.order.orderId, numbers: format.overflow!(s) }))
        .filter((o) => o.numbers.length > 0)
    : [];
  let replaced = 0;
  const cells = (row: readonly string[]) =>
    format.encoding === 'cp932' ? row.map((c) => toCp932Text(c, () => (replaced += 1))) : [...row];
  const text = stringify([cells(format.header), ...rows.map(cells)], {
    delimiter: format.delimiter,
    record_delimiter: format.eol === '\r\n' ? 'windows' : 'unix',
    quoted: format.quoted,
    quoted_empty: format.quoted,
    // A tab-separated flat file has no quoting: a cell never holds a tab or a line end.
    ...(format.delimiter === '\t' ? { quote: false } : {}),
  });
  const bytes = format.encoding === 'cp932' ? iconv.encode(text, 'cp932') : Buffer.from(text, 'utf8');
  return {
    format: name,
    bytes,
    lines: rows.length,
    orders: shipped.length,
    parcels: shipped.reduce((n, s) => n + s.parcels.length, 0),
    notShipped,
    testOnly: notShipped.filter((id) => tested.has(refKey(id))),
    overflow,
    replaced,
  };
}
