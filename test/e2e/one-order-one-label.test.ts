// An order's number is its identity across every command and sequence of a day: a --test
// rehearsal then the real run, a re-exported file, a by-hand `ship --ref`, look-alike refs, a
// void then a re-scan, a lookup by what the packer holds, two homes at once. Each ends with one
// real label per order and no order lost. The CLI against a sandbox on an ephemeral port,
// its clock pinned (Wednesday 10:00 JST).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import {
  allShipments,
  JA_HEADERS,
  japaneseOrders,
  sjis,
  spawnCli,
  toCsv,
} from '../fixtures/batch/harness.js';
import { makeHome, type RunCliOptions } from '../helpers/cli.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { TO_OSAKA, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

// A sandbox of its own for each test, its clock pinned (and moved on by the test).
let clock = fixedClock(WEDNESDAY_10_JST);
const t = useSandboxCli(() => ({ clock: (clock = fixedClock(WEDNESDAY_10_JST)) }), { sandbox: 'each-test' });

// The CLI's "now" is the sandbox's (ship dates are worked out from it): SHIPCTL_NOW.
const cli = (args: string[], o: RunCliOptions = {}) => t.shipctl(args, o.env, o);

const REAL = ['--carrier', 'sagawa', '--pack-size', '60', '--yes'];
const TEST = ['--carrier', 'sagawa', '--pack-size', '60', '--test'];

async function createOrder(ref: string, extra: string[] = []): Promise<string> {
  const res = await cli([
    'orders',
    'create',
    '--to-name',
    `Customer ${ref}`,
    '--to-phone',
    '0612345678',
    '--to-zip',
    '5300001',
    '--to-province',
    '27',
    '--to-city',
    'Osaka-shi',
    '--to-address1',
    '1-1 Umeda',
    '--product',
    'Tea,1,1000',
    '--ref',
    ref,
    ...extra,
    '--json',
  ]);
  expect(res.code, res.stderr).toBe(0);
  clock.advance(60_000);
  return JSON.parse(res.stdout).id as string;
}

const real = (all: any[]) => all.filter((s) => s.state === 'active' && s.test !== true);
const refsOf = (all: any[]) => all.map((s) => s.setup.ref_number).sort();

describe('a --test rehearsal, then the real run', () => {
  it('orders ship --all --test keeps every order open; the real run then ships each once', async () => {
    for (const ref of ['R-1', 'R-2', 'R-3']) await createOrder(ref);
    const rehearsal = await cli(['orders', 'ship', '--all', ...TEST, '--yes', '--json']);
    expect(rehearsal.code, rehearsal.stderr).toBe(0);
    expect(JSON.parse(rehearsal.stdout).map((o: any) => o.status)).toEqual(['shipped', 'shipped', 'shipped']);
    expect(rehearsal.stderr).toContain('the orders stay open');

    const run = await cli(['orders', 'ship', '--all', ...REAL, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).map((o: any) => [o.ref_number, o.status])).toEqual([
      ['R-1', 'shipped'],
      ['R-2', 'shipped'],
      ['R-3', 'shipped'],
    ]);
    const all = await allShipments(t.sb);
    expect(refsOf(real(all))).toEqual(['R-1', 'R-2', 'R-3']);
    expect(all.filter((s) => s.test === true)).toHaveLength(3);
  });

  it('a test label never holds back ship --ref, and the error for a real one names it', async () => {
    const rehearsal = await cli(['ship', ...TEST, ...TO_OSAKA, '--ref', 'R-9', '--json']);
    expect(rehearsal.code, rehearsal.stderr).toBe(0);
    const first = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', 'R-9', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const second = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', 'R-9', '--json']);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`order R-9 is already shipped: ${JSON.parse(first.stdout).id}`);
    expect(second.stderr).not.toContain('TEST');
  });
});

describe('look-alike refs are one order', () => {
  it.each([
    ['DUP‐900', 'U+2010 hyphen'],
    ['DUP−900', 'U+2212 minus'],
    ['DUPー900', 'U+30FC typed in kana mode'],
    ['DUP-900\u200b', 'a trailing zero-width space'],
    ['ｄｕｐ－９００', 'full width, lower case'],
  ])('%j (%s) after DUP-900 is refused, exit 2, nothing sent', async (alike) => {
    expect((await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', 'DUP-900', '--json'])).code).toBe(0);
    const again = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', alike, '--json']);
    expect(again.code, again.stderr).toBe(2);
    expect(again.stderr).toContain('is already shipped');
    expect(real(await allShipments(t.sb))).toHaveLength(1);
  });

  it('a ref is printed as normalised text: ＤＵＰ－９０１ is DUP-901 on the label', async () => {
    const res = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', 'ＤＵＰ－９０１', '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout).setup.ref_number).toBe('DUP-901');
  });
});

