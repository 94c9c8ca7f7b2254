// `shipments list --ref / --order`: the API cannot filter by either, so every page of
// the window is read (at the largest page size unless --limit says otherwise) and
// matched here. An order's shipment carries the order's ref number, or the order's id
// when it had none (`orders ship`), so --order matches both.
import type { ApiClient } from '../../../api/index.js';
import type { Shipment } from '../../../contract/index.js';
import { hasRef, readWindow } from '../../../ops/lookup.js';

export async function filtered(
  client: ApiClient,
  query: Record<string, string | number>,
  options: { ref?: string; order?: string; limit?: number },
): Promise<Shipment[]> {
  const refs: string[] = [];
  if (options.ref !== undefined) refs.push(options.ref);
  if (options.order !== undefined) refs.push(options.order, ...(await orderRefs(client, options.order)));
  const { limit, ...rest } = query;
  const all = await readWindow(client, rest, typeof limit === 'number' ? limit : undefined);
  return all.filter((s) => refs.some((r) => hasRef(s, r)));
}

/** The ref number of the open order with this id (a shipped order is gone: then the id is all we have). */
async function orderRefs(client: ApiClient, order: string): Promise<string[]> {
  if (!/^API-/i.test(order)) return [];
  const { orders } = await import('../../../api/index.js');
  for await (const o of orders.listAll(client, { limit: 100 }))
    if (o.id === order && typeof o.setup?.ref_number === 'string') return [o.setup.ref_number];
  return [];
}
