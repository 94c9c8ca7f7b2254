// Display width in terminal columns. string-width measures by grapheme (Intl.Segmenter,
// Unicode property regexes, an emoji regex), which costs tens of milliseconds to load and set
// up. Most text is simpler than that: Latin, where every character takes one column, and
// Japanese written with kana, kanji and full-width forms, where no character joins another
// and each takes the columns get-east-asian-width gives it (the table string-width itself
// reads for such text). Those are counted directly; string-width is loaded (require of an ES
// module) only for anything else: emoji, ANSI colour, combining marks, halfwidth katakana.
import { createRequire } from 'node:module';

/** Characters string-width counts as exactly one column, alone or in any sequence. */
const NARROW =
  /^[\x20-\x7e\u00a0-\u00a8\u00aa-\u00ac\u00af-\u02ff\u2010-\u2027\u2030-\u203b\u203d-\u2048\u204a-\u205e]*$/;

/**
 * Latin, kana (without the combining sound marks), kanji and full-width forms: no character
 * here joins its neighbour into one cluster, so a text's width is the sum of its characters'.
 * test/unit/cli/display-width.test.ts holds that sum equal to string-width's over every one.
 */
const EAST_ASIAN_SIMPLE =
  /^[\x20-\x7e\u00a0-\u00a8\u00aa-\u00ac\u00af-\u02ff\u2010-\u2027\u2030-\u203b\u203d-\u2048\u204a-\u205e\u3000-\u3029\u3030-\u303f\u3041-\u3096\u309b-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60\uffe0-\uffe6]*$/;

const load = createRequire(import.meta.url);
let stringWidth: ((text: string) => number) | undefined;
let eastAsianWidth: ((codePoint: number) => number) | undefined;

export function displayWidth(given: string): number {
  // The zero-width no-break space marks where a Japanese line may break (output/wrap.ts): no column.
  const text = given.includes('\uFEFF') ? given.replaceAll('\uFEFF', '') : given;
  if (NARROW.test(text)) return text.length;
  if (EAST_ASIAN_SIMPLE.test(text)) {
    eastAsianWidth ??= (load('get-east-asian-width') as typeof import('get-east-asian-width')).eastAsianWidth;
    let width = 0;
    for (const ch of text) width += eastAsianWidth(ch.codePointAt(0)!);
    return width;
  }
  stringWidth ??= (load('string-width') as typeof import('string-width')).default;
  return stringWidth(text);
}
