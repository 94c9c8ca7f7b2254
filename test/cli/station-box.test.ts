// The packing station with the box in hand: what it cannot decide is said before the first scan,
// the box's size and items are scanned after its order, the scanner's framing is taken off, and
// the carrier of each parcel is said. In-process against a sandbox on an ephemeral port, its
// clock pinned (a Wednesday 10:00 JST, inside every carrier's test window).
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { OSAKA, startShippingSandbox, type ShippingSandbox } from '../sandbox/shipments.fixtures.js';

let sb: ShippingSandbox;
let home: string;
beforeEach(async () => {
  sb = await startShippingSandbox();
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-station-box-'));
});
afterEach(async () => {
  await sb?.close();
  fs.rmSync(home, { recursive: true, force: true });
});

const ITEMS = [
  { name: 'Mug', quantity: 1, price: 1200, barcode: '4901234567894' },
  { name: 'Tea', quantity: 1, price: 800, sku: 'TEA-GREEN-100' },
  { name: 'Spoon', quantity: 1, price: 300, barcode: '4909876543210' },
];

async function createOrder(
  ref: string,
  setup: Record<string, unknown> = {},
  products = ITEMS,
): Promise<void> {
  const res = await sb.request('POST', '/v1/orders', {
    to_address: OSAKA,
    products,
    setup: { currency: 'JPY', ref_number: ref, ...setup },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** The --json records, one per scan settled. */
  records: Record<string, any>[];
}

/** `shipctl …args` in-process with `typed` on a piped stdin; Japanese when `lang` says so. */
async function cli(args: string[], typed = '', lang = 'en'): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const sink = (into: (s: string) => void) =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        into(chunk.toString());
        done();
      },
    });
  const stdin = new PassThrough();
  stdin.end(typed);
  const code = await runCli(args, {
    env: {
      SHIPCTL_HOME: home,
      SHIPCTL_BASE_URL: sb.url,
      SHIPCTL_TOKEN: sb.token,
      SHIPCTL_NOW: sb.clock.now().toISOString(),
      SHIPCTL_LANG: lang,
      NO_COLOR: '1',
    },
    streams: {
      stdin,
      stdout: sink((s) => (stdout += s)),
      stderr: sink((s) => (stderr += s)),
      stdinIsTTY: false,
      stdoutIsTTY: false,
      stderrIsTTY: false,
      columns: 80,
    },
  });
  const records =
    args[0] === 'station' && args.includes('--json')
      ? stdout
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, any>)
      : [];
  return { code, stdout, stderr, records };
}

const set = async (key: string, value: string) => {
  const r = await cli(['config', 'set', key, value]);
  expect(r.code, r.stderr).toBe(0);
};

