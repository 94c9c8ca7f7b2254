// `orders ship` at an 80-column terminal: the order, its ref and the shipment's ids stay
// whole; what a run did not fill (no shipment, no error) is left out, and the reason an order
// did not ship is read whole, under it.
// In-process against a sandbox on an ephemeral port, its clock pinned (Wednesday 10:00 JST).
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import stringWidth from 'string-width';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { hakataOrder, startShippingSandbox, type ShippingSandbox } from '../sandbox/shipments.fixtures.js';
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

async function order(n: number, setup: Record<string, string> = {}): Promise<void> {
  const res = await sb.request('POST', '/v1/orders', hakataOrder(n, { ref_number: `ORD-50${n}`, ...setup }));
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
  it('refused orders: each reason whole, on a line of its own under its order', async () => {
    await order(1);
    await order(2);
    const r = await ship(['--shipment-date', '2020-01-01']);
    expect(r.lines[0]).toMatch(/^ORDER\s+REF\s+STATUS\s+RECIPIENT\s+SERVICE$/);
    expect(r.lines[1]).toMatch(/ORD-501\s+skipped\s+客 1\s+yamato_regular$/);
    expect(r.lines[2]).toMatch(/^ {2}error: setup\.shipment_date: 2020-01-01/);
    for (const l of r.lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
  });

  it('one order refused among shipped ones: the shipped rows whole, its reason whole under it', async () => {
    await order(1);
    await order(2, { shipment_date: '2020-01-01' }); // a ship date long gone
    await order(3);
    const r = await ship([]);
    expect(r.code, r.stderr).toBe(7);
    expect(r.lines[0]).toMatch(/^ORDER\s+REF\s+STATUS\s+RECIPIENT\s+SHIPMENT\s+TRACKING$/);
    // A rehearsal's rows read as test labels: the orders stay open.
    expect(r.lines[1]).toMatch(/^API-\w{10}\s+ORD-501\s+test label\s+客 1\s+API-\w{10}\s+\d{12}$/);
    expect(r.lines[2]).toMatch(/^API-\w{10}\s+ORD-502\s+skipped\s+客 2$/);
    // The reason, its lines read together, as the journal holds it: nothing wrapped away or cut.
    const reasonLines = r.lines.slice(
      3,
      r.lines.findIndex((l) => l.includes('ORD-503')),
    );
    expect(reasonLines[0]).toMatch(/^ {2}error: /);
    const reason = reasonLines.map((l) => l.replace(/^\s+(error: )?/, '')).join(' ');
    expect(reason).toBe(
      'setup.shipment_date: 2020-01-01 is in the past (today is 2026-03-04 JST): use a date ' +
        'YYYY-MM-DD in JST within 30 days from today (2026-03-04 … 2026-04-03)',
    );
    expect(r.lines.at(-1)).toMatch(/ORD-503\s+test label/);
    for (const l of r.lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
  });

  it('shipped orders: the shipment and tracking number whole, no error column', async () => {
    await order(1);
    await order(2);
    const r = await ship([]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.lines[0]).toMatch(/^ORDER\s+REF\s+STATUS\s+RECIPIENT\s+SHIPMENT\s+TRACKING$/);
    // A rehearsal's rows read as test labels: the orders stay open.
    expect(r.lines[1]).toMatch(/^API-\w{10}\s+ORD-501\s+test label\s+客 1\s+API-\w{10}\s+\d{12}$/);
    for (const l of r.lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
  });
});
