import { describe, expect, it } from 'vitest';
import {
  formatJpZip,
  normalizeJpZip,
  restoreDroppedZipZero,
  type PostalTable,
} from '../../../../src/domain/geo/index.js';

describe('normalizeJpZip', () => {
  it.each([
    ['1000001'],
    ['100-0001'],
    ['〒100-0001'],
    ['〒 100-0001 '],
    ['１００－０００１'],
    ['〒１００ー０００１'],
    ['100ー0001'],
    ['100−0001'],
  ])('reads %j as 1000001', (input) => {
    expect(normalizeJpZip(input)).toBe('1000001');
  });

  it('reads a number that kept all seven digits', () => {
    expect(normalizeJpZip(1000001)).toBe('1000001');
  });

  it.each([[''], ['100-001'], ['10000011'], ['100-00-01'], ['abc-defg'], ['600001'], ['1000-001']])(
    'refuses %j',
    (input) => {
      expect(normalizeJpZip(input)).toBeUndefined();
    },
  );
});

describe('formatJpZip', () => {
  it('prints 3-4 with a hyphen', () => {
    expect(formatJpZip('1000001')).toBe('100-0001');
    expect(formatJpZip('〒０６０－０００１')).toBe('060-0001');
  });

  it('returns undefined for a non-code', () => {
    expect(formatJpZip('12345')).toBeUndefined();
  });
});

/** Postal data that knows only these codes. */
const knowing =
  (...codes: string[]) =>
  (): PostalTable => ({
    place: (zip7) => (codes.includes(zip7) ? { prefecture: '01' } : undefined),
    cities: () => [],
  });
const noPostalData = (): PostalTable | undefined => undefined;

describe('restoreDroppedZipZero', () => {
  it('leaves a full code as is and says nothing was restored', () => {
    expect(restoreDroppedZipZero('060-0001', knowing())).toEqual({
      ok: true,
      zip: '0600001',
      restored: false,
    });
  });

  it('restores the leading zero of a 6-digit code the postal data knows, and reports it', () => {
    const table = knowing('0600001');
    expect(restoreDroppedZipZero('600001', table)).toMatchObject({
      ok: true,
      zip: '0600001',
      restored: true,
      note: 'postal code "600001" has 6 digits; read as 060-0001 (a leading 0 dropped by a spreadsheet)',
    });
    expect(restoreDroppedZipZero(600001, table)).toMatchObject({ ok: true, zip: '0600001', restored: true });
    expect(restoreDroppedZipZero('６００００１', table)).toMatchObject({
      ok: true,
      zip: '0600001',
      restored: true,
    });
  });

  it('does not read 6 digits as a code the postal data does not know', () => {
    expect(restoreDroppedZipZero('912345', knowing('0600001'))).toEqual({
      ok: false,
      issue: '"912345" has 6 digits: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    });
  });

  it('restores 6 digits without postal data to ask (the address check catches an unknown code)', () => {
    expect(restoreDroppedZipZero('600001', noPostalData)).toMatchObject({ ok: true, zip: '0600001' });
  });

  it('does not guess a 6-digit code written with a hyphen', () => {
    expect(restoreDroppedZipZero('100-001', knowing('1000001'))).toEqual({
      ok: false,
      issue: '"100-001" has 6 digits: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    });
  });

  it('hints at the double zero of 5 digits only when that makes a code the postal data knows', () => {
    const known = restoreDroppedZipZero('10010', knowing('0010010'));
    expect(known).toEqual({
      ok: false,
      issue:
        '"10010" has 5 digits: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001 (if a spreadsheet dropped leading zeros, it is 001-0010)',
    });
    for (const table of [knowing('0010010'), noPostalData]) {
      const unknown = restoreDroppedZipZero('90001', table);
      expect(unknown).toEqual({
        ok: false,
        issue: '"90001" has 5 digits: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
      });
    }
  });

  it('explains empty and non-numeric input', () => {
    expect(restoreDroppedZipZero('', knowing())).toEqual({
      ok: false,
      issue: 'is empty: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    });
    expect(restoreDroppedZipZero('SW1A 1AA', knowing())).toEqual({
      ok: false,
      issue:
        '"SW1A 1AA" is not a postal code: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    });
  });
});
