// The account's orders, each with whether a real label carries its number: the same ledger as
// every shipping command, one rule for "shipped".
import type { PageInfo } from '../../api/pagination.js';
import type { Order } from '../../contract/index.js';
import { orderRef } from '../../domain/index.js';
import type { OpsContext } from '../context.js';

/** An order as listed: the API's members, and whether a real label carries its number. */
export type ListedOrder = Order & { shipping_state: 'open' | 'shipped'; shipped_as: string | null };

export interface OrdersQuery {
  /** Only the open orders, only the shipped ones, or all (default). */
  state?: 'open' | 'shipped' | 'all' | undefined;
  /** Orders created at or after this instant, and before this one. */
  since?: Date | undefined;
  until?: Date | undefined;
  /** Orders a page, and which page. */
  limit?: number | undefined;
  page?: number | undefined;
  /** The API's filters and paging as its query string names them (created_after, limit, page, scope…). */
  query?: Record<string, string | number>;
  /** Every page of the window, not one. */
  all?: boolean | undefined;
}

export interface ListedOrders {
  orders: ListedOrder[];
  /** One page: the API's object as it came (count and pages are of every state), and its facts. */
  page?: { raw: object; info: PageInfo; fetched: number };
}

export async function listOrders(ctx: OpsContext, request: OrdersQuery = {}): Promise<ListedOrders> {
  const { orders, readPage } = await import('../../api/index.js');
  const client = await ctx.client();
  const query: Record<string, string | number> = { ...request.query };
  if (request.since) query.created_after = request.since.toISOString();
  if (request.until) query.created_before = request.until.toISOString();
  if (request.limit !== undefined) query.limit = request.limit;
  if (request.page !== undefined) query.page = request.page;
  const state = request.state === 'all' ? undefined : request.state;
  if (request.all) {
    const all: Order[] = [];
    for await (const order of orders.listAll(client, query)) all.push(order);
    return { orders: await withState(ctx, all, state) };
  }
  const res = await client.request({ method: 'GET', path: '/v1/orders', query });
  const { items, info } = readPage(res.data, ['orders']);
  return {
    orders: await withState(ctx, items as Order[], state),
    page: { raw: (res.data ?? {}) as object, info, fetched: items.length },
  };
}

/**
 * Each order with `shipping_state` (open / shipped) and `shipped_as` (the shipment, or null) added
 * beside the API's own members; `state`: only the orders in that state.
 */
async function withState(
  ctx: OpsContext,
  rows: readonly Order[],
  state: 'open' | 'shipped' | undefined,
): Promise<ListedOrder[]> {
  if (rows.length === 0) return [];
  const { Ledger } = await import('../../batch/index.js');
  const ledger = new Ledger(await ctx.client());
  await ledger.look();
  const listed = rows.map((order): ListedOrder => {
    const id = ledger.known(orderRef(order))[0]?.id ?? null;
    return { ...order, shipping_state: id ? 'shipped' : 'open', shipped_as: id };
  });
  return state ? listed.filter((o) => o.shipping_state === state) : listed;
}
