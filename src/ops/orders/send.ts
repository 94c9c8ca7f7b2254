// Sending a prepared run (its rows in the journal): settle what the account already holds,
// price it when asked, have it confirmed, send with the duplicate guard and reconcile, fetch
// the labels — and say what happened as data. The question, the spinner, the progress line
// and the tally are the caller's (hooks); nothing here prints.
import type { ApiClient } from '../../api/index.js';
import {
  breakdown,
  createLabelFetcher,
  estimateRun,
  executeRun,
  fetchMissingLabels,
  groupedEstimate,
  isAlreadyShippedNote,
  Ledger,
  quoted,
  settleBeforeSend,
  toSendStates,
  type Estimate,
  type Journal,
  type Progress,
  type RowRecord,
  type RunOutcome,
} from '../../batch/index.js';
import type { OpsContext } from '../context.js';
import { CancelledError, EXIT } from '../errors.js';
import { refLocksOf } from '../ref-locks.js';

export interface SendSettings {
  runId: string;
  labelsDir: string;
  concurrency: number;
  /** Quote each row before sending (the price a station shows; a spend limit needs it). */
  estimate: boolean;
  /** Stop before the quotes of the rows shipped would pass this. */
  maxTotal?: number;
  retryFailed: boolean;
  /** Fetch each label as its row completes. */
  labels: boolean;
  /** The account's shipments, when the caller keeps them (orders ship, station). */
  ledger?: Ledger;
  /**
   * Rows the run had done before this call, with their shipment, when the caller took the run
   * back without asking for it (the same orders, the same choices): a row still done with that
   * shipment was shipped by an earlier call, and is never counted as shipped now.
   */
  doneBefore?: ReadonlyMap<number, string | null>;
  /** The caller settled the run already (settleBeforeSend), with this outcome. */
  settled?: { reopened: number; alreadyShipped: number };
}

/** What is about to be sent, for the question asked before money is spent. */
export interface SendQuestion {
  count: number;
  services: Record<string, number>;
  test: number;
  estimate?: Estimate;
  /** A price from one quote per service, size and prefecture (when no estimate was asked). */
  grouped?: Estimate & { groups: number };
}

export interface SendHooks {
  /** Around a slow step (a spinner at a terminal). */
  during?: <T>(step: 'checking' | 'quoting', work: () => Promise<T>) => Promise<T>;
  /** Asked before anything is sent; false cancels (CancelledError). Without it the run is confirmed. */
  confirm?: (question: SendQuestion) => Promise<boolean>;
  /** The question wants a price even without an estimate (a person is about to say yes). */
  pricedQuestion?: boolean;
  /** Called with the estimate before the question (a spend limit refuses by throwing). */
  checkEstimate?: (estimate: Estimate, spentBefore: number) => void;
  /** Right before the first row is sent (after the question): a terminal starts minding Ctrl+C. */
  beforeSend?: () => void;
  onProgress?: (p: Progress) => void;
  onNotice?: (message: string) => void;
}

/** What a send did, read off the journal once it is over. */
export interface SendReport {
  runId: string;
  outcome: RunOutcome;
  settled: { reopened: number; alreadyShipped: number };
  counts: ReturnType<Journal['counts']>;
  /** Rows done but not shipped by this call: found shipped on the account, or by an earlier call. */
  foundShipped: number;
  /** Test labels made: their orders stay open. */
  testLabels: number;
  /** Rows neither done, failed nor skipped (a stop left them). */
  left: number;
  /** Rows shipped whose label could not be saved. */
  unsaved: number;
  labelFailures: readonly { seq: number; error: string }[];
  estimate?: Estimate;
}

/** The run's done rows and their shipments, as they stand. */
export function doneRows(journal: Journal, runId: string): Map<number, string | null> {
  return new Map(
    [...journal.rows(runId)].filter((r) => r.state === 'done').map((r) => [r.seq, r.shipment_id]),
  );
}

/** A row done by an earlier call of a run its caller took back (SendSettings.doneBefore). */
export function shippedBefore(s: Pick<SendSettings, 'doneBefore'>, row: RowRecord): boolean {
  return s.doneBefore?.has(row.seq) === true && s.doneBefore.get(row.seq) === row.shipment_id;
}

const plain = <T>(_step: string, work: () => Promise<T>) => work();

