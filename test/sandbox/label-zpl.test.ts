// ZPL labels a stock Zebra printer can print: it has fonts for ASCII only, so
// every ^FD field is ASCII and Japanese text comes as ^GF bitmaps of the bundled
// face. Checked on the ZPL itself, and on what an independent ZPL renderer
// (zpl-renderer-js: the Zebrash renderer in WebAssembly) draws from it, with
// zbarimg reading the barcode off the rendered PNG.
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { labelInputFromShipment, renderLabel, type LabelInput } from '../../src/sandbox/documents/index.js';
import { asciiText } from '../../src/sandbox/documents/label-zpl.js';
import { crc16, fill, graphicField } from '../../src/sandbox/documents/raster.js';
import { decode, scratchDir } from '../fixtures/documents/pdf-tools.js';
import { readPng } from '../fixtures/documents/png.js';
import { DHL_SHIPMENT, OSAKA_JA } from '../fixtures/documents/shipments.js';
import { describeNeeds } from '../helpers/tools.js';

const { save } = scratchDir();

/** A dhl 4x6 ZPL label (and its return label) with Japanese wherever a label can have it. */
const japaneseDhl = (extra: Partial<LabelInput> = {}): LabelInput => ({
  ...labelInputFromShipment(DHL_SHIPMENT, { printSize: 'ZPL_4X6' }),
  from: OSAKA_JA,
  care: { fragile: true },
  deliveryNote: '午前中に届けてください',
  ...extra,
});

const zplOf = async (input: LabelInput): Promise<string> => (await renderLabel(input)).body.toString('utf8');

/** The data of every field: ^FD up to ^FS. */
const fieldData = (zpl: string): string[] => [...zpl.matchAll(/\^FD([\s\S]*?)\^FS/g)].map((m) => m[1]!);

interface Graphic {
  x: number;
  y: number;
  reverse: boolean;
  total: number;
  rowBytes: number;
  data: string;
  crc: string;
}

const graphics = (zpl: string): Graphic[] =>
  [
    ...zpl.matchAll(
      /\^FO(\d+),(\d+)(\^FR)?\^GFA,(\d+),(\d+),(\d+),:Z64:([A-Za-z0-9+/=]+):([0-9A-F]{4})\^FS/g,
    ),
  ].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    reverse: m[3] !== undefined,
    total: Number(m[4]),
    rowBytes: Number(m[6]),
    data: m[7]!,
    crc: m[8]!,
  }));

describe('ZPL labels: what a stock printer receives', () => {
  it('keeps every ^FD field printable ASCII, and the whole document ASCII, however Japanese the shipment', async () => {
    const zpl = await zplOf(japaneseDhl());
    const fields = fieldData(zpl);
    expect(fields.length).toBeGreaterThan(20);
    for (const data of fields) expect(data, data).toMatch(/^[\x20-\x7e]*$/);
    expect(zpl).toMatch(/^[\x20-\x7e\n]*$/);
    expect(zpl).not.toContain('^CI28');
  });

  it('prints the Latin lines in the printer font: banner, names, address, the tracking number under its bars', async () => {
    const data = fieldData(await zplOf(japaneseDhl()));
    for (const s of [
      'SANDBOX - NOT VALID FOR SHIPPING - TEST LABEL',
      'Jane Smith',
      '10 Downing Street',
      'UNITED KINGDOM (GB)',
      '1234567890',
      '12 3456 7890',
      'ORDER-1002',
    ])
      expect(data).toContain(s);
    expect(await zplOf(japaneseDhl())).toMatch(/\^BCN,\d+,N,N,N,A\^FH\^FD1234567890\^FS/);
  });

  it('draws the Japanese lines as ^GF graphics whose Z64 data inflates to the size declared, with a matching CRC', async () => {
    const zpl = await zplOf(japaneseDhl({ trackingNumbers: ['1234567890'] }));
    const found = graphics(zpl);
    // Strip titles (one per character), badges, the sender in Japanese order, fact labels, the note.
    expect(found.length).toBeGreaterThan(15);
    expect(zpl.match(/\^GF/g)).toHaveLength(found.length);
    for (const g of found) {
      const bits = inflateSync(Buffer.from(g.data, 'base64'));
      expect(bits.length).toBe(g.total);
      expect(g.total % g.rowBytes).toBe(0);
      expect(bits.some((b) => b !== 0)).toBe(true);
      expect(crc16(g.data).toString(16).toUpperCase().padStart(4, '0')).toBe(g.crc);
    }
    // The sender block's strip is drawn reversed (white on the black strip), as on the PDF 4x6.
    expect(found.some((g) => g.reverse)).toBe(true);
  });

  it('is the same ZPL for the same shipment, and about 10 kB a label', async () => {
    const a = await zplOf(japaneseDhl({ trackingNumbers: ['1234567890'] }));
    expect(await zplOf(japaneseDhl({ trackingNumbers: ['1234567890'] }))).toBe(a);
    expect(a.length).toBeLessThan(20_000);
  });

  it('spells typographic marks in ASCII and refuses what ASCII cannot spell', () => {
    expect(asciiText('SANDBOX \u2014 NOT VALID \u00b7 TEST\u2026')).toBe('SANDBOX - NOT VALID - TEST...');
    expect(asciiText('Jos\u00e9')).toBeUndefined();
    expect(asciiText('テスト')).toBeUndefined();
  });
});

