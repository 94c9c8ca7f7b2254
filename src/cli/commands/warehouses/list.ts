import { warehouses } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { list } from './index.js';
import { warehouseColumns } from './view.js';
import { messages } from '../../../i18n/index.js';

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, messages().admin.warehouses.fetching, () => warehouses.list(client));
  printList(ctx, rows, warehouseColumns(), { empty: messages().admin.warehouses.empty });
  return 0;
}
