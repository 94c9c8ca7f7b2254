import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { ACCOUNT_COLUMNS } from '../../shared/carrier-accounts.js';

export type CarriersListOptions = Record<string, never>;

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('list')
    .description('List the carrier accounts (credentials masked, as the API returns them)')
    .addHelpText(
      'after',
      examples(
        'shipctl carriers list',
        'shipctl carriers list --json | jq -r \'.[] | select(.type=="yamato") | .id\'',
      ),
    )
    .action(action(kit, () => ({}), run));
}

export async function run(_opts: CarriersListOptions, ctx: Context): Promise<number> {
  const { carriers } = await import('../../../api/index.js');
  const client = await ctx.client();
  const accounts = await withSpinner(ctx.io, 'Fetching carrier accounts', () => carriers.list(client));
  printList(ctx, accounts, ACCOUNT_COLUMNS, {
    empty: 'No carrier accounts. Add one with `shipctl carriers add`.',
  });
  return 0;
}
