// A batch file shipped as a run (`batch ship`): the file's rows checked against the sender and
// the account's carriers, the journaled run opened (or taken back), and what the account
// already holds settled before anything is counted or sent. Sending is send.ts's, as for every
// order run; the flags, the report of the file and the question are the shell's.
import path from 'node:path';
import {
  accountRefs,
  checkFile,
  createPool,
  EmptyFileError,
  Estimator,
  Journal,
  JOURNAL_FILE,
  Ledger,
  MappingError,
  openRun,
  RunLockedError,
  runIdOf,
  settleBeforeSend,
  type BatchSource,
  type BodyDefaults,
  type Estimate,
  type IngestedRow,
  type IngestReport,
  type FieldMapping,
  type IngestSpec,
  type OpenedRun,
  type RunOptions,
  type RunRecord,
} from '../../batch/index.js';
import { ensurePrivateDir } from '../../config/index.js';
import { messages } from '../../i18n/index.js';
import type { OpsContext } from '../context.js';
import { CliError, UsageError } from '../errors.js';
import { openStateFile } from '../state-file.js';
import { senderOf } from './sender.js';
import { doneRows } from './send.js';

export interface FileRunInput {
  source: BatchSource;
  /** What every row starts from (the run's choices, then the profile's stored defaults). */
  defaults: BodyDefaults;
  /** The sender's warehouse; the account's default warehouse when not given. */
  warehouseId?: string;
  mapping?: FieldMapping;
  /** The results will be Shift_JIS: rows are checked for what it cannot hold. */
  sjisResults: boolean;
}

/** How the file's rows are read and checked: the sender and the account's carriers resolved. */
export async function fileRunSpec(
  ctx: Pick<OpsContext, 'client' | 'now' | 'strictRules'>,
  input: FileRunInput,
): Promise<{ spec: IngestSpec; warehouseId: string }> {
  const client = await ctx.client();
  const sender = await senderOf(client, input.warehouseId);
  return {
    warehouseId: sender.warehouseId,
    spec: {
      source: input.source,
      defaults: input.defaults,
      from: sender.address,
      fromInJapan: sender.addressInJapan,
      now: ctx.now(),
      strict: ctx.strictRules(),
      accounts: await accountRefs(client),
      sjisResults: input.sjisResults,
      ...(input.mapping ? { mapping: input.mapping } : {}),
    },
  };
}

/** A file that cannot be read as a batch (no header, broken CSV, a mapped header it lacks): exit 2. */
export function fileRunError(source: Pick<BatchSource, 'name'>): (err: unknown) => never {
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

export interface FileRun {
  journal: Journal;
  runId: string;
  opened: OpenedRun;
  /** Other runs of the same file (other choices): the shell names them. */
  earlier: RunRecord[];
  labelsDir: string;
  ledger: Ledger;
  /** Rows done before this call, with their shipment (never counted as shipped now). */
  doneBefore: Map<number, string | null>;
  /** Lets the run go and closes the journal. */
  close(): void;
}

/**
 * Opens the file's run: a new one with its rows checked, or the same file with the same choices
 * taken back where it stopped (a row in flight is reconciled, never sent twice). A file with
 * invalid rows and no `skipInvalid` keeps no run (`opened.rejected`, its report says why).
 */
export async function openFileRun(
  ctx: Pick<OpsContext, 'client' | 'now' | 'settings'>,
  spec: IngestSpec,
  start: { options: RunOptions; labelsDir?: string; skipInvalid: boolean },
): Promise<FileRun> {
  const client = await ctx.client();
  const runId = runIdOf(spec.source.hash, start.options);
  const { dataDir } = ctx.settings().paths;
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
  const labelsDir = start.labelsDir ?? path.join(dataDir, 'batch', runId, 'labels');
  const earlier = journal.runsWithHash(spec.source.hash).filter((r) => r.id !== runId);
  let opened: OpenedRun;
  try {
    opened = await openRun(journal, spec, {
      runId,
      options: start.options,
      labelsDir,
      skipInvalid: start.skipInvalid,
    });
  } catch (err) {
    journal.close();
    if (err instanceof RunLockedError)
      throw new CliError(err.message, { hint: messages().admin.batch.runLockedHint });
    return fileRunError(spec.source)(err);
  }
  return {
    journal,
    runId,
    opened,
    earlier,
    labelsDir: opened.run.labels_dir ?? labelsDir,
    ledger: new Ledger(client),
    doneBefore: doneRows(journal, runId),
    close: () => {
      journal.unlock(runId);
      journal.close();
    },
  };
}

/**
 * Before the run is described: rows shipped by an earlier file, or voided since, settled against
 * the account, so "to send" is what will be sent.
 */
export async function settleFileRun(
  ctx: Pick<OpsContext, 'client'>,
  run: FileRun,
): Promise<{ reopened: number; alreadyShipped: number }> {
  return settleBeforeSend({
    client: await ctx.client(),
    journal: run.journal,
    runId: run.runId,
    ledger: run.ledger,
  });
}

/**
 * Every row of the file checked (and, with `estimate`, each valid one quoted), one at a time in
 * constant memory: nothing sent, no run kept. `onRow` sees each row as it is checked (a results
 * line, a spooled problem).
 */
export async function checkFileRun(
  ctx: Pick<OpsContext, 'client'>,
  spec: IngestSpec,
  how: { estimate: boolean; concurrency: number; onRow?: (row: IngestedRow) => Promise<void> | void },
): Promise<{ report: IngestReport; estimate?: Estimate }> {
  const estimator = how.estimate ? new Estimator(await ctx.client()) : undefined;
  const pool = createPool(how.concurrency);
  const estimate: Estimate = { total: 0, missing: 0, rows: 0 };
  const report = await checkFile(spec, async (row) => {
    await how.onRow?.(row);
    if (!estimator || row.problems.length > 0) return;
    estimate.rows += 1;
    await pool.add(async () => {
      // A quote that fails prices nothing: the row counts as one without a rate.
      const q = await estimator
        .quote(row.body, row.service, row.carrier)
        .catch(() => ({}) as { price?: number; currency?: string });
      if (q.price === undefined) estimate.missing += 1;
      else estimate.total += q.price;
      if (q.currency) estimate.currency = q.currency;
    });
  });
  await pool.drain();
  return { report, ...(estimator ? { estimate } : {}) };
}
