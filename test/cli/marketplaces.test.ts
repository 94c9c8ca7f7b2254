// The shop's own order files in (B2クラウド, Amazon, 楽天, Yahoo!ショッピング: recognised by
// their headers, no --map) and each marketplace's upload file back, in-process against a
// sandbox on a fixed clock. The sample files under test/fixtures/marketplaces/ were written
// from each format's documentation, not by shipctl.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContextDeps } from '../../src/cli/context.js';
import { runCli } from '../../src/cli/run.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';

// A Friday, 10:00 JST: the B2 file's 出荷予定日 (2026/11/30) is within the 30 days ahead.
const FRIDAY_10_JST = '2026-11-27T01:00:00Z';
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'marketplaces');
const fixture = (name: string) => path.join(FIXTURES, name);

let sb: TestSandbox;
let home: string;
beforeAll(async () => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-marketplaces-'));
  sb = await startTestSandbox({ clock: fixedClock(FRIDAY_10_JST) });
});
afterAll(async () => {
  await sb?.close();
  fs.rmSync(home, { recursive: true, force: true });
});

function deps(): ContextDeps {
  return {
    now: () => new Date(FRIDAY_10_JST),
    cwd: home,
    startSandbox: async () => ({
      baseUrl: sb.url,
      token: sb.token,
      dbPath: ':memory:',
      close: async () => {},
    }),
  };
}

async function cli(argv: string[]) {
  const io = fakeStreams();
  const code = await runCli(argv, { env: { SHIPCTL_HOME: home, NO_COLOR: '1' }, streams: io, deps: deps() });
  return { code, stdout: io.out(), stderr: io.err() };
}

interface DryRun {
  preset: string;
  recognised_by: string[];
  shipments: number;
  valid: number;
  invalid: number;
  problems: { line: number; column?: string; field: string; issue: string }[];
}

