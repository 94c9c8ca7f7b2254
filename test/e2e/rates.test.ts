// `shipctl rates` against a sandbox on an ephemeral port (and, for the README's quick start,
// the built binary with the embedded sandbox, no token and no base URL, as a new user runs it).
import { describe, expect, it } from 'vitest';
import { RateSchema } from '../../src/contract/index.js';
import { runCli } from '../helpers/cli.js';
import { useSandboxCli } from '../helpers/e2e.js';

const t = useSandboxCli();
const rates = (args: string[], env: Record<string, string> = {}) => t.shipctl(['rates', ...args], env);

describe('shipctl rates', () => {
  it('--json is the API’s array of rate objects', async () => {
    const r = await rates(['--to-zip', '530-0001', '--pack-size', '80', '--json']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout) as unknown[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
    for (const rate of list) RateSchema.parse(rate);
  });

  it('piped, the table is tab-separated and sorted by price; --cheapest keeps the first row', async () => {
    const r = await rates(['--to-zip', '0600001', '--to-province', 'Hokkaido', '--size', '40x30x20']);
    expect(r.code).toBe(0);
    const rows = r.stdout
      .trim()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((row) => row.length === 7)).toBe(true);
    const prices = rows.map((row) => Number(row[3]));
    expect(prices.every(Number.isFinite)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const cheapest = await rates([
      '--to-zip',
      '0600001',
      '--to-province',
      'Hokkaido',
      '--size',
      '40x30x20',
      '--cheapest',
    ]);
    expect(cheapest.stdout.trim().split('\n')).toEqual([rows[0]!.join('\t')]);
  });

  it('an invalid request exits 2 naming the fields and their flags, with nothing on stdout', async () => {
    const r = await rates(['--to-zip', '530-0001', '--carrier', 'sagawa', '--pack-size', '75']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      'setup.pack_size: must be one of 60, 80, 100, 140, 160 for sagawa; got 75 (--pack-size)',
    );
  });

  it('a wrong token exits 3', async () => {
    const r = await rates(['--to-zip', '530-0001', '--pack-size', '80'], { SHIPCTL_TOKEN: 'wrong-token' });
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
  });

  it('the README quick start quotes from the embedded sandbox with no token and no base URL', async () => {
    const r = await runCli(['rates', '--to-zip', '530-0001', '--pack-size', '80'], { timeoutMs: 60_000 });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('(sandbox)');
    expect(r.stdout).toMatch(/^sagawa\tsagawa_regular\t/m);
  });
});
