// Buying one label: settle the draft, plan the purchase, buy what was planned. The plan runs
// every check the purchase will run — the rules and dates (settled), the printer, the duplicate
// guard against the account, the test window by the service's clock — and prices it; buying runs
// nothing the plan did not check (the guard again under the ref's lock, then the create).
import type { PrintTarget } from '../config/index.js';
import type { Rate, ShipmentRequest } from '../contract/index.js';
import { checkTestMode } from '../domain/index.js';
import { issueText } from '../i18n/issues.js';
import { messages } from '../i18n/index.js';
import type { OpsContext } from './context.js';
import { ValidationError } from './errors.js';
import { printFitFor } from './print-fit.js';
import { buyOnce, guardDuplicateRef, shippedAs } from './purchase/guard.js';
import { shipmentLabel } from './lookup.js';
import type { Created } from './purchase/create.js';
import { settleShipment, type SettleOptions, type Settled, type ShipmentDraft } from './purchase/settle.js';
import { quotedRate } from './quote.js';
import { carrierOf, objectAt, type MeasuredParcel } from './request/index.js';

export { AlreadyShippedError, buyOnce, guardDuplicateRef, shippedAs } from './purchase/guard.js';
export { createOnce, findAttempt, type Created } from './purchase/create.js';
export { dateProblems, fillRequiredShipDate } from './purchase/dates.js';
export {
  AccountChoiceError,
  defaultService,
  settleShipment,
  shipmentProblems,
  type SettleOptions,
  type Settled,
  type ShipmentDraft,
} from './purchase/settle.js';

/** What a plan says before anything is bought, with a code a script or an agent can act on. */
export interface PlanWarning {
  /**
   * `test_window`: the service will refuse the test label at this hour; `already_shipped`: an
   * active real label carries the order's number (duplicates allowed); `parcel_fit`: a measure
   * given has no place on the service chosen; `no_quote`: no price before buying; `printer`: the
   * printer may not print this label well.
   */
  code: 'test_window' | 'already_shipped' | 'parcel_fit' | 'no_quote' | 'printer';
  message: string;
}

export interface PurchasePlan {
  /** The body that will be sent, settled and checked. */
  body: ShipmentRequest;
  /** The quote of the body's service (and account), when one was had. */
  rate?: Rate;
  price?: number;
  currency?: string;
  /** A test label: free, and no order is shipped by it. */
  test: boolean;
  /** The ref a person gave (an order number): the duplicate guard's key. */
  givenRef?: string;
  allowDuplicateRef: boolean;
  warnings: PlanWarning[];
}

export interface PlanOptions {
  /** Buy even when the order's ref is on an active label already. */
  allowDuplicateRef?: boolean;
  /** The rate already chosen (the cheapest, a picker's): not quoted again. */
  rate?: Rate | undefined;
  /** What was measured of a domestic parcel: the quote prices by it. */
  parcel?: MeasuredParcel | undefined;
  /**
   * Whether to price the plan (default true). A purchase nobody confirms needs no price before it.
   */
  price?: boolean;
  /**
   * Whether to run the duplicate guard now (default true). A purchase nobody confirms runs it once,
   * with the create and under the ref's lock, moments later: the same check.
   */
  guard?: boolean;
  /** Where the label will be printed: a label the printer cannot print is refused before buying. */
  printer?: { target: PrintTarget; name: string } | undefined;
}

/** A settled body's problems as the ValidationError a purchase ends with (exit 2, nothing sent). */
export function refuseUnsettled(settled: Settled): void {
  if (settled.problems.length > 0) throw new ValidationError(settled.problems, settled.message);
}

/** A draft settled and planned: what an agent or a script asks before buying. */
export async function planPurchase(
  ctx: OpsContext,
  draft: ShipmentDraft,
  options: PlanOptions & SettleOptions = {},
): Promise<PurchasePlan> {
  const settled = await settleShipment(ctx, draft, { defaultService: true, ...options });
  refuseUnsettled(settled);
  return planSettled(ctx, settled, { ...options, parcel: options.parcel ?? draft.parcel });
}

/** The checks and the price of a settled body (settleShipment's, without problems). */
export async function planSettled(
  ctx: OpsContext,
  settled: Settled,
  options: PlanOptions = {},
): Promise<PurchasePlan> {
  refuseUnsettled(settled);
  const body = settled.body as ShipmentRequest;
  const setup = objectAt(settled.body, 'setup');
  const test = setup.test === true;
  const warnings: PlanWarning[] = [];
  const carrier = carrierOf(settled.body);
  if (options.printer && carrier) {
    const { accountRefs } = await import('../batch/sender.js');
    const fit = printFitFor(options.printer.target, carrier, await accountRefs(await ctx.client()), {
      test,
      ...(typeof setup.carrier_id === 'string' ? { carrierId: setup.carrier_id } : {}),
    });
    if (fit.warning) warnings.push({ code: 'printer', message: `${options.printer.name}: ${fit.warning}` });
    if (fit.issue)
      throw new ValidationError(
        [{ field: options.printer.name, issue: fit.issue }],
        messages().shipping.ship.wouldNotPrint,
      );
  }
  for (const note of settled.parcelNotes) warnings.push({ code: 'parcel_fit', message: note });
  const allowDuplicateRef = Boolean(options.allowDuplicateRef);
  if (options.guard !== false) {
    await guardDuplicateRef(ctx, settled.givenRef, { allow: allowDuplicateRef });
    // Allowed, a second label of a shipped order is still said before it is bought.
    const shipped = allowDuplicateRef && settled.givenRef ? await shippedAs(ctx, settled.givenRef) : [];
    if (shipped.length > 0)
      warnings.push({
        code: 'already_shipped',
        message: messages().shipping.ship.shippedBefore(
          settled.givenRef!,
          shipped.map(shipmentLabel).join('; '),
        ),
      });
  }
  // The service judges a test label by its own clock: outside the carrier's window the create fails.
  if (test && carrier)
    for (const p of checkTestMode(carrier, await ctx.serviceNow()))
      warnings.push({ code: 'test_window', message: issueText(p) });
  const rate =
    options.rate ??
    (options.price === false ? undefined : await quotedRate(ctx, settled.body, options.parcel));
  if (!rate && !test && options.price !== false)
    warnings.push({ code: 'no_quote', message: messages().shipping.ship.planNoQuote });
  return {
    body,
    ...(rate ? { rate, price: rate.price, currency: rate.currency } : {}),
    test,
    ...(settled.givenRef ? { givenRef: settled.givenRef } : {}),
    allowDuplicateRef,
    warnings,
  };
}

/**
 * Buys what was planned, once: the duplicate guard again under the ref's lock (another purchase
 * may have shipped the order since the plan), the create, and on an unknown outcome the shipment
 * found by its ref — never sent twice.
 */
export async function buyPlanned(
  ctx: OpsContext,
  plan: PurchasePlan,
  options: { signal?: AbortSignal } = {},
): Promise<Created> {
  return buyOnce(ctx, plan.body, {
    allowDuplicateRef: plan.allowDuplicateRef,
    givenRef: plan.givenRef,
    signal: options.signal,
  });
}
