// Sending a prepared run: quote when asked, ask, send, fetch and merge labels, write results.
import { refLocksOf } from '../../ops/ref-locks.js';
import type { ApiClient } from '../../api/index.js';
import {
  breakdown,
  createLabelFetcher,
  estimateRun,
  executeRun,
  fetchMissingLabels,
  groupedEstimate,
  isAlreadyShippedNote,
  mergeLabels,
  quoted,
  Ledger,
  renderResults,
  settleBeforeSend,
  resultOf,
  toSendStates,
  type Replacement,
  writeTo,
  type Estimate,
  type Journal,
  type RowRecord,
} from '../../batch/index.js';
import type { Context } from '../context.js';
import { CancelledError, CliError, EXIT, UsageError } from '../errors.js';
import { formatMoney } from '../output/format.js';
import { printJson } from '../output/json.js';
import { printTally, tallySentence, type TallyItem } from '../output/tally.js';
import { withSpinner } from '../output/spinner.js';
import type { PrintTarget } from '../../config/index.js';
import { printRunLabels, type RowPrint } from '../print/run.js';
import type { NoteChoice } from '../print/note.js';
import type { CheckedShip } from './batch-options.js';
import { createProgressLine } from './progress.js';
import { openResultsFile } from './results-out.js';
import { confirmQuestion, estimateText, replacedText, servicesText } from './run-report.js';
import { messages } from '../../i18n/index.js';

export interface SendTarget {
  runId: string;
  labelsDir: string;
  /** The run's options, checked (batch ship's flags, or what orders ship and station chose). */
  checked: CheckedShip;
  /** Print each label, in row order, once the run is over (--print / --printer). */
  printTarget?: PrintTarget;
  /** With each label, its delivery note (--delivery-note). */
  note?: NoteChoice;
  /** The caller prints its own results (orders ship, station): no results CSV/JSON here. */
  ownResults?: boolean;
  /** The caller already had the run confirmed (station: once, when it started). */
  confirmed?: boolean;
  /** No progress line and no tally: the caller reports each row itself (station). */
  quiet?: boolean;
  /** The account's shipments, when the caller keeps them (orders ship, station). */
  ledger?: Ledger;
  /**
   * Rows the run had done before this call, with their shipment, when the caller took the run
   * back without asking for it (orders ship, station: the same orders, the same choices): a row
   * still done with that shipment was shipped by an earlier call, and the tally says so.
   */
  doneBefore?: ReadonlyMap<number, string | null>;
  /** The caller settled the run already (settleBeforeSend), with this outcome. */
  settled?: { reopened: number; alreadyShipped: number };
}

/** The run's done rows and their shipments, as they stand. */
export function doneRows(journal: Journal, runId: string): Map<number, string | null> {
  return new Map(
    [...journal.rows(runId)].filter((r) => r.state === 'done').map((r) => [r.seq, r.shipment_id]),
  );
}

