import { subUsers } from '../../../api/index.js';
import { confirmOrCancel } from '../../prompts/confirm.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { checkSaveProfile, printTokenOnce, saveToken } from './token.js';
import type { regenerateToken } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof regenerateToken>, ctx: Context): Promise<number> {
  const target = checkSaveProfile(ctx, input.saveProfile);
  await confirmOrCancel(
    ctx,
    messages().admin.subUsers.regenerateQuestion,
    async () => {
      const u = await subUsers.get(await ctx.client(), input.id);
      return messages().admin.subUsers.described(u.id, u.email);
    },
    messages().admin.subUsers.byId(input.id),
  );
  const client = await ctx.client();
  // Not retried after an ambiguous failure (src/api): a second call would void the first token.
  const { token } = await withSpinner(ctx.io, messages().admin.subUsers.regenerating, () =>
    subUsers.regenerateToken(client, input.id),
  );
  ctx.addSecret(token);
  if (target) {
    await saveToken(ctx, target, token);
    if (ctx.globals.json) printJson(ctx.io, { id: input.id, saved_to_profile: target.profile });
  } else if (ctx.globals.json) printJson(ctx.io, { token });
  else printTokenOnce(ctx, token);
  return 0;
}
