// batch items, run with the CLI against a sandbox on a fixed clock.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { runInProcess } from '../helpers/in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { itNeeds } from '../helpers/tools.js';
import { allShipments, JA_HEADERS, japaneseOrders, toCsv } from '../fixtures/batch/harness.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';

let sandbox: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = mkdtempSync(path.join(tmpdir(), 'shipctl-i12-batch-'));
});
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  rmSync(home, { recursive: true, force: true });
});

async function start(): Promise<TestSandbox> {
  sandbox = await startTestSandbox({ clock: fixedClock(WEDNESDAY_10_JST) });
  return sandbox;
}

const cli = (s: TestSandbox, args: string[]) =>
  runInProcess(['--base-url', s.url, ...args], { home, env: { SHIPCTL_TOKEN: s.token }, timeoutMs: 60_000 });

function orders(rows: string[][], headers: readonly string[] = JA_HEADERS, name = 'orders.csv'): string {
  const file = path.join(home, name);
  writeFileSync(file, toCsv(headers, rows));
  return file;
}

describe('batch', () => {
  it('--skip-invalid --out r.csv --out-encoding sjis writes every row (skipped ones too), a user character CP932 lacks replaced and counted', async () => {
    const s = await start();
    const rows = japaneseOrders(4, 6);
    rows[2]![1] = ''; // お届け先名: invalid, skipped (an inferred rule: refused with --strict on a port)
    rows[3]![0] = 'A김04'; // an order key Shift_JIS cannot hold
    const out = path.join(home, 'r.csv');
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
      '--out-encoding',
      'sjis',
      '--no-labels',
    ]);
    expect(res.code, res.stderr).toBe(7);
    const text = iconv.decode(readFileSync(out), 'cp932');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['done', 'done', 'skipped', 'done']);
    expect(lines[3]).toMatch(/line 4, お届け先名 \(to_address\.full_name\): required/);
    expect(lines[4]).toMatch(/^5,A\?04,done,/);
    expect(res.stderr).toMatch(
      // The order number is in the key and in the ref_number column: each place is counted.
      /2 characters Shift_JIS cannot hold were replaced in the results \(line 5 key "김", line 5 ref_number "김"\)/,
    );
    expect(await allShipments(s)).toHaveLength(3);
  });

  itNeeds(['iconv'])('`iconv -f CP932 r.csv` reads the results file', async () => {
    const s = await start();
    const rows = japaneseOrders(3, 6);
    rows[1]![2] = '12345'; // 郵便番号: invalid
    const out = path.join(home, 'r.csv');
    const res = await cli(s, [
      'batch',
      'ship',
      orders(rows),
      '--test',
      '--yes',
      '--skip-invalid',
      '--out',
      out,
      '--out-encoding',
      'sjis',
      '--no-labels',
    ]);
    expect([0, 7]).toContain(res.code);
    const decoded = execFileSync('iconv', ['-f', 'CP932', '-t', 'UTF-8', out], { encoding: 'utf8' });
    expect(decoded.trim().split('\r\n')).toHaveLength(4);
    expect(decoded).toMatch(/skipped.*郵便番号/);
  });
});
