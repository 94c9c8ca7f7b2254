// shipctl measures Latin and plain Japanese text itself (src/cli/output/width.ts) and leaves the
// rest to string-width: both ways must agree, or a table's columns drift by a cell.
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../../src/cli/output/width.js';

const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x2ff],
  [0x2010, 0x205e],
  [0x3000, 0x30ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xff01, 0xffef],
];

describe('display width', () => {
  it('agrees with string-width on every character of Latin, kana, kanji and full-width forms', () => {
    const differ: string[] = [];
    for (const [from, to] of RANGES)
      for (let cp = from; cp <= to; cp++) {
        const ch = String.fromCodePoint(cp);
        if (displayWidth(ch) !== stringWidth(ch)) differ.push(`U+${cp.toString(16)}`);
      }
    expect(differ).toEqual([]);
  });

  it('agrees with string-width on the text of a Japanese packing day, mixed with Latin', () => {
    const texts = [
      '〒530-0001 大阪府大阪市北区梅田1-1-3 山田 太郎 様',
      'お届け先の住所（市区町村以降）',
      'カンガルービジネス便  1,300 JPY',
      'ＯＲＤ－１ full-width scanner input',
      '飛脚クール便（冷凍）· sagawa_frozen',
      'ｶﾞｰﾄﾞ halfwidth katakana with its sound marks',
      'が (a kana and a combining mark: か + ゛)',
      '👍🏽 emoji and \u001b[31mcolour\u001b[39m',
      'お届け\uFEFF先\uFEFFの住所 (where a line may break: no column)',
    ];
    for (const text of texts) expect(displayWidth(text), text).toBe(stringWidth(text));
  });
});
