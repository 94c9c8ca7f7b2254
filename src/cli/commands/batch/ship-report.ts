// What `batch ship` tells the user: the problems of the file (where and how to fix
// them), the dry-run summary, the run prepared or resumed. What every order run says
// (the question before money is spent, the estimate) is in order-runs/run-report.ts.
import {
  issueLocation,
  type Estimate,
  type IngestReport,
  type Journal,
  type RunRecord,
} from '../../../batch/index.js';
import type { Context } from '../../context.js';
import { keeping } from '../../../domain/index.js';
import { issueText } from '../../../i18n/issues.js';
import { ValidationError } from '../../errors.js';
import { estimateText, servicesText } from '../../order-runs/run-report.js';
import { countColumn, renderPairs } from '../../output/tally.js';
import { messages } from '../../../i18n/index.js';

const SHOWN_WARNINGS = 20;

/** The file's problems as a ValidationError (exit 2), each on its line and column. */
export function invalidFile(report: IngestReport, source: string): ValidationError {
  const text = messages().admin.batch;
  // Placed at the file's line and column, still knowing what was said: the reader's language.
  const problems = report.problems.map((p) =>
    keeping({ field: issueLocation(p, {}, messages().support.batch.location), issue: p.issue }, p.said),
  );
  const more = report.problemCount - report.problems.length;
  if (more > 0) problems.push({ field: '…', issue: text.moreProblems(more) });
  const err = new ValidationError(problems, text.invalidShipments(report.invalid, report.shipments, source));
  return Object.assign(err, {
    hint: text.invalidHint,
  });
}

export function printWarnings(ctx: Context, report: IngestReport): void {
  for (const w of report.warnings.slice(0, SHOWN_WARNINGS))
    ctx.notices.warn(`${issueLocation(w, {}, messages().support.batch.location)}: ${issueText(w)}`);
  const more = report.warningCount - Math.min(report.warnings.length, SHOWN_WARNINGS);
  if (more > 0) ctx.notices.warn(messages().admin.batch.moreWarnings(more));
}

export function printColumns(ctx: Context, report: IngestReport): void {
  const c = report.columns;
  if (!c) return;
  const mapped = [...c.header.entries()].map(([field, h]) => (h === field ? field : `${h} → ${field}`));
  const text = messages().admin.batch;
  const format = text.formatNames[c.preset];
  if (c.recognisedBy.length > 0) ctx.notices.info(text.recognised(format, c.recognisedBy.join(', ')));
  ctx.notices.dim(text.columnsRead(format, mapped.join(', ')));
  if (c.ignored.length > 0) ctx.notices.dim(text.ignoredColumns(c.ignored.join(', ')));
}

/** The dry run's summary on a terminal (dry-run.ts prints the --json one). */
export function printDryRun(
  ctx: Context,
  report: IngestReport,
  options: { source: string; encoding: string; estimate?: Estimate },
): void {
  // The counts read as numbers in a table: right-aligned, one under the other.
  const [shipments, valid, invalid, test] = countColumn([
    report.shipments,
    report.valid,
    report.invalid,
    report.test,
  ]);
  const key = messages().admin.batch.summary;
  const lines: [string, string][] = [
    [key.file, `${options.source} (${options.encoding})`],
    [key.shipments, shipments!],
    [key.valid, valid!],
    [key.invalid, invalid!],
    [key.services, servicesText(report.services)],
    [key.testLabels, test!],
  ];
  const est = estimateText(options.estimate);
  if (est) lines.push([key.estimate, est]);
  ctx.io.stdout.write(renderPairs(lines));
}

/** After a new run's rows are written: the columns read, the warnings, what will be sent. */
/** `toSend`: the valid rows less those the account already holds a label for (settleBeforeSend). */
export function printPrepared(
  ctx: Context,
  report: IngestReport,
  runId: string,
  earlier: RunRecord[],
  toSend = report.valid,
): void {
  printColumns(ctx, report);
  printWarnings(ctx, report);
  const text = messages().admin.batch;
  for (const r of earlier) ctx.notices.warn(text.alreadyRun(r.id, r.created_at));
  ctx.notices.dim(text.prepared(runId, toSend, report.invalid));
}

export function printResumed(ctx: Context, journal: Journal, runId: string): void {
  const c = journal.counts(runId);
  const left = c.pending + c.sending + c.unknown;
  ctx.notices.info(messages().admin.batch.resuming(runId, c.done, left, c.failed));
}
