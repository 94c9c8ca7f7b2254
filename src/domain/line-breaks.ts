// Where a line of Japanese may break. Japanese has no spaces, but a line does not break
// anywhere: not inside a word (尋|ねます, 対|応), not before a closing mark, a small
// kana, the long vowel mark or a colon (行頭禁則), not after an opening mark (行末禁則).
// Words come from the runtime's word segmenter (ICU's Japanese dictionary); hiragana
// that follow a word stay with it (okurigana, particles, endings: 尋ねます, 番号を), a
// kanji or katakana compound stays whole (電話番号, サカエビル), and a one-kana prefix
// (お, ご) stays with what it honours. Both the terminal's wrapping and the labels use it.

const NO_BREAK_BEFORE =
  /^[、。，．,.)）」』】〕〉》］}・ー…‥：；:;！？!?ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ％%]/u;
const NO_BREAK_AFTER = /[（「『【〔〈《［([{]$/u;

type Script = 'kanji' | 'hiragana' | 'katakana' | 'latin' | 'other';

function scriptOf(ch: string | undefined): Script {
  if (ch === undefined) return 'other';
  if (/\p{Script=Han}|[々〆ヶ]/u.test(ch)) return 'kanji';
  if (/\p{Script=Hiragana}/u.test(ch)) return 'hiragana';
  if (/\p{Script=Katakana}|ー/u.test(ch)) return 'katakana';
  if (/[0-9A-Za-z０-９Ａ-Ｚａ-ｚ]/u.test(ch)) return 'latin';
  return 'other';
}

let segmenter: Intl.Segmenter | undefined;

/** Whether a line may break between `before` (what precedes, whole) and `next` (a segment that follows). */
function mayBreak(before: string, next: string): boolean {
  const last = [...before].at(-1);
  const first = [...next][0];
  if (last === undefined || first === undefined) return false;
  if (NO_BREAK_BEFORE.test(first) || NO_BREAK_AFTER.test(last)) return false;
  const a = scriptOf(last);
  const b = scriptOf(first);
  // Kana after a word belongs to it; a compound of one script is one word; Latin and digits
  // (3-5-1, 2F) are one run.
  if (b === 'hiragana') return false;
  if (a === b && a !== 'other') return false;
  if ((a === 'latin' || a === 'other') && (b === 'latin' || b === 'other')) return false;
  // お届け先, ご依頼主: a one-kana honorific prefix stays with its word.
  if (/(^|[^\p{Script=Hiragana}])[おご]$/u.test(before)) return false;
  return true;
}

/**
 * A run of text without spaces as the pieces a line may break between (joined again they
 * give the text back). Text without Japanese comes back as one piece.
 */
export function lineBreakPieces(text: string): string[] {
  if (!/[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u.test(text)) return text === '' ? [] : [text];
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const pieces: string[] = [];
  let cur = '';
  for (const { segment } of segmenter.segment(text)) {
    if (cur !== '' && mayBreak(cur, segment)) {
      pieces.push(cur);
      cur = '';
    }
    cur += segment;
  }
  if (cur !== '') pieces.push(cur);
  return pieces;
}
