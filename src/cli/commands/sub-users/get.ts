import { subUsers } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { get } from './index.js';
import { SUB_USER_COLUMNS } from './view.js';

export async function run(input: Input<typeof get>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const user = await withSpinner(ctx.io, 'Fetching the sub-user', () => subUsers.get(client, input.id));
  printList(ctx, [user], SUB_USER_COLUMNS, { json: user });
  return 0;
}
