import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  formatJstClock,
  isIsoDate,
  jstToday,
  jstWeekdayHour,
  monthsAgo,
  parseTimestamp,
} from '../../../src/domain/index.js';

describe('JST dates', () => {
  it('UTC 15:00 is already the next JST day', () => {
    expect(jstToday(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(jstToday(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
  });
  it('weekday and hour are read in JST', () => {
    expect(jstWeekdayHour(new Date('2026-11-23T01:00:00Z'))).toMatchObject({
      weekday: 1,
      weekdayName: 'Monday',
      hour: 10,
      minute: 0,
    });
    expect(formatJstClock(new Date('2026-11-28T01:15:00Z'))).toBe('Saturday 10:15 JST');
  });
  it('addDaysIso crosses months and years', () => {
    expect(addDaysIso('2026-11-23', 30)).toBe('2026-12-23');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('isIsoDate refuses impossible dates and other shapes', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026/12/01')).toBe(false);
    expect(isIsoDate('20261201')).toBe(false);
  });
  it('monthsAgo clamps the day to the shorter month', () => {
    expect(monthsAgo(new Date('2026-04-30T12:00:00Z'), 2).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsAgo(new Date('2026-01-15T00:00:00Z'), 2).toISOString()).toBe('2025-11-15T00:00:00.000Z');
  });
  it('parseTimestamp reads a zone-less time as UTC', () => {
    expect(parseTimestamp('2026-11-01T10:00:00')?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(parseTimestamp('2026-11-01')?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseTimestamp('2026-11-01T10:00:00+09:00')?.toISOString()).toBe('2026-11-01T01:00:00.000Z');
    expect(parseTimestamp('yesterday')).toBeUndefined();
  });
});
