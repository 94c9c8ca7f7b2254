// Carrier accounts and their negotiated rates. Rows keep credentials in clear (the
// sandbox needs them to "talk" to the carrier); masking happens only on the way out.
// Deleting is soft: shipments made with an account still name it after it is gone.
import { parseNegotiatedRates, type NegotiatedRate } from '../../domain/index.js';
import type { Principal } from '../principal.js';
import { SCOPE_SQL, scopeParams } from '../principal.js';
import { transaction } from '../../sqlite/index.js';
import { sql, fromJson, toJson, type SandboxDb } from './db.js';

export type { NegotiatedRate } from '../../domain/index.js';

export interface CarrierRecord {
  id: string;
  account_id: string;
  sub_user_id: string | null;
  type: string;
  state: string;
  credentials: Record<string, unknown>;
  settings: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

interface CarrierRow extends Omit<CarrierRecord, 'credentials' | 'settings'> {
  credentials_json: string;
  settings_json: string;
}

const fromRow = ({ credentials_json, settings_json, ...rest }: CarrierRow): CarrierRecord => ({
  ...rest,
  credentials: fromJson(credentials_json) ?? {},
  settings: fromJson(settings_json) ?? {},
});

/** The principal's active accounts, oldest first; optionally of one type. */
export function listCarriers(db: SandboxDb, principal: Principal, type?: string): CarrierRecord[] {
  const rows = sql(
    db,
    `SELECT * FROM carriers WHERE ${SCOPE_SQL} AND state = 'active' AND (? IS NULL OR type = ?) ORDER BY created_at, rowid`,
  ).all(...scopeParams(principal), type ?? null, type ?? null) as CarrierRow[];
  return rows.map(fromRow);
}

/** One of the principal's active accounts. */
export function getCarrier(db: SandboxDb, principal: Principal, id: string): CarrierRecord | undefined {
  const row = sql(db, `SELECT * FROM carriers WHERE id = ? AND ${SCOPE_SQL} AND state = 'active'`).get(
    id,
    ...scopeParams(principal),
  ) as CarrierRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** Any account by id, deleted ones included (for records that outlive their account). */
export function getCarrierById(db: SandboxDb, id: string): CarrierRecord | undefined {
  const row = sql(db, 'SELECT * FROM carriers WHERE id = ?').get(id) as CarrierRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function insertCarrier(db: SandboxDb, rec: CarrierRecord): void {
  sql(
    db,
    `INSERT INTO carriers(id, account_id, sub_user_id, type, state, credentials_json, settings_json, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    rec.id,
    rec.account_id,
    rec.sub_user_id,
    rec.type,
    rec.state,
    toJson(rec.credentials),
    toJson(rec.settings),
    rec.created_at,
    rec.updated_at,
  );
}

export function updateCarrier(
  db: SandboxDb,
  id: string,
  next: { credentials: Record<string, unknown>; settings: Record<string, unknown>; updated_at: string },
): void {
  sql(db, 'UPDATE carriers SET credentials_json = ?, settings_json = ?, updated_at = ? WHERE id = ?').run(
    toJson(next.credentials),
    toJson(next.settings),
    next.updated_at,
    id,
  );
}

export function deleteCarrier(db: SandboxDb, id: string, at: string): void {
  transaction(db, () => {
    sql(db, 'DELETE FROM negotiated_rates WHERE carrier_id = ?').run(id);
    sql(db, "UPDATE carriers SET state = 'deleted', updated_at = ? WHERE id = ?").run(at, id);
  });
}

/** One uploaded row, as sent (spec 4.9): prices are strings with thousands separators. */
export interface NegotiatedRateRow {
  from: string;
  size: number;
  price: Record<string, string>;
}

/** The rows as uploaded (prices as strings), or undefined when none are. */
export function getNegotiatedRateRows(db: SandboxDb, carrierId: string): NegotiatedRateRow[] | undefined {
  const row = sql(db, 'SELECT rows_json FROM negotiated_rates WHERE carrier_id = ?').get(carrierId) as
    { rows_json: string } | undefined;
  return row ? fromJson<NegotiatedRateRow[]>(row.rows_json) : undefined;
}

/**
 * The negotiated rates of a carrier account for rating, prices as numbers
 * (`price[destinationRegion]`, regions named as the carrier names them), or
 * undefined when none were uploaded and standard rates apply.
 */
export function getNegotiatedRates(db: SandboxDb, carrierId: string): NegotiatedRate[] | undefined {
  const rows = getNegotiatedRateRows(db, carrierId);
  return rows ? parseNegotiatedRates(rows as unknown as Record<string, unknown>[]) : undefined;
}

/** An upload replaces the account's whole table. */
export function setNegotiatedRates(
  db: SandboxDb,
  carrierId: string,
  rows: readonly NegotiatedRateRow[],
  at: string,
): void {
  sql(
    db,
    `INSERT INTO negotiated_rates(carrier_id, rows_json, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(carrier_id) DO UPDATE SET rows_json = excluded.rows_json, updated_at = excluded.updated_at`,
  ).run(carrierId, toJson(rows), at);
}

export function clearNegotiatedRates(db: SandboxDb, carrierId: string): boolean {
  return sql(db, 'DELETE FROM negotiated_rates WHERE carrier_id = ?').run(carrierId).changes > 0;
}
