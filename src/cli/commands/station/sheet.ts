// The sheet of size barcodes a bench keeps by its boxes: one Code 128 per size (SIZE-60,
// SIZE-80…), which `station --ask-size` reads after an order as that box's size. A4, ASCII
// only (the standard font needs no embedding), drawn as vector bars so any scanner reads them.
import path from 'node:path';
import { drawCode128 } from '../../../domain/code128.js';
import { CARRIERS, CARRIER_TYPES, keeping, readCarrier, sizeCode } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { ValidationError } from '../../errors.js';
import { writeResult } from '../../../ops/result-file.js';
import type { sheet } from './index.js';
import { IO_FLAGS, SHIPMENT_FLAGS } from '../../shared/flags.js';
import { messages } from '../../../i18n/index.js';

/** A4 in PDF points; a cell per size, two columns. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const ROW = 120;

export async function run(input: Input<typeof sheet>, ctx: Context): Promise<number> {
  const sizes = sizesOf(input.carrier);
  const file = path.resolve(ctx.cwd, input.out ?? 'size-barcodes.pdf');
  const bytes = await render(sizes, input.carrier);
  const written = await writeResult(file, bytes, { flag: IO_FLAGS.out.long, force: Boolean(input.force) });
  ctx.notices.success(messages().shipping.station.box.sheetWritten(sizes.length, written));
  return 0;
}

function sizesOf(typed: string | undefined): number[] {
  if (typed === undefined)
    return [...new Set(CARRIER_TYPES.flatMap((c) => CARRIERS[c].packSizes))].sort((a, b) => a - b);
  const read = readCarrier(typed);
  if (!read.ok)
    throw new ValidationError([
      keeping({ field: SHIPMENT_FLAGS.carrier.long, issue: read.issue }, read.said),
    ]);
  const sizes = CARRIERS[read.value].packSizes;
  if (sizes.length === 0)
    throw new ValidationError([
      { field: SHIPMENT_FLAGS.carrier.long, issue: messages().shipping.station.box.noSizes(read.value) },
    ]);
  return [...sizes];
}

async function render(sizes: readonly number[], carrier: string | undefined): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('@cantoo/pdf-lib');
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle('shipctl station: size barcodes');
  doc.setCreator('shipctl');
  doc.setProducer('shipctl');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const black = rgb(0, 0, 0);
  const perPage = 2 * Math.floor((PAGE.height - 2 * PAGE.margin - 30) / ROW);
  const cellWidth = (PAGE.width - 2 * PAGE.margin) / 2;
  for (let start = 0; start < sizes.length; start += perPage) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const heading = `Size barcodes${carrier ? ` (${carrier})` : ''}: scan one after an order`;
    page.drawText(heading, {
      x: PAGE.margin,
      y: PAGE.height - PAGE.margin - 12,
      size: 12,
      font,
      color: black,
    });
    sizes.slice(start, start + perPage).forEach((size, i) => {
      const x = PAGE.margin + (i % 2) * cellWidth;
      const top = PAGE.height - PAGE.margin - 30 - Math.floor(i / 2) * ROW;
      page.drawText(String(size), { x: x + 8, y: top - 40, size: 32, font: bold, color: black });
      drawCode128(
        (bx, by, w, h) => page.drawRectangle({ x: bx, y: by, width: w, height: h, color: black }),
        sizeCode(size),
        { x: x + 70, y: top - 70, width: cellWidth - 80, height: 50, maxModule: 1.6 },
      );
      const label = sizeCode(size);
      const labelWidth = font.widthOfTextAtSize(label, 10);
      page.drawText(label, {
        x: x + 70 + (cellWidth - 80 - labelWidth) / 2,
        y: top - 84,
        size: 10,
        font,
        color: black,
      });
    });
  }
  return doc.save({ useObjectStreams: true });
}
