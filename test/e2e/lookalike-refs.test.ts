// A shipped order number written with an invisible mark, a dash look-alike or a Cyrillic letter
// is still that order on every path that buys a label: ship --ref, batch ship, orders ship and a
// station scan each refuse a second real label for it, and `shipments list --ref` shows every
// label whose ref folds to the same key. In-process CLI against a sandbox on an ephemeral port,
// its clock pinned (Wednesday 10:00 JST).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { allShipments, JA_HEADERS, japaneseOrders, toCsv } from '../fixtures/batch/harness.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { lookalikeRefs } from '../helpers/lookalike-refs.js';
import { TO_OSAKA, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const SHIPPED = 'ORD-1001';
const LOOKALIKES = lookalikeRefs(SHIPPED);
const REAL = ['--carrier', 'sagawa', '--pack-size', '60', '--yes'];

let clock = fixedClock(WEDNESDAY_10_JST);
const t = useSandboxCli(() => ({ clock: (clock = fixedClock(WEDNESDAY_10_JST)) }), { sandbox: 'each-test' });

const cli = (args: string[], input?: string) => t.shipctl(args, {}, { input });

const realLabels = async () =>
  (await allShipments(t.sb)).filter((s) => s.state === 'active' && s.test !== true);

async function shipTheOrder(): Promise<string> {
  const first = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', SHIPPED, '--json']);
  expect(first.code, first.stderr).toBe(0);
  clock.advance(60_000);
  return JSON.parse(first.stdout).id as string;
}

async function order(ref: string): Promise<void> {
  const res = await t.sb.request('POST', '/v1/orders', {
    to_address: {
      full_name: 'Jiro Suzuki',
      phone: '0612345678',
      zip: '5300001',
      province: '27',
      city: 'Osaka-shi',
      address1: '1-1 Umeda',
      country: 'JP',
    },
    products: [{ name: 'Tea', quantity: 1, price: 1000 }],
    setup: { ref_number: ref },
  });
  expect(res.status, res.text).toBe(200);
}

describe('the twenty look-alikes of a shipped order number', () => {
  it('ship --ref refuses each (exit 2, naming the shipped label); one real label remains', async () => {
    const id = await shipTheOrder();
    for (const [name, ref] of LOOKALIKES) {
      const again = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', ref, '--json']);
      expect(again.code, `${name}: ${again.stderr}`).toBe(2);
      expect(again.stderr, name).toContain(id);
    }
    expect(await realLabels()).toHaveLength(1);
  });

  it('batch ship reports each as already shipped; one real label remains', async () => {
    const id = await shipTheOrder();
    const row = japaneseOrders(1, 4)[0]!;
    for (const [name, ref] of LOOKALIKES) {
      const file = path.join(t.home.dir, 'orders.csv');
      writeFileSync(file, toCsv(JA_HEADERS, [[ref, ...row.slice(1)]]));
      const run = await cli(['batch', 'ship', file, '--yes', '--json']);
      const results = JSON.parse(run.stdout) as any[];
      expect(results[0]?.error ?? '', `${name}: ${run.stderr}`).toContain(`already shipped as ${id}`);
    }
    expect(await realLabels()).toHaveLength(1);
  });

  it('orders ship --all and a station scan of each find it shipped; one real label remains', async () => {
    const id = await shipTheOrder();
    for (const [, ref] of LOOKALIKES) await order(ref);
    const all = await cli(['orders', 'ship', '--all', ...REAL, '--no-print', '--json']);
    expect(all.stdout, all.stderr).not.toContain('"status":"shipped"');
    expect(await realLabels()).toHaveLength(1);

    const scans = LOOKALIKES.map(([, ref]) => ref).join('\n') + '\n';
    const station = await cli(['station', ...REAL, '--no-print', '--json'], scans);
    const lines = station.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(LOOKALIKES.length);
    for (const line of lines) expect(line.status, JSON.stringify(line)).toBe('already_shipped');
    expect(lines.every((l) => l.shipment_id === id)).toBe(true);
    expect(await realLabels()).toHaveLength(1);
  });

  it('shipments list --ref shows every label whose ref folds to the same key', async () => {
    await shipTheOrder();
    const [, lookalike] = LOOKALIKES[19]!;
    const byHand = await cli([
      'ship',
      ...REAL,
      ...TO_OSAKA,
      '--ref',
      lookalike,
      '--allow-duplicate-ref',
      '--json',
    ]);
    expect(byHand.code, byHand.stderr).toBe(0);
    for (const typed of [SHIPPED, lookalike]) {
      const listed = await cli([
        'shipments',
        'list',
        '--ref',
        typed,
        '--state',
        'any',
        '--scope',
        'all',
        '--json',
      ]);
      expect(listed.code, listed.stderr).toBe(0);
      expect(JSON.parse(listed.stdout)).toHaveLength(2);
    }
  });
});
