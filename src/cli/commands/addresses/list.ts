import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { ADDRESS_COLUMNS } from './view.js';

export type AddressesListOptions = Record<string, never>;

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('list')
    .description('List the saved addresses of the address book')
    .addHelpText('after', examples('shipctl addresses list', 'shipctl addresses list --json'))
    .action(action(kit, () => ({}), run));
}

export async function run(_opts: AddressesListOptions, ctx: Context): Promise<number> {
  const { addresses } = await import('../../../api/index.js');
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, 'Fetching addresses', () => addresses.list(client));
  printList(ctx, rows, ADDRESS_COLUMNS, {
    empty: 'The address book is empty. Add one with `shipctl addresses add`.',
  });
  return 0;
}
