// every key `config list` offers does what it says there — one test
// per key, in-process against a sandbox on a fixed clock.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContextDeps } from '../../src/cli/context.js';
import { runCli } from '../../src/cli/run.js';
import { DEFAULT_KEYS, SETTING_KEYS } from '../../src/config/keys.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';

let sb: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-i12c-'));
});
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  fs.rmSync(home, { recursive: true, force: true });
});

async function sandbox(): Promise<TestSandbox> {
  return (sb ??= await startTestSandbox({ clock: fixedClock(WEDNESDAY_10_JST) }));
}

async function deps(): Promise<ContextDeps> {
  const s = await sandbox();
  return {
    now: () => new Date(WEDNESDAY_10_JST),
    cwd: home,
    startSandbox: async () => ({ baseUrl: s.url, token: s.token, dbPath: ':memory:', close: async () => {} }),
  };
}

async function cli(argv: string[], o: { input?: string } = {}) {
  const io = fakeStreams({ ...(o.input !== undefined ? { input: o.input } : {}) });
  const code = await runCli(argv, { env: { SHIPCTL_HOME: home }, streams: io, deps: await deps() });
  return { code, stdout: io.out(), stderr: io.err() };
}

async function set(key: string, value: string) {
  const r = await cli(['config', 'set', key, value]);
  expect(r.code, r.stderr).toBe(0);
}

const TO = ['--to-name', 'Jiro', '--to-zip', '530-0001', '--to-address1', '1-1 Umeda', '--pack-size', '60'];

