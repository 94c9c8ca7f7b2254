import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { WAREHOUSE_COLUMNS } from './view.js';

export type WarehousesListOptions = Record<string, never>;

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('list')
    .description('List the warehouses (sender addresses; the first is the default sender of orders)')
    .addHelpText(
      'after',
      examples('shipctl warehouses list', "shipctl warehouses list --json | jq -r '.[0].id'"),
    )
    .action(action(kit, () => ({}), run));
}

export async function run(_opts: WarehousesListOptions, ctx: Context): Promise<number> {
  const { warehouses } = await import('../../../api/index.js');
  const client = await ctx.client();
  const rows = await withSpinner(ctx.io, 'Fetching warehouses', () => warehouses.list(client));
  printList(ctx, rows, WAREHOUSE_COLUMNS, { empty: 'No warehouses. Add one with `shipctl warehouses add`.' });
  return 0;
}
