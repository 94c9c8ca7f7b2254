import iconv from 'iconv-lite';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bufferSource,
  checkMapping,
  ingest,
  issueLocation,
  MappingError,
  resolveColumns,
  type BodyDefaults,
  type IngestedRow,
} from '../../../src/batch/index.js';

/** Wednesday 2026-03-04 10:00 JST. */
const NOW = new Date('2026-03-04T01:00:00Z');
const FROM = {
  full_name: 'Sandbox Shipping',
  phone: '0312345678',
  country: 'JP',
  zip: '1500002',
  province: '13',
  city: 'Shibuya-ku',
  address1: '2-21-1 Shibuya',
};
const DEFAULTS: BodyDefaults = { test: true, origin: {} };

async function rowsOf(
  text: string,
  o: { defaults?: Partial<BodyDefaults>; mapping?: Record<string, string>; strict?: boolean } = {},
) {
  const source = await bufferSource('t.csv', Buffer.from(text));
  const out: IngestedRow[] = [];
  for await (const r of ingest(source, {
    defaults: { ...DEFAULTS, ...o.defaults },
    from: FROM,
    now: NOW,
    ...(o.strict === undefined ? {} : { strict: o.strict }),
    ...(o.mapping ? { mapping: o.mapping } : {}),
  }))
    out.push(r);
  return out;
}

const JA =
  '注文番号,お届け先名,郵便番号,都道府県,市区町村,住所1,電話番号,品名,個数,単価,運送会社,サイズ,配達時間帯\n';

describe('columns', () => {
  it('generic names and Japanese aliases, compared loosely (case, spaces, full width)', () => {
    const c = resolveColumns(['Order ID', 'お届け先名', 'ＺＩＰ', '郵便番号', 'Address 1', '謎の列']);
    expect(c.preset).toBe('generic');
    expect(Object.fromEntries(c.index)).toEqual({ order_id: 0, name: 1, zip: 2, address1: 4 });
    expect(c.ignored).toEqual(['郵便番号', '謎の列']);
  });

  it('a Shopify orders export is recognised by its headers', () => {
    const c = resolveColumns([
      'Name',
      'Email',
      'Lineitem quantity',
      'Lineitem name',
      'Shipping Name',
      'Shipping Zip',
      'Shipping Province',
    ]);
    expect(c.preset).toBe('shopify');
    expect(c.header.get('order_id')).toBe('Name');
    expect(c.header.get('province')).toBe('Shipping Province');
  });

  it('--map: our field → their header, over the automatic matching', () => {
    const c = resolveColumns(['Ref', 'Customer', 'Postal'], {
      order_id: 'Ref',
      name: 'Customer',
      zip: 'Postal',
    });
    expect(Object.fromEntries(c.index)).toEqual({ order_id: 0, name: 1, zip: 2 });
    expect(() => resolveColumns(['A'], { zip: 'Postal' })).toThrow(/no such header/);
    expect(() => checkMapping({ postcode: 'Postal' })).toThrow(MappingError);
    expect(() => checkMapping(['zip'])).toThrow(/JSON object/);
  });
});

