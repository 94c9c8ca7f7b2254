// An order's identity is its order number: the same text is the label's setup.ref_number whether
// it came from a CSV row (注文番号, a Shopify Name…), an API order, a scan or `--ref`, and every
// "was this order shipped?" compares refs by one key. People and scanners give the same number in
// many shapes: a Japanese input method in full-width mode (ＯＲＤ－１００１), kana mode typing ー
// for "-", a word processor's ‐ or −, a copied cell with a zero-width space. None of them may
// pass the duplicate guard as another order — nor may a ref made to look like a shipped one on
// purpose: an invisible mark (a bidi control, a variation selector, a tag character, a Hangul
// filler), a dash look-alike (➖ ˗ ⸺ 〜 ～) or a Cyrillic or Greek letter drawn like a Latin one.

/** Every dash, hyphen and minus a keyboard, a word processor or a copied label gives for "-". */
const DASHES = /[\u2010-\u2015\u2043\u2212\ufe58\ufe63\uff0d]/g;
/** A kana before ー makes it a long vowel (コーヒー), which stays as written. */
const KANA = /[\u3041-\u309f\u30a1-\u30fa\u30fd-\u30ff]/;
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u180e\u00ad]/g;

/**
 * What a ref's key does not see: every format character (Cf: bidi marks and isolates, invisible
 * operators, tag characters) and every default-ignorable code point (variation selectors 1–256,
 * the combining grapheme joiner, the Hangul fillers ㅤ ᅟ ᅠ ﾠ). None of them is visible on a
 * label or a screen, so none may make two order numbers differ.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/**
 * Every dash punctuation (Pd, which includes 〜 U+301C and ⸺ U+2E3A) and the symbols drawn as
 * one: − ➖ ˗ ‒ ⁃ ─ ━ ⎯, and the tilde that ～ becomes under NFKC.
 */
const DASH_LIKE = /[\p{Pd}\u2212\u2796\u02d7\u2043\u2500\u2501\u23af~]/gu;

/**
 * Cyrillic and Greek letters drawn like a Latin one (after lower-casing), folded to it. Folding
 * rather than refusing: an order number is the shop's text and a ref in another script still
 * ships; it only cannot be a second order beside the Latin one it looks like. Case is folded
 * first, so the capital forms (А В Е К М Н О Р С Т Х, Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ) are here
 * through their small letters.
 */
// Written as escapes: they are compared, never printed (the label fonts need not hold them):
// Cyrillic а в е з к м н о р с т у х ѕ і ј һ ԁ ԛ ԝ ӏ ѵ, Latin ɡ ı, Greek α β ε ζ η ι κ μ ν ο ρ τ υ χ ϲ ϳ.
const LOOKS_LIKE = '\u0430\u0432\u0435\u0437\u043a\u043c\u043d\u043e\u0440\u0441\u0442\u0443\u0445\u0455\u0456\u0458\u04bb\u0501\u051b\u051d\u04cf\u0475\u0261\u0131\u03b1\u03b2\u03b5\u03b6\u03b7\u03b9\u03ba\u03bc\u03bd\u03bf\u03c1\u03c4\u03c5\u03c7\u03f2\u03f3';
const LATIN_FOR = 'abe3kmhopctyxsijhdqwlvgiabezhikmnoptyxcj';
const CONFUSABLE = new Map([...LOOKS_LIKE].map((ch, i) => [ch, LATIN_FOR[i]!]));
const CONFUSABLE_LETTER = new RegExp(`[${LOOKS_LIKE}]`, 'gu');

/**
 * A ref as it is printed on the label: NFKC (full width made ASCII), zero-width characters
 * dropped, every dash folded to "-" (ー too, unless it follows a kana), runs of spaces made one,
 * trimmed. Letter case is kept: it is the shop's order number as the shop writes it.
 */
export function normalizeRef(raw: string): string {
  const text = raw.normalize('NFKC').replace(ZERO_WIDTH, '').replace(DASHES, '-');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    // ー (ｰ is ー after NFKC) is what kana mode types for "-".
    out += ch === '\u30fc' && !(i > 0 && KANA.test(text[i - 1]!)) ? '-' : ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The key two refs are compared by: the printed ref without anything invisible, every dash and
 * dash look-alike made "-", case-folded, Cyrillic and Greek look-alikes made the Latin letter,
 * without the "#" a shop puts before its order numbers (Shopify's #1001 is order 1001). '' for
 * anything that is not a string or is empty once normalised.
 */
export function refKey(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // Invisible marks go before NFKC too: one between two letters must not stop them composing.
  const printed = normalizeRef(raw.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, ''));
  return printed
    .replace(DASH_LIKE, '-')
    .replace(/^#\s*/, '')
    .toLowerCase()
    .replace(CONFUSABLE_LETTER, (ch) => CONFUSABLE.get(ch)!);
}

/** Whether two refs name the same order. */
export const sameRef = (a: unknown, b: unknown): boolean => {
  const key = refKey(a);
  return key !== '' && key === refKey(b);
};
