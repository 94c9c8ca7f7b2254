import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import { confirmOrCancel } from '../../../prompts/confirm.js';
import type { Context } from '../../../context.js';
import { printJson } from '../../../output/json.js';
import { withSpinner } from '../../../output/spinner.js';
import { carrierName, findAccount } from '../../../shared/carrier-accounts.js';

export interface CarriersRatesClearOptions {
  id: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('clear')
    .description('Delete the negotiated rates of an account (standard rates apply again); asks first')
    .argument('<id>', 'carrier account ID (`shipctl carriers list`)')
    .addHelpText(
      'after',
      examples('shipctl carriers rates clear 4f9c2a1b', 'shipctl carriers rates clear 4f9c2a1b --yes'),
    )
    .action(action(kit, (id: string) => ({ id }), run));
}

export async function run(opts: CarriersRatesClearOptions, ctx: Context): Promise<number> {
  const [{ carriers }, { messageText }] = await Promise.all([
    import('../../../../api/index.js'),
    import('../../../../contract/index.js'),
  ]);
  await confirmOrCancel(
    ctx,
    (what) => `Delete the negotiated rates of ${what}? Standard rates apply again.`,
    async () => {
      const a = await findAccount(await ctx.client(), opts.id);
      return `the ${carrierName(a.type)} account ${a.id}`;
    },
    `carrier account ${opts.id}`,
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, 'Clearing rates', () => carriers.clearRates(client, opts.id));
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(messageText(message));
  return 0;
}