describe('before the first scan', () => {
  it('a fresh home with orders lacking carrier and size: said once, in Japanese, with the flag and key that fix it; no API English per scan', async () => {
    await createOrder('ORD-1');
    await createOrder('ORD-2');
    const r = await cli(['station', '--test', '--json'], 'ORD-1\nORD-2\n', 'ja');
    expect(r.stderr).toContain('未出荷の注文 2 件のうち 2 件はこのままでは出荷できません:');
    expect(r.stderr).toContain('運送会社が未指定: 2 件\n    ORD-1, ORD-2\n');
    expect(r.stderr).toContain('shipctl config set station.carrier sagawa');
    // Said once, not per scan; and never the API's English.
    expect(r.stderr.match(/運送会社が未指定/g)).toHaveLength(1);
    expect(r.stderr + r.stdout).not.toContain('setup.service: required');
    expect(r.records.map((x) => [x.scan, x.status, x.shipment_id])).toEqual([
      ['ORD-1', 'failed', null],
      ['ORD-2', 'failed', null],
    ]);
    expect(r.code).toBe(7);
  });

  it('once station.carrier and station.pack_size are stored, the same scans ship', async () => {
    await createOrder('ORD-1');
    await set('station.carrier', 'sagawa');
    await set('station.pack_size', '60');
    const r = await cli(['station', '--test', '--json'], 'ORD-1\n', 'ja');
    expect(r.stderr).not.toContain('出荷できません');
    expect(r.records[0]).toMatchObject({ status: 'shipped', carrier: 'sagawa', pack_size: 60 });
    expect(r.code).toBe(0);
  });

  it('orders ship --all --test takes the stored station.carrier; its rows read as test labels, never 出荷済み', async () => {
    await createOrder('ORD-1', { pack_size: 60 });
    await set('station.carrier', 'sagawa');
    const r = await cli(['orders', 'ship', '--all', '--test', '--yes'], '', 'ja');
    expect(r.code, r.stderr).toBe(0);
    const row = r.stdout.split('\n').find((l) => l.includes('ORD-1'))!;
    expect(row).toContain('sagawa_regular');
    expect(row).toContain('shipped'); // piped rows keep the script's word
  });

  it('orders ship leaves out an order it knows will be refused, says why in Japanese, and sends nothing for it', async () => {
    await createOrder('ORD-1');
    const r = await cli(['orders', 'ship', '--all', '--test', '--json'], '', 'ja');
    expect(r.stderr).toContain('運送会社が未指定: 1 件\n    ORD-1\n');
    expect(JSON.parse(r.stdout)[0]).toMatchObject({ status: 'skipped', error: 'no carrier' });
    const shipments = await sb.request('GET', '/v1/shipments?state=any');
    expect(shipments.body).toEqual([]);
    expect(r.code).toBe(7);
  });
});

describe('the size of each box', () => {
  it('--ask-size: a size barcode, a typed number or Enter (the default) after each order; the record has the size and its price', async () => {
    for (const ref of ['S-1', 'S-2', 'S-3', 'S-4']) await createOrder(ref);
    const r = await cli(
      ['station', '--carrier', 'sagawa', '--pack-size', '60', '--ask-size', '--json', '--yes'],
      'S-1\nSIZE-80\nS-2\n１００\nS-3\n\nS-4\nＳＩＺＥ－１４０\n',
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.records.map((x) => [x.scan, x.status, x.pack_size])).toEqual([
      ['S-1', 'shipped', 80],
      ['S-2', 'shipped', 100],
      ['S-3', 'shipped', 60],
      ['S-4', 'shipped', 140],
    ]);
    const prices = r.records.map((x) => x.price as number);
    expect(prices[2]).toBeLessThan(prices[0]!);
    expect(prices[0]).toBeLessThan(prices[1]!);
    expect(prices[1]).toBeLessThan(prices[3]!);
  });

  it('an order without a size waits for one rather than fail; a size with no order waiting is refused', async () => {
    await createOrder('S-1');
    const r = await cli(['station', '--carrier', 'sagawa', '--test', '--json'], 'SIZE-80\nS-1\n\n80\n');
    expect(r.stderr).toContain('SIZE-80: scan an order first, then its size');
    expect(r.stderr).toContain('S-1: no size yet: scan or type one of 60, 80, 100, 140, 160');
    expect(r.records).toHaveLength(1);
    expect(r.records[0]).toMatchObject({ status: 'shipped', pack_size: 80 });
  });
});

