// A batch file run through the operations directly (no CLI, no spawn), against a sandbox on a
// pinned clock: checked without sending, opened, sent once, taken back without a second label,
// and stopped between rows when its caller gives up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bufferSource, type BodyDefaults } from '../../src/batch/index.js';
import { withSignal } from '../../src/ops/context.js';
import {
  checkFileRun,
  fileRunSpec,
  openFileRun,
  sendJournalRun,
  sendCode,
  settleFileRun,
} from '../../src/ops/orders/index.js';
import { opsBench, type OpsBench } from './orders-context.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';
const DEFAULTS: BodyDefaults = { test: false, today: '2026-03-04', origin: {} };
let bench: OpsBench;
beforeEach(async () => {
  bench = await opsBench(WEDNESDAY_10_JST);
});
afterEach(async () => {
  await bench.close();
});

function csv(rows: number, bad: number[] = []): Buffer {
  const lines = ['order_id,name,phone,zip,province,city,address1,carrier,service,pack_size'];
  for (let i = 1; i <= rows; i += 1)
    lines.push(
      `R-${i},山田 太郎${i},0312345678,100-0001,東京都,千代田区,千代田1-${i},sagawa,sagawa_regular,${bad.includes(i) ? 70 : 60}`,
    );
  return Buffer.from(lines.join('\n') + '\n');
}

async function specOf(data: Buffer) {
  const source = await bufferSource('orders.csv', data);
  return fileRunSpec(bench.ctx, { source, defaults: DEFAULTS, sjisResults: false });
}

async function send(rows: number, ctx = bench.ctx, onProgress?: (done: number) => void) {
  const { spec, warehouseId } = await specOf(csv(rows));
  const run = await openFileRun(ctx, spec, { options: { test: false, warehouseId }, skipInvalid: false });
  try {
    const settled = await settleFileRun(ctx, run);
    const report = await sendJournalRun(
      ctx,
      await ctx.client(),
      run.journal,
      {
        runId: run.runId,
        labelsDir: run.labelsDir,
        concurrency: 4,
        estimate: false,
        retryFailed: false,
        labels: false,
        ledger: run.ledger,
        doneBefore: run.doneBefore,
        settled,
      },
      onProgress ? { onProgress: (p) => onProgress(p.done) } : {},
    );
    return { report, code: sendCode(report), resumed: run.opened.report === undefined };
  } finally {
    run.close();
  }
}

describe('a batch file run', () => {
  it('checked without sending: the invalid row named by its field, the valid ones priced', async () => {
    const { spec } = await specOf(csv(3, [2]));
    const { report, estimate } = await checkFileRun(bench.ctx, spec, { estimate: true, concurrency: 2 });
    expect(report.valid).toBe(2);
    expect(report.invalid).toBe(1);
    expect(JSON.stringify(report)).toMatch(/pack_size/);
    expect(estimate?.rows).toBe(2);
    expect(estimate?.total).toBeGreaterThan(0);
    expect(await bench.shipments()).toHaveLength(0);
  });

  it('sent once: the same file again takes the run back and buys nothing more', async () => {
    const first = await send(3);
    expect(first.code).toBe(0);
    expect(first.report.counts.done).toBe(3);
    expect(await bench.shipments()).toHaveLength(3);
    const again = await send(3);
    expect(again.resumed).toBe(true);
    expect(again.report.foundShipped).toBe(3);
    expect(await bench.shipments()).toHaveLength(3);
  });

  it('stopped by its caller after the first row: one label bought, the rest left to send', async () => {
    const stop = new AbortController();
    const { report, code } = await send(5, withSignal(bench.ctx, stop.signal), (done) => {
      if (done >= 1) stop.abort();
    });
    expect(code).toBe(130);
    expect(report.outcome.stoppedBy).toBe('signal');
    expect(report.counts.done).toBe(1);
    expect(report.left).toBe(4);
    expect(await bench.shipments()).toHaveLength(1);
  });
});
