import { describe, expect, it } from 'vitest';
import {
  countryHasProvinceCodes,
  findSubdivision,
  isProvinceCode,
  normalizeProvince,
  prefectureFromProvince,
  provinceName,
  subdivisionsOf,
  suggestProvinceCode,
} from '../../../../src/domain/geo/index.js';

describe('subdivision tables', () => {
  it.each([
    ['US', 59],
    ['CA', 13],
    ['AU', 8],
    ['JP', 47],
    ['MX', 32],
    ['BR', 27],
    ['IN', 36],
    ['CN', 34],
  ])('%s has %i subdivisions with unique codes', (country, count) => {
    const codes = subdivisionsOf(country).map((s) => s.code);
    expect(codes).toHaveLength(count);
    expect(new Set(codes).size).toBe(count);
  });

  it('resolves every code and name of every table back to itself', () => {
    for (const country of ['US', 'CA', 'AU', 'JP', 'MX', 'BR', 'IN', 'CN']) {
      for (const s of subdivisionsOf(country)) {
        expect(normalizeProvince(country, s.code), `${country} ${s.code}`).toEqual({
          ok: true,
          code: s.code,
        });
        expect(normalizeProvince(country, s.name), `${country} ${s.name}`).toEqual({
          ok: true,
          code: s.code,
        });
        expect(isProvinceCode(country, s.code)).toBe(true);
        expect(isProvinceCode(country, `${country}-${s.code}`)).toBe(true);
      }
    }
  });
});

describe('countryHasProvinceCodes', () => {
  it('is true for the coded countries in any case, false elsewhere', () => {
    for (const c of ['US', 'ca', 'AU', 'jp', 'MX', 'BR', 'IN', 'CN'])
      expect(countryHasProvinceCodes(c)).toBe(true);
    for (const c of ['FR', 'GB', 'IT', 'AR', 'USA', '']) expect(countryHasProvinceCodes(c)).toBe(false);
  });
});

describe('normalizeProvince', () => {
  it.each([
    ['US', 'ca', 'CA'],
    ['US', 'CA', 'CA'],
    ['US', 'US-CA', 'CA'],
    ['US', 'us-ca', 'CA'],
    ['US', 'California', 'CA'],
    ['US', 'new york', 'NY'],
    ['US', 'New York State', 'NY'],
    ['US', 'Washington D.C.', 'DC'],
    ['US', 'Armed Forces Europe', 'AE'],
    ['CA', 'Québec', 'QC'],
    ['CA', 'Quebec', 'QC'],
    ['CA', 'PEI', 'PE'],
    ['AU', 'nsw', 'NSW'],
    ['AU', 'AU-NSW', 'NSW'],
    ['MX', 'Nuevo Leon', 'NLE'],
    ['MX', 'CDMX', 'CMX'],
    ['BR', 'Sao Paulo', 'SP'],
    ['IN', 'Orissa', 'OD'],
    ['IN', 'OR', 'OD'],
    ['CN', 'Guangdong Province', 'GD'],
    ['CN', 'Tibet', 'XZ'],
    [' us ', 'Texas ', 'TX'],
  ])('%s %j → %s', (country, input, code) => {
    expect(normalizeProvince(country, input)).toEqual({ ok: true, code });
  });

  it.each([
    ['東京都', '13'],
    ['東京', '13'],
    ['Tokyo', '13'],
    ['Tōkyō', '13'],
    ['Tokyo-to', '13'],
    ['とうきょうと', '13'],
    ['13', '13'],
    ['1', '01'],
    ['JP-13', '13'],
    ['大阪', '27'],
  ])('JP %j → %s', (input, code) => {
    expect(normalizeProvince('JP', input)).toEqual({ ok: true, code });
  });

  it('takes a JIS number as a number', () => {
    expect(normalizeProvince('JP', 13)).toEqual({ ok: true, code: '13' });
    expect(normalizeProvince('JP', 1)).toEqual({ ok: true, code: '01' });
    expect(normalizeProvince('JP', 48).ok).toBe(false);
  });

  it('names the input and the fix, with a "did you mean" when one is close', () => {
    expect(normalizeProvince('US', 'Califronia')).toEqual({
      ok: false,
      issue:
        '"Califronia" is not a US state or territory: use the ISO 3166-2 code such as "CA" (also accepted as "US-CA") or the full name — did you mean CA (California)?',
    });
    const jp = normalizeProvince('JP', 'Tokio');
    expect(jp.ok).toBe(false);
    if (!jp.ok) expect(jp.issue).toContain('did you mean 13 (東京都, Tokyo)?');
    const cn = normalizeProvince('CN', 'Shanxii');
    if (!cn.ok) expect(cn.issue).toContain('did you mean SX (Shanxi)?');
  });

  it('gives no guess when nothing is close, but still says how to fix it', () => {
    const result = normalizeProvince('US', 'Cx');
    expect(result).toEqual({
      ok: false,
      issue: expect.stringContaining('"Cx" is not a US state or territory: use the ISO 3166-2 code'),
    });
    if (!result.ok) expect(result.issue).not.toContain('did you mean');
  });

  it('points out a subdivision of another country', () => {
    const result = normalizeProvince('US', 'CA-ON');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issue).toContain('"CA-ON" is a subdivision of CA, not of US');
  });

  it('refuses an empty province in a coded country', () => {
    const result = normalizeProvince('JP', '  ');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issue).toMatch(/^is empty: use the 2-digit JIS code/);
  });

  it('passes the input through, trimmed, for countries without codes', () => {
    expect(normalizeProvince('FR', '  Île-de-France ')).toEqual({ ok: true, code: 'Île-de-France' });
    expect(normalizeProvince('GB', '')).toEqual({ ok: true, code: '' });
  });
});

