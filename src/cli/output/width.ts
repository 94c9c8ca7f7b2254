// Display width in terminal columns. string-width measures by grapheme (Intl.Segmenter,
// Unicode property regexes), which costs milliseconds to set up on first use; help text and
// most table cells are Latin, where every character takes one column. Those are counted
// directly; anything else (kana, kanji, emoji, ANSI colour, combining marks) goes to
// string-width.
import stringWidth from 'string-width';

/** Characters string-width counts as exactly one column, alone or in any sequence. */
const NARROW =
  /^[\x20-\x7e\u00a0-\u00a8\u00aa-\u00ac\u00af-\u02ff\u2010-\u2027\u2030-\u203b\u203d-\u2048\u204a-\u205e]*$/;

export const displayWidth = (text: string): number => (NARROW.test(text) ? text.length : stringWidth(text));
