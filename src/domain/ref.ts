// An order's identity is its order number: the same text is the label's setup.ref_number whether
// it came from a CSV row (注文番号, a Shopify Name…), an API order, a scan or `--ref`, and every
// "was this order shipped?" compares refs by one key. People and scanners give the same number in
// many shapes: a Japanese input method in full-width mode (ＯＲＤ－１００１), kana mode typing ー
// for "-", a word processor's ‐ or −, a copied cell with a zero-width space. None of them may
// pass the duplicate guard as another order.

/** Every dash, hyphen and minus a keyboard, a word processor or a copied label gives for "-". */
const DASHES = /[\u2010-\u2015\u2043\u2212\ufe58\ufe63\uff0d]/g;
/** A kana before ー makes it a long vowel (コーヒー), which stays as written. */
const KANA = /[\u3041-\u309f\u30a1-\u30fa\u30fd-\u30ff]/;
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u180e\u00ad]/g;

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
 * The key two refs are compared by: the normalised ref, case-folded, without the "#" a shop
 * puts before its order numbers (Shopify's #1001 is order 1001). '' for anything that is not
 * a string or is empty once normalised.
 */
export function refKey(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return normalizeRef(raw).replace(/^#\s*/, '').toLowerCase();
}

/** Whether two refs name the same order. */
export const sameRef = (a: unknown, b: unknown): boolean => {
  const key = refKey(a);
  return key !== '' && key === refKey(b);
};
