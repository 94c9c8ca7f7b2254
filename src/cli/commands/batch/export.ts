// `batch export`: the marketplace's upload file from the account's labels, for the orders
// of a file (given, or the one a run read) or for every order shipped since a time.
import { existsSync } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  bufferSource,
  exportShipments,
  fileSource,
  Journal,
  JOURNAL_FILE,
  MixedEncodingError,
  NoFormatError,
  NoOrderColumnError,
  readStream,
  type BatchSource,
  type ExportResult,
} from '../../../batch/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { inputEncodingOf, readMapping } from '../../order-runs/batch-options.js';
import { listQuery } from '../../shared/list-flags.js';
import { openStateFile } from '../../../ops/state-file.js';
import { NotFoundCliError } from './errors.js';
import { EXPORT_FLAG_NAMES as FLAG, MAP, type exportVerb } from './index.js';
import { messages } from '../../../i18n/index.js';

/** The order file: given, or the one the run read. */
function orderFile(input: Input<typeof exportVerb>, ctx: Context): string | undefined {
  const text = messages().admin.batch.export;
  if (input.run === undefined) return input.file;
  if (input.file !== undefined) throw new UsageError(text.fileAndRun(FLAG.run));
  const file = path.join(ctx.settings().paths.dataDir, JOURNAL_FILE);
  if (!existsSync(file)) throw new NotFoundCliError(text.noRun(input.run));
  const journal = openStateFile(file, 'the batch journal', () => Journal.open(file, { now: ctx.now }));
  try {
    const found = journal.findRuns(input.run);
    if (found.length === 0) throw new NotFoundCliError(text.noRun(input.run));
    if (found.length > 1)
      throw new UsageError(text.ambiguousRun(input.run, found.map((r) => r.id).join(', ')));
    const run = found[0]!;
    if (!path.isAbsolute(run.file) || !existsSync(run.file))
      throw new UsageError(text.runFileGone(run.id, run.file));
    return run.file;
  } finally {
    journal.close();
  }
}

async function openFile(file: string, input: Input<typeof exportVerb>, ctx: Context): Promise<BatchSource> {
  const encoding = inputEncodingOf(input.encoding);
  const how = encoding ? { encoding } : {};
  try {
    if (file === '-') return await bufferSource('stdin', await readStream(ctx.io.stdin), how);
    return await fileSource(file, { cwd: ctx.cwd, ...how });
  } catch (err) {
    const said = messages().admin.batch;
    if (err instanceof MixedEncodingError)
      throw new UsageError(said.mixedEncoding(file, err.message), said.mixedEncodingHint);
    throw new UsageError(said.cannotRead(file, (err as Error).message));
  }
}

export async function run(input: Input<typeof exportVerb>, ctx: Context): Promise<number> {
  const text = messages().admin.batch.export;
  // stdout carries the file when there is no --out: a JSON summary would be mixed into it.
  if (ctx.globals.json && !input.out) throw new UsageError(text.jsonNeedsOut(FLAG.out));
  const file = orderFile(input, ctx);
  if (file === undefined && input.since === undefined)
    throw new UsageError(text.whichOrders(FLAG.run, FLAG.since), text.whichOrdersHint);
  const createdAfter =
    input.since === undefined
      ? undefined
      : String(
          listQuery('shipments', { since: input.since, all: true }, {}, await ctx.serviceNow()).created_after,
        );
  const mapping = input.map === undefined ? undefined : await readMapping(input.map, ctx.cwd);
  const source = file === undefined ? undefined : await openFile(file, input, ctx);
  const client = await ctx.client();
  let result: ExportResult;
  try {
    result = await withSpinner(ctx.io, text.reading, () =>
      exportShipments({
        client,
        ...(input.format ? { format: input.format } : {}),
        ...(source ? { source } : {}),
        ...(mapping ? { mapping } : {}),
        ...(createdAfter ? { createdAfter } : {}),
      }),
    );
  } catch (err) {
    if (err instanceof NoFormatError)
      throw new UsageError(
        text.noFormat(FLAG.format, messages().admin.batch.formatNames[err.preset ?? 'generic']),
        text.noFormatHint(FLAG.format),
      );
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('CSV_'))
      throw new UsageError(messages().admin.batch.notCsv(source?.name ?? '', (err as Error).message));
    if (err instanceof NoOrderColumnError)
      throw new UsageError(text.noOrderColumn(err.message), text.noOrderColumnHint(MAP.long));
    throw err;
  }
  if (input.out) {
    const out = path.resolve(ctx.cwd, input.out);
    // Written whole and then renamed: a marketplace must never be handed half a file.
    const tmp = `${out}.${process.pid}.tmp`;
    await fsp.writeFile(tmp, result.bytes);
    await fsp.rename(tmp, out);
  } else {
    await new Promise<void>((resolve, reject) =>
      ctx.io.stdout.write(result.bytes, (err) => (err ? reject(err) : resolve())),
    );
  }
  report(ctx, result, input.out);
  if (ctx.globals.json)
    printJson(ctx.io, {
      format: result.format,
      file: input.out,
      lines: result.lines,
      orders: result.orders,
      tracking_numbers: result.parcels,
      not_shipped: result.notShipped,
      test_labels_only: result.testOnly,
      left_out: result.overflow,
    });
  return 0;
}

function report(ctx: Context, result: ExportResult, out: string | undefined): void {
  const text = messages().admin.batch.export;
  const list = (keys: readonly string[]) =>
    keys.slice(0, 5).join(messages().support.output.listSeparator) + (keys.length > 5 ? ' …' : '');
  if (result.notShipped.length > 0)
    ctx.notices.warn(text.notShipped(result.notShipped.length, list(result.notShipped)));
  if (result.testOnly.length > 0) ctx.notices.info(text.testOnly(result.testOnly.length));
  for (const o of result.overflow) ctx.notices.warn(text.overflow(o.orderId, o.numbers.join(' ')));
  if (result.replaced > 0) ctx.notices.warn(text.replaced(result.replaced));
  ctx.notices.success(text.written(result.format, result.lines, result.orders, result.parcels, out));
}
