import type { Command } from 'commander';
import type { ApiClient } from '../../../api/index.js';
import type { Order } from '../../../contract/index.js';
import { compareCodes } from '../../../domain/compare.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import { normalizeRecordId } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printTable } from '../../output/table.js';
import { printTargetOf } from '../../print/index.js';
import { choicesOf, type OrderShipFlags } from '../../orders/flags.js';
import type { OrderOutcome } from '../../orders/ship-run.js';
import { listQuery } from '../shipments/list-flags.js';

export interface OrdersShipOptions extends OrderShipFlags {
  ids: string[];
  all: boolean;
  since?: string;
  keepOrder: boolean;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('ship')
    .description('Create each order’s shipment (journaled like batch ship), then delete the shipped order')
    .argument('[ids...]', 'order IDs (API-…); or --all')
    .option('--all', 'every open order the API lists (its default window: 2 weeks; --since widens it)')
    .option('--since <when>', 'with --all: orders created at or after (7d, 30d, YYYY-MM-DD…)')
    .option('--carrier <type>', 'carrier for orders (default: the order’s setup.carrier, the preset’s)')
    .option('--service <code>', 'service code (default: the carrier’s standard service)')
    .option('--carrier-id <id>', 'carrier account to use')
    .option('--pack-size <n>', 'domestic pack size (60, 80, 100…)')
    .option('--test', 'free test labels')
    .option(
      '--shipment-date <day>',
      'ship date in JST: today, tomorrow or YYYY-MM-DD (default: the order’s; today where the carrier requires one)',
    )
    .option('--from-warehouse <id>', 'sender warehouse (default: the order’s sender)')
    .option('--preset <name>', 'station preset: stored carrier, service, pack size, printer, warehouse')
    .option('--keep-order', 'keep the order after its shipment is created')
    .option('--estimate', 'quote every order first and show the total in the question')
    .option('--print', 'print the labels in order (--printer, else the stored printer)')
    .option(
      '--printer <target>',
      'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print',
    )
    .addHelpText(
      'after',
      '\nAn order whose ref number (or id) is already on an active shipment is not shipped again; a\n' +
        're-run after a crash resumes without duplicates.\n' +
        examples(
          'shipctl orders ship API-AB12CD34EF --carrier sagawa --pack-size 60',
          'shipctl orders ship --all --carrier sagawa --pack-size 60 --test --yes --json',
          'shipctl orders ship --all --preset desk1 --print',
        ),
    )
    .action(
      action(
        kit,
        (
          ids: string[],
          f: Omit<OrdersShipOptions, 'ids' | 'all' | 'keepOrder'> & { all?: boolean; keepOrder?: boolean },
        ) => ({
          ...f,
          ids: ids.map(normalizeRecordId),
          all: Boolean(f.all),
          keepOrder: Boolean(f.keepOrder),
        }),
        run,
      ),
    );
}

export async function run(opts: OrdersShipOptions, ctx: Context): Promise<number> {
  if (opts.all === opts.ids.length > 0)
    throw new UsageError(
      opts.all ? 'give order IDs or --all, not both' : 'which orders? give their IDs, or --all',
    );
  if (opts.since !== undefined && !opts.all) throw new UsageError('--since goes with --all');
  const { choices, fromWarehouse, printer } = choicesOf(opts, ctx);
  const printTarget = printTargetOf(
    { print: opts.print || printer !== undefined, printer: opts.printer },
    ctx,
    printer,
  );
  if (!ctx.prompter.canPrompt && !ctx.globals.yes && !choices.test)
    throw new UsageError(
      '--yes is required to buy labels when not running interactively',
      'add --yes (or --test for free dummy labels)',
    );
  const query = listQuery('orders', { since: opts.since, all: true }, {}, await ctx.serviceNow());
  const client = await ctx.client();
  const list = await withSpinner(ctx.io, 'Fetching orders', () =>
    fetchOrders(client, opts.all ? undefined : opts.ids, query),
  );
  if (list.length === 0) {
    if (ctx.globals.json) printJson(ctx.io, []);
    else ctx.notices.dim('No open orders to ship.');
    return 0;
  }
  const { shipOrders } = await import('../../orders/ship-run.js');
  const { code, outcomes } = await shipOrders(ctx, client, list, {
    choices,
    keepOrder: opts.keepOrder,
    ...(fromWarehouse ? { fromWarehouse } : {}),
    ...(printTarget ? { printTarget } : {}),
    estimate: Boolean(opts.estimate),
  });
  show(ctx, outcomes);
  return code;
}

async function fetchOrders(
  client: ApiClient,
  ids: string[] | undefined,
  query: Record<string, string | number>,
): Promise<Order[]> {
  const { orders: ordersApi } = await import('../../../api/index.js');
  const all: Order[] = [];
  for await (const o of ordersApi.listAll(client, { ...query, limit: 100 })) all.push(o);
  // --all ships the oldest first: the order they came in.
  if (!ids)
    return all
      .reverse() // the API lists newest first: reversed, equal instants keep their arrival order
      .sort((a, b) => compareCodes(String(a.created_at ?? ''), String(b.created_at ?? '')));
  const byId = new Map(all.map((o) => [o.id, o]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw new CliError(
      `no open order ${missing.join(', ')} (a shipped order is deleted; orders older than the window are not listed)`,
      {
        exitCode: EXIT.notFound,
        hint: 'see `shipctl orders list --since 60d`, or `shipctl shipments list --order ID` for one already shipped',
      },
    );
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

export function show(ctx: Context, outcomes: OrderOutcome[]): void {
  if (ctx.globals.json) {
    printJson(ctx.io, outcomes);
    return;
  }
  printTable(ctx.io, ctx.theme.out, outcomes, [
    // Ids are never cut (a cut one is a wrong one); a ref keeps the end that tells it apart.
    { header: 'order', get: (o) => o.order_id, fixed: true },
    { header: 'ref', get: (o) => o.ref_number, cut: 'middle' },
    { header: 'status', get: (o) => o.status.replace('_', ' ') },
    { header: 'recipient', get: (o) => o.recipient },
    // At 80 columns the ids and numbers stay whole: the order's deletion, then the service
    // (one for the whole run, as a rule) give way, and an empty error column is left out.
    { header: 'service', get: (o) => o.service ?? '', dropOrder: 2 },
    { header: 'shipment', get: (o) => o.shipment_id ?? '', fixed: true, hideWhenEmpty: true },
    { header: 'tracking', get: (o) => o.tracking_numbers.join(','), fixed: true, hideWhenEmpty: true },
    { header: 'order deleted', get: (o) => o.order_deleted, dropOrder: 1 },
    {
      header: 'error',
      get: (o) => (o.status === 'shipped' ? '' : (o.error ?? '')),
      hideWhenEmpty: true,
      minWidth: 30,
    },
  ]);
}
