// The Japanese font of every sandbox document: Noto Sans JP (regular and bold),
// read from the package that ships it, parsed once per process and embedded as a
// subset, so a label carries the few dozen glyphs it prints (kilobytes) rather
// than the 5 MB faces. Rendering is on the request path, hence the cache.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const FACES = {
  regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const;

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
    const require = createRequire(import.meta.url);
    faces = Promise.all([
      readFile(require.resolve(FACES.regular)),
      readFile(require.resolve(FACES.bold)),
    ]).then(([regular, bold]) => ({ regular, bold }));
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
  return { regular: r, bold: b };
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
