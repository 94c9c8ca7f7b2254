// One order, one label, however many commands of one home buy it at the same instant: `ship`
// and the runs of `orders ship` hold the same per-ref lock around the duplicate guard and the
// create, so the second one's guard sees the first one's label. Processes truly at once,
// several rounds; the built CLI against a sandbox whose clock is pinned and whose creates take
// a second and a half (both guards would run before either label exists, were nothing held).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFaultRegistry } from '../../src/sandbox/faults.js';
import { makeHome, runCli, type RunCliOptions } from '../helpers/cli.js';
import {
  startShippingSandbox,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from '../sandbox/shipments.fixtures.js';

let sb: ShippingSandbox;
let home: ReturnType<typeof makeHome>;

const cli = (args: string[], o: RunCliOptions = {}) =>
  runCli(['--base-url', sb.url, ...args], {
    home: home.dir,
    ...o,
    env: { SHIPCTL_TOKEN: sb.token, SHIPCTL_NOW: sb.clock.now().toISOString(), ...o.env },
  });

const TO = [
  '--to-name',
  'Customer',
  '--to-phone',
  '0612345678',
  '--to-zip',
  '5300001',
  '--to-province',
  '27',
  '--to-city',
  'Osaka-shi',
  '--to-address1',
  '1-1 Umeda',
];
const REAL = ['--carrier', 'sagawa', '--pack-size', '60', '--yes'];

async function activeRealLabels(ref: string): Promise<unknown[]> {
  const all = (await sb.request('GET', '/v1/shipments?state=any&scope=all&limit=250')).body as {
    state: string;
    test?: boolean;
    setup: { ref_number?: string };
  }[];
  return all.filter((s) => s.state === 'active' && s.test !== true && s.setup.ref_number === ref);
}

beforeEach(async () => {
  sb = await startShippingSandbox(WEDNESDAY_10_JST, {
    faults: createFaultRegistry({
      seed: 34,
      rules: [{ route: 'POST /v1/shipments', kind: 'latency', value: 1500, probability: 1 }],
    }),
  });
  home = makeHome();
});
afterEach(async () => {
  await sb?.close();
  home?.remove();
});

describe('purchases of one ref from one home are serialised', () => {
  it('two `ship --ref` of one order at once buy one label; the other is refused as already shipped', async () => {
    for (const round of [1, 2, 3]) {
      const ref = `LOCK-${round}`;
      const runs = await Promise.all([1, 2].map(() => cli(['ship', ...TO, ...REAL, '--ref', ref])));
      expect(runs.map((r) => r.code).sort(), runs.map((r) => r.stderr).join('\n---\n')).toEqual([0, 2]);
      expect(runs.find((r) => r.code === 2)!.stderr).toMatch(new RegExp(`order ${ref} is already shipped`));
      expect(await activeRealLabels(ref)).toHaveLength(1);
    }
  }, 120_000);

  it('`ship --ref` and `orders ship` of the same order at once buy one label', async () => {
    for (const round of [1, 2]) {
      const ref = `LOCK-ORDER-${round}`;
      const order = await cli(['orders', 'create', ...TO, '--product', 'Tea,1,1000', '--ref', ref, '--json']);
      expect(order.code, order.stderr).toBe(0);
      const [ship, run] = await Promise.all([
        cli(['ship', ...TO, ...REAL, '--ref', ref]),
        cli(['orders', 'ship', ref, ...REAL, '--json']),
      ]);
      expect(await activeRealLabels(ref), `${ship.stderr}\n---\n${run.stderr}`).toHaveLength(1);
    }
  }, 120_000);
});
