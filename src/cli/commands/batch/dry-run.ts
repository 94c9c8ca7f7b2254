// `batch ship --dry-run`: every row checked (and quoted with --estimate), a summary,
// nothing sent and no run recorded.
import type { ApiClient } from '../../../api/index.js';
import { checkFile, createPool, Estimator, type Estimate, type IngestSpec } from '../../../batch/index.js';
import type { Context } from '../../context.js';
import { withSpinner } from '../../output/spinner.js';
import type { CheckedShip } from './ship-options.js';
import { invalidFile, printColumns, printDryRun, printWarnings } from './ship-report.js';

export async function dryRun(
  ctx: Context,
  client: ApiClient,
  spec: IngestSpec,
  o: CheckedShip,
): Promise<number> {
  const estimator = o.estimate ? new Estimator(client) : undefined;
  const pool = createPool(o.concurrency);
  const estimate: Estimate = { total: 0, missing: 0, rows: 0 };
  const report = await withSpinner(ctx.io, `Checking ${spec.source.name}`, async () => {
    const r = await checkFile(spec, async (row) => {
      if (!estimator || row.problems.length > 0) return;
      estimate.rows += 1;
      await pool.add(async () => {
        const q = await estimator
          .quote(row.body, row.service, row.carrier)
          .catch(() => ({}) as { price?: number; currency?: string });
        if (q.price === undefined) estimate.missing += 1;
        else estimate.total += q.price;
        if (q.currency) estimate.currency = q.currency;
      });
    });
    await pool.drain();
    return r;
  });
  printColumns(ctx, report);
  printWarnings(ctx, report);
  printDryRun(ctx, report, {
    source: spec.source.name,
    encoding: spec.source.encoding,
    ...(estimator ? { estimate } : {}),
  });
  if (report.invalid > 0 && !o.skipInvalid) throw invalidFile(report, spec.source.name);
  return 0;
}
