// The commercial invoice of an international shipment (A4), from the figures of
// invoice-data.ts: shipper and consignee, terms (incoterm, content type, tax
// numbers), the product table, totals, the invoice message and a declaration.
import { CARRIERS, serviceInfo } from '../../domain/index.js';
import { A4Writer, PAGE_MARGIN, addressBox, factsBox, table, type Column } from './a4.js';
import { BLACK, GREY, type Canvas } from './canvas.js';
import { NOT_VALID, addressLines, amountText, dateText, jstStamp, oneLine, weightText } from './format.js';
import { computeInvoice, type InvoiceFigures } from './invoice-data.js';
import { newDocument, saveDocument } from './pdf-doc.js';
import type { InvoiceInput } from './types.js';

const COLUMNS: Column[] = [
  { title: '#', width: 22, align: 'center' },
  { title: 'DESCRIPTION 品名', width: 165, wrap: 2 },
  { title: 'HS CODE', width: 58 },
  { title: 'ORIGIN', width: 38, align: 'center' },
  { title: 'QTY', width: 34, align: 'right' },
  { title: 'UNIT WT', width: 48, align: 'right' },
  { title: 'UNIT PRICE', width: 78, align: 'right' },
  { title: 'AMOUNT', width: 80, align: 'right' },
];

function totals(c: Canvas, f: InvoiceFigures, y: number): number {
  const x = c.width - PAGE_MARGIN - 200;
  const rows: [string, string, boolean][] = [
    ['Subtotal 小計', amountText(f.subtotal, f.currency), false],
    ['Shipping fee 送料', amountText(f.shippingFee, f.currency), false],
    [`TOTAL (${f.currency}) 合計`, amountText(f.total, f.currency), true],
  ];
  rows.forEach(([label, value, strong], i) => {
    const top = y + 6 + i * 17;
    if (strong) c.rect(x, top - 2, 200, 18, { stroke: BLACK, lineWidth: 1 });
    c.text(label, x + 6, top + 1, { size: strong ? 9.5 : 8.5, bold: strong });
    c.text(value, x + 194, top + 1, { size: strong ? 10.5 : 8.5, bold: strong, align: 'right' });
  });
  const notes = [
    f.discount > 0 ? `Unit prices are after a ${f.discount} % discount (setup.discount).` : '',
    `Total quantity ${f.totalQuantity} · total weight ${weightText(f.totalWeight)}` +
      (f.parcelCount > 0 ? ` · ${f.parcelCount} parcel(s)` : ''),
  ].filter((t) => t !== '');
  notes.forEach((t, i) => c.text(t, PAGE_MARGIN, y + 7 + i * 12, { size: 7.5, color: GREY, maxWidth: 300 }));
  return 6 + rows.length * 17 + 6;
}

function closing(
  w: A4Writer,
  at: { c: Canvas; y: number },
  f: InvoiceFigures,
  shipper: string,
  date: string,
) {
  let { c, y } = at;
  const needed = (f.invoiceMessage ? 60 : 0) + 90;
  if (y + needed > w.bottom) ({ c, y } = w.newPage());
  const width = c.width - 2 * PAGE_MARGIN;
  if (f.invoiceMessage) {
    c.text('INVOICE MESSAGE 備考', PAGE_MARGIN, y, { size: 7, bold: true, color: GREY });
    const laid = c.layoutBlock([{ text: f.invoiceMessage, size: 9, maxLines: 3 }], width - 12, 44);
    c.rect(PAGE_MARGIN, y + 11, width, 44, { stroke: BLACK, lineWidth: 0.6 });
    c.drawBlock(laid, PAGE_MARGIN + 6, y + 15, width - 12);
    y += 62;
  }
  const declaration =
    'I declare that the information on this invoice is true and correct and that the goods are of the origin shown above.';
  c.text(declaration, PAGE_MARGIN, y, { size: 8, maxWidth: width });
  y += 34;
  c.line(PAGE_MARGIN, y, PAGE_MARGIN + 220, y, 0.6);
  c.line(PAGE_MARGIN + 280, y, PAGE_MARGIN + 420, y, 0.6);
  c.text(`Signature: ${shipper}`, PAGE_MARGIN, y + 3, { size: 7.5, color: GREY, maxWidth: 220 });
  c.text(`Date: ${date}`, PAGE_MARGIN + 280, y + 3, { size: 7.5, color: GREY });
}

