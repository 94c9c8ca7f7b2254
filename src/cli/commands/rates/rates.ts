import type { Rate, RateError, RatesRequest as WireRatesRequest } from '../../../contract/index.js';
import { carriesOf } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { CliError, EXIT } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { leftOutLines, screenRates } from './left-out.js';
import { ratesRequest } from './request.js';
import { messages } from '../../../i18n/index.js';
import type { RatesOptions } from './index.js';
import { printRateErrors, printRates, sortRates } from '../../shared/rates-table.js';

export async function run(input: RatesOptions, ctx: Context): Promise<number> {
  const { rates: ratesApi } = await import('../../../api/index.js');
  const req = await ratesRequest(input, ctx);
  const client = await ctx.client();
  const answer = await withSpinner(ctx.io, messages().shipping.rates.spinner, () =>
    ratesApi.quoteWithRaw(client, req.body as WireRatesRequest),
  );
  const inScope = (carrier: string) =>
    req.carriers.length === 0 || (req.carriers as readonly string[]).includes(carrier);
  const screened = screenRates(
    answer.rates.filter((r) => inScope(r.carrier)),
    req,
    await ctx.serviceNow(),
  );
  const fits = new Set(screened.rates.map((r) => r.service));
  const wanted = (carrier: string, service?: string) =>
    inScope(carrier) && (service === undefined || fits.has(service));
  const rates = sortRates(screened.rates);
  const errors = answer.errors.filter((e) => inScope(e.carrier));
  // Why a service is not in the list: under the table, or with --debug for --json.
  const notes =
    !ctx.globals.json || ctx.globals.debug ? leftOutLines(screened.leftOut, ctx.globals.debug) : [];
  const cheapest = rates[0];
  if (rates.length === 0) {
    for (const line of notes) ctx.notices.dim(line);
    printRateErrors(ctx, errors);
    return noRates(ctx, errors, Boolean(input.cheapest), screened.leftOut.length > 0);
  }

  if (ctx.globals.json) {
    if (input.cheapest) printJson(ctx.io, withCarries(cheapest));
    else
      printJson(
        ctx.io,
        withCarries(
          cheapestFirst(
            req.carriers.length || screened.rates.length < answer.rates.length
              ? filteredRaw(answer.raw, wanted)
              : answer.raw,
          ),
        ),
      );
  } else printRates(ctx, input.cheapest && cheapest ? [cheapest] : rates);
  for (const line of notes) ctx.notices.dim(line);
  printRateErrors(ctx, errors);
  return 0;
}

function noRates(ctx: Context, errors: readonly RateError[], cheapest: boolean, leftOut: boolean): number {
  const text = messages().shipping.rates;
  if (errors.length > 0)
    throw new CliError(text.noneQuoted, { exitCode: EXIT.unavailable, hint: text.noneQuotedHint });
  if (cheapest) throw new CliError(text.noneToChoose, { hint: text.noneToChooseHint });
  // An empty list is an answer: `[]` for scripts, exit 0.
  if (ctx.globals.json) printJson(ctx.io, []);
  ctx.notices.info(leftOut ? text.noneTakeIt : text.noAccount);
  return 0;
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

/**
 * Each quote with `carries` beside the API's members (which stay as they came): the
 * limits of a mail service and whether the service is tracked, so a script or an agent
 * can tell a flat-parcel service from a box one without a table of its own.
 */
function withCarries(raw: unknown): unknown {
  const add = (r: unknown) => (isQuote(r) ? { ...r, carries: carriesOf(r.service) } : r);
  if (Array.isArray(raw)) return raw.map(add);
  if (isQuote(raw)) return add(raw);
  if (raw && typeof raw === 'object' && Array.isArray((raw as { rates?: unknown }).rates))
    return { ...(raw as object), rates: (raw as { rates: unknown[] }).rates.map(add) };
  return raw;
}

const isQuote = (r: unknown): r is Rate =>
  Boolean(r) && typeof r === 'object' && typeof (r as Rate).price === 'number';

/**
 * The answer with its members untouched but its rates in the table's order, cheapest
 * first, so `jq '.[0]'` picks what the table shows on top (documented in `rates --help`).
 * Carrier errors in a bare array keep their places after the quotes.
 */
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
