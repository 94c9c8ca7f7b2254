// Quotes: the rate comparison (`rates`, an agent's get_rates) and the prices a purchase is
// decided on (the picker's, the cheapest service that passes the rules, the summary's). A pack
// size declares a box: the services a box does not fit are left out, each with its reason.
import type { ApiClient } from '../api/client.js';
import { isApiError } from '../api/is-api-error.js';
import type { Rate, RateError, RatesRequest } from '../contract/index.js';
import {
  carriesOf,
  checkTestMode,
  isCarrierType,
  compareCodes,
  formatMoney,
  SERVICE_LIMITS,
  serviceConflicts,
  splitBySource,
  type CarrierType,
  type Problem,
} from '../domain/index.js';
import { messages } from '../i18n/index.js';
import { flagOf } from '../config/flag-names.js';
import { issueText } from '../i18n/issues.js';
import type { OpsContext } from './context.js';
import { CliError, EXIT, ValidationError } from './errors.js';
import { screenRates, type LeftOut } from './rates-fit.js';
import {
  carrierOf,
  checkRequest,
  cloneBody,
  enforceRules,
  fillQuotePlaceholders,
  isRecord,
  objectAt,
  parcelLine,
  settleParcel,
  type Body,
  type MeasuredParcel,
} from './request/index.js';

export type { LeftOut };

/** Cheapest first; equal prices by carrier, then service (the table's and `jq '.[0]'`'s order). */
export function sortRates<R extends Rate>(rates: readonly R[]): R[] {
  return [...rates].sort(
    (a, b) => a.price - b.price || compareCodes(a.carrier, b.carrier) || compareCodes(a.service, b.service),
  );
}

/** A quote with what its service carries (a mail service's limits, whether it is tracked). */
export type RateWithCarries = Rate & { carries: ReturnType<typeof carriesOf> };

export interface RatesQuery {
  /** The shipment-shaped body, built from what was given (flags, --input, an agent's arguments). */
  body: Body;
  /** The carriers asked for; none: every carrier the account has. */
  carriers?: readonly CarrierType[];
  /** Domestic: the measured sides, which rule out services the body alone cannot. */
  sides?: readonly [number, number, number];
  /** Problems met while building the body (an unreadable value), reported with the rules'. */
  problems?: readonly Problem[];
}

export interface Quoted {
  /** The quotes the parcel fits, cheapest first, each with what its service carries. */
  rates: RateWithCarries[];
  /** Domestic services of the carriers asked for that this parcel cannot take, and why. */
  leftOut: LeftOut[];
  /** The carriers that could not quote, within the carriers asked for. */
  errors: RateError[];
  /** The API's answer in its own shape: narrowed to what was kept, cheapest first, with `carries`. */
  raw: unknown;
}

/**
 * POST /v1/rates for a shipment-shaped body: the domain's rules first (nothing is sent while
 * one refuses: ValidationError naming the wire fields), then the quote, screened for the parcel.
 */
export async function quoteShipment(ctx: OpsContext, query: RatesQuery): Promise<Quoted> {
  const now = await ctx.serviceNow();
  const carriers = query.carriers ?? [];
  const built = cloneBody(query.body);
  fillQuotePlaceholders(built);
  const check = checkRequest(built, query.problems ?? [], { mode: 'rates', now });
  const refused = enforceRules(check.problems, 'rates', ctx);
  if (refused.length > 0) throw new ValidationError(refused, messages().shipping.rates.invalid);
  for (const w of check.warnings) ctx.notices.warn(`${w.field}: ${issueText(w)}`);
  // The API filters by account, not by carrier type.
  if (isRecord(built.setup)) delete built.setup.carrier;
  const { rates: ratesApi } = await import('../api/index.js');
  const answer = await ratesApi.quoteWithRaw(await ctx.client(), built as RatesRequest);
  const inScope = (carrier: string) =>
    carriers.length === 0 || (carriers as readonly string[]).includes(carrier);
  const screened = screenRates(
    answer.rates.filter((r) => inScope(r.carrier)),
    { body: built, carriers, ...(query.sides ? { sides: query.sides } : {}) },
    now,
  );
  const fits = new Set(screened.rates.map((r) => r.service));
  const wanted = (carrier: string, service?: string) =>
    inScope(carrier) && (service === undefined || fits.has(service));
  const narrowed = carriers.length > 0 || screened.rates.length < answer.rates.length;
  return {
    rates: sortRates(screened.rates).map((r) => ({ ...r, carries: carriesOf(r.service) })),
    leftOut: screened.leftOut,
    errors: answer.errors.filter((e) => inScope(e.carrier)),
    raw: withCarries(cheapestFirst(narrowed ? filteredRaw(answer.raw, wanted) : answer.raw)),
  };
}

/** The answer in the shape it came in, narrowed to the carriers asked for. */
function filteredRaw(raw: unknown, wanted: (carrier: string, service?: string) => boolean): unknown {
  const keep = (list: unknown) =>
    Array.isArray(list)
      ? list.filter(
          (r) =>
            !(r && typeof r === 'object') ||
            wanted(
              String((r as Rate).carrier),
              typeof (r as Rate).service === 'string' ? (r as Rate).service : undefined,
            ),
        )
      : list;
  if (Array.isArray(raw)) return keep(raw);
  if (raw && typeof raw === 'object') {
    const o = raw as Record<string, unknown>;
    return { ...o, rates: keep(o.rates), errors: keep(o.errors) };
  }
  return raw;
}

const isQuote = (r: unknown): r is Rate =>
  Boolean(r) && typeof r === 'object' && typeof (r as Rate).price === 'number';

/**
 * Each quote with `carries` beside the API's members (which stay as they came), so a script or
 * an agent can tell a flat-parcel service from a box one without a table of its own.
 */
