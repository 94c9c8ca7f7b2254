// The lists a packer reads at an 80-column terminal: nothing wider than the terminal, codes
// and ids whole, names with room to be read; what gives way first is what says least.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { addressColumns } from '../../src/cli/commands/addresses/view.js';
import { orderColumns } from '../../src/cli/commands/orders/present.js';
import { rowColumns } from '../../src/cli/commands/batch/status.js';
import { accountColumns } from '../../src/cli/shared/carrier-accounts.js';
import { warehouseColumns } from '../../src/cli/commands/warehouses/view.js';
import { catalogEntry } from '../../src/cli/commands/carriers/catalog-view.js';
import { renderTable } from '../../src/cli/output/table.js';
import { runCli } from '../../src/cli/run.js';
import { fakeStreams } from '../helpers/streams.js';
import { createTheme } from '../../src/cli/output/theme.js';
import type { ResultRow } from '../../src/batch/results.js';
import type { AddressRecord, CarrierAccount, Order, WarehouseRecord } from '../../src/contract/index.js';

const theme = createTheme(false);
const at = (columns: number) => ({ tty: true, theme, columns });
const widest = (text: string) =>
  Math.max(
    ...text
      .trimEnd()
      .split('\n')
      .map((l) => stringWidth(l)),
  );

const ACCOUNTS = [
  {
    id: 'ATzm4J75aIyWdUXaf',
    type: 'yamato_intl',
    state: 'active',
    credentials: { credential_1: '********' },
  },
  {
    id: '8a3iB3RQxePDjdGeW',
    type: 'sagawa',
    state: 'active',
    settings: { print: { size: 'PDF_A5' } },
    credentials: { key: '********', password: '********', account_number: '0123456789' },
  },
] as unknown as CarrierAccount[];

const TIMES = { created_at: '2026-11-25T01:06:00Z', updated_at: '2026-11-25T01:06:00Z' };
const WAREHOUSES = [
  {
    id: 'FbJDhGXZS8QRDLHTX',
    ...TIMES,
    address: {
      full_name: 'Sandbox Shipping',
      full_name_kanji: 'サンドボックス 出荷センター',
      company_kanji: 'シップシーティーエル株式会社',
      country: 'JP',
      zip: '1500002',
      province_kanji: '東京都',
      address1_kanji: '渋谷区渋谷2-21-1',
    },
  },
] as unknown as WarehouseRecord[];
const ADDRESSES = [
  {
    id: 'Qm3addrK1e9xYz0Ab',
    ...TIMES,
    address: {
      full_name: '鈴木 次郎',
      company: '鈴木商店',
      country: 'JP',
      zip: '530-0001',
      province: '大阪府',
      city: '大阪市北区',
      address1: '梅田1-1-3',
      address2: '梅田ビル5F',
    },
  },
] as unknown as AddressRecord[];

describe('lists at 80 columns', () => {
  it('carriers list: the type whole, the name readable, the masked credentials gone', () => {
    const text = renderTable(ACCOUNTS, accountColumns(), at(80));
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(text).toContain('yamato_intl');
    expect(text).toContain('佐川急便 (Sagawa)');
    expect(text).not.toContain('CREDENTIALS');
    expect(renderTable(ACCOUNTS, accountColumns(), at(160))).toContain('CREDENTIALS');
  });

  it('warehouses list: fits, the name keeps 16 cells, the country and the time give way', () => {
    const text = renderTable(WAREHOUSES, warehouseColumns(), at(80));
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(text).toContain('サンドボックス …');
    expect(text).not.toMatch(/COUNTRY|CREATED/);
    expect(renderTable(WAREHOUSES, warehouseColumns(), at(200))).toMatch(/COUNTRY.*CREATED \(JST\)/);
  });

  it('addresses list: fits, with the name whole', () => {
    const text = renderTable(ADDRESSES, addressColumns(), at(80));
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(text).toContain('鈴木 次郎');
  });
});

describe('batch status RUN at 80 columns', () => {
  const row = (line: number, o: Partial<ResultRow>): ResultRow => ({
    line,
    key: `100${line}`,
    status: 'done',
    shipment_id: '',
    tracking_numbers: [],
    label_file: '',
    price: null,
    currency: '',
    ref_number: `Bcf3fdce6-100${line}`,
    error: '',
    ...o,
  });

  it('a run of refusals: each reason whole, on a line of its own under its row', () => {
    const issue = 'setup.shipment_date: required for yamato: a date YYYY-MM-DD in JST within 30 days';
    const other = 'setup.pack_size: must be one of 60, 80, 100, 140, 160 for sagawa; got 999';
    const text = renderTable(
      [row(2, { status: 'skipped', error: issue }), row(3, { status: 'skipped', error: other })],
      rowColumns(),
      at(80),
    );
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^LINE\s+KEY\s+STATUS$/);
    expect(lines[1]).toMatch(/^\s+2\s+1002\s+skipped$/);
    // The reason's lines, read together, are the reason: nothing cut.
    const under = (from: number, to: number) =>
      lines
        .slice(from, to)
        .map((l) => l.replace(/^\s+(error: )?/, ''))
        .join(' ');
    const next = lines.findIndex((l) => /^\s+3\s+1003/.test(l));
    expect(lines[2]).toMatch(/^ {2}error: setup\.shipment_date/);
    expect(under(2, next)).toBe(issue);
    expect(under(next + 1, lines.length)).toBe(other);
    expect(widest(text)).toBeLessThanOrEqual(80);
  });

  it('a run that shipped: the shipment and tracking number whole, no error column', () => {
    const text = renderTable(
      [row(2, { shipment_id: 'API-D96YNDFACL', tracking_numbers: ['402365612132'] })],
      rowColumns(),
      at(80),
    );
    expect(text.split('\n')[0]).toMatch(/^LINE\s+KEY\s+STATUS\s+SHIPMENT\s+TRACKING$/);
    expect(text).toContain('API-D96YNDFACL  402365612132');
  });
});

