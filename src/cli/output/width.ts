// Display width in terminal columns. string-width measures by grapheme (Intl.Segmenter,
// Unicode property regexes, an emoji regex), which costs milliseconds to load and set up;
// help text and most table cells are Latin, where every character takes one column. Those
// are counted directly, and string-width is loaded (require of an ES module, Node ≥ 20.19)
// only for anything else: kana, kanji, emoji, ANSI colour, combining marks.
import { createRequire } from 'node:module';

/** Characters string-width counts as exactly one column, alone or in any sequence. */
const NARROW =
  /^[\x20-\x7e\u00a0-\u00a8\u00aa-\u00ac\u00af-\u02ff\u2010-\u2027\u2030-\u203b\u203d-\u2048\u204a-\u205e]*$/;

let stringWidth: ((text: string) => number) | undefined;

export function displayWidth(text: string): number {
  if (NARROW.test(text)) return text.length;
  stringWidth ??= (createRequire(import.meta.url)('string-width') as typeof import('string-width')).default;
  return stringWidth(text);
}