describe('a CSV re-exported with one more row', () => {
  it('the same rows plus one, saved as Shift_JIS: only the new row is sent; its order number is the ref', async () => {
    const rows = japaneseOrders(5, 7).map((r, i) => [`A100${i + 1}`, ...r.slice(1)]);
    const first = path.join(t.home.dir, 'orders.csv');
    writeFileSync(first, toCsv(JA_HEADERS, rows));
    const run1 = await cli(['batch', 'ship', first, '--yes', '--json']);
    expect(run1.code, run1.stderr).toBe(0);
    expect(refsOf(real(await allShipments(t.sb)))).toEqual(['A1001', 'A1002', 'A1003', 'A1004', 'A1005']);

    const more = [...rows, ['A1006', ...rows[0]!.slice(1)]];
    const second = path.join(t.home.dir, 'orders-again.csv');
    writeFileSync(second, sjis(toCsv(JA_HEADERS, more)));
    const run2 = await cli(['batch', 'ship', second, '--yes', '--json']);
    expect(run2.code, run2.stderr).toBe(0);
    const results = JSON.parse(run2.stdout) as any[];
    expect(results.filter((r) => /already shipped as API-/.test(r.error ?? ''))).toHaveLength(5);
    expect(refsOf(real(await allShipments(t.sb)))).toEqual([
      'A1001',
      'A1002',
      'A1003',
      'A1004',
      'A1005',
      'A1006',
    ]);

    const byRef = await cli(['shipments', 'list', '--ref', 'A1001', '--json']);
    expect(JSON.parse(byRef.stdout)).toHaveLength(1);
    const byHand = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', 'A1001', '--json']);
    expect(byHand.code).toBe(2);
    expect(real(await allShipments(t.sb))).toHaveLength(6);
  });

  it('two rows apart with one order number (A-1 and Ａ‐１) are refused in the dry run already', async () => {
    const rows = japaneseOrders(3, 3);
    rows[0]![0] = 'A-1';
    rows[1]![0] = 'B-2';
    rows[2]![0] = 'Ａ‐１';
    const file = path.join(t.home.dir, 'dup.csv');
    writeFileSync(file, toCsv(JA_HEADERS, rows));
    const dry = await cli(['batch', 'ship', file, '--dry-run']);
    expect(dry.code).toBe(2);
    expect(dry.stderr).toContain('order Ａ‐１ also has rows at line 2');
  });
});

describe('void, then ship again', () => {
  it('a voided label opens its order again: the station ships it anew, one active label', async () => {
    await createOrder('ORD-1405');
    const first = await cli(['station', ...REAL, '--json'], { input: 'ORD-1405\n' });
    expect(first.code, first.stderr).toBe(0);
    const shipped = JSON.parse(first.stdout);
    expect(shipped.status).toBe('shipped');
    const voided = await cli(['shipments', 'void', 'ORD-1405', '--yes']);
    expect(voided.code, voided.stderr).toBe(0);
    expect(voided.stderr).toContain('order ORD-1405 is open again');
    const again = await cli(['station', ...REAL, '--json'], { input: 'ORD-1405\n' });
    expect(again.code, again.stderr).toBe(0);
    const reshipped = JSON.parse(again.stdout);
    expect(reshipped.status).toBe('shipped');
    expect(reshipped.shipment_id).not.toBe(shipped.shipment_id);
    expect(real(await allShipments(t.sb)).map((s) => s.id)).toEqual([reshipped.shipment_id]);
  });

  it('a voided batch row is sent again by the next run of the same file', async () => {
    const file = path.join(t.home.dir, 'orders.csv');
    writeFileSync(file, toCsv(JA_HEADERS, japaneseOrders(3, 5)));
    expect((await cli(['batch', 'ship', file, '--yes', '--json'])).code).toBe(0);
    expect((await cli(['shipments', 'void', 'A0002', '--yes'])).code).toBe(0);
    const rerun = await cli(['batch', 'ship', file, '--yes', '--json']);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(refsOf(real(await allShipments(t.sb)))).toEqual(['A0001', 'A0002', 'A0003']);
  });
});

