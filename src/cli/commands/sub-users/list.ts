import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { SUB_USER_COLUMNS } from './view.js';

export type SubUsersListOptions = Record<string, never>;

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('list')
    .description('List the sub-users of the main account')
    .addHelpText('after', examples('shipctl sub-users list', 'shipctl sub-users list --json'))
    .action(action(kit, () => ({}), run));
}

export async function run(_opts: SubUsersListOptions, ctx: Context): Promise<number> {
  const { subUsers } = await import('../../../api/index.js');
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, 'Fetching sub-users', () => subUsers.list(client));
  printList(ctx, rows, SUB_USER_COLUMNS, {
    empty: 'No sub-users. Add one with `shipctl sub-users create --email …`.',
  });
  return 0;
}
