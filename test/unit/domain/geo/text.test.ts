import { describe, expect, it } from 'vitest';
import {
  closest,
  editDistance,
  kanaFold,
  latinKey,
  romajiFold,
  stripDiacritics,
  typoBudget,
} from '../../../../src/domain/geo/text.js';

describe('text folding', () => {
  it('strips Latin diacritics but keeps kana voicing marks', () => {
    expect(stripDiacritics('Tōkyō Québec São')).toBe('Tokyo Quebec Sao');
    expect(stripDiacritics('ぐんま')).toBe('ぐんま');
    expect(stripDiacritics('ぐんま')).not.toBe('くんま');
  });

  it('keys Latin names without case, spaces, hyphens or punctuation', () => {
    expect(latinKey(' New-York ')).toBe('newyork');
    expect(latinKey("Hawai'i")).toBe('hawaii');
    expect(latinKey('Ｔｏｋｙｏ')).toBe('tokyo');
    expect(latinKey('Andaman & Nicobar')).toBe('andamanandnicobar');
    expect(latinKey('New York')).not.toBe(latinKey('New Jersey'));
  });

  it('folds Hepburn, wāpuro and Kunrei spellings together', () => {
    const key = (s: string) => romajiFold(latinKey(s));
    expect(new Set(['Tōkyō', 'Toukyou', 'Tohkyoh', 'Tokyo'].map(key)).size).toBe(1);
    expect(key('Shizuoka')).toBe(key('Sizuoka'));
    expect(key('Chiba')).toBe(key('Tiba'));
    expect(key('Fukui')).toBe(key('Hukui'));
    expect(key('Tokyo')).not.toBe(key('Kyoto'));
  });

  it('folds katakana and long-vowel marks onto hiragana', () => {
    expect(kanaFold('トーキョー')).toBe(kanaFold('とうきょう'));
    expect(kanaFold('ｵｵｻｶ')).toBe(kanaFold('おおさか'));
    expect(kanaFold('ふくおか')).toBe('ふくおか');
    expect(kanaFold('とうきょう')).not.toBe(kanaFold('きょうと'));
  });
});

describe('editDistance', () => {
  it('counts an adjacent transposition as one edit', () => {
    expect(editDistance('califronia', 'california')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('東京府', '東京都')).toBe(1);
  });
});

describe('typo budget and closest', () => {
  it('allows no typo in short Latin keys, more in long ones', () => {
    expect(typoBudget('ca')).toBe(0);
    expect(typoBudget('tokio')).toBe(1);
    expect(typoBudget('califronia')).toBe(2);
    expect(typoBudget('東京府')).toBe(1);
    expect(typoBudget('東')).toBe(0);
  });

  it('returns every candidate at the best distance, and none beyond the budget', () => {
    const candidates: Array<[string, string]> = [
      ['shanxi', 'SX'],
      ['shaanxi', 'SN'],
      ['sichuan', 'SC'],
    ];
    expect(closest('shanxii', candidates)).toEqual(['SX']);
    expect(closest('shaxi', candidates)).toEqual(['SX']);
    expect(closest('beijing', candidates)).toEqual([]);
  });
});

describe('closest at the edge of the budget', () => {
  it('drops candidates just beyond the budget even when they tie', () => {
    // 'tokioto' is 3 edits from both; its budget is 2.
    expect(
      closest('tokioto', [
        ['tokyo', 13],
        ['kyoto', 26],
      ]),
    ).toEqual([]);
    expect(
      closest('tokyoo', [
        ['tokyo', 13],
        ['kyoto', 26],
      ]),
    ).toEqual([13]);
  });
});
