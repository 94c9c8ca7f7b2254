// `batch ship`: read the CSV, open (or resume) the journaled run, send it.
import path from 'node:path';
import { openStateFile } from '../../shared/state-file.js';
import {
  accountRefs,
  bufferSource,
  Ledger,
  settleBeforeSend,
  EmptyFileError,
  fileSource,
  Journal,
  JOURNAL_FILE,
  MappingError,
  MixedEncodingError,
  openRun,
  readStream,
  resolveSender,
  RunLockedError,
  runIdOf,
  SenderError,
  type BatchSource,
  type IngestSpec,
} from '../../../batch/index.js';
import { ensurePrivateDir } from '../../../config/index.js';
import { jstToday } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { CliError, UsageError } from '../../errors.js';
import { checkOutputFiles } from '../../output/output-files.js';
import { noteChoiceOf, printerFile, printTargetOf } from '../../print/index.js';
import { dryRun } from './dry-run.js';
import { doneRows, sendRun } from '../../order-runs/send-run.js';
import { withSpinner } from '../../output/spinner.js';
import {
  bodyDefaults,
  checkShipFlags,
  resultsEncodingOf,
  runOptionsOf,
  type CheckedShip,
} from '../../order-runs/batch-options.js';
import type { ship } from './index.js';
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

/** A file that cannot be read as a batch (no header, broken CSV, a --map header it lacks): exit 2. */
function fileError(source: BatchSource) {
  return (err: unknown): never => {
    const code = (err as { code?: unknown }).code;
    const text = messages().admin.batch;
    if (err instanceof EmptyFileError || err instanceof MappingError)
      throw new UsageError(text.fileProblem(source.name, err.message));
    if (typeof code === 'string' && code.startsWith('CSV_'))
      throw new UsageError(text.notCsv(source.name, (err as Error).message));
    throw err;
  };
}

export async function run(input: Input<typeof ship>, ctx: Context): Promise<number> {
  const checked = await checkShipFlags(input, ctx.cwd);
  const printTarget = await printTargetOf(input, ctx);
  const note = noteChoiceOf(input, ctx, printTarget);
  checkOutputFiles({
    outputs: [
      { flag: '--out', value: input.out },
      { flag: '--labels-pdf', value: input.labelsPdf },
      ...printerFile(printTarget, input),
    ],
    inputs: [
      { value: checked.file, what: messages().admin.batch.theOrders },
      { flag: '--map', value: input.map, what: messages().admin.batch.theMapping },
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
  const client = await ctx.client();
  const warehouseId = input.fromWarehouse ?? settings.defaults.from_warehouse.value;
  const sender = await resolveSender(client, warehouseId).catch((err: unknown) => {
    throw err instanceof SenderError ? new UsageError(err.message) : err;
  });
  const spec: IngestSpec = {
    source,
    defaults,
    from: sender.address,
    fromInJapan: sender.addressInJapan,
    now: ctx.now(),
    strict: ctx.strictRules(),
    accounts: await accountRefs(client),
    sjisResults: checked.outEncoding === 'sjis',
    ...(checked.mapping ? { mapping: checked.mapping } : {}),
  };
  if (checked.dryRun) return dryRun(ctx, client, spec, checked).catch(fileError(source));

  const options = runOptionsOf(
    defaults,
    sender.warehouseId,
    checked,
    input.shipmentDate?.trim().toLowerCase(),
  );
  const runId = runIdOf(source.hash, options);
  const { dataDir } = settings.paths;
  const journalFile = path.join(dataDir, JOURNAL_FILE);
  const journal = openStateFile(
    journalFile,
    'the batch journal',
    () => {
      ensurePrivateDir(dataDir);
      return Journal.open(journalFile, { now: ctx.now });
    },
    'rows already shipped are found on the server by their ref_number and not sent again',
  );
  ctx.onClose(() => journal.close());
  const labelsDir = checked.labelsDir ?? path.join(dataDir, 'batch', runId, 'labels');
  const earlier = journal.runsWithHash(source.hash).filter((r) => r.id !== runId);

  let opened;
  try {
    opened = await openRun(journal, spec, { runId, options, labelsDir, skipInvalid: checked.skipInvalid });
  } catch (err) {
    if (err instanceof RunLockedError)
      throw new CliError(err.message, {
        hint: messages().admin.batch.runLockedHint,
      });
    return fileError(source)(err);
  }
  ctx.onClose(() => journal.unlock(runId));
  if (opened.rejected && opened.report) {
    printColumns(ctx, opened.report);
    printWarnings(ctx, opened.report);
    throw invalidFile(opened.report, source.name);
  }
  // Rows shipped by an earlier file, or voided since, are settled before the run is described:
  // "to send" is what will be sent.
  const doneBefore = doneRows(journal, runId);
  const ledger = new Ledger(client);
  const settled = await withSpinner(ctx.io, messages().shipping.runs.checking, () =>
    settleBeforeSend({ client, journal, runId, ledger }),
  );
  if (opened.report) printPrepared(ctx, opened.report, runId, earlier, journal.counts(runId).pending);
  else printResumed(ctx, journal, runId);
  return sendRun(ctx, client, journal, {
    runId,
    ledger,
    doneBefore,
    settled,
    labelsDir: opened.run.labels_dir ?? labelsDir,
    checked,
    ...(printTarget ? { printTarget } : {}),
    ...(note ? { note } : {}),
  });
}
