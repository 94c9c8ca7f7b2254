import { warehouses } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { list } from './index.js';
import { WAREHOUSE_COLUMNS } from './view.js';

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, 'Fetching warehouses', () => warehouses.list(client));
  printList(ctx, rows, WAREHOUSE_COLUMNS, { empty: 'No warehouses. Add one with `shipctl warehouses add`.' });
  return 0;
}
