// A PDF label goes to lp with its own paper size, so a queue whose default is A4 (or a 4×6
// roll) neither prints an A5 label in a corner nor crops a larger one.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { lpMediaOptions, mediaForPage } from '../../../src/cli/print/media.js';

const MM = 72 / 25.4;

describe('the paper a label is printed on', () => {
  it('names the sizes carriers use, either way round', () => {
    expect(mediaForPage(148 * MM, 210 * MM)).toBe('A5');
    expect(mediaForPage(210 * MM, 148 * MM)).toBe('A5');
    expect(mediaForPage(595.28, 841.89)).toBe('A4');
    expect(mediaForPage(288, 432)).toBe('Custom.4x6in');
    expect(mediaForPage(105 * MM, 148 * MM)).toBe('A6');
  });

  it('gives any other page its size in millimetres', () => {
    expect(mediaForPage(100 * MM, 180 * MM)).toBe('Custom.100x180mm');
  });

  it('reads the first page of the label and asks lp to fit it', async () => {
    const document = await PDFDocument.create();
    document.addPage([148 * MM, 210 * MM]);
    const pdf = Buffer.from(await document.save());
    expect(await lpMediaOptions(pdf)).toEqual(['-o', 'media=A5', '-o', 'fit-to-page']);
  });

  it('prints a PDF it cannot read on the queue’s own paper rather than not at all', async () => {
    expect(await lpMediaOptions(Buffer.from('%PDF-1.7 not really'))).toEqual([]);
  });
});
