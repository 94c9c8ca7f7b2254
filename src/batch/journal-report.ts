// What the journal says about runs, for `batch status`, the question before sending
// and the money limits: read-only queries on the journal's connection.
import type { Journal } from './journal.js';
import type { RowState, RunSummary } from './journal-schema.js';

/** Every run with its rows counted by state, newest first. */
export function summaries(journal: Journal): RunSummary[] {
  return journal
    .sql(
      `SELECT r.*, COUNT(w.seq) AS total,
      SUM(w.state = 'done') AS done, SUM(w.state = 'failed') AS failed,
      SUM(w.state IN ('pending', 'sending', 'unknown')) AS pending, SUM(w.state = 'skipped') AS skipped
     FROM runs r LEFT JOIN rows w ON w.run_id = r.id GROUP BY r.id ORDER BY r.created_at DESC`,
    )
    .all() as RunSummary[];
}

/** Rows in these states per service, and how many of them are test labels. */
export function breakdown(
  journal: Journal,
  runId: string,
  states: readonly RowState[],
): { services: Record<string, number>; test: number; count: number } {
  const marks = states.map(() => '?').join(', ');
  const rows = journal
    .sql(
      `SELECT COALESCE(service, '?') AS service, COUNT(*) AS n,
      SUM(json_extract(body_json, '$.setup.test') = 1) AS test
     FROM rows WHERE run_id = ? AND state IN (${marks}) GROUP BY service`,
    )
    .all(runId, ...states) as { service: string; n: number; test: number | null }[];
  const services: Record<string, number> = {};
  let test = 0;
  let count = 0;
  for (const r of rows) {
    services[r.service] = r.n;
    test += r.test ?? 0;
    count += r.n;
  }
  return { services, test, count };
}

/** Sum of the quotes of the rows in these states; `unasked` rows have no quote yet, `missing` got no rate. */
export function quoted(
  journal: Journal,
  runId: string,
  states: readonly RowState[],
): { sum: number; unasked: number; missing: number; currency?: string } {
  const marks = states.map(() => '?').join(', ');
  const r = journal
    .sql(
      `SELECT COALESCE(SUM(quote), 0) AS sum, COALESCE(SUM(quoted = 0), 0) AS unasked,
      COALESCE(SUM(quoted = 1 AND quote IS NULL), 0) AS missing, MAX(currency) AS currency
     FROM rows WHERE run_id = ? AND state IN (${marks})`,
    )
    .get(runId, ...states) as { sum: number; unasked: number; missing: number; currency: string | null };
  return {
    sum: r.sum,
    unasked: r.unasked,
    missing: r.missing,
    ...(r.currency ? { currency: r.currency } : {}),
  };
}
