import type { RateError } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import { CliError, EXIT } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { namingFlags } from '../../request/flag-names.js';
import { GLOBAL_FLAG } from '../../shared/flags.js';
import { quoteShipment, type LeftOut } from '../../../ops/quote.js';
import { ratesFlags, ratesRequest } from './request.js';
import { messages } from '../../../i18n/index.js';
import type { RatesOptions } from './index.js';
import { printRateErrors, printRates } from '../../shared/rates-table.js';

export async function run(input: RatesOptions, ctx: Context): Promise<number> {
  const req = await ratesRequest(input, ctx);
  const quoted = await namingFlags(ratesFlags(), () =>
    withSpinner(ctx.io, messages().shipping.rates.spinner, () => quoteShipment(ctx, req)),
  );
  const { rates, errors } = quoted;
  // Why a service is not in the list: under the table, or with --debug for --json.
  const notes = !ctx.globals.json || ctx.globals.debug ? leftOutLines(quoted.leftOut, ctx.globals.debug) : [];
  const cheapest = rates[0];
  if (rates.length === 0) {
    for (const line of notes) ctx.notices.dim(line);
    printRateErrors(ctx, errors);
    return noRates(ctx, errors, Boolean(input.cheapest), quoted.leftOut.length > 0);
  }
  if (ctx.globals.json) printJson(ctx.io, input.cheapest ? cheapest : quoted.raw);
  else printRates(ctx, input.cheapest && cheapest ? [cheapest] : rates);
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
  ctx.notices.info(leftOut ? text.noneTakeIt(GLOBAL_FLAG.debug.long, GLOBAL_FLAG.json.long) : text.noAccount);
  return 0;
}

/**
 * The note under the table: one line naming the services left out (a packer reads it at a
 * glance); with --debug, each service and its reason.
 */
function leftOutLines(leftOut: readonly LeftOut[], detail = false): string[] {
  if (leftOut.length === 0) return [];
  const text = messages().shipping.rates;
  if (detail) return leftOut.map((l) => text.leftOutOne(l.service, l.reason));
  const names = leftOut.map((l) => l.service).join(', ');
  return [text.leftOut(names, GLOBAL_FLAG.debug.long)];
}
