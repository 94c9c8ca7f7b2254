// The terminal side of `batch ship`, in-process with streams that claim to be a TTY:
// the progress line on stderr, the question before money is spent (answered by
// --yes), and silence about progress when piped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmQuestion } from '../../src/cli/order-runs/run-report.js';
import { runCli } from '../../src/cli/run.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';
import { JA_HEADERS, japaneseOrders, toCsv } from '../fixtures/batch/harness.js';

let sandbox: TestSandbox;
let home: string;
beforeEach(async () => {
  sandbox = await startTestSandbox();
  home = mkdtempSync(path.join(tmpdir(), 'shipctl-batch-tty-'));
});
afterEach(async () => {
  await sandbox.close();
  rmSync(home, { recursive: true, force: true });
});

async function ship(tty: boolean, extra: string[] = []) {
  const file = path.join(home, 'orders.csv');
  writeFileSync(file, toCsv(JA_HEADERS, japaneseOrders(12, 2)));
  const io = fakeStreams({ tty });
  const env = { SHIPCTL_HOME: home, SHIPCTL_TOKEN: sandbox.token, NO_COLOR: '1' };
  const code = await runCli(
    ['--base-url', sandbox.url, 'batch', 'ship', file, '--test', '--no-labels', ...extra],
    {
      env,
      streams: io,
      deps: { cwd: home },
    },
  );
  return { code, out: io.out(), err: io.err() };
}

describe('batch ship on a terminal', () => {
  it('shows done, failed, remaining, rate and ETA on stderr', async () => {
    const res = await ship(true, ['--yes']);
    expect(res.code, res.err).toBe(0);
    expect(res.err).toMatch(/\d+\/12 done · 0 failed · \d+ remaining · [\d.]+\/s · ETA /);
    expect(res.out.split('\n')[0]).toMatch(/^line,key,status/);
  });

  it('stays quiet about progress when piped', async () => {
    const res = await ship(false, ['--yes']);
    expect(res.code, res.err).toBe(0);
    expect(res.err).not.toMatch(/remaining/);
  });

  it('asks with the count, the services and the estimate', () => {
    expect(
      confirmQuestion({ count: 200, services: 'sagawa_regular 200', test: 200, estimate: '0 JPY' }),
    ).toBe('Create 200 shipments (sagawa_regular 200, all test labels) — estimated 0 JPY?');
    expect(confirmQuestion({ count: 3, services: 'sagawa_regular 2, yamato_regular 1', test: 0 })).toBe(
      'Create 3 shipments (sagawa_regular 2, yamato_regular 1) (cost not estimated: add --estimate)?',
    );
  });

  it('asks about one test label in the singular', () => {
    expect(confirmQuestion({ count: 3, services: 'sagawa_regular 3', test: 1, estimate: '2,380 JPY' })).toBe(
      'Create 3 shipments (sagawa_regular 3, 1 test label) — estimated 2,380 JPY?',
    );
    expect(confirmQuestion({ count: 1, services: 'sagawa_regular 1', test: 1, estimate: '0 JPY' })).toBe(
      'Create 1 shipment (sagawa_regular 1, a test label) — estimated 0 JPY?',
    );
  });
});
