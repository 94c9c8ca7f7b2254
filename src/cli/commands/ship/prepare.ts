// The shipment body before prompts: --input, saved records, flags and the
// profile's defaults (src/cli/request); the operations settle and check it after them.
import type { Problem } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { readJsonInput } from '../../input/json-input.js';
import { shipmentProblems } from '../../../ops/purchase.js';
import { buildShipmentRequest, chooseSender, withFlags } from '../../request/index.js';
import { isRecord, type Body, type MeasuredParcel } from '../../../ops/request/index.js';
import type { ShipOptions } from './index.js';
import { messages } from '../../../i18n/index.js';
import { IO_FLAGS, SHIPMENT_FLAGS } from '../../shared/flags.js';

export interface Prepared {
  body: Body;
  /** Problems met while building (bad flag values, unknown ids). */
  problems: Problem[];
  senderLabel?: string;
  /** The sender's warehouse: from_address is written again for the route once the prompts are done. */
  senderWarehouse?: Body;
  /** Domestic: the measured sides (--size); the body carries only the pack size. */
  sides?: [number, number, number];
  /** Domestic: what --size and --weight measured, fitted to the service once it is chosen. */
  parcel?: MeasuredParcel;
}

export async function prepareShipment(options: ShipOptions, ctx: Context): Promise<Prepared> {
  const stored = ctx.settings().defaults;
  const input = options.input
    ? await readJsonInput(ctx, options.input, IO_FLAGS.input.long, { terminal: true })
    : undefined;
  const sender = chooseSender({
    warehouseFlag: options.fromWarehouse,
    addressFlag: options.fromAddress,
    given: isRecord(input) && isRecord(input.from_address),
    stored: { from_warehouse: stored.from_warehouse.value, from_address: stored.from_address.value },
  });
  const built = await buildShipmentRequest(() => ctx.client(), {
    mode: 'shipment',
    input,
    flags: options,
    ...(options.toAddress ? { toAddressId: options.toAddress } : {}),
    sender,
    defaults: {
      currency: stored.currency.value,
      // --cheapest compares every carrier: a stored default carrier would narrow it.
      carrier: options.cheapest ? undefined : stored.carrier.value,
    },
    now: await ctx.serviceNow(),
  });
  for (const w of built.warnings) ctx.notices.warn(w);
  // An unknown or ambiguous --to-address says all there is to say: not the recipient fields it left empty.
  const lookup = options.toAddress ? built.problems.filter((p) => p.field === 'to_address') : [];
  if (lookup.length > 0) throw new ValidationError(lookup, messages().shipping.ship.recipientUnclear);
  return {
    body: built.body,
    problems: built.problems,
    ...(built.senderLabel ? { senderLabel: built.senderLabel } : {}),
    ...(built.senderWarehouse ? { senderWarehouse: built.senderWarehouse } : {}),
    ...(built.sides ? { sides: built.sides } : {}),
    ...(built.parcel ? { parcel: built.parcel } : {}),
  };
}

/** Ship's own wording where the shared flag table is not enough, in the reader's language. */
export function shipFlags(): Record<string, string> {
  const flags = messages().shipping.ship.flags;
  const sender = flags.fromAddress(SHIPMENT_FLAGS.fromWarehouse.long, SHIPMENT_FLAGS.fromAddress.long);
  return {
    'setup.service': flags.service(SHIPMENT_FLAGS.service.long, IO_FLAGS.cheapest.long),
    'setup.carrier': SHIPMENT_FLAGS.carrier.long,
    from_address: sender,
    // ship has no --from-zip/--from-province: the sender is a saved place.
    'from_address.country': sender,
    'from_address.zip': sender,
    'from_address.province': sender,
    to_address: flags.toAddress(SHIPMENT_FLAGS.toAddress.long),
  };
}

/** Throws ValidationError (exit 2, nothing sent) listing every problem with its flag. */
export function assertValid(ctx: Context, prepared: Prepared): void {
  const problems = shipmentProblems(ctx, prepared.body, prepared.problems, prepared.sides);
  if (problems.length > 0)
    throw new ValidationError(withFlags(problems, shipFlags()), messages().shipping.ship.invalid);
}
