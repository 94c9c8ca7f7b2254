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
  start: { runId: string; options: RunOptions; labelsDir: string; skipInvalid: boolean },
): Promise<OpenedRun> {
  const previous = journal.take({
    id: start.runId,
    file: spec.source.path ?? spec.source.name,
    hash: spec.source.hash,
    options: start.options,
    encoding: spec.source.encoding,
    labelsDir: start.labelsDir,
  });
  if (previous === 'ready') return { run: journal.run(start.runId)!, rejected: false };
  // Killed while its rows were being written: nothing of it was sent yet, so redo it.
  if (previous === 'preparing') journal.clearRows(start.runId);
  let report: IngestReport;
  try {
    report = await prepareRows(journal, start.runId, spec);
  } catch (err) {
    // An unreadable file (bad CSV, a --map header it lacks): nothing was sent, keep no run.
    journal.deleteRun(start.runId);
    throw err;
  }
  if (report.invalid > 0 && !start.skipInvalid) {
    journal.deleteRun(start.runId);
    return { run: { id: start.runId } as RunRecord, report, rejected: true };
  }
  journal.markReady(start.runId);
  return { run: journal.run(start.runId)!, report, rejected: false };
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

/** The price group of a row: domestic rows of one service, pack size and destination prefecture cost the same. */
function priceGroup(body: Record<string, any>, service: string | undefined): string {
  const to = body.to_address ?? {};
  const setup = body.setup ?? {};
  if ((to.country ?? 'JP') === 'JP')
    return JSON.stringify([
      'JP',
      service,
      setup.pack_size,
      setup.pack_amount,
      to.province,
      setup.cool_options,
    ]);
  // International prices turn on the country and the parcels, not a prefecture.
  return JSON.stringify([to.country, service, to.province, body.parcels]);
}

/**
 * The total for a confirmation without --estimate: one POST /v1/rates per price group
 * (service, pack size, destination prefecture), not one per row, so a thousand-row
 * file costs a few dozen calls against the call limit. Nothing is written to the
 * journal: the rows' own quotes stay for --estimate and --max-total.
 */
export async function groupedEstimate(
  client: ApiClient,
  journal: Journal,
  runId: string,
  states: RowState[],
  concurrency: number,
): Promise<Estimate & { groups: number }> {
  const estimator = new Estimator(client);
  const groups = new Map<
    string,
    { body: Record<string, any>; service?: string; carrier?: string; rows: number }
  >();
  let free = 0;
  for (const seq of journal.seqs(runId, states)) {
    const row = journal.row(runId, seq);
    const body = JSON.parse(row.body_json) as Record<string, any>;
    if (body.setup?.test === true) {
      free += 1;
      continue;
    }
    const key = priceGroup(body, row.service ?? undefined);
    const g = groups.get(key);
    if (g) g.rows += 1;
    else
      groups.set(key, {
        body,
        rows: 1,
        ...(row.service ? { service: row.service } : {}),
        ...(row.carrier ? { carrier: row.carrier } : {}),
      });
  }
  const pool = createPool(concurrency);
  let total = 0;
  let missing = 0;
  let currency: string | undefined;
  let failure: unknown;
  for (const g of groups.values()) {
    await pool.add(async () => {
      try {
        const q = await estimator.quote(g.body, g.service, g.carrier);
        if (q.price === undefined) missing += g.rows;
        else {
          total += q.price * g.rows;
          currency ??= q.currency;
        }
      } catch (err) {
        if ((err as { category?: string }).category === 'validation') missing += g.rows;
        else failure ??= err;
      }
    });
    if (failure) break;
  }
  await pool.drain();
  if (failure) throw failure;
  return {
    total,
    missing,
    rows: free + [...groups.values()].reduce((a, g) => a + g.rows, 0),
    groups: groups.size,
    ...(currency ? { currency } : {}),
  };
}
