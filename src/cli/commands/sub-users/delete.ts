import { subUsers } from '../../../api/index.js';
import { confirmOrCancel } from '../../prompts/confirm.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import type { deleteSubUser } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof deleteSubUser>, ctx: Context): Promise<number> {
  await confirmOrCancel(
    ctx,
    messages().admin.subUsers.deleteQuestion,
    async () => {
      const u = await subUsers.get(await ctx.client(), input.id);
      return messages().admin.subUsers.described(u.id, u.email);
    },
    messages().admin.subUsers.byId(input.id),
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, messages().admin.subUsers.deleting(input.id), () =>
    subUsers.delete(client, input.id),
  );
  if (ctx.globals.json) printJson(ctx.io, message);
  else
    ctx.notices.success(typeof message === 'string' ? message : messages().admin.subUsers.deleted(input.id));
  return 0;
}
