// The Japanese font of every document shipctl draws (the sandbox's labels and invoices, the
// CLI's delivery notes and handover lists): Noto Sans JP (regular and bold),
// committed in assets/fonts/ already cut down to the characters Japanese
// documents use (scripts/subset-fonts.py: JIS X 0208, Windows-31J, Latin-1…),
// parsed once per process and embedded as a subset again, so a label carries the
// few dozen glyphs it prints (kilobytes) rather than the 2 MB faces. Rendering is
// on the request path, hence the cache.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** `text` as the faces can draw it (see {@link printableText}). */
  printable(text: string): string;
}

const FACES = {
  regular: 'NotoSansJP-Regular.ttf',
  bold: 'NotoSansJP-Bold.ttf',
} as const;

/**
 * assets/fonts/ of the package: two levels above dist/chunk-*.js, three above
 * src/documents/fonts.ts (tests), so it is searched for upwards.
 */
function fontsDir(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'assets', 'fonts');
    if (existsSync(path.join(candidate, FACES.regular))) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(`shipctl: assets/fonts/${FACES.regular} not found above ${start}`);
  }
}

/** What a character the faces lack prints as: 〓 (geta), the typesetter's mark for a missing character. */
export const MISSING_CHARACTER = '\u3013';

interface FaceBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

// The structural fontkit that @cantoo/pdf-lib's registerFontkit accepts.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

// What this module relies on inside @pdf-lib/fontkit 1.x's TrueType subsetter.
interface TtfSubsetInternals {
  cff?: unknown;
  glyf: Uint8Array[];
  offset: number;
  includeGlyph(glyph: unknown): number;
  encodeStream(): { on(ev: string, cb: (d: Uint8Array) => void): unknown };
  _addGlyph(gid: number): number;
}

/**
 * Two defects of @pdf-lib/fontkit 1.1.1 as driven by @cantoo/pdf-lib, both fixed
 * here rather than by adding a second fontkit to the dependencies:
 * - @cantoo/pdf-lib calls `subset.encode()` when it exists, expecting fontkit 2's
 *   argument-less encoder; 1.x's `encode(stream)` then throws. The subset handed
 *   over exposes only `encodeStream()`, the 1.x path pdf-lib also supports.
 * - A subset small enough for 16-bit `loca` offsets stores offsets halved, which
 *   is exact only for even glyph lengths; Noto Sans JP has odd-length glyphs, so
 *   most characters came out blank. Each glyph is padded to an even length.
 */
