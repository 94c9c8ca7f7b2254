import { carriers } from '../../../../api/index.js';
import { messageText } from '../../../../contract/index.js';
import { confirmOrCancel } from '../../../prompts/confirm.js';
import type { Context } from '../../../context.js';
import type { Input } from '../../../define.js';
import { printJson } from '../../../output/json.js';
import { withSpinner } from '../../../output/spinner.js';
import { carrierName, findAccount } from '../../../shared/carrier-accounts.js';
import type { clear } from './index.js';

export async function run(input: Input<typeof clear>, ctx: Context): Promise<number> {
  await confirmOrCancel(
    ctx,
    (what) => `Delete the negotiated rates of ${what}? Standard rates apply again.`,
    async () => {
      const a = await findAccount(await ctx.client(), input.id);
      return `the ${carrierName(a.type)} account ${a.id}`;
    },
    `carrier account ${input.id}`,
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, 'Clearing rates', () => carriers.clearRates(client, input.id));
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(messageText(message));
  return 0;
}
