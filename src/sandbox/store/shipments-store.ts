// Shipments and the tracking numbers issued with them. Rows keep the wire shape
// (body_json); the columns beside it exist for the list filters and for tracking.
import type { Principal } from '../principal.js';
import { SCOPE_SQL, scopeParams } from '../principal.js';
import { changeGeneration, fromJson, sql, toJson, type SandboxDb } from './db.js';

export type TrackingRole = 'outbound' | 'return';

export interface ShipmentRow {
  id: string;
  account_id: string;
  sub_user_id: string | null;
  carrier_id: string | null;
  carrier: string;
  service: string;
  state: 'active' | 'void';
  scope: 'api' | 'app';
  test: boolean;
  ref_number: string | null;
  price: number;
  currency: string;
  shipment_date: string | null;
  created_at: string;
  voided_at: string | null;
  /** The shipment as answered at creation (spec 2.10). */
  body: Record<string, unknown>;
}

export interface ShipmentDbRow extends Omit<ShipmentRow, 'test' | 'body'> {
  test: number;
  body_json: string;
}

export const shipmentFromRow = ({ body_json, test, ...rest }: ShipmentDbRow): ShipmentRow => ({
  ...rest,
  test: test === 1,
  body: fromJson(body_json) ?? {},
});

const DOCUMENT_LINK = /^https?:\/\/[^/]+(\/(?:labels|invoices|carrier-invoices)\/[^/]+)$/;
const DOCUMENT_KEYS = ['label', 'invoice', 'carrier_invoice'] as const;

/**
 * The wire shape of a stored shipment: its state as it is now, creation-only members
 * kept. Document links point at the sandbox as it listens now: the embedded sandbox
 * takes a new port on every run, and a link stored with an old port would be dead.
 */
export function shipmentView(row: ShipmentRow, publicUrl?: string): Record<string, unknown> {
  const view: Record<string, unknown> = { ...row.body, state: row.state };
  const delivery = view.delivery;
  if (publicUrl && delivery && typeof delivery === 'object') {
    const links: Record<string, unknown> = { ...(delivery as Record<string, unknown>) };
    for (const key of DOCUMENT_KEYS) {
      const m = typeof links[key] === 'string' ? DOCUMENT_LINK.exec(links[key] as string) : null;
      if (m) links[key] = `${publicUrl}${m[1]}`;
    }
    view.delivery = links;
  }
  return view;
}

