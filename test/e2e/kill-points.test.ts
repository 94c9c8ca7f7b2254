// Two packing PCs ship one file at once against one served sandbox and each is killed (kill -9)
// at a seeded instant — before its first look, mid-create, between a create and its journal
// entry, during the settling at the end. Re-run to completion afterwards, no order has two active
// real labels and every order has one. The built CLI for the runs that are killed, the re-runs in
// this process; the sandbox in this process over HTTP, its clock pinned (Wednesday 10:00 JST);
// creates slowed so the kills land inside them, and voids refused while the two race, so a
// same-moment duplicate outlives the kills.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allShipments,
  JA_HEADERS,
  japaneseOrders,
  seeded,
  spawnCli,
  toCsv,
} from '../fixtures/batch/harness.js';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import {
  startShippingSandbox,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from '../sandbox/shipments.fixtures.js';

/** Kill points: 20 by default (two processes each); SHIPCTL_KILL_POINTS changes it. */
const ROUNDS = Math.ceil(Number(process.env.SHIPCTL_KILL_POINTS ?? 20) / 2);
const ROWS = 6;

let sb: ShippingSandbox;
let homes: ReturnType<typeof makeHome>[];
beforeAll(async () => {
  // The clock stands still, so the call limit's window never resets: room for every round's calls.
  sb = await startShippingSandbox(WEDNESDAY_10_JST, {
    limits: { callLimit: { total: 100_000, windowMs: 60_000 } },
  });
  homes = [makeHome(), makeHome()];
});

async function faults(rules: string[]): Promise<void> {
  expect((await sb.request('DELETE', '/__sandbox/faults')).status).toBeLessThan(300);
  const res = await sb.request('POST', '/__sandbox/faults', { faults: rules });
  expect(res.status, res.text).toBeLessThan(300);
}
afterAll(async () => {
  await sb?.close();
  for (const h of homes ?? []) h.remove();
});

const shipArgs = (file: string) => ['--base-url', sb.url, 'batch', 'ship', file, '--yes', '--json'];
const shipEnv = () => ({ SHIPCTL_TOKEN: sb.token, SHIPCTL_NOW: sb.clock.now().toISOString() });

/** A PC's run in a process of its own, to be killed. */
const ship = (home: ReturnType<typeof makeHome>, file: string) =>
  spawnCli(shipArgs(file), { home: home.dir, env: shipEnv() });

/** A PC's re-run after the kills: nothing kills it, so it runs in the test's process. */
const shipAgain = (home: ReturnType<typeof makeHome>, file: string) =>
  runInProcess(shipArgs(file), { home: home.dir, env: shipEnv(), timeoutMs: 120_000 });

/** Active real labels per ref of one round's orders. */
function labelsOf(all: any[], round: number): Map<string, number> {
  const byRef = new Map<string, number>();
  for (const s of all)
    if (s.state === 'active' && s.test !== true && String(s.setup.ref_number).startsWith(`K${round}-`))
      byRef.set(s.setup.ref_number, (byRef.get(s.setup.ref_number) ?? 0) + 1);
  return byRef;
}
const doubledOf = (all: any[], round: number) => [...labelsOf(all, round)].filter(([, n]) => n > 1);

describe('the race of two PCs, killed at seeded instants', () => {
  it(`${ROUNDS * 2} kill points: after the re-runs, no order has two active real labels`, async () => {
    const draw = seeded(20261128);
    const figures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const rows = japaneseOrders(ROWS, 40 + round).map((r, i) => [`K${round}-${i + 1}`, ...r.slice(1)]);
      const file = path.join(homes[0]!.dir, `orders-${round}.csv`);
      writeFileSync(file, toCsv(JA_HEADERS, rows));
      // Slow creates (both PCs send the same rows at once) and no void succeeds while they race.
      await faults(['POST /v1/shipments:latency=1000ms', 'DELETE /v1/shipments/:id:error-before-commit=503']);
      // Each process dies between 0.2 s and 5 s in: from its start-up to its settling at the end.
      const delays = homes.map(() => 200 + Math.floor(draw() * 4800));
      const killed = await Promise.all(
        homes.map(async (h, i) => {
          const run = ship(h, file);
          const timer = setTimeout(() => run.child.kill('SIGKILL'), delays[i]);
          const r = await run.done;
          clearTimeout(timer);
          return r.signal === 'SIGKILL' ? 'killed' : `exit ${r.code}`;
        }),
      );
      const before = doubledOf(await allShipments(sb), round).length;
      await faults(['POST /v1/shipments:latency=250ms']);
      // Re-run both at once, then one after the other until each finishes (a run that stepped
      // aside for the other exits 7 and leaves its rows to the next run).
      let reruns = await Promise.all(homes.map((h) => shipAgain(h, file)));
      for (let attempt = 0; attempt < 3 && reruns.some((r) => r.code !== 0); attempt++) {
        reruns = [];
        for (const h of homes) reruns.push(await shipAgain(h, file));
      }
      expect(
        reruns.map((r) => r.code),
        reruns.map((r) => r.stderr).join('\n---\n'),
      ).toEqual([0, 0]);
      const all = await allShipments(sb);
      const byRef = labelsOf(all, round);
      const doubled = doubledOf(all, round);
      figures.push(
        `round ${round}: killed at ${delays.join('/')} ms (${killed.join(', ')}); orders with two active labels after the kills ${before}, after the re-runs ${doubled.length}`,
      );
      expect(doubled, figures.join('\n')).toEqual([]);
      expect(byRef.size).toBe(ROWS);
    }
    console.info(figures.join('\n'));
  }, 600_000);
});
