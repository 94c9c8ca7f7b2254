// One label drawn in design units: 288 across (4 in at 72 per inch) and at least
// 400 down, scaled onto whatever box the print size gives (a 4x6 page, an A5
// page, a quarter of an A4 sheet, a ZPL format in printer dots). Sections stack top to bottom; the address
// blocks take the height left over, and their text shrinks to fit it.
import { BLACK, GREY, WHITE, type Run, type Surface } from './canvas.js';
import { isEncodable } from './barcode.js';
import { NOT_VALID, countryName, groupedNumber, type AddressLines } from './format.js';
import type { LabelModel } from './label-model.js';
import type { Palette } from './palette.js';

export const DESIGN_WIDTH = 288;
export const DESIGN_MIN_HEIGHT = 400;
const MARGIN = 10;
const STRIP = 18;

/** The design box for a target box: as wide as 288 or taller than 400, same aspect as the target. */
export function designSize(width: number, height: number): { width: number; height: number } {
  const ratio = height / width;
  return ratio >= DESIGN_MIN_HEIGHT / DESIGN_WIDTH
    ? { width: DESIGN_WIDTH, height: DESIGN_WIDTH * ratio }
    : { width: DESIGN_MIN_HEIGHT / ratio, height: DESIGN_MIN_HEIGHT };
}

function banner(c: Surface, y: number, h: number, text: string): void {
  c.rect(MARGIN, y, c.width - 2 * MARGIN, h, { fill: BLACK });
  c.text(text, c.width / 2, y + (h - 8.5 * 1.28) / 2 + 0.5, {
    size: 8.5,
    bold: true,
    color: WHITE,
    align: 'center',
    maxWidth: c.width - 2 * MARGIN - 8,
  });
}

function header(c: Surface, m: LabelModel, p: Palette, y: number): number {
  const h = 40;
  const w = c.width - 2 * MARGIN;
  c.rect(MARGIN, y, w, h, { fill: p.accent });
  const countW = 46;
  c.text(m.carrierName, MARGIN + 6, y + 3, {
    size: 8,
    bold: true,
    color: p.onAccent,
    maxWidth: w - countW - 12,
  });
  c.text(m.serviceName, MARGIN + 6, y + 13, {
    size: 13,
    bold: true,
    color: p.onAccent,
    maxWidth: w - countW - 12,
  });
  c.text(m.serviceCode, MARGIN + 6, y + 30, { size: 6, color: p.onAccent, maxWidth: w - countW - 12 });
  const bx = MARGIN + w - countW - 4;
  c.rect(bx, y + 4, countW, h - 8, { fill: WHITE, stroke: BLACK, lineWidth: 0.8 });
  c.text(`${m.index} / ${m.count}`, bx + countW / 2, y + 7, { size: 13, bold: true, align: 'center' });
  c.text('LABEL', bx + countW / 2, y + 25, { size: 5.5, color: GREY, align: 'center' });
  return h;
}

function badges(c: Surface, m: LabelModel, p: Palette, y: number): number {
  if (m.badges.length === 0) return 0;
  const size = 7.5;
  const rowH = 15;
  let x = MARGIN;
  let row = 0;
  for (const b of m.badges) {
    const w = Math.min(c.measure(b.text, size, true) + 8, c.width - 2 * MARGIN);
    if (x + w > c.width - MARGIN && x > MARGIN) {
      row++;
      x = MARGIN;
    }
    const top = y + 3 + row * rowH;
    const filled = b.kind === 'void' || b.kind === 'cool' || b.kind === 'return';
    const fill = b.kind === 'cool' ? p.cool : b.kind === 'void' ? p.alert : BLACK;
    c.rect(
      x,
      top,
      w,
      rowH - 3,
      filled ? { fill } : { stroke: b.kind === 'cod' ? p.alert : BLACK, lineWidth: 1 },
    );
    c.text(b.text, x + 4, top + 1.5, { size, bold: true, color: filled ? WHITE : BLACK, maxWidth: w - 8 });
    x += w + 4;
  }
  return 3 + (row + 1) * rowH;
}

