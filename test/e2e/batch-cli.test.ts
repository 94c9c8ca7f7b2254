// What a user of `batch ship` / `batch status` sees: validation before anything is
// sent, the --yes rule, skipped and failed rows (exit 7), money limits, the call limit,
// stdin and the Shopify preset, and the status of runs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/in-process.js';
import { createFaultRegistry } from '../../src/sandbox/faults.js';
import { startTestSandbox, type TestSandbox, type TestSandboxOptions } from '../helpers/sandbox.js';
import { allShipments, JA_HEADERS, japaneseOrders, toCsv } from '../fixtures/batch/harness.js';

let sandbox: TestSandbox | undefined;
let home: string;

beforeEach(() => {
  home = mkdtempSync(path.join(tmpdir(), 'shipctl-batch-cli-'));
});
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  rmSync(home, { recursive: true, force: true });
});

async function start(o: TestSandboxOptions = {}): Promise<TestSandbox> {
  sandbox = await startTestSandbox(o);
  return sandbox;
}

const cli = (s: TestSandbox, args: string[], input?: string) =>
  runInProcess(['--base-url', s.url, ...args], {
    home,
    env: { SHIPCTL_TOKEN: s.token },
    timeoutMs: 60_000,
    ...(input !== undefined ? { input } : {}),
  });

function orders(rows: string[][], name = 'orders.csv'): string {
  const file = path.join(home, name);
  writeFileSync(file, toCsv(JA_HEADERS, rows));
  return file;
}

const results = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((l) => l.split(','));

describe('batch ship: validation first', () => {
  it('an invalid file exits 2 with every problem on its line and column, and sends nothing', async () => {
    const s = await start();
    const rows = japaneseOrders(5, 3);
    rows[1]![2] = '12345'; // 郵便番号
    rows[3]![12] = '120'; // サイズ: not a sagawa size
    const res = await cli(s, ['batch', 'ship', orders(rows), '--test', '--yes']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/2 shipments of 5 in .*orders\.csv are invalid; nothing was sent/);
    expect(res.stderr).toMatch(/line 3, order A0002, 郵便番号 \(to_address\.zip\): "12345" has 5 digits/);
    expect(res.stderr).toMatch(/line 5, order A0004, サイズ \(setup\.pack_size\): .*60, 80, 100, 140, 160/);
    expect(res.stderr).toMatch(/--skip-invalid/);
    expect(await allShipments(s)).toHaveLength(0);
  });

  it('--dry-run checks and summarises; --estimate adds the quoted total', async () => {
    const s = await start();
    const file = orders(japaneseOrders(6, 4));
    const res = await cli(s, ['batch', 'ship', file, '--dry-run', '--estimate']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/shipments\s+6/);
    expect(res.stdout).toMatch(/services\s+sagawa_regular 6/);
    expect(res.stdout).toMatch(/estimate\s+[\d,]+ JPY/);
    expect(await allShipments(s)).toHaveLength(0);
  });

  it('without a terminal and without --yes nothing is sent (exit 2)', async () => {
    const s = await start();
    const res = await cli(s, ['batch', 'ship', orders(japaneseOrders(3, 5)), '--test']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--yes is required/);
    expect(await allShipments(s)).toHaveLength(0);
  });

  it('--skip-invalid ships the valid rows, records the others as skipped, exits 7', async () => {
    const s = await start();
    const rows = japaneseOrders(4, 6);
    rows[2]![1] = ''; // お届け先名
    const out = path.join(home, 'r.csv');
    // A sandbox reached by --base-url is judged like the live service, where a missing
    // name (an inferred rule) only warns: --strict makes it refuse here, as in sandbox mode.
    const res = await cli(s, [
      '--strict',
      'batch',
      'ship',
      orders(rows),
      '--test',
      '--yes',
      '--skip-invalid',
      '--out',
      out,
      '--no-labels',
    ]);
    expect(res.code, res.stderr).toBe(7);
    expect(results(out).map((r) => r[2])).toEqual(['done', 'done', 'skipped', 'done']);
    expect(results(out)[2]!.join(',')).toMatch(/お届け先名 \(to_address\.full_name\): required/);
    expect(await allShipments(s)).toHaveLength(3);
  });
});

describe('batch ship: money', () => {
  it('--max-total below the estimate refuses to start; above it, the rows ship with their price', async () => {
    const s = await start();
    const file = orders(japaneseOrders(4, 7));
    const low = await cli(s, ['batch', 'ship', file, '--yes', '--max-total', '100']);
    expect(low.code).toBe(2);
    expect(low.stderr).toMatch(
      /the estimated total [\d,]+ JPY exceeds --max-total 100 JPY; nothing was sent/,
    );
    expect(await allShipments(s)).toHaveLength(0);

    const out = path.join(home, 'r.csv');
    const ok = await cli(s, [
      'batch',
      'ship',
      file,
      '--yes',
      '--max-total',
      '1000000',
      '--out',
      out,
      '--no-labels',
    ]);
    expect(ok.code, ok.stderr).toBe(0);
    const prices = results(out).map((r) => Number(r[6]));
    expect(prices.every((p) => p > 0)).toBe(true);
    expect(results(out).every((r) => r[7] === 'JPY')).toBe(true);
  });
});

