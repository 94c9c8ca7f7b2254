// The duplicate guard: a ref number given by the user (--ref, or setup.ref_number in --input)
// names an order; an active, real (not test) label that already carries it — made on any
// machine, by any command — means the order was shipped. Refused (exit 2, nothing sent) unless
// --allow-duplicate-ref. Look-alike refs (ＤＵＰ－９００, DUPー900, a trailing zero-width space)
// are the same order (domain/ref.ts). A test label never holds an order back.
//
// The guard and the create it allows run under the ref's purchase lock (batch/ref-lock.ts):
// two purchases of one order on this machine — two terminals, an MCP server's confirmations
// sent at once — run one after the other, and the second one's guard sees the first one's label.
import type { ApiClient } from '../../../api/client.js';
import type { ShipmentRequest } from '../../../contract/index.js';
import { shipmentLabel } from '../../../ops/lookup.js';
import { CliError, EXIT } from '../../errors.js';
import { withSpinner } from '../../output/spinner.js';
import type { Context } from '../../context.js';
import { findByRefCommand } from '../../../ops/request/ref.js';
import { messages } from '../../../i18n/index.js';
import { refLocksOf } from '../../../ops/ref-locks.js';
import type { Created } from './send.js';

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

/**
 * The one way a single label is bought (`ship`, MCP create_shipment): under the ref's lock, the
 * duplicate guard, then the create (send.ts). A purchase of the same order elsewhere on this
 * machine is waited for; one that holds the lock too long is refused with nothing sent.
 */
export async function buyOnce(
  client: ApiClient,
  body: ShipmentRequest,
  options: {
    allow: boolean;
    /** The ref a person gave, when the body's may be one shipctl made up (a fresh ref names no order). */
    givenRef?: string | undefined;
  },
  ctx: Context,
): Promise<Created> {
  const ref = typeof body.setup.ref_number === 'string' ? body.setup.ref_number : undefined;
  const guarded = 'givenRef' in options ? options.givenRef : ref;
  const [{ createOnce }, { RefLockBusyError }] = await Promise.all([
    import('./send.js'),
    import('../../../batch/ref-lock.js'),
  ]);
  const text = messages().shipping.ship;
  try {
    return await refLocksOf(ctx).hold(
      ref,
      async () => {
        await guardDuplicateRef(client, guarded, options, ctx);
        return createOnce(client, body, ctx);
      },
      { onWait: (holder) => ctx.notices.info(text.waitingForRef(String(ref), holder.pid)) },
    );
  } catch (err) {
    if (err instanceof RefLockBusyError)
      throw new CliError(text.refBusy(err.ref, err.ownerPid), {
        exitCode: EXIT.failure,
        hint: text.alreadyShippedHint(findByRefCommand(err.ref)),
      });
    throw err;
  }
}
