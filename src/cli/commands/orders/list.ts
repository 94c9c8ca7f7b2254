import { orders, readPage, type ApiClient } from '../../../api/index.js';
import { Ledger } from '../../../batch/index.js';
import type { Order } from '../../../contract/index.js';
import { PAGE_LIMIT_DEFAULT } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printTable } from '../../output/table.js';
import { orderRef } from '../../../ops/orders/body.js';
import { listQuery, nextPageHint } from '../../shared/list-flags.js';
import type { list } from './index.js';
import { orderColumns } from './present.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof list>, ctx: Context): Promise<number> {
  const query = listQuery('orders', input, { scope: input.scope }, await ctx.serviceNow());
  const client = await ctx.client();
  if (input.all) {
    const all = await withSpinner(ctx.io, messages().shipping.orders.fetchingAll, () =>
      readAll(client, query),
    );
    const shown = await withState(ctx, all, input.state);
    if (ctx.globals.json) printJson(ctx.io, shown);
    else await show(ctx, shown);
    return 0;
  }
  const res = await withSpinner(ctx.io, messages().shipping.orders.fetching, () =>
    client.request({ method: 'GET', path: '/v1/orders', query }),
  );
  const { items, info } = readPage(res.data, ['orders']);
  const shown = await withState(ctx, items as Order[], input.state);
  // --json: the API's object as it came (orders, count, pages, current_page, current_limit), each
  // order with its shipping_state added; count and pages stay the API's (of every state).
  if (ctx.globals.json) printJson(ctx.io, { ...(res.data as object), orders: shown });
  else await show(ctx, shown);
  nextPageHint(ctx, {
    noun: 'orders',
    page: input.page ?? 1,
    shown: items.length,
    limit: info.current_limit ?? input.limit ?? PAGE_LIMIT_DEFAULT,
    facts: info,
  });
  return 0;
}

/** An order as listed: the API's members, and whether a real label carries its number. */
export type ListedOrder = Order & { shipping_state: 'open' | 'shipped'; shipped_as: string | null };

/**
 * Each order with `shipping_state` (open / shipped) and `shipped_as` (the shipment, or null) added
 * beside the API's own members: the same ledger as every shipping command, one rule for "shipped".
 * `state`: only the orders in that state.
 */
async function withState(
  ctx: Context,
  rows: readonly Order[],
  state: 'open' | 'shipped' | undefined,
): Promise<ListedOrder[]> {
  if (rows.length === 0) return [];
  const ledger = new Ledger(await ctx.client());
  await ledger.look();
  const listed = rows.map((order): ListedOrder => {
    const id = ledger.known(orderRef(order))[0]?.id ?? null;
    return { ...order, shipping_state: id ? 'shipped' : 'open', shipped_as: id };
  });
  return state ? listed.filter((o) => o.shipping_state === state) : listed;
}

async function readAll(client: ApiClient, query: Record<string, string | number>): Promise<Order[]> {
  const out: Order[] = [];
  for await (const order of orders.listAll(client, query)) out.push(order);
  return out;
}

async function show(ctx: Context, rows: ListedOrder[]): Promise<void> {
  printTable(
    ctx.io,
    ctx.theme.out,
    rows,
    orderColumns(ctx, (order) => (order as ListedOrder).shipped_as ?? ''),
  );
  if (rows.length === 0) ctx.notices.dim(messages().shipping.orders.noneMatch);
}
