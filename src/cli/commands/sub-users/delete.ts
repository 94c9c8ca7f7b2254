import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import { confirmOrCancel } from '../../prompts/confirm.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';

export interface SubUsersDeleteOptions {
  id: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('delete')
    .description('Delete a sub-user (DELETE /v1/sub-users/:id); its token stops working. Asks first')
    .argument('<id>', 'sub-user ID (`shipctl sub-users list`)')
    .addHelpText(
      'after',
      examples('shipctl sub-users delete 7d1e0c2a', 'shipctl sub-users delete 7d1e0c2a --yes'),
    )
    .action(action(kit, (id: string) => ({ id }), run));
}

export async function run(opts: SubUsersDeleteOptions, ctx: Context): Promise<number> {
  const { subUsers } = await import('../../../api/index.js');
  await confirmOrCancel(
    ctx,
    (what) => `Delete ${what}? Its token stops working.`,
    async () => {
      const u = await subUsers.get(await ctx.client(), opts.id);
      return `sub-user ${u.id} (${u.email ?? 'no e-mail'})`;
    },
    `sub-user ${opts.id}`,
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, `Deleting ${opts.id}`, () => subUsers.delete(client, opts.id));
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(typeof message === 'string' ? message : `Deleted sub-user ${opts.id}`);
  return 0;
}
