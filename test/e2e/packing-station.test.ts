// the packing station: orders become labels (`orders ship`), labels reach the
// printer (`--print`, `--printer`), shipments are found by ref (`shipments list --ref`),
// saved addresses by name, the same ref is not shipped twice, `station` drives the loop
// from scans, and `shipments summary` counts the day. The CLI against a sandbox on
// an ephemeral port, its clock pinned (Wednesday 10:00 JST).
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JA_HEADERS, japaneseOrders, spawnCli, toCsv } from '../fixtures/batch/harness.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import type { RunCliOptions } from '../helpers/cli.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { accountId, domesticBody, OSAKA, TO_OSAKA, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

// A sandbox of its own for each test, its clock pinned (and moved on by the test).
let clock = fixedClock(WEDNESDAY_10_JST);
const t = useSandboxCli(() => ({ clock: (clock = fixedClock(WEDNESDAY_10_JST)) }), { sandbox: 'each-test' });

const cli = (args: string[], o: RunCliOptions = {}) => t.shipctl(args, o.env, o);

const ORDERS = [
  { name: 'Customer One', ref: 'ORD-1', address1: '1-1 Umeda' },
  { name: 'Customer Two', ref: 'ORD-2', address1: '2-2 Umeda' },
  { name: 'Customer Three', ref: 'ORD-3', address1: '3-3 Umeda' },
];

async function createOrder(o: { name: string; ref: string; address1: string }): Promise<string> {
  const res = await cli([
    'orders',
    'create',
    '--to-name',
    o.name,
    '--to-phone',
    '0612345678',
    '--to-zip',
    '5300001',
    '--to-province',
    '27',
    '--to-city',
    'Osaka-shi',
    '--to-address1',
    o.address1,
    '--product',
    'Tea,1,1000',
    '--ref',
    o.ref,
    '--json',
  ]);
  expect(res.code, res.stderr).toBe(0);
  clock.advance(60_000);
  return JSON.parse(res.stdout).id as string;
}

async function activeShipments(): Promise<any[]> {
  const res = await t.sb.request('GET', '/v1/shipments?state=active&limit=250');
  return res.body as any[];
}

async function openOrders(): Promise<any[]> {
  const res = await t.sb.request('GET', '/v1/orders?limit=100');
  return (res.body as { orders: any[] }).orders;
}

const SAGAWA_TEST = ['--carrier', 'sagawa', '--pack-size', '60', '--test'];
/** A dhl test label to London, with what customs needs. */
const DHL_TEST_TO_LONDON = [
  '--test',
  '--to-country',
  'GB',
  '--to-zip',
  'SW1A 1AA',
  '--to-city',
  'London',
  '--to-name',
  'Jane Smith',
  '--to-phone',
  '+442071234567',
  '--to-address1',
  '10 Downing Street',
  '--weight',
  '800',
  '--size',
  '30x20x10',
  '--product',
  'T-shirt,2,2500,300,6109.10,JP',
  '--content-type',
  'MERCHANDISE',
  '--ddu',
];
/** Real labels: only these make an order shipped (a test label never does). */
const SAGAWA_REAL = ['--carrier', 'sagawa', '--pack-size', '60', '--yes'];

describe('orders ship', () => {
  it('orders ship --all: 3 orders → 3 shipments with their recipients and refs; a second run finds nothing open', async () => {
    for (const o of ORDERS) await createOrder(o);
    const res = await cli(['orders', 'ship', '--all', ...SAGAWA_REAL, '--json']);
    expect(res.code, res.stderr).toBe(0);
    const out = JSON.parse(res.stdout) as any[];
    expect(out.map((o) => [o.ref_number, o.status])).toEqual([
      ['ORD-1', 'shipped'],
      ['ORD-2', 'shipped'],
      ['ORD-3', 'shipped'],
    ]);
    const shipments = await activeShipments();
    expect(shipments).toHaveLength(3);
    const byRef = Object.fromEntries(shipments.map((s) => [s.setup.ref_number, s]));
    for (const o of ORDERS) {
      expect(byRef[o.ref].to_address).toMatchObject({ full_name: o.name, address1: o.address1 });
      expect(byRef[o.ref].delivery.method).toBe('sagawa_regular');
      expect(byRef[o.ref].setup).toMatchObject({ pack_size: 60 });
    }
    // The orders stay on the account (a void opens them again); none of them is open.
    expect(await openOrders()).toHaveLength(3);
    const again = await cli(['orders', 'ship', '--all', ...SAGAWA_REAL, '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual([]);
    expect(again.stderr).toContain('No open orders to ship (3 already shipped');
    expect(await activeShipments()).toHaveLength(3);
  });

  it('orders ship says where the labels went; --json names each label file', async () => {
    for (const o of ORDERS.slice(0, 2)) await createOrder(o);
    const res = await cli(['orders', 'ship', '--all', ...SAGAWA_REAL]);
    expect(res.code, res.stderr).toBe(0);
    const dir = /labels → (\S+)/.exec(res.stderr)?.[1];
    expect(dir, res.stderr).toBeDefined();
    const saved = readdirSync(dir!).filter((f) => f.endsWith('.pdf'));
    expect(saved).toHaveLength(2);
  });

  it('orders ship: SIGKILL as the second label is being made, re-run → exactly 3 shipments', async () => {
    for (const o of ORDERS) await createOrder(o);
    const faults = t.sb.deps.faults;
    const before = faults.before.bind(faults);
    let creates = 0;
    let kill: (() => void) | undefined;
    faults.before = async (route, reply) => {
      if (route === 'POST /v1/shipments' && ++creates === 2 && kill) {
        kill();
        kill = undefined;
      }
      return before(route, reply);
    };
    const args = ['--base-url', t.sb.url, 'orders', 'ship', '--all', ...SAGAWA_REAL, '--json'];
    const run = spawnCli(args, { home: t.home.dir, env: { SHIPCTL_TOKEN: t.sb.token } });
    kill = () => run.child.kill('SIGKILL');
    const killed = await run.done;
    expect(killed.signal, killed.stderr).toBe('SIGKILL');

    const rerun = await cli(['orders', 'ship', '--all', ...SAGAWA_REAL, '--json']);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(await activeShipments()).toHaveLength(3);
    expect(new Set((await activeShipments()).map((s) => s.setup.ref_number))).toEqual(
      new Set(['ORD-1', 'ORD-2', 'ORD-3']),
    );
  });

  it('orders ship --test twice: the second run says the orders were shipped already and makes no label', async () => {
    for (const o of ORDERS.slice(0, 2)) await createOrder(o);
    const labels = async () =>
      ((await t.sb.request('GET', '/v1/shipments?state=any&limit=250')).body as unknown[]).length;
    const first = await cli(['orders', 'ship', '--all', ...SAGAWA_TEST, '--yes']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/2 test labels \(the orders stay open\), 0 failed/);
    const made = await labels();
    const again = await cli(['orders', 'ship', '--all', ...SAGAWA_TEST, '--yes']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/0 shipped, 2 already shipped, 0 failed/);
    expect(await labels()).toBe(made);
  });

  it('orders list marks an order that already has a real label, and shipping it again sends nothing', async () => {
    const id = await createOrder(ORDERS[0]!);
    const res = await cli(['orders', 'ship', id, ...SAGAWA_REAL, '--json']);
    expect(res.code, res.stderr).toBe(0);
    const shipmentId = JSON.parse(res.stdout)[0].shipment_id as string;
    const list = await cli(['orders', 'list']);
    expect(list.stdout.split('\n').find((l) => l.startsWith(id))).toContain(shipmentId);
    const again = await cli(['orders', 'ship', id, ...SAGAWA_REAL, '--json']);
    expect(JSON.parse(again.stdout)[0]).toMatchObject({ status: 'already_shipped', shipment_id: shipmentId });
    expect(await activeShipments()).toHaveLength(1);
  });
});

/** A fake CUPS `lpstat` that knows one queue, desk1 (what printTargetOf asks before buying). */
const LPSTAT = `#!/bin/sh\ncase "$2" in desk1) echo "printer desk1 is idle."; exit 0;; *) echo "lpstat: Invalid destination name in list \\"$2\\"." >&2; exit 1;; esac\n`;

/** A fake CUPS whose queue desk1 exists and whose printer refuses every job. */
function jammedCups(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-jam-'));
  writeFileSync(path.join(dir, 'lpstat'), LPSTAT, { mode: 0o755 });
  writeFileSync(path.join(dir, 'lp'), '#!/bin/sh\ncat >/dev/null\necho "paper jam" >&2\nexit 1\n', {
    mode: 0o755,
  });
  return dir;
}

describe('printing', () => {
  let bin: string;
  beforeAll(() => {
    bin = mkdtempSync(path.join(tmpdir(), 'shipctl-fake-lp-'));
    // A fake CUPS `lp`: records its arguments and what it was given on stdin.
    writeFileSync(
      path.join(bin, 'lp'),
      `#!/bin/sh\necho "$@" > "${bin}/lp.args"\ncat > "${bin}/lp.stdin"\necho "request id is fake-1 (1 file(s))"\n`,
    );
    chmodSync(path.join(bin, 'lp'), 0o755);
    writeFileSync(path.join(bin, 'lpstat'), LPSTAT, { mode: 0o755 });
  });
  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  it('ship --print hands the label PDF to lp (the stored printer: lp:QUEUE)', async () => {
    expect((await cli(['config', 'set', 'printer', 'lp:desk1'])).code).toBe(0);
    const res = await cli(['ship', ...SAGAWA_TEST, ...TO_OSAKA, '--print', '--yes'], {
      env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    });
    expect(res.code, res.stderr).toBe(0);
    // The label's own paper (sagawa prints A5 by default), scaled to fit whatever the queue holds.
    expect(readFileSync(path.join(bin, 'lp.args'), 'utf8').trim()).toBe(
      '-d desk1 -o media=A5 -o fit-to-page -',
    );
    expect(readFileSync(path.join(bin, 'lp.stdin')).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('--printer tcp://127.0.0.1:PORT receives ZPL (^XA … ^XZ) for a ZPL print size', async () => {
    const received: Buffer[] = [];
    const server = net.createServer((socket) => socket.on('data', (d) => received.push(d)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const dhl = await accountId(t.sb, 'dhl');
      const put = await t.sb.request('PUT', `/v1/carriers/${dhl}`, {
        settings: { print: { size: 'ZPL_4X6' } },
      });
      expect(put.status).toBe(200);
      const res = await cli([
        'ship',
        '--service',
        'dhl_express_worldwide',
        '--carrier-id',
        dhl,
        ...DHL_TEST_TO_LONDON,
        '--printer',
        `tcp://127.0.0.1:${port}`,
        '--yes',
      ]);
      expect(res.code, res.stderr).toBe(0);
      const zpl = Buffer.concat(received).toString('latin1').trim();
      expect(zpl.startsWith('^XA')).toBe(true);
      expect(zpl.endsWith('^XZ')).toBe(true);
    } finally {
      server.close();
    }
  });

  it('a ZPL label saved in label_dir is named .zpl, as shipments label names it', async () => {
    const dhl = await accountId(t.sb, 'dhl');
    expect(
      (await t.sb.request('PUT', `/v1/carriers/${dhl}`, { settings: { print: { size: 'ZPL_4X6' } } })).status,
    ).toBe(200);
    const dir = path.join(t.home.dir, 'labels');
    expect((await cli(['config', 'set', 'label_dir', dir])).code).toBe(0);
    const res = await cli([
      'ship',
      '--service',
      'dhl_express_worldwide',
      '--carrier-id',
      dhl,
      ...DHL_TEST_TO_LONDON,
      '--yes',
      '--json',
    ]);
    expect(res.code, res.stderr).toBe(0);
    const id = JSON.parse(res.stdout).id as string;
    expect(readFileSync(path.join(dir, `${id}.zpl`), 'latin1').startsWith('^XA')).toBe(true);
  });

  it('a failed print is reported per label, exit 7, and the label file is kept', async () => {
    // A spool file in a directory that does not exist is refused before anything is bought.
    const spool = path.join(t.home.dir, 'no-such-dir', 'spool.pdf');
    const refused = await cli(['ship', ...SAGAWA_TEST, ...TO_OSAKA, '--printer', spool, '--yes']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('no-such-dir does not exist');
    // A printer that jams once the label is made: the print fails, the label is kept.
    const jam = jammedCups();
    const res = await cli(['ship', ...SAGAWA_TEST, ...TO_OSAKA, '--printer', 'lp:desk1', '--yes'], {
      env: { PATH: `${jam}${path.delimiter}${process.env.PATH}` },
    });
    rmSync(jam, { recursive: true, force: true });
    expect(res.code).toBe(7);
    const kept = /the label is kept in (\S+\.pdf)/.exec(res.stderr)?.[1];
    expect(kept, res.stderr).toBeDefined();
    expect(readFileSync(kept!).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(res.stderr).toMatch(/retry with `shipctl shipments label API-\w+ --print`/);
  });
});

describe('find', () => {
  it('shipments list --ref R --json returns exactly that shipment among 60 over 2 pages', async () => {
    for (let i = 1; i <= 60; i += 1) {
      const res = await t.sb.request(
        'POST',
        '/v1/shipments',
        domesticBody({ service: 'sagawa_regular', test: true, pack_size: 60, ref_number: `R-${i}` }),
      );
      expect(res.status).toBe(200);
      clock.advance(60_000);
    }
    // Newest first, 50 a page: R-3 is on page 2.
    const res = await cli(['shipments', 'list', '--ref', 'R-3', '--limit', '50', '--json']);
    expect(res.code, res.stderr).toBe(0);
    const found = JSON.parse(res.stdout) as any[];
    expect(found).toHaveLength(1);
    expect(found[0].setup.ref_number).toBe('R-3');
    // The table shows the ref column; find matches a ref too.
    const table = await cli(['shipments', 'find', 'R-59']);
    expect(table.stdout.trim().split('\n')).toHaveLength(1);
    expect(table.stdout).toContain('\tR-59\t');
  });

  it('find takes part of a tracking number (digits read off a torn label); nothing found exits 4 naming what it takes', async () => {
    const made = await t.sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', test: true, pack_size: 60, ref_number: 'TORN-1' }),
    );
    const tracking = String((made.body as any).delivery.tracking_numbers[0]);
    const found = await cli(['shipments', 'find', tracking.slice(-6), '--json']);
    expect(found.code, found.stderr).toBe(0);
    expect((JSON.parse(found.stdout) as any[]).map((s) => s.setup.ref_number)).toEqual(['TORN-1']);
    const miss = await cli(['shipments', 'find', '99999999999']);
    expect(miss.code).toBe(4);
    expect(miss.stdout).toBe('');
    expect(miss.stderr).toMatch(/no shipment of the last 2 months matches "99999999999"/);
    expect(miss.stderr).toMatch(/four or more of its digits/);
  });

  it("ship --to-address '鈴木' picks the saved address of that name; ambiguous → candidates, exit 2", async () => {
    const suzuki = await t.sb.request('POST', '/v1/addresses', { ...OSAKA, full_name: '鈴木 次郎' });
    await t.sb.request('POST', '/v1/addresses', { ...OSAKA, full_name: '佐藤 花子' });
    await t.sb.request('POST', '/v1/addresses', { ...OSAKA, full_name: '佐藤 一郎' });
    const res = await cli(['ship', '--to-address', '鈴木', ...SAGAWA_TEST, '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout).to_address.full_name).toBe('鈴木 次郎');
    const byPrefix = await cli([
      'ship',
      '--to-address',
      suzuki.body.id.slice(0, 6),
      ...SAGAWA_TEST,
      '--json',
    ]);
    expect(JSON.parse(byPrefix.stdout).to_address.full_name).toBe('鈴木 次郎');
    const ambiguous = await cli(['ship', '--to-address', '佐藤', ...SAGAWA_TEST, '--json']);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain('佐藤 花子');
    expect(ambiguous.stderr).toContain('佐藤 一郎');
    expect(await activeShipments()).toHaveLength(2);
  });

  it('a second ship --ref R exits 2 naming the first shipment; --allow-duplicate-ref ships it', async () => {
    const first = await cli(['ship', ...SAGAWA_REAL, ...TO_OSAKA, '--ref', 'ORD-77', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const id = JSON.parse(first.stdout).id as string;
    const second = await cli(['ship', ...SAGAWA_REAL, ...TO_OSAKA, '--ref', 'ORD-77', '--json']);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`order ORD-77 is already shipped: ${id}`);
    expect(second.stdout).toBe('');
    expect(await activeShipments()).toHaveLength(1);
    const allowed = await cli([
      'ship',
      ...SAGAWA_REAL,
      ...TO_OSAKA,
      '--ref',
      'ORD-77',
      '--allow-duplicate-ref',
      '--json',
    ]);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(await activeShipments()).toHaveLength(2);
  });
});

describe('station', () => {
  it("printf 'ORD-1\\nNOPE\\nORD-2\\n' | shipctl station … --json → shipped, not found, shipped; exit 7", async () => {
    await createOrder(ORDERS[0]!);
    await createOrder(ORDERS[1]!);
    const res = await cli(['station', ...SAGAWA_REAL, '--json'], { input: 'ORD-1\nNOPE\nORD-2\n' });
    expect(res.code, res.stderr).toBe(7);
    const lines = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.scan, l.status])).toEqual([
      ['ORD-1', 'shipped'],
      ['NOPE', 'not_found'],
      ['ORD-2', 'shipped'],
    ]);
    expect(lines[0]).toMatchObject({ recipient: 'Customer One', service: 'sagawa_regular' });
    expect(res.stderr).toMatch(/3 scanned: 2 shipped, 1 failed/);
    // Scanned again: the order is shipped, and its shipment is named.
    const again = await cli(['station', ...SAGAWA_REAL, '--json'], { input: 'ORD-1\n' });
    expect(JSON.parse(again.stdout)).toMatchObject({
      status: 'already_shipped',
      shipment_id: lines[0].shipment_id,
    });
    expect(await activeShipments()).toHaveLength(2);
  });

  it('before the question and the first scan, the station names the carrier, the size and the printer', async () => {
    const spool = path.join(t.home.dir, 'desk.spool');
    const res = await cli(['station', ...SAGAWA_REAL, '--printer', spool], { input: '' });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain(`station: sagawa, size 60, printing to ${spool}`);
    expect(res.stderr).toContain('ready: scan an order number or ref; Ctrl+C ends');
    const quiet = await cli(['station', ...SAGAWA_REAL, '--no-print'], { input: '' });
    expect(quiet.stderr).toContain('station: sagawa, size 60, not printing');
  });

  it('an order scanned twice is no failure: the line names its label, r prints it again, duplicates alone exit 0', async () => {
    await createOrder(ORDERS[0]!);
    const spool = path.join(t.home.dir, 'labels.spool');
    const labelsIn = () => readFileSync(spool).toString('latin1').split('%PDF').length - 1;
    const res = await cli(['station', ...SAGAWA_REAL, '--printer', spool], { input: 'ORD-1\nORD-1\nr\n' });
    expect(res.code, res.stderr).toBe(0);
    const [shipped, duplicate] = res.stdout.trim().split('\n');
    expect(shipped).toMatch(/^✓ {2}ORD-1 /);
    const id = /API-[A-Z0-9]{10}/.exec(duplicate!)?.[0];
    expect(duplicate).toBe(`↻  ORD-1  already shipped as ${id}  --reprint-duplicates prints it again`);
    // `r` (what a packer types at the terminal) printed the duplicate's label once more.
    expect(labelsIn()).toBe(2);
    expect(res.stderr).toContain(`label of ${id} → ${spool}`);
    expect(res.stderr).toMatch(/2 scanned: 1 shipped, 1 already shipped \(1 printed again\), total /);
    expect(await activeShipments()).toHaveLength(1);
  });

  it('a rehearsal with test labels: an order scanned twice is a duplicate, not a second label counted as shipped', async () => {
    await createOrder(ORDERS[0]!);
    const res = await cli(['station', ...SAGAWA_TEST, '--json'], { input: 'ORD-1\nORD-1\n' });
    expect(res.code, res.stderr).toBe(0);
    const [first, second] = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { status: string; shipment_id: string });
    expect(first!.status).toBe('shipped');
    expect(second).toMatchObject({ status: 'already_shipped', shipment_id: first!.shipment_id });
    expect(res.stderr).toMatch(/2 scanned: 1 test label \(the orders stay open\), 1 already shipped, total /);
  });

  it('--reprint-duplicates prints the label of every duplicate scan; --json says so per line', async () => {
    await createOrder(ORDERS[0]!);
    const spool = path.join(t.home.dir, 'labels.spool');
    const res = await cli(['station', ...SAGAWA_REAL, '--printer', spool, '--reprint-duplicates', '--json'], {
      input: 'ORD-1\nORD-1\nORD-1\n',
    });
    expect(res.code, res.stderr).toBe(0);
    const lines = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.status, l.label_printed])).toEqual([
      ['shipped', true],
      ['already_shipped', true],
      ['already_shipped', true],
    ]);
    expect(readFileSync(spool).toString('latin1').split('%PDF').length - 1).toBe(3);
    expect(res.stderr).toMatch(/3 scanned: 1 shipped, 2 already shipped \(2 printed again\)/);
  });

  it('a scanner typing through a Japanese input method in full-width mode (ＯＲＤ－１) ships ORD-1; find takes the tracking number as printed', async () => {
    await createOrder(ORDERS[0]!);
    const res = await cli(['station', ...SAGAWA_TEST, '--json'], { input: 'ＯＲＤ－１\n' });
    expect(res.code, res.stderr).toBe(0);
    const line = JSON.parse(res.stdout);
    expect(line).toMatchObject({ status: 'shipped', ref_number: 'ORD-1' });
    const tracking = String(line.tracking_numbers[0]);
    const printed = tracking.replace(/^(\d{4})(\d{4})(\d{4})$/, '$1-$2-$3');
    const found = await cli(['shipments', 'find', printed, '--json']);
    expect(found.code, found.stderr).toBe(0);
    expect(JSON.parse(found.stdout).map((s: { id: string }) => s.id)).toEqual([line.shipment_id]);
    // Its line names the order as its label does, not as the scanner typed it.
    await createOrder(ORDERS[1]!);
    const text = await cli(['station', ...SAGAWA_TEST], { input: 'ＯＲＤ－２\n' });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout + text.stderr).toMatch(/✓ {2}ORD-2 {2}Customer Two/);
  });

  it('yamato requires a ship date: the station gives today’s (JST) unless --shipment-date names another; an order refused once is checked afresh when scanned again', async () => {
    await createOrder(ORDERS[0]!);
    await createOrder(ORDERS[1]!);
    const env = { SHIPCTL_NOW: clock.now().toISOString() };
    const station = (extra: string[], input: string) =>
      cli(['station', '--carrier', 'yamato', '--test', ...extra, '--json'], { input, env });
    // A day already past is refused before anything is sent…
    const past = await station(['--shipment-date', '2026-03-01'], 'ORD-1\n');
    expect(JSON.parse(past.stdout)).toMatchObject({ status: 'failed' });
    expect(JSON.parse(past.stdout).error).toMatch(/setup\.shipment_date/);
    // …and the same order scanned again without it ships today: the refusal is not replayed.
    const today = await station([], 'ORD-1\n');
    expect(today.code, today.stderr).toBe(0);
    expect(today.stderr).toContain('ship date today');
    const first = JSON.parse(today.stdout);
    expect(first.status).toBe('shipped');
    const tomorrow = await station(['--shipment-date', '明日'], 'ORD-2\n');
    expect(tomorrow.code, tomorrow.stderr).toBe(0);
    const second = JSON.parse(tomorrow.stdout);
    const dateOf = async (id: string) =>
      ((await t.sb.request('GET', `/v1/shipments/${id}`)).body as { setup: { shipment_date?: string } }).setup
        .shipment_date;
    expect(await dateOf(first.shipment_id)).toBe('2026-03-04');
    expect(await dateOf(second.shipment_id)).toBe('2026-03-05');
  });

  it('station --printer: each label printed (a file target); a label that cannot print is reported, kept, exit 7', async () => {
    await createOrder(ORDERS[0]!);
    await createOrder(ORDERS[1]!);
    const spool = path.join(t.home.dir, 'spool.bin');
    const ok = await cli(['station', ...SAGAWA_TEST, '--printer', spool, '--json'], { input: 'ORD-1\n' });
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ status: 'shipped', label_printed: true });
    expect(readFileSync(spool).subarray(0, 4).toString('latin1')).toBe('%PDF');
    // A printer that fails once the label exists: the label is reported not printed, and kept.
    const jam = jammedCups();
    const bad = await cli(['station', ...SAGAWA_TEST, '--printer', 'lp:desk1', '--json'], {
      input: 'ORD-2\n',
      env: { PATH: `${jam}${path.delimiter}${process.env.PATH}` },
    });
    rmSync(jam, { recursive: true, force: true });
    expect(bad.code).toBe(7);
    expect(JSON.parse(bad.stdout)).toMatchObject({ status: 'shipped', label_printed: false });
    expect(bad.stderr).toMatch(/not printed .*paper jam.*the label is kept in \S+/);
    expect(bad.stderr).toMatch(/1 scanned: 1 test label \(the orders stay open\), 1 label not printed/);
  });

  it('the profile’s stored printer is the station’s (README: config set printer, then station): it prints without --print; --no-print and no printer say labels are not printed', async () => {
    await createOrder(ORDERS[0]!);
    await createOrder(ORDERS[1]!);
    const none = await cli(['station', ...SAGAWA_TEST, '--json'], { input: '' });
    expect(none.stderr).toMatch(/labels are not printed: no printer is set/);
    const spool = path.join(t.home.dir, 'stored-printer.bin');
    expect((await cli(['config', 'set', 'printer', spool])).code).toBe(0);
    try {
      const res = await cli(['station', ...SAGAWA_TEST, '--json'], { input: 'ORD-1\n' });
      expect(res.code, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout)).toMatchObject({ status: 'shipped', label_printed: true });
      expect(readFileSync(spool).subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(res.stderr).not.toMatch(/not printed/);
      const printed = readFileSync(spool).length;
      const off = await cli(['station', ...SAGAWA_TEST, '--no-print', '--json'], { input: 'ORD-2\n' });
      expect(off.code, off.stderr).toBe(0);
      expect(JSON.parse(off.stdout)).toMatchObject({ status: 'shipped' });
      expect(off.stderr).not.toMatch(/labels are not printed/);
      expect(readFileSync(spool).length, 'nothing more printed').toBe(printed);
    } finally {
      await cli(['config', 'unset', 'printer']);
    }
  });

  it('station presets: config set station.NAME.* and --preset NAME answer carrier and pack size', async () => {
    await createOrder(ORDERS[0]!);
    for (const [k, v] of [
      ['station.desk1.carrier', 'sagawa'],
      ['station.desk1.pack_size', '80'],
    ])
      expect((await cli(['config', 'set', k!, v!])).code).toBe(0);
    const res = await cli(['station', '--preset', 'desk1', '--test', '--json'], { input: 'ORD-1\n' });
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ status: 'shipped', service: 'sagawa_regular' });
    expect((await activeShipments())[0].setup.pack_size).toBe(80);
    const unknown = await cli(['station', '--preset', 'nope', '--test'], { input: '' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no station preset "nope" (presets: desk1)');
  });
});

/** Every shipment of the account, voided or not, real or test: what a refusal must leave at zero. */
async function allShipments(): Promise<any[]> {
  const res = await t.sb.request('GET', '/v1/shipments?state=any&scope=all&limit=250');
  return res.body as any[];
}

/** A raw ZPL port on an ephemeral port (a thermal printer's 9100): what it received. */
async function zplPrinter(): Promise<{ url: string; received: () => string; close: () => void }> {
  const chunks: Buffer[] = [];
  const server = net.createServer((socket) => socket.on('data', (d) => chunks.push(d)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `tcp://127.0.0.1:${port}`,
    received: () => Buffer.concat(chunks).toString('latin1'),
    close: () => server.close(),
  };
}

/** An order to London for DHL, as a shop would place it (parcels, products and customs). */
async function createLondonOrder(ref: string): Promise<void> {
  const res = await t.sb.request('POST', '/v1/orders', {
    to_address: {
      full_name: 'Jane Smith',
      phone: '+442071234567',
      country: 'GB',
      zip: 'SW1A 1AA',
      city: 'London',
      address1: '10 Downing Street',
    },
    products: [
      { name: 'T-shirt', quantity: 2, price: 2500, weight: 300, hs_code: '610910', origin_country: 'JP' },
    ],
    parcels: [{ weight: 800, amount: 1, width: 30, height: 20, depth: 10 }],
    customs: { duty_paid: false, content_type: 'MERCHANDISE' },
    setup: { carrier: 'dhl', service: 'dhl_express_worldwide', currency: 'JPY', ref_number: ref },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  clock.advance(60_000);
}

async function dhlPrintsZpl(): Promise<void> {
  const put = await t.sb.request('PUT', `/v1/carriers/${await accountId(t.sb, 'dhl')}`, {
    settings: { print: { size: 'ZPL_4X6' } },
  });
  expect(put.status).toBe(200);
}

describe('a station refuses, before buying, labels it cannot make or print', () => {
  it('a tcp:// printer with sagawa (PDF labels): exit 2 before any label exists, naming the fix; orders ship too', async () => {
    await createOrder(ORDERS[0]!);
    const station = await cli(['station', ...SAGAWA_REAL, '--printer', 'tcp://127.0.0.1:9'], {
      input: 'ORD-1\n',
    });
    expect(station.code, station.stderr).toBe(2);
    expect(station.stderr).toContain('the station cannot start with these choices; nothing was bought');
    expect(station.stderr).toMatch(
      /--printer: sagawa labels of account \S+ are PDF \(print size PDF_A5\), and tcp:\/\/127\.0\.0\.1:9 is a raw port that prints ZPL only: print sagawa labels with --printer lp, lp:QUEUE or a file path \(sagawa has no ZPL print size\); ZPL labels come from dhl and fedex accounts set to a ZPL print size \(shipctl carriers update ID --print-size ZPL_4X6\)/,
    );
    expect(station.stdout).toBe('');
    const orders = await cli(['orders', 'ship', '--all', ...SAGAWA_REAL, '--printer', 'tcp://127.0.0.1:9']);
    expect(orders.code, orders.stderr).toBe(2);
    expect(orders.stderr).toContain('nothing was bought');
    expect(await allShipments()).toEqual([]);
  });

  it('a dhl account set to a ZPL print size: each scanned order prints on the tcp:// printer', async () => {
    await dhlPrintsZpl();
    await createLondonOrder('INT-1');
    const printer = await zplPrinter();
    try {
      const res = await cli(
        ['station', '--service', 'dhl_express_worldwide', '--test', '--printer', printer.url, '--json'],
        { input: 'INT-1\n' },
      );
      expect(res.code, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout)).toMatchObject({ status: 'shipped', label_printed: true });
      expect(printer.received().trim()).toMatch(/^\^XA[\s\S]*\^XZ$/);
    } finally {
      printer.close();
    }
  });

  it('a pack size the carrier does not have: exit 2 at the start, before the first scan', async () => {
    await createOrder(ORDERS[0]!);
    const res = await cli(['station', '--carrier', 'sagawa', '--pack-size', '120', '--yes'], {
      input: 'ORD-1\n',
    });
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain('--pack-size: must be one of 60, 80, 100, 140, 160 for sagawa; got 120');
    expect(await allShipments()).toEqual([]);
  });

  it('a carrier with no standard service and no --service: exit 2 naming its services', async () => {
    const res = await cli(['station', '--carrier', 'dhl', '--test'], { input: '' });
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(
      '--service: required: dhl has 4 services and no standard one: name one (dhl_express_worldwide, dhl_express_1200, dhl_express_0900, dhl_express_jumbo)',
    );
  });

  it('an order of its own carrier whose labels cannot print there fails its scan, nothing bought for it; the next order ships', async () => {
    await dhlPrintsZpl();
    await createLondonOrder('INT-1');
    // An order placed for sagawa: its carrier is known only when it is scanned.
    const placed = await t.sb.request('POST', '/v1/orders', {
      to_address: OSAKA,
      products: [{ name: 'Tea', quantity: 1, price: 1000 }],
      setup: { carrier: 'sagawa', pack_size: 60, ref_number: 'DOM-1' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const printer = await zplPrinter();
    try {
      const res = await cli(['station', '--yes', '--printer', printer.url, '--json'], {
        input: 'DOM-1\nINT-1\n',
      });
      expect(res.code, res.stderr).toBe(7);
      const [dom, int] = res.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(dom).toMatchObject({ scan: 'DOM-1', status: 'failed', shipment_id: null });
      expect(dom.error).toMatch(
        /^not bought, its label would not print: sagawa labels of account \S+ are PDF \(print size PDF_A5\), and tcp:\/\/127\.0\.0\.1:\d+ is a raw port that prints ZPL only/,
      );
      expect(int).toMatchObject({ scan: 'INT-1', status: 'shipped', label_printed: true });
      const shipments = await allShipments();
      expect(shipments.map((x) => x.setup.ref_number)).toEqual(['INT-1']);
    } finally {
      printer.close();
    }
  });
});

describe('end of day', () => {
  it('shipments summary --since today --csv: the totals equal the sum of the day’s shipments (embedded sandbox, clock pinned)', async () => {
    // The embedded sandbox: "today" is the sandbox's today in JST, the day its clock is set to.
    const local = (args: string[]) => t.run(args, { timeoutMs: 60_000 });
    const ship = async (extra: string[] = [], kind = SAGAWA_REAL) => {
      const res = await local(['ship', ...kind, ...TO_OSAKA, ...extra, '--json']);
      expect(res.code, res.stderr).toBe(0);
      return JSON.parse(res.stdout).id as string;
    };
    expect((await local(['sandbox', 'clock', 'set', '2026-03-03 18:00 JST'])).code).toBe(0);
    await ship(); // yesterday: not counted
    expect((await local(['sandbox', 'clock', 'set', '2026-03-04 10:00 JST'])).code).toBe(0);
    await ship();
    await ship(['--pack-amount', '2']);
    const voided = await ship();
    expect((await local(['shipments', 'void', voided, '--yes'])).code).toBe(0);
    await ship(['--service', 'sagawa_plane', '--carrier', 'sagawa']);
    await ship([], SAGAWA_TEST); // counted in its own column, never as a parcel

    const res = await local(['shipments', 'summary', '--since', 'today', '--csv']);
    expect(res.code, res.stderr).toBe(0);
    const [header, ...rows] = res.stdout
      .trim()
      .split('\n')
      .map((l) => l.split(','));
    expect(header).toEqual(['carrier', 'service', 'shipments', 'packs', 'test', 'voided']);
    const total = rows.pop()!;
    expect(total.slice(0, 2)).toEqual(['total', '']);
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['sagawa', 'sagawa_plane'],
      ['sagawa', 'sagawa_regular'],
    ]);
    for (let col = 2; col < header!.length; col += 1)
      expect(Number(total[col]), header![col]).toBe(rows.reduce((sum, r) => sum + Number(r[col]), 0));
    expect(total.slice(2).map(Number)).toEqual([3, 4, 1, 1]);
    // The same day read as a list: 5 shipments created today, one of them void, one a test label.
    const day = await local(['shipments', 'list', '--since', 'today', '--state', 'any', '--all', '--json']);
    const list = JSON.parse(day.stdout) as any[];
    expect(list).toHaveLength(5);
    expect(list.filter((s) => s.test)).toHaveLength(1);
    expect(list.filter((s) => s.state === 'void')).toHaveLength(1);
  });
});

describe('printing from batch ship and shipments label', () => {
  it('batch ship --printer FILE writes every label, in row order, to the file; shipments label --print appends (never replaces)', async () => {
    const spool = path.join(t.home.dir, 'spool.bin');
    writeFileSync(spool, 'HEAD\n');
    const csv = path.join(t.home.dir, 'orders.csv');
    writeFileSync(csv, toCsv(JA_HEADERS, japaneseOrders(3, 11)));
    const res = await cli(
      ['batch', 'ship', csv, '--carrier', 'sagawa', '--test', '--yes', '--printer', spool, '--json'],
      {
        timeoutMs: 60_000,
      },
    );
    expect(res.code, res.stderr).toBe(0);
    const rows = JSON.parse(res.stdout) as { shipment_id: string; label_file: string }[];
    const expected = Buffer.concat([Buffer.from('HEAD\n'), ...rows.map((r) => readFileSync(r.label_file))]);
    expect(readFileSync(spool).equals(expected)).toBe(true);

    const again = await cli(['shipments', 'label', rows[0]!.shipment_id, '--print', '--printer', spool]);
    expect(again.code, again.stderr).toBe(0);
    const after = readFileSync(spool);
    expect(after.subarray(0, expected.length).equals(expected)).toBe(true);
    expect(after.subarray(expected.length).equals(readFileSync(rows[0]!.label_file))).toBe(true);
  });
});
