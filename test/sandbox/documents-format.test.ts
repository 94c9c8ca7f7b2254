// What the documents say, checked without drawing: address order and script,
// slots, number grouping, line breaking, ZPL escaping, the label models (return
// labels swap the parties) and the inputs built from a stored shipment.
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  groupedNumber,
  timeSlotText,
  wrapText,
  dateText,
  moneyText,
} from '../../src/sandbox/documents/format.js';
import { zplField } from '../../src/sandbox/documents/label-zpl.js';
import { startPosition } from '../../src/sandbox/documents/print-sizes.js';
import {
  labelInputFromShipment,
  labelModels,
  labelOptionsFromSettings,
  printSizeOf,
} from '../../src/sandbox/documents/index.js';
import {
  DHL_SHIPMENT,
  LONDON,
  OSAKA_JA,
  WAREHOUSE,
  YAMATO_SHIPMENT,
} from '../fixtures/documents/shipments.js';

describe('addressLines', () => {
  it('prints a warehouse in kanji, prefecture first, from its kanji members', () => {
    expect(addressLines(WAREHOUSE, { showCountry: false })).toEqual({
      zip: '〒150-0002',
      lines: ['東京都渋谷区渋谷2-21-1', 'サンドボックスビル5階'],
      company: 'シップシーティーエル株式会社',
      name: 'サンドボックス 出荷担当',
      phone: '0312345678',
      country: '',
      japanese: true,
    });
  });

  it('prints Japanese text of the plain members in Japanese order, the prefecture from its code', () => {
    const a = addressLines(OSAKA_JA, { showCountry: false });
    expect(a.lines).toEqual(['大阪府大阪市北区梅田1-1-3', '大阪駅前第3ビル 12階']);
    expect([a.zip, a.name, a.japanese]).toEqual(['〒530-0001', '鈴木 次郎', true]);
  });

  it('prints the Latin members on international documents, with the country', () => {
    const a = addressLines(WAREHOUSE, { showCountry: true, latin: true });
    expect(a.lines).toEqual(['2-21-1 Shibuya', 'Sandbox Bldg. 5F', 'Shibuya-ku, Tokyo 150-0002']);
    expect([a.name, a.company, a.country, a.japanese]).toEqual([
      'Sandbox Shipping',
      'Shipctl Sandbox K.K.',
      'JAPAN (JP)',
      false,
    ]);
    expect(addressLines(LONDON, { showCountry: true, latin: true }).lines).toEqual([
      '10 Downing Street',
      'London, SW1A 1AA',
    ]);
  });

  it('joins Japanese and Latin parts with a space, Japanese parts without one', () => {
    const a = addressLines(
      { country: 'JP', zip: '1000001', province: '13', city: 'Chiyoda-ku', address1: '千代田1-1' },
      { showCountry: false },
    );
    expect(a.lines).toEqual(['東京都 Chiyoda-ku 千代田1-1']);
  });
});

describe('format helpers', () => {
  it('names time slots the way Japanese slips print them', () => {
    expect(['before-noon', '14-16', 'not-specified', undefined, 'odd'].map((s) => timeSlotText(s))).toEqual([
      '午前中',
      '14-16時',
      '指定なし',
      '指定なし',
      'odd',
    ]);
    expect(dateText('2026-03-06')).toBe('2026-03-06 (金)');
    expect([moneyText(1234, 'JPY'), moneyText(12.5, 'USD')]).toEqual(['¥1,234', 'USD 12.50']);
  });

  it('groups tracking numbers per carrier', () => {
    expect(groupedNumber('400012345678')).toBe('4000-1234-5678');
    expect(groupedNumber('1234567890', 'dhl')).toBe('12 3456 7890');
    expect(groupedNumber('123456789012', 'fedex')).toBe('1234 5678 9012');
    expect(groupedNumber('1Z4FRK8X0112345678', 'ups')).toBe('1Z 4FR K8X 01 1234 5678');
    expect(groupedNumber('EX12345678JP')).toBe('EX12345678JP');
  });

  it('breaks Japanese between words and Latin at spaces, cutting words longer than the line', () => {
    const measure = (s: string) => [...s].length;
    expect(wrapText('大阪府大阪市北区梅田', measure, 4)).toEqual(['大阪府大', '阪市北区', '梅田']);
    // A building name is never cut (栄3-5-1 サ|カエビル2F): the line breaks before it.
    expect(wrapText('栄3-5-1 サカエビル2F', measure, 10)).toEqual(['栄3-5-1', 'サカエビル2F']);
    expect(wrapText('お届け先の電話番号を尋ねます', measure, 8)).toEqual(['お届け先の', '電話番号を', '尋ねます']);
    expect(wrapText('10 Downing Street London', measure, 10)).toEqual(['10 Downing', 'Street', 'London']);
    expect(wrapText('Supercalifragilistic', measure, 8)).toEqual(['Supercal', 'ifragili', 'stic']);
  });

  it('escapes ZPL command characters in field data and flattens line breaks', () => {
    expect(zplField('A^B~C_D\nE')).toBe('A_5eB_7eC_5fD E');
  });

  it('reads print_start_location as 1..4, as a number or a numeric string', () => {
    expect([1, 4, '3', 0, 5, 'x', undefined, 2.5].map(startPosition)).toEqual([1, 4, 3, 1, 1, 1, 1, 1]);
  });
});

