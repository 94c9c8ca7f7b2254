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
import { estimateText, plural, servicesText } from '../../order-runs/run-report.js';
import { countColumn, renderPairs } from '../../output/tally.js';

const SHOWN_WARNINGS = 20;

/** The file's problems as a ValidationError (exit 2), each on its line and column. */
export function invalidFile(report: IngestReport, source: string): ValidationError {
  // Placed at the file's line and column, still knowing what was said: the reader's language.
  const problems = report.problems.map((p) => keeping({ field: issueLocation(p), issue: p.issue }, p.said));
  const more = report.problemCount - report.problems.length;
  if (more > 0) problems.push({ field: '…', issue: `and ${plural(more, 'more problem')}` });
  const err = new ValidationError(
    problems,
    `${plural(report.invalid, 'shipment')} of ${report.shipments} in ${source} ${report.invalid === 1 ? 'is' : 'are'} invalid; nothing was sent`,
  );
  return Object.assign(err, {
    hint: 'fix the file and run the same command again, or pass --skip-invalid to ship the valid rows and record the others as skipped',
  });
}

export function printWarnings(ctx: Context, report: IngestReport): void {
  for (const w of report.warnings.slice(0, SHOWN_WARNINGS))
    ctx.notices.warn(`${issueLocation(w)}: ${issueText(w)}`);
  const more = report.warningCount - Math.min(report.warnings.length, SHOWN_WARNINGS);
  if (more > 0) ctx.notices.warn(`… and ${plural(more, 'more warning')}`);
}

export function printColumns(ctx: Context, report: IngestReport): void {
  const c = report.columns;
  if (!c) return;
  const mapped = [...c.header.entries()].map(([field, h]) => (h === field ? field : `${h} → ${field}`));
  ctx.notices.dim(
    `columns (${c.preset === 'shopify' ? 'Shopify orders export' : 'generic'}): ${mapped.join(', ')}`,
  );
  if (c.ignored.length > 0) ctx.notices.dim(`ignored columns: ${c.ignored.join(', ')}`);
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
  const lines: [string, string][] = [
    ['file', `${options.source} (${options.encoding})`],
    ['shipments', shipments!],
    ['valid', valid!],
    ['invalid', invalid!],
    ['services', servicesText(report.services)],
    ['test labels', test!],
  ];
  const est = estimateText(options.estimate);
  if (est) lines.push(['estimate', est]);
  ctx.io.stdout.write(renderPairs(lines));
}

/** After a new run's rows are written: the columns read, the warnings, what will be sent. */
export function printPrepared(ctx: Context, report: IngestReport, runId: string, earlier: RunRecord[]): void {
  printColumns(ctx, report);
  printWarnings(ctx, report);
  for (const r of earlier)
    ctx.notices.warn(
      `this file was already run as ${r.id} with other options (${r.created_at}); check \`shipctl batch status ${r.id}\``,
    );
  ctx.notices.dim(`run ${runId}: ${plural(report.valid, 'shipment')} to send, ${report.invalid} skipped`);
}

export function printResumed(ctx: Context, journal: Journal, runId: string): void {
  const c = journal.counts(runId);
  const left = c.pending + c.sending + c.unknown;
  ctx.notices.info(`resuming run ${runId}: ${c.done} done, ${left} to go, ${c.failed} failed`);
}
