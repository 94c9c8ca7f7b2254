// Service limits, contradictions and the one vocabulary.
import { describe, expect, it } from 'vitest';
import {
  cashOnDeliveryIssue,
  coolIssue,
  carriesOf,
  fitIssue,
  fitsMailSize,
  rateRefusal,
  readCarrier,
  readCool,
  readNumber,
  readTimeSlot,
  reconcileZipPlace,
} from '../../../src/domain/index.js';
import { parseProductSpec, ORDER_PRODUCT } from '../../../src/cli/request/product.js';
import { MONDAY_10_JST as now } from './fixtures.js';

describe('service limits', () => {
  it('a mail service takes no box of any pack size: 60 is a box as much as 80', () => {
    expect(fitIssue('yuupacket_regular', { packSize: 80 })).toContain('pack size 80 is a box');
    expect(fitIssue('yuumail_regular', { packSize: 80 })).toContain('34 × 25 × 3 cm');
    expect(fitIssue('yuumail_regular', { packSize: 60 })).toContain('pack size 60 is a box');
    expect(fitIssue('yuupacket_regular', { packSize: 60 })).toContain('pack size 60 is a box');
    expect(fitIssue('yamato_nekopos', { packSize: 60 })).toBeDefined();
    expect(fitIssue('seino_mini', { packSize: 60 })).toBeUndefined();
    expect(fitIssue('sagawa_regular', { packSize: 160 })).toBeUndefined();
  });
  it('measured sides decide over a pack size: a thin parcel fits a mail service', () => {
    expect(fitIssue('yuupacket_regular', { packSize: 60, sides: [30, 20, 2] })).toBeUndefined();
    expect(fitsMailSize([30, 20, 2], 500)).toBe(true);
    expect(fitsMailSize([30, 20, 10], 500)).toBe(false);
    expect(fitsMailSize([30, 20, 2], 1500)).toBe(false);
  });
  it('each service says what it carries: a mail service its limits, and whether it is tracked', () => {
    expect(carriesOf('yuumail_regular')).toEqual({
      tracking: false,
      mail_size: true,
      max_length_cm: 34,
      max_width_cm: 25,
      max_thickness_cm: 3,
      max_sum_cm: 62,
      max_grams: 1000,
    });
    expect(carriesOf('yamato_regular')).toEqual({ tracking: true, mail_size: false });
    expect(carriesOf('japanpost_smallpacket_sea').tracking).toBe(false);
    expect(carriesOf('japanpost_ems').tracking).toBe(true);
  });
  it('goods declared to customs are never offered to printed matter or letters', () => {
    const intl = (content_type: string) => ({ setup: {}, customs: { content_type } });
    for (const service of [
      'japanpost_printed_matter_sea',
      'japanpost_letters_air',
      'zonos_japanpost_printed_matter_air',
      'japanpost_ems_document',
    ])
      expect(rateRefusal(service, intl('MERCHANDISE'), now)).toContain('printed paper or documents only');
    expect(rateRefusal('japanpost_printed_matter_sea', intl('GIFT'), now)).toBeDefined();
    expect(rateRefusal('japanpost_parcel_sea', intl('MERCHANDISE'), now)).toBeUndefined();
    expect(rateRefusal('japanpost_printed_matter_sea', { setup: {} }, now)).toBeUndefined();
  });
  it('measured sides: thickness, longest side, sum; weight', () => {
    expect(fitIssue('yuupacket_regular', { sides: [30, 20, 2], grams: 500 })).toBeUndefined();
    expect(fitIssue('yuupacket_regular', { sides: [30, 20, 5] })).toContain('30 × 20 × 5 cm');
    expect(fitIssue('yamato_nekopos', { sides: [32, 20, 2] })).toBeDefined();
    expect(fitIssue('yamato_direct_mail', { sides: [30, 20, 2.5] })).toBeDefined();
    expect(fitIssue('yuumail_regular', { grams: 1200 })).toContain('1200 g');
  });
  it('a rate is refused where the shipment would be: option, pack size, fit', () => {
    const body = (setup: Record<string, unknown>) => ({ setup });
    expect(rateRefusal('yamato_regular', body({ insurance: 1000 }), now)).toContain('insurance');
    expect(rateRefusal('sagawa_regular', body({ pack_size: 120 }), now)).toContain('60, 80, 100, 140, 160');
    expect(rateRefusal('sagawa_regular', body({ cool_options: 'frozen' }), now)).toContain('sagawa_frozen');
    expect(rateRefusal('yamato_regular', body({ cool_options: 'frozen' }), now)).toBeUndefined();
    expect(rateRefusal('yuupacket_regular', body({ pack_size: 80 }), now)).toContain('is a box');
  });
});

