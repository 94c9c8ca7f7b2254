import { describe, expect, it } from 'vitest';
import { normalizeRef, refKey, sameRef } from '../../../src/domain/index.js';
import { lookalikeRefs } from '../../helpers/lookalike-refs.js';

describe('an order number as the label prints it', () => {
  it.each([
    ['ＯＲＤ－１００１', 'ORD-1001'],
    ['DUP\u2010900', 'DUP-900'],
    ['DUP\u2011900', 'DUP-900'],
    ['DUP\u2013900', 'DUP-900'],
    ['DUP\u2014900', 'DUP-900'],
    ['DUP\u2212900', 'DUP-900'],
    ['DUPー900', 'DUP-900'],
    ['DUPｰ900', 'DUP-900'],
    ['DUP-900\u200b', 'DUP-900'],
    ['\ufeffDUP-900', 'DUP-900'],
    ['  A1001 ', 'A1001'],
    ['A  1001', 'A 1001'],
  ])('%j is printed as %j', (typed, printed) => {
    expect(normalizeRef(typed)).toBe(printed);
  });

  it('keeps a long vowel after kana, and the case the shop writes', () => {
    expect(normalizeRef('コーヒー-12')).toBe('コーヒー-12');
    expect(normalizeRef('ord-1001')).toBe('ord-1001');
  });
});

describe('refs compared by one key', () => {
  it('look-alike dashes, widths, case, zero-width characters and a leading # name the same order', () => {
    for (const alike of [
      'DUP‐900',
      'DUP−900',
      'DUPー900',
      'DUP-900\u200b',
      'dup-900',
      'ＤＵＰ－９００',
      '#DUP-900',
    ])
      expect(sameRef(alike, 'DUP-900'), alike).toBe(true);
  });

  it('other orders stay apart', () => {
    expect(sameRef('DUP-900', 'DUP-9000')).toBe(false);
    expect(sameRef('DUP-900', 'DUP900')).toBe(false);
    expect(sameRef('', '')).toBe(false);
    expect(refKey(undefined)).toBe('');
  });
});

describe('a ref made to look like a shipped one', () => {
  it.each(lookalikeRefs('ORD-1001'))('with a %s is the same order', (_name, ref) => {
    expect(ref).not.toBe('ORD-1001');
    expect(refKey(ref)).toBe('ord-1001');
  });

  it('Greek capitals drawn like Latin ones and a Cyrillic small letter fold alike', () => {
    expect(sameRef('\u039f\u03a1\u0394-1', 'OPΔ-1')).toBe(true);
    expect(sameRef('ΤΕΧ-7', 'TEX-7')).toBe(true);
    expect(sameRef('a\u0441-7', 'ac-7')).toBe(true);
  });

  it('keeps what the shop wrote on the label, only the key folds', () => {
    expect(normalizeRef('\u041eRD-1001')).toBe('\u041eRD-1001');
    expect(refKey('\u041eRD-1001')).toBe('ord-1001');
  });

  it('a ref of invisible marks alone names no order', () => {
    expect(refKey('\u200e\u2066\ufe0f')).toBe('');
  });
});
