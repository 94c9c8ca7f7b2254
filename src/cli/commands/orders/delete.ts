import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import { normalizeRecordId } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { withSpinner } from '../../output/spinner.js';
import { confirmOrCancel, deleteAndReport } from '../../prompts/confirm.js';

export interface OrdersDeleteOptions {
  id: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('delete')
    .alias('rm')
    .description('Delete an order; asks first on a terminal, --yes skips the question')
    .argument('<id>', 'order ID (API-…)')
    .addHelpText(
      'after',
      examples('shipctl orders delete API-AB12CD34EF', 'shipctl orders delete API-AB12CD34EF --yes'),
    )
    .action(action(kit, (id: string): OrdersDeleteOptions => ({ id: normalizeRecordId(id) }), run));
}

export async function run(opts: OrdersDeleteOptions, ctx: Context): Promise<number> {
  const { orders } = await import('../../../api/index.js');
  await confirmOrCancel(
    ctx,
    (what) => `Delete order ${what}?`,
    async () => opts.id,
    opts.id,
  );
  const client = await ctx.client();
  return deleteAndReport(ctx, `Order ${opts.id}`, () =>
    withSpinner(ctx.io, `Deleting ${opts.id}`, () => orders.delete(client, opts.id)),
  );
}
