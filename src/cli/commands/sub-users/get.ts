import { subUsers } from '../../../api/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { get } from './index.js';
import { subUserColumns } from './view.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof get>, ctx: Context): Promise<number> {
  const client = await ctx.client();
  const user = await withSpinner(ctx.io, messages().admin.subUsers.fetchingOne, () =>
    subUsers.get(client, input.id),
  );
  printList(ctx, [user], subUserColumns(), { json: user });
  return 0;
}
