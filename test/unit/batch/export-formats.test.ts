// What each marketplace's upload file says of an order of several parcels, and of a
// carrier the marketplace's list does not hold.
import { describe, expect, it } from 'vitest';
import { FORMATS, type Parcel, type ShippedOrder } from '../../../src/batch/export/formats.js';
import { readB2CoolCode, readB2ServiceCode, readB2TimeCode } from '../../../src/batch/ingest/presets.js';

const parcel = (number: string, over: Partial<Parcel> = {}): Parcel => ({
  number,
  carrier: 'yamato',
  service: 'yamato_regular',
  shipDate: '2026-11-27',
  ...over,
});

const twoParcels: ShippedOrder = {
  order: {
    orderId: '250-1234567-7654321',
    line: 2,
    items: [
      { itemId: '11111111111111', quantity: '1' },
      { itemId: '22222222222222', quantity: '2' },
    ],
    rakuten: { destinationId: '7001', detailId: '9001' },
  },
  parcels: [parcel('012345678901'), parcel('012345678902')],
};

describe('an order of several parcels', () => {
  it('Amazon: each item once with the first number, each further number on a line without an item', () => {
    const lines = FORMATS['amazon-jp'].lines(twoParcels);
    expect(lines.map((l) => [l[1], l[2], l[6]])).toEqual([
      ['11111111111111', '1', '012345678901'],
      ['22222222222222', '2', '012345678901'],
      ['', '', '012345678902'],
    ]);
    expect(lines[0]![4]).toBe('Yamato Transport');
    expect(lines[0]![7]).toBe('宅急便');
  });

  it('楽天 and B2: one line per number', () => {
    expect(FORMATS.rakuten.lines(twoParcels).map((l) => [l[1], l[2], l[3], l[4]])).toEqual([
      ['7001', '9001', '012345678901', '1001'],
      ['7001', '', '012345678902', '1001'],
    ]);
    expect(FORMATS['b2-results'].lines(twoParcels).map((l) => l[3])).toEqual([
      '012345678901',
      '012345678902',
    ]);
  });

  it('Yahoo: two numbers on the order’s line, a third said as left out', () => {
    const three = { ...twoParcels, parcels: [...twoParcels.parcels, parcel('012345678903')] };
    const [line] = FORMATS.yahoo.lines(three);
    expect([line![3], line![4]]).toEqual(['012345678901', '012345678902']);
    expect(FORMATS.yahoo.overflow!(three)).toEqual(['012345678903']);
  });

  it('Shopify: one fulfilment line with the numbers comma-separated', () => {
    expect(FORMATS['shopify-csv'].lines(twoParcels)).toEqual([
      ['250-1234567-7654321', 'Yamato (JA)', '012345678901,012345678902', 'TRUE'],
    ]);
  });
});

describe('carriers by each marketplace’s own name', () => {
  const one = (p: Parcel): ShippedOrder => ({ order: { orderId: 'A1', line: 2, items: [] }, parcels: [p] });
  it('Japan Post’s domestic services are Japan Post; a carrier not listed is "other" with its name', () => {
    const yuupack = one(parcel('1', { carrier: 'yuupack', service: 'yuupack_regular' }));
    expect(FORMATS['amazon-jp'].lines(yuupack)[0]![4]).toBe('Japan Post');
    expect(FORMATS['shopify-csv'].lines(yuupack)[0]![1]).toBe('Japan Post (JA)');
    expect(FORMATS.rakuten.lines(yuupack)[0]![4]).toBe('1003');
    const other = one(parcel('1', { carrier: 'pegasus', service: undefined }));
    expect(FORMATS['amazon-jp'].lines(other)[0]!.slice(4, 6)).toEqual(['Other', expect.any(String)]);
    expect(FORMATS.rakuten.lines(other)[0]![4]).toBe('1000');
  });
});

describe('B2クラウド codes', () => {
  it('送り状種類 to the yamato service, or refused with the reason', () => {
    expect(readB2ServiceCode('0')).toEqual({ ok: true, value: 'yamato_regular' });
    expect(readB2ServiceCode('２')).toEqual({ ok: true, value: 'yamato_collect' });
    expect(readB2ServiceCode('7')).toEqual({ ok: true, value: 'yamato_nekopos' });
    expect(readB2ServiceCode('8')).toMatchObject({
      ok: false,
      issue: expect.stringMatching(/宅急便コンパクト/),
    });
    expect(readB2ServiceCode('X')).toMatchObject({
      ok: false,
      issue: expect.stringMatching(/not a B2 送り状種類/),
    });
  });

  it('クール区分 and 配達時間帯', () => {
    expect(['', '0', '1', '2'].map((c) => readB2CoolCode(c))).toEqual(
      ['regular', 'regular', 'frozen', 'fresh'].map((value) => ({ ok: true, value })),
    );
    expect(readB2TimeCode('0812')).toEqual({ ok: true, value: '午前中' });
    expect(readB2TimeCode('1416')).toEqual({ ok: true, value: '14-16' });
    expect(readB2TimeCode('1315')).toMatchObject({ ok: false });
  });
});
