// The ledger finishes what it starts: two packing PCs (two homes) shipping one file at once while
// the sandbox refuses every void (503) may leave an order with two active real labels; the run
// that cannot void says so and exits non-zero naming both, and once voids work again a re-run of
// either ends with one active real label per order. The built CLI, two processes at once, against
// a sandbox on an ephemeral port whose clock is pinned (Wednesday 10:00 JST).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allShipments, JA_HEADERS, japaneseOrders, spawnCli, toCsv } from '../fixtures/batch/harness.js';
import { makeHome } from '../helpers/cli.js';
import {
  startShippingSandbox,
  TO_OSAKA,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from '../sandbox/shipments.fixtures.js';

let sb: ShippingSandbox;
let homes: ReturnType<typeof makeHome>[];

beforeEach(async () => {
  sb = await startShippingSandbox(WEDNESDAY_10_JST);
  homes = [makeHome(), makeHome()];
});
afterEach(async () => {
  await sb?.close();
  for (const h of homes ?? []) h.remove();
});

const activeReal = (all: any[]) => all.filter((s) => s.state === 'active' && s.test !== true);

function labelsPerRef(all: any[]): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const s of activeReal(all)) by.set(s.setup.ref_number, [...(by.get(s.setup.ref_number) ?? []), s.id]);
  return by;
}

async function faults(rules: string[] | null): Promise<void> {
  const res = rules
    ? await sb.request('POST', '/__sandbox/faults', { faults: rules })
    : await sb.request('DELETE', '/__sandbox/faults');
  expect(res.status, res.text).toBeLessThan(300);
}

function shipFrom(home: ReturnType<typeof makeHome>, file: string) {
  return spawnCli(['--base-url', sb.url, 'batch', 'ship', file, '--yes', '--json'], {
    home: home.dir,
    env: { SHIPCTL_TOKEN: sb.token, SHIPCTL_NOW: sb.clock.now().toISOString() },
  }).done;
}

describe('two homes × 12 rows while every void fails', () => {
  it('a run that cannot void its same-moment duplicate exits non-zero naming both; a re-run after the fault leaves one label per order', async () => {
    const file = path.join(homes[0]!.dir, 'orders.csv');
    writeFileSync(file, toCsv(JA_HEADERS, japaneseOrders(12, 23)));
    // Creates slow enough that both PCs look, find nothing and send the same rows.
    await faults(['POST /v1/shipments:latency=1500ms', 'DELETE /v1/shipments/:id:error-before-commit=503']);
    const first = await Promise.all(homes.map((h) => shipFrom(h, file)));
    const doubled = [...labelsPerRef(await allShipments(sb))].filter(([, ids]) => ids.length > 1);
    // Both PCs sent the first row at once (the create is slow), and its later label could not be voided.
    expect(doubled.length, first.map((r) => r.stderr).join('\n---\n')).toBeGreaterThan(0);
    for (const [ref, ids] of doubled) {
      const naming = first.filter((r) => ids.every((id) => r.stderr.includes(id)));
      expect(naming.length, `${ref}: ${ids.join(', ')}`).toBeGreaterThan(0);
      for (const r of naming) {
        expect(r.code).not.toBe(0);
        expect(r.stderr).toContain(`order ${ref} has two active real labels`);
      }
    }
    const said = first
      .flatMap((r) => r.stderr.split('\n'))
      .filter((l) => /two active real labels|shipments void/.test(l));
    console.info(said.slice(0, 2).join('\n'));
    console.info(
      `first runs: exits ${first.map((r) => r.code).join(', ')}; orders with two active labels: ${doubled.length}`,
    );

    await faults(null);
    const again = await Promise.all(homes.map((h) => shipFrom(h, file)));
    for (const r of again) expect([0, 7], r.stderr).toContain(r.code);
    const settled = labelsPerRef(await allShipments(sb));
    expect(settled.size).toBe(12);
    expect([...settled].filter(([, ids]) => ids.length > 1)).toEqual([]);
    console.info(
      `re-runs: exits ${again.map((r) => r.code).join(', ')}; orders ${settled.size}, each with one active label`,
    );
  });
});

describe('one PC alone whose create lost its answer', () => {
  it('is told the outcome is unknown and reconciles, never that another process is shipping', async () => {
    const file = path.join(homes[0]!.dir, 'orders.csv');
    writeFileSync(file, toCsv(JA_HEADERS, japaneseOrders(3, 29)));
    // Every create is stored, then its connection dropped before the answer.
    await faults(['POST /v1/shipments:reset-after-commit']);
    const run = await shipFrom(homes[0]!, file);
    expect(run.stderr).toContain('the outcome of its create is unknown (the answer was lost); reconciling');
    expect(run.stderr).not.toContain('another process');
    expect(run.code, run.stderr).toBe(0);
    const settled = labelsPerRef(await allShipments(sb));
    expect(settled.size).toBe(3);
    expect([...settled].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });
});

describe('a second label made on purpose', () => {
  it('ship --allow-duplicate-ref ten minutes later is a person’s second parcel: a re-run of the file keeps both', async () => {
    const file = path.join(homes[0]!.dir, 'orders.csv');
    const rows = japaneseOrders(1, 31);
    writeFileSync(file, toCsv(JA_HEADERS, rows));
    expect((await shipFrom(homes[0]!, file)).code).toBe(0);
    sb.clock.advance(10 * 60_000);
    const second = await spawnCli(
      [
        '--base-url',
        sb.url,
        'ship',
        '--carrier',
        'sagawa',
        '--pack-size',
        '60',
        '--yes',
        ...TO_OSAKA,
        '--ref',
        rows[0]![0]!,
        '--allow-duplicate-ref',
      ],
      { home: homes[0]!.dir, env: { SHIPCTL_TOKEN: sb.token, SHIPCTL_NOW: sb.clock.now().toISOString() } },
    ).done;
    expect(second.code, second.stderr).toBe(0);
    const rerun = await shipFrom(homes[0]!, file);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stderr).not.toContain('was voided');
    expect(labelsPerRef(await allShipments(sb)).get(rows[0]![0]!)).toHaveLength(2);
  });
});
