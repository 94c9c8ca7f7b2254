// Every step between a filled draft and the body a purchase sends that asks nobody anything:
// the default service, the sender for the route, the parcel fitted to the service, the carrier
// account, the ref number, the recipient's lines fitted to the carrier, the rules and the dates.
// A terminal's prompts fill the draft before; the plan and the purchase take the body after.
import { isApiError } from '../../api/is-api-error.js';
import type { CarrierAccount } from '../../contract/index.js';
import {
  activeAccountsOf,
  CARRIERS,
  chooseAccount,
  COOLED_SERVICES,
  keeping,
  normalizeRef,
  RATES_REGULAR_ONLY,
  serviceConflicts,
  type AccountRef,
  type Problem,
} from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import { flagOf } from '../../config/flag-names.js';
import { issueText } from '../../i18n/issues.js';
import { accountLine } from '../accounts.js';
import type { OpsContext } from '../context.js';
import { UsageError } from '../errors.js';
import {
  carrierOf,
  checkRequest,
  enforceRules,
  fitRecipientLines,
  fitSender,
  isMissing,
  isParcelLine,
  newRefNumber,
  objectAt,
  settleParcel,
  type Body,
  type GivenMeasures,
  type MeasuredParcel,
} from '../request/index.js';
import { dateProblems } from './dates.js';

/** A shipment body as it was built or filled in, and what was measured of its parcel. */
/**
 * Several active accounts of the carrier and nothing says which pays: the accounts to choose from
 * (a face names its own way to choose; the message and hint are the command line's).
 */
export class AccountChoiceError extends UsageError {
  override name = 'AccountChoiceError';
  constructor(
    readonly carrier: string,
    readonly accounts: readonly CarrierAccount[],
  ) {
    const text = messages().shipping.ship;
    super(
      `${text.accountsHeld(accounts.length, carrier, flagOf('carrier_id'))}\n` +
        accounts.map((a) => `  ${accountLine(a)}`).join('\n'),
      text.accountsHint(accounts[0]!.id, flagOf('carrier_id')),
    );
  }
}

export interface ShipmentDraft {
  body: Body;
  /** Problems met while building it (unreadable values, unknown ids): reported with the rules'. */
  problems?: readonly Problem[];
  /** Domestic: the measured sides; the body carries only the pack size. */
  sides?: readonly [number, number, number] | undefined;
  /** Domestic: what was measured, fitted to the service once it is chosen. */
  parcel?: MeasuredParcel | undefined;
  /** The sender's warehouse: from_address is written again for the route. */
  senderWarehouse?: Body | undefined;
  /** The measures as given, named by a problem of the parcel. */
  measures?: GivenMeasures;
}

export interface SettleOptions {
  /** Nobody can choose a service: a carrier alone means its standard service (or its only one). */
  defaultService?: boolean;
  /** Reading the carrier accounts may fail without failing: nothing is bought (a dry run). */
  dryRun?: boolean;
  /**
   * Several active accounts of the carrier, none of them the stored one: the caller's choice.
   * Without it the purchase is refused (exit 2), the accounts listed.
   */
  chooseAccount?: (choice: { carrier: string; accounts: CarrierAccount[] }) => Promise<string>;
}

export interface Settled {
  /** The body as it is sent. */
  body: Body;
  /** What refuses it (wire fields); nothing may be sent while there are any. */
  problems: Problem[];
  /** The refusal in one line, when there are problems. */
  message?: string;
  /** The ref a person gave (not one made up here): it names an order. */
  givenRef?: string;
  /** What settling the parcel said (a weight its size class does not carry…), also said as notices. */
  parcelNotes: string[];
}

/**
 * The draft's body settled (changed in place and returned). Problems are returned, not thrown:
 * `refuseUnsettled` throws them as the ValidationError a purchase ends with.
 */
export async function settleShipment(
  ctx: OpsContext,
  draft: ShipmentDraft,
  options: SettleOptions = {},
): Promise<Settled> {
  const { body } = draft;
  if (options.defaultService) defaultService(ctx, body);
  // The recipient's country may have changed since the draft was built: the sender follows the route.
  fitSender(body, draft.senderWarehouse);
  const fitted = settleParcel(body, draft.parcel, draft.measures ?? {});
  for (const w of fitted.warnings) ctx.notices.warn(w);
  await settleCarrierAccount(ctx, body, options);
  const given = objectAt(body, 'setup').ref_number;
  finishBody(body);
  for (const moved of fitRecipientLines(body, carrierOf(body))) ctx.notices.info(issueText(moved));
  const built = draft.problems ?? [];
  const again = (p: Problem) => built.some((q) => q.field === p.field && q.issue === p.issue);
  // As given: the guard compares refs the way look-alikes match, and names the order as it was typed.
  const givenRef = typeof given === 'string' && given !== '' ? given : undefined;
  const problems = shipmentProblems(
    ctx,
    body,
    [...built, ...fitted.problems.filter((p) => !again(p))],
    draft.sides,
  );
  const said = { ...(givenRef ? { givenRef } : {}), parcelNotes: fitted.warnings };
  if (problems.length > 0) return { body, problems, message: messages().shipping.ship.invalid, ...said };
  const dates = dateProblems(body, await ctx.serviceNow());
  if (dates.length > 0)
    return { body, problems: dates, message: messages().shipping.ship.datesChanged, ...said };
  return { body, problems: [], ...said };
}