async function dryRunBody(extra: string[] = []) {
  const r = await cli(['ship', ...TO, '--test', '--dry-run', ...extra]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { setup: Record<string, unknown>; from_address: Record<string, unknown> };
}

describe('every config key does what `config list` says', () => {
  it('`config list` offers exactly the keys tested here', async () => {
    const r = await cli(['config', 'list', '--json']);
    expect(r.code).toBe(0);
    const listed = JSON.stringify(JSON.parse(r.stdout));
    for (const key of SETTING_KEYS) expect(listed).toContain(key);
    expect([...SETTING_KEYS].sort()).toEqual(['base_url', 'token', ...DEFAULT_KEYS].sort());
    expect([...DEFAULT_KEYS].sort()).toEqual(
      [
        'carrier',
        'carrier_id',
        'currency',
        'from_address',
        'from_warehouse',
        'label_dir',
        'language',
        'print_size',
        'printer',
        'delivery_note',
        'shop.registration_number',
        'shop.message',
        'station.carrier',
        'station.service',
        'station.pack_size',
        'station.printer',
        'station.from_warehouse',
        // The packing bench: its scanner's framing, 検品 and a size per box (test/cli/station-box.test.ts).
        'station.scanner_strip',
        'station.verify_items',
        'station.ask_size',
        // What `shipctl mcp` may spend: test/e2e/mcp.test.ts drives a server that refuses past it.
        'mcp.max_spend',
      ].sort(),
    );
  });

  it('base_url and token — requests go to the stored URL with the stored token', async () => {
    const s = await sandbox();
    await set('base_url', s.url);
    const stored = await cli(['config', 'set', 'token'], { input: s.token });
    expect(stored.code, stored.stderr).toBe(0);
    const r = await cli(['carriers', 'list', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('(sandbox)');
    expect((JSON.parse(r.stdout) as unknown[]).length).toBeGreaterThan(0);
  });

  it('language — help, errors and tables read Japanese; --json does not change', async () => {
    const before = await cli(['carriers', 'catalog', 'sagawa', '--json']);
    await set('language', 'ja');
    expect((await cli(['--help'])).stdout).toMatch(/^使い方: shipctl/);
    expect((await cli(['rates', '--bogus'])).stderr).toContain('エラー:');
    expect((await cli(['carriers', 'catalog', 'sagawa', '--json'])).stdout).toBe(before.stdout);
    await set('language', 'en');
    expect((await cli(['--help'])).stdout).toMatch(/^Usage: shipctl/);
  });

  it('carrier — ship without --carrier uses it', async () => {
    await set('carrier', 'sagawa');
    expect((await dryRunBody()).setup.service).toBe('sagawa_regular');
  });

  it('carrier_id — a shipment of that account’s carrier is sent with it', async () => {
    const s = await sandbox();
    const sagawa = ((await s.request('GET', '/v1/carriers')).body as { id: string; type: string }[]).find(
      (a) => a.type === 'sagawa',
    )!;
    await set('carrier_id', sagawa.id);
    expect((await dryRunBody(['--carrier', 'sagawa'])).setup.carrier_id).toBe(sagawa.id);
  });

  it('currency — the shipment carries it', async () => {
    await set('currency', 'USD');
    expect((await dryRunBody(['--carrier', 'sagawa'])).setup.currency).toBe('USD');
  });

  it('from_warehouse — the shipment is sent from that warehouse', async () => {
    const s = await sandbox();
    const w = await s.request('POST', '/v1/warehouses', {
      company_name: 'Osaka Depot',
      country: 'JP',
      zip: '5300001',
      province: '27',
      province_kanji: '大阪府',
      city: 'Osaka',
      address1: '1-1 Umeda, Kita-ku',
      address1_kanji: '大阪市北区梅田1-1',
    });
    expect(w.status).toBe(200);
    await set('from_warehouse', (w.body as { id: string }).id);
    expect((await dryRunBody(['--carrier', 'sagawa'])).from_address).toMatchObject({ zip: '5300001' });
  });

  it('from_address — the shipment is sent from that saved address', async () => {
    const s = await sandbox();
    const a = await s.request('POST', '/v1/addresses', {
      full_name: 'Taro Yamada',
      country: 'JP',
      zip: '0600001',
      province: '01',
      city: 'Sapporo',
      address1: '1-1 Kita 1 Nishi',
    });
    expect(a.status).toBe(200);
    await set('from_address', (a.body as { id: string }).id);
    expect((await dryRunBody(['--carrier', 'sagawa'])).from_address).toMatchObject({ zip: '0600001' });
  });

  it('label_dir — `ship` saves a bought label there by shipment id', async () => {
    await set('label_dir', path.join(home, 'labels-here'));
    const r = await cli(['ship', ...TO, '--carrier', 'sagawa', '--test', '--yes', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const id = (JSON.parse(r.stdout) as { id: string }).id;
    expect(
      fs
        .readFileSync(path.join(home, 'labels-here', `${id}.pdf`))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('print_size — as `config list` says, an account added with `carriers add` gets it (labels print at their account’s size)', async () => {
    const help = await cli(['config', '--help']);
    expect(help.stdout).toMatch(/print_size +print size of accounts added with `carriers add`/);
    await set('print_size', 'PDF_4.2X8.3_BLUE'); // a sagawa size that is not its default (PDF_A5)
    const creds = path.join(home, 'sagawa.json');
    fs.writeFileSync(
      creds,
      JSON.stringify({ key: 'k', password: 'p', account_number: '123456789012', account_key_number: '' }),
    );
    const r = await cli(['carriers', 'add', 'sagawa', '--credentials-file', creds, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { settings: { print: { size: string } } }).settings.print.size).toBe(
      'PDF_4.2X8.3_BLUE',
    );
  });

  it('printer — `ship --print` sends the label to the stored target (a file path here)', async () => {
    const spool = path.join(home, 'spool.bin');
    await set('printer', spool);
    const r = await cli(['ship', '--carrier', 'sagawa', ...TO, '--test', '--print', '--yes', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(fs.readFileSync(spool).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('delivery_note, shop.registration_number, shop.message — `ship --print` prints the note at that size after the label, with the number and the message', async () => {
    const out = path.join(home, 'printed.pdf');
    await set('printer', out);
    await set('delivery_note', 'A5');
    await set('shop.registration_number', 't 1234567890123');
    await set('shop.message', 'Thanks from the shop');
    const stored = await cli(['config', 'get', 'shop.registration_number']);
    expect(stored.stdout.trim()).toBe('T1234567890123');
    const r = await cli(['ship', '--carrier', 'sagawa', ...TO, '--test', '--print', '--yes', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    const pages = (await PDFDocument.load(fs.readFileSync(out))).getPages();
    expect(pages).toHaveLength(2);
    // The second page is the note, on A5 (148 × 210 mm).
    expect([Math.round(pages[1]!.getWidth()), Math.round(pages[1]!.getHeight())]).toEqual([420, 595]);
    expect((await cli(['config', 'set', 'shop.registration_number', '1234'])).code).toBe(2);
    expect((await cli(['config', 'set', 'delivery_note', 'B4'])).code).toBe(2);
  });

  it('station.carrier, station.service, station.pack_size, station.from_warehouse, station.printer — `station` ships a scanned order with them', async () => {
    const warehouses = await cli(['warehouses', 'list', '--json']);
    expect(warehouses.code, warehouses.stderr).toBe(0);
    const warehouse = (JSON.parse(warehouses.stdout) as { id: string }[])[0]!.id;
    const spool = path.join(home, 'station.bin');
    await set('station.carrier', 'sagawa');
    await set('station.service', 'sagawa_regular');
    await set('station.pack_size', '80');
    await set('station.from_warehouse', warehouse);
    await set('station.printer', spool);
    const order = await cli([
      'orders',
      'create',
      '--to-name',
      'Jiro',
      '--to-zip',
      '530-0001',
      '--to-province',
      '大阪府',
      '--to-city',
      '大阪市北区',
      '--to-address1',
      '梅田1-1-3',
      '--product',
      'name=Tea,qty=1,price=1000',
      '--ref',
      'CFG-1',
      '--json',
    ]);
    expect(order.code, order.stderr).toBe(0);
    const r = await cli(['station', '--test', '--json'], { input: 'CFG-1\n' });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const shipped = (JSON.parse(r.stdout.trim().split('\n')[0]!) as { shipment_id: string }).shipment_id;
    const got = await cli(['shipments', 'get', shipped, '--json']);
    const shipment = JSON.parse(got.stdout) as { setup: Record<string, unknown> };
    expect(shipment.setup).toMatchObject({ service: 'sagawa_regular', pack_size: 80 });
    expect(fs.readFileSync(spool).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
