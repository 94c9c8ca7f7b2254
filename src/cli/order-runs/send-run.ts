// Sending a prepared run at a terminal: the operation (ops/orders/send.ts) with the spinner,
// the question and the progress line, then the merged labels, the results and the tally.
import type { ApiClient } from '../../api/index.js';
import {
  mergeLabels,
  Ledger,
  renderResults,
  resultOf,
  type Replacement,
  writeTo,
  type Estimate,
  type Journal,
} from '../../batch/index.js';
import { withSignal } from '../../ops/context.js';
import {
  sendCode,
  sendJournalRun,
  type SendHooks,
  type SendQuestion,
  type SendReport,
} from '../../ops/orders/send.js';
import type { Context } from '../context.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { formatMoney } from '../output/format.js';
import { printJson } from '../output/json.js';
import { printTally, tallySentence, type TallyItem } from '../output/tally.js';
import { withSpinner } from '../output/spinner.js';
import type { PrintTarget } from '../../config/index.js';
import { printRunLabels, type RowPrint } from '../print/run.js';
import type { NoteChoice } from '../print/note.js';
import type { CheckedShip } from './batch-options.js';
import { createProgressLine, type ProgressLine } from './progress.js';
import { openResultsFile } from './results-out.js';
import { confirmQuestion, estimateText, replacedText, servicesText } from './run-report.js';
import { messages } from '../../i18n/index.js';
import { BATCH_FLAGS } from '../shared/flags.js';

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

/** The hooks of a send at a terminal: the spinner, the question (unless confirmed), the progress line. */
export function terminalHooks(
  ctx: Context,
  how: {
    confirmed?: boolean;
    quiet?: boolean;
    maxTotal?: number;
    progress: ProgressLine;
    onSigint: () => void;
  },
): SendHooks {
  const text = messages().shipping.runs;
  return {
    during: (step, work) => withSpinner(ctx.io, step === 'checking' ? text.checking : text.quoting, work),
    ...(how.confirmed
      ? {}
      : {
          pricedQuestion: ctx.prompter.canPrompt && !ctx.globals.yes,
          confirm: (q: SendQuestion) =>
            ctx.prompter.confirm({
              message: confirmQuestion({
                count: q.count,
                services: servicesText(q.services),
                test: q.test,
                ...withEstimate(q),
              }),
              default: false,
            }),
        }),
    ...(how.maxTotal !== undefined ? { checkEstimate: maxTotalCheck(how.maxTotal) } : {}),
    beforeSend: () => process.once('SIGINT', how.onSigint),
    onProgress: (p) => how.progress.update(p),
    onNotice: (m) => {
      how.progress.clear();
      ctx.notices.dim(m);
    },
  };
}

function withEstimate(q: SendQuestion): { estimate?: string } {
  const est =
    estimateText(q.estimate) ??
    (q.grouped ? messages().shipping.runs.grouped(estimateText(q.grouped)!, q.grouped.groups) : undefined);
  return est ? { estimate: est } : {};
}

/** --max-total: refused before sending when the estimate (with what was shipped) passes it. */
function maxTotalCheck(maxTotal: number): (estimate: Estimate, spent: number) => void {
  return (estimate, spent) => {
    const text = messages().shipping.runs;
    if (estimate.missing > 0)
      throw new UsageError(text.maxTotalUnknown(BATCH_FLAGS.maxTotal.long, estimate.missing));
    if (spent + estimate.total > maxTotal) {
      const cur = estimate.currency ?? 'JPY';
      throw new CliError(
        text.maxTotalExceeded(
          formatMoney(spent + estimate.total, cur),
          BATCH_FLAGS.maxTotal.long,
          formatMoney(maxTotal, cur),
        ),
        { exitCode: EXIT.usage },
      );
    }
  };
}

/** A send's Ctrl+C (once sending has begun): stop between rows and say so. */
export function stopOnSigint(ctx: Context): { signal: AbortSignal; onSigint: () => void; off: () => void } {
  const stop = new AbortController();
  const onSigint = () => {
    stop.abort();
    ctx.notices.warn(messages().shipping.runs.stopping);
  };
  return { signal: stop.signal, onSigint, off: () => process.off('SIGINT', onSigint) };
}

