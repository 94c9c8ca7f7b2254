// A batch file's rows as the orders a station scans: each row (or group of rows sharing an order
// number) becomes an order whose number is its ref, with its recipient, sender and product lines
// (sku and barcode/JAN columns are what the item check compares). The account's orders are not
// read; what is shipped is still known from the account's shipments (the ledger), by ref.
import { ingest, type BatchSource } from '../../batch/ingest/index.js';
import { jstToday } from '../../domain/index.js';
import type { Order } from '../../contract/index.js';
import type { OpsContext } from '../context.js';
import type { OrderShipChoices } from './choices.js';

/** The orders of a batch file (`source`, opened by the caller), sent from `from`. */
export async function ordersOfFile(
  ctx: Pick<OpsContext, 'now'>,
  source: BatchSource,
  choices: OrderShipChoices,
  from: Record<string, unknown>,
): Promise<Order[]> {
  const out: Order[] = [];
  const now = ctx.now();
  for await (const row of ingest(source, {
    defaults: { test: choices.test, today: jstToday(now), origin: {} },
    from,
    now,
    strict: false,
  })) {
    const { setup = {}, ...rest } = row.body as { setup?: Record<string, unknown> };
    out.push({
      ...rest,
      id: `file:${row.key}`,
      setup: { ...(row.carrier ? { carrier: row.carrier } : {}), ...setup, ref_number: row.ref ?? row.key },
    } as Order);
  }
  return out;
}
