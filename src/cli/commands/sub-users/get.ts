import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { SUB_USER_COLUMNS } from './view.js';

export interface SubUsersGetOptions {
  id: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('get')
    .description('Show one sub-user')
    .argument('<id>', 'sub-user ID (`shipctl sub-users list`)')
    .addHelpText('after', examples('shipctl sub-users get 7d1e0c2a', 'shipctl sub-users get 7d1e0c2a --json'))
    .action(action(kit, (id: string) => ({ id }), run));
}

export async function run(opts: SubUsersGetOptions, ctx: Context): Promise<number> {
  const { subUsers } = await import('../../../api/index.js');
  const client = await ctx.client();
  const user = await withSpinner(ctx.io, 'Fetching the sub-user', () => subUsers.get(client, opts.id));
  printList(ctx, [user], SUB_USER_COLUMNS, { json: user });
  return 0;
}
