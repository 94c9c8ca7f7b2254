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
import { enforceRules } from '../../../../ops/request/rules.js';
import { readAll } from '../../../io.js';
import { printJson } from '../../../output/json.js';
import { withSpinner } from '../../../output/spinner.js';
import { findAccount } from '../../../shared/carrier-accounts.js';
import type { upload } from './index.js';
import { decodeText, isJsonRateFile, parseRateCsv, parseRateJson, type RateFile } from './rate-file.js';
import { messages } from '../../../../i18n/index.js';

export async function run(input: Input<typeof upload>, ctx: Context): Promise<number> {
  const text = messages().admin.rates;
  const rates = await readRateFile(ctx, input.file);
  if (rates.problems.length) throw new ValidationError(rates.problems, text.notAGrid(input.file));

  const client = await ctx.client();
  const account = await findAccount(client, input.id);
  const type = String(account.type);
  if (!hasRegionTable(type))
    throw new UsageError(text.notNegotiable(input.id, type, listOf(NEGOTIATED_RATE_CARRIERS)));
  const header = rates.regions.flatMap((r) => {
    const issue = regionNameSaid(type, r);
    return issue ? [problem(text.headerColumn(r), issue)] : [];
  });
  const checked = enforceRules(validateNegotiatedRates(rates.body, type), 'negotiated-rates', ctx);
  const problems = locate(rates, [...header, ...checked], type);
  if (problems.length) throw new ValidationError(problems, text.doesNotFit(input.file, type));

  const message = await withSpinner(ctx.io, text.uploading, () =>
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
    throw new UsageError(
      messages().admin.rates.cannotRead(file, (err as NodeJS.ErrnoException).code ?? String(err)),
    );
  }
  const text = decodeText(bytes);
  try {
    return isJsonRateFile(file, text) ? parseRateJson(JSON.parse(text)) : parseRateCsv(text);
  } catch (err) {
    throw new UsageError(
      messages().admin.rates.cannotParse(
        file,
        isJsonRateFile(file, text) ? 'JSON' : 'CSV',
        (err as Error).message,
      ),
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
