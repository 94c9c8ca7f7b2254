// A delivery note (納品書) as a PDF, in A4, A5 or the label's size: what is in the box, from
// whom, and — unless it is a gift — what it cost, with the totals per tax rate a qualified
// invoice needs when the shop gives its registration number (src/domain/delivery-note.ts).
import type { PDFDocument, PDFImage } from '@cantoo/pdf-lib';
import type { NoteLine, RateTotal } from '../domain/delivery-note.js';
import {
  line,
  newPaper,
  PAGE_SIZES,
  savePaper,
  wrapText,
  write,
  yen,
  type PageSize,
  type Pen,
} from './pdf.js';

/** The words of the note, in the reader's language (the CLI's catalog gives them). */
export interface NoteWords {
  title: string;
  titleSub: string;
  orderNumber: string;
  date: string;
  to: string;
  from: string;
  registration: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  reducedMark: string;
  totalAt: (rate: number) => string;
  taxAt: (rate: number) => string;
  total: string;
  gift: string;
  thanks: string;
}

export interface NoteModel {
  size: PageSize;
  words: NoteWords;
  orderNumber: string;
  /** As printed (YYYY-MM-DD, JST). */
  date: string;
  shop: {
    name: string;
    address: string[];
    phone?: string;
    registration?: string;
    message?: string;
    logo?: Uint8Array;
  };
  to: { name: string; address: string[] };
  lines: readonly NoteLine[];
  totals: readonly RateTotal[];
  gift: boolean;
  createdAt: Date;
}

/** Type sizes per paper: a label is small, but still read at arm's length. */
const TYPE: Record<PageSize, { body: number; title: number; margin: number; row: number }> = {
  a4: { body: 9.5, title: 20, margin: 42, row: 17 },
  a5: { body: 8, title: 16, margin: 28, row: 14 },
  label: { body: 7, title: 13, margin: 14, row: 11 },
};