export function withCarries(raw: unknown): unknown {
  const add = (r: unknown) => (isQuote(r) ? { ...r, carries: carriesOf(r.service) } : r);
  if (Array.isArray(raw)) return raw.map(add);
  if (isQuote(raw)) return add(raw);
  if (raw && typeof raw === 'object' && Array.isArray((raw as { rates?: unknown }).rates))
    return { ...(raw as object), rates: (raw as { rates: unknown[] }).rates.map(add) };
  return raw;
}

/** The rates in the table's order; carrier errors in a bare array keep their places after the quotes. */
function cheapestFirst(raw: unknown): unknown {
  const order = (list: unknown) => {
    if (!Array.isArray(list)) return list;
    const quotes = sortRates(list.filter(isQuote));
    return [...quotes, ...list.filter((r) => !isQuote(r))];
  };
  if (Array.isArray(raw)) return order(raw);
  if (raw && typeof raw === 'object' && Array.isArray((raw as { rates?: unknown }).rates))
    return { ...(raw as object), rates: order((raw as { rates: unknown }).rates) };
  return raw;
}

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

async function quote(client: ApiClient, body: Body, parcel?: MeasuredParcel) {
  const { rates: ratesApi } = await import('../api/index.js');
  return ratesApi.quote(client, ratesBodyOf(body, parcel) as RatesRequest);
}

/**
 * The rates for a service picker, from one quote; undefined when the body cannot be quoted yet
 * (an international parcel not given) or the quote fails: the picker then offers its choices
 * without prices.
 */
export async function pickerRates(
  ctx: OpsContext,
  body: Body,
  parcel?: MeasuredParcel,
): Promise<Rate[] | undefined> {
  const check = checkRequest(ratesBodyOf(body, parcel), [], { mode: 'rates', now: ctx.now() });
  if (splitBySource(check.problems, 'rates', ctx.strictRules()).errors.length > 0) return undefined;
  let rates: Rate[];
  try {
    rates = (await quote(await ctx.client(), body, parcel)).rates;
  } catch (err) {
    if (isApiError(err) && err.category !== 'auth') return undefined;
    throw err;
  }
  return body.setup && (body.setup as { test?: unknown }).test === true
    ? await testableNow(ctx, rates)
    : rates;
}

/**
 * The rates whose carrier makes a test label now, by the service's clock: a packer asked for a
 * test label is not offered a service whose test window is closed only to be refused after
 * answering every question. What is left out is said, with when it opens again.
 */
async function testableNow(ctx: OpsContext, rates: Rate[]): Promise<Rate[]> {
  const now = await ctx.serviceNow();
  const closed = new Map<string, string>();
  const open = rates.filter((r) => {
    if (!isCarrierType(r.carrier)) return true;
    const [why] = checkTestMode(r.carrier, now);
    if (why) closed.set(r.carrier, issueText(why));
    return !why;
  });
  for (const why of closed.values()) ctx.notices.dim(messages().shipping.ship.testClosedLeftOut(why));
  return open;
}

/**
 * Sets setup.service (and the quoting account as setup.carrier_id) to the cheapest quoted
 * service the rules accept. When none passes: with `takeRefused` (a terminal, whose prompts fill
 * what it lacks) the cheapest is taken; otherwise ValidationError with what the cheapest needs.
 */
export async function chooseCheapest(
  ctx: OpsContext,
  body: Body,
  options: { takeRefused: boolean; parcel?: MeasuredParcel | undefined },
): Promise<Rate> {
  const { parcel } = options;
  const now = ctx.now();
  const sides = parcel?.sides;
  const rateCheck = checkRequest(ratesBodyOf(body, parcel), [], { mode: 'rates', now });
  const refused = enforceRules(rateCheck.problems, 'rates', ctx);
  const text = messages().shipping.ship;
  if (refused.length > 0) throw new ValidationError(refused, text.cannotQuote);
  const carrier = carrierOf(body);
  const answer = await quote(await ctx.client(), body, parcel);
  // A pack size names a box class, not a thickness: a thin-parcel service (≤ 3 cm) is chosen only
  // when the sides say the parcel is thin enough.
  const thin = (service: string) => !sides && SERVICE_LIMITS[service]?.maxThickness !== undefined;
  const skipped = answer.rates.filter((r) => thin(r.service)).map((r) => r.service);
  if (skipped.length)
    ctx.notices.dim(
      text.cheapestSkipped([...new Set(skipped)].join(', '), flagOf('size'), flagOf('cheapest')),
    );
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
  if (!passing && !options.takeRefused)
    throw new ValidationError(refusals(chosen), text.nonePasses(chosen.service));
  // The chosen body replaces the given one member by member, in its order (products before setup).
  const chosenBody = withService(chosen);
  for (const key of Object.keys(body)) delete body[key];
  Object.assign(body, chosenBody);
  ctx.notices.info(text.cheapest(chosen.service, formatMoney(chosen.price, chosen.currency)));
  return chosen;
}

/** The quoted price of the body's service; undefined when none is quoted or the quote fails. */
export async function quotedRate(
  ctx: OpsContext,
  body: Body,
  parcel?: MeasuredParcel,
): Promise<Rate | undefined> {
  const setup = objectAt(body, 'setup');
  try {
    const answer = await quote(await ctx.client(), body, parcel);
    const same = answer.rates.filter((r) => r.service === setup.service);
    return same.find((r) => r.carrier_id === setup.carrier_id) ?? same[0];
  } catch (err) {
    // A plan is still worth showing without a price; the create call will report real errors.
    if (isApiError(err) && err.category !== 'auth') return undefined;
    throw err;
  }
}