describe('検品: the items checked against the order', () => {
  it('a wrong item is refused, the right ones taken, the label bought after the last', async () => {
    await createOrder('K-1', { carrier: 'sagawa', pack_size: 60 });
    const r = await cli(
      ['station', '--verify-items', '--test', '--json'],
      'K-1\n4901234567894\n4999999999999\ntea-green-100\n',
    );
    // Three items asked, a wrong one refused, and with one missing at the end nothing was bought.
    expect(r.stderr).toContain('K-1: scan its 3 items');
    expect(r.stderr).toContain('4999999999999 is not in K-1: take it out (label not bought)');
    expect(r.stderr).toContain('item 2/3: Tea');
    expect(r.records).toEqual([
      expect.objectContaining({
        scan: 'K-1',
        status: 'failed',
        error: 'not bought: 1 item not checked',
        shipment_id: null,
      }),
    ]);
    expect((await sb.request('GET', '/v1/shipments?state=any')).body).toEqual([]);

    const again = await cli(
      ['station', '--verify-items', '--test', '--json'],
      'K-1\n4901234567894\n4999999999999\nＴＥＡ－ＧＲＥＥＮ－１００\n4909876543210\n',
    );
    expect(again.stderr).toContain('item 3/3: Spoon');
    expect(again.records).toHaveLength(1);
    expect(again.records[0]).toMatchObject({
      status: 'shipped',
      item_check: { status: 'matched', items_scanned: 3, items_expected: 3, reason: null },
    });
  });

  it('skip needs a reason, and the reason is in the scan’s record', async () => {
    await createOrder('K-2', { carrier: 'sagawa', pack_size: 60 });
    const r = await cli(
      ['station', '--verify-items', '--test', '--json'],
      'K-2\n4901234567894\nskip\nskip barcode torn, checked by eye\n',
    );
    expect(r.stderr).toContain('skip needs a reason: skip REASON');
    expect(r.records).toHaveLength(1);
    expect(r.records[0]).toMatchObject({
      status: 'shipped',
      item_check: {
        status: 'skipped',
        items_scanned: 1,
        items_expected: 3,
        reason: 'barcode torn, checked by eye',
      },
    });
    // The run's record keeps it: the station session's row in the journal.
    const sessions = JSON.parse((await cli(['batch', 'status', '--json'])).stdout) as { id: string }[];
    const rows = await cli(['batch', 'status', sessions[0]!.id, '--json']);
    expect(rows.stdout).toContain('item check skipped: barcode torn, checked by eye');
  });

  it('station.verify_items asks for it without the flag; cancel puts the box back unbought', async () => {
    await createOrder('K-3', { carrier: 'sagawa', pack_size: 60 });
    await set('station.verify_items', 'true');
    const r = await cli(['station', '--test', '--json'], 'K-3\n4901234567894\ncancel\n');
    expect(r.stderr).toContain('K-3 put back: no label bought');
    expect(r.records).toEqual([]);
  });
});

describe('scanners and carriers', () => {
  it('STX/ETX and a stored suffix are taken off before the order is looked up', async () => {
    await createOrder('ORD-1012', { carrier: 'sagawa', pack_size: 60 });
    await createOrder('ORD-1013', { carrier: 'sagawa', pack_size: 60 });
    await set('station.scanner_strip', '#END');
    const r = await cli(['station', '--test', '--json'], '\x02ORD-1012\x03\nORD-1013#END\r\n');
    expect(r.records.map((x) => [x.scan, x.status, x.ref_number])).toEqual([
      ['ORD-1012', 'shipped', 'ORD-1012'],
      ['ORD-1013', 'shipped', 'ORD-1013'],
    ]);
  });

  it('a yamato order at a sagawa station ships yamato and says so on its line and in --json; the summary counts per carrier', async () => {
    await createOrder('C-1', { carrier: 'sagawa', pack_size: 60 });
    await createOrder('C-2', { carrier: 'yamato', pack_size: 60 });
    await set('station.carrier', 'sagawa');
    const json = await cli(['station', '--test', '--json'], 'C-1\nC-2\n');
    expect(json.records.map((x) => [x.ref_number, x.carrier, x.station_carrier])).toEqual([
      ['C-1', 'sagawa', null],
      ['C-2', 'yamato', 'sagawa'],
    ]);
    await sb.request('POST', '/v1/orders', {
      to_address: OSAKA,
      products: ITEMS,
      setup: { currency: 'JPY', ref_number: 'C-3', carrier: 'yamato', pack_size: 60 },
    });
    const ja = await cli(['station', '--test'], 'C-3\n', 'ja');
    expect(ja.stdout).toMatch(/✓ {2}C-3 .*ヤマト運輸.*ヤマト運輸の注文（ステーションは佐川急便）/);
    expect(json.stderr).toMatch(
      /2 scanned: 2 test labels \(the orders stay open\), total 0 JPY, 1 sagawa, 1 yamato/,
    );
  });

  it('--only-carrier refuses the other carrier’s order, and --carrier replacing an order’s own says so per order', async () => {
    await createOrder('C-2', { carrier: 'yamato', pack_size: 60 });
    const only = await cli(['station', '--carrier', 'sagawa', '--only-carrier', '--test', '--json'], 'C-2\n');
    expect(only.records[0]).toMatchObject({
      status: 'failed',
      carrier: 'yamato',
      error: 'not bought: a yamato order; this station ships sagawa only (--only-carrier)',
    });
    const replaced = await cli(['station', '--carrier', 'sagawa', '--test', '--json'], 'C-2\n');
    expect(replaced.records[0]).toMatchObject({
      status: 'shipped',
      carrier: 'sagawa',
      replaced_carrier: 'yamato',
    });
  });
});

