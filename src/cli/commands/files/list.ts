import { files } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { list } from './index.js';
import { FILE_COLUMNS } from './view.js';

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, 'Fetching files', () => files.list(client));
  printList(ctx, rows, FILE_COLUMNS, {
    empty: 'No files. Upload one with `shipctl files upload PATH --type logo`.',
  });
  return 0;
}
