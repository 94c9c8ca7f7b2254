// A session at the packing station is one line in `batch status`, however many orders were
// scanned: the CLI's station against a sandbox on an ephemeral port (its clock pinned,
// Wednesday 10:00 JST), then `batch status` with its stdout on an 80-column terminal.
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

let clock = fixedClock(WEDNESDAY_10_JST);
const t = useSandboxCli(() => ({ clock: (clock = fixedClock(WEDNESDAY_10_JST)) }), { sandbox: 'each-test' });

async function order(ref: string): Promise<void> {
  const res = await t.sb.request('POST', '/v1/orders', {
    to_address: {
      full_name: `客 ${ref}`,
      phone: '0612345678',
      zip: '5300001',
      province: '27',
      city: '大阪市北区',
      address1: '梅田1-1',
      country: 'JP',
    },
    products: [{ name: '茶', quantity: 1, price: 1000 }],
    setup: { ref_number: ref },
  });
  expect(res.status).toBe(200);
  clock.advance(60_000);
}

async function statusAt80(args: string[] = []) {
  const r = await t.shipctl(['batch', 'status', ...args], {}, { terminal: { columns: 80 } });
  return { code: r.code, out: r.stdout, err: r.stderr };
}

const STATION = ['station', '--carrier', 'sagawa', '--pack-size', '60', '--yes', '--no-print'];

describe('station scans in batch status', () => {
  it('four scans of one session (one a duplicate) are one line: 3 rows, 3 done', async () => {
    for (const ref of ['ORD-1', 'ORD-2', 'ORD-3']) await order(ref);
    const station = await t.shipctl(STATION, {}, { input: 'ORD-1\nORD-2\nORD-1\nORD-3\n' });
    expect(station.code, station.stderr).toBe(0);

    const r = await statusAt80();
    expect(r.code, r.err).toBe(0);
    const runs = r.out.split('\n').filter((l) => /^[0-9a-f]{12} /.test(l));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatch(/^[0-9a-f]{12}\s+2026-03-04 10:0\d\s+3\s+3\s+0\s+0\s+0$/);
    expect(r.out).toMatch(/station 10:0\d/);
    expect(r.out).not.toContain('orders:1');
    for (const l of r.out.split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(80);

    // The session's id, as shown, lists its scans.
    const session = runs[0]!.slice(0, 12);
    const scans = await statusAt80([session]);
    expect(scans.code, scans.err).toBe(0);
    expect(scans.out.split('\n').filter((l) => /^\s+\d+\s+API-/.test(l))).toHaveLength(3);
  });

  it('two sessions are two lines', async () => {
    for (const ref of ['ORD-1', 'ORD-2']) await order(ref);
    for (const scan of ['ORD-1\n', 'ORD-2\n']) {
      const station = await t.shipctl(STATION, {}, { input: scan });
      expect(station.code, station.stderr).toBe(0);
    }
    const r = await statusAt80();
    expect(r.out.split('\n').filter((l) => /^[0-9a-f]{12} /.test(l))).toHaveLength(2);
  });
});
