// Validation first: the whole file is read and checked before anything is sent. For a
// dry run the rows go by and only the report stays; for a run they are written to the
// journal (bodies with their ref_numbers, invalid rows as 'skipped'), in chunks, so a
// 100,000-row file never sits in memory.
import { refKey, type AccountRef } from '../domain/index.js';
import {
  ClosedKeys,
  ingest,
  type BatchSource,
  type BodyDefaults,
  type ColumnMap,
  type FieldMapping,
  type IngestedRow,
} from './ingest/index.js';
import type { Journal, NewRow } from './journal.js';
import { RunRefs } from './ref.js';
import { unencodableChar, type ResultRow } from './results.js';
import { describeIssue, type RowIssue } from './validate.js';

export interface IngestSpec {
  source: BatchSource;
  mapping?: FieldMapping;
  defaults: BodyDefaults;
  from: Record<string, unknown>;
  /** The sender for a recipient in Japan (the warehouse's kanji members); `from` when absent. */
  fromInJapan?: Record<string, unknown>;
  now: Date;
  accounts?: AccountRef[];
  /** false: inferred rules only warn (against the live service); default true. */
  strict?: boolean;
  /** The results go out in Shift_JIS: keys it cannot hold are problems now, not after shipping. */
  sjisResults?: boolean;
}

export interface IngestReport {
  shipments: number;
  valid: number;
  invalid: number;
  /** The first MAX_KEPT problems; problemCount counts all. */
  problems: RowIssue[];
  problemCount: number;
  warnings: RowIssue[];
  warningCount: number;
  /** Valid shipments per service. */
  services: Record<string, number>;
  test: number;
  columns?: ColumnMap;
}

export const MAX_KEPT = 200;

export function emptyReport(): IngestReport {
  return {
    shipments: 0,
    valid: 0,
    invalid: 0,
    problems: [],
    problemCount: 0,
    warnings: [],
    warningCount: 0,
    services: {},
    test: 0,
  };
}

function keyProblem(row: IngestedRow): RowIssue | undefined {
  const ch = unencodableChar(row.key);
  return ch
    ? {
        line: row.line,
        key: row.key,
        field: 'order_id',
        issue: `"${ch}" in the order key cannot be written in Shift_JIS: the results file shows "?" in its place (--out-encoding utf8 keeps it)`,
      }
    : undefined;
}

/** Reads and checks every row; `each` sees each row after it is checked. */
export async function checkFile(
  spec: IngestSpec,
  each?: (row: IngestedRow, report: IngestReport) => Promise<void> | void,
): Promise<IngestReport> {
  const report = emptyReport();
  const rows = ingest(spec.source, {
    defaults: spec.defaults,
    from: spec.from,
    ...(spec.fromInJapan ? { fromInJapan: spec.fromInJapan } : {}),
    now: spec.now,
    ...(spec.strict === undefined ? {} : { strict: spec.strict }),
    ...(spec.mapping ? { mapping: spec.mapping } : {}),
    ...(spec.accounts ? { accounts: spec.accounts } : {}),
    onColumns: (c) => (report.columns = c),
  });
  // The line that first gave each order number: held outside the JS heap, as the split check's.
  const refLines = new ClosedKeys();
  for await (const row of rows) {
    const split = row.problems.some((p) => p.field === 'order_id' && /also has rows/.test(p.issue));
    if (row.ref !== undefined && !split) {
      const key = refKey(row.ref);
      const earlier = refLines.get(key);
      if (earlier === undefined) refLines.close(key, row.line);
      else
        row.problems.push({
          line: row.line,
          key: row.key,
          field: 'ref_number',
          issue: `${row.ref} is the order number of line ${earlier} too: one order, one label (fix the order number, or merge the rows)`,
        });
    }
    if (spec.sjisResults) {
      // A warning, not a problem: the row ships, and the results file is written all the same.
      const p = keyProblem(row);
      if (p) row.warnings.push(p);
    }
    count(report, row);
    await each?.(row, report);
  }
  return report;
}

function count(report: IngestReport, row: IngestedRow): void {
  report.shipments += 1;
  report.warningCount += row.warnings.length;
  for (const w of row.warnings) if (report.warnings.length < MAX_KEPT) report.warnings.push(w);
  if (row.problems.length > 0) {
    report.invalid += 1;
    report.problemCount += row.problems.length;
    for (const p of row.problems) if (report.problems.length < MAX_KEPT) report.problems.push(p);
    return;
  }
  report.valid += 1;
  if (row.service) report.services[row.service] = (report.services[row.service] ?? 0) + 1;
  if (row.body.setup?.test === true) report.test += 1;
}

/** A row's problems as one results cell. */
export function problemsText(problems: readonly RowIssue[]): string {
  return problems.map((p) => describeIssue(p, { withKey: false })).join('; ');
}

/** A dry run's line of the results: the row as checked (valid or invalid), its problems as the error. */
export function checkedResultOf(row: IngestedRow): ResultRow {
  return {
    line: row.line,
    key: row.key,
    status: row.problems.length > 0 ? 'invalid' : 'valid',
    shipment_id: '',
    tracking_numbers: [],
    label_file: '',
    price: null,
    currency: '',
    ref_number: '',
    error: problemsText(row.problems),
  };
}

/**
 * Fills a new run's rows in the journal. Rows with problems are stored 'skipped' with
 * their problems as the error; an order found split apart in the file takes its
 * earlier rows down with it.
 */
export async function prepareRows(journal: Journal, runId: string, spec: IngestSpec): Promise<IngestReport> {
  const refs = new RunRefs(runId);
  const seenKeys = new Set<string>();
  let chunk: NewRow[] = [];
  const flush = () => {
    if (chunk.length > 0) journal.insertRows(runId, chunk);
    chunk = [];
  };
  const report = await checkFile(spec, (row, rep) => {
    // A key must be unique in the journal; a split order's second part gets a line suffix.
    const split = row.problems.some((p) => p.field === 'order_id' && /also has rows/.test(p.issue));
    const key = seenKeys.has(row.key) || split ? `${row.key}@L${row.line}` : row.key;
    seenKeys.add(key);
    const ref = refs.of(row);
    const body = { ...row.body, setup: { ...row.body.setup, ref_number: ref } };
    const invalid = row.problems.length > 0;
    chunk.push({
      seq: row.seq,
      key,
      line: row.line,
      ref,
      body,
      ...(row.carrier ? { carrier: row.carrier } : {}),
      ...(row.service ? { service: row.service } : {}),
      state: invalid ? 'skipped' : 'pending',
      ...(body.setup.test === true ? { quote: 0 } : {}),
      ...(invalid ? { error: problemsText(row.problems) } : {}),
    });
    if (split) {
      flush();
      journal.skipKey(
        runId,
        row.key,
        `the rows of order ${row.key} are split apart in the file (see line ${row.line})`,
      );
      rep.invalid += 1;
      rep.valid -= 1;
    }
    if (chunk.length >= 500) flush();
  });
  flush();
  return report;
}
