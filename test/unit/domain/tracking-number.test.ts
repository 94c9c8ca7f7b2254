import { describe, expect, it } from 'vitest';
import { normalizeRecordId, normalizeTrackingNumber, recordFileName } from '../../../src/domain/index.js';

describe('normalizeTrackingNumber: the number as typed → the number the service knows', () => {
  it('digit groups lose their hyphens and spaces, in any width and with any dash', () => {
    expect(normalizeTrackingNumber('4368-3062-4705')).toBe('436830624705');
    expect(normalizeTrackingNumber(' 4368 3062 4705 ')).toBe('436830624705');
    expect(normalizeTrackingNumber('４３６８－３０６２－４７０５')).toBe('436830624705');
    expect(normalizeTrackingNumber('４３６８ー３０６２ー４７０５')).toBe('436830624705');
    expect(normalizeTrackingNumber('4368‐3062−4705')).toBe('436830624705');
  });

  it('UPS groups of letters and digits lose their spaces; full-width letters become ASCII', () => {
    expect(normalizeTrackingNumber('1Z 999 AA1 01 2345 6784')).toBe('1Z999AA10123456784');
    expect(normalizeTrackingNumber('ＥＪ１２３４５６７８９ＪＰ')).toBe('EJ123456789JP');
  });

  it('a number of letters and hyphens keeps them (the sandbox magic numbers); a bare number is unchanged', () => {
    expect(normalizeTrackingNumber('SANDBOX-DELIVERED')).toBe('SANDBOX-DELIVERED');
    expect(normalizeTrackingNumber('436830624705')).toBe('436830624705');
    expect(normalizeTrackingNumber('API-AB12CD34EF')).toBe('API-AB12CD34EF');
  });
});

describe('normalizeRecordId: a shipment or order id as typed', () => {
  it('API- ids in any case or width are upper case; other ids (carrier accounts) are left as they are', () => {
    expect(normalizeRecordId(' api-zvl36ev46e ')).toBe('API-ZVL36EV46E');
    expect(normalizeRecordId('ＡＰＩ－ＺＶＬ３６ＥＶ４６Ｅ')).toBe('API-ZVL36EV46E');
    expect(normalizeRecordId('8a3iB3RQxePDjdGeW')).toBe('8a3iB3RQxePDjdGeW');
    expect(normalizeRecordId('api-short')).toBe('api-short');
  });
});

describe('a record id the service answers, as a file name', () => {
  it('an id of the spec’s shape names a file', () => {
    expect(recordFileName('API-AB12CD34EF')).toBe('API-AB12CD34EF');
  });

  it.each(['API-../../x', 'API-AB12CD34EF/..', '../API-AB12CD34EF', 'API-AB12CD34E', ''])(
    '%j is refused before any path is built',
    (id) => {
      expect(() => recordFileName(id)).toThrow(/not of the shape API-<10 letters or digits>/);
    },
  );
});
