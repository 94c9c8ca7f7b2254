// Japanese is written without spaces: a help line breaks between its characters, but never
// before a closing mark (、。）) nor after an opening one (（「), and Latin text is untouched.
import { describe, expect, it } from 'vitest';
import { BREAK, markBreaks, wrapHelpText } from '../../../src/cli/output/wrap.js';
import { displayWidth } from '../../../src/cli/output/width.js';

describe('Japanese line breaks', () => {
  it('marks a break between Japanese characters, none before a closing or after an opening mark', () => {
    expect(markBreaks('出荷（テスト）。').split(BREAK)).toEqual(['出', '荷', '（テ', 'ス', 'ト）。']);
    expect(markBreaks('--print を含みます')).toBe(`--print を${BREAK}含${BREAK}み${BREAK}ま${BREAK}す`);
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
