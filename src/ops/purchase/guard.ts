// The duplicate guard: a ref number given by a person (or an agent) names an order; an active,
// real (not test) label that already carries it — made on any machine, by any command — means
// the order was shipped. Refused (exit 2, nothing sent) unless duplicates are allowed. Look-alike
// refs (ＤＵＰ－９００, DUPー900, a trailing zero-width space) are the same order (domain/ref.ts).
// A test label never holds an order back.
//
// The guard and the create it allows run under the ref's purchase lock (batch/ref-lock.ts):
// two purchases of one order on this machine — two terminals, an MCP server's confirmations
// sent at once — run one after the other, and the second one's guard sees the first one's label.
import type { Shipment, ShipmentRequest } from '../../contract/index.js';
import { messages } from '../../i18n/index.js';
import type { OpsContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { shipmentLabel } from '../lookup.js';
import { refLocksOf } from '../ref-locks.js';
import { findByRefCommand } from '../request/ref.js';
import { createOnce, type Created } from './create.js';

/** The active real labels that carry the ref (look-alikes included): the order was shipped by them. */
export async function shippedAs(ctx: OpsContext, ref: string): Promise<Shipment[]> {
  const { Ledger } = await import('../../batch/index.js');
  return new Ledger(await ctx.client()).shippedAs(ref);
}

/**
 * The order was shipped: the labels that carry its number. A face that words the way out its own
 * way (an agent has no --allow-duplicate-ref) reads `ref` and `shipments`; the message and hint
 * are the command line's.
 */
export class AlreadyShippedError extends CliError {
  override name = 'AlreadyShippedError';
  constructor(
    readonly ref: string,
    readonly shipments: readonly Shipment[],
  ) {
    const text = messages().shipping.ship;
    super(text.alreadyShipped(ref, shipments.map(shipmentLabel).join('; ')), {
      exitCode: EXIT.usage,
      hint: text.alreadyShippedHint(findByRefCommand(ref)),
    });
  }
}

/** Refuses (exit 2, AlreadyShippedError) when an active real label already carries the ref. */
export async function guardDuplicateRef(
  ctx: OpsContext,
  ref: string | undefined,
  options: { allow: boolean },
): Promise<void> {
  if (ref === undefined || ref === '' || options.allow) return;
  const found = await shippedAs(ctx, ref);
  if (found.length > 0) throw new AlreadyShippedError(ref, found);
}

export interface BuyOptions {
  /** Buy even when the order's ref is on an active label already. */
  allowDuplicateRef?: boolean;
  /** The ref a person gave, when the body's may be one shipctl made up (a fresh ref names no order). */
  givenRef?: string | undefined;
  /** Gives up while the create is in flight (else the context's signal). */
  signal?: AbortSignal | undefined;
}

/**
 * The one way a single label is bought: under the ref's lock, the duplicate guard, then the
 * create (reconciled by ref on an unknown outcome). A purchase of the same order elsewhere on
 * this machine is waited for; one that holds the lock too long is refused with nothing sent.
 */
export async function buyOnce(
  ctx: OpsContext,
  body: ShipmentRequest,
  options: BuyOptions = {},
): Promise<Created> {
  const ref = typeof body.setup.ref_number === 'string' ? body.setup.ref_number : undefined;
  const guarded = 'givenRef' in options ? options.givenRef : ref;
  const { RefLockBusyError } = await import('../../batch/ref-lock.js');
  const text = messages().shipping.ship;
  const client = await ctx.client();
  try {
    return await refLocksOf(ctx).hold(
      ref,
      async () => {
        await guardDuplicateRef(ctx, guarded, { allow: Boolean(options.allowDuplicateRef) });
        return createOnce(ctx, client, body, options.signal ?? ctx.signal);
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
