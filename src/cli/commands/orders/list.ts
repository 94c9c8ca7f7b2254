import { PAGE_LIMIT_DEFAULT } from '../../../domain/index.js';
import { listOrders, type ListedOrder } from '../../../ops/orders/list.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printTable } from '../../output/table.js';
import { listQuery, nextPageHint } from '../../shared/list-flags.js';
import { LIST_FLAGS } from '../../shared/flags.js';
import type { list } from './index.js';
import { orderColumns } from './present.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof list>, ctx: Context): Promise<number> {
  const query = listQuery('orders', input, { scope: input.scope }, await ctx.serviceNow());
  const text = messages().shipping.orders;
  const listed = await withSpinner(ctx.io, input.all ? text.fetchingAll : text.fetching, () =>
    listOrders(ctx, { query, state: input.state, all: Boolean(input.all) }),
  );
  const { orders: shown, page } = listed;
  if (!page) {
    if (ctx.globals.json) printJson(ctx.io, shown);
    else show(ctx, shown);
    return 0;
  }
  // --json: the API's object as it came (orders, count, pages, current_page, current_limit), each
  // order with its shipping_state added; count and pages stay the API's (of every state).
  if (ctx.globals.json) printJson(ctx.io, { ...page.raw, orders: shown });
  else show(ctx, shown);
  nextPageHint(ctx, {
    noun: 'orders',
    page: input.page ?? 1,
    shown: page.fetched,
    limit: page.info.current_limit ?? input.limit ?? PAGE_LIMIT_DEFAULT,
    facts: page.info,
  });
  return 0;
}

function show(ctx: Context, rows: ListedOrder[]): void {
  printTable(
    ctx.io,
    ctx.theme.out,
    rows,
    orderColumns(ctx, (order) => (order as ListedOrder).shipped_as ?? ''),
  );
  if (rows.length === 0) ctx.notices.dim(messages().shipping.orders.noneMatch(LIST_FLAGS.since.long));
}
