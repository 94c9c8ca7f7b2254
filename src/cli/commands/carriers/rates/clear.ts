import { carriers } from '../../../../api/index.js';
import { messageText } from '../../../../contract/index.js';
import { confirmOrCancel } from '../../../prompts/confirm.js';
import type { Context } from '../../../context.js';
import type { Input } from '../../../define.js';
import { printJson } from '../../../output/json.js';
import { withSpinner } from '../../../output/spinner.js';
import { findAccount, shownCarrierName } from '../../../shared/carrier-accounts.js';
import type { clear } from './index.js';
import { messages } from '../../../../i18n/index.js';

export async function run(input: Input<typeof clear>, ctx: Context): Promise<number> {
  const text = messages().admin;
  await confirmOrCancel(
    ctx,
    text.rates.clearQuestion,
    async () => {
      const a = await findAccount(await ctx.client(), input.id);
      return text.carriers.accountNamed(shownCarrierName(a.type), a.id);
    },
    text.carriers.accountById(input.id),
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, text.rates.clearing, () => carriers.clearRates(client, input.id));
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(messageText(message));
  return 0;
}
