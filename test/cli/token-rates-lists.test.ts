// the items that need no terminal, run in-process against a real sandbox.
import { stripVTControlCharacters } from 'node:util';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContextDeps } from '../../src/cli/context.js';
import { runCli } from '../../src/cli/run.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import stringWidth from 'string-width';
import { fakeStreams } from '../helpers/streams.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';

let sb: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-i12m-'));
});
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  fs.rmSync(home, { recursive: true, force: true });
});

async function deps(): Promise<ContextDeps> {
  const s = (sb ??= await startTestSandbox({ clock: fixedClock(WEDNESDAY_10_JST) }));
  return {
    now: () => new Date(WEDNESDAY_10_JST),
    cwd: home,
    startSandbox: async () => ({ baseUrl: s.url, token: s.token, dbPath: ':memory:', close: async () => {} }),
  };
}

async function cli(
  argv: string[],
  o: { env?: Record<string, string>; tty?: boolean; columns?: number } = {},
) {
  const io = fakeStreams({ tty: o.tty ?? false, ...(o.columns ? { columns: o.columns } : {}) });
  const code = await runCli(argv, { env: { SHIPCTL_HOME: home, ...o.env }, streams: io, deps: await deps() });
  return { code, stdout: io.out(), stderr: io.err() };
}

describe('misc', () => {
  it('a base URL without a token says no token is set and how to set one (exit 3), sending nothing', async () => {
    const r = await cli(['shipments', 'list', '--base-url', 'http://127.0.0.1:9']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('no API token is set for profile "default"');
    expect(r.stderr).toMatch(/shipctl login.*SHIPCTL_TOKEN/s);
    expect(r.stderr).not.toMatch(/Wrong token|regenerated/);
  });

  it('rates --json keeps the API members but orders the rates cheapest first', async () => {
    const r = await cli(['rates', '--to-zip', '530-0001', '--pack-size', '60', '--json']);
    expect(r.code).toBe(0);
    const rates = JSON.parse(r.stdout) as { price: number; carrier: string; service: string }[];
    expect(rates.length).toBeGreaterThan(2);
    const prices = rates.map((x) => x.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // the API's members, unchanged: the piped table (same sort) names the same rates in the same order
    const table = await cli(['rates', '--to-zip', '530-0001', '--pack-size', '60']);
    expect(
      table.stdout
        .trim()
        .split('\n')
        .map((l) => l.split('\t').slice(0, 2).join(' ')),
    ).toEqual(rates.map((x) => `${x.carrier} ${x.service}`));
  });

  it('at 80 columns `shipments list` fits: the widest text column is cut with …', async () => {
    for (const name of ['株式会社とても長い名前の商事 物流センター 受付係 御中', 'Jiro Suzuki']) {
      const made = await cli([
        'ship',
        '--service',
        'sagawa_regular',
        '--to-name',
        name,
        '--to-zip',
        '530-0001',
        '--to-city',
        '大阪市北区梅田一丁目とても長い地名',
        '--to-address1',
        '1-1 Umeda',
        '--pack-size',
        '60',
        '--test',
        '--yes',
        '--json',
      ]);
      expect(made.code).toBe(0);
    }
    const r = await cli(['shipments', 'list', '--state', 'any'], { tty: true, columns: 80 });
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(80);
    expect(r.stdout).toContain('…');
    expect(r.stdout).toMatch(/Jiro Su/);
    // The ref (order number) stays: the service goes first (the list shows the ref).
    const header = stripVTControlCharacters(lines[0]!);
    expect(header).toMatch(/ REF /);
    expect(header).not.toMatch(/SERVICE/);
    // ids are never cut
    expect(r.stdout).toMatch(/API-[A-Za-z0-9]{10}/);
    // piped output is never cut
    const piped = await cli(['shipments', 'list', '--state', 'any']);
    expect(piped.stdout).toContain('株式会社とても長い名前の商事 物流センター 受付係 御中');
  });
});
