// The driver's handover list as a PDF, A4: a section per carrier (a carrier's driver signs his
// own), each real label a row, the test and voided labels counted apart, and at the foot of
// each section a line for the driver's signature and the time the parcels were collected.
import type { HandoverCarrier } from '../domain/handover.js';
import { line, newPaper, PAGE_SIZES, savePaper, write, type Pen } from './pdf.js';

export interface HandoverWords {
  title: string;
  titleSub: string;
  day: string;
  printedAt: string;
  count: (n: number) => string;
  columns: { no: string; tracking: string; ref: string; prefecture: string; size: string; service: string };
  testApart: (n: number) => string;
  voidApart: (n: number) => string;
  signature: string;
  time: string;
  nothing: string;
}

export interface HandoverModel {
  words: HandoverWords;
  /** The day (or days) listed, as printed. */
  day: string;
  shop: string;
  /** When the list was printed, as printed (JST). */
  printedAt: string;
  carriers: readonly { name: string; entry: HandoverCarrier }[];
  createdAt: Date;
}

const BODY = 9;
const ROW = 15;
const MARGIN = 40;

/** The list as a PDF, and its number of pages. */
export async function handoverPdf(model: HandoverModel): Promise<{ pdf: Buffer; pages: number }> {
  const { doc, fonts } = await newPaper({
    title: `${model.words.title} ${model.day}`,
    createdAt: model.createdAt,
  });
  const [width, height] = PAGE_SIZES.a4;
  const left = MARGIN;
  const right = width - MARGIN;
  const x = {
    no: left,
    tracking: left + 28,
    ref: left + 150,
    prefecture: left + 270,
    size: left + 340,
    service: left + 385,
  };
  let pen: Pen = { page: doc.addPage([width, height]), fonts };
  let y = height - MARGIN;

  const head = (title: string) => {
    write(pen, model.words.title, { x: left, y: y - 16, size: 18, bold: true });
    write(pen, model.words.titleSub, { x: left, y: y - 28, size: 7, grey: true });
    write(pen, `${model.words.day} ${model.day}`, { x: right, y: y - 10, size: BODY, right: true });
    write(pen, `${model.words.printedAt} ${model.printedAt}`, {
      x: right,
      y: y - 22,
      size: 7.5,
      right: true,
      grey: true,
    });
    if (model.shop)
      write(pen, model.shop, { x: right, y: y - 34, size: 7.5, right: true, grey: true, width: 250 });
    y -= 56;
    write(pen, title, { x: left, y, size: 13, bold: true });
    y -= ROW;
  };
  const columns = () => {
    const c = model.words.columns;
    for (const [k, v] of Object.entries(c))
      write(pen, v, { x: x[k as keyof typeof x], y, size: 8, bold: true });
    line(pen.page, left, y - 5, right, 0.8);
    y -= ROW;
  };

  model.carriers.forEach(({ name, entry }, index) => {
    if (index > 0) {
      pen = { page: doc.addPage([width, height]), fonts };
      y = height - MARGIN;
    }
    const title = `${name} — ${model.words.count(entry.parcels.length)}`;
    head(title);
    columns();
    if (entry.parcels.length === 0) {
      write(pen, model.words.nothing, { x: x.tracking, y, size: BODY, grey: true });
      y -= ROW;
    }
    entry.parcels.forEach((p, i) => {
      if (y < MARGIN + ROW * 6) {
        pen = { page: doc.addPage([width, height]), fonts };
        y = height - MARGIN;
        head(`${title} (${i + 1}–)`);
        columns();
      }
      write(pen, String(i + 1), { x: x.no, y, size: BODY });
      write(pen, p.tracking.join(' ') || p.shipmentId, { x: x.tracking, y, size: BODY, width: 118 });
      write(pen, p.ref, { x: x.ref, y, size: BODY, width: 116 });
      write(pen, p.prefecture, { x: x.prefecture, y, size: BODY, width: 66 });
      write(pen, p.size + (p.packs > 1 ? ` ×${p.packs}` : ''), { x: x.size, y, size: BODY, width: 42 });
      write(pen, p.service, { x: x.service, y, size: BODY, width: right - x.service });
      line(pen.page, left, y - 5, right, 0.3);
      y -= ROW;
    });
    y -= ROW * 0.5;
    write(pen, model.words.count(entry.packs), { x: right, y, size: 11, bold: true, right: true });
    if (entry.test > 0) write(pen, model.words.testApart(entry.test), { x: left, y, size: 8, grey: true });
    if (entry.voided > 0)
      write(pen, model.words.voidApart(entry.voided), { x: left, y: y - 11, size: 8, grey: true });
    // The driver signs and writes the time on paper: two ruled lines.
    y -= ROW * 3;
    write(pen, model.words.signature, { x: left, y, size: BODY });
    line(pen.page, left + 95, y - 2, left + 300, 0.8);
    write(pen, model.words.time, { x: left + 320, y, size: BODY });
    line(pen.page, left + 385, y - 2, right, 0.8);
    y -= ROW * 2;
  });
  if (model.carriers.length === 0) {
    head(model.words.nothing);
  }
  return { pdf: await savePaper(doc), pages: doc.getPageCount() };
}
