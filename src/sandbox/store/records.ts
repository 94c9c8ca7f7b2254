// Saved addresses, warehouses and files: small records owned by a principal, kept
// in the wire shape. One module because they share the same scoped reads.
import type { Principal } from '../principal.js';
import { SCOPE_SQL, scopeParams } from '../principal.js';
import { transaction } from '../../sqlite/index.js';
import { sql, fromJson, toJson, type SandboxDb } from './db.js';

export interface AddressRecord {
  id: string;
  created_at: string;
  updated_at: string;
  address: Record<string, unknown>;
}

export interface WarehouseRecord extends AddressRecord {
  is_default: boolean;
}

export interface FileRecord {
  id: string;
  type: string;
  /** Base64 as received. */
  file: string;
  created_at: string;
}

type AddressRow = { id: string; created_at: string; updated_at: string; address_json: string };

const toAddress = (r: AddressRow): AddressRecord => ({
  id: r.id,
  created_at: r.created_at,
  updated_at: r.updated_at,
  address: fromJson(r.address_json) ?? {},
});

export function listAddresses(db: SandboxDb, p: Principal): AddressRecord[] {
  return (
    sql(db, `SELECT * FROM addresses WHERE ${SCOPE_SQL} ORDER BY created_at, rowid`).all(
      ...scopeParams(p),
    ) as AddressRow[]
  ).map(toAddress);
}

export function countAddresses(db: SandboxDb, p: Principal): number {
  return (
    sql(db, `SELECT COUNT(*) AS n FROM addresses WHERE ${SCOPE_SQL}`).get(...scopeParams(p)) as { n: number }
  ).n;
}

export function insertAddress(db: SandboxDb, p: Principal, rec: AddressRecord): void {
  sql(
    db,
    'INSERT INTO addresses(id, account_id, sub_user_id, address_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(rec.id, ...scopeParams(p), toJson(rec.address), rec.created_at, rec.updated_at);
}

type WarehouseRow = AddressRow & { is_default: number };
const toWarehouse = (r: WarehouseRow): WarehouseRecord => ({
  ...toAddress(r),
  is_default: r.is_default === 1,
});

export function listWarehouses(db: SandboxDb, p: Principal): WarehouseRecord[] {
  return (
    sql(db, `SELECT * FROM warehouses WHERE ${SCOPE_SQL} ORDER BY created_at, rowid`).all(
      ...scopeParams(p),
    ) as WarehouseRow[]
  ).map(toWarehouse);
}

export function getWarehouse(db: SandboxDb, p: Principal, id: string): WarehouseRecord | undefined {
  const row = sql(db, `SELECT * FROM warehouses WHERE id = ? AND ${SCOPE_SQL}`).get(id, ...scopeParams(p)) as
    WarehouseRow | undefined;
  return row ? toWarehouse(row) : undefined;
}

/** The sender of orders without setup.warehouse_id (spec 2.11): the flagged one, else the oldest. */
export function getDefaultWarehouse(db: SandboxDb, p: Principal): WarehouseRecord | undefined {
  const row = sql(
    db,
    `SELECT * FROM warehouses WHERE ${SCOPE_SQL} ORDER BY is_default DESC, created_at, rowid LIMIT 1`,
  ).get(...scopeParams(p)) as WarehouseRow | undefined;
  return row ? toWarehouse(row) : undefined;
}

/** The first warehouse of a principal becomes its default. */
export function insertWarehouse(
  db: SandboxDb,
  p: Principal,
  rec: Omit<WarehouseRecord, 'is_default'>,
): WarehouseRecord {
  return transaction(db, () => {
    const hasDefault = sql(db, `SELECT 1 FROM warehouses WHERE ${SCOPE_SQL} AND is_default = 1`).get(
      ...scopeParams(p),
    );
    const isDefault = !hasDefault;
    sql(
      db,
      `INSERT INTO warehouses(id, account_id, sub_user_id, address_json, is_default, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(rec.id, ...scopeParams(p), toJson(rec.address), isDefault ? 1 : 0, rec.created_at, rec.updated_at);
    return { ...rec, is_default: isDefault };
  });
}

export function listFiles(db: SandboxDb, p: Principal): FileRecord[] {
  return sql(
    db,
    `SELECT id, type, data AS file, created_at FROM files WHERE ${SCOPE_SQL} ORDER BY created_at, rowid`,
  ).all(...scopeParams(p)) as FileRecord[];
}

export function insertFile(db: SandboxDb, p: Principal, rec: FileRecord): void {
  sql(
    db,
    'INSERT INTO files(id, account_id, sub_user_id, type, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(rec.id, ...scopeParams(p), rec.type, rec.file, rec.created_at);
}
