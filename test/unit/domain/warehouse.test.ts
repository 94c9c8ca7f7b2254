import { describe, expect, it } from 'vitest';
import { canonicalWarehouseAddress, validateWarehouse } from '../../../src/domain/index.js';
import { fields, issueOf } from './fixtures.js';

const JP_WAREHOUSE = {
  company_name: 'Example Inc.',
  country: 'JP',
  zip: '1000001',
  province: '13',
  province_kanji: '東京都',
  city: 'Chiyoda',
  address1: '1-1 Chiyoda',
};

describe('spec 2.14 warehouse rules', () => {
  it('rule 1: company_name accepted, and company (spec 2.1 spelling) too', () => {
    expect(validateWarehouse(JP_WAREHOUSE)).toEqual([]);
    const { company_name: _c, ...rest } = JP_WAREHOUSE;
    expect(validateWarehouse({ ...rest, company: 'Example' })).toEqual([]);
    expect(validateWarehouse({ ...rest, full_name_kanji: '山田太郎' })).toEqual([]);
  });
  it('rule 1: no name of any kind refused', () => {
    const { company_name: _c, ...rest } = JP_WAREHOUSE;
    expect(issueOf(validateWarehouse(rest), 'full_name')).toContain(
      'full_name, full_name_kanji, company_name, company_name_kanji',
    );
  });
  it('rule 2: address1_kanji alone accepted; neither refused', () => {
    const { address1: _a, ...rest } = JP_WAREHOUSE;
    expect(validateWarehouse({ ...rest, address1_kanji: '千代田1-1' })).toEqual([]);
    expect(fields(validateWarehouse(rest))).toEqual(['address1']);
  });
  it('rule 3: Japan needs province_kanji (suggested from province)', () => {
    const { province_kanji: _p, ...rest } = JP_WAREHOUSE;
    expect(issueOf(validateWarehouse(rest), 'province_kanji')).toContain('"東京都"');
  });
  it('rule 3: not needed outside Japan', () => {
    expect(
      validateWarehouse({ company: 'US WH', country: 'US', province: 'CA', address1: '1 Main' }),
    ).toEqual([]);
  });
  it('rule 3: province_kanji must be a prefecture written in kanji', () => {
    expect(
      issueOf(validateWarehouse({ ...JP_WAREHOUSE, province_kanji: 'Tokyo' }), 'province_kanji'),
    ).toContain('use "東京都"');
    expect(fields(validateWarehouse({ ...JP_WAREHOUSE, province_kanji: '東京州' }))).toEqual([
      'province_kanji',
    ]);
  });
  it('stored with the spec 2.1 spelling', () => {
    expect(canonicalWarehouseAddress({ company_name: 'A', company_name_kanji: 'エー' })).toEqual({
      company: 'A',
      company_kanji: 'エー',
    });
  });
});
