import { subUsers } from '../../../api/index.js';
import { confirmOrCancel } from '../../prompts/confirm.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import type { deleteSubUser } from './index.js';

export async function run(input: Input<typeof deleteSubUser>, ctx: Context): Promise<number> {
  await confirmOrCancel(
    ctx,
    (what) => `Delete ${what}? Its token stops working.`,
    async () => {
      const u = await subUsers.get(await ctx.client(), input.id);
      return `sub-user ${u.id} (${u.email ?? 'no e-mail'})`;
    },
    `sub-user ${input.id}`,
  );
  const client = await ctx.client();
  const message = await withSpinner(ctx.io, `Deleting ${input.id}`, () => subUsers.delete(client, input.id));
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(typeof message === 'string' ? message : `Deleted sub-user ${input.id}`);
  return 0;
}