function patchedSubset(
  subset: TtfSubsetInternals,
): Pick<TtfSubsetInternals, 'cff' | 'includeGlyph' | 'encodeStream'> {
  const addGlyph = subset._addGlyph;
  subset._addGlyph = function (this: TtfSubsetInternals, gid: number): number {
    const index = addGlyph.call(this, gid);
    const data = this.glyf[index];
    if (data && data.length % 2 === 1) {
      // The same buffer class fontkit uses (its own Buffer polyfill), one zero byte longer.
      const make = (data.constructor as { alloc?: (n: number) => Uint8Array }).alloc;
      const padded = make ? make(data.length + 1) : new Uint8Array(data.length + 1);
      padded.set(data);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  return {
    cff: subset.cff,
    includeGlyph: (glyph) => subset.includeGlyph(glyph),
    encodeStream: () => subset.encodeStream(),
  };
}

// Parsed faces by their bytes: parsing a 5 MB face costs ~100 ms, a subset ~5 ms.
const parsed = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();

const cachingFontkit: Fontkit = {
  create(bytes: Uint8Array) {
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      const createSubset = font.createSubset.bind(font);
      (font as { createSubset: () => unknown }).createSubset = () =>
        patchedSubset(createSubset() as unknown as TtfSubsetInternals);
      parsed.set(bytes, font);
    }
    return font as unknown as ReturnType<Fontkit['create']>;
  },
};

/**
 * fontkit's default OpenType features, all switched off. Labels need no
 * ligatures, kerning or contextual forms (Japanese has none to speak of, and
 * precomposed kana need no ccmp), while shaping with Noto Sans JP's large
 * GSUB/GPOS tables was most of the rendering time (every measure and draw
 * lays text out again).
 */
const NO_SHAPING: Record<string, boolean> = Object.fromEntries(
  [
    'ccmp',
    'locl',
    'rlig',
    'mark',
    'mkmk',
    'calt',
    'clig',
    'liga',
    'rclt',
    'curs',
    'kern',
    'ltra',
    'ltrm',
  ].map((tag) => [tag, false]),
);

let faces: Promise<FaceBytes> | undefined;

/** The face files, read once per process; a failed read is retried on the next call. */
export function loadFaces(): Promise<FaceBytes> {
  if (!faces) {
    faces = Promise.resolve()
      .then(fontsDir)
      .then((dir) =>
        Promise.all([readFile(path.join(dir, FACES.regular)), readFile(path.join(dir, FACES.bold))]),
      )
      .then(([regular, bold]) => ({ regular, bold }));
    faces.catch(() => {
      faces = undefined;
    });
  }
  return faces;
}

/** Embeds both faces into `doc` as subsets (only the glyphs drawn are written on save). */
export async function embedFonts(doc: PDFDocument): Promise<DocumentFonts> {
  const { regular, bold } = await loadFaces();
  doc.registerFontkit(cachingFontkit);
  const options = { subset: true, features: NO_SHAPING };
  const [r, b] = await Promise.all([doc.embedFont(regular, options), doc.embedFont(bold, options)]);
  const face = cachingFontkit.create(regular) as unknown as Parameters<typeof printableText>[0];
  return { regular: r, bold: b, printable: printableText(face) };
}

/** A face parsed by fontkit (once per process, shared by every document). */
export function parsedFace(bytes: Uint8Array): unknown {
  return cachingFontkit.create(bytes);
}

const MARK = /^[\p{M}\p{Cf}]$/u;
// Line breaks and tabs are the callers' to handle (format.ts oneLine, wrapText).
const CONTROL = /^\p{Cc}$/u;
const printables = new WeakMap<object, (text: string) => string>();

/**
 * Text as the faces can draw it. Both faces hold the same characters
 * (scripts/subset-fonts.py), so the regular face answers for both. Text is
 * composed first (e + ◌́ → é); then a character the faces lack becomes its
 * compatibility form when the faces have that (㉑ → 21, ﬁ → fi), else its
 * letter without accents (ř → r), else 〓; a lone combining mark, variation
 * selector (the IVS U+E0100 after 葛) or zero-width format character is dropped. Without
 * this, fontkit draws the font's .notdef box and the character is lost from
 * the PDF's text (pdftotext, search, copy).
 */
export function printableText(face: { hasGlyphForCodePoint(cp: number): boolean }): (text: string) => string {
  let printable = printables.get(face);
  if (printable) return printable;
  const has = (s: string) => s !== '' && [...s].every((c) => face.hasGlyphForCodePoint(c.codePointAt(0)!));
  const memo = new Map<string, string>();
  const one = (ch: string): string => {
    if (has(ch) || CONTROL.test(ch)) return ch;
    if (MARK.test(ch)) return '';
    const compat = ch.normalize('NFKC');
    if (has(compat)) return compat;
    const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
    if (bare !== ch && has(bare)) return bare;
    return MISSING_CHARACTER;
  };
  printable = (text: string): string => {
    let out = '';
    for (const ch of text.normalize('NFC')) {
      let p = memo.get(ch);
      if (p === undefined) {
        p = one(ch);
        if (memo.size < 20_000) memo.set(ch, p);
      }
      out += p;
    }
    return out;
  };
  printables.set(face, printable);
  return printable;
}

/**
 * Reads and parses both faces ahead of the first document (e.g. when the
 * sandbox starts), so the first label does not pay for it on a request.
 */
export async function preloadFonts(): Promise<void> {
  const { regular, bold } = await loadFaces();
  for (const bytes of [regular, bold]) {
    const font = cachingFontkit.create(bytes) as unknown as { layout(s: string, f: object): unknown };
    font.layout('SANDBOX 〒100-0001 東京都 お届け先 ヤマト運輸', NO_SHAPING);
  }
}
