// renderLabel: a shipment's label document in the account's print size — a PDF
// (one page per label, or A4 sheets of four slips for the small services) or
// ZPL text for the ZPL_* sizes.
import type { PDFPage } from '@cantoo/pdf-lib';
import { drawScaled, LIGHT, type Canvas } from './canvas.js';
import { drawLabel, designSize } from './label-pdf.js';
import { labelModels } from './label-model.js';
import { renderZpl } from './label-zpl.js';
import { paletteFor } from './palette.js';
import { newDocument, saveDocument } from './pdf-doc.js';
import { placeLabel, resolvePrintFormat, startPosition, usesSheet, type PdfFormat } from './print-sizes.js';
import type { LabelInput, RenderedLabel } from './types.js';

/** Cut lines between the four slips of an A4 sheet, light enough not to read as part of a label. */
function sheetGuides(page: PDFPage, f: PdfFormat): void {
  page.drawLine({
    start: { x: f.width / 2, y: 0 },
    end: { x: f.width / 2, y: f.height },
    thickness: 0.4,
    color: LIGHT,
    dashArray: [4, 4],
  });
  page.drawLine({
    start: { x: 0, y: f.height / 2 },
    end: { x: f.width, y: f.height / 2 },
    thickness: 0.4,
    color: LIGHT,
    dashArray: [4, 4],
  });
}

export async function renderLabel(input: LabelInput): Promise<RenderedLabel> {
  const format = resolvePrintFormat(input.carrier, input.printSize);
  const models = labelModels(input);
  if (format.kind === 'zpl') {
    return {
      contentType: 'text/plain',
      body: Buffer.from(await renderZpl(models, format), 'utf8'),
      pages: models.length,
    };
  }
  const serviceCode = models[0]?.serviceCode ?? '';
  const sheet = usesSheet(format, serviceCode);
  const start = sheet ? startPosition(input.printStartLocation) : 1;
  const { doc, fonts } = await newDocument({
    title: `Label ${input.shipmentId}`,
    subject: `${input.carrier} ${serviceCode} label (sandbox, not valid for shipping)`,
    createdAt: input.createdAt,
  });
  const palette = paletteFor(input.carrier, format.tint);
  const pages: PDFPage[] = [];
  models.forEach((model, index) => {
    const { page: pageIndex, box } = placeLabel(format, { sheet, start, index });
    while (pages.length <= pageIndex) {
      const page = doc.addPage([format.width, format.height]);
      if (sheet) sheetGuides(page, format);
      pages.push(page);
    }
    drawScaled(pages[pageIndex]!, fonts, box, designSize(box.width, box.height), (c: Canvas) =>
      drawLabel(c, model, palette),
    );
  });
  return { contentType: 'application/pdf', body: await saveDocument(doc), pages: pages.length };
}