describe('isProvinceCode (what the sandbox accepts)', () => {
  it('accepts the code and the full ISO form, upper-case as is', () => {
    expect(isProvinceCode('US', 'CA')).toBe(true);
    expect(isProvinceCode('US', 'US-CA')).toBe(true);
    expect(isProvinceCode('JP', '13')).toBe(true);
    expect(isProvinceCode('JP', 'JP-13')).toBe(true);
    expect(isProvinceCode('us', 'NY')).toBe(true);
  });

  it('refuses names, lower case, other countries’ codes and unpadded JIS numbers', () => {
    for (const [country, value] of [
      ['US', 'California'],
      ['US', 'ca'],
      ['US', 'CA-ON'],
      ['US', 'ZZ'],
      ['JP', '東京都'],
      ['JP', '1'],
      ['JP', 'Tokyo'],
      ['CA', 'PQ'],
    ]) {
      expect(isProvinceCode(country!, value!), `${country} ${value}`).toBe(false);
    }
  });

  it('accepts any value where the country has no codes to check', () => {
    expect(isProvinceCode('FR', 'Île-de-France')).toBe(true);
  });
});

describe('suggestProvinceCode', () => {
  it('names the code for a name, a lower-case code or a close typo', () => {
    expect(suggestProvinceCode('US', 'California')).toBe('CA');
    expect(suggestProvinceCode('US', 'ca')).toBe('CA');
    expect(suggestProvinceCode('US', 'Califronia')).toBe('CA');
    expect(suggestProvinceCode('JP', '東京都')).toBe('13');
    expect(suggestProvinceCode('JP', '1')).toBe('01');
  });

  it('stays silent when nothing is close or the country has no codes', () => {
    expect(suggestProvinceCode('US', 'Atlantis')).toBeUndefined();
    expect(suggestProvinceCode('FR', 'Paris')).toBeUndefined();
  });
});

describe('lookups by code', () => {
  it('names a code and finds prefectures from a JP province value', () => {
    expect(provinceName('US', 'CA')).toBe('California');
    expect(provinceName('JP', '13')).toBe('Tokyo');
    expect(provinceName('FR', '75')).toBeUndefined();
    expect(findSubdivision('JP', 'JP-27')).toEqual({ code: '27', name: 'Osaka', localName: '大阪府' });
    expect(prefectureFromProvince('13')?.kanji).toBe('東京都');
    expect(prefectureFromProvince('Tōkyō')?.code).toBe('13');
    expect(prefectureFromProvince(47)?.kanji).toBe('沖縄県');
    expect(prefectureFromProvince('CA')).toBeUndefined();
  });
});
