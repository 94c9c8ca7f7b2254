import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { matchesText, readWindow } from '../../lookup/shipments.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { shipmentColumns } from '../../shared/shipment-text.js';
import type { Input } from '../../define.js';
import type { find } from './index.js';

export async function run(input: Input<typeof find>, ctx: Context): Promise<number> {
  if (input.text.trim() === '') throw new UsageError('nothing to find: give a ref, tracking number or name');
  const client = await ctx.client();
  const all = await withSpinner(ctx.io, 'Searching every page of shipments', () =>
    readWindow(client, { state: input.state }),
  );
  const found = all.filter((s) => matchesText(s, input.text));
  printList(ctx, found, shipmentColumns(ctx));
  if (found.length === 0 && !ctx.globals.json)
    ctx.notices.dim(`No shipment of the last 2 months matches "${input.text}".`);
  return 0;
}
