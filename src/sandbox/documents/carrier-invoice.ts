// The carrier's own invoice for a shipment (delivery.carrier_invoice): freight
// and surcharges billed to whoever pays freight (spec 2.9). The express
// integrators issue one per shipment; the domestic carriers bill monthly.
import { CARRIERS, normalizeParty, isPlainObject } from '../../domain/index.js';
import { carrierCharges } from './carrier-charges.js';
import { A4Writer, PAGE_MARGIN, addressBox, factsBox, table, type Column } from './a4.js';
import { GREY } from './canvas.js';
import {
  NOT_VALID,
  addressLines,
  amountText,
  dateText,
  jstStamp,
  oneLine,
  roundMoney,
  weightText,
} from './format.js';
import { newDocument, saveDocument } from './pdf-doc.js';
import type { CarrierInvoiceInput } from './types.js';

const COLUMNS: Column[] = [
  { title: 'CHARGE', width: 383 },
  { title: 'AMOUNT', width: 140, align: 'right' },
];

export async function renderCarrierInvoice(input: CarrierInvoiceInput): Promise<Buffer> {
  const { doc, fonts } = await newDocument({
    title: `Carrier invoice ${input.shipmentId}`,
    subject: `${input.carrier} invoice (sandbox, not valid)`,
    createdAt: input.createdAt,
  });
  const w = new A4Writer(doc, fonts, input.test ? `${NOT_VALID} \u00b7 TEST` : NOT_VALID);
  let { c, y } = w.newPage();
  const date = input.shipmentDate ?? jstStamp(input.createdAt).slice(0, 10);
  c.text('INVOICE', PAGE_MARGIN, y + 4, { size: 20, bold: true });
  c.text(CARRIERS[input.carrier].name, PAGE_MARGIN, y + 32, { size: 11, color: GREY });
  const facts: [string, string][] = [
    ['Invoice no.', `INV-${input.shipmentId}`],
    ['Date', dateText(date)],
    ['Shipment', input.shipmentId],
    ['Waybill', input.trackingNumbers.join(', ') || '-'],
  ];
  if (input.weightGrams) facts.push(['Weight', weightText(input.weightGrams)]);
  if (oneLine(input.refNumber) !== '') facts.push(['Reference', oneLine(input.refNumber)]);
  const factsH = factsBox(c, facts, c.width - PAGE_MARGIN - 250, y, 250);
  y += Math.max(60, factsH) + 12;
  const freight = normalizeParty(isPlainObject(input.billTo) ? input.billTo.freight : undefined) ?? 'SENDER';
  const style = { showCountry: true, latin: true };
  const half = (c.width - 2 * PAGE_MARGIN - 12) / 2;
  const payer = freight === 'RECIPIENT' ? input.to : input.from;
  const billTitle =
    freight === 'THIRD_PARTY' ? 'BILL TO (third party, via shipper)' : `BILL TO (${freight.toLowerCase()})`;
  addressBox(c, billTitle, addressLines(payer, style), { x: PAGE_MARGIN, y, w: half, h: 110 });
  addressBox(c, 'SHIP TO', addressLines(input.to, style), { x: PAGE_MARGIN + half + 12, y, w: half, h: 110 });
  y += 124;
  const charges = carrierCharges(input);
  ({ c, y } = table(
    w,
    { c, y },
    COLUMNS,
    charges.map((ch) => [ch.label, amountText(ch.amount, input.currency)]),
  ));
  if (y + 60 > w.bottom) ({ c, y } = w.newPage());
  const x = c.width - PAGE_MARGIN - 200;
  c.rect(x, y + 8, 200, 20, { stroke: GREY, lineWidth: 1 });
  c.text(`AMOUNT DUE (${input.currency})`, x + 6, y + 12, { size: 9.5, bold: true });
  c.text(amountText(roundMoney(input.price, input.currency), input.currency), x + 194, y + 12, {
    size: 10.5,
    bold: true,
    align: 'right',
  });
  c.text('Sandbox document: nothing is owed and nothing will be collected.', PAGE_MARGIN, y + 40, {
    size: 8,
    color: GREY,
  });
  w.finish();
  return saveDocument(doc);
}
