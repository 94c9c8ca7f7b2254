// `batch ship`: read the CSV, then the operations (ops/orders/file-run.ts, send.ts) open (or
// resume) the journaled run and send it; the file's report, the question and the tally are here.
import {
  bufferSource,
  fileSource,
  MixedEncodingError,
  readStream,
  type BatchSource,
} from '../../../batch/index.js';
import { jstToday } from '../../../domain/index.js';
import { fileRunError, fileRunSpec, openFileRun, settleFileRun } from '../../../ops/orders/file-run.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { UsageError } from '../../errors.js';
import { checkOutputFiles } from '../../output/output-files.js';
import { noteChoiceOf, printerFile, printTargetOf } from '../../print/index.js';
import { dryRun } from './dry-run.js';
import { sendRun } from '../../order-runs/send-run.js';
import { withSpinner } from '../../output/spinner.js';
import {
  bodyDefaults,
  checkShipFlags,
  resultsEncodingOf,
  runOptionsOf,
  type CheckedShip,
} from '../../order-runs/batch-options.js';
import { LABELS_PDF, MAP, OUT, type ship } from './index.js';
import { invalidFile, printColumns, printPrepared, printResumed, printWarnings } from './ship-report.js';
import { messages } from '../../../i18n/index.js';

async function openSource(checked: CheckedShip, ctx: Context): Promise<BatchSource> {
  const encoding = checked.encoding ? { encoding: checked.encoding } : {};
  const name = checked.file === '-' ? 'stdin' : checked.file;
  try {
    if (checked.file === '-') return await bufferSource('stdin', await readStream(ctx.io.stdin), encoding);
    return await fileSource(checked.file, { cwd: ctx.cwd, ...encoding });
  } catch (err) {
    // Decoded either way, the lines of the other encoding would put garbage on labels.
    if (err instanceof MixedEncodingError)
      throw new UsageError(
        messages().admin.batch.mixedEncoding(name, err.message),
        messages().admin.batch.mixedEncodingHint,
      );
    if (checked.file === '-') throw err;
    throw new UsageError(messages().admin.batch.cannotRead(name, (err as Error).message));
  }
}

export async function run(input: Input<typeof ship>, ctx: Context): Promise<number> {
  const checked = await checkShipFlags(input, ctx.cwd);
  const printTarget = await printTargetOf(input, ctx);
  const note = noteChoiceOf(input, ctx, printTarget);
  checkOutputFiles({
    outputs: [
      { flag: OUT.long, value: input.out },
      { flag: LABELS_PDF.long, value: input.labelsPdf },
      ...printerFile(printTarget, input),
    ],
    inputs: [
      { value: checked.file, what: messages().admin.batch.theOrders },
      { flag: MAP.long, value: input.map, what: messages().admin.batch.theMapping },
    ],
    cwd: ctx.cwd,
    paths: ctx.settings().paths,
  });
  // Read first: a file refused for its bytes needs no sandbox started, no clock asked.
  const source = await openSource(checked, ctx);
  const settings = ctx.settings();
  const defaults = bodyDefaults(input, settings, jstToday(await ctx.serviceNow()));
  // Results shown on a terminal are in the terminal's UTF-8, whatever the file was.
  if (!checked.outEncodingGiven)
    checked.outEncoding = !checked.out && ctx.io.stdoutIsTTY ? 'utf8' : resultsEncodingOf(source);
  const sender = input.fromWarehouse ?? settings.defaults.from_warehouse.value;
  const { spec, warehouseId } = await fileRunSpec(ctx, {
    source,
    defaults,
    ...(sender ? { warehouseId: sender } : {}),
    sjisResults: checked.outEncoding === 'sjis',
    ...(checked.mapping ? { mapping: checked.mapping } : {}),
  });
  if (checked.dryRun) return dryRun(ctx, spec, checked).catch(fileRunError(source));
  const client = await ctx.client();

  const run = await openFileRun(ctx, spec, {
    options: runOptionsOf(defaults, warehouseId, checked, input.shipmentDate?.trim().toLowerCase()),
    ...(checked.labelsDir ? { labelsDir: checked.labelsDir } : {}),
    skipInvalid: checked.skipInvalid,
  });
  ctx.onClose(() => run.close());
  const { opened, journal, runId } = run;
  if (opened.rejected && opened.report) {
    printColumns(ctx, opened.report);
    printWarnings(ctx, opened.report);
    throw invalidFile(opened.report, source.name);
  }
  // Rows shipped by an earlier file, or voided since, are settled before the run is described:
  // "to send" is what will be sent.
  const settled = await withSpinner(ctx.io, messages().shipping.runs.checking, () => settleFileRun(ctx, run));
  if (opened.report) printPrepared(ctx, opened.report, runId, run.earlier, journal.counts(runId).pending);
  else printResumed(ctx, journal, runId);
  return sendRun(ctx, client, journal, {
    runId,
    ledger: run.ledger,
    doneBefore: run.doneBefore,
    settled,
    labelsDir: run.labelsDir,
    checked,
    ...(printTarget ? { printTarget } : {}),
    ...(note ? { note } : {}),
  });
}
