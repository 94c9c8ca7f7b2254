// What `batch ship` tells the user: the problems of the file (where and how to fix
// them), the dry-run summary, the question before money is spent, the final tally.
import {
  describeIssue,
  issueLocation,
  type Replacement,
  type Estimate,
  type IngestReport,
  type Journal,
  type RunRecord,
} from '../../../batch/index.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { formatMoney } from '../../output/format.js';

const SHOWN_WARNINGS = 20;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function servicesText(services: Record<string, number>): string {
  const list = Object.entries(services).sort((a, b) => b[1] - a[1]);
  return list.length === 0 ? 'none' : list.map(([s, n]) => `${s} ${n}`).join(', ');
}

export function estimateText(e: Estimate | undefined): string | undefined {
  if (!e) return undefined;
  const money = formatMoney(e.total, e.currency ?? 'JPY');
  return e.missing > 0 ? `${money} + ${plural(e.missing, 'row')} without a rate` : money;
}

/** The file's problems as a ValidationError (exit 2), each on its line and column. */
export function invalidFile(report: IngestReport, source: string): ValidationError {
  const problems = report.problems.map((p) => ({ field: issueLocation(p), issue: p.issue }));
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
  for (const w of report.warnings.slice(0, SHOWN_WARNINGS)) ctx.notices.warn(describeIssue(w));
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
  o: { source: string; encoding: string; estimate?: Estimate },
): void {
  const lines: [string, string][] = [
    ['file', `${o.source} (${o.encoding})`],
    ['shipments', String(report.shipments)],
    ['valid', String(report.valid)],
    ['invalid', String(report.invalid)],
    ['services', servicesText(report.services)],
    ['test labels', String(report.test)],
  ];
  const est = estimateText(o.estimate);
  if (est) lines.push(['estimate', est]);
  const width = Math.max(...lines.map(([k]) => k.length));
  for (const [k, v] of lines) ctx.io.stdout.write(`${k.padEnd(width)}  ${v}\n`);
}

export function confirmQuestion(o: {
  count: number;
  services: string;
  test: number;
  estimate?: string;
}): string {
  const test = o.test === o.count ? ', all test labels' : o.test > 0 ? `, ${o.test} test labels` : '';
  const cost = o.estimate ? ` — estimated ${o.estimate}` : ' (cost not estimated: add --estimate)';
  return `Create ${plural(o.count, 'shipment')} (${o.services}${test})${cost}?`;
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

/** The characters of the results Shift_JIS could not hold (`count` of them; the first few shown). */
export function replacedText(count: number, first: readonly Replacement[]): string {
  const shown = first
    .slice(0, 5)
    .map((r) => `line ${r.line} ${r.column} "${r.char}"`)
    .join(', ');
  return `${count} character${count === 1 ? '' : 's'} Shift_JIS cannot hold ${
    count === 1 ? 'was' : 'were'
  } replaced in the results (${shown}${count > 5 ? ', …' : ''}); --out-encoding utf8 keeps them`;
}