/**
 * The rules over a shipment body (and the sides measured, which a domestic body does not carry):
 * the problems that refuse it. Inferred rules that only warn are said as notices.
 */
export function shipmentProblems(
  ctx: OpsContext,
  body: Body,
  built: readonly Problem[],
  sides?: readonly [number, number, number],
): Problem[] {
  const check = checkRequest(body, built, { mode: 'shipment', now: ctx.now() });
  const service = objectAt(body, 'setup').service;
  if (sides && typeof service === 'string') {
    const seen = new Set(check.problems.map((p) => p.field));
    check.problems.push(...serviceConflicts(service, body, sides).filter((p) => !seen.has(p.field)));
  }
  const carrier = carrierOf(body);
  // Products that only carry a weight are no contents list to fix: the service is what to change.
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
  if (problems.length === 0) for (const w of check.warnings) ctx.notices.warn(`${w.field}: ${issueText(w)}`);
  return problems;
}

/**
 * `sagawa` alone means the carrier's standard service (the one the API quotes for it:
 * sagawa_regular, yamato_regular, yuupack_regular) or its only one; other carriers need a service.
 */
export function defaultService(ctx: OpsContext, body: Body): void {
  const setup = objectAt(body, 'setup');
  const carrier = carrierOf(body);
  if (!carrier || !isMissing(setup.service)) return;
  const services = CARRIERS[carrier].services;
  // A cool option with a carrier that has a cooled service means that service (sagawa_frozen…).
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
      flagOf('service'),
    ),
  );
}

/**
 * setup.carrier names the carrier for orders; a shipment's service already does, so it is
 * dropped once a service is set. Every shipment gets a ref_number: the key for finding it again
 * after an unconfirmed create.
 */
function finishBody(body: Body): void {
  const setup = objectAt(body, 'setup');
  if (!isMissing(setup.service)) delete setup.carrier;
  // The order number as every command prints and compares it (domain/ref.ts).
  if (typeof setup.ref_number === 'string') setup.ref_number = normalizeRef(setup.ref_number);
  if (isMissing(setup.ref_number)) setup.ref_number = newRefNumber();
}

/**
 * Which carrier account pays for the label, settled before any price is shown or confirmed:
 * the stored carrier_id when it is this carrier's, the only active account, or — when several
 * accounts of one carrier are active — the caller's choice, and otherwise exit 2 listing them.
 */
async function settleCarrierAccount(ctx: OpsContext, body: Body, options: SettleOptions): Promise<void> {
  const setup = objectAt(body, 'setup');
  const carrier = carrierOf(body);
  if (!carrier || carrier === 'custom' || !isMissing(setup.carrier_id)) return;
  let accounts: CarrierAccount[];
  try {
    const { carriers } = await import('../../api/index.js');
    accounts = await carriers.list(await ctx.client());
  } catch (err) {
    // A dry run shows the body even when the accounts cannot be read; a real send reports the failure.
    if (options.dryRun && isApiError(err)) return;
    throw err;
  }
  const stored = ctx.settings().defaults.carrier_id.value;
  const storedAccount = stored ? accounts.find((a) => a.id === stored) : undefined;
  if (storedAccount?.type === carrier) {
    setup.carrier_id = stored;
    return;
  }
  const refs: AccountRef[] = accounts.map((a) => ({
    id: a.id,
    type: a.type ?? '',
    state: a.state ?? 'active',
  }));
  const active = activeAccountsOf(refs, carrier);
  if (active.length < 2) return;
  if (chooseAccount(refs, carrier, { test: setup.test === true }).problems.length === 0) return;
  const mine = accounts.filter((a) => active.some((r) => r.id === a.id));
  if (options.chooseAccount) {
    setup.carrier_id = await options.chooseAccount({ carrier, accounts: mine });
    return;
  }
  throw new AccountChoiceError(carrier, mine);
}
