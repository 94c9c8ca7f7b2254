// The orders an export answers for, read from the shop's own order file (the same file
// `batch ship` read): each order's number, and what the marketplace's upload file must
// name again — Amazon's order-item-id and quantity per item, 楽天's 送付先ID and 発送明細ID.
import { refKey } from '../../domain/index.js';
import { resolveColumns, type FieldMapping, type Preset } from '../ingest/columns.js';
import { readRecords } from '../ingest/records.js';
import type { BatchSource } from '../ingest/source.js';

export interface OrderItem {
  itemId: string;
  quantity: string;
}

export interface FileOrder {
  /** The order number as the file writes it. */
  orderId: string;
  line: number;
  items: OrderItem[];
  /** 楽天's 送付先ID and 発送明細ID, when the file has them. */
  rakuten?: { destinationId: string; detailId: string };
}

export interface FileOrders {
  preset: Preset;
  orders: FileOrder[];
}

export class NoOrderColumnError extends Error {
  override name = 'NoOrderColumnError';
}

export async function readOrders(source: BatchSource, mapping: FieldMapping = {}): Promise<FileOrders> {
  const records = readRecords(source.open());
  const head = await records.next();
  if (head.done) return { preset: 'generic', orders: [] };
  const headers = head.value.values;
  const columns = resolveColumns(headers, mapping);
  const key = columns.index.get('order_id');
  if (key === undefined) throw new NoOrderColumnError(source.name);
  const at = (...names: string[]) =>
    names.map((n) => headers.findIndex((h) => h.trim() === n)).find((i) => i >= 0);
  const itemId = at('order-item-id');
  const quantity = at('quantity-to-ship', 'quantity-purchased');
  const destination = at('送付先ID');
  const detail = at('発送明細ID');

  const byKey = new Map<string, FileOrder>();
  const orders: FileOrder[] = [];
  const cell = (values: readonly string[], i: number | undefined) =>
    i === undefined ? '' : (values[i] ?? '').trim();
  for await (const r of records) {
    const orderId = cell(r.values, key);
    if (orderId === '') continue;
    let order = byKey.get(refKey(orderId));
    if (!order) {
      order = { orderId, line: r.line, items: [] };
      if (destination !== undefined || detail !== undefined)
        order.rakuten = { destinationId: cell(r.values, destination), detailId: cell(r.values, detail) };
      byKey.set(refKey(orderId), order);
      orders.push(order);
    }
    if (itemId !== undefined)
      order.items.push({ itemId: cell(r.values, itemId), quantity: cell(r.values, quantity) });
  }
  return { preset: columns.preset, orders };
}
