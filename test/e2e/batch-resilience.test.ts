// The journal's promise: every row shipped exactly once, whatever happens to the
// process or the connection. SIGKILL at seeded moments (while starting, while a
// create is on its way in, after a create committed but before its answer left),
// and faults after commit (a 500, a dropped connection), then: exactly 200
// shipments, no ref_number twice, none missing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFaultRegistry } from '../../src/sandbox/faults.js';
import { runInProcess } from '../helpers/in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import {
  allShipments,
  JA_HEADERS,
  japaneseOrders,
  seeded,
  sjis,
  spawnCli,
  toCsv,
} from '../fixtures/batch/harness.js';

const ROWS = 200;
let sandbox: TestSandbox | undefined;
let home: string | undefined;

afterEach(async () => {
  await sandbox?.close();
  if (home) rmSync(home, { recursive: true, force: true });
  sandbox = undefined;
  home = undefined;
});

function writeOrders(dir: string, seed: number): string {
  const file = path.join(dir, 'orders.csv');
  writeFileSync(file, sjis(toCsv(JA_HEADERS, japaneseOrders(ROWS, seed))));
  return file;
}

const shipArgs = (s: TestSandbox, file: string) => [
  '--base-url',
  s.url,
  'batch',
  'ship',
  file,
  '--test',
  '--yes',
  '--out',
  'results.csv',
];

/** What the issue asks to count with: `shipctl shipments list --all --json`, cross-checked over HTTP. */
async function countShipments(s: TestSandbox, dir: string): Promise<{ total: number; refs: string[] }> {
  const res = await runInProcess(
    ['--base-url', s.url, 'shipments', 'list', '--all', '--state', 'any', '--json'],
    {
      home: dir,
      env: { SHIPCTL_TOKEN: s.token },
      timeoutMs: 60_000,
    },
  );
  expect(res.code, res.stderr).toBe(0);
  const listed = JSON.parse(res.stdout) as { setup?: { ref_number?: string } }[];
  const direct = await allShipments(s);
  expect(listed.length).toBe(direct.length);
  return { total: listed.length, refs: listed.map((x) => x.setup?.ref_number ?? '') };
}

function expectExactlyOnce(found: { total: number; refs: string[] }): void {
  expect(found.total).toBe(ROWS);
  expect(new Set(found.refs).size).toBe(ROWS);
  // Each label carries its row's order number.
  expect(found.refs.every((r) => /^A\d{4}$/.test(r))).toBe(true);
  const keys = [...found.refs].sort();
  expect(keys).toEqual(Array.from({ length: ROWS }, (_, i) => `A${String(i + 1).padStart(4, '0')}`));
}

type Moment = { kind: 'startup'; afterMs: number } | { kind: 'before-commit' | 'after-commit'; nth: number };

describe('batch ship: killed with SIGKILL at 5 seeded moments, re-run each time', () => {
  it('ends with exactly 200 shipments, none twice, none missing', async () => {
    home = mkdtempSync(path.join(tmpdir(), 'shipctl-batch-kill-'));
    const s = (sandbox = await startTestSandbox());
    // Creates take a little time, so that several are in flight when a kill lands.
    s.deps.faults.set('POST /v1/shipments', { latencyMs: 10 });
    const file = writeOrders(home, 7);
    const rand = seeded(20240607);
    // Every kind of moment at least once; where exactly each lands is drawn from the seed.
    const kinds = ['startup', 'after-commit', 'before-commit', 'after-commit'] as const;
    const all = ['startup', 'before-commit', 'after-commit'] as const;
    const moments: Moment[] = [...kinds, all[Math.floor(rand() * all.length)]!].map((kind) =>
      kind === 'startup'
        ? { kind, afterMs: 200 + Math.floor(rand() * 500) }
        : { kind, nth: 1 + Math.floor(rand() * 30) },
    );
    let stderr = '';

    const faults = s.deps.faults;
    const before = faults.before.bind(faults);
    const after = faults.after.bind(faults);
    let onCreate: ((phase: 'before-commit' | 'after-commit') => void) | undefined;
    faults.before = async (route, reply) => {
      if (route === 'POST /v1/shipments') onCreate?.('before-commit');
      return before(route, reply);
    };
    faults.after = async (route, reply) => {
      if (route === 'POST /v1/shipments') onCreate?.('after-commit');
      return after(route, reply);
    };

    for (const moment of moments) {
      const run = spawnCli(shipArgs(s, file), { home, env: { SHIPCTL_TOKEN: s.token } });
      let seen = 0;
      let timer: NodeJS.Timeout | undefined;
      if (moment.kind === 'startup') timer = setTimeout(() => run.child.kill('SIGKILL'), moment.afterMs);
      else
        onCreate = (phase) => {
          if (phase === moment.kind && ++seen === moment.nth) run.child.kill('SIGKILL');
        };
      const res = await run.done;
      clearTimeout(timer);
      onCreate = undefined;
      expect(res.signal, `${JSON.stringify(moment)}\n${res.stderr}`).toBe('SIGKILL');
      stderr += res.stderr;
    }

    const final = await runInProcess(shipArgs(s, file), {
      home,
      env: { SHIPCTL_TOKEN: s.token },
      timeoutMs: 90_000,
    });
    expect(final.code, final.stderr).toBe(0);
    expect(final.stderr).toMatch(/resuming run/);
    // Kills left rows whose request was on its way: they were looked up before being sent again.
    expect(stderr + final.stderr).toMatch(
      /checking \d+ rows? whose last request may have created a shipment/,
    );
    expectExactlyOnce(await countShipments(s, home));
  }, 240_000);
});

describe('batch ship: faults after commit on creates', () => {
  it('with 5xx and reset after commit (10 % of creates each) still makes exactly 200', async () => {
    home = mkdtempSync(path.join(tmpdir(), 'shipctl-batch-faults-'));
    const route = 'POST /v1/shipments';
    const s = (sandbox = await startTestSandbox({
      faults: createFaultRegistry({
        seed: 11,
        rules: [
          { route, kind: 'error-after-commit', value: 500, probability: 0.1 },
          { route, kind: 'reset-after-commit', probability: 0.1 },
        ],
      }),
    }));
    const file = writeOrders(home, 8);
    const res = await runInProcess(shipArgs(s, file), {
      home,
      env: { SHIPCTL_TOKEN: s.token },
      timeoutMs: 120_000,
    });
    expect(res.code, res.stderr).toBe(0);
    // Some creates did fail ambiguously, and were found rather than sent again.
    expect(res.stderr).toMatch(/found by ref_number/);
    expectExactlyOnce(await countShipments(s, home));
  }, 180_000);
});
