// items 6, 9 and 13: batch ship under hostile input and lost state. Formula
// cells in the results CSV, a journal that is gone, and labels that could not be saved.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/in-process.js';
import { startTestSandbox, type TestSandbox, type TestSandboxOptions } from '../helpers/sandbox.js';
import { allShipments, JA_HEADERS, japaneseOrders, toCsv } from '../fixtures/batch/harness.js';

let sandbox: TestSandbox | undefined;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shipctl-batch-hostile-'));
});
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const start = async (o: TestSandboxOptions = {}) => (sandbox = await startTestSandbox(o));
/** Each SHIPCTL_HOME is its own journal. */
const cli = (s: TestSandbox, args: string[], home = path.join(dir, 'home')) =>
  runInProcess(['--base-url', s.url, ...args], {
    home,
    cwd: dir,
    env: { SHIPCTL_TOKEN: s.token },
    timeoutMs: 60_000,
  });

function orders(rows: string[][]): string {
  const file = path.join(dir, 'orders.csv');
  writeFileSync(file, toCsv(JA_HEADERS, rows));
  return file;
}

describe('CSV formula injection', () => {
  it('result cells starting with = + - @ are written as text (a leading quote)', async () => {
    const s = await start();
    const rows = japaneseOrders(3, 11);
    rows[0]![0] = '=1+1';
    rows[1]![0] = '@SUM(A1)';
    rows[2]![0] = '+81-3';
    const out = path.join(dir, 'r.csv');
    const res = await cli(s, ['batch', 'ship', orders(rows), '--test', '--yes', '--no-labels', '--out', out]);
    expect(res.code, res.stderr).toBe(0);
    const keys = readFileSync(out, 'utf8')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[1]);
    expect(keys).toEqual(["'=1+1", "'@SUM(A1)", "'+81-3"]);
  });
});

describe('a lost journal', () => {
  it('re-running a finished batch under another SHIPCTL_HOME sends nothing and reports every row as already shipped', async () => {
    const s = await start();
    const file = orders(japaneseOrders(5, 12));
    const first = await cli(s, ['batch', 'ship', file, '--yes', '--no-labels'], path.join(dir, 'home-a'));
    expect(first.code, first.stderr).toBe(0);
    expect(await allShipments(s)).toHaveLength(5);

    const out = path.join(dir, 'again.csv');
    const again = await cli(
      s,
      ['batch', 'ship', file, '--yes', '--no-labels', '--out', out],
      path.join(dir, 'home-b'),
    );
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('5 rows were already shipped');
    expect(await allShipments(s)).toHaveLength(5);
    const lines = readFileSync(out, 'utf8').trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(5);
    for (const l of lines) expect(l).toMatch(/,done,API-[A-Z0-9]{10},.*already shipped as API-/);
  });
});

describe('labels that could not be saved', () => {
  it('every label failing to download is a failed step: exit 7, not "✓ shipped"', async () => {
    const s = await start();
    s.deps.faults.set('GET /labels/:file', { failBeforeCommit: 500 });
    const res = await cli(s, [
      'batch',
      'ship',
      orders(japaneseOrders(2, 13)),
      '--test',
      '--yes',
      '--labels-dir',
      'labels',
    ]);
    expect(res.code).toBe(7);
    expect(res.stderr).toMatch(/2 labels were not saved: run the same command again/);
    expect(await allShipments(s)).toHaveLength(2);

    s.deps.faults.set('GET /labels/:file', null);
    const again = await cli(s, [
      'batch',
      'ship',
      orders(japaneseOrders(2, 13)),
      '--test',
      '--yes',
      '--labels-dir',
      'labels',
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(await allShipments(s)).toHaveLength(2);
  });
});

describe('terminal escape sequences', () => {
  it('an escape sequence in a CSV cell is not printed raw in the error listing', async () => {
    const s = await start();
    const rows = japaneseOrders(2, 14);
    rows[1]![2] = '\x1b[2J\x1b]0;pwned\x0712345'; // 郵便番号
    const res = await cli(s, ['batch', 'ship', orders(rows), '--test', '--yes']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/line 3, order A0002, 郵便番号/);
    expect(res.stderr).not.toContain('\x1b');
    expect(res.stderr).not.toContain('\x07');
  });
});
