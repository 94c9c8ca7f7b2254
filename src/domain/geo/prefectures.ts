// The 47 prefectures of Japan, keyed by their JIS X 0401 code (which is also the
// ISO 3166-2:JP suffix), with every spelling a user or a spreadsheet is likely to
// hand us: kanji with and without 都/道/府/県, hiragana, katakana, Hepburn with
// and without macrons, wāpuro spellings and Kunrei spellings.
import { lazy } from '../lazy.js';
import { closest, isAsciiKey, kanaFold, latinKey, nfkc, romajiFold } from './text.js';

export type PrefectureKind = 'to' | 'do' | 'fu' | 'ken';

export interface Prefecture {
  /** JIS X 0401 number, 1–47. */
  readonly jis: number;
  /** Two-digit JIS code, '01'–'47': the province value the API takes for JP. */
  readonly code: string;
  /** ISO 3166-2 code, 'JP-01'–'JP-47'. */
  readonly iso: string;
  /** Official name: 東京都, 北海道, 大阪府, 青森県. */
  readonly kanji: string;
  /** Name without 都/府/県: 東京, 大阪. 北海道 stays whole (北海 is no name). */
  readonly kanjiShort: string;
  /** Reading of the official name in hiragana: とうきょうと. */
  readonly kana: string;
  /** Reading without the suffix: とうきょう. */
  readonly kanaShort: string;
  /** Reading in katakana: トウキョウト. */
  readonly katakana: string;
  /** Plain romaji as carriers print it: Tokyo, Hokkaido, Hyogo. */
  readonly romaji: string;
  /** Hepburn with macrons: Tōkyō, Hokkaidō, Hyōgo. */
  readonly hepburn: string;
  readonly kind: PrefectureKind;
}

// [official kanji, hiragana reading, Hepburn with macrons], in JIS order.
const ROWS: ReadonlyArray<readonly [string, string, string]> = [
  ['北海道', 'ほっかいどう', 'Hokkaidō'],
  ['青森県', 'あおもりけん', 'Aomori'],
  ['岩手県', 'いわてけん', 'Iwate'],
  ['宮城県', 'みやぎけん', 'Miyagi'],
  ['秋田県', 'あきたけん', 'Akita'],
  ['山形県', 'やまがたけん', 'Yamagata'],
  ['福島県', 'ふくしまけん', 'Fukushima'],
  ['茨城県', 'いばらきけん', 'Ibaraki'],
  ['栃木県', 'とちぎけん', 'Tochigi'],
  ['群馬県', 'ぐんまけん', 'Gunma'],
  ['埼玉県', 'さいたまけん', 'Saitama'],
  ['千葉県', 'ちばけん', 'Chiba'],
  ['東京都', 'とうきょうと', 'Tōkyō'],
  ['神奈川県', 'かながわけん', 'Kanagawa'],
  ['新潟県', 'にいがたけん', 'Niigata'],
  ['富山県', 'とやまけん', 'Toyama'],
  ['石川県', 'いしかわけん', 'Ishikawa'],
  ['福井県', 'ふくいけん', 'Fukui'],
  ['山梨県', 'やまなしけん', 'Yamanashi'],
  ['長野県', 'ながのけん', 'Nagano'],
  ['岐阜県', 'ぎふけん', 'Gifu'],
  ['静岡県', 'しずおかけん', 'Shizuoka'],
  ['愛知県', 'あいちけん', 'Aichi'],
  ['三重県', 'みえけん', 'Mie'],
  ['滋賀県', 'しがけん', 'Shiga'],
  ['京都府', 'きょうとふ', 'Kyōto'],
  ['大阪府', 'おおさかふ', 'Ōsaka'],
  ['兵庫県', 'ひょうごけん', 'Hyōgo'],
  ['奈良県', 'ならけん', 'Nara'],
  ['和歌山県', 'わかやまけん', 'Wakayama'],
  ['鳥取県', 'とっとりけん', 'Tottori'],
  ['島根県', 'しまねけん', 'Shimane'],
  ['岡山県', 'おかやまけん', 'Okayama'],
  ['広島県', 'ひろしまけん', 'Hiroshima'],
  ['山口県', 'やまぐちけん', 'Yamaguchi'],
  ['徳島県', 'とくしまけん', 'Tokushima'],
  ['香川県', 'かがわけん', 'Kagawa'],
  ['愛媛県', 'えひめけん', 'Ehime'],
  ['高知県', 'こうちけん', 'Kōchi'],
  ['福岡県', 'ふくおかけん', 'Fukuoka'],
  ['佐賀県', 'さがけん', 'Saga'],
  ['長崎県', 'ながさきけん', 'Nagasaki'],
  ['熊本県', 'くまもとけん', 'Kumamoto'],
  ['大分県', 'おおいたけん', 'Ōita'],
  ['宮崎県', 'みやざきけん', 'Miyazaki'],
  ['鹿児島県', 'かごしまけん', 'Kagoshima'],
  ['沖縄県', 'おきなわけん', 'Okinawa'],
];

