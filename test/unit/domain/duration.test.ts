// one duration grammar for the whole CLI (src/domain/duration.ts).
import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../../src/domain/duration.js';

describe('parseDuration', () => {
  it.each([
    ['500ms', 500],
    ['90s', 90_000],
    ['15m', 900_000],
    ['2h', 7_200_000],
    ['1d', 86_400_000],
    ['1w', 604_800_000],
    ['1h30m', 5_400_000],
    ['1d 12h', 129_600_000],
    ['1.5h', 5_400_000],
    [' 2H ', 7_200_000],
  ])('%s → %i ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['30', '', 'soon', '-2h', '2x', '10mins', '1h30', 'h', '1 h 3'])('refuses "%s"', (text) =>
    expect(parseDuration(text)).toBeUndefined(),
  );

  it('reads a bare number only in the unit the caller names (--tolerance: seconds)', () => {
    expect(parseDuration('300', { bareUnit: 's' })).toBe(300_000);
    expect(parseDuration('5m', { bareUnit: 's' })).toBe(300_000);
    expect(parseDuration('300')).toBeUndefined();
  });
});
