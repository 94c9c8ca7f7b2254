// Text folding shared by the prefecture and province lookups. People type
// subdivision names from keyboards, spreadsheets and carrier portals, so the
// same name arrives full-width, with macrons, in katakana or with a suffix;
// every lookup compares folded keys, never raw strings.

/** NFKC (full-width → ASCII, half-width kana → full-width), then trimmed. */
export function nfkc(input: string): string {
  return input.normalize('NFKC').trim();
}

/**
 * Removes Latin diacritics (ō, ô, é, ã) but keeps kana voicing marks: NFD splits
 * が into か + U+3099, which lies outside the Latin combining range and is
 * recomposed by the final NFC.
 */
export function stripDiacritics(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** Lower-case letters and digits only: spaces, hyphens, dots and apostrophes go. */
export function latinKey(input: string): string {
  return stripDiacritics(nfkc(input))
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function isAsciiKey(key: string): boolean {
  return /^[a-z0-9]*$/.test(key);
}

/**
 * Folds the romanisations of one Japanese name onto one key: long vowels
 * (Tōkyō, Toukyou, Tohkyoh, Tokyo) and Kunrei spellings (Sizuoka, Tiba, Hukui)
 * all land on the same string. Only for keys already through latinKey.
 */
export function romajiFold(key: string): string {
  return key
    .replace(/ou/g, 'o')
    .replace(/oo/g, 'o')
    .replace(/oh/g, 'o')
    .replace(/uu/g, 'u')
    .replace(/shi/g, 'si')
    .replace(/chi/g, 'ti')
    .replace(/tsu/g, 'tu')
    .replace(/fu/g, 'hu')
    .replace(/ji/g, 'zi')
    .replace(/sh/g, 'sy')
    .replace(/ch/g, 'ty')
    .replace(/j/g, 'zy')
    .replace(/mm/g, 'nm'); // old Hepburn "Gumma"
}

const O_ROW = new Set([...'おこごそぞとどのほぼぽもよょろを']);

/**
 * Katakana → hiragana, and long vowels folded so that トーキョー, トウキョウ and
 * とうきょう compare equal: a ー or an う/お after an o-row kana is dropped.
 */
export function kanaFold(input: string): string {
  const hira = [...nfkc(input).replace(/\s/g, '')].map((ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    return cp >= 0x30a1 && cp <= 0x30f6 ? String.fromCodePoint(cp - 0x60) : ch;
  });
  let out = '';
  for (const ch of hira) {
    const prev = out.at(-1);
    if (ch === 'ー') continue;
    if ((ch === 'う' || ch === 'お') && prev !== undefined && O_ROW.has(prev)) continue;
    out += ch;
  }
  return out;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition),
 * so "Califronia" is one edit from "california", not two.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= t.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const above = rows[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[s.length]?.[t.length] ?? Math.max(s.length, t.length);
}

/**
 * How many edits still count as a typo of `key`. Short Latin keys get none:
 * two letters are one edit from a dozen state codes, so a guess would mislead.
 * One kanji or kana carries a whole syllable, so CJK keys get one edit early.
 */
export function typoBudget(key: string): number {
  const length = [...key].length;
  if (isAsciiKey(key)) {
    if (length < 4) return 0;
    if (length <= 5) return 1;
    return length <= 10 ? 2 : 3;
  }
  if (length < 2) return 0;
  return length <= 4 ? 1 : 2;
}

/** The candidate values whose keys lie closest to `key`, within its typo budget. */
export function closest<T>(key: string, candidates: Iterable<[string, T]>): T[] {
  const budget = typoBudget(key);
  if (budget === 0) return [];
  let bestDistance = budget + 1;
  let best: T[] = [];
  for (const [candidateKey, value] of candidates) {
    const d = editDistance(key, candidateKey);
    if (d > budget) continue;
    if (d < bestDistance) {
      bestDistance = d;
      best = [value];
    } else if (d === bestDistance && !best.includes(value)) {
      best.push(value);
    }
  }
  return best;
}
