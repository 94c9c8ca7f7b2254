import type { Command } from 'commander';
import type { Rate, RateError, RatesRequest as WireRatesRequest } from '../../../contract/index.js';
import { action, examples, groupOptions, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError, EXIT } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { leftOutLines, screenRates } from './left-out.js';
import { ratesRequest, type RatesOptions } from './request.js';
import { printRateErrors, printRates, sortRates } from '../../shared/rates-table.js';

export type { RatesOptions } from './request.js';

/** Help headings, in the words of `ship --help`. */
const RATES_OPTION_GROUPS = {
  'Recipient:': ['--to-zip', '--to-country', '--to-province', '--to-city'],
  'Sender:': ['--from-warehouse', '--from-zip', '--from-province'],
  'Parcel:': ['--pack-size', '--pack-amount', '--weight', '--size'],
  'Extras:': ['--cool', '--cod', '--insurance'],
  'Carriers:': ['--carrier', '--carrier-id', '--currency'],
  'Input and output:': ['--input', '--cheapest'],
} as const;

export function register(program: Command, kit: CommandKit): void {
  const cmd = program
    .command('rates')
    .description('Compare rates across carriers, cheapest first (POST /v1/rates)')
    .option('--to-zip <zip>', 'recipient postal code (530-0001)')
    .option('--to-country <code>', 'recipient country (default JP)')
    .option('--to-province <province>', 'recipient prefecture or state: 13, 東京都, Tokyo, California')
    .option('--to-city <city>', 'recipient city')
    .option('--from-warehouse <id>', 'send from this warehouse (default: the profile’s, else the account’s)')
    .option('--from-zip <zip>', 'send from this postal code instead of a warehouse')
    .option('--from-province <province>', 'send from this prefecture instead of a warehouse')
    .option('--pack-size <size>', 'domestic pack size (sum of the sides in cm: 60, 80, 100…)')
    .option('--pack-amount <n>', 'domestic: number of packs')
    .option('--weight <grams>', 'parcel weight in grams')
    .option('--size <WxHxD>', 'parcel size in cm, e.g. 30x20x10 (domestic: picks the pack size)')
    .option('--cool <option>', 'domestic temperature: regular, fresh, frozen')
    .option('--cod <amount>', 'domestic cash on delivery amount')
    .option('--insurance <amount>', 'insured amount')
    .option('--carrier <type>', 'only these carriers (comma-separated: sagawa,yamato)')
    .option('--carrier-id <id>', 'quote with this carrier account only')
    .option('--currency <code>', 'currency for international rates (JPY, USD…)')
    .option('--input <file>', 'the request body as JSON (file, or - for stdin); flags override it')
    .option('--cheapest', 'print only the cheapest rate');
  groupOptions(cmd, RATES_OPTION_GROUPS)
    .addHelpText(
      'after',
      examples(
        'shipctl rates --to-zip 530-0001 --pack-size 80',
        'shipctl rates --to-zip 9000001 --to-province 沖縄県 --size 30x20x15 --carrier sagawa,yamato',
        'shipctl rates --to-country US --to-zip 10001 --to-province "New York" --weight 1200 --size 30x20x10',
        'shipctl rates --input body.json --cheapest --json',
        "# --json keeps the API's members but orders the rates cheapest first, as the table does",
        "shipctl rates --to-zip 530-0001 --pack-size 80 --json | jq '.[0]'",
        '# the piped form is tab-separated: carrier, service, name, price, currency, surcharges, carrier_id',
        "shipctl rates --to-zip 0600001 --pack-size 60 | sort -t$'\\t' -k4,4n | head -3",
      ),
    )
    .action(
      action(
        kit,
        (flags: Omit<RatesOptions, 'cheapest'> & { cheapest?: boolean }) => ({
          ...flags,
          cheapest: Boolean(flags.cheapest),
        }),
        run,
      ),
    );
}

export async function run(opts: RatesOptions, ctx: Context): Promise<number> {
  const { rates: ratesApi } = await import('../../../api/index.js');
  const req = await ratesRequest(opts, ctx);
  const client = await ctx.client();
  const answer = await withSpinner(ctx.io, 'Quoting rates', () =>
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
    return noRates(ctx, errors, opts.cheapest, screened.leftOut.length > 0);
  }

  if (ctx.globals.json) {
    if (opts.cheapest) printJson(ctx.io, cheapest);
    else
      printJson(
        ctx.io,
        cheapestFirst(
          req.carriers.length || screened.rates.length < answer.rates.length
            ? filteredRaw(answer.raw, wanted)
            : answer.raw,
        ),
      );
  } else printRates(ctx, opts.cheapest && cheapest ? [cheapest] : rates);
  for (const line of notes) ctx.notices.dim(line);
  printRateErrors(ctx, errors);
  return 0;
}

function noRates(ctx: Context, errors: readonly RateError[], cheapest: boolean, leftOut: boolean): number {
  if (errors.length > 0)
    throw new CliError('no carrier could quote this request', {
      exitCode: EXIT.unavailable,
      hint: 'the carriers listed above failed; try again later, or check the addresses and sizes',
    });
  if (cheapest)
    throw new CliError('no rates for this request: nothing to choose from', {
      hint: 'check the route and sizes, and the carrier accounts (`shipctl carriers list`)',
    });
  // An empty list is an answer: `[]` for scripts, exit 0.
  if (ctx.globals.json) printJson(ctx.io, []);
  ctx.notices.info(
    leftOut
      ? 'no rates for this request: no service takes it (the reasons are above; --debug shows them with --json)'
      : 'no rates for this request (no carrier account serves this route)',
  );
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
