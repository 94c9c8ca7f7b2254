// Sending a prepared run: quote when asked, ask, send, fetch and merge labels, write results.
import type { ApiClient } from '../../../api/index.js';
import {
  breakdown,
  createLabelFetcher,
  estimateRun,
  executeRun,
  fetchMissingLabels,
  mergeLabels,
  quoted,
  renderResults,
  resultOf,
  toSendStates,
  UnencodableError,
  writeTo,
  type Estimate,
  type Journal,
} from '../../../batch/index.js';
import type { Context } from '../../context.js';
import { CancelledError, CliError, EXIT, UsageError } from '../../errors.js';
import { formatMoney } from '../../output/format.js';
import { writeResult } from '../../output/result-file.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { createProgressLine } from './progress.js';
import type { CheckedShip } from './ship-options.js';
import { confirmQuestion, estimateText, servicesText } from './ship-report.js';

export interface SendTarget {
  runId: string;
  labelsDir: string;
  o: CheckedShip;
}

export async function sendRun(
  ctx: Context,
  client: ApiClient,
  journal: Journal,
  t: SendTarget,
): Promise<number> {
  const { runId, o } = t;
  const states = toSendStates(o.retryFailed);
  const plan = breakdown(journal, runId, states);
  let estimate: Estimate | undefined;
  if (plan.count > 0 && (o.estimate || o.maxTotal !== undefined))
    estimate = await withSpinner(ctx.io, 'Quoting rates', () =>
      estimateRun(client, journal, runId, states, o.concurrency),
    );
  if (o.maxTotal !== undefined && estimate) {
    if (estimate.missing > 0)
      throw new UsageError(
        `cannot hold --max-total: ${estimate.missing} rows got no rate, so their cost is unknown; nothing was sent`,
      );
    const spent = quoted(journal, runId, ['done']).sum;
    if (spent + estimate.total > o.maxTotal) {
      const cur = estimate.currency ?? 'JPY';
      throw new CliError(
        `the estimated total ${formatMoney(spent + estimate.total, cur)} exceeds --max-total ${formatMoney(o.maxTotal, cur)}; nothing was sent`,
        { exitCode: EXIT.usage },
      );
    }
  }
  if (plan.count > 0) {
    const question = confirmQuestion({
      count: plan.count,
      services: servicesText(plan.services),
      test: plan.test,
      ...(estimateText(estimate) ? { estimate: estimateText(estimate)! } : {}),
    });
    if (!(await ctx.prompter.confirm({ message: question, default: false }))) throw new CancelledError();
  }

  const stop = new AbortController();
  const onSigint = () => {
    stop.abort();
    ctx.notices.warn('stopping after the requests in flight; run the same command again to resume');
  };
  process.once('SIGINT', onSigint);
  const labels = o.labels
    ? createLabelFetcher({
        journal,
        runId,
        dir: t.labelsDir,
        baseUrl: client.baseUrl,
        concurrency: o.concurrency,
      })
    : undefined;
  const progress = createProgressLine(ctx.io);
  let outcome;
  try {
    outcome = await executeRun({
      client,
      journal,
      runId,
      concurrency: o.concurrency,
      now: ctx.now,
      retryFailed: o.retryFailed,
      signal: stop.signal,
      ...(o.maxTotal !== undefined ? { maxTotal: o.maxTotal } : {}),
      ...(labels ? { labels } : {}),
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
  for (const f of labels?.failures ?? []) ctx.notices.warn(`label of row ${f.seq} not saved: ${f.error}`);
  if (o.labelsPdf) await mergeInto(ctx, journal, runId, o.labelsPdf);
  await writeResults(ctx, journal, runId, o);

  const c = journal.counts(runId);
  const left = c.pending + c.sending + c.unknown;
  const tally = `${c.done} shipped, ${c.failed} failed, ${c.skipped} skipped${left ? `, ${left} not sent` : ''}`;
  if (outcome.alreadyShipped > 0)
    ctx.notices.warn(
      `${outcome.alreadyShipped} row${outcome.alreadyShipped === 1 ? ' was' : 's were'} already shipped (found on the server by their ref_number, from an earlier run of this file): not sent again`,
    );
  if (outcome.adopted > 0)
    ctx.notices.dim(
      `${outcome.adopted} shipments found by ref_number after an interrupted request (not re-sent)`,
    );
  if (outcome.stoppedBy === 'max-total')
    ctx.notices.warn(`stopped before passing --max-total ${o.maxTotal}: ${tally}`);
  if (outcome.fatal) throw outcome.fatal;
  if (outcome.stoppedBy === 'signal') {
    ctx.notices.warn(`stopped: ${tally}`);
    return EXIT.cancelled;
  }
  if (c.failed + c.skipped + left > 0) {
    ctx.notices.warn(`${tally} (see \`shipctl batch status ${runId}\`)`);
    return EXIT.partial;
  }
  // A shipped row without its label is not done for the person at the packing table
  // (issue 13, item 13): a failed step, exit 7; the label can be fetched again.
  const unsaved = labels
    ? [...journal.rows(runId)].filter((r) => r.state === 'done' && r.label_url && !r.label_file).length
    : 0;
  if (unsaved > 0) {
    ctx.notices.warn(
      `${tally}, but ${unsaved} label${unsaved === 1 ? ' was' : 's were'} not saved: run the same command again to fetch ${unsaved === 1 ? 'it' : 'them'} (nothing is sent again), or \`shipctl shipments label ID\``,
    );
    return EXIT.partial;
  }
  ctx.notices.success(tally);
  return 0;
}

async function mergeInto(ctx: Context, journal: Journal, runId: string, out: string): Promise<void> {
  const files = [...journal.rows(runId)]
    .filter((r) => r.state === 'done' && r.label_file)
    .map((r) => r.label_file!);
  const done = journal.counts(runId).done;
  const merged = await mergeLabels(files, out);
  if (files.length < done) ctx.notices.warn(`${done - files.length} labels are missing from the merged file`);
  if (merged.pdf) ctx.notices.dim(`labels: ${merged.pages} pages → ${merged.pdf}`);
  if (merged.zpl) ctx.notices.dim(`ZPL labels → ${merged.zpl}`);
}

async function writeResults(ctx: Context, journal: Journal, runId: string, o: CheckedShip): Promise<void> {
  let bytes: Buffer | undefined;
  if (o.out || !ctx.globals.json) {
    try {
      bytes = renderResults(journal.rows(runId), o.outEncoding);
    } catch (err) {
      if (!(err instanceof UnencodableError)) throw err;
      throw new CliError(`results not written: ${err.message}`, {
        hint: 'run the same command with --out-encoding utf8 (the run is recorded: nothing is sent again)',
      });
    }
  }
  if (o.out) {
    // Re-running the same command rewrites its results file (--force); a device is written to.
    await writeResult(o.out, bytes!, { flag: '--out', force: true });
    ctx.notices.dim(`results → ${o.out}`);
  }
  if (ctx.globals.json) printJson(ctx.io, [...journal.rows(runId)].map(resultOf));
  else if (!o.out) await writeTo(ctx.io.stdout, bytes!);
}
