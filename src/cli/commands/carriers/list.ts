import { carriers } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { accountColumns } from '../../shared/carrier-accounts.js';
import type { list } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  const text = messages().admin.carriers;
  const client = await ctx.client();
  const accounts = await withSpinner(ctx.io, text.fetching, () => carriers.list(client));
  printList(ctx, accounts, accountColumns(), {
    empty: text.empty,
  });
  return 0;
}