export function insertShipment(
  db: SandboxDb,
  row: Omit<ShipmentRow, 'voided_at'>,
  numbers: readonly { tracking_number: string; role: TrackingRole }[],
): void {
  sql(
    db,
    `INSERT INTO shipments(id, account_id, sub_user_id, carrier_id, carrier, service, state, scope, test, ref_number,
       price, currency, shipment_date, created_at, body_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.id,
    row.account_id,
    row.sub_user_id,
    row.carrier_id,
    row.carrier,
    row.service,
    row.state,
    row.scope,
    row.test ? 1 : 0,
    row.ref_number,
    row.price,
    row.currency,
    row.shipment_date,
    row.created_at,
    toJson(row.body),
  );
  const add = sql(
    db,
    'INSERT INTO tracking_numbers(carrier, tracking_number, shipment_id, role) VALUES (?, ?, ?, ?)',
  );
  for (const n of numbers) add.run(row.carrier, n.tracking_number, row.id, n.role);
}

export function getShipment(db: SandboxDb, p: Principal, id: string): ShipmentRow | undefined {
  const row = sql(db, `SELECT * FROM shipments WHERE id = ? AND ${SCOPE_SQL}`).get(id, ...scopeParams(p)) as
    ShipmentDbRow | undefined;
  return row ? shipmentFromRow(row) : undefined;
}

/** Answers a shipmentJsonCache keeps at most (the oldest goes first). */
const SHIPMENT_JSON_MAX = 500;

/**
 * JSON.stringify(shipmentView(getShipment(...), publicUrl)), remembered per principal and id
 * while the database's change generation stands (any write of this process or commit of
 * another moves it: a void, a reset) and the public URL is the same. Reading a shipment again
 * and again, as a client polling one does, then costs no read, parse or serialization.
 * Undefined when the principal has no such shipment.
 */
export function shipmentJsonCache(
  db: SandboxDb,
): (p: Principal, id: string, publicUrl: string) => string | undefined {
  let generation = Number.NaN;
  const known = new Map<string, { publicUrl: string; json: string }>();
  return (p, id, publicUrl) => {
    const g = changeGeneration(db);
    if (g !== generation || Number.isNaN(g)) {
      known.clear();
      generation = g;
    }
    const key = `${p.accountId}\n${p.subUserId ?? ''}\n${id}`;
    const hit = known.get(key);
    if (hit && hit.publicUrl === publicUrl) return hit.json;
    const row = getShipment(db, p, id);
    if (!row) return undefined;
    const json = JSON.stringify(shipmentView(row, publicUrl));
    if (known.size >= SHIPMENT_JSON_MAX) known.delete(known.keys().next().value as string);
    known.set(key, { publicUrl, json });
    return json;
  };
}

/** A shipment by id alone: for documents, whose links work without a token (as on a CDN). */
export function getShipmentById(db: SandboxDb, id: string): ShipmentRow | undefined {
  const row = sql(db, 'SELECT * FROM shipments WHERE id = ?').get(id) as ShipmentDbRow | undefined;
  return row ? shipmentFromRow(row) : undefined;
}

/** Any principal's shipment id in use (ids are global, like the live service's). */
export function shipmentIdExists(db: SandboxDb, id: string): boolean {
  return sql(db, 'SELECT 1 FROM shipments WHERE id = ?').get(id) !== undefined;
}

export function voidShipment(db: SandboxDb, id: string, at: string): void {
  sql(db, "UPDATE shipments SET state = 'void', voided_at = ? WHERE id = ? AND state = 'active'").run(at, id);
}

export interface ShipmentFilter {
  carrier?: string;
  /** 'any' matches both. */
  state: 'active' | 'void' | 'any';
  /** 'all' matches api and app. */
  scope: 'api' | 'all';
  createdAfter: string;
  createdBefore: string;
  limit: number;
  page: number;
}

/** One page, newest first, and the total count of the filter. */
export function listShipments(
  db: SandboxDb,
  p: Principal,
  f: ShipmentFilter,
): { rows: ShipmentRow[]; count: number } {
  const where = `${SCOPE_SQL} AND created_at >= ? AND created_at <= ?
    AND (? IS NULL OR carrier = ?) AND (? = 'any' OR state = ?) AND (? = 'all' OR scope = ?)`;
  const params = [
    ...scopeParams(p),
    f.createdAfter,
    f.createdBefore,
    f.carrier ?? null,
    f.carrier ?? null,
    f.state,
    f.state,
    f.scope,
    f.scope,
  ];
  const { n } = sql(db, `SELECT COUNT(*) AS n FROM shipments WHERE ${where}`).get(...params) as {
    n: number;
  };
  const rows = sql(
    db,
    `SELECT * FROM shipments WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
  ).all(...params, f.limit, (f.page - 1) * f.limit) as ShipmentDbRow[];
  return { rows: rows.map(shipmentFromRow), count: n };
}

/** The numbers issued for a shipment, in the order they were issued. */
export function trackingNumbersOf(
  db: SandboxDb,
  shipmentId: string,
): { tracking_number: string; role: TrackingRole }[] {
  return sql(
    db,
    'SELECT tracking_number, role FROM tracking_numbers WHERE shipment_id = ? ORDER BY rowid',
  ).all(shipmentId) as { tracking_number: string; role: TrackingRole }[];
}

export interface TrackedNumber {
  role: TrackingRole;
  shipment: ShipmentRow;
}

/** The principal's shipment a number was issued for, with that carrier. */
export function findTrackedNumber(
  db: SandboxDb,
  p: Principal,
  carrier: string,
  number: string,
): TrackedNumber | undefined {
  const row = sql(
    db,
    `SELECT s.*, t.role AS tracking_role FROM tracking_numbers t JOIN shipments s ON s.id = t.shipment_id
       WHERE t.carrier = ? AND t.tracking_number = ? AND s.account_id = ? AND s.sub_user_id IS ?`,
  ).get(carrier, number, ...scopeParams(p)) as (ShipmentDbRow & { tracking_role: TrackingRole }) | undefined;
  if (!row) return undefined;
  const { tracking_role, ...rest } = row;
  return { role: tracking_role, shipment: shipmentFromRow(rest) };
}

/** Next value of a named counter, starting at 1; part of the caller's transaction. */
export function nextCounter(db: SandboxDb, name: string): number {
  const row = sql(
    db,
    `INSERT INTO shipping_counters(name, value) VALUES (?, 1)
       ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
  ).get(name) as { value: number };
  return row.value;
}