export async function sendRun(
  ctx: Context,
  client: ApiClient,
  journal: Journal,
  t: SendTarget,
): Promise<number> {
  const { runId, checked } = t;
  const states = toSendStates(checked.retryFailed);
  const text = messages().shipping.runs;
  // Rows done before this call were shipped by an earlier one: the tally says so, never "shipped".
  t = { ...t, doneBefore: t.doneBefore ?? doneRows(journal, runId), ledger: t.ledger ?? new Ledger(client) };
  // What the question asks about is what will be sent: voids reopened, rows the account
  // already holds a label for taken as done, before anything is counted or priced.
  const settled =
    t.settled ??
    (await withSpinner(ctx.io, text.checking, () =>
      settleBeforeSend({ client, journal, runId, ...(t.ledger ? { ledger: t.ledger } : {}) }),
    ));
  const plan = breakdown(journal, runId, states);
  let estimate: Estimate | undefined;
  if (plan.count > 0 && (checked.estimate || checked.maxTotal !== undefined))
    estimate = await withSpinner(ctx.io, text.quoting, () =>
      estimateRun(client, journal, runId, states, checked.concurrency),
    );
  if (checked.maxTotal !== undefined && estimate) {
    if (estimate.missing > 0) throw new UsageError(text.maxTotalUnknown(estimate.missing));
    const spent = quoted(journal, runId, ['done']).sum;
    if (spent + estimate.total > checked.maxTotal) {
      const cur = estimate.currency ?? 'JPY';
      throw new CliError(
        text.maxTotalExceeded(formatMoney(spent + estimate.total, cur), formatMoney(checked.maxTotal, cur)),
        { exitCode: EXIT.usage },
      );
    }
  }
  // A person about to say yes sees a price even without --estimate: one quote per
  // service, pack size and prefecture (a handful of calls), not one per row.
  let grouped: string | undefined;
  if (
    plan.count > 0 &&
    !t.confirmed &&
    !estimate &&
    ctx.prompter.canPrompt &&
    !ctx.globals.yes &&
    plan.test < plan.count
  ) {
    const g = await withSpinner(ctx.io, text.quoting, () =>
      groupedEstimate(client, journal, runId, states, checked.concurrency),
    );
    grouped = text.grouped(estimateText(g)!, g.groups);
  }
  if (plan.count > 0 && !t.confirmed) {
    const est = estimateText(estimate) ?? grouped;
    const question = confirmQuestion({
      count: plan.count,
      services: servicesText(plan.services),
      test: plan.test,
      ...(est ? { estimate: est } : {}),
    });
    if (!(await ctx.prompter.confirm({ message: question, default: false }))) throw new CancelledError();
  }

  const stop = new AbortController();
  const onSigint = () => {
    stop.abort();
    ctx.notices.warn(text.stopping);
  };
  process.once('SIGINT', onSigint);
  const labels = checked.labels
    ? createLabelFetcher({
        journal,
        runId,
        dir: t.labelsDir,
        baseUrl: client.baseUrl,
        concurrency: checked.concurrency,
      })
    : undefined;
  const progress = t.quiet ? { update: () => undefined, clear: () => undefined } : createProgressLine(ctx.io);
  let outcome;
  try {
    outcome = await executeRun({
      client,
      journal,
      runId,
      concurrency: checked.concurrency,
      now: ctx.now,
      strict: ctx.strictRules(),
      retryFailed: checked.retryFailed,
      signal: stop.signal,
      ...(checked.maxTotal !== undefined ? { maxTotal: checked.maxTotal } : {}),
      ...(labels ? { labels } : {}),
      ...(t.ledger ? { ledger: t.ledger } : {}),
      refLocks: refLocksOf(ctx),
      onProgress: (p) => progress.update(p),
      onNotice: (m) => {
        progress.clear();
        ctx.notices.dim(m);
      },
    });
    if (labels && fetchMissingLabels(journal, runId, labels) > 0) await labels.drain();
  } finally {
    progress.clear();
    process.off('SIGINT', onSigint);
  }
  for (const f of labels?.failures ?? []) ctx.notices.warn(text.labelNotSaved(f.seq, f.error));
  if (checked.labelsPdf) await mergeInto(ctx, journal, runId, checked.labelsPdf);
  const prints: RowPrint[] = t.printTarget
    ? await printRunLabels(ctx, client, journal, runId, t.printTarget, t.note ? { note: t.note } : {})
    : [];
  if (!t.ownResults) await writeResults(ctx, journal, runId, checked);

  const c = journal.counts(runId);
  const left = c.pending + c.sending + c.unknown;
  // Rows found shipped (a label made before, elsewhere) are done, but not shipped by this run.
  let foundShipped = 0;
  // A test label ships nothing: its order is still to ship, and the tally says so.
  let testLabels = 0;
  for (const row of journal.rows(runId)) {
    if (row.state !== 'done') continue;
    if (isAlreadyShippedNote(row.error) || shippedBefore(t, row)) foundShipped += 1;
    else if ((JSON.parse(row.body_json) as { setup?: { test?: unknown } }).setup?.test === true)
      testLabels += 1;
  }
  const counts: TallyItem[] = [
    ...(c.done - foundShipped - testLabels > 0 || testLabels === 0
      ? [{ count: c.done - foundShipped - testLabels, text: text.tally.shipped }]
      : []),
    ...(testLabels ? [{ count: testLabels, text: text.tally.testLabels }] : []),
    ...(foundShipped ? [{ count: foundShipped, text: text.tally.alreadyShipped }] : []),
    { count: c.failed, text: text.tally.failed },
    { count: c.skipped, text: text.tally.skipped },
    ...(left ? [{ count: left, text: text.tally.notSent }] : []),
    ...printsTally(prints),
  ];
  const tally = tallySentence(counts);
  const alreadyShipped = outcome.alreadyShipped + settled.alreadyShipped;
  const reopened = outcome.reopened + settled.reopened;
  if (alreadyShipped > 0) ctx.notices.warn(text.alreadyShipped(alreadyShipped));
  if (reopened > 0 && !t.quiet) ctx.notices.warn(text.reopened(reopened));
  if (outcome.racesVoided > 0) ctx.notices.warn(text.racesVoided(outcome.racesVoided, runId));
  if (outcome.adopted > 0) ctx.notices.dim(text.adopted(outcome.adopted));
  if (outcome.stoppedBy === 'max-total')
    ctx.notices.warn(text.stoppedMaxTotal(String(checked.maxTotal), tally));
  // An order left with two active real labels is never a success, whatever else happened.
  for (const d of outcome.doubled) {
    ctx.notices.warn(text.doubled(d.ref, d.kept, d.left.join(', '), d.reason));
    ctx.notices.warn(text.doubledHint(d.left[0]!));
  }
  if (outcome.fatal) throw outcome.fatal;
  if (outcome.doubled.length > 0) return EXIT.partial;
  if (outcome.stoppedBy === 'another-process') {
    const other = outcome.otherProcess;
    ctx.notices.warn(
      text.stoppedOther(
        other ? text.otherMade(other.id, String(other.setup?.ref_number ?? '?')) : text.otherUnknown,
        tally,
      ),
    );
    return EXIT.partial;
  }
  if (outcome.stoppedBy === 'signal') {
    ctx.notices.warn(text.stopped(tally));
    return EXIT.cancelled;
  }
  if (c.failed + c.skipped + left > 0) {
    if (t.quiet) return EXIT.partial;
    printTally(ctx.io, ctx.notices, counts, { ok: false, after: text.seeStatus(runId) });
    return EXIT.partial;
  }
  // A shipped row without its label is not done for the person at the packing table: a
  // failed step, exit 7; the label can be fetched again.
  const unsaved = labels
    ? [...journal.rows(runId)].filter((r) => r.state === 'done' && r.label_url && !r.label_file).length
    : 0;
  if (unsaved > 0) {
    ctx.notices.warn(text.unsaved(tally, unsaved));
    return EXIT.partial;
  }
  if (!t.quiet) printTally(ctx.io, ctx.notices, counts, { ok: true });
  return 0;
}

