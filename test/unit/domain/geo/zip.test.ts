import { describe, expect, it } from 'vitest';
import { formatJpZip, normalizeJpZip, restoreDroppedZipZero } from '../../../../src/domain/geo/index.js';

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

describe('restoreDroppedZipZero', () => {
  it('leaves a full code as is and says nothing was restored', () => {
    expect(restoreDroppedZipZero('060-0001')).toEqual({ ok: true, zip: '0600001', restored: false });
  });

  it('restores the leading zero of a 6-digit code and reports it', () => {
    expect(restoreDroppedZipZero('600001')).toEqual({
      ok: true,
      zip: '0600001',
      restored: true,
      note: 'postal code "600001" has 6 digits; read as 060-0001 (a leading 0 dropped by a spreadsheet)',
    });
    expect(restoreDroppedZipZero(600001)).toMatchObject({ ok: true, zip: '0600001', restored: true });
    expect(restoreDroppedZipZero('６００００１')).toMatchObject({ ok: true, zip: '0600001', restored: true });
  });

  it('does not guess a 6-digit code written with a hyphen', () => {
    expect(restoreDroppedZipZero('100-001')).toEqual({
      ok: false,
      issue: '"100-001" has 6 digits: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    });
  });

  it('does not guess 5 digits, but hints at the double zero', () => {
    const result = restoreDroppedZipZero('10010');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issue).toContain('if a spreadsheet dropped leading zeros, it is 0010010');
  });

  it('explains empty and non-numeric input', () => {
    expect(restoreDroppedZipZero('')).toEqual({
      ok: false,
      issue: 'is empty: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    });
    expect(restoreDroppedZipZero('SW1A 1AA')).toEqual({
      ok: false,
      issue:
        '"SW1A 1AA" is not a postal code: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    });
  });
});
