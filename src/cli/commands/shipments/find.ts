import type { Context } from '../../context.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { matchesText, readWindow } from '../../../ops/lookup.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { shipmentColumns } from '../../shared/shipment-text.js';
import type { Input } from '../../define.js';
import type { find } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof find>, ctx: Context): Promise<number> {
  if (input.text.trim() === '') throw new UsageError(messages().shipping.shipmentText.nothingToFind);
  const client = await ctx.client();
  const all = await withSpinner(ctx.io, messages().shipping.shipmentText.searching, () =>
    readWindow(client, { state: input.state }),
  );
  const found = all.filter((s) => matchesText(s, input.text));
  printList(ctx, found, shipmentColumns(ctx));
  if (found.length > 0) return 0;
  // Nothing found is an answer a script must see: exit 4, as for an id that does not exist.
  const text = messages().shipping.shipmentText;
  throw new CliError(text.noneFound(input.text), { exitCode: EXIT.notFound, hint: text.noneFoundHint });
}