export async function sendRun(
  ctx: Context,
  client: ApiClient,
  journal: Journal,
  t: SendTarget,
): Promise<number> {
  const { runId, checked } = t;
  const sigint = stopOnSigint(ctx);
  const progress = t.quiet ? { update: () => undefined, clear: () => undefined } : createProgressLine(ctx.io);
  let report: SendReport;
  try {
    report = await sendJournalRun(
      withSignal(ctx, sigint.signal),
      client,
      journal,
      {
        runId,
        labelsDir: t.labelsDir,
        concurrency: checked.concurrency,
        estimate: checked.estimate,
        retryFailed: checked.retryFailed,
        labels: checked.labels,
        ...(checked.maxTotal !== undefined ? { maxTotal: checked.maxTotal } : {}),
        ...(t.ledger ? { ledger: t.ledger } : {}),
        ...(t.doneBefore ? { doneBefore: t.doneBefore } : {}),
        ...(t.settled ? { settled: t.settled } : {}),
      },
      terminalHooks(ctx, {
        ...(t.confirmed ? { confirmed: true } : {}),
        ...(checked.maxTotal !== undefined ? { maxTotal: checked.maxTotal } : {}),
        progress,
        onSigint: sigint.onSigint,
      }),
    );
  } finally {
    progress.clear();
    sigint.off();
  }
  for (const f of report.labelFailures)
    ctx.notices.warn(messages().shipping.runs.labelNotSaved(f.seq, f.error));
  if (checked.labelsPdf) await mergeInto(ctx, journal, runId, checked.labelsPdf);
  const prints: RowPrint[] = t.printTarget
    ? await printRunLabels(ctx, client, journal, runId, t.printTarget, t.note ? { note: t.note } : {})
    : [];
  if (!t.ownResults) await writeResults(ctx, journal, runId, checked);
  return presentSend(ctx, report, {
    ...(t.quiet ? { quiet: true } : {}),
    maxTotal: checked.maxTotal,
    prints,
  });
}

/**
 * What a send says when it is over (the warnings, the tally) and its exit code; a failure that
 * stopped the run is thrown once said. `quiet`: the caller reports each row itself (station).
 */
export function presentSend(
  ctx: Context,
  report: SendReport,
  how: { quiet?: boolean; maxTotal?: number | undefined; prints?: readonly RowPrint[] } = {},
): number {
  const text = messages().shipping.runs;
  const { outcome, counts: c, foundShipped, testLabels, left, runId } = report;
  const counts: TallyItem[] = [
    ...(c.done - foundShipped - testLabels > 0 || testLabels === 0
      ? [{ count: c.done - foundShipped - testLabels, text: text.tally.shipped }]
      : []),
    ...(testLabels ? [{ count: testLabels, text: text.tally.testLabels }] : []),
    ...(foundShipped ? [{ count: foundShipped, text: text.tally.alreadyShipped }] : []),
    { count: c.failed, text: text.tally.failed },
    { count: c.skipped, text: text.tally.skipped },
    ...(left ? [{ count: left, text: text.tally.notSent }] : []),
    ...printsTally(how.prints ?? []),
  ];
  const tally = tallySentence(counts);
  const alreadyShipped = outcome.alreadyShipped + report.settled.alreadyShipped;
  const reopened = outcome.reopened + report.settled.reopened;
  if (alreadyShipped > 0) ctx.notices.warn(text.alreadyShipped(alreadyShipped));
  if (reopened > 0 && !how.quiet) ctx.notices.warn(text.reopened(reopened));
  if (outcome.racesVoided > 0) ctx.notices.warn(text.racesVoided(outcome.racesVoided, runId));
  if (outcome.adopted > 0) ctx.notices.dim(text.adopted(outcome.adopted));
  if (outcome.stoppedBy === 'max-total')
    ctx.notices.warn(text.stoppedMaxTotal(BATCH_FLAGS.maxTotal.long, String(how.maxTotal), tally));
  // An order left with two active real labels is never a success, whatever else happened.
  for (const d of outcome.doubled) {
    ctx.notices.warn(text.doubled(d.ref, d.kept, d.left.join(', '), d.reason));
    ctx.notices.warn(text.doubledHint(d.left[0]!));
  }
  if (outcome.fatal) throw outcome.fatal;
  const code = sendCode(report);
  if (outcome.doubled.length > 0) return code;
  if (outcome.stoppedBy === 'another-process') {
    const other = outcome.otherProcess;
    ctx.notices.warn(
      text.stoppedOther(
        other ? text.otherMade(other.id, String(other.setup?.ref_number ?? '?')) : text.otherUnknown,
        tally,
      ),
    );
    return code;
  }
  if (outcome.stoppedBy === 'signal') {
    ctx.notices.warn(text.stopped(tally));
    return code;
  }
  if (c.failed + c.skipped + left > 0) {
    if (!how.quiet) printTally(ctx.io, ctx.notices, counts, { ok: false, after: text.seeStatus(runId) });
    return code;
  }
  if (report.unsaved > 0) {
    ctx.notices.warn(text.unsaved(tally, report.unsaved));
    return code;
  }
  if (!how.quiet) printTally(ctx.io, ctx.notices, counts, { ok: true });
  return code;
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
