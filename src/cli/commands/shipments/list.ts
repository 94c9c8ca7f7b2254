import type { ApiClient } from '../../../api/index.js';
import type { Shipment } from '../../../contract/index.js';
import { CARRIER_TYPES, PAGE_LIMIT_DEFAULT, isCarrierType, listOf } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { listQuery, nextPageHint, pageFactsFromHeaders } from '../../shared/list-flags.js';
import { filtered } from './list-filter.js';
import { shipmentColumns } from '../../shared/shipment-text.js';
import { flagNames, type Input } from '../../define.js';
import { ORDER, type list } from './index.js';
import { LIST_FLAGS, SHIPMENT_FLAGS } from '../../shared/flags.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof list>, ctx: Context): Promise<number> {
  if (input.carrier !== undefined && !isCarrierType(input.carrier))
    throw new ValidationError([
      {
        field: SHIPMENT_FLAGS.carrier.long,
        issue: messages().shipping.checks.oneOfCarriers(listOf(CARRIER_TYPES)),
      },
    ]);
  const query = listQuery(
    'shipments',
    input,
    { carrier: input.carrier, scope: input.scope, state: input.state },
    await ctx.serviceNow(),
  );
  const { readPage } = await import('../../../api/index.js');
  const client = await ctx.client();
  if (input.ref !== undefined || input.order !== undefined) {
    if (input.page !== undefined)
      throw new ValidationError([
        {
          field: LIST_FLAGS.page.long,
          issue: messages().shipping.checks.pageWithRef(
            flagNames([SHIPMENT_FLAGS.ref, ORDER]),
            LIST_FLAGS.page.long,
          ),
        },
      ]);
    show(
      ctx,
      await withSpinner(ctx.io, messages().shipping.shipmentText.searching, () =>
        filtered(client, query, input),
      ),
    );
    return 0;
  }
  if (input.all) {
    const all = await withSpinner(ctx.io, messages().shipping.shipmentText.fetchingAll, () =>
      readAll(client, query),
    );
    show(ctx, all);
    return 0;
  }
  const res = await withSpinner(ctx.io, messages().shipping.shipmentText.fetching, () =>
    client.request({ method: 'GET', path: '/v1/shipments', query }),
  );
  const { items, info } = readPage(res.data, ['shipments']);
  show(ctx, items as Shipment[]);
  nextPageHint(ctx, {
    noun: 'shipments',
    page: input.page ?? 1,
    shown: items.length,
    limit: input.limit ?? PAGE_LIMIT_DEFAULT,
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
  if (rows.length === 0 && !ctx.globals.json) ctx.notices.dim(messages().shipping.shipmentText.noneMatch);
}
