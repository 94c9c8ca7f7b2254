// Quotes for `ship`: --cheapest (quote, then buy the cheapest service that passes
// the domain's checks) and the price shown in the summary before confirming.
import type { ApiClient } from '../../../api/client.js';
import { isApiError } from '../../../api/is-api-error.js';
import type { Rate, RatesRequest } from '../../../contract/index.js';
import { SERVICE_LIMITS, serviceConflicts, splitBySource } from '../../../domain/index.js';
import { formatMoney } from '../../output/format.js';
import { withSpinner } from '../../output/spinner.js';
import type { Context } from '../../context.js';
import { CliError, EXIT, ValidationError } from '../../errors.js';
import {
  carrierOf,
  checkRequest,
  cloneBody,
  isRecord,
  objectAt,
  parcelLine,
  settleParcel,
  withFlags,
  type Body,
  type MeasuredParcel,
} from '../../request/index.js';
import { enforceRules } from '../../../ops/request/rules.js';
import { sortRates } from '../../shared/rates-table.js';
import { shipFlags } from './prepare.js';
import { messages } from '../../../i18n/index.js';

/**
 * The shipment body as a rate request: no service, no carrier (the API quotes every account),
 * and the measured weight as a quote carries it, so that flat services price by it.
 */
export function ratesBodyOf(body: Body, parcel?: MeasuredParcel): Body {
  const out = cloneBody(body);
  if (isRecord(out.setup)) {
    delete out.setup.service;
    delete out.setup.carrier;
  }
  if (parcel?.grams !== undefined && !Array.isArray(out.products)) out.products = [parcelLine(parcel.grams)];
  return out;
}

async function quote(client: ApiClient, body: Body, ctx: Context, parcel?: MeasuredParcel) {
  const { rates: ratesApi } = await import('../../../api/index.js');
  return withSpinner(ctx.io, messages().shipping.rates.spinner, () =>
    ratesApi.quote(client, ratesBodyOf(body, parcel) as RatesRequest),
  );
}

/**
 * The rates for the service picker, from one quote; undefined when the body cannot be
 * quoted yet (an international parcel not given) or the quote fails: the picker then
 * offers its choices without prices.
 */
export async function pickerRates(
  client: () => Promise<ApiClient>,
  body: Body,
  ctx: Context,
  parcel?: MeasuredParcel,
): Promise<Rate[] | undefined> {
  const now = ctx.now();
  const check = checkRequest(ratesBodyOf(body, parcel), [], { mode: 'rates', now });
  if (splitBySource(check.problems, 'rates', ctx.strictRules()).errors.length > 0) return undefined;
  try {
    return (await quote(await client(), body, ctx, parcel)).rates;
  } catch (err) {
    if (isApiError(err) && err.category !== 'auth') return undefined;
    throw err;
  }
}

/**
 * Sets setup.service (and the quoting account as setup.carrier_id) to the
 * cheapest quoted service the rules accept. When none passes: on a terminal the
 * cheapest is taken and the prompts fill what it lacks; otherwise exit 2 with
 * what the cheapest would need.
 */
export async function chooseCheapest(
  body: Body,
  client: ApiClient,
  ctx: Context,
  canPrompt: boolean,
  /** Domestic: what --size and --weight measured, which rule out services the body alone cannot. */
  parcel?: MeasuredParcel,
): Promise<Rate> {
  const now = ctx.now();
  const sides = parcel?.sides;
  const rateCheck = checkRequest(ratesBodyOf(body, parcel), [], { mode: 'rates', now });
  const refused = enforceRules(rateCheck.problems, 'rates', ctx);
  if (refused.length > 0)
    throw new ValidationError(withFlags(refused, shipFlags()), messages().shipping.ship.cannotQuote);
  const carrier = carrierOf(body);
  const text = messages().shipping.ship;
  const answer = await quote(client, body, ctx, parcel);
  // A pack size names a box class, not a thickness: a thin-parcel service (≤ 3 cm) is chosen only
  // when --size says the parcel is thin enough.
  const thin = (service: string) => !sides && SERVICE_LIMITS[service]?.maxThickness !== undefined;
  const skipped = answer.rates.filter((r) => thin(r.service)).map((r) => r.service);
  if (skipped.length) ctx.notices.dim(text.cheapestSkipped([...new Set(skipped)].join(', ')));
  const candidates = sortRates(
    answer.rates.filter(
      (r) =>
        (!carrier || r.carrier === carrier) &&
        !thin(r.service) &&
        serviceConflicts(r.service, ratesBodyOf(body, parcel), sides).length === 0,
    ),
  );
  if (candidates.length === 0) {
    for (const e of answer.errors) ctx.notices.warn(`${e.carrier}: ${e.message ?? text.noRate}`);
    throw new CliError(text.noneQuoted, {
      exitCode: answer.errors.length > 0 ? EXIT.unavailable : EXIT.failure,
      hint: text.noneQuotedHint,
    });
  }
  const withService = (r: Rate): Body => {
    const trial = cloneBody(body);
    const setup = objectAt(trial, 'setup');
    setup.service = r.service;
    delete setup.carrier;
    if (r.carrier_id) setup.carrier_id = r.carrier_id;
    settleParcel(trial, parcel && structuredClone(parcel), {});
    return trial;
  };
  // Inferred rules disqualify a service only when they refuse (--strict, sandbox mode).
  const strict = ctx.strictRules();
  const refusals = (r: Rate) =>
    splitBySource(checkRequest(withService(r), [], { mode: 'shipment', now }).problems, 'shipment', strict)
      .errors;
  const passing = candidates.find((r) => refusals(r).length === 0);
  const chosen = passing ?? candidates[0]!;
  if (!passing && !canPrompt) {
    const needs = refusals(chosen);
    throw new ValidationError(withFlags(needs, shipFlags()), text.nonePasses(chosen.service));
  }
  // The chosen body replaces the given one member by member, in its order (products before setup).
  const chosenBody = withService(chosen);
  for (const key of Object.keys(body)) delete body[key];
  Object.assign(body, chosenBody);
  ctx.notices.info(text.cheapest(chosen.service, formatMoney(chosen.price, chosen.currency)));
  return chosen;
}

/** The quoted price of the body's service, for the summary; undefined when none is quoted. */
export async function quotedRate(
  client: ApiClient,
  body: Body,
  ctx: Context,
  parcel?: MeasuredParcel,
): Promise<Rate | undefined> {
  const setup = objectAt(body, 'setup');
  try {
    const answer = await quote(client, body, ctx, parcel);
    const same = answer.rates.filter((r) => r.service === setup.service);
    return same.find((r) => r.carrier_id === setup.carrier_id) ?? same[0];
  } catch (err) {
    // The summary is still worth showing without a price; the create call will report real errors.
    if (isApiError(err) && err.category !== 'auth') return undefined;
    throw err;
  }
}