describe('contradictions', () => {
  it('cool option against the service', () => {
    expect(coolIssue('sagawa_frozen', 'regular')).toContain('choose sagawa_regular');
    expect(coolIssue('sagawa_frozen', 'fresh')).toContain('sagawa_fresh');
    expect(coolIssue('sagawa_frozen', 'frozen')).toBeUndefined();
    expect(coolIssue('yuupack_regular', 'fresh')).toContain('yuupack_fresh');
    expect(coolIssue('yuumail_regular', 'frozen')).toContain('does not carry chilled or frozen');
    expect(coolIssue('yamato_regular', 'frozen')).toBeUndefined();
  });
  it('cash on delivery on a service without it', () => {
    expect(cashOnDeliveryIssue('yamato_regular', { amount: 1000 })).toContain('yamato_collect');
    expect(cashOnDeliveryIssue('yuupacket_regular', { amount: 1000 })).toBeDefined();
    expect(cashOnDeliveryIssue('yamato_collect', { amount: 1000 })).toBeUndefined();
    expect(cashOnDeliveryIssue('sagawa_regular', { amount: 1000 })).toBeUndefined();
  });
});

describe('one vocabulary for flags and CSV cells', () => {
  it('carriers in any spelling, with did you mean', () => {
    expect(readCarrier('佐川')).toEqual({ ok: true, value: 'sagawa' });
    expect(readCarrier('Sagawa')).toEqual({ ok: true, value: 'sagawa' });
    expect(readCarrier('ＹＡＭＡＴＯ')).toEqual({ ok: true, value: 'yamato' });
    const typo = readCarrier('sagwa');
    expect(typo.ok).toBe(false);
    expect(!typo.ok && typo.issue).toContain('did you mean sagawa?');
  });
  it('slots, temperatures, numbers with units; a comma only as a thousands separator', () => {
    expect(readTimeSlot('午前中')).toBe('before-noon');
    expect(readTimeSlot('14時～16時')).toBe('14-16');
    expect(readCool('冷凍')).toBe('frozen');
    expect(readNumber('80サイズ', { what: 'x' })).toEqual({ ok: true, value: 80 });
    expect(readNumber('¥2,500', { what: 'x' })).toEqual({ ok: true, value: 2500 });
    expect(readNumber('2,5', { what: 'x' }).ok).toBe(false);
  });
});

describe('zip against prefecture', () => {
  const name = (c: string) => ({ '13': '東京都', '27': '大阪府' })[c] ?? c;
  it('a different prefecture is a problem naming both; missing ones are filled', () => {
    const place = { prefecture: '13', city: '千代田区' };
    const bad = reconcileZipPlace({ zip: '1000001', province: '27' }, place, 'to_address', name);
    expect(bad.problem?.field).toBe('to_address.province');
    expect(bad.problem?.issue).toContain('is 大阪府, but to_address.zip 100-0001 is in 東京都');
    expect(reconcileZipPlace({ zip: '1000001' }, place, 'to_address', name).fill).toEqual({
      province: '13',
      city: '千代田区',
    });
    expect(
      reconcileZipPlace({ zip: '1000001', province: '13', city: '千代田' }, place, 'to_address', name),
    ).toEqual({
      fill: {},
    });
  });
});

describe('--product grammar', () => {
  it('keyed form; positional only with one reading', () => {
    expect(parseProductSpec('name=T-shirt,qty=2,price=2,500,weight=300,hs=610910,origin=jp').product).toEqual(
      {
        name: 'T-shirt',
        quantity: 2,
        price: 2500,
        weight: 300,
        hs_code: '610910',
        origin_country: 'JP',
      },
    );
    expect(parseProductSpec('T-shirt,2,2,500,300,610910,JP').issues[0]![1]).toContain('ambiguous');
    expect(parseProductSpec('T-shirt,2,2,500,300').issues[0]![1]).toContain('ambiguous');
    expect(parseProductSpec('T-shirt,1,500,300,610910,JP').product).toMatchObject({
      quantity: 1,
      price: 500,
    });
    expect(parseProductSpec('Mug, blue,1,1200,450,691200,JP').product.name).toBe('Mug, blue');
    expect(parseProductSpec('Tシャツ,2,2500', ORDER_PRODUCT).product).toEqual({
      name: 'Tシャツ',
      quantity: 2,
      price: 2500,
    });
    expect(parseProductSpec('Tシャツ,2,2,500', ORDER_PRODUCT).issues[0]![1]).toContain('ambiguous');
    expect(parseProductSpec('colour=red').issues[0]![1]).toContain('not a product member');
  });
});
