// What the journal says about runs, for `batch status`, the question before sending
// and the money limits: read-only queries on the journal's connection.
import type { Journal } from './journal.js';
import type { RowState, RunRecord, RunSummary } from './journal-schema.js';

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

// ---- station sessions ----
//
// The packing station journals each scan as a run of its own (one order, sent at once, so a
// crash mid-request is reconciled like any run's row). Those runs are filed under their
// session, `station:<session>`, so that `batch status` can show a morning at the station as
// one line and `batch status <session>` its scans.

const STATION_FILE = 'station:';

/** What a station session's runs are filed as. */
export const stationFileOf = (session: string): string => `${STATION_FILE}${session}`;

/** The session a run belongs to, when a station made it. */
export function stationSessionOf(file: string): string | undefined {
  return file.startsWith(STATION_FILE) ? file.slice(STATION_FILE.length) : undefined;
}

/** A station session summed up: its runs' rows counted together, from its first scan to its last. */
export interface SessionSummary extends RunSummary {
  /** How many scans sent an order (each a run of one row). */
  runs: number;
  /** When its last run was made. */
  last_at: string;
}

/**
 * The runs, newest first, with each station session's runs in one summary (its id the
 * session's), placed by its first scan as the time it shows is that scan's.
 */
export function groupStationSessions(runs: readonly RunSummary[]): (RunSummary | SessionSummary)[] {
  const sessions = new Map<string, SessionSummary>();
  const add = (a: number | null, b: number | null) => (a ?? 0) + (b ?? 0);
  for (const run of runs) {
    const session = stationSessionOf(run.file);
    if (session === undefined) continue;
    const seen = sessions.get(session);
    if (!seen) {
      sessions.set(session, { ...run, id: session, runs: 1, last_at: run.created_at });
      continue;
    }
    // Newest first: a later run of the list is an earlier scan.
    seen.created_at = run.created_at;
    seen.runs += 1;
    seen.total += run.total;
    seen.done = add(seen.done, run.done);
    seen.failed = add(seen.failed, run.failed);
    seen.pending = add(seen.pending, run.pending);
    seen.skipped = add(seen.skipped, run.skipped);
  }
  const left = new Map([...sessions].map(([id, s]) => [id, s.runs]));
  const out: (RunSummary | SessionSummary)[] = [];
  for (const run of runs) {
    const session = stationSessionOf(run.file);
    if (session === undefined) out.push(run);
    else {
      left.set(session, left.get(session)! - 1);
      if (left.get(session) === 0) out.push(sessions.get(session)!);
    }
  }
  return out;
}

export const isSession = (r: RunSummary | SessionSummary): r is SessionSummary => 'runs' in r;

/** The station sessions whose id starts with the prefix, each with its runs, oldest first. */
export function findSessions(journal: Journal, prefix: string): { id: string; runs: RunRecord[] }[] {
  const runs = journal
    .sql(`SELECT * FROM runs WHERE substr(file, 1, ?) = ? ORDER BY created_at, rowid`)
    .all(STATION_FILE.length + prefix.length, stationFileOf(prefix)) as RunRecord[];
  const bySession = new Map<string, RunRecord[]>();
  for (const run of runs) {
    const id = stationSessionOf(run.file)!;
    bySession.set(id, [...(bySession.get(id) ?? []), run]);
  }
  return [...bySession].map(([id, list]) => ({ id, runs: list }));
}