describe('raster: outlines to printer dots', () => {
  it('fills a square outline to exactly its dots, most significant bit first', () => {
    const square: [number, number, number, number][] = [
      [1, 1, 5, 1],
      [5, 1, 5, 5],
      [5, 5, 1, 5],
      [1, 5, 1, 1],
    ];
    const b = fill(square, 8, 6);
    expect(b.rowBytes).toBe(1);
    expect([...b.bits]).toEqual([0, 0b01111000, 0b01111000, 0b01111000, 0b01111000, 0]);
  });

  it('checks Z64 data with CRC-16/XMODEM, as Zebra printers do', () => {
    expect(crc16('123456789')).toBe(0x31c3);
    const field = graphicField({ width: 8, height: 1, rowBytes: 1, bits: Uint8Array.of(0xff) });
    expect(field).toMatch(/^\^GFA,1,1,1,:Z64:[A-Za-z0-9+/=]+:[0-9A-F]{4}$/);
  });
});

describeNeeds(['zbarimg'])('ZPL labels drawn by an independent renderer', () => {
  it('a 4x6 label rendered by zpl-renderer-js: the barcode scans and every Japanese bitmap is drawn where the ZPL puts it', async () => {
    // Required as the package's own CommonJS build: Node loads it as published.
    const { ready } = createRequire(import.meta.url)('zpl-renderer-js') as typeof import('zpl-renderer-js');
    const { api } = await ready;
    const zpl = await zplOf(japaneseDhl());
    const pages = await api.zplToBase64MultipleAsync(zpl, 101.6, 152.4, 8);
    expect(pages).toHaveLength(2);
    const formats = zpl.split(/(?<=\^XZ)\n/);
    for (const [i, number] of ['1234567890', '9876543210'].entries()) {
      const png = save(`dhl-zpl-${i + 1}.png`, Buffer.from(pages[i]!, 'base64'));
      expect(decode(png)).toEqual([number]);
      const image = readPng(Buffer.from(pages[i]!, 'base64'));
      const found = graphics(formats[i]!);
      expect(found.length).toBeGreaterThan(15);
      for (const g of found) {
        const bits = inflateSync(Buffer.from(g.data, 'base64'));
        let ink = 0;
        let shown = 0;
        for (let row = 0; row < g.total / g.rowBytes; row++)
          for (let col = 0; col < g.rowBytes * 8; col++) {
            if (!(bits[row * g.rowBytes + (col >> 3)]! & (0x80 >> (col & 7)))) continue;
            ink++;
            const level = image.px[(g.y + row) * image.width + g.x + col]!;
            // Ink of a reversed field shows white on the black band beneath it.
            if (g.reverse ? level > 127 : level < 128) shown++;
          }
        expect(shown / ink, `graphic at ${g.x},${g.y}`).toBeGreaterThan(0.95);
      }
    }
  });
});
