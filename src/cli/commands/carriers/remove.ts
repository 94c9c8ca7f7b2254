import { carriers } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { findAccount, shownCarrierName } from '../../shared/carrier-accounts.js';
import { confirmOrCancel } from '../../prompts/confirm.js';
import type { remove } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof remove>, ctx: Context): Promise<number> {
  const text = messages().admin.carriers;
  await confirmOrCancel(
    ctx,
    text.deleteQuestion,
    async () => {
      const a = await findAccount(await ctx.client(), input.id);
      return text.accountNamed(shownCarrierName(a.type), a.id);
    },
    text.accountById(input.id),
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, text.deleting(input.id), () => carriers.delete(client, input.id));
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(typeof message === 'string' ? message : text.deleted(input.id));
  return 0;
}