describe('rows → shipment bodies', () => {
  it('Japanese headers: address normalised, carrier name read, slot words, numbers from strings', async () => {
    const [row] = await rowsOf(
      `${JA}1001,山田 太郎,１００－０００１,東京都,千代田区,千代田1-1,03-1234-5678,Tシャツ,2,"2,500",佐川急便,80サイズ,午前中\n`,
    );
    expect(row!.problems).toEqual([]);
    expect(row!.key).toBe('1001');
    expect(row!.body.to_address).toEqual({
      full_name: '山田 太郎',
      zip: '1000001',
      province: '13',
      city: '千代田区',
      address1: '千代田1-1',
      phone: '03-1234-5678',
      country: 'JP',
    });
    expect(row!.body.setup).toEqual({
      service: 'sagawa_regular',
      pack_size: 80,
      time: 'before-noon',
      test: true,
    });
    expect(row!.body.products).toEqual([{ name: 'Tシャツ', quantity: 2, price: 2500 }]);
    expect(row!.body.from_address).toEqual(FROM);
  });

  it('a 6-digit zip gets its leading 0 back, with a warning on its line and column', async () => {
    const [row] = await rowsOf(
      `${JA}1001,鈴木 一郎,600001,北海道,札幌市中央区,北一条西2-1,011-222-3333,,,,佐川急便,60,\n`,
    );
    expect(row!.body.to_address.zip).toBe('0600001');
    expect(row!.problems).toEqual([]);
    expect(row!.warnings).toHaveLength(1);
    expect(issueLocation(row!.warnings[0]!)).toBe('line 2, order 1001, 郵便番号 (to_address.zip)');
  });

  it('a 5-digit zip is answered with a postal code only when the postal data knows it', async () => {
    const [sapporo, none] = await rowsOf(
      `${JA}1001,鈴木 一郎,10010,北海道,札幌市北区,北十条西1,011-222-3333,,,,佐川急便,60,\n` +
        `1002,鈴木 二郎,90001,北海道,札幌市北区,北十条西1,011-222-3333,,,,佐川急便,60,\n`,
    );
    expect(sapporo!.problems[0]!.issue).toMatch(/has 5 digits: .*it is 001-0010\)$/);
    // 009-0001 is no postal code: nothing is suggested.
    expect(none!.problems[0]!.issue).toBe(
      '"90001" has 5 digits: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    );
  });

  it('several rows with the same order key are one shipment with one product per row', async () => {
    const rows = await rowsOf(
      `${JA}A1,佐藤 花子,5300001,大阪府,大阪市北区,梅田3-1-1,06-1234-5678,マグカップ,1,1800,佐川急便,80,\n` +
        'A1,,,,,,,コースター,4,300,,,\n' +
        'A2,田中 誠,8120012,福岡県,福岡市博多区,博多駅中央街1-1,092-123-4567,手ぬぐい,1,1200,佐川急便,60,\n',
    );
    expect(rows.map((r) => [r.seq, r.key, r.lines])).toEqual([
      [1, 'A1', [2, 3]],
      [2, 'A2', [4]],
    ]);
    expect(rows[0]!.body.products).toEqual([
      { name: 'マグカップ', quantity: 1, price: 1800 },
      { name: 'コースター', quantity: 4, price: 300 },
    ]);
  });

  it('problems name the line, the order and the column to fix, from the domain rules', async () => {
    const rows = await rowsOf(
      `${JA}B1,山田 太郎,1000001,東京都,千代田区,千代田1-1,0312345678,本,1,abc,佐川急便,120,12-14\n` +
        'B1,山田 次郎,1000001,,,,,,,,,,\n' +
        'B2,,1000001,東京都,千代田区,,0312345678,,,,ヤマト運輸,,\n',
    );
    const where = (r: IngestedRow) => r.problems.map((p) => `${issueLocation(p)}: ${p.issue}`);
    const b1 = where(rows[0]!);
    expect(b1).toContainEqual(
      expect.stringMatching(/^line 2, order B1, サイズ \(setup\.pack_size\): .*60, 80, 100, 140, 160/),
    );
    expect(b1).toContainEqual(
      expect.stringMatching(/^line 2, order B1, 単価 \(products\[0\]\.price\): "abc" is not a number/),
    );
    expect(b1).toContainEqual(
      expect.stringMatching(
        /^line 3, order B1, お届け先名 \(to_address\.full_name\): is "山田 次郎" here but "山田 太郎" on line 2/,
      ),
    );
    const b2 = where(rows[1]!);
    expect(b2).toContainEqual(
      expect.stringMatching(
        /^line 4, order B2, お届け先名 \(to_address\.full_name\): required: give full_name or company$/,
      ),
    );
    expect(b2).toContainEqual(
      expect.stringMatching(/^line 4, order B2, 住所1 \(to_address\.address1\): required/),
    );
    // yamato needs a shipment date: no column feeds it, so the fix says which to add.
    expect(b2).toContainEqual(
      expect.stringMatching(
        /setup\.shipment_date: .*required.*add a column shipment_date \(出荷日\) or pass --shipment-date today/,
      ),
    );
  });

  it('rows of one order split apart in the file are refused, not merged', async () => {
    const rows = await rowsOf(
      `${JA}C1,山田 太郎,1000001,東京都,千代田区,千代田1-1,0312345678,本,1,100,佐川急便,60,\n` +
        'C2,山田 次郎,1000001,東京都,千代田区,千代田1-2,0312345678,本,1,100,佐川急便,60,\n' +
        'C1,,,,,,,ペン,1,100,,,\n',
    );
    expect(rows[2]!.problems[0]!.issue).toMatch(
      /order C1 also has rows at line 2.*keep the rows of one order together/,
    );
  });

  it('flags fill what the file lacks; a column wins over a flag', async () => {
    const text =
      'name,zip,address1,carrier\n山田 太郎,1000001,千代田1-1,\n鈴木 一郎,1000001,千代田1-2,yamato\n';
    const rows = await rowsOf(text, {
      defaults: {
        carrier: 'sagawa',
        packSize: 60,
        origin: { carrier: '--carrier', packSize: '--pack-size' },
      },
    });
    expect(rows[0]!.key).toBe('L2');
    expect(rows[0]!.body.setup).toMatchObject({ service: 'sagawa_regular', pack_size: 60 });
    expect(rows[1]!.body.setup.service).toBe('yamato_regular');
  });

  it('a service that contradicts the carrier column is reported on the carrier column', async () => {
    const [row] = await rowsOf(
      'name,zip,address1,carrier,service,size\n山田,1000001,千代田1-1,sagawa,yamato_regular,60\n',
    );
    expect(row!.problems.map((p) => [p.column, p.issue])).toContainEqual([
      'carrier',
      'is sagawa, but service yamato_regular belongs to yamato: make them agree',
    ]);
  });

  it('the pack size comes from width + height + depth when no size is given', async () => {
    const [row] = await rowsOf(
      'name,zip,address1,carrier,幅,高さ,奥行\n山田,1000001,千代田1-1,sagawa,30,20,25\n',
    );
    expect(row!.body.setup.pack_size).toBe(80);
  });

  it('a Shopify export: line items grouped by Name, province codes, shipping-less items left out', async () => {
    const text = readFileSync(new URL('../../fixtures/batch/shopify-orders.csv', import.meta.url), 'utf8');
    const rows = await rowsOf(text, { defaults: { carrier: 'sagawa', packSize: 60, origin: {} } });
    expect(rows.map((r) => r.key)).toEqual(['#1001', '#1002']);
    expect(rows[0]!.problems).toEqual([]);
    expect(rows[0]!.body.to_address).toMatchObject({
      full_name: '山田 太郎',
      zip: '1500002',
      province: '13',
      country: 'JP',
    });
    expect(rows[0]!.body.products).toEqual([
      { name: 'Tシャツ - M', quantity: 2, price: 2500, sku: 'TS-M' },
      { name: 'マグカップ', quantity: 1, price: 1800, sku: 'MUG-1' },
    ]);
    expect(rows[1]!.body.to_address).toMatchObject({ province: '27', zip: '5300001' });
    expect(rows[1]!.body.products).toHaveLength(1);
  });

  it('the sample file of docs/batch.md is valid', async () => {
    const text = readFileSync(new URL('../../fixtures/batch/sample.csv', import.meta.url), 'utf8');
    const rows = await rowsOf(text);
    expect(rows.map((r) => [r.key, r.problems])).toEqual([
      ['1001', []],
      ['1002', []],
      ['1003', []],
    ]);
  });
});

