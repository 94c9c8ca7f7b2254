import { describe, expect, it } from 'vitest';
import { parseCallLimit } from '../../../src/api/call-limit.js';
import { parseRetryAfter, parseTimestamp } from '../../../src/api/timestamp.js';

describe('parseTimestamp', () => {
  it('reads a Date#toString() reset header at the instant its GMT offset gives', () => {
    const at = parseTimestamp('Fri Feb 14 2025 16:28:44 GMT+0900 (Japan Standard Time)');
    expect(at?.toISOString()).toBe('2025-02-14T07:28:44.000Z');
  });

  it('ignores the zone name, whatever its language, and accepts other offsets', () => {
    expect(parseTimestamp('Fri Feb 14 2025 16:28:44 GMT+0900 (日本標準時)')?.toISOString()).toBe(
      '2025-02-14T07:28:44.000Z',
    );
    expect(parseTimestamp('Thu Feb 13 2025 21:58:44 GMT-0930')?.toISOString()).toBe(
      '2025-02-14T07:28:44.000Z',
    );
    expect(
      parseTimestamp('Fri Feb 14 2025 07:28:44 GMT+0000 (Coordinated Universal Time)')?.toISOString(),
    ).toBe('2025-02-14T07:28:44.000Z');
  });

  it('reads ISO 8601 with Z, with an offset, and without one as UTC', () => {
    expect(parseTimestamp('2025-02-14T07:28:44Z')?.toISOString()).toBe('2025-02-14T07:28:44.000Z');
    expect(parseTimestamp('2025-02-14T16:28:44.250+09:00')?.toISOString()).toBe('2025-02-14T07:28:44.250Z');
    expect(parseTimestamp('2025-02-14T16:28:44+0900')?.toISOString()).toBe('2025-02-14T07:28:44.000Z');
    expect(parseTimestamp('2025-02-14T07:28:44')?.toISOString()).toBe('2025-02-14T07:28:44.000Z');
  });

  it('reads HTTP-dates and Unix epoch seconds', () => {
    expect(parseTimestamp('Fri, 14 Feb 2025 07:28:44 GMT')?.toISOString()).toBe('2025-02-14T07:28:44.000Z');
    expect(parseTimestamp('1739518124')?.toISOString()).toBe('2025-02-14T07:28:44.000Z');
  });

  it('refuses what it cannot read for certain instead of guessing', () => {
    expect(parseTimestamp(undefined)).toBeUndefined();
    expect(parseTimestamp('')).toBeUndefined();
    expect(parseTimestamp('soon')).toBeUndefined();
    expect(parseTimestamp('2025-02-30T00:00:00Z')).toBeUndefined();
    expect(parseTimestamp('Fri Foo 14 2025 16:28:44 GMT+0900')).toBeUndefined();
    expect(parseTimestamp('2025-02-14T25:00:00Z')).toBeUndefined();
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = new Date('2025-02-14T07:28:00Z');
    expect(parseRetryAfter('44', now)?.toISOString()).toBe('2025-02-14T07:28:44.000Z');
    expect(parseRetryAfter('Fri, 14 Feb 2025 07:28:44 GMT', now)?.toISOString()).toBe(
      '2025-02-14T07:28:44.000Z',
    );
  });
});

describe('parseCallLimit', () => {
  it('reads available/total and the reset time', () => {
    expect(
      parseCallLimit({
        'x-api-call-limit': '9/10',
        'x-api-call-reset': 'Fri Feb 14 2025 16:28:44 GMT+0900 (Japan Standard Time)',
      }),
    ).toEqual({ available: 9, total: 10, resetAt: new Date('2025-02-14T07:28:44Z') });
  });

  it('keeps the limit when the reset time is missing or unreadable, and ignores a malformed limit', () => {
    expect(parseCallLimit({ 'x-api-call-limit': ' 0 / 10 ', 'x-api-call-reset': '???' })).toEqual({
      available: 0,
      total: 10,
    });
    expect(parseCallLimit({ 'x-api-call-limit': 'nine of ten' })).toBeUndefined();
    expect(parseCallLimit({})).toBeUndefined();
  });
});
