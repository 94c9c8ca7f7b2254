// A session at the packing station is one line in `batch status`, however many orders were
// scanned: the CLI's station against a sandbox on an ephemeral port (its clock pinned,
// Wednesday 10:00 JST), then `batch status` at an 80-column terminal (in-process, a TTY).
import stringWidth from 'string-width';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { fakeStreams } from '../helpers/streams.js';
import {
  startShippingSandbox,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from '../sandbox/shipments.fixtures.js';

let sb: ShippingSandbox;
let home: ReturnType<typeof makeHome>;

beforeEach(async () => {
  sb = await startShippingSandbox(WEDNESDAY_10_JST);
  home = makeHome();
});
afterEach(async () => {
  await sb?.close();
  home?.remove();
});

const env = () => ({ SHIPCTL_TOKEN: sb.token, SHIPCTL_NOW: sb.clock.now().toISOString() });

async function order(ref: string): Promise<void> {
  const res = await sb.request('POST', '/v1/orders', {
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
  sb.clock.advance(60_000);
}

async function statusAt80(args: string[] = []) {
  const streams = fakeStreams({ tty: true, columns: 80 });
  const code = await runCli(['--base-url', sb.url, 'batch', 'status', ...args], {
    env: { SHIPCTL_HOME: home.dir, NO_COLOR: '1', ...env() },
    streams,
  });
  return { code, out: streams.out(), err: streams.err() };
}

describe('station scans in batch status', () => {
  it('four scans of one session (one a duplicate) are one line: 3 rows, 3 done', async () => {
    for (const ref of ['ORD-1', 'ORD-2', 'ORD-3']) await order(ref);
    const station = await runInProcess(
      ['--base-url', sb.url, 'station', '--carrier', 'sagawa', '--pack-size', '60', '--yes', '--no-print'],
      { home: home.dir, env: env(), input: 'ORD-1\nORD-2\nORD-1\nORD-3\n' },
    );
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
      const station = await runInProcess(
        ['--base-url', sb.url, 'station', '--carrier', 'sagawa', '--pack-size', '60', '--yes', '--no-print'],
        { home: home.dir, env: env(), input: scan },
      );
      expect(station.code, station.stderr).toBe(0);
    }
    const r = await statusAt80();
    expect(r.out.split('\n').filter((l) => /^[0-9a-f]{12} /.test(l))).toHaveLength(2);
  });
});