async function mergeInto(ctx: Context, journal: Journal, runId: string, out: string): Promise<void> {
  const files = [...journal.rows(runId)]
    .filter((r) => r.state === 'done' && r.label_file)
    .map((r) => r.label_file!);
  const done = journal.counts(runId).done;
  const text = messages().shipping.runs;
  const merged = await mergeLabels(files, out);
  if (files.length < done) {
    const missing = done - files.length;
    ctx.notices.warn(text.missingFromMerged(missing));
  }
  if (merged.pdf) ctx.notices.dim(text.mergedPdf(merged.pages, merged.pdf));
  if (merged.zpl) ctx.notices.dim(text.mergedZpl(merged.zpl));
}

async function writeResults(
  ctx: Context,
  journal: Journal,
  runId: string,
  checked: CheckedShip,
): Promise<void> {
  if (checked.out) {
    // Line by line from the journal into the file (a 100,000-row run's results are
    // never one string in memory). Re-running the same command rewrites its results file
    // (--force); a device is written to.
    const file = await openResultsFile(checked.out, checked.outEncoding);
    try {
      for (const row of journal.rows(runId)) file.row(resultOf(row));
      const replaced = await file.commit();
      if (replaced.count > 0) ctx.notices.warn(replacedText(replaced.count, replaced.first));
    } finally {
      await file.discard();
    }
    ctx.notices.dim(messages().shipping.runs.resultsTo(checked.out));
  }
  if (ctx.globals.json) printJson(ctx.io, [...journal.rows(runId)].map(resultOf));
  else if (!checked.out) {
    const replaced: Replacement[] = [];
    const bytes = renderResults(journal.rows(runId), checked.outEncoding, (r) => replaced.push(r));
    if (replaced.length > 0) ctx.notices.warn(replacedText(replaced.length, replaced));
    await writeTo(ctx.io.stdout, bytes);
  }
}

/** What this run printed, and what it left out for having printed before. */
function printsTally(prints: readonly RowPrint[]): TallyItem[] {
  if (prints.length === 0) return [];
  const text = messages().shipping.runs.tally;
  const printed = prints.filter((p) => p.ok && !p.skipped).length;
  const skipped = prints.filter((p) => p.skipped).length;
  const failed = prints.filter((p) => !p.ok).length;
  return [
    { count: printed, text: text.printed },
    ...(skipped ? [{ count: skipped, text: text.printedBefore }] : []),
    ...(failed ? [{ count: failed, text: text.notPrinted }] : []),
  ];
}

/** A row done by an earlier call of a run its caller took back (SendTarget.doneBefore). */
export function shippedBefore(t: Pick<SendTarget, 'doneBefore'>, row: RowRecord): boolean {
  return t.doneBefore?.has(row.seq) === true && t.doneBefore.get(row.seq) === row.shipment_id;
}
