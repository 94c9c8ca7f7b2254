import type { Context } from '../../context.js';
import { CliError, EXIT } from '../../errors.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { shipmentColumns } from '../../shared/shipment-text.js';
import { findShipments } from '../../../ops/shipments.js';
import type { Input } from '../../define.js';
import type { find } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof find>, ctx: Context): Promise<number> {
  const found = await withSpinner(ctx.io, messages().shipping.shipmentText.searching, () =>
    findShipments(ctx, { text: input.text, ...(input.state ? { state: input.state } : {}) }),
  );
  printList(ctx, found, shipmentColumns(ctx));
  if (found.length > 0) return 0;
  // Nothing found is an answer a script must see: exit 4, as for an id that does not exist.
  const text = messages().shipping.shipmentText;
  throw new CliError(text.noneFound(input.text), { exitCode: EXIT.notFound, hint: text.noneFoundHint });
}