describe('labelModels and the inputs from a stored shipment', () => {
  it('builds a domestic label from the setup: slot, date, cool and care badges, facts', () => {
    const [m, ...rest] = labelModels(labelInputFromShipment(YAMATO_SHIPMENT));
    expect(rest).toEqual([]);
    expect(m).toMatchObject({
      carrierName: 'ヤマト運輸 (Yamato)',
      serviceName: '宅急便',
      domestic: true,
      trackingNumber: '400012345678',
      deliveryDate: '2026-03-06 (金)',
      deliverySlot: '14-16時',
      index: 1,
      count: 1,
    });
    expect(m!.badges.map((b) => b.kind)).toEqual(['cool', 'care']);
    expect(m!.facts).toContainEqual(['品名 Contents', 'Tシャツ ×2']);
    expect(m!.facts).toContainEqual(['記事 Ref', 'ORDER-1001']);
  });

  it('treats the last number of a return_label shipment as the return label, sender and recipient swapped', () => {
    const input = labelInputFromShipment(DHL_SHIPMENT);
    expect(input.trackingNumbers).toEqual([
      { tracking_number: '1234567890', role: 'outbound' },
      { tracking_number: '9876543210', role: 'return' },
    ]);
    const [out, back] = labelModels(input);
    expect([out!.to.name, out!.from.name, out!.destination]).toEqual([
      'Jane Smith',
      'Sandbox Shipping',
      'GB',
    ]);
    expect([back!.to.name, back!.from.name, back!.destination]).toEqual([
      'Sandbox Shipping',
      'Jane Smith',
      'JP',
    ]);
    expect(back!.badges.map((b) => b.kind)).toEqual(['test', 'return']);
    expect(out!.facts).toContainEqual(['重量 Weight', '800 g']);
  });

  it('prints the estimated date when the account asks for it and setup.date is absent', () => {
    const setup = { ...(YAMATO_SHIPMENT.setup as object), date: undefined };
    const wire = { ...YAMATO_SHIPMENT, setup };
    expect(labelInputFromShipment(wire).date).toBeUndefined();
    expect(labelInputFromShipment(wire, { printEarliestDate: true }).date).toBe('2026-03-05');
  });

  it('marks a voided shipment and still labels a carrier without tracking', () => {
    const input = labelInputFromShipment({ ...YAMATO_SHIPMENT, state: 'void' });
    expect(labelModels(input)[0]!.badges[0]).toEqual({ text: 'VOID 無効', kind: 'void' });
    const custom = labelModels({
      ...input,
      carrier: 'custom',
      service: 'custom_standard',
      trackingNumbers: [],
    });
    expect(custom).toHaveLength(1);
    expect(custom[0]!.trackingNumber).toBeUndefined();
  });

  it('reads settings.print.size and label.delivery_date', () => {
    expect(printSizeOf({ print: { size: 'PDF_4X6' } })).toBe('PDF_4X6');
    expect(printSizeOf({})).toBeUndefined();
    expect(printSizeOf(null)).toBeUndefined();
    expect(labelOptionsFromSettings({ print: { size: 'PDF_A4' }, label: { delivery_date: true } })).toEqual({
      printSize: 'PDF_A4',
      printEarliestDate: true,
    });
    expect(labelOptionsFromSettings(undefined)).toEqual({});
  });
});
