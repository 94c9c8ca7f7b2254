import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { carrierName, findAccount } from '../../shared/carrier-accounts.js';
import { confirmOrCancel } from '../../prompts/confirm.js';

export interface CarriersRemoveOptions {
  id: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('remove')
    .description('Delete a carrier account (DELETE /v1/carriers/:id); asks first, --yes skips the question')
    .argument('<id>', 'carrier account ID (`shipctl carriers list`)')
    .addHelpText(
      'after',
      examples('shipctl carriers remove 4f9c2a1b', 'shipctl carriers remove 4f9c2a1b --yes'),
    )
    .action(action(kit, (id: string) => ({ id }), run));
}

export async function run(opts: CarriersRemoveOptions, ctx: Context): Promise<number> {
  const { carriers } = await import('../../../api/index.js');
  await confirmOrCancel(
    ctx,
    (what) => `Delete ${what}? Labels can no longer be created with it.`,
    async () => {
      const a = await findAccount(await ctx.client(), opts.id);
      return `the ${carrierName(a.type)} account ${a.id}`;
    },
    `carrier account ${opts.id}`,
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, `Deleting ${opts.id}`, () => carriers.delete(client, opts.id));
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(typeof message === 'string' ? message : `Deleted carrier account ${opts.id}`);
  return 0;
}
