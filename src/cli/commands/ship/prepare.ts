// The shipment body before prompts: --input, saved records, flags and the
// profile's defaults (src/cli/request), and after them the checks that decide
// whether it may be sent.
import {
  keeping,
  CARRIERS,
  COOLED_SERVICES,
  RATES_REGULAR_ONLY,
  serviceConflicts,
  type Problem,
} from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { readJsonInput } from '../../input/json-input.js';
import { enforceRules } from '../../../ops/request/rules.js';
import {
  buildShipmentRequest,
  carrierOf,
  checkRequest,
  chooseSender,
  isMissing,
  isParcelLine,
  isRecord,
  objectAt,
  withFlags,
  type Body,
  type MeasuredParcel,
} from '../../request/index.js';
import type { ShipOptions } from './index.js';
import { messages } from '../../../i18n/index.js';
import { issueText } from '../../../i18n/issues.js';

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
    ? await readJsonInput(ctx, options.input, '--input', { terminal: true })
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

/**
 * Without a terminal, `--carrier sagawa` alone means the carrier's standard
 * service (the one the API quotes for it: sagawa_regular, yamato_regular,
 * yuupack_regular) or its only one; other carriers need --service.
 */
export function defaultService(body: Body, ctx: Context): void {
  const setup = objectAt(body, 'setup');
  const carrier = carrierOf(body);
  if (!carrier || !isMissing(setup.service)) return;
  const services = CARRIERS[carrier].services;
  // --cool fresh/frozen with a carrier that has a cooled service means that service (sagawa_frozen…).
  const cooled = Object.entries(COOLED_SERVICES).find(
    ([code, temp]) => temp === setup.cool_options && code.startsWith(`${carrier}_`),
  )?.[0];
  const standard =
    cooled ?? RATES_REGULAR_ONLY[carrier] ?? (services.length === 1 ? services[0]!.code : undefined);
  if (!standard) return;
  setup.service = standard;
  ctx.notices.dim(
    messages().shipping.ship.defaultService(
      standard,
      carrier,
      cooled ? String(setup.cool_options) : undefined,
    ),
  );
}

/** Ship's own wording where the shared flag table is not enough, in the reader's language. */
export function shipFlags(): Record<string, string> {
  const flags = messages().shipping.ship.flags;
  return {
    'setup.service': flags.service,
    'setup.carrier': '--carrier',
    from_address: flags.fromAddress,
    // ship has no --from-zip/--from-province: the sender is a saved place.
    'from_address.country': flags.fromAddress,
    'from_address.zip': flags.fromAddress,
    'from_address.province': flags.fromAddress,
    to_address: flags.toAddress,
  };
}

/** Throws ValidationError (exit 2, nothing sent) listing every problem with its flag. */
export function assertValid(
  body: Body,
  built: readonly Problem[],
  ctx: Context,
  sides?: readonly [number, number, number],
): void {
  const check = checkRequest(body, built, { mode: 'shipment', now: ctx.now() });
  // The measured sides (--size) are not in a domestic body; the service's limits still apply to them.
  const service = objectAt(body, 'setup').service;
  if (sides && typeof service === 'string') {
    const seen = new Set(check.problems.map((p) => p.field));
    check.problems.push(...serviceConflicts(service, body, sides).filter((p) => !seen.has(p.field)));
  }
  const carrier = carrierOf(body);
  // Products that only carry --weight are no contents list to fix: the service is what to change.
  const weightOnly = Array.isArray(body.products) && body.products.every(isParcelLine);
  const problems = enforceRules(check.problems, 'shipment', ctx).map((p) =>
    p.field === 'setup.service' && carrier && isMissing(objectAt(body, 'setup').service)
      ? {
          field: p.field,
          issue: messages().shipping.ship.requiredFor(
            carrier,
            CARRIERS[carrier].services.map((s) => s.code).join(', '),
          ),
        }
      : weightOnly && p.field === 'products'
        ? keeping({ field: 'setup.service', issue: p.issue }, p.said)
        : p,
  );
  if (problems.length > 0)
    throw new ValidationError(withFlags(problems, shipFlags()), messages().shipping.ship.invalid);
  for (const w of check.warnings) ctx.notices.warn(`${w.field}: ${issueText(w)}`);
}
