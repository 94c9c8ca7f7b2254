import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { carriers } from '../../../../api/index.js';
import { messageText, type NegotiatedRatesUpload } from '../../../../contract/index.js';
import {
  NEGOTIATED_RATE_CARRIERS,
  hasRegionTable,
  keeping,
  listOf,
  problem,
  regionNameSaid,
  validateNegotiatedRates,
  type Problem,
} from '../../../../domain/index.js';
import type { Context } from '../../../context.js';
import type { Input } from '../../../define.js';
import { UsageError, ValidationError } from '../../../errors.js';
import { enforceRules } from '../../../request/rule-sources.js';
import { readAll } from '../../../io.js';
import { printJson } from '../../../output/json.js';
import { withSpinner } from '../../../output/spinner.js';
import { findAccount } from '../../../shared/carrier-accounts.js';
import type { upload } from './index.js';
import { decodeText, isJsonRateFile, parseRateCsv, parseRateJson, type RateFile } from './rate-file.js';

export async function run(input: Input<typeof upload>, ctx: Context): Promise<number> {
  const rates = await readRateFile(ctx, input.file);
  if (rates.problems.length)
    throw new ValidationError(rates.problems, `${input.file} is not a rate grid; nothing was sent`);

  const client = await ctx.client();
  const account = await findAccount(client, input.id);
  const type = String(account.type);
  if (!hasRegionTable(type))
    throw new UsageError(
      `account ${input.id} is ${type}: negotiated rates can be uploaded for ${listOf(NEGOTIATED_RATE_CARRIERS)} accounts only`,
    );
  const header = rates.regions.flatMap((r) => {
    const issue = regionNameSaid(type, r);
    return issue ? [problem(`header column "${r}"`, issue)] : [];
  });
  const checked = enforceRules(validateNegotiatedRates(rates.body, type), 'negotiated-rates', ctx);
  const problems = locate(rates, [...header, ...checked], type);
  if (problems.length)
    throw new ValidationError(
      problems,
      `${input.file} does not fit the ${type} rate regions and sizes; nothing was sent`,
    );

  const message = await withSpinner(ctx.io, 'Uploading rates', () =>
    carriers.uploadRates(client, input.id, rates.body as NegotiatedRatesUpload),
  );
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.notices.success(messageText(message));
  return 0;
}

async function readRateFile(ctx: Context, file: string): Promise<RateFile> {
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
    // Placed in the file, still knowing what was said: the reader's language.
    if (!seen.has(key)) out.push(keeping({ field, issue: p.issue }, p.said));
    seen.add(key);
  }
  return out;
}
