// the documents' fonts are Noto Sans JP cut down to what Japanese
// documents print (assets/fonts, scripts/subset-fonts.py), and the one symbology
// the labels draw comes from a small package. These tests hold the subset to what
// the script promises, and pin what a character outside it prints as: never the
// font's .notdef box, which also loses the character from the PDF's text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { code128Widths, moduleCount } from '../../src/sandbox/documents/barcode.js';
import { embedFonts, MISSING_CHARACTER } from '../../src/sandbox/documents/fonts.js';
import { labelInputFromShipment, renderLabel } from '../../src/sandbox/documents/index.js';
import { pdfText, scratchDir } from '../fixtures/documents/pdf-tools.js';
import { OSAKA_JA, YAMATO_SHIPMENT } from '../fixtures/documents/shipments.js';
import { itNeeds } from '../helpers/tools.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FACES = ['NotoSansJP-Regular.ttf', 'NotoSansJP-Bold.ttf'];
const { save } = scratchDir();

/** JIS X 0208's ≒ (row 2), which Noto Sans JP 2.004 itself lacks: it prints as 〓. */
const NOT_IN_NOTO = new Set([0x2252]);

const isPrivateUse = (cp: number) => cp >= 0xe000 && cp <= 0xf8ff;

/** Every character a two-byte code of `encoding` decodes to (leads × trails), private use left out. */
function decoded(encoding: string, leads: number[], trails: number[]): Set<number> {
  const decoder = new TextDecoder(encoding);
  const out = new Set<number>();
  for (const lead of leads)
    for (const trail of trails) {
      const s = decoder.decode(new Uint8Array([lead, trail]));
      const cp = s.codePointAt(0)!;
      if ([...s].length === 1 && cp !== 0xfffd && !isPrivateUse(cp)) out.add(cp);
    }
  return out;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** JIS X 0208 rows 1–84 (levels 1 and 2, kana, symbols) as EUC-JP decodes them. */
const JIS_X_0208 = decoded('euc-jp', range(0xa1, 0xa0 + 84), range(0xa1, 0xfe));
/** Windows-31J (Shift_JIS as Japanese systems and carriers' CSV files use it) and its half-width katakana. */
const WINDOWS_31J = new Set([
  ...decoded(
    'shift_jis',
    [...range(0x81, 0x9f), ...range(0xe0, 0xfc)],
    [...range(0x40, 0x7e), ...range(0x80, 0xfc)],
  ),
  ...range(0xff61, 0xff9f),
]);

/** The non-ASCII characters in the code (comments left out) of src/sandbox and src/domain. */
function ownText(): Set<number> {
  const out = new Set<number>();
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir)) {
      const p = path.join(dir, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts'))
        for (const c of readFileSync(p, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$|\s\/\/.*$/gm, ''))
          if (c.codePointAt(0)! > 0x7e) out.add(c.codePointAt(0)!);
    }
  };
  walk(path.join(ROOT, 'src/sandbox'));
  walk(path.join(ROOT, 'src/domain'));
  return out;
}

describe('the committed document fonts', () => {
  const faces = FACES.map((name) => ({
    name,
    bytes: readFileSync(path.join(ROOT, 'assets/fonts', name)),
  }));

  it('are two subset faces of about 2.3 MB, not the 5.4 MB originals', () => {
    for (const f of faces) expect(f.bytes.length, f.name).toBeLessThan(3_000_000);
    expect(readFileSync(path.join(ROOT, 'assets/fonts/LICENSE'), 'utf8')).toContain('SIL OPEN FONT LICENSE');
  });

  it.each([
    ['ASCII and Latin-1', new Set([...range(0x20, 0x7e), ...range(0xa0, 0xff)])],
    ['JIS X 0208 levels 1–2, kana and symbols', JIS_X_0208],
    ['Windows-31J (NEC and IBM extensions: ①, ㈱, 髙, 﨑)', WINDOWS_31J],
    ['the fullwidth forms', new Set(range(0xff01, 0xff5e))],
    ['the text of the sandbox and the domain (carriers, prefectures, labels)', ownText()],
  ])('hold every character of %s', (_name, chars) => {
    expect(chars.size).toBeGreaterThan(0);
    for (const f of faces) {
      const font = fontkit.create(f.bytes);
      const missing = [...chars].filter((cp) => !font.hasGlyphForCodePoint(cp) && !NOT_IN_NOTO.has(cp));
      expect(
        missing.map((cp) => `U+${cp.toString(16).toUpperCase()} ${String.fromCodePoint(cp)}`),
        f.name,
      ).toEqual([]);
    }
  });

  it('count the sizes the issue names: 6,355 kanji of JIS X 0208 among them', () => {
    const kanji = [...JIS_X_0208].filter((cp) => /\p{Script=Han}/u.test(String.fromCodePoint(cp)));
    expect(kanji.length).toBeGreaterThanOrEqual(6355);
  });
});

describe('a character the fonts lack', () => {
  it('prints as its compatibility form, its letter without accents or 〓, never as .notdef', async () => {
    const { printable } = await embedFonts(await PDFDocument.create());
    expect(MISSING_CHARACTER).toBe('〓');
    // 𠮷 (JIS X 0213 only) and emoji are outside the subset; 髙 and 﨑 (Windows-31J) are in.
    expect(printable('𠮷田 髙﨑 様')).toBe('〓田 髙﨑 様');
    expect(printable('😀 한')).toBe('〓 〓');
    // A decomposed accent composes; a variation selector (IVS) and a zero-width joiner drop.
    expect(printable('Jose\u0301 葛\u{E0100}飾 a\u200Db')).toBe('José 葛飾 ab');
    // Compatibility forms and bare letters where the faces have them.
    expect(printable('㉑ ﬁ Dvořák')).toBe('21 fi Dvorák');
    expect(printable('≒')).toBe('〓');
    // Line breaks stay for the layout to handle.
    expect(printable('東京\n大阪')).toBe('東京\n大阪');
  });

  itNeeds(['pdftotext'])(
    'leaves the rest of a label intact, and the PDF text says 〓 where it was',
    async () => {
      const shipment = {
        ...YAMATO_SHIPMENT,
        to_address: { ...OSAKA_JA, full_name: '𠮷田 太郎😀', company: 'Dvořák ㈱' },
      };
      const label = await renderLabel(labelInputFromShipment(shipment, { printSize: 'PDF_A5' }));
      const text = pdfText(save('missing.pdf', label.body));
      expect(text).toContain('〓田 太郎〓 様');
      expect(text).toContain('Dvorák ㈱');
      expect(text).toContain('大阪府大阪市北区梅田1-1-3');
    },
  );
});

describe('Code 128 by jsbarcode', () => {
  it('packs digits in pairs (start C) and is as long as bwip-js drew it, so ZPL sizing holds', () => {
    const widths = code128Widths('1234567890128');
    expect(widths.slice(0, 6).join('')).toBe('211232'); // start C
    expect(widths.slice(-7).join('')).toBe('2331112'); // stop
    // 11 modules a symbol (start, 6 pairs, a code set switch, '8', check) and 13 for the stop:
    // the length bwip-js gave, which label-zpl.ts sizes the printer's symbol by.
    expect(moduleCount(widths)).toBe(11 * 10 + 13);
    // A UPS-style number: start B, 1Z999AA1, code C, five digit pairs, check.
    expect(moduleCount(code128Widths('1Z999AA10123456784'))).toBe(11 * 16 + 13);
  });

  it('refuses what Code 128 cannot carry instead of drawing nothing', () => {
    expect(() => code128Widths('é')).toThrow(/no bars/);
  });
});
