import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  Journal,
  JOURNAL_FILE,
  resultOf,
  summaries,
  type ResultRow,
  type RunSummary,
} from '../../../batch/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printList } from '../../output/list.js';
import type { Column } from '../../output/table.js';
import { openStateFile } from '../../shared/state-file.js';
import { NotFoundCliError } from './errors.js';
import type { status } from './index.js';

const RUN_COLUMNS: readonly Column<RunSummary>[] = [
  // The run id is typed back (`batch status RUN`): never cut. A file name keeps its end.
  { header: 'run', get: (r) => r.id, fixed: true },
  { header: 'file', get: (r) => path.basename(r.file), cut: 'middle' },
  { header: 'created (JST)', get: (r) => r.created_at, kind: 'time', zoneInHeader: true },
  { header: 'rows', get: (r) => r.total, kind: 'number' },
  { header: 'done', get: (r) => r.done ?? 0, kind: 'number' },
  {
    header: 'failed',
    get: (r) => r.failed ?? 0,
    kind: 'number',
    style: (s, r, t) => ((r.failed ?? 0) > 0 ? t.error(s) : s),
  },
  { header: 'pending', get: (r) => r.pending ?? 0, kind: 'number' },
  { header: 'skipped', get: (r) => r.skipped ?? 0, kind: 'number' },
];

export const ROW_COLUMNS: readonly Column<ResultRow>[] = [
  { header: 'line', get: (r) => r.line, kind: 'number' },
  { header: 'key', get: (r) => r.key, cut: 'middle' },
  {
    header: 'status',
    get: (r) => r.status,
    style: (s, r, t) => (r.status === 'done' ? t.success(s) : r.status === 'failed' ? t.error(s) : s),
  },
  // At a terminal, what no row has is left out: a run's refusals get the room of its empty ids.
  { header: 'shipment', get: (r) => r.shipment_id, fixed: true, hideWhenEmpty: true },
  { header: 'tracking', get: (r) => r.tracking_numbers.join(' '), fixed: true, hideWhenEmpty: true },
  { header: 'error', get: (r) => r.error, hideWhenEmpty: true, minWidth: 30 },
];

export async function run(input: Input<typeof status>, ctx: Context): Promise<number> {
  const file = path.join(ctx.settings().paths.dataDir, JOURNAL_FILE);
  if (!existsSync(file)) {
    if (input.run) throw new NotFoundCliError(`no batch run ${input.run}: no batch has been run yet`);
    printList(ctx, [], RUN_COLUMNS, { empty: 'no batch runs yet' });
    return 0;
  }
  const journal = openStateFile(file, 'the batch journal', () => Journal.open(file, { now: ctx.now }));
  ctx.onClose(() => journal.close());
  if (!input.run) {
    const runs = summaries(journal);
    printList(ctx, runs, RUN_COLUMNS, {
      empty: 'no batch runs yet',
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
    });
    return 0;
  }
  const found = journal.findRuns(input.run);
  if (found.length === 0)
    throw new NotFoundCliError(`no batch run ${input.run}`, 'list them with `shipctl batch status`');
  if (found.length > 1)
    throw new NotFoundCliError(
      `run id ${input.run} is ambiguous: ${found.map((r) => r.id).join(', ')}`,
      'give more characters',
    );
  const rows = [...journal.rows(found[0]!.id)].map(resultOf);
  printList(ctx, rows, ROW_COLUMNS, { empty: 'the run has no rows' });
  return 0;
}
