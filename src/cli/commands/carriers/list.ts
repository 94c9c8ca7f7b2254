import { carriers } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { ACCOUNT_COLUMNS } from '../../shared/carrier-accounts.js';
import type { list } from './index.js';

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const accounts = await withSpinner(ctx.io, 'Fetching carrier accounts', () => carriers.list(client));
  printList(ctx, accounts, ACCOUNT_COLUMNS, {
    empty: 'No carrier accounts. Add one with `shipctl carriers add`.',
  });
  return 0;
}
