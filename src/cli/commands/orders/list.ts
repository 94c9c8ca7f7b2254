import { Option, type Command } from 'commander';
import type { ApiClient } from '../../../api/index.js';
import type { Order } from '../../../contract/index.js';
import { PAGE_LIMIT_DEFAULT } from '../../../domain/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printTable } from '../../output/table.js';
import { listQuery, nextPageHint, positiveInt, type ListFlags } from '../../shared/list-flags.js';
import { orderRef } from '../../order-runs/order-body.js';
import { orderColumns } from './present.js';

export interface OrdersListOptions extends ListFlags {
  scope?: 'api' | 'app' | 'all';
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('list')
    .alias('ls')
    .description('List orders (by default those of the last 2 weeks; never older than 2 months)')
    .addOption(new Option('--scope <scope>', 'api (default), app or all').choices(['api', 'app', 'all']))
    .option(
      '--since <when>',
      'created at or after: a duration ago (7d, 2w, 12h), today, YYYY-MM-DD (JST day) or ISO timestamp',
    )
    .option('--until <when>', 'created at or before (a YYYY-MM-DD day is included)')
    .option('--limit <n>', 'page size (default 50, at most 100)', positiveInt)
    .option('--page <n>', 'page number (default 1)', positiveInt)
    .option('--all', 'read every page (--json then prints one array of orders)')
    .addHelpText(
      'after',
      examples(
        'shipctl orders list',
        'shipctl orders list --since 30d --all',
        "shipctl orders list --json | jq '.orders[].id'",
      ),
    )
    .action(
      action(
        kit,
        (flags: Omit<OrdersListOptions, 'all'> & { all?: boolean }): OrdersListOptions => ({
          scope: flags.scope,
          since: flags.since,
          until: flags.until,
          limit: flags.limit,
          page: flags.page,
          all: Boolean(flags.all),
        }),
        run,
      ),
    );
}

export async function run(opts: OrdersListOptions, ctx: Context): Promise<number> {
  const { readPage } = await import('../../../api/index.js');
  const query = listQuery('orders', opts, { scope: opts.scope }, await ctx.serviceNow());
  const client = await ctx.client();
  if (opts.all) {
    const all = await withSpinner(ctx.io, 'Fetching every page of orders', () => readAll(client, query));
    if (ctx.globals.json) printJson(ctx.io, all);
    else await show(ctx, all);
    return 0;
  }
  const res = await withSpinner(ctx.io, 'Fetching orders', () =>
    client.request({ method: 'GET', path: '/v1/orders', query }),
  );
  const { items, info } = readPage(res.data, ['orders']);
  // --json: the API's object as it came (orders, count, pages, current_page, current_limit).
  if (ctx.globals.json) printJson(ctx.io, res.data);
  else await show(ctx, items as Order[]);
  nextPageHint(ctx, {
    noun: 'orders',
    page: opts.page ?? 1,
    shown: items.length,
    limit: info.current_limit ?? opts.limit ?? PAGE_LIMIT_DEFAULT,
    facts: info,
  });
  return 0;
}

async function readAll(client: ApiClient, query: Record<string, string | number>): Promise<Order[]> {
  const { orders } = await import('../../../api/index.js');
  const out: Order[] = [];
  for await (const o of orders.listAll(client, query)) out.push(o);
  return out;
}

async function show(ctx: Context, rows: Order[]): Promise<void> {
  // An order whose number a real label carries is shipped (its label named); the others are open.
  // The same ledger as every shipping command: one rule for "shipped".
  let mark = (_order: Order): string => '';
  if (rows.length > 0) {
    const { Ledger } = await import('../../../batch/index.js');
    const ledger = new Ledger(await ctx.client());
    await ledger.look();
    mark = (order) => ledger.known(orderRef(order))[0]?.id ?? '';
  }
  printTable(ctx.io, ctx.theme.out, rows, [
    ...orderColumns(ctx, mark),
    { header: 'label', get: mark, fixed: true, hideWhenEmpty: true },
  ]);
  if (rows.length === 0)
    ctx.notices.dim(
      'No orders match (by default the last 2 weeks; --since 30d looks further, up to 2 months).',
    );
}