const KIND_OF_SUFFIX: Record<string, PrefectureKind> = { 都: 'to', 道: 'do', 府: 'fu', 県: 'ken' };
const KANA_SUFFIX: Record<PrefectureKind, string> = { to: 'と', do: '', fu: 'ふ', ken: 'けん' };

function toKatakana(hiragana: string): string {
  return [...hiragana].map((ch) => String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0x60)).join('');
}

function buildPrefecture(
  [kanji, kana, hepburn]: readonly [string, string, string],
  index: number,
): Prefecture {
  const jis = index + 1;
  const code = String(jis).padStart(2, '0');
  const kind = KIND_OF_SUFFIX[kanji.slice(-1)] ?? 'ken';
  const kanaSuffix = KANA_SUFFIX[kind];
  return {
    jis,
    code,
    iso: `JP-${code}`,
    kanji,
    kanjiShort: kind === 'do' ? kanji : kanji.slice(0, -1),
    kana,
    kanaShort: kanaSuffix && kana.endsWith(kanaSuffix) ? kana.slice(0, -kanaSuffix.length) : kana,
    katakana: toKatakana(kana),
    romaji: hepburn.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    hepburn,
    kind,
  };
}

/** The 47 prefectures in JIS order (built on first use, as are the indexes below). */
export const allPrefectures: () => readonly Prefecture[] = lazy(() => ROWS.map(buildPrefecture));

// Suffixes a romaji name may carry ("Tokyo-to", "Osaka Prefecture"). Tried only
// after the whole key failed, so "Kyoto" is never read as "Kyo" + "-to".
const romajiSuffixes = lazy(() =>
  ['prefecture', 'metropolis', 'pref', 'ken', 'to', 'do', 'fu'].map(romajiFold),
);

/** Folded romaji → prefecture, and folded kanji / kana → prefecture. */
const indexes = lazy(() => {
  const byRomaji = new Map<string, Prefecture>();
  const byScript = new Map<string, Prefecture>();
  for (const p of allPrefectures()) {
    byRomaji.set(romajiFold(latinKey(p.romaji)), p);
    for (const name of [p.kanji, p.kanjiShort]) byScript.set(nfkc(name).replace(/\s/g, ''), p);
    for (const reading of [p.kana, p.kanaShort]) byScript.set(kanaFold(reading), p);
  }
  return { byRomaji, byScript };
});

/** The prefecture with this JIS number (1–47), or undefined. */
export function prefectureByJis(jis: number): Prefecture | undefined {
  return Number.isInteger(jis) ? allPrefectures()[jis - 1] : undefined;
}

function lookupRomaji(key: string): Prefecture | undefined {
  const { byRomaji } = indexes();
  const exact = byRomaji.get(key);
  if (exact) return exact;
  for (const suffix of romajiSuffixes()) {
    if (key.length > suffix.length && key.endsWith(suffix)) {
      const found = byRomaji.get(key.slice(0, -suffix.length));
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Finds a prefecture from any usual spelling: JIS number (13, '13', '1', '０１'),
 * ISO code ('JP-13'), kanji (東京都, 東京), kana (とうきょうと, トウキョウ) or
 * romaji ('Tokyo', 'Tōkyō', 'Toukyou', 'tokyo-to', 'Tokyo Metropolis').
 */
export function findPrefecture(input: string | number): Prefecture | undefined {
  if (typeof input === 'number') return prefectureByJis(input);
  const text = nfkc(input);
  const numeric = /^(?:jp[-\s]?)?(\d{1,2})$/i.exec(text);
  if (numeric) return prefectureByJis(Number(numeric[1]));
  if (text === '') return undefined;
  const key = latinKey(text);
  if (key !== '' && isAsciiKey(key)) return lookupRomaji(romajiFold(key));
  const { byScript } = indexes();
  return byScript.get(text.replace(/\s/g, '')) ?? byScript.get(kanaFold(text));
}

/** Prefectures whose names lie within typo distance of the input: for "did you mean". */
export function nearestPrefectures(input: string): Prefecture[] {
  const text = nfkc(input);
  const key = latinKey(text);
  const { byRomaji, byScript } = indexes();
  if (key === '' || !isAsciiKey(key)) return closest(kanaFold(text), byScript);
  const folded = romajiFold(key);
  const direct = closest(folded, byRomaji);
  if (direct.length > 0) return direct;
  // "Tokio-to": the suffix would eat the typo budget, so judge the name alone.
  for (const suffix of romajiSuffixes()) {
    if (folded.length > suffix.length && folded.endsWith(suffix)) {
      const found = closest(folded.slice(0, -suffix.length), byRomaji);
      if (found.length > 0) return found;
    }
  }
  return [];
}

/** "13 (東京都, Tokyo)" — how messages name a prefecture. */
export function describePrefecture(p: Prefecture): string {
  return `${p.code} (${p.kanji}, ${p.romaji})`;
}
