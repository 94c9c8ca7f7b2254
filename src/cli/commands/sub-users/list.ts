import { subUsers } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { list } from './index.js';
import { SUB_USER_COLUMNS } from './view.js';

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, 'Fetching sub-users', () => subUsers.list(client));
  printList(ctx, rows, SUB_USER_COLUMNS, {
    empty: 'No sub-users. Add one with `shipctl sub-users create --email …`.',
  });
  return 0;
}