describe('batch ship: failures and resuming', () => {
  it('rows the server refuses are failed (exit 7); a re-run resumes; --retry-failed sends them again', async () => {
    const s = await start();
    const file = orders(japaneseOrders(3, 8));
    s.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 400 });
    const first = await cli(s, ['batch', 'ship', file, '--test', '--yes', '--no-labels']);
    expect(first.code).toBe(7);
    expect(first.stdout.split('\n').filter((l) => /,failed,/.test(l))).toHaveLength(3);
    s.deps.faults.set('POST /v1/shipments', null);

    const again = await cli(s, ['batch', 'ship', file, '--test', '--yes', '--no-labels']);
    expect(again.code).toBe(7);
    expect(again.stderr).toMatch(/resuming run/);
    expect(await allShipments(s)).toHaveLength(0);

    const retried = await cli(s, ['batch', 'ship', file, '--test', '--yes', '--no-labels', '--retry-failed']);
    expect(retried.code, retried.stderr).toBe(0);
    expect(await allShipments(s)).toHaveLength(3);

    const status = await cli(s, ['batch', 'status', '--json']);
    const runs = JSON.parse(status.stdout) as { id: string; done: number; failed: number }[];
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ done: 3, failed: 0, rows: 3 });
    const rows = await cli(s, ['batch', 'status', runs[0]!.id.slice(0, 6), '--json']);
    expect((JSON.parse(rows.stdout) as { status: string }[]).map((r) => r.status)).toEqual([
      'done',
      'done',
      'done',
    ]);
  });

  it('a 5xx before the write is ambiguous to the client: the row is looked up, then sent again once', async () => {
    // Seeded: one request at a time, so the draws fall on the same requests on every run.
    const s = await start({ faults: createFaultRegistry({ seed: 20261124 }) });
    s.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 503, probability: 0.3 });
    const res = await cli(s, [
      'batch',
      'ship',
      orders(japaneseOrders(30, 9)),
      '--test',
      '--yes',
      '--no-labels',
      '--concurrency',
      '1',
    ]);
    expect(res.code, res.stderr).toBe(0);
    // This seed: 8 of the 30 first sends draw the 503; of their 8 second sends, 1 draws it again.
    expect(res.stderr).toContain('checking 8 rows whose last request may have created a shipment');
    expect(res.stderr).toContain('checking 1 row whose last request may have created a shipment');
    expect(res.stderr).toContain('✓ 30 test labels (the orders stay open), 0 failed, 0 skipped');
    const refs = (await allShipments(s)).map((x) => x.setup.ref_number);
    expect(refs).toHaveLength(30);
    expect(new Set(refs).size).toBe(30);
  });
});

describe('batch ship: the call limit', () => {
  it('8 requests in flight against 20 calls per 2 s: no 429, every row shipped', async () => {
    const s = await start({ limits: { callLimit: { total: 20, windowMs: 2_000 } } });
    const res = await cli(s, [
      '--debug',
      'batch',
      'ship',
      orders(japaneseOrders(45, 10)),
      '--test',
      '--yes',
      '--no-labels',
      '--concurrency',
      '8',
    ]);
    expect(res.code, res.stderr.slice(-2000)).toBe(0);
    expect(res.stderr.match(/^< 429/gm) ?? []).toHaveLength(0);
    expect(await allShipments(s)).toHaveLength(45);
  }, 60_000);
});

describe('batch ship: other inputs', () => {
  it('a Shopify orders export on stdin, with --json results', async () => {
    const s = await start();
    const text = readFileSync(new URL('../fixtures/batch/shopify-orders.csv', import.meta.url), 'utf8');
    const res = await cli(
      s,
      ['--json', 'batch', 'ship', '-', '--carrier', 'sagawa', '--pack-size', '60', '--test', '--yes'],
      text,
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toMatch(/Shopify orders export/);
    const out = JSON.parse(res.stdout) as { key: string; status: string; tracking_numbers: string[] }[];
    expect(out.map((r) => [r.key, r.status])).toEqual([
      ['#1001', 'done'],
      ['#1002', 'done'],
    ]);
    const shipments = await allShipments(s);
    const first = shipments.find((x) => x.setup.ref_number === '#1001');
    expect(first.products.map((p: { name: string }) => p.name)).toEqual(['Tシャツ - M', 'マグカップ']);
  });

  it('batch status with no runs, and an unknown run (exit 4)', async () => {
    const s = await start();
    expect((await cli(s, ['batch', 'status'])).code).toBe(0);
    const res = await cli(s, ['batch', 'status', 'ffff']);
    expect(res.code).toBe(4);
  });
});
