// A run from the command's point of view: found (resume) or created from the file,
// locked for this process, quoted when a total is wanted. The command decides what to
// print and ask; this decides nothing about the terminal.
import type { ApiClient } from '../api/index.js';
import { Estimator } from './estimate.js';
import { quoted, type Journal, type RowState, type RunRecord } from './journal.js';
import { prepareRows, type IngestReport, type IngestSpec } from './plan.js';
import { createPool } from './pool.js';
import type { RunOptions } from './ref.js';

export interface OpenedRun {
  run: RunRecord;
  /** Undefined when an existing run is resumed (its rows were checked when it was made). */
  report?: IngestReport;
  /** The file has invalid rows and --skip-invalid was not given: the run was not kept. */
  rejected: boolean;
}

export async function openRun(
  journal: Journal,
  spec: IngestSpec,
  o: { runId: string; options: RunOptions; labelsDir: string; skipInvalid: boolean },
): Promise<OpenedRun> {
  const existing = journal.run(o.runId);
  if (existing?.state === 'ready') {
    journal.lock(o.runId);
    return { run: journal.run(o.runId)!, rejected: false };
  }
  if (existing) {
    // Killed while its rows were being written: nothing of it was sent yet, so redo it.
    journal.lock(o.runId);
    journal.clearRows(o.runId);
  } else {
    journal.createRun({
      id: o.runId,
      file: spec.source.path ?? spec.source.name,
      hash: spec.source.hash,
      options: o.options,
      encoding: spec.source.encoding,
      labelsDir: o.labelsDir,
    });
    journal.lock(o.runId);
  }
  let report: IngestReport;
  try {
    report = await prepareRows(journal, o.runId, spec);
  } catch (err) {
    // An unreadable file (bad CSV, a --map header it lacks): nothing was sent, keep no run.
    journal.deleteRun(o.runId);
    throw err;
  }
  if (report.invalid > 0 && !o.skipInvalid) {
    journal.deleteRun(o.runId);
    return { run: existing ?? ({ id: o.runId } as RunRecord), report, rejected: true };
  }
  journal.markReady(o.runId);
  return { run: journal.run(o.runId)!, report, rejected: false };
}

export interface Estimate {
  total: number;
  currency?: string;
  /** Rows for which no rate came back (their cost is unknown). */
  missing: number;
  rows: number;
}

/** The states whose rows this invocation may still send. */
export const toSendStates = (retryFailed: boolean): RowState[] =>
  retryFailed ? ['pending', 'sending', 'unknown', 'failed'] : ['pending', 'sending', 'unknown'];

/** Quotes the rows still to send that have no quote yet (kept in the journal for a resume). */
export async function estimateRun(
  client: ApiClient,
  journal: Journal,
  runId: string,
  states: RowState[],
  concurrency: number,
): Promise<Estimate> {
  const estimator = new Estimator(client);
  const pool = createPool(concurrency);
  let failure: unknown;
  for (const seq of journal.seqs(runId, states)) {
    const row = journal.row(runId, seq);
    if (row.quoted) continue;
    await pool.add(async () => {
      try {
        const q = await estimator.quote(
          JSON.parse(row.body_json),
          row.service ?? undefined,
          row.carrier ?? undefined,
        );
        journal.setQuote(runId, seq, q.price ?? null, q.currency ?? null);
      } catch (err) {
        // A quote the server refuses (400) says the row will fail; it is not a cost.
        if ((err as { category?: string }).category === 'validation')
          journal.setQuote(runId, seq, null, null);
        else failure ??= err;
      }
    });
    if (failure) break;
  }
  await pool.drain();
  if (failure) throw failure;
  const q = quoted(journal, runId, states);
  const rows = journal.seqs(runId, states).length;
  return { total: q.sum, missing: q.missing, rows, ...(q.currency ? { currency: q.currency } : {}) };
}
