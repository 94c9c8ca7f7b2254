// The sandbox's labels, rendered for real: page sizes per print size, one page per
// tracking number, ZPL, the embedded Japanese font, barcodes that a scanner
// decodes (pdftoppm + zbarimg), Japanese text that extracts as written
// (pdftotext) and slips on A4 sheets. The poppler/zbar checks need `apt-get
// install poppler-utils zbar-tools`; without them they are skipped with that hint.
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import {
  labelInputFromShipment,
  placeLabel,
  PRINT_FORMATS,
  renderLabel,
  resolvePrintFormat,
  usesSheet,
  type LabelInput,
  type PdfFormat,
} from '../../src/sandbox/documents/index.js';
import { embedFonts } from '../../src/sandbox/documents/fonts.js';
import { decode, grey, inkIn, pageSizes, pdfText, png, scratchDir } from '../fixtures/documents/pdf-tools.js';
import { DHL_SHIPMENT, YAMATO_SHIPMENT } from '../fixtures/documents/shipments.js';
import { describeNeeds } from '../helpers/tools.js';

const { save } = scratchDir();

const yamato = (extra: Partial<LabelInput> = {}): LabelInput => ({
  ...labelInputFromShipment(YAMATO_SHIPMENT, { printSize: 'PDF_A5' }),
  ...extra,
});
const dhl = (extra: Partial<LabelInput> = {}): LabelInput => ({
  ...labelInputFromShipment(DHL_SHIPMENT, { printSize: 'PDF_4X6' }),
  ...extra,
});

describe('renderLabel: formats', () => {
  it('draws a yamato A5 label on one 148 × 210 mm page, small and deterministic', async () => {
    const started = performance.now();
    const label = await renderLabel(yamato());
    const ms = performance.now() - started;
    expect(label.contentType).toBe('application/pdf');
    expect(label.pages).toBe(1);
    expect(label.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pageSizes(label.body)).toEqual([[419.53, 595.28]]);
    expect(label.body.length).toBeLessThan(300_000);
    expect((await renderLabel(yamato())).body.equals(label.body)).toBe(true);
    console.info(`yamato A5 label: ${label.body.length} bytes, first render ${ms.toFixed(0)} ms`);
  });

  it('draws a dhl label on 4 × 6 in pages, one per tracking number (return label → 2 pages)', async () => {
    const label = await renderLabel(dhl());
    expect(label.pages).toBe(2);
    expect(await pageSizes(label.body)).toEqual([
      [288, 432],
      [288, 432],
    ]);
    const one = await renderLabel(dhl({ trackingNumbers: ['1234567890'] }));
    expect(one.pages).toBe(1);
  });

  it.each([
    ['PDF_A4', 595.28, 841.89],
    ['PDF_4X8', 288, 576],
    ['PDF_4X9', 288, 648],
    ['PDF_4.2X8.3_BLUE', 302.4, 597.6],
    ['PDF_4.5X7.8', 324, 561.6],
    ['PDF_YU_THERMAL', 283.46, 425.2],
  ])('sizes %s pages at %d × %d pt', async (printSize, w, h) => {
    const label = await renderLabel(yamato({ printSize }));
    expect(await pageSizes(label.body)).toEqual([[w, h]]);
  });

  it('falls back to the carrier default, then A5, when print.size is absent or unknown', () => {
    expect(resolvePrintFormat('dhl').size).toBe('PDF_4X6');
    expect(resolvePrintFormat('yamato', 'PDF_NOPE').size).toBe('PDF_A5');
    expect(resolvePrintFormat('ups').size).toBe('PDF_A5');
    expect(resolvePrintFormat('sagawa', 'PDF_4.2X8.3_GREEN')).toMatchObject({ kind: 'pdf', tint: 'green' });
  });

  it('writes ZPL II for ZPL sizes: one ^XA…^XZ per label with a Code 128 of the number', async () => {
    const label = await renderLabel(dhl({ printSize: 'ZPL_4X6' }));
    expect(label.contentType).toBe('text/plain');
    expect(label.pages).toBe(2);
    const zpl = label.body.toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain('^LL1218');
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N,A\^FH\^FD1234567890\^FS/);
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N,A\^FH\^FD9876543210\^FS/);
    // ASCII only: a stock printer has no font for the em dash (label-zpl.test.ts checks every field).
    expect(zpl).toContain('SANDBOX - NOT VALID FOR SHIPPING');
    const fedex = await renderLabel({
      ...dhl({ printSize: 'ZPL_4X8' }),
      carrier: 'fedex',
      service: 'fedex_international_priority',
    });
    expect(fedex.body.toString()).toContain('^LL1624');
  });
});

describe('fonts', () => {
  // Guards the two fontkit fixes of fonts.ts: a broken subset leaves most glyphs blank.
  it('embeds Noto Sans JP subsets whose every drawn glyph has an outline', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedFonts(doc);
    const page = doc.addPage([400, 100]);
    page.drawText('〒150-0002東京都渋谷区渋谷サンドボックスTaro', {
      x: 10,
      y: 50,
      size: 12,
      font: fonts.regular,
    });
    page.drawText('鈴木次郎様Yamada', { x: 10, y: 20, size: 12, font: fonts.bold });
    const saved = await PDFDocument.load(await doc.save());
    const files = saved.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter(
        (obj): obj is PDFDict =>
          obj instanceof PDFDict && obj.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
      )
      .map((d) => saved.context.lookup(d.get(PDFName.of('FontFile2'))));
    expect(files).toHaveLength(2);
    for (const file of files) {
      if (!(file instanceof PDFRawStream)) throw new Error('FontFile2 is not a stream');
      const font = fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
      expect(font.numGlyphs).toBeGreaterThanOrEqual(10);
      for (let gid = 1; gid < font.numGlyphs; gid++)
        expect(font.getGlyph(gid).path.toSVG(), `glyph ${gid}`).not.toBe('');
    }
  });
});