async function dryRun(file: string, ...flags: string[]): Promise<DryRun> {
  const r = await cli(['--json', 'batch', 'ship', fixture(file), '--dry-run', '--skip-invalid', ...flags]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as DryRun;
}

interface Listed {
  id: string;
  state: string;
  setup: { ref_number: string; service: string };
  from_address: { full_name?: string };
  delivery: { tracking_numbers: string[] };
}

async function shipmentsByRef(): Promise<Map<string, Listed>> {
  const res = await sb.request('GET', '/v1/shipments?state=active&limit=100');
  return new Map((res.body as Listed[]).map((s) => [s.setup.ref_number, s]));
}

async function ship(file: string, ...flags: string[]) {
  const r = await cli(['batch', 'ship', fixture(file), '--skip-invalid', '--yes', '--no-labels', ...flags]);
  expect(r.code, r.stderr).toBe(7); // partial: the refused rows are recorded as skipped
  return r;
}

async function exported(argv: string[]): Promise<{ bytes: Buffer; stderr: string }> {
  const out = path.join(home, `export-${Math.random().toString(36).slice(2)}`);
  const r = await cli(['batch', 'export', ...argv, '--out', out]);
  expect(r.code, r.stderr).toBe(0);
  return { bytes: fs.readFileSync(out), stderr: r.stderr };
}

describe('order files recognised by their headers', () => {
  it('a B2クラウド 送り状 CSV: every valid row passes, codes it cannot ship are refused on their line and column', async () => {
    const report = await dryRun('b2-okurijo.csv');
    expect(report.preset).toBe('b2');
    expect(report.recognised_by).toEqual(['お客様管理番号', '送り状種類', 'お届け先郵便番号', 'ご依頼主名']);
    expect([report.shipments, report.valid, report.invalid]).toEqual([22, 19, 3]);
    const where = report.problems.map((p) => [p.line, p.column]);
    expect(where).toEqual([
      [12, '送り状種類'],
      [17, 'クール区分'],
      [21, 'お届け先郵便番号'],
    ]);
    expect(report.problems[0]!.issue).toMatch(/宅急便コンパクト/);
    expect(report.problems[1]!.issue).toMatch(/0 \(通常\), 1 \(クール冷凍\) or 2 \(クール冷蔵\)/);
  });

  it('an Amazon JP orders report (tab-separated): one shipment per order-id', async () => {
    const report = await dryRun('amazon-jp-orders.txt', '--carrier', 'sagawa', '--pack-size', '60');
    expect(report.preset).toBe('amazon-jp');
    expect([report.shipments, report.valid, report.invalid]).toEqual([22, 20, 2]);
    expect(report.problems.map((p) => [p.line, p.column])).toEqual([
      [32, 'ship-postal-code'],
      [33, 'recipient-name'],
    ]);
  });

  it('a 楽天 RMS order CSV: 郵便番号1+2 and 電話番号1-3 joined, the joined columns named in a problem', async () => {
    const report = await dryRun('rakuten-orders.csv', '--carrier', 'sagawa', '--pack-size', '60');
    expect(report.preset).toBe('rakuten');
    expect([report.shipments, report.valid, report.invalid]).toEqual([22, 20, 2]);
    expect(report.problems.map((p) => [p.line, p.column])).toEqual([
      [12, '送付先郵便番号1+送付先郵便番号2'],
      [20, '送付先住所それ以降の住所'],
    ]);
  });

  it('a Yahoo!ショッピング order CSV', async () => {
    const report = await dryRun('yahoo-orders.csv', '--carrier', 'sagawa', '--pack-size', '60');
    expect(report.preset).toBe('yahoo');
    expect([report.shipments, report.valid, report.invalid]).toEqual([22, 20, 2]);
    expect(report.problems.map((p) => p.column)).toEqual(['ShipZipCode', 'ShipLastName+ShipFirstName']);
  });

  it('an Amazon report saved as Shift_JIS reads the same', async () => {
    const sjis = path.join(home, 'amazon-sjis.txt');
    fs.writeFileSync(sjis, iconv.encode(fs.readFileSync(fixture('amazon-jp-orders.txt'), 'utf8'), 'cp932'));
    const r = await cli([
      '--json',
      'batch',
      'ship',
      sjis,
      '--dry-run',
      '--skip-invalid',
      '--carrier',
      'sagawa',
      '--pack-size',
      '60',
    ]);
    const report = JSON.parse(r.stdout) as DryRun & { encoding: string };
    expect([report.encoding, report.preset, report.valid, report.invalid]).toEqual([
      'cp932',
      'amazon-jp',
      20,
      2,
    ]);
  });

  it('the dry run on a terminal says the format and the headers that told it', async () => {
    const r = await cli([
      'batch',
      'ship',
      fixture('yahoo-orders.csv'),
      '--dry-run',
      '--skip-invalid',
      '--carrier',
      'sagawa',
      '--pack-size',
      '60',
    ]);
    expect(r.stderr).toContain(
      'format: Yahoo!ショッピング order CSV, recognised by its headers OrderId, ShipZipCode, ShipPrefecture',
    );
  });
});

describe('the upload files back, from the account’s labels', () => {
  it('Amazon round trip: 30 items in 20 orders → 20 labels → 30 confirmation lines, each with its order’s number', async () => {
    await ship('amazon-jp-orders.txt', '--carrier', 'sagawa', '--pack-size', '60');
    const byRef = await shipmentsByRef();
    const { bytes, stderr } = await exported([fixture('amazon-jp-orders.txt')]);
    const text = bytes.toString('utf8');
    expect(text).not.toContain('\r');
    const [header, ...lines] = text.trimEnd().split('\n');
    expect(header).toBe(
      'order-id\torder-item-id\tquantity\tship-date\tcarrier-code\tcarrier-name\ttracking-number\tship-method',
    );
    expect(lines).toHaveLength(30);
    expect(new Set(lines.map((l) => l.split('\t')[0])).size).toBe(20);
    for (const line of lines) {
      const [order, item, , date, code, , number] = line.split('\t');
      expect(item).toMatch(/^\d{14}$/);
      expect(date).toBe('2026-11-27');
      expect(code).toBe('Sagawa Express');
      expect([number]).toEqual(byRef.get(order!)!.delivery.tracking_numbers);
    }
    expect(stderr).toContain('2 orders of the file have no active label');
  });

  it('a voided label never appears: its order is left out and named', async () => {
    const byRef = await shipmentsByRef();
    const voided = byRef.get('250-5551003-3330021')!;
    const res = await sb.request('DELETE', `/v1/shipments/${voided.id}`);
    expect(res.status).toBeLessThan(300);
    const { bytes, stderr } = await exported([fixture('amazon-jp-orders.txt')]);
    const text = bytes.toString('utf8');
    expect(text).not.toContain('250-5551003-3330021');
    expect(text).not.toContain(voided.delivery.tracking_numbers[0]);
    expect(text.trimEnd().split('\n')).toHaveLength(1 + 28);
    expect(stderr).toMatch(/3 orders of the file have no active label.*250-5551003-3330021/);
  });

  it('楽天: Shift_JIS, CRLF, every cell quoted, 配送会社 by 楽天’s code, 送付先ID from the order file', async () => {
    await ship('rakuten-orders.csv', '--carrier', 'sagawa', '--pack-size', '60');
    const byRef = await shipmentsByRef();
    const { bytes } = await exported([fixture('rakuten-orders.csv')]);
    const text = iconv.decode(bytes, 'cp932');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"注文番号","送付先ID","発送明細ID","お荷物伝票番号","配送会社","発送日"');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 20 + 1);
    const first = lines[1]!.split(',').map((c) => c.replace(/^"|"$/g, ''));
    expect(first).toEqual([
      '389012-20261127-0000100000',
      '700000',
      '900000',
      byRef.get('389012-20261127-0000100000')!.delivery.tracking_numbers[0],
      '1002',
      '2026-11-27',
    ]);
  });

  it('Yahoo!ショッピング: ShipInvoiceNumber1, ShipCompanyCode and a YYYYMMDD ShipDate, one line per order', async () => {
    await ship('yahoo-orders.csv', '--carrier', 'sagawa', '--pack-size', '60');
    const byRef = await shipmentsByRef();
    const { bytes } = await exported([fixture('yahoo-orders.csv')]);
    const lines = iconv.decode(bytes, 'cp932').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"OrderId","ShipMethod","ShipCompanyCode","ShipInvoiceNumber1","ShipInvoiceNumber2","ShipDate","ShipStatus"',
    );
    expect(lines).toHaveLength(21);
    const number = byRef.get('chabo-yamato-10000120')!.delivery.tracking_numbers[0];
    expect(lines[1]).toBe(`"chabo-yamato-10000120","","1002","${number}","","20261127","3"`);
  });

  it('B2 results: お客様管理番号 → 伝票番号 with 送り状種類 and クール区分; a row’s ご依頼主 was its sender', async () => {
    await ship('b2-okurijo.csv');
    const byRef = await shipmentsByRef();
    expect(byRef.get('B2-1002')!.from_address.full_name).toBe('茶房やまと 渋谷店');
    expect(byRef.get('B2-1001')!.from_address.full_name).toBe('茶房やまと');
    const { bytes } = await exported([fixture('b2-okurijo.csv')]);
    const lines = iconv.decode(bytes, 'cp932').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"お客様管理番号","送り状種類","クール区分","伝票番号","出荷予定日"');
    expect(lines).toHaveLength(20);
    const row = (key: string) => lines.find((l) => l.startsWith(`"${key}"`));
    const number = (key: string) => byRef.get(key)!.delivery.tracking_numbers[0];
    expect(row('B2-1003')).toBe(`"B2-1003","2","0","${number('B2-1003')}","2026/11/30"`);
    expect(row('B2-1005')).toBe(`"B2-1005","0","2","${number('B2-1005')}","2026/11/30"`);
    expect(row('B2-1011')).toBeUndefined();
  });

  it('--run: the orders of the file a run read, the same file as naming it', async () => {
    const status = await cli(['--json', 'batch', 'status']);
    const runs = JSON.parse(status.stdout) as { id: string; file: string }[];
    const b2 = runs.find((r) => r.file.endsWith('b2-okurijo.csv'))!;
    const byRun = await exported(['--run', b2.id.slice(0, 8)]);
    const byFile = await exported([fixture('b2-okurijo.csv')]);
    expect(byRun.bytes.equals(byFile.bytes)).toBe(true);
  });

  it('Shopify, for every order shipped since a time: the tracking company as Shopify names it', async () => {
    const byRef = await shipmentsByRef();
    const { bytes } = await exported(['--since', 'today', '--format', 'shopify-csv']);
    const lines = bytes.toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('"Order Name","Tracking Company","Tracking Number","Notify Customer"');
    expect(lines).toHaveLength(1 + byRef.size);
    const b2 = byRef.get('B2-1001')!.delivery.tracking_numbers[0];
    expect(lines).toContain(`"B2-1001","Yamato (JA)","${b2}","TRUE"`);
    const amazon = byRef.get('250-5551000-3330000')!.delivery.tracking_numbers[0];
    expect(lines).toContain(`"250-5551000-3330000","Sagawa (JA)","${amazon}","TRUE"`);
  });

  it('--json: a summary for scripts on stdout, the file in --out; without --out it is a usage error', async () => {
    const out = path.join(home, 'confirm.txt');
    const r = await cli(['--json', 'batch', 'export', fixture('amazon-jp-orders.txt'), '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      format: 'amazon-jp',
      lines: 28,
      orders: 19,
      tracking_numbers: 19,
      not_shipped: ['250-5551003-3330021', '250-5551020-3330140', '250-5551021-3330147'],
    });
    const none = await cli(['--json', 'batch', 'export', fixture('amazon-jp-orders.txt')]);
    expect(none.code).toBe(2);
  });

  it('orders with test labels only are said so: a --test run never reaches a marketplace', async () => {
    const file = path.join(home, 'tested.csv');
    fs.writeFileSync(
      file,
      'order,name,zip,都道府県,市区町村,住所1,phone,品名\n' +
        'T-1,山田 太郎,1000005,東京都,千代田区,丸の内1-9-1,03-3211-0001,茶\n' +
        'T-2,佐藤 花子,1500001,東京都,渋谷区,神宮前1-19-11,03-5411-0002,茶\n',
    );
    const shipped = await cli([
      'batch',
      'ship',
      file,
      '--carrier',
      'sagawa',
      '--pack-size',
      '60',
      '--test',
      '--yes',
      '--no-labels',
    ]);
    expect(shipped.code, shipped.stderr).toBe(0);
    const out = path.join(home, 'tested-confirm.txt');
    const r = await cli(['--json', 'batch', 'export', file, '--format', 'amazon-jp', '--out', out]);
    expect(JSON.parse(r.stdout)).toMatchObject({
      lines: 0,
      not_shipped: ['T-1', 'T-2'],
      test_labels_only: ['T-1', 'T-2'],
    });
    expect(r.stderr).toMatch(/2 of them have test labels only/);
  });

  it('a file of no marketplace needs --format; no file and no --since is a usage error naming both', async () => {
    const generic = path.join(home, 'orders.csv');
    fs.writeFileSync(generic, 'order,name\nA1,山田\n');
    const r = await cli(['batch', 'export', generic]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/give --format/);
    const none = await cli(['batch', 'export', '--format', 'yahoo']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--run <run> or --since <when>/);
  });
});