export async function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const f = computeInvoice(input);
  const { doc, fonts } = await newDocument({
    title: `Commercial invoice ${input.shipmentId}`,
    subject: 'Commercial invoice (sandbox, not valid for shipping)',
    createdAt: input.createdAt,
  });
  const w = new A4Writer(doc, fonts, input.test ? `${NOT_VALID} \u00b7 TEST` : NOT_VALID);
  let { c, y } = w.newPage();
  const date = input.shipmentDate ?? jstStamp(input.createdAt).slice(0, 10);
  c.text('COMMERCIAL INVOICE', PAGE_MARGIN, y + 4, { size: 20, bold: true });
  c.text('インボイス（商業送り状）', PAGE_MARGIN, y + 32, { size: 10, color: GREY });
  const numbers = input.trackingNumbers.join(', ');
  const facts: [string, string][] = [
    ['Invoice no.', input.shipmentId],
    ['Date', dateText(date)],
    ['Carrier', `${CARRIERS[input.carrier].name}`],
    ['Service', serviceInfo(input.service)?.name ?? input.service],
    ['Tracking no.', numbers === '' ? '-' : numbers],
  ];
  if (oneLine(input.refNumber) !== '') facts.push(['Reference', oneLine(input.refNumber)]);
  const factsW = 250;
  const factsH = factsBox(c, facts, c.width - PAGE_MARGIN - factsW, y, factsW);
  y += Math.max(60, factsH) + 12;
  const half = (c.width - 2 * PAGE_MARGIN - 12) / 2;
  const style = { showCountry: true, latin: true };
  const consigneeExtra = f.consigneeTaxId ? [`Tax ID ${f.consigneeTaxId}`] : [];
  const shipperExtra = f.taxNumber ? [`${f.taxNumber.label}: ${f.taxNumber.value}`] : [];
  addressBox(
    c,
    'SHIPPER / EXPORTER 荷送人',
    addressLines(input.from, style),
    { x: PAGE_MARGIN, y, w: half, h: 118 },
    shipperExtra,
  );
  addressBox(
    c,
    'CONSIGNEE / IMPORTER 荷受人',
    addressLines(input.to, style),
    { x: PAGE_MARGIN + half + 12, y, w: half, h: 118 },
    consigneeExtra,
  );
  y += 130;
  const terms: [string, string][] = [
    ['Terms of delivery', `${f.incoterm} (duties paid by ${f.dutiesPayer.toLowerCase()})`],
    ['Contents', f.contentType || '-'],
    ['Currency', f.currency],
    ['Tax number used', f.taxNumber ? `${f.taxNumber.label} ${f.taxNumber.value}` : 'none'],
  ];
  const termsW = (c.width - 2 * PAGE_MARGIN) / 2;
  factsBox(c, terms.slice(0, 2), PAGE_MARGIN, y, termsW);
  factsBox(c, terms.slice(2), PAGE_MARGIN + termsW, y, termsW);
  y += 2 * 15 + 14;
  const rows = f.lines.map((l, i) => [
    String(i + 1),
    l.description,
    l.hsCode,
    l.origin,
    String(l.quantity),
    l.unitWeight > 0 ? weightText(l.unitWeight) : '-',
    amountText(l.unitPrice, f.currency),
    amountText(l.amount, f.currency),
  ]);
  ({ c, y } = table(w, { c, y }, COLUMNS, rows));
  if (y + 70 > w.bottom) ({ c, y } = w.newPage());
  y += totals(c, f, y) + 14;
  const shipper = addressLines(input.from, style);
  closing(w, { c, y }, f, shipper.name || shipper.company, dateText(date));
  w.finish();
  return saveDocument(doc);
}