/** Runs of an address block; `big` for the recipient. */
function addressRuns(a: AddressLines, big: boolean, honorific: boolean): Run[] {
  const k = big ? 1 : 0.74;
  const name = a.name !== '' && honorific && a.japanese ? `${a.name} 様` : a.name;
  const runs: Run[] = [];
  if (a.japanese) {
    runs.push({ text: a.zip, size: 11 * k, bold: true });
    for (const l of a.lines) runs.push({ text: l, size: 12 * k, gap: 1 });
    runs.push({ text: a.company, size: 10.5 * k, gap: 2 });
    runs.push({ text: name, size: 16 * k, bold: true, gap: 2 });
    runs.push({ text: a.country, size: 11 * k, bold: true, gap: 1 });
  } else {
    runs.push({ text: name, size: 13 * k, bold: true });
    runs.push({ text: a.company, size: 10.5 * k, gap: 1 });
    for (const l of a.lines) runs.push({ text: l, size: 11 * k, gap: 1 });
    runs.push({ text: a.country, size: 12 * k, bold: true, gap: 2 });
  }
  if (a.phone !== '') runs.push({ text: `TEL ${a.phone}`, size: 9.5 * k, gap: 2 });
  return runs;
}

/** An address block with its title written down a strip on the left, as Japanese slips do. */
function addressBlock(
  c: Surface,
  options: { title: string; latin: string; a: AddressLines; big: boolean; y: number; h: number; p: Palette },
): void {
  const { y, h, p } = options;
  const w = c.width - 2 * MARGIN;
  c.rect(MARGIN, y, w, h, { stroke: p.frame, lineWidth: options.big ? 1.2 : 0.8 });
  c.rect(MARGIN, y, STRIP, h, options.big ? { fill: p.accent } : { fill: p.soft });
  const stripText = options.big ? p.onAccent : BLACK;
  const chars = [...options.title];
  const step = Math.min(11, (h - 20) / chars.length);
  chars.forEach((ch, i) =>
    c.text(ch, MARGIN + STRIP / 2, y + 4 + i * step, {
      size: Math.min(9, step),
      bold: true,
      color: stripText,
      align: 'center',
    }),
  );
  c.text(options.latin, MARGIN + STRIP / 2, y + h - 10, {
    size: 5.5,
    bold: true,
    color: stripText,
    align: 'center',
  });
  const x = MARGIN + STRIP + 6;
  const inner = w - STRIP - 10;
  const laid = c.layoutBlock(addressRuns(options.a, options.big, options.big), inner, h - 8, 0.5);
  c.drawBlock(laid, x, y + 4, inner);
}

function cells(c: Surface, y: number, h: number, items: [string, string, number][]): void {
  const w = c.width - 2 * MARGIN;
  const total = items.reduce((s, [, , weight]) => s + weight, 0);
  let x = MARGIN;
  c.rect(MARGIN, y, w, h, { stroke: BLACK, lineWidth: 0.8 });
  items.forEach(([label, value, weight], i) => {
    const cw = (w * weight) / total;
    if (i > 0) c.line(x, y, x, y + h, 0.6);
    c.text(label, x + 4, y + 3, { size: 6, color: GREY, maxWidth: cw - 8 });
    c.text(value, x + 4, y + 12, { size: Math.min(13, h - 16), bold: true, maxWidth: cw - 8 });
    x += cw;
  });
}

function deliveryRow(c: Surface, m: LabelModel, y: number): number {
  const h = 32;
  if (m.domestic)
    cells(c, y, h, [
      // The date the shipper asked for (setup.date), not the carrier's estimate: 指定日, as Japanese labels print it.
      ['お届け指定日 DELIVERY DATE', m.deliveryDate, 3],
      ['時間帯 TIME', m.deliverySlot, 2],
    ]);
  else
    cells(c, y, h, [
      ['DESTINATION 仕向地', `${m.destination} ${countryName(m.destination)}`, 3],
      ['LABEL', `${m.index}/${m.count}`, 1],
    ]);
  return h;
}

