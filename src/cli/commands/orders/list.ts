import { orders, readPage, type ApiClient } from '../../../api/index.js';
import { Ledger } from '../../../batch/index.js';
import type { Order } from '../../../contract/index.js';
import { PAGE_LIMIT_DEFAULT } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printTable } from '../../output/table.js';
import { orderRef } from '../../order-runs/order-body.js';
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
    if (ctx.globals.json) printJson(ctx.io, all);
    else await show(ctx, all);
    return 0;
  }
  const res = await withSpinner(ctx.io, messages().shipping.orders.fetching, () =>
    client.request({ method: 'GET', path: '/v1/orders', query }),
  );
  const { items, info } = readPage(res.data, ['orders']);
  // --json: the API's object as it came (orders, count, pages, current_page, current_limit).
  if (ctx.globals.json) printJson(ctx.io, res.data);
  else await show(ctx, items as Order[]);
  nextPageHint(ctx, {
    noun: 'orders',
    page: input.page ?? 1,
    shown: items.length,
    limit: info.current_limit ?? input.limit ?? PAGE_LIMIT_DEFAULT,
    facts: info,
  });
  return 0;
}

async function readAll(client: ApiClient, query: Record<string, string | number>): Promise<Order[]> {
  const out: Order[] = [];
  for await (const order of orders.listAll(client, query)) out.push(order);
  return out;
}

async function show(ctx: Context, rows: Order[]): Promise<void> {
  // An order whose number a real label carries is shipped (its label named); the others are open.
  // The same ledger as every shipping command: one rule for "shipped".
  let mark = (_order: Order): string => '';
  if (rows.length > 0) {
    const ledger = new Ledger(await ctx.client());
    await ledger.look();
    mark = (order) => ledger.known(orderRef(order))[0]?.id ?? '';
  }
  printTable(ctx.io, ctx.theme.out, rows, orderColumns(ctx, mark));
  if (rows.length === 0) ctx.notices.dim(messages().shipping.orders.noneMatch);
}