export async function deliveryNotePdf(model: NoteModel): Promise<Buffer> {
  const { doc, fonts } = await newPaper({
    title: `${model.words.title} ${model.orderNumber}`,
    createdAt: model.createdAt,
  });
  const [width, height] = PAGE_SIZES[model.size];
  const t = TYPE[model.size];
  const logo = model.shop.logo ? await embedLogo(doc, model.shop.logo) : undefined;
  const left = t.margin;
  const right = width - t.margin;
  let pen: Pen = { page: doc.addPage([width, height]), fonts };
  let y = height - t.margin - t.title;

  write(pen, model.words.title, { x: left, y, size: t.title, bold: true });
  write(pen, model.words.titleSub, { x: left, y: y - t.body * 1.3, size: t.body * 0.8, grey: true });
  if (logo) {
    const aspect = logo.width / logo.height;
    const w = Math.min(aspect * t.title * 2.4, width * 0.3);
    const h = w / aspect;
    pen.page.drawImage(logo, { x: right - w, y: y - h * 0.3, width: w, height: h });
  }
  y -= t.title * 1.2 + t.body * 1.6;
  const half = (right - left) / 2;
  // Who receives (left) and who sends (right), as a Japanese note sets them.
  const toStart = y;
  write(pen, model.words.to, { x: left, y, size: t.body * 0.8, grey: true });
  y -= t.body * 1.4;
  write(pen, `${model.to.name} 様`, { x: left, y, size: t.body * 1.25, bold: true, width: half - 6 });
  for (const l of model.to.address) {
    y -= t.body * 1.35;
    write(pen, l, { x: left, y, size: t.body, width: half - 6 });
  }
  let ry = toStart;
  const rx = left + half + 6;
  const meta: [string, string][] = [
    [model.words.orderNumber, model.orderNumber],
    [model.words.date, model.date],
  ];
  for (const [k, v] of meta) {
    write(pen, k, { x: rx, y: ry, size: t.body * 0.9, grey: true });
    write(pen, v, { x: right, y: ry, size: t.body, right: true, width: half * 0.6 });
    ry -= t.body * 1.4;
  }
  ry -= t.body * 0.4;
  write(pen, model.words.from, { x: rx, y: ry, size: t.body * 0.8, grey: true });
  ry -= t.body * 1.4;
  write(pen, model.shop.name, { x: rx, y: ry, size: t.body * 1.1, bold: true, width: half - 6 });
  for (const l of [...model.shop.address, ...(model.shop.phone ? [`TEL ${model.shop.phone}`] : [])]) {
    ry -= t.body * 1.3;
    write(pen, l, { x: rx, y: ry, size: t.body * 0.9, width: half - 6 });
  }
  if (model.shop.registration && !model.gift) {
    ry -= t.body * 1.4;
    write(pen, `${model.words.registration} ${model.shop.registration}`, {
      x: rx,
      y: ry,
      size: t.body,
      bold: true,
      width: half - 6,
    });
  }
  y = Math.min(y, ry) - t.body * 2.2;

  // The table: item, quantity, then (not for a gift) unit price and amount.
  const cols = model.gift
    ? { qty: right }
    : { qty: left + (right - left) * 0.62, unit: left + (right - left) * 0.81, amount: right };
  const nameWidth = (model.gift ? right - left - 40 : cols.qty - left - 30) - 4;
  const header = (p: Pen, at: number) => {
    write(p, model.words.item, { x: left, y: at, size: t.body * 0.9, bold: true });
    write(p, model.words.quantity, { x: cols.qty, y: at, size: t.body * 0.9, bold: true, right: true });
    if (!model.gift) {
      write(p, model.words.unitPrice, { x: cols.unit!, y: at, size: t.body * 0.9, bold: true, right: true });
      write(p, model.words.amount, { x: cols.amount!, y: at, size: t.body * 0.9, bold: true, right: true });
    }
    line(p.page, left, at - t.body * 0.6, right, 0.8);
  };
  header(pen, y);
  for (const l of model.lines) {
    y -= t.row;
    if (y < t.margin + t.row * 4) {
      pen = { page: doc.addPage([width, height]), fonts };
      y = height - t.margin - t.row;
      header(pen, y);
      y -= t.row;
    }
    const mark = l.reduced && !model.gift ? ' ※' : '';
    write(pen, `${l.name}${mark}`, { x: left, y, size: t.body, width: nameWidth });
    write(pen, String(l.quantity), { x: cols.qty, y, size: t.body, right: true });
    if (!model.gift) {
      write(pen, l.unitPrice === null ? '-' : yen(l.unitPrice), {
        x: cols.unit!,
        y,
        size: t.body,
        right: true,
      });
      write(pen, l.amount === null ? '-' : yen(l.amount), { x: cols.amount!, y, size: t.body, right: true });
    }
    line(pen.page, left, y - t.row * 0.35, right, 0.3);
  }

  if (!model.gift && model.totals.length > 0) {
    y -= t.row * 1.4;
    const labelX = left + (right - left) * 0.45;
    // Each rate's total, and under it the tax it holds: the two figures a qualified invoice needs.
    for (const r of model.totals) {
      write(pen, model.words.totalAt(r.rate), { x: labelX, y, size: t.body });
      write(pen, yen(r.total), { x: right, y, size: t.body, right: true });
      y -= t.body * 1.3;
      write(pen, `${model.words.taxAt(r.rate)} ${yen(r.tax)}`, {
        x: right,
        y,
        size: t.body * 0.85,
        right: true,
        grey: true,
      });
      y -= t.row;
    }
    line(pen.page, labelX, y + t.row * 0.55, right, 0.8);
    const sum = model.totals.reduce((s, r) => s + r.total, 0);
    write(pen, model.words.total, { x: labelX, y: y - t.body * 0.2, size: t.body * 1.1, bold: true });
    write(pen, yen(sum), { x: right, y: y - t.body * 0.2, size: t.body * 1.2, bold: true, right: true });
    y -= t.row;
    if (model.lines.some((l) => l.reduced)) {
      y -= t.body * 0.6;
      write(pen, model.words.reducedMark, { x: left, y, size: t.body * 0.85, grey: true });
    }
  } else if (model.gift) {
    y -= t.row * 1.4;
    write(pen, model.words.gift, { x: left, y, size: t.body * 0.9, grey: true });
  }

  const message = model.shop.message?.trim() || model.words.thanks;
  y -= t.row * 1.6;
  const lines = message
    .split(/\r?\n/)
    .flatMap((part) => wrapText(fonts.printable(part), fonts.regular, t.body, right - left));
  for (const part of lines) {
    if (y < t.margin) break;
    write(pen, part, { x: left, y, size: t.body, width: right - left });
    y -= t.body * 1.5;
  }
  return savePaper(doc);
}

async function embedLogo(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage | undefined> {
  try {
    const png = bytes[0] === 0x89 && bytes[1] === 0x50;
    return png ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    // A logo the library cannot read leaves the note without it, never without the note.
    return undefined;
  }
}