function barcodeBlock(c: Surface, m: LabelModel, y: number): number {
  const h = 74;
  const label = m.domestic ? 'お問合せ伝票番号 TRACKING NUMBER' : 'WAYBILL / TRACKING NUMBER';
  c.text(label, c.width / 2, y + 3, { size: 6, color: GREY, align: 'center' });
  const n = m.trackingNumber;
  if (n === undefined || !isEncodable(n)) {
    c.text(n ?? '追跡番号なし NO TRACKING NUMBER', c.width / 2, y + 28, {
      size: 11,
      bold: true,
      align: 'center',
    });
    return h;
  }
  c.code128(n, { x: MARGIN, y: y + 13, width: c.width - 2 * MARGIN, height: 42, maxModule: 2 });
  c.text(groupedNumber(n, m.carrier), c.width / 2, y + 57, { size: 11.5, bold: true, align: 'center' });
  return h;
}

function factsBlock(c: Surface, m: LabelModel, y: number): number {
  const rowH = 17;
  const w = (c.width - 2 * MARGIN) / 2;
  m.facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 2) * w;
    const top = y + Math.floor(i / 2) * rowH;
    c.text(label, x + 2, top + 1, { size: 5.5, color: GREY, maxWidth: w - 6 });
    c.text(value, x + 2, top + 7.5, { size: 7.5, bold: true, maxWidth: w - 6 });
  });
  return Math.ceil(m.facts.length / 2) * rowH + (m.facts.length > 0 ? 2 : 0);
}

function footer(c: Surface, m: LabelModel, y: number): number {
  const text = `${m.shipmentId} \u00b7 created ${m.created} \u00b7 shipctl sandbox`;
  c.text(text, c.width / 2, y, { size: 5.5, color: GREY, align: 'center', maxWidth: c.width - 2 * MARGIN });
  return 9;
}

/** Draws one label filling the canvas. */
export function drawLabel(c: Surface, m: LabelModel, p: Palette): void {
  const top = MARGIN;
  const bottom = c.height - MARGIN;
  banner(c, top, 13, m.test ? `${NOT_VALID} \u00b7 TEST LABEL` : NOT_VALID);
  let y = top + 13 + 3;
  y += header(c, m, p, y) + 3;
  y += badges(c, m, p, y);
  // Fixed sections below the addresses, measured before the addresses get the rest.
  const factsH = Math.ceil(m.facts.length / 2) * 17 + (m.facts.length > 0 ? 2 : 0);
  const fixedBelow = 3 + 32 + 3 + 74 + 3 + factsH + 9 + 3 + 12;
  const flex = Math.max(60, bottom - y - fixedBelow);
  const toH = flex * 0.6;
  const fromH = flex - toH;
  const to = { title: 'お届け先', latin: 'TO', a: m.to, big: true, p };
  const from = { title: 'ご依頼主', latin: 'FROM', a: m.from, big: false, p };
  if (m.domestic) {
    addressBlock(c, { ...to, y, h: toH });
    y += toH + 3;
    y += deliveryRow(c, m, y) + 3;
    y += barcodeBlock(c, m, y);
    addressBlock(c, { ...from, y, h: fromH });
    y += fromH + 3;
  } else {
    addressBlock(c, { ...from, y, h: fromH });
    y += fromH + 3;
    addressBlock(c, { ...to, y, h: toH });
    y += toH + 3;
    y += deliveryRow(c, m, y) + 3;
    y += barcodeBlock(c, m, y);
  }
  y += factsBlock(c, m, y);
  footer(c, m, Math.max(y, bottom - 12 - 3 - 9));
  banner(c, bottom - 12, 12, NOT_VALID);
}