/** Sends what the run still has to send; ctx.signal stops it between rows (the rest stays pending). */
export async function sendJournalRun(
  ctx: Pick<OpsContext, 'now' | 'strictRules' | 'settings' | 'signal'>,
  client: ApiClient,
  journal: Journal,
  given: SendSettings,
  hooks: SendHooks = {},
): Promise<SendReport> {
  const { runId } = given;
  const during = hooks.during ?? plain;
  const states = toSendStates(given.retryFailed);
  const s: SendSettings = {
    ...given,
    doneBefore: given.doneBefore ?? doneRows(journal, runId),
    ledger: given.ledger ?? new Ledger(client),
  };
  // What the question asks about is what will be sent: voids reopened, rows the account
  // already holds a label for taken as done, before anything is counted or priced.
  const settled =
    s.settled ??
    (await during('checking', () =>
      settleBeforeSend({ client, journal, runId, ...(s.ledger ? { ledger: s.ledger } : {}) }),
    ));
  const plan = breakdown(journal, runId, states);
  let estimate: Estimate | undefined;
  if (plan.count > 0 && (s.estimate || s.maxTotal !== undefined))
    estimate = await during('quoting', () => estimateRun(client, journal, runId, states, s.concurrency));
  if (estimate && hooks.checkEstimate) hooks.checkEstimate(estimate, quoted(journal, runId, ['done']).sum);
  if (plan.count > 0 && hooks.confirm) {
    // A person about to say yes sees a price even without an estimate: one quote per
    // service, pack size and prefecture (a handful of calls), not one per row.
    const grouped =
      hooks.pricedQuestion && !estimate && plan.test < plan.count
        ? await during('quoting', () => groupedEstimate(client, journal, runId, states, s.concurrency))
        : undefined;
    const yes = await hooks.confirm({
      count: plan.count,
      services: plan.services,
      test: plan.test,
      ...(estimate ? { estimate } : {}),
      ...(grouped ? { grouped } : {}),
    });
    if (!yes) throw new CancelledError();
  }

  hooks.beforeSend?.();
  const labels = s.labels
    ? createLabelFetcher({
        journal,
        runId,
        dir: s.labelsDir,
        baseUrl: client.baseUrl,
        concurrency: s.concurrency,
      })
    : undefined;
  const outcome = await executeRun({
    client,
    journal,
    runId,
    concurrency: s.concurrency,
    now: ctx.now,
    strict: ctx.strictRules(),
    retryFailed: s.retryFailed,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
    ...(s.maxTotal !== undefined ? { maxTotal: s.maxTotal } : {}),
    ...(labels ? { labels } : {}),
    ...(s.ledger ? { ledger: s.ledger } : {}),
    refLocks: refLocksOf(ctx),
    ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
    ...(hooks.onNotice ? { onNotice: hooks.onNotice } : {}),
  });
  if (labels && fetchMissingLabels(journal, runId, labels) > 0) await labels.drain();

  const counts = journal.counts(runId);
  let foundShipped = 0;
  let testLabels = 0;
  for (const row of journal.rows(runId)) {
    if (row.state !== 'done') continue;
    if (isAlreadyShippedNote(row.error) || shippedBefore(s, row)) foundShipped += 1;
    else if ((JSON.parse(row.body_json) as { setup?: { test?: unknown } }).setup?.test === true)
      testLabels += 1;
  }
  // A shipped row without its label is not done for the person at the packing table.
  const unsaved = labels
    ? [...journal.rows(runId)].filter((r) => r.state === 'done' && r.label_url && !r.label_file).length
    : 0;
  return {
    runId,
    outcome,
    settled,
    counts,
    foundShipped,
    testLabels,
    left: counts.pending + counts.sending + counts.unknown,
    unsaved,
    labelFailures: labels?.failures ?? [],
    ...(estimate ? { estimate } : {}),
  };
}

/**
 * The outcome code of a send (the CLI's exit code): an order left with two labels, a stop by
 * another process, failed, skipped or unsent rows, or a label not saved are partial; a stop by
 * the caller is cancelled. A failure that stopped the run (outcome.fatal) is the caller's to throw.
 */
export function sendCode(report: SendReport): number {
  const { outcome, counts } = report;
  if (outcome.doubled.length > 0 || outcome.stoppedBy === 'another-process') return EXIT.partial;
  if (outcome.stoppedBy === 'signal') return EXIT.cancelled;
  if (counts.failed + counts.skipped + report.left > 0) return EXIT.partial;
  if (report.unsaved > 0) return EXIT.partial;
  return EXIT.ok;
}
