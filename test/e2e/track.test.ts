// `track`, the CLI against a sandbox whose clock the test moves: the history
// appears as the parcel travels, 14 queries then the 15th only with --force, the
// delivered cache (no request: the sandbox's own count stays put), unknown numbers,
// and --watch following a parcel to its delivery.
import { describe, expect, it } from 'vitest';
import { fixedClock, type FaultRegistry } from '../../src/sandbox/deps.js';
import { createFaultRegistry } from '../../src/sandbox/faults.js';
import type { RunCliOptions } from '../helpers/cli.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { domesticBody, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const HOUR = 3_600_000;
/** While set, each tracking request moves the sandbox clock on by this much first. */
let stepPerQuery = 0;
const clock = fixedClock(WEDNESDAY_10_JST);
const base = createFaultRegistry();
const faults: FaultRegistry = {
  ...base,
  async before(...args: Parameters<FaultRegistry['before']>) {
    if (stepPerQuery > 0 && args[0].startsWith('GET /v1/tracking/')) clock.advance(stepPerQuery);
    return base.before(...args);
  },
};
// The tests of this file follow one another in one home, against one sandbox.
const t = useSandboxCli({ clock, faults }, { home: 'file' });

// The CLI's date rules run at the sandbox's pinned (and moved) instant (SHIPCTL_NOW).
const cli = (args: string[], o: RunCliOptions = {}) => t.shipctl(args, o.env, o);

async function ship(): Promise<{ id: string; number: string }> {
  const res = await t.sb.request(
    'POST',
    '/v1/shipments',
    domesticBody({ service: 'sagawa_regular', pack_size: 60, test: true }),
  );
  expect(res.status).toBe(200);
  return { id: res.body.id, number: res.body.delivery.tracking_numbers[0] };
}

/** The sandbox's own count of queries of a number (spec 4.10 rule 1). */
const served = (number: string): number =>
  (
    t.sb.db.prepare('SELECT count FROM tracking_queries WHERE tracking_number = ?').get(number) as
      { count: number } | undefined
  )?.count ?? 0;

describe('track', () => {
  it('walk: `track NUMBER` alone tracks a number of your own shipment with its carrier; an unknown one asks for the carrier (exit 2)', async () => {
    const { id, number } = await ship();
    const own = await cli(['track', number, '--json']);
    expect(own.code, own.stderr).toBe(0);
    expect(JSON.parse(own.stdout)).toMatchObject({ carrier: 'sagawa', tracking_number: number });
    const byId = await cli(['track', id, '--json']);
    expect(byId.code, byId.stderr).toBe(0);
    expect(JSON.parse(byId.stdout)).toEqual([expect.objectContaining({ tracking_number: number })]);
    const unknown = await cli(['track', '999999999999']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no shipment of yours (last 2 months) has tracking number 999999999999');
    expect(unknown.stderr).toContain('shipctl track sagawa 999999999999');
  });

  it('shows the history as the parcel moves; the 15th query only with --force', async () => {
    const { number } = await ship();
    const first = await cli(['track', 'sagawa', number]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`^sagawa\\t${number}\\t[^\\t]+\\tpre-transit\\t`));
    expect(first.stderr).toContain('14 of 15 queries left');

    clock.advance(20 * HOUR);
    const moving = await cli(['track', 'sagawa', number]);
    expect(moving.code).toBe(0);
    expect(moving.stdout).toContain(`sagawa\t${number}\t`);
    expect(moving.stdout).toContain('\tcollected\tPicked up by the carrier\t');
    expect(moving.stderr).toContain('13 of 15 queries left');
    const json = JSON.parse((await cli(['track', 'sagawa', number, '--json'])).stdout);
    expect(json).toMatchObject({ carrier: 'sagawa', tracking_number: number });
    expect(json.history.length).toBeGreaterThan(0);

    for (let i = 4; i <= 14; i++) expect((await cli(['track', 'sagawa', number])).code).toBe(0);
    expect(served(number)).toBe(14);

    const refused = await cli(['track', 'sagawa', number]);
    expect(refused.code).toBe(5);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('1 of 15 tracking queries left');
    expect(refused.stderr).toContain('--force');
    expect(served(number)).toBe(14);

    const forced = await cli(['track', 'sagawa', number, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('0 of 15 queries left');
    expect(served(number)).toBe(15);

    expect((await cli(['track', 'sagawa', number])).code).toBe(5);
    expect(served(number)).toBe(15);
  });

  it('a delivered number is served from the cache without a request', async () => {
    const { id, number } = await ship();
    clock.advance(5 * 24 * HOUR);
    const done = await cli(['track', '--shipment', id]);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('\tdelivered\tDelivered\t');
    expect(served(number)).toBe(1);

    const again = await cli(['track', 'sagawa', number]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('\tdelivered\t');
    expect(again.stderr).toContain('cached; delivered');
    expect(served(number)).toBe(1);
  });

  it('an unknown number exits 4 with a hint; a carrier without tracking exits 2', async () => {
    const r = await cli(['track', 'sagawa', '999999999999']);
    expect(r.code).toBe(4);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('TRACKING_NOT_FOUND');
    expect(r.stderr).toContain('hint:');
    expect((await cli(['track', 'custom', '1'])).code).toBe(2);
  });

  it('the carrier unreachable (503) exits 6', async () => {
    const { number } = await ship();
    t.sb.deps.faults.set('CARRIER sagawa', { failBeforeCommit: 503 });
    try {
      const r = await cli(['track', 'sagawa', number]);
      expect(r.code).toBe(6);
      expect(r.stderr).toContain('SERVICE_UNAVAILABLE');
    } finally {
      t.sb.deps.faults.set('CARRIER sagawa', null);
    }
  });

  it('--file - tracks many numbers', async () => {
    const a = await ship();
    const b = await ship();
    const r = await cli(['track', '--file', '-', '--carrier', 'sagawa', '--json'], {
      input: `${a.number}\nsagawa ${b.number}\n`,
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).map((t: { tracking_number: string }) => t.tracking_number)).toEqual([
      a.number,
      b.number,
    ]);
  });

  it('--watch prints each event once as NDJSON and stops once delivered', async () => {
    const { number } = await ship();
    stepPerQuery = 12 * HOUR;
    try {
      const r = await cli(['track', 'sagawa', number, '--watch', '--interval', '50ms', '--json'], {
        env: { SHIPCTL_TRACK_MIN_INTERVAL: '10ms' },
      });
      expect(r.code).toBe(0);
      const events = r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(events.at(-1)).toMatchObject({
        carrier: 'sagawa',
        tracking_number: number,
        status: 'delivered',
      });
      expect(events[0].status).toBe('collected');
      expect(new Set(events.map((e) => `${e.date} ${e.status}`)).size).toBe(events.length);
      expect(r.stderr).toContain('delivered');
      expect(served(number)).toBeLessThan(14);
    } finally {
      stepPerQuery = 0;
    }
  });
});
