import { describe, expect, it } from 'vitest';
import { normalizeAddressInput, validateAddress } from '../../../src/domain/index.js';
import { fields, issueOf, JP_TO, US_TO } from './fixtures.js';

const to = (a: unknown, carrier?: 'dhl' | 'fedex') =>
  validateAddress(a, { path: 'to_address', role: 'to', ...(carrier ? { carrier } : {}) });

describe('spec 2.1 address', () => {
  it('country: ISO alpha-2 upper case accepted', () => {
    expect(to(US_TO)).toEqual([]);
  });
  it('country: lower case, alpha-3 and UK refused with the code to use', () => {
    expect(issueOf(to({ ...US_TO, country: 'us' }), 'to_address.country')).toContain('use "US"');
    expect(issueOf(to({ ...US_TO, country: 'USA' }), 'to_address.country')).toContain('use "US"');
    expect(issueOf(to({ ...US_TO, country: 'UK', province: undefined }), 'to_address.country')).toContain(
      'use "GB"',
    );
  });
  it('province: a code where the country has codes', () => {
    expect(to({ ...US_TO, province: 'NY' })).toEqual([]);
    expect(to({ ...JP_TO, province: 'JP-13' })).toEqual([]);
  });
  it('province: a name refused, with the code to use', () => {
    expect(issueOf(to({ ...US_TO, province: 'California' }), 'to_address.province')).toBe(
      'must be a code, not a name, for US: use "CA" for "California"',
    );
    expect(issueOf(to({ ...JP_TO, province: '東京都' }), 'to_address.province')).toContain('use "13"');
  });
  it('province: free text where the country has no codes', () => {
    expect(
      to({
        full_name: 'A',
        country: 'FR',
        province: 'Île-de-France',
        address1: '1 rue',
        city: 'Paris',
        zip: '75001',
      }),
    ).toEqual([]);
  });
  it('JP zip: 7 digits (hyphen allowed)', () => {
    expect(to({ ...JP_TO, zip: '100-0001' })).toEqual([]);
  });
  it('JP zip: 6 digits refused; full-width refused with the fix', () => {
    expect(fields(to({ ...JP_TO, zip: '100001' }))).toEqual(['to_address.zip']);
    expect(issueOf(to({ ...JP_TO, zip: '１００－０００１' }), 'to_address.zip')).toContain('use "1000001"');
  });
  it('a label address needs a name (full_name or company) and address1', () => {
    expect(fields(to({ country: 'US', province: 'CA' }))).toEqual([
      'to_address.full_name',
      'to_address.address1',
    ]);
    expect(to({ ...US_TO, full_name: undefined, company: 'ACME' })).toEqual([]);
  });
  it('members are strings (a numeric zip says to quote it)', () => {
    expect(issueOf(to({ ...JP_TO, zip: 1000001 }), 'to_address.zip')).toContain('send it as a string');
  });
  it('email shape checked when given', () => {
    expect(fields(to({ ...US_TO, email: 'not-an-email' }))).toEqual(['to_address.email']);
  });
});

describe('spec 4.5 order recipient', () => {
  const orderTo = (a: unknown) => validateAddress(a, { path: 'to_address', role: 'order_to' });
  it('address1 and full_name or company: accepted', () => {
    expect(orderTo({ company: 'ACME', country: 'JP', address1: '1-1' })).toEqual([]);
  });
  it('address1 required; full_name or company required', () => {
    expect(fields(orderTo({ country: 'JP' }))).toEqual(['to_address.full_name', 'to_address.address1']);
  });
});

describe('spec 4.1 rule 3 / 8.3 dhl address lines', () => {
  const a = (a1: number, a2: number) => ({ ...US_TO, address1: 'x'.repeat(a1), address2: 'y'.repeat(a2) });
  it('45 each and 90 combined accepted', () => {
    expect(to(a(45, 45), 'dhl')).toEqual([]);
  });
  it('address2 of 46 refused', () => {
    expect(issueOf(to(a(10, 46), 'dhl'), 'to_address.address2')).toContain('at most 45');
  });
  it('characters are code points: 45 kanji pass, 46 do not', () => {
    expect(to({ ...US_TO, address1: '東'.repeat(45) }, 'dhl')).toEqual([]);
    expect(fields(to({ ...US_TO, address1: '𠮷'.repeat(46) }, 'dhl'))).toEqual(['to_address.address1']);
  });
  it('other carriers: no limit applied', () => {
    expect(to(a(60, 60), 'fedex')).toEqual([]);
  });
});

describe('normalizeAddressInput (CLI)', () => {
  it('province name → code, JP zip → 7 digits, country upper-cased', () => {
    const r = normalizeAddressInput({
      country: 'jp',
      zip: '〒１００－０００１',
      province: '東京都',
      address1: ' 千代田1-1 ',
    });
    expect(r.problems).toEqual([]);
    expect(r.address).toEqual({ country: 'JP', zip: '1000001', province: '13', address1: '千代田1-1' });
  });
  it('reports what it cannot normalize, with the wire path', () => {
    const r = normalizeAddressInput({ country: 'US', province: 'Atlantis', zip: '1' }, 'to_address');
    expect(fields(r.problems)).toEqual(['to_address.province']);
  });
});
