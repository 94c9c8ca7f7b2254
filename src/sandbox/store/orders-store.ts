// Orders (spec 2.11). Deleting is soft: a deleted order leaves every list (only
// 'active' can be listed, spec 4.6) but its id is never handed out again.
import type { Principal } from '../principal.js';
import { SCOPE_SQL, scopeParams } from '../principal.js';
import { fromJson, sql, toJson, type SandboxDb } from './db.js';

export interface OrderRow {
  id: string;
  state: 'active' | 'deleted';
  scope: 'api' | 'app';
  created_at: string;
  updated_at: string;
  /** The order in the wire shape. */
  body: Record<string, unknown>;
}

interface DbRow extends Omit<OrderRow, 'body'> {
  body_json: string;
}

const fromRow = ({ body_json, ...rest }: DbRow): OrderRow => ({ ...rest, body: fromJson(body_json) ?? {} });

export function insertOrder(db: SandboxDb, p: Principal, row: OrderRow): void {
  sql(
    db,
    `INSERT INTO orders(id, account_id, sub_user_id, state, scope, created_at, updated_at, body_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.id, ...scopeParams(p), row.state, row.scope, row.created_at, row.updated_at, toJson(row.body));
}

export function getActiveOrder(db: SandboxDb, p: Principal, id: string): OrderRow | undefined {
  const row = sql(
    db,
    `SELECT id, state, scope, created_at, updated_at, body_json FROM orders WHERE id = ? AND ${SCOPE_SQL} AND state = 'active'`,
  ).get(id, ...scopeParams(p)) as DbRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function orderIdExists(db: SandboxDb, id: string): boolean {
  return sql(db, 'SELECT 1 FROM orders WHERE id = ?').get(id) !== undefined;
}

export function deleteOrder(db: SandboxDb, id: string, at: string): void {
  sql(db, "UPDATE orders SET state = 'deleted', updated_at = ? WHERE id = ?").run(at, id);
}

export interface OrderFilter {
  scope: 'api' | 'app' | 'all';
  createdAfter: string;
  createdBefore: string;
  limit: number;
  page: number;
}

/** One page of active orders, newest first, and the total count of the filter. */
export function listOrders(db: SandboxDb, p: Principal, f: OrderFilter): { rows: OrderRow[]; count: number } {
  const where = `${SCOPE_SQL} AND state = 'active' AND created_at >= ? AND created_at <= ? AND (? = 'all' OR scope = ?)`;
  const params = [...scopeParams(p), f.createdAfter, f.createdBefore, f.scope, f.scope];
  const { n } = sql(db, `SELECT COUNT(*) AS n FROM orders WHERE ${where}`).get(...params) as { n: number };
  const rows = sql(
    db,
    `SELECT id, state, scope, created_at, updated_at, body_json FROM orders WHERE ${where}
       ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
  ).all(...params, f.limit, (f.page - 1) * f.limit) as DbRow[];
  return { rows: rows.map(fromRow), count: n };
}
