import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  findSessions,
  groupStationSessions,
  isSession,
  Journal,
  JOURNAL_FILE,
  resultOf,
  summaries,
  type ResultRow,
  type RunSummary,
  type SessionSummary,
} from '../../../batch/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { formatJst } from '../../output/format.js';
import { printList } from '../../output/list.js';
import type { Column } from '../../output/table.js';
import { openStateFile } from '../../../ops/state-file.js';
import { NotFoundCliError } from './errors.js';
import type { status } from './index.js';
import { messages } from '../../../i18n/index.js';

/** Piped: one row per run, as scripts read them (a station's scans too, each a run of one order). */
function runColumns(): Column<RunSummary>[] {
  const h = messages().admin.batch.columns;
  return [
    { header: h.run, get: (r) => r.id, fixed: true },
    { header: h.file, get: (r) => path.basename(r.file), cut: 'middle' },
    { header: h.created, get: (r) => r.created_at, kind: 'time', zoneInHeader: true },
    ...counts<RunSummary>(),
  ];
}

function counts<R extends RunSummary>(): Column<R>[] {
  const h = messages().admin.batch.columns;
  return [
    { header: h.rows, get: (r) => r.total, kind: 'number' },
    { header: h.done, get: (r) => r.done ?? 0, kind: 'number' },
    {
      header: h.failed,
      get: (r) => r.failed ?? 0,
      kind: 'number',
      style: (s, r, t) => ((r.failed ?? 0) > 0 ? t.error(s) : s),
    },
    { header: h.pending, get: (r) => r.pending ?? 0, kind: 'number' },
    { header: h.skipped, get: (r) => r.skipped ?? 0, kind: 'number' },
  ];
}

const clock = (iso: string): string => formatJst(iso).slice(11, 16);

/**
 * On a terminal: a station session is one line (`station 09:02–11:40`), its id typed back
 * like a run's. The run id is never cut; a file name is never cut either — at a narrow
 * terminal it goes on a line of its own under its run, whole, since the names of one day's
 * files differ only at their end.
 */
function screenRunColumns(): Column<RunSummary | SessionSummary>[] {
  const text = messages().admin.batch;
  return [
    { header: text.columns.run, get: (r) => r.id, fixed: true },
    { header: text.columns.created, get: (r) => r.created_at, kind: 'time', zoneInHeader: true },
    ...counts<RunSummary | SessionSummary>(),
    {
      header: text.columns.file,
      get: (r) =>
        isSession(r)
          ? text.station(
              clock(r.created_at),
              r.runs > 1 && clock(r.last_at) !== clock(r.created_at) ? clock(r.last_at) : undefined,
            )
          : path.basename(r.file),
      overflow: 'below',
    },
  ];
}

export function rowColumns(): Column<ResultRow>[] {
  const text = messages().admin.batch;
  const h = text.columns;
  return [
    { header: h.line, get: (r) => r.line, kind: 'number' },
    { header: h.key, get: (r) => r.key, cut: 'middle' },
    {
      header: h.status,
      get: (r) => r.status,
      shown: (r) => text.rowStatus(r.status),
      style: (s, r, t) => (r.status === 'done' ? t.success(s) : r.status === 'failed' ? t.error(s) : s),
    },
    // At a terminal, what no row has is left out: a run's refusals get the room of its empty ids.
    { header: h.shipment, get: (r) => r.shipment_id, fixed: true, hideWhenEmpty: true },
    { header: h.tracking, get: (r) => r.tracking_numbers.join(' '), fixed: true, hideWhenEmpty: true },
    // Why a row was skipped or failed, whole: on a line of its own under the row when it has no room.
    { header: h.error, get: (r) => r.error, hideWhenEmpty: true, overflow: 'below' },
  ];
}

export async function run(input: Input<typeof status>, ctx: Context): Promise<number> {
  const text = messages().admin.batch;
  const file = path.join(ctx.settings().paths.dataDir, JOURNAL_FILE);
  if (!existsSync(file)) {
    if (input.run) throw new NotFoundCliError(text.noRunYet(input.run));
    printList(ctx, [], runColumns(), { empty: text.noRuns });
    return 0;
  }
  const journal = openStateFile(file, 'the batch journal', () => Journal.open(file, { now: ctx.now }));
  ctx.onClose(() => journal.close());
  if (!input.run) {
    const runs = summaries(journal);
    printList(
      ctx,
      ctx.io.stdoutIsTTY ? groupStationSessions(runs) : runs,
      ctx.io.stdoutIsTTY ? screenRunColumns() : runColumns(),
      {
        empty: text.noRuns,
        json: runs.map((r) => ({
          id: r.id,
          file: r.file,
          created_at: r.created_at,
          state: r.state,
          rows: r.total,
          done: r.done ?? 0,
          failed: r.failed ?? 0,
          pending: r.pending ?? 0,
          skipped: r.skipped ?? 0,
        })),
      },
    );
    return 0;
  }
  const found = journal.findRuns(input.run);
  const sessions = findSessions(journal, input.run);
  const ids = [...found.map((r) => r.id), ...sessions.map((s) => s.id)];
  if (ids.length === 0) throw new NotFoundCliError(text.noRun(input.run), text.noRunHint);
  if (ids.length > 1)
    throw new NotFoundCliError(text.ambiguous(input.run, ids.join(', ')), text.ambiguousHint);
  // A station session: its scans in the order they came, numbered as such.
  const runIds = found.length > 0 ? [found[0]!.id] : sessions[0]!.runs.map((r) => r.id);
  const rows = runIds.flatMap((id) => [...journal.rows(id)].map(resultOf));
  if (found.length === 0) rows.forEach((row, i) => (row.line = i + 1));
  printList(ctx, rows, rowColumns(), { empty: text.noRows });
  return 0;
}
