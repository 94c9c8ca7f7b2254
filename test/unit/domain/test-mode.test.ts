import { describe, expect, it } from 'vitest';
import { checkTestMode, isInTestWindow, testModeInfo } from '../../../src/domain/index.js';

const jst = (iso: string) => new Date(`${iso}+09:00`);

describe('spec 4.1 rule 1: test labels', () => {
  it('available for ups, dhl, sagawa, yamato, yuupack, yuupacket, yuumail', () => {
    for (const c of ['ups', 'dhl', 'sagawa'] as const)
      expect(checkTestMode(c, jst('2026-11-28T03:00:00'))).toEqual([]);
  });
  it('refused for fedex, with the list of carriers that have it', () => {
    const [p] = checkTestMode('fedex', jst('2026-11-23T10:00:00'));
    expect(p?.field).toBe('setup.test');
    expect(p?.issue).toContain('not available for fedex');
    expect(p?.issue).toContain('ups, dhl, sagawa, yamato');
  });
  it('sagawa and yamato need no registered account; the others do', () => {
    expect(testModeInfo('sagawa').needsAccount).toBe(false);
    expect(testModeInfo('yamato').needsAccount).toBe(false);
    expect(testModeInfo('dhl').needsAccount).toBe(true);
    expect(testModeInfo('yuupack').needsAccount).toBe(true);
  });
});

describe('spec 4.1 rule 2: test environment hours', () => {
  it('yamato: Monday 09:00 JST inside, 21:59 inside', () => {
    expect(checkTestMode('yamato', jst('2026-11-23T09:00:00'))).toEqual([]);
    expect(checkTestMode('yamato', jst('2026-11-23T21:59:00'))).toEqual([]);
  });
  it('yamato: 22:00 JST refused (end exclusive), 08:59 refused', () => {
    expect(isInTestWindow('yamato', jst('2026-11-23T22:00:00'))).toBe(false);
    expect(isInTestWindow('yamato', jst('2026-11-23T08:59:00'))).toBe(false);
  });
  it('yamato: Saturday refused with the window and the JST time', () => {
    const [p] = checkTestMode('yamato', jst('2026-11-28T10:15:00'));
    expect(p?.issue).toContain(
      'yamato test labels are available Monday–Friday 09:00–22:00 JST; it is Saturday 10:15 JST',
    );
    expect(p?.issue).toContain('Monday 09:00 JST');
  });
  it('yamato: the window is JST, not UTC (Friday 23:00 UTC is Saturday in Japan)', () => {
    expect(isInTestWindow('yamato', new Date('2026-11-27T23:00:00Z'))).toBe(false);
    expect(isInTestWindow('yamato', new Date('2026-11-23T00:00:00Z'))).toBe(true); // Monday 09:00 JST
  });
  it('Japan Post domestic: 19:59 JST inside, 20:00 refused', () => {
    for (const c of ['yuupack', 'yuupacket', 'yuumail'] as const) {
      expect(checkTestMode(c, jst('2026-11-27T19:59:00'))).toEqual([]);
      expect(checkTestMode(c, jst('2026-11-27T20:00:00'))[0]?.issue).toContain(
        'Monday–Friday 09:00–20:00 JST; it is Friday 20:00 JST',
      );
    }
  });
  it('Japan Post domestic: Sunday refused', () => {
    expect(checkTestMode('yuupack', jst('2026-11-29T12:00:00'))).toHaveLength(1);
  });
  it('dhl, ups, sagawa: no window', () => {
    expect(testModeInfo('sagawa').hours).toBe('any time');
    expect(checkTestMode('sagawa', jst('2026-11-29T03:00:00'))).toEqual([]);
  });
});
