// Japanese is written without spaces: a help line breaks between its characters, but never
// before a closing mark (、。）) nor after an opening one (（「), and Latin text is untouched.
import { describe, expect, it } from 'vitest';
import { BREAK, markBreaks, wrapHelpText, wrapToWidth } from '../../../src/cli/output/wrap.js';
import { displayWidth } from '../../../src/cli/output/width.js';

describe('Japanese line breaks', () => {
  it('marks a break between Japanese words, never inside one, before a closing mark or a colon, or after an opening one', () => {
    expect(markBreaks('出荷（テスト）。').split(BREAK)).toEqual(['出荷', '（テスト）。']);
    expect(markBreaks('--print を含みます')).toBe(`--print を${BREAK}含みます`);
    expect(markBreaks('お届け先の電話番号を尋ねます').split(BREAK)).toEqual([
      'お届け先の',
      '電話番号を',
      '尋ねます',
    ]);
    expect(markBreaks('代引きに対応していません').split(BREAK)).toEqual(['代引きに', '対応していません']);
    expect(markBreaks('栄3-5-1').split(BREAK)).toEqual(['栄', '3-5-1']);
  });

  it('wraps a Japanese line at 80 columns between words: no 尋|ねます, no 対|応, no colon at a line start', () => {
    const line =
      'この荷物の大きさとオプションに対応しているサービスはありません: 宅配便のサービスを選ぶか、お届け先の電話番号を尋ねます';
    for (const width of [20, 24, 30, 40, 50, 60, 70, 80]) {
      const lines = wrapToWidth(line, width);
      expect(lines.join('').replace(/ /g, '')).toBe(line.replace(/ /g, ''));
      for (const [i, l] of lines.entries()) {
        expect(l.startsWith(':') || l.startsWith('ねます') || l.startsWith('応'), `${width}: ${l}`).toBe(
          false,
        );
        if (i < lines.length - 1) expect(l.endsWith('尋') || l.endsWith('対'), `${width}: ${l}`).toBe(false);
      }
    }
  });

  it('leaves Latin text as it was', () => {
    const english = 'send it to the printer (--printer, else the stored printer); saved only with --out';
    expect(markBreaks(english)).toBe(english);
    expect(wrapHelpText(`  --print  ${english}`, 44)).toBe(
      '  --print  send it to the printer\n' +
        '           (--printer, else the stored\n' +
        '           printer); saved only with --out',
    );
  });

  it('wraps a hand-written Japanese list line under its text, within the width', () => {
    const line =
      '  SHIPCTL_HOME  設定とデータ（サンドボックスのデータベース、一括出荷の記録）を置く 1 つのディレクトリ';
    const wrapped = wrapHelpText(line, 40).split('\n');
    expect(wrapped.length).toBeGreaterThan(1);
    for (const l of wrapped) expect(displayWidth(l)).toBeLessThanOrEqual(40);
    for (const l of wrapped.slice(1)) expect(l).toMatch(/^ {16}\S/);
    expect(wrapped.join('').replace(/ /g, '')).toBe(line.replace(/ /g, ''));
  });
});
