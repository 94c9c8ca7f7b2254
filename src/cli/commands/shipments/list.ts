import { Option, type Command } from 'commander';
import type { ApiClient } from '../../../api/index.js';
import type { Shipment } from '../../../contract/index.js';
import { CARRIER_TYPES, PAGE_LIMIT_DEFAULT, isCarrierType, listOf } from '../../../domain/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { listQuery, nextPageHint, pageFactsFromHeaders, positiveInt, type ListFlags } from '../../shared/list-flags.js';
import { filtered } from './list-filter.js';
import { shipmentColumns } from '../../shared/shipment-text.js';

export interface ShipmentsListOptions extends ListFlags {
  carrier?: string;
  scope?: 'api' | 'all';
  state?: 'active' | 'void' | 'any';
  /** Client-side filters over every page of the window (the API has none). */
  ref?: string;
  order?: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('list')
    .alias('ls')
    .description('List shipments of the last 2 months (newest first), one page or --all')
    .optionsGroup('Filters:')
    .option('--carrier <type>', 'only this carrier type (e.g. sagawa)')
    .addOption(
      new Option('--scope <scope>', 'api: created through the API (default); all: also in the app').choices([
        'api',
        'all',
      ]),
    )
    .addOption(
      new Option('--state <state>', 'active (default), void or any').choices(['active', 'void', 'any']),
    )
    .option('--ref <ref>', 'only the shipment(s) with this ref number (reads every page of the window)')
    .option('--order <order>', 'only the shipment(s) made from this order (its id or ref number)')
    .optionsGroup('Time window:')
    .option(
      '--since <when>',
      'created at or after: a duration ago (7d, 12h, 1h30m), today, YYYY-MM-DD (JST day) or ISO timestamp',
    )
    .option('--until <when>', 'created at or before (a YYYY-MM-DD day is included)')
    .optionsGroup('Paging:')
    .option('--limit <n>', 'page size (default 50, at most 250)', positiveInt)
    .option('--page <n>', 'page number (default 1)', positiveInt)
    .option('--all', 'read every page')
    .addHelpText(
      'after',
      examples(
        'shipctl shipments list',
        'shipctl shipments list --carrier sagawa --since 7d',
        'shipctl shipments list --state any --all --json | jq length',
        'shipctl shipments list --limit 20 --page 2',
        'shipctl shipments list --ref ORD-1001 --json',
      ),
    )
    .action(
      action(
        kit,
        (flags: Omit<ShipmentsListOptions, 'all'> & { all?: boolean }): ShipmentsListOptions => ({
          carrier: flags.carrier,
          scope: flags.scope,
          state: flags.state,
          ref: flags.ref,
          order: flags.order,
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

export async function run(opts: ShipmentsListOptions, ctx: Context): Promise<number> {
  if (opts.carrier !== undefined && !isCarrierType(opts.carrier))
    throw new ValidationError([{ field: '--carrier', issue: `must be one of ${listOf(CARRIER_TYPES)}` }]);
  const query = listQuery(
    'shipments',
    opts,
    { carrier: opts.carrier, scope: opts.scope, state: opts.state },
    await ctx.serviceNow(),
  );
  const { readPage } = await import('../../../api/index.js');
  const client = await ctx.client();
  if (opts.ref !== undefined || opts.order !== undefined) {
    if (opts.page !== undefined)
      throw new ValidationError([
        { field: '--page', issue: 'cannot be combined with --ref/--order, which read every page' },
      ]);
    show(
      ctx,
      await withSpinner(ctx.io, 'Searching every page of shipments', () => filtered(client, query, opts)),
    );
    return 0;
  }
  if (opts.all) {
    const all = await withSpinner(ctx.io, 'Fetching every page of shipments', () => readAll(client, query));
    show(ctx, all);
    return 0;
  }
  const res = await withSpinner(ctx.io, 'Fetching shipments', () =>
    client.request({ method: 'GET', path: '/v1/shipments', query }),
  );
  const { items, info } = readPage(res.data, ['shipments']);
  show(ctx, items as Shipment[]);
  nextPageHint(ctx, {
    noun: 'shipments',
    page: opts.page ?? 1,
    shown: items.length,
    limit: opts.limit ?? PAGE_LIMIT_DEFAULT,
    facts: { ...pageFactsFromHeaders(res.headers), ...info },
  });
  return 0;
}

async function readAll(client: ApiClient, query: Record<string, string | number>): Promise<Shipment[]> {
  const { shipments } = await import('../../../api/index.js');
  const out: Shipment[] = [];
  for await (const s of shipments.listAll(client, query)) out.push(s);
  return out;
}

function show(ctx: Context, rows: Shipment[]): void {
  printList(ctx, rows, shipmentColumns(ctx));
  if (rows.length === 0 && !ctx.globals.json)
    ctx.notices.dim('No shipments match (only the last 2 months are kept).');
}
