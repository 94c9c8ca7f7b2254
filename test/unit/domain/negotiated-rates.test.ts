import { describe, expect, it } from 'vitest';
import {
  parseNegotiatedRates,
  parsePriceString,
  validateNegotiatedRates,
} from '../../../src/domain/index.js';
import { fields, issueOf } from './fixtures.js';

describe('spec 4.9 negotiated rates', () => {
  it('a yuupack grid with its own region names passes', () => {
    const body = [{ from: '関東', size: 60, price: { 関東: '810', 近畿: '1,070' } }];
    expect(validateNegotiatedRates(body, 'yuupack')).toEqual([]);
    expect(parseNegotiatedRates(body)).toEqual([
      { from: '関東', size: 60, price: { 関東: 810, 近畿: 1070 } },
    ]);
  });
  it("another carrier's region name refused, with the equivalent", () => {
    const issue = issueOf(
      validateNegotiatedRates([{ from: '近畿', size: 60, price: { 関東: '900' } }], 'sagawa'),
      '[0].from',
    );
    expect(issue).toContain('is not a sagawa region');
    expect(issue).toContain('関西');
  });
  it('sagawa: 北九州 accepted; yuupack: 北九州 refused', () => {
    expect(
      validateNegotiatedRates([{ from: '北九州', size: 80, price: { 南九州: '1,000' } }], 'sagawa'),
    ).toEqual([]);
    expect(
      fields(validateNegotiatedRates([{ from: '北九州', size: 80, price: { 九州: '1,000' } }], 'yuupack')),
    ).toEqual(['[0].from']);
  });
  it('yamato: region 中部 and sizes up to 200', () => {
    expect(
      validateNegotiatedRates([{ from: '中部', size: 200, price: { 沖縄: '3,000' } }], 'yamato'),
    ).toEqual([]);
    expect(
      fields(validateNegotiatedRates([{ from: '中部', size: 220, price: { 沖縄: '3,000' } }], 'yamato')),
    ).toEqual(['[0].size']);
  });
  it("size must be the carrier's pack size", () => {
    expect(
      issueOf(
        validateNegotiatedRates([{ from: '関東', size: 120, price: { 関東: '900' } }], 'sagawa'),
        '[0].size',
      ),
    ).toContain('60, 80, 100, 140, 160');
  });
  it('the body is a non-empty array', () => {
    expect(fields(validateNegotiatedRates([], 'yuupack'))).toEqual(['body']);
    expect(fields(validateNegotiatedRates({ from: '関東' }, 'yuupack'))).toEqual(['body']);
  });
  it('only yuupack, sagawa and yamato have region tables', () => {
    expect(
      issueOf(validateNegotiatedRates([{ from: '関東', size: 60, price: {} }], 'yuupacket'), 'body'),
    ).toContain('yuupack, sagawa, yamato');
  });
  it('prices are strings with thousands separators', () => {
    expect(parsePriceString('1,234')).toBe(1234);
    expect(parsePriceString('12,345,678')).toBe(12345678);
    expect(parsePriceString('980')).toBe(980);
  });
  it('prices: "1.234,5", negative, empty, misplaced commas and numbers refused', () => {
    for (const bad of ['1.234,5', '-100', '', '1,23', '12,34,567'])
      expect(parsePriceString(bad)).toBeUndefined();
    const issue = issueOf(
      validateNegotiatedRates([{ from: '関東', size: 60, price: { 関東: 1234 } }], 'yuupack'),
      '[0].price.関東',
    );
    expect(issue).toContain('send it as a string, "1,234"');
  });
  it('frozen and chilled service rates are not supported yet', () => {
    const body = [{ from: '関東', size: 60, service: 'yamato_cool_frozen', price: { 関東: '900' } }];
    expect(issueOf(validateNegotiatedRates(body, 'yamato'), '[0]')).toContain(
      'Frozen and chilled service rates are not supported yet',
    );
  });
  it('a duplicated (from, size) row refused', () => {
    const row = { from: '関東', size: 60, price: { 関東: '900' } };
    expect(fields(validateNegotiatedRates([row, row], 'yuupack'))).toEqual(['[1]']);
  });
});