describe('orders list says which orders are open', () => {
  it('--state open|shipped filters, and --json adds shipping_state and shipped_as beside the API’s members', async () => {
    await createOrder('L-1', { carrier: 'sagawa', pack_size: 60 });
    await createOrder('L-2', { carrier: 'sagawa', pack_size: 60 });
    const shipped = await cli(['orders', 'ship', 'L-1', '--yes', '--json']);
    expect(shipped.code, shipped.stderr).toBe(0);
    const all = JSON.parse((await cli(['orders', 'list', '--all', '--json'])).stdout) as Record<
      string,
      any
    >[];
    const byRef = Object.fromEntries(all.map((o) => [o.setup.ref_number, o]));
    expect(byRef['L-1']).toMatchObject({
      shipping_state: 'shipped',
      shipped_as: expect.stringMatching(/^API-/),
    });
    expect(byRef['L-2']).toMatchObject({ shipping_state: 'open', shipped_as: null });
    const open = JSON.parse((await cli(['orders', 'list', '--state', 'open', '--json'])).stdout);
    expect(open.orders.map((o: any) => o.setup.ref_number)).toEqual(['L-2']);
  });
});

describe('station sheet', () => {
  it('writes the size barcodes of a carrier as a PDF; a carrier without sizes is refused naming --carrier', async () => {
    const out = path.join(home, 'sizes.pdf');
    const r = await cli(['station', 'sheet', '--carrier', 'sagawa', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`5 size barcodes → ${out}`);
    expect(fs.readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    const again = await cli(['station', 'sheet', '--carrier', 'sagawa', '--out', out, '--carrier', 'yamato']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--carrier');
  });
});

describe('検品 from a batch file’s rows', () => {
  it('--orders-file: a scanned order number is found among the file’s rows and its JAN/SKU columns are checked', async () => {
    const csv = path.join(home, 'orders.csv');
    fs.writeFileSync(
      csv,
      'order_id,name,phone,zip,province,city,address1,product_name,quantity,price,jan,sku\n' +
        'F-1,山田 太郎,0612345678,5300001,大阪府,大阪市北区,梅田1-1-3,マグカップ,1,1200,4901234567894,\n' +
        'F-1,山田 太郎,0612345678,5300001,大阪府,大阪市北区,梅田1-1-3,緑茶,2,800,,TEA-GREEN-100\n',
    );
    const r = await cli(
      [
        'station',
        '--orders-file',
        csv,
        '--carrier',
        'sagawa',
        '--pack-size',
        '60',
        '--verify-items',
        '--test',
        '--json',
      ],
      'F-1\nTEA-GREEN-100\n4999999999999\n4901234567894\nTEA-GREEN-100\n',
    );
    expect(r.stderr).toContain('F-1: scan its 3 items');
    expect(r.stderr).toContain('4999999999999 is not in F-1');
    expect(r.records).toHaveLength(1);
    expect(r.records[0]).toMatchObject({
      scan: 'F-1',
      status: 'shipped',
      ref_number: 'F-1',
      item_check: { status: 'matched', items_scanned: 3, items_expected: 3 },
    });
  });
});
