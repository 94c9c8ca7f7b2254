import { addresses } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { list } from './index.js';
import { ADDRESS_COLUMNS } from './view.js';

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, 'Fetching addresses', () => addresses.list(client));
  printList(ctx, rows, ADDRESS_COLUMNS, {
    empty: 'The address book is empty. Add one with `shipctl addresses add`.',
  });
  return 0;
}
