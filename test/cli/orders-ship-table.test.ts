// `orders ship` at an 80-column terminal: the order, its ref and the shipment's ids stay
// whole; what a run did not fill (no shipment, no error) is left out, so a refusal has room.
// In-process against a sandbox on an ephemeral port, its clock pinned (Wednesday 10:00 JST).
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import stringWidth from 'string-width';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { startShippingSandbox, type ShippingSandbox } from '../sandbox/shipments.fixtures.js';
import { fakeStreams } from '../helpers/streams.js';

let sb: ShippingSandbox;
let home: string;
beforeEach(async () => {
  sb = await startShippingSandbox();
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-orders-ship-'));
});
afterEach(async () => {
  await sb.close();
  fs.rmSync(home, { recursive: true, force: true });
});

async function order(n: number): Promise<void> {
  const res = await sb.request('POST', '/v1/orders', {
    to_address: {
      full_name: `客 ${n}`,
      phone: '0921234567',
      zip: '8120011',
      province: '40',
      city: '福岡市博多区',
      address1: `博多駅前${n}-1`,
      country: 'JP',
    },
    products: [{ name: '品物', quantity: 1, price: 500 }],
    setup: { ref_number: `ORD-50${n}` },
  });
  expect(res.status).toBe(200);
}

async function ship(extra: string[]) {
  const streams = fakeStreams({ tty: true, columns: 80 });
  const env = {
    SHIPCTL_HOME: home,
    SHIPCTL_BASE_URL: sb.url,
    SHIPCTL_TOKEN: sb.token,
    SHIPCTL_NOW: sb.clock.now().toISOString(),
    NO_COLOR: '1',
  };
  const code = await runCli(['orders', 'ship', '--all', '--carrier', 'yamato', '--test', '--yes', ...extra], {
    env,
    streams,
  });
  const lines = streams.out().trimEnd().split('\n');
  return { code, lines, stderr: streams.err() };
}

describe('orders ship at 80 columns', () => {
  it('refused orders: the error has the room the empty shipment columns leave', async () => {
    await order(1);
    await order(2);
    const r = await ship(['--shipment-date', '2020-01-01']);
    expect(r.lines[0]).toMatch(/^ORDER\s+REF\s+STATUS\s+RECIPIENT\s+ERROR$/);
    expect(r.lines[1]).toMatch(/ORD-501\s+skipped\s+客 1\s+setup\.shipment_date: 2020-01-01/);
    for (const l of r.lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
  });

  it('shipped orders: the shipment and tracking number whole, no error column', async () => {
    await order(1);
    await order(2);
    const r = await ship([]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.lines[0]).toMatch(/^ORDER\s+REF\s+STATUS\s+RECIPIENT\s+SHIPMENT\s+TRACKING$/);
    expect(r.lines[1]).toMatch(/^API-\w{10}\s+ORD-501\s+shipped\s+客 1\s+API-\w{10}\s+\d{12}$/);
    for (const l of r.lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
  });
});
