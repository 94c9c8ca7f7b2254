// The duplicate guard: a ref number given by the user (--ref, or setup.ref_number in --input)
// names an order; an active, real (not test) label that already carries it — made on any
// machine, by any command — means the order was shipped. Refused (exit 2, nothing sent) unless
// --allow-duplicate-ref. Look-alike refs (ＤＵＰ－９００, DUPー900, a trailing zero-width space)
// are the same order (domain/ref.ts). A test label never holds an order back.
import type { ApiClient } from '../../../api/client.js';
import { shipmentLabel } from '../../lookup/shipments.js';
import { CliError, EXIT } from '../../errors.js';
import { withSpinner } from '../../output/spinner.js';
import type { Context } from '../../context.js';
import { findByRefCommand } from '../../request/ref.js';
import { messages } from '../../../i18n/index.js';

export async function guardDuplicateRef(
  client: ApiClient,
  ref: string | undefined,
  options: { allow: boolean },
  ctx: Context,
): Promise<void> {
  if (ref === undefined || ref === '' || options.allow) return;
  const { Ledger } = await import('../../../batch/index.js');
  const found = await withSpinner(ctx.io, messages().shipping.ship.checkingRef(ref), () =>
    new Ledger(client).shippedAs(ref),
  );
  if (found.length === 0) return;
  const text = messages().shipping.ship;
  throw new CliError(text.alreadyShipped(ref, found.map(shipmentLabel).join('; ')), {
    exitCode: EXIT.usage,
    hint: text.alreadyShippedHint(findByRefCommand(ref)),
  });
}
