import { describe, expect, it } from 'vitest';
import {
  describePrefecture,
  findPrefecture,
  nearestPrefectures,
  prefectureByJis,
  allPrefectures,
} from '../../../../src/domain/geo/index.js';

describe('prefecture table', () => {
  it('holds the 47 prefectures in JIS order with codes 01–47 and JP-01–JP-47', () => {
    expect(allPrefectures()).toHaveLength(47);
    allPrefectures().forEach((p, i) => {
      expect(p.jis).toBe(i + 1);
      expect(p.code).toBe(String(i + 1).padStart(2, '0'));
      expect(p.iso).toBe(`JP-${p.code}`);
    });
    expect(new Set(allPrefectures().map((p) => p.kanji)).size).toBe(47);
  });

  it('knows the four kinds: one 都, one 道, two 府, 43 県', () => {
    const count = (kind: string) => allPrefectures().filter((p) => p.kind === kind).length;
    expect([count('to'), count('do'), count('fu'), count('ken')]).toEqual([1, 1, 2, 43]);
    expect(prefectureByJis(13)).toMatchObject({
      kanji: '東京都',
      kanjiShort: '東京',
      kana: 'とうきょうと',
      kanaShort: 'とうきょう',
      katakana: 'トウキョウト',
      romaji: 'Tokyo',
      hepburn: 'Tōkyō',
      kind: 'to',
    });
    expect(prefectureByJis(1)).toMatchObject({ kanji: '北海道', kanjiShort: '北海道', romaji: 'Hokkaido' });
    expect(prefectureByJis(27)).toMatchObject({
      kanji: '大阪府',
      kanjiShort: '大阪',
      kanaShort: 'おおさか',
      romaji: 'Osaka',
    });
  });

  it('looks up by JIS number only within 1–47', () => {
    expect(prefectureByJis(47)?.kanji).toBe('沖縄県');
    expect(prefectureByJis(0)).toBeUndefined();
    expect(prefectureByJis(48)).toBeUndefined();
    expect(prefectureByJis(1.5)).toBeUndefined();
  });
});

describe('findPrefecture', () => {
  it.each(allPrefectures().map((p) => [p.kanji, p] as const))(
    'round-trips %s through its code',
    (kanji, p) => {
      const byName = findPrefecture(kanji);
      expect(byName?.code).toBe(p.code);
      expect(findPrefecture(byName?.code ?? '')?.kanji).toBe(kanji);
    },
  );

  it('finds every prefecture by each of its own spellings (no two prefectures share a key)', () => {
    for (const p of allPrefectures()) {
      const spellings = [
        p.jis,
        p.code,
        p.iso,
        p.kanji,
        p.kanjiShort,
        p.kana,
        p.kanaShort,
        p.katakana,
        p.romaji,
        p.hepburn,
        `${p.romaji}-${p.kind}`,
        `${p.hepburn} ${p.kind}`,
        p.romaji.toUpperCase(),
      ];
      for (const s of spellings) expect(findPrefecture(s)?.jis, String(s)).toBe(p.jis);
    }
  });

  it.each([
    ['Tokyo', 13],
    ['Tōkyō', 13],
    ['Toukyou', 13],
    ['Tohkyoh', 13],
    ['Tôkyô', 13],
    ['Tokyo-to', 13],
    ['Tokyo To', 13],
    ['tokyo metropolis', 13],
    ['Hokkaido', 1],
    ['Hokkaidō', 1],
    ['Hokkaidou', 1],
    ['Osaka-fu', 27],
    ['Oosaka', 27],
    ['Ōsaka', 27],
    ['Kyoto-fu', 26],
    ['Kyoto', 26],
    ['Gunma-ken', 10],
    ['Gumma', 10],
    ['Hyōgo', 28],
    ['Hyougo', 28],
    ['Kōchi', 39],
    ['Kouchi', 39],
    ['Ōita', 44],
    ['Ooita', 44],
    ['Sizuoka', 22],
    ['Hukuoka', 40],
    ['Tiba', 12],
    ['Hyogo Prefecture', 28],
    ['ＴＯＫＹＯ', 13],
  ])('reads romaji %s case-, macron-, space- and suffix-insensitively', (input, jis) => {
    expect(findPrefecture(input)?.jis).toBe(jis);
  });

  it.each([
    ['東京', 13],
    ['東京都', 13],
    [' 大阪 ', 27],
    ['神奈川', 14],
    ['京都', 26],
    ['北海道', 1],
    ['とうきょう', 13],
    ['トウキョウト', 13],
    ['トーキョー', 13],
    ['ｵｵｻｶﾌ', 27],
    ['おおさか', 27],
  ])('reads kanji and kana %s with or without the suffix', (input, jis) => {
    expect(findPrefecture(input)?.jis).toBe(jis);
  });

  it.each([
    [13, 13],
    ['13', 13],
    ['1', 1],
    ['01', 1],
    ['１３', 13],
    ['JP-13', 13],
    ['jp-1', 1],
  ])('reads the JIS number or ISO code %s', (input, jis) => {
    expect(findPrefecture(input)?.jis).toBe(jis);
  });

  it.each(['', 'Tokio', 'Kyo', '東京府', '北海', '0', '48', 'JP-48', 'US-13', 'Kyototo-x'])(
    'refuses %j',
    (input) => {
      expect(findPrefecture(input)).toBeUndefined();
    },
  );

  it('does not read "Kyoto" as "Kyo" plus the -to suffix', () => {
    expect(findPrefecture('Kyoto')?.kanji).toBe('京都府');
    expect(findPrefecture('Kyoto-to')?.kanji).toBe('京都府');
  });
});

describe('nearestPrefectures', () => {
  it('suggests close names for typos in romaji, with a suffix, and in kanji', () => {
    expect(nearestPrefectures('Tokio').map((p) => p.kanji)).toEqual(['東京都']);
    expect(nearestPrefectures('Tokio-to').map((p) => p.kanji)).toEqual(['東京都']);
    expect(nearestPrefectures('Nigata').map((p) => p.kanji)).toEqual(['新潟県']);
    expect(nearestPrefectures('東京府').map((p) => p.kanji)).toEqual(['東京都']);
  });

  it('suggests nothing for short or distant input', () => {
    expect(nearestPrefectures('Tk')).toEqual([]);
    expect(nearestPrefectures('Manhattan')).toEqual([]);
    expect(nearestPrefectures('東')).toEqual([]);
  });

  it('describes a prefecture by code, kanji and romaji', () => {
    expect(describePrefecture(allPrefectures()[12]!)).toBe('13 (東京都, Tokyo)');
  });
});
