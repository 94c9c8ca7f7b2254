import path from 'node:path';
import { openStateFile } from '../../state-file.js';
import type { Command } from 'commander';
import {
  accountRefs,
  bufferSource,
  EmptyFileError,
  fileSource,
  Journal,
  JOURNAL_FILE,
  MappingError,
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
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError, UsageError } from '../../errors.js';
import { printTargetOf } from '../../print/index.js';
import { dryRun } from './dry-run.js';
import { sendRun } from './ship-flow.js';
import {
  bodyDefaults,
  checkShipFlags,
  runOptionsOf,
  type BatchShipOptions,
  type CheckedShip,
  type ShipFlags,
} from './ship-options.js';
import { invalidFile, printColumns, printPrepared, printResumed, printWarnings } from './ship-report.js';

export type { BatchShipOptions } from './ship-options.js';

export function register(batch: Command, kit: CommandKit): void {
  batch
    .command('ship')
    .description('Create a shipment per order of a CSV file (or - for stdin), journaled so a re-run resumes')
    .argument('<file>', 'CSV file: UTF-8, UTF-8 with BOM or Shift_JIS; - reads stdin')
    .optionsGroup('CSV file:')
    .option('--encoding <enc>', 'force the file encoding: utf8, sjis, utf16le, utf16be')
    .option('--map <file.json>', 'column mapping, our field → your header: {"zip": "Postal"}')
    .optionsGroup('Row defaults:')
    .option('--carrier <type>', 'carrier for rows without a carrier column (sagawa, yamato…)')
    .option('--service <code>', 'service for rows without a service column (default <carrier>_regular)')
    .option('--carrier-id <id>', 'carrier account for every row')
    .option('--pack-size <n>', 'pack size for rows without a size column')
    .option('--shipment-date <date>', 'ship date for rows without a 出荷日 column: today, tomorrow or YYYY-MM-DD')
    .option('--test', 'free test labels (setup.test)')
    .option('--from-warehouse <id>', 'sender warehouse (default: the stored from_warehouse, else the first)')
    .optionsGroup('Run control:')
    .option('--dry-run', 'check the whole file and stop; nothing is sent')
    .option('--estimate', 'quote every row with POST /v1/rates and show the total')
    .option('--skip-invalid', 'ship the valid rows; record invalid ones as skipped')
    .option('--retry-failed', 'send again the rows the server refused in an earlier attempt')
    .option('--max-total <amount>', 'refuse to start, or stop, before the quoted total passes this')
    .option('--concurrency <n>', 'requests in flight (default 4)')
    .optionsGroup('Results and labels:')
    .option(
      '--out <file>',
      "write the results CSV here (default stdout); a cell starting with = + - @ gets a leading ' so spreadsheets show it as text",
    )
    .option('--out-encoding <enc>', 'results encoding: utf8 (default), utf8-bom, sjis (for Excel)')
    .option('--labels-dir <dir>', 'where labels are saved (default: the run’s directory under the data dir)')
    .option('--labels-pdf <file>', 'also merge every label, in file order, into one PDF')
    .option('--no-labels', 'do not download labels')
    .option('--print', 'print every label in file order (--printer, else the stored printer)')
    .option(
      '--printer <target>',
      'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print',
    )
    .addHelpText(
      'after',
      '\nRe-running the same command (same file, same options) resumes the run: rows already shipped\n' +
        'are not sent again. Column names, Japanese headers and the Shopify preset: docs/batch.md.\n' +
        examples(
          'shipctl batch ship orders.csv --dry-run',
          'shipctl batch ship orders.csv --carrier sagawa --pack-size 60 --estimate --yes --out results.csv',
          'shipctl batch ship orders.csv --test --labels-pdf labels.pdf --out-encoding sjis --out results.csv',
          'cat orders.csv | shipctl batch ship - --yes --json',
        ),
    )
    .action(action(kit, (file: string, flags: ShipFlags) => ({ ...flags, file }), run));
}

async function openSource(o: CheckedShip, ctx: Context): Promise<BatchSource> {
  const encoding = o.encoding ? { encoding: o.encoding } : {};
  if (o.file === '-') return bufferSource('stdin', await readStream(ctx.io.stdin), encoding);
  try {
    return await fileSource(o.file, { cwd: ctx.cwd, ...encoding });
  } catch (err) {
    throw new UsageError(`cannot read ${o.file}: ${(err as Error).message}`);
  }
}

/** A file that cannot be read as a batch (no header, broken CSV, a --map header it lacks): exit 2. */
function fileError(source: BatchSource) {
  return (err: unknown): never => {
    const code = (err as { code?: unknown }).code;
    if (err instanceof EmptyFileError || err instanceof MappingError)
      throw new UsageError(`${source.name}: ${err.message}`);
    if (typeof code === 'string' && code.startsWith('CSV_'))
      throw new UsageError(`${source.name} is not a readable CSV file: ${(err as Error).message}`);
    throw err;
  };
}

export async function run(opts: BatchShipOptions, ctx: Context): Promise<number> {
  const o = await checkShipFlags(opts, ctx.cwd);
  const printTarget = printTargetOf(opts, ctx);
  const settings = ctx.settings();
  const defaults = bodyDefaults(opts, settings, jstToday(await ctx.serviceNow()));
  const source = await openSource(o, ctx);
  const client = await ctx.client();
  const warehouseId = opts.fromWarehouse ?? settings.defaults.from_warehouse.value;
  const sender = await resolveSender(client, warehouseId).catch((err: unknown) => {
    throw err instanceof SenderError ? new UsageError(err.message) : err;
  });
  const spec: IngestSpec = {
    source,
    defaults,
    from: sender.address,
    now: ctx.now(),
    strict: ctx.strictRules(),
    accounts: await accountRefs(client),
    sjisResults: o.outEncoding === 'sjis',
    ...(o.mapping ? { mapping: o.mapping } : {}),
  };
  if (o.dryRun) return dryRun(ctx, client, spec, o).catch(fileError(source));

  const options = runOptionsOf(defaults, sender.warehouseId, o, opts.shipmentDate?.trim().toLowerCase());
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
  const labelsDir = o.labelsDir ?? path.join(dataDir, 'batch', runId, 'labels');
  const earlier = journal.runsWithHash(source.hash).filter((r) => r.id !== runId);

  let opened;
  try {
    opened = await openRun(journal, spec, { runId, options, labelsDir, skipInvalid: o.skipInvalid });
  } catch (err) {
    if (err instanceof RunLockedError)
      throw new CliError(err.message, {
        hint: 'wait for it to finish (or stop it); then run the same command again',
      });
    return fileError(source)(err);
  }
  ctx.onClose(() => journal.unlock(runId));
  if (opened.report) {
    if (opened.rejected) {
      printColumns(ctx, opened.report);
      printWarnings(ctx, opened.report);
      throw invalidFile(opened.report, source.name);
    }
    printPrepared(ctx, opened.report, runId, earlier);
  } else printResumed(ctx, journal, runId);
  return sendRun(ctx, client, journal, {
    runId,
    labelsDir: opened.run.labels_dir ?? labelsDir,
    o,
    ...(printTarget ? { printTarget } : {}),
  });
}