describeNeeds(['pdftoppm', 'pdftotext', 'zbarimg'])('renderLabel: rendered pages', () => {
  it('yamato A5: the barcode decodes to the tracking number and the Japanese text reads back', async () => {
    const file = save('yamato-a5.pdf', (await renderLabel(yamato())).body);
    expect(decode(png(file, 1))).toEqual(['400012345678']);
    const text = pdfText(file);
    for (const s of [
      '大阪府大阪市北区梅田1-1-3',
      '鈴木 次郎 様',
      '東京都渋谷区渋谷2-21-1',
      'サンドボックス 出荷担当',
    ])
      expect(text).toContain(s);
    for (const s of [
      'SANDBOX — NOT VALID FOR SHIPPING',
      '2026-03-06 (金)',
      '14-16時',
      'クール冷凍',
      'ORDER-1001',
    ])
      expect(text).toContain(s);
  });

  it('dhl 4x6: both pages decode, the second is the return label with the addresses swapped', async () => {
    const file = save('dhl-4x6.pdf', (await renderLabel(dhl())).body);
    expect(decode(png(file, 1))).toEqual(['1234567890']);
    expect(decode(png(file, 2))).toEqual(['9876543210']);
    const [first, second] = pdfText(file).split('\f');
    expect(first).toContain('TEST LABEL');
    expect(first).toMatch(/Jane Smith[\s\S]*UNITED KINGDOM \(GB\)/);
    expect(second).toContain('RETURN');
    expect(second).toContain('JP Japan');
  });

  it('decodes on every PDF size, including a UPS-style alphanumeric number on 4x6', async () => {
    for (const printSize of [
      'PDF_A4',
      'PDF_4X8',
      'PDF_4.2X8.3_BLUE',
      'PDF_4.5X7.8',
      'PDF_YU_THERMAL',
      'PDF_A5_BW',
    ]) {
      const file = save(`yamato-${printSize}.pdf`, (await renderLabel(yamato({ printSize }))).body);
      expect(decode(png(file, 1)), printSize).toEqual(['400012345678']);
    }
    const ups = await renderLabel({
      ...dhl({ trackingNumbers: ['1Z4FRK8X0112345678'] }),
      carrier: 'ups',
      service: 'ups_saver',
    });
    expect(decode(png(save('ups.pdf', ups.body), 1))).toEqual(['1Z4FRK8X0112345678']);
  });

  it('print_start_location 4 puts a nekopos slip in the bottom-right quarter of the A4 sheet', async () => {
    const slip = (at: number) =>
      renderLabel(yamato({ service: 'yamato_nekopos', printSize: 'PDF_A4', printStartLocation: at }));
    const four = grey(save('sheet-4.pdf', (await slip(4)).body), 30);
    expect(inkIn(four, 0, 0)).toBe(0);
    expect(inkIn(four, 1, 0)).toBe(0);
    expect(inkIn(four, 0, 1)).toBe(0);
    expect(inkIn(four, 1, 1)).toBeGreaterThan(500);
    const one = grey(save('sheet-1.pdf', (await slip(1)).body), 30);
    expect(inkIn(one, 0, 0)).toBeGreaterThan(500);
    expect(inkIn(one, 1, 1)).toBe(0);
  });
});

describe('A4 sheets of slips (print_start_location)', () => {
  const a4 = PRINT_FORMATS.PDF_A4 as PdfFormat;
  const [w, h] = [a4.width / 2, a4.height / 2];

  it('applies to the small services on A4 only', () => {
    expect(usesSheet(a4, 'yamato_nekopos')).toBe(true);
    expect(usesSheet(PRINT_FORMATS.PDF_A4_BW!, 'yuupacket_regular')).toBe(true);
    expect(usesSheet(a4, 'yamato_regular')).toBe(false);
    expect(usesSheet(PRINT_FORMATS.PDF_A5!, 'yamato_nekopos')).toBe(false);
  });

  it('numbers the four slots left to right, top to bottom, and continues on a new sheet', () => {
    const at = (start: number, index = 0) => placeLabel(a4, { sheet: true, start, index });
    expect(at(1)).toEqual({ page: 0, box: { x: 0, y: h, width: w, height: h } });
    expect(at(2)).toEqual({ page: 0, box: { x: w, y: h, width: w, height: h } });
    expect(at(3)).toEqual({ page: 0, box: { x: 0, y: 0, width: w, height: h } });
    expect(at(4)).toEqual({ page: 0, box: { x: w, y: 0, width: w, height: h } });
    expect(at(4, 1)).toEqual({ page: 1, box: { x: 0, y: h, width: w, height: h } });
    expect(placeLabel(a4, { sheet: false, start: 4, index: 1 })).toEqual({
      page: 1,
      box: { x: 0, y: 0, width: a4.width, height: a4.height },
    });
  });

  it('draws the slip where placeLabel says (one sheet for one label)', async () => {
    const label = await renderLabel(
      yamato({ service: 'yamato_nekopos', printSize: 'PDF_A4', printStartLocation: '3' }),
    );
    expect(label.pages).toBe(1);
    expect(await pageSizes(label.body)).toEqual([[595.28, 841.89]]);
  });
});