describe('lookups take what the packer holds', () => {
  it('orders ship takes an order number; shipments get, label and track take a ref or a tracking number', async () => {
    await createOrder('ORD-1002');
    const shipped = await cli(['orders', 'ship', 'ＯＲＤ－１００２', ...REAL, '--json']);
    expect(shipped.code, shipped.stderr).toBe(0);
    const {
      shipment_id: id,
      tracking_numbers: [tracking],
    } = JSON.parse(shipped.stdout)[0];
    for (const typed of ['ORD-1002', String(tracking).replace(/^(\d{4})(\d{4})/, '$1-$2-')]) {
      const got = await cli(['shipments', 'get', typed, '--json']);
      expect(got.code, got.stderr).toBe(0);
      expect(JSON.parse(got.stdout).id).toBe(id);
    }
    const label = await cli([
      'shipments',
      'label',
      'ORD-1002',
      '--out',
      path.join(t.home.dir, 'l.pdf'),
      '--json',
    ]);
    expect(label.code, label.stderr).toBe(0);
    expect(JSON.parse(label.stdout).id).toBe(id);
  });

  it('a ref on two labels is ambiguous (exit 2, both named); an unknown one exits 4 pointing at shipments find', async () => {
    const a = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', 'TWICE', '--json']);
    const b = await cli(['ship', ...REAL, ...TO_OSAKA, '--ref', 'TWICE', '--allow-duplicate-ref', '--json']);
    const ambiguous = await cli(['shipments', 'get', 'TWICE']);
    expect(ambiguous.code).toBe(2);
    for (const r of [a, b]) expect(ambiguous.stderr).toContain(JSON.parse(r.stdout).id);
    const none = await cli(['shipments', 'void', 'NO-SUCH-ORDER', '--yes']);
    expect(none.code).toBe(4);
    expect(none.stderr).toContain('shipctl shipments find NO-SUCH-ORDER');
  });
});

describe('the order’s own choice of carrier', () => {
  it('a yamato order at a sagawa station ships yamato; --carrier sagawa replaces it and says so', async () => {
    await createOrder('Y-1', ['--carrier', 'yamato']);
    await createOrder('Y-2', ['--carrier', 'yamato']);
    expect((await cli(['config', 'set', 'station.carrier', 'sagawa'])).code).toBe(0);
    expect((await cli(['config', 'set', 'station.pack_size', '60'])).code).toBe(0);
    const station = await cli(['station', '--yes', '--json'], { input: 'Y-1\n' });
    expect(station.code, station.stderr).toBe(0);
    expect(JSON.parse(station.stdout).service).toMatch(/^yamato_/);

    const forced = await cli([
      'orders',
      'ship',
      'Y-2',
      '--carrier',
      'sagawa',
      '--pack-size',
      '60',
      '--yes',
      '--json',
    ]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(forced.stdout)[0]).toMatchObject({
      service: 'sagawa_regular',
      replaced_carrier: 'yamato',
    });
    expect(forced.stderr).toContain('order Y-2 asks for yamato');
  });
});

describe('one file started three times at once in one home', () => {
  it('one run ships it; the others say which process is working on it, and send nothing', async () => {
    const file = path.join(t.home.dir, 'orders.csv');
    writeFileSync(file, toCsv(JA_HEADERS, japaneseOrders(10, 17)));
    const args = ['--base-url', t.sb.url, 'batch', 'ship', file, '--yes', '--json'];
    const runs = await Promise.all(
      [1, 2, 3].map(() => spawnCli(args, { home: t.home.dir, env: { SHIPCTL_TOKEN: t.sb.token } }).done),
    );
    const shipped = runs.filter((r) => r.code === 0);
    expect(shipped.length, runs.map((r) => r.stderr).join('\n---\n')).toBeGreaterThanOrEqual(1);
    for (const r of runs.filter((x) => x.code !== 0)) {
      expect(r.stderr).toMatch(/is being worked on by process \d+/);
      expect(r.stderr).not.toContain('UNIQUE constraint');
    }
    const active = real(await allShipments(t.sb));
    expect(active).toHaveLength(10);
    expect(new Set(refsOf(active)).size).toBe(10);
  });
});

describe('two packing PCs, one file', () => {
  it('the same 40-row file from two homes at once: one real label per row', async () => {
    const file = path.join(t.home.dir, 'orders.csv');
    writeFileSync(file, sjis(toCsv(JA_HEADERS, japaneseOrders(40, 11))));
    const other = makeHome();
    try {
      const args = ['--base-url', t.sb.url, 'batch', 'ship', file, '--yes', '--json'];
      const env = { SHIPCTL_TOKEN: t.sb.token };
      const [a, b] = await Promise.all([
        spawnCli(args, { home: t.home.dir, env }).done,
        spawnCli(args, { home: other.dir, env }).done,
      ]);
      for (const r of [a, b]) expect([0, 7], r.stderr).toContain(r.code);
      const active = real(await allShipments(t.sb));
      expect(active).toHaveLength(40);
      expect(new Set(refsOf(active)).size).toBe(40);
    } finally {
      other.remove();
    }
  });
});
