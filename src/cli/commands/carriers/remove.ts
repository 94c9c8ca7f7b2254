import { carriers } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { carrierName, findAccount } from '../../shared/carrier-accounts.js';
import { confirmOrCancel } from '../../prompts/confirm.js';
import type { remove } from './index.js';

export async function run(input: Input<typeof remove>, ctx: Context): Promise<number> {
  await confirmOrCancel(
    ctx,
    (what) => `Delete ${what}? Labels can no longer be created with it.`,
    async () => {
      const a = await findAccount(await ctx.client(), input.id);
      return `the ${carrierName(a.type)} account ${a.id}`;
    },
    `carrier account ${input.id}`,
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, `Deleting ${input.id}`, () => carriers.delete(client, input.id));
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(typeof message === 'string' ? message : `Deleted carrier account ${input.id}`);
  return 0;
}
