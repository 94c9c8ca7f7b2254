import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { NegotiatedRatesUpload } from '../../../../contract/index.js';
import {
  NEGOTIATED_RATE_CARRIERS,
  hasRegionTable,
  listOf,
  regionNameIssue,
  validateNegotiatedRates,
  type Problem,
} from '../../../../domain/index.js';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { UsageError, ValidationError } from '../../../errors.js';
import { enforceRules } from '../../../request/rule-sources.js';
import { readAll } from '../../../io.js';
import { printJson } from '../../../output/json.js';
import { withSpinner } from '../../../output/spinner.js';
import { findAccount } from '../../../shared/carrier-accounts.js';
import type { RateFile } from './rate-file.js';

export interface CarriersRatesUploadOptions {
  id: string;
  file: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('upload')
    .description(
      `Upload negotiated rates (POST /v1/carriers/:id/rates) for ${NEGOTIATED_RATE_CARRIERS.join(', ')} accounts.\n` +
        'FILE is JSON (the API body: [{"from", "size", "price": {region: "1,234"}}]) or CSV:\n' +
        '  from,size,北海道,北東北,南東北,関東,…\n' +
        '  関東,60,"1,480","1,180","1,060",…\n' +
        'one row per origin region and pack size, one column per destination region, prices with\n' +
        'thousands separators (quoted in CSV); an empty cell leaves that destination out. Region\n' +
        'names must be those of the account’s carrier (`shipctl carriers catalog TYPE` lists them);\n' +
        'they are checked before anything is sent. UTF-8 or Shift_JIS.',
    )
    .argument('<id>', 'carrier account ID (`shipctl carriers list`)')
    .argument('<file>', 'rates as .csv or .json (- for stdin)')
    .addHelpText(
      'after',
      examples(
        'shipctl carriers rates upload 4f9c2a1b sagawa-rates.csv',
        'shipctl carriers rates upload 4f9c2a1b rates.json --json',
      ),
    )
    .action(action(kit, (id: string, file: string) => ({ id, file }), run));
}

export async function run(opts: CarriersRatesUploadOptions, ctx: Context): Promise<number> {
  const [{ carriers }, { messageText }] = await Promise.all([
    import('../../../../api/index.js'),
    import('../../../../contract/index.js'),
  ]);
  const rates = await readRateFile(ctx, opts.file);
  if (rates.problems.length)
    throw new ValidationError(rates.problems, `${opts.file} is not a rate grid; nothing was sent`);

  const client = await ctx.client();
  const account = await findAccount(client, opts.id);
  const type = String(account.type);
  if (!hasRegionTable(type))
    throw new UsageError(
      `account ${opts.id} is ${type}: negotiated rates can be uploaded for ${listOf(NEGOTIATED_RATE_CARRIERS)} accounts only`,
    );
  const header = rates.regions.flatMap((r) => {
    const issue = regionNameIssue(type, r);
    return issue ? [{ field: `header column "${r}"`, issue }] : [];
  });
  const checked = enforceRules(validateNegotiatedRates(rates.body, type), 'negotiated-rates', ctx);
  const problems = locate(rates, [...header, ...checked], type);
  if (problems.length)
    throw new ValidationError(
      problems,
      `${opts.file} does not fit the ${type} rate regions and sizes; nothing was sent`,
    );

  const message = await withSpinner(ctx.io, 'Uploading rates', () =>
    carriers.uploadRates(client, opts.id, rates.body as NegotiatedRatesUpload),
  );
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(messageText(message));
  return 0;
}

async function readRateFile(ctx: Context, file: string): Promise<RateFile> {
  // csv-parse and iconv-lite are loaded when a file is read, not for the verb's help.
  const { decodeText, isJsonRateFile, parseRateCsv, parseRateJson } = await import('./rate-file.js');
  let bytes: Buffer;
  try {
    bytes =
      file === '-'
        ? Buffer.from(await readAll(ctx.io.stdin))
        : await fsp.readFile(path.resolve(ctx.cwd, file));
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const text = decodeText(bytes);
  try {
    return isJsonRateFile(file, text) ? parseRateJson(JSON.parse(text)) : parseRateCsv(text);
  } catch (err) {
    throw new UsageError(
      `cannot read ${file} as ${isJsonRateFile(file, text) ? 'JSON' : 'CSV'}: ${(err as Error).message}`,
    );
  }
}

function locate(rates: RateFile, problems: Problem[], type: string): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const p of problems) {
    const field = rates.locate(p.field, p.issue, type);
    const key = `${field}\n${p.issue}`;
    if (!seen.has(key)) out.push({ field, issue: p.issue });
    seen.add(key);
  }
  return out;
}
