import { files } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { list } from './index.js';
import { fileColumns } from './view.js';
import { messages } from '../../../i18n/index.js';

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, messages().admin.files.fetching, () => files.list(client));
  printList(ctx, rows, fileColumns(), {
    empty: messages().admin.files.empty,
  });
  return 0;
}
