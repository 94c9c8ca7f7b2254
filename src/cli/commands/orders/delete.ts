import { orders } from '../../../api/index.js';
import { normalizeRecordId } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { withSpinner } from '../../output/spinner.js';
import { confirmOrCancel, deleteAndReport } from '../../prompts/confirm.js';
import type { deleteOrder } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof deleteOrder>, ctx: Context): Promise<number> {
  // An id as typed (any case or width) is the record's id.
  const id = normalizeRecordId(input.id);
  const text = messages().shipping.orders;
  await confirmOrCancel(
    ctx,
    (what) => text.deleteQuestion(what),
    async () => id,
    id,
  );
  const client = await ctx.client();
  return deleteAndReport(
    ctx,
    (words) => words.orders.deleteSubject(id),
    () => withSpinner(ctx.io, text.deleting(id), () => orders.delete(client, id)),
  );
}