describe('rule sources: inferred rules only warn when the live service judges', () => {
  const blankName = `${JA}1001,,1000001,東京都,千代田区,千代田1-1,03-1234-5678,Tシャツ,1,2500,佐川急便,80,\n`;
  it('strict (default, sandbox mode, --strict): a missing recipient name is a problem', async () => {
    const [row] = await rowsOf(blankName);
    expect(row!.problems.map((p) => p.field)).toEqual(['to_address.full_name']);
  });
  it('not strict (a live base URL): the same row is valid, with a warning naming the inferred rule', async () => {
    const [row] = await rowsOf(blankName, { strict: false });
    expect(row!.problems).toEqual([]);
    expect(row!.warnings.map((w) => w.issue).join('\n')).toMatch(/inferred rule address\.label-members/);
  });
  it('a spec rule (sagawa pack size 120, spec 2.6) refuses either way', async () => {
    const bad = `${JA}1001,山田 太郎,1000001,東京都,千代田区,千代田1-1,03-1234-5678,Tシャツ,1,2500,佐川急便,120,\n`;
    const [row] = await rowsOf(bad, { strict: false });
    expect(row!.problems.map((p) => p.field)).toEqual(['setup.pack_size']);
  });
});

describe('text that did not decode never reaches a body', () => {
  const ingestBytes = async (bytes: Buffer) => {
    const source = await bufferSource('t.csv', bytes, { encoding: 'utf8' });
    const out: IngestedRow[] = [];
    for await (const r of ingest(source, { defaults: DEFAULTS, from: FROM, now: NOW })) out.push(r);
    return out;
  };
  const row = (name: string, product: string) =>
    `1002,${name},1000001,東京都,千代田区,千代田1-1,03-1234-5678,${product},1,2500,佐川急便,80,\n`;

  it('a cell with bytes that are not UTF-8 is a problem on its line, in its column, naming the fix', async () => {
    const [good, bad] = await ingestBytes(
      Buffer.concat([
        Buffer.from(`${JA}${row('山田 太郎', 'Tシャツ').replace('1002', '1001')}`),
        iconv.encode(row('髙橋 花子', '湯呑み'), 'cp932'),
      ]),
    );
    expect(good!.problems).toEqual([]);
    const locations = bad!.problems.map((p) => issueLocation(p));
    expect(locations).toContain('line 3, order 1002, お届け先名 (to_address.full_name)');
    expect(locations).toContain('line 3, order 1002, 品名 (products[0].name)');
    expect(bad!.problems[0]!.issue).toBe(
      'has bytes that are not UTF-8 text (a label would print them as garbage): save the file again as UTF-8 or Shift_JIS from Excel',
    );
  });

  it('a header with bytes that are not text refuses the file', async () => {
    const bytes = Buffer.concat([iconv.encode('注文番号,お届け先名\n', 'cp932'), Buffer.from('1001,Taro\n')]);
    await expect(ingestBytes(bytes)).rejects.toThrow(
      new MappingError(
        'line 1 (the header) has bytes that are not UTF-8 text: save the file again as UTF-8 or Shift_JIS from Excel',
      ),
    );
  });
});
