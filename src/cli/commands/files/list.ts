import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { FILE_COLUMNS } from './view.js';

export type FilesListOptions = Record<string, never>;

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('list')
    .description('List uploaded logo and signature images (--json includes the Base64 data)')
    .addHelpText('after', examples('shipctl files list', "shipctl files list --json | jq -r '.[] | .id'"))
    .action(action(kit, () => ({}), run));
}

export async function run(_opts: FilesListOptions, ctx: Context): Promise<number> {
  const { files } = await import('../../../api/index.js');
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, 'Fetching files', () => files.list(client));
  printList(ctx, rows, FILE_COLUMNS, {
    empty: 'No files. Upload one with `shipctl files upload PATH --type logo`.',
  });
  return 0;
}