describe('orders list at 80 columns: what a packer needs to pack', () => {
  const order = (n: number, to: Record<string, string>, carrier: string, products: [string, number][]) =>
    ({
      id: `API-ORDER000${n}`,
      state: 'active',
      created_at: '2026-11-26T01:00:00Z',
      to_address: { country: 'JP', phone: '0312345678', ...to },
      products: products.map(([name, quantity]) => ({ name, quantity, price: 500 })),
      setup: { carrier, ref_number: `ORD-20261126-000${n}` },
    }) as unknown as Order;
  const ORDERS = [
    order(1, { full_name: '山田 太郎', province: '13', city: '千代田区' }, 'sagawa', [['Tシャツ', 2]]),
    order(4, { full_name: '高橋 美咲', province: '北海道', city: '札幌市中央区' }, 'yuupack', [
      ['Tシャツ', 3],
      ['ステッカー', 10],
    ]),
    order(6, { full_name: '渡辺 さくら', province: '23', city: '名古屋市中区' }, 'yamato', [['ノート', 5]]),
  ];
  const shipped = (o: Order) => (o.id === 'API-ORDER0001' ? 'API-SHIPPED001' : '');
  const screen = (tty: boolean) =>
    ({ io: { stdoutIsTTY: tty }, now: () => new Date('2026-11-26T01:00:00Z') }) as never;

  it('the order number, recipient, place, carrier, each product with its quantity and the status, within 80', () => {
    const text = renderTable(ORDERS, orderColumns(screen(true), shipped), at(80));
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(text.split('\n')[0]).toMatch(/^ORDER\s+RECIPIENT\s+PLACE\s+CARRIER\s+CONTENTS\s+STATUS/);
    for (const whole of ['ORD-20261126-0001', 'ORD-20261126-0004', 'ORD-20261126-0006'])
      expect(text).toContain(whole);
    for (const needed of [
      '山田 太郎',
      '高橋 美咲',
      '渡辺 さくら',
      '東京都',
      '千代田区',
      '北海道',
      '札幌市中央区',
    ])
      expect(text).toContain(needed);
    for (const carrier of ['sagawa', 'yuupack', 'yamato']) expect(text).toContain(carrier);
    // Two T-shirts are two: each product on a line of its own, with how many.
    // The count stays on the line of its item (joined by no-break spaces, which read as spaces).
    const read = text.replace(/\u00a0/g, ' ');
    expect(read).toContain('2 × Tシャツ');
    expect(read).toContain('3 × Tシャツ');
    expect(read).toContain('10 × ステッカー');
    expect(read).not.toMatch(/ ×\s*\n/);
    expect(text).toMatch(/ORD-20261126-0001 .*shipped/);
    expect(text).toMatch(/ORD-20261126-0004 .*open/);
  });

  it('--wide shows the id, the time and the label too; piped rows keep their columns', () => {
    const wide = renderTable(ORDERS, orderColumns(screen(true), shipped), { tty: true, theme });
    expect(wide.split('\n')[0]).toMatch(/^ORDER\s+ID\s+.*CREATED \(JST\).*STATUS\s+LABEL$/);
    expect(wide).toContain('API-SHIPPED001');
    const piped = renderTable(ORDERS, orderColumns(screen(false), shipped), { tty: false, theme });
    expect(piped.split('\n')[1]).toBe(
      'API-ORDER0004\t2026-11-26T01:00:00.000Z\tyuupack\t高橋 美咲\t北海道 札幌市中央区\tTシャツ +1\tORD-20261126-0004\topen\t',
    );
  });
});

describe('carriers catalog yamato at 80 columns', () => {
  it('every time slot whole (the list wraps within its cell), every line within 80', async () => {
    const streams = fakeStreams({ tty: true, columns: 80 });
    const home = mkdtempSync(path.join(tmpdir(), 'shipctl-catalog-'));
    try {
      const code = await runCli(['carriers', 'catalog', 'yamato'], {
        env: { SHIPCTL_HOME: home, NO_COLOR: '1' },
        streams,
      });
      expect(code, streams.err()).toBe(0);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
    const text = streams.out();
    expect(widest(text)).toBeLessThanOrEqual(80);
    const slots = catalogEntry('yamato', new Date()).time_slots;
    expect(slots.length).toBeGreaterThan(6);
    // The field's lines read together are the whole list, each slot once.
    const lines = text.split('\n');
    const first = lines.findIndex((l) => l.startsWith('time slots'));
    const value = [lines[first]!.replace(/^time slots\s+/, '')];
    for (const l of lines.slice(first + 1)) {
      if (!/^\s/.test(l)) break;
      value.push(l.trim());
    }
    expect(value.join(' ')).toBe(slots.join(', '));
  });
});
