// The commercial and carrier invoices: the figures (discounted unit prices,
// totals, incoterm, the one tax number used, freight less surcharges) and the
// PDFs, whose text pdftotext reads back when poppler-utils is installed.
import { describe, expect, it } from 'vitest';
import {
  carrierCharges,
  carrierInvoiceInputFromShipment,
  computeInvoice,
  discountedPrice,
  invoiceInputFromShipment,
  renderCarrierInvoice,
  renderInvoice,
} from '../../src/sandbox/documents/index.js';
import { pageSizes, pdfText, scratchDir } from '../fixtures/documents/pdf-tools.js';
import { itNeeds } from '../helpers/tools.js';
import { DHL_SHIPMENT } from '../fixtures/documents/shipments.js';

const { save } = scratchDir();

describe('commercial invoice', () => {
  it('takes setup.discount off each unit price, in the currency minor unit', () => {
    expect(discountedPrice(5000, 10, 'JPY')).toBe(4500);
    expect(discountedPrice(1999, 10, 'JPY')).toBe(1799);
    expect(discountedPrice(19.99, 15, 'USD')).toBe(16.99);
    expect(discountedPrice(100, undefined, 'EUR')).toBe(100);
    expect(discountedPrice(100, 150, 'EUR')).toBe(0);
  });

  it('computes lines, totals, the incoterm and the one tax number used', () => {
    const f = computeInvoice(invoiceInputFromShipment(DHL_SHIPMENT));
    expect(f.lines.map((l) => [l.listPrice, l.unitPrice, l.quantity, l.amount])).toEqual([
      [2500, 2250, 2, 4500],
      [1999, 1799, 3, 5397],
    ]);
    expect(f.lines[1]).toMatchObject({
      description: '抹茶 Matcha powder (Green tea)',
      hsCode: '0902.10',
      origin: 'JP',
    });
    expect([f.subtotal, f.shippingFee, f.total, f.currency]).toEqual([9897, 1200, 11097, 'JPY']);
    expect([f.totalQuantity, f.totalWeight, f.parcelCount]).toEqual([5, 800, 1]);
    expect(f.incoterm).toBe('DDU');
    expect(f.taxNumber).toEqual({ field: 'uk_vat_number', label: 'UK VAT number', value: 'GB123456789' });
    expect(f.invoiceMessage).toBe('Gift for a friend. 友人への贈り物です。');
  });

  it('uses IOSS for an EU destination and lets bill_to.duties override duty_paid', () => {
    const input = invoiceInputFromShipment({
      ...DHL_SHIPMENT,
      to_address: {
        full_name: 'Max Muster',
        country: 'DE',
        zip: '10115',
        city: 'Berlin',
        address1: 'Invalidenstr. 1',
      },
    });
    const f = computeInvoice({ ...input, billTo: { duties: 'sender' } });
    expect(f.taxNumber).toMatchObject({ field: 'ioss_number', value: 'IM1234567890' });
    expect([f.incoterm, f.dutiesPayer]).toEqual(['DDP', 'SENDER']);
  });

  it('is an A4 PDF', async () => {
    const pdf = await renderInvoice(invoiceInputFromShipment(DHL_SHIPMENT));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pageSizes(pdf)).toEqual([[595.28, 841.89]]);
  });

  itNeeds(['pdftoppm', 'pdftotext'])('prints the discounted prices, totals and terms', async () => {
    const text = pdfText(save('invoice.pdf', await renderInvoice(invoiceInputFromShipment(DHL_SHIPMENT))));
    for (const s of ['COMMERCIAL INVOICE', '2,250', '4,500', '1,799', '5,397', '9,897', '1,200', '11,097'])
      expect(text).toContain(s);
    for (const s of [
      'DDU',
      'MERCHANDISE',
      'GB123456789',
      '0902.10',
      '抹茶',
      '友人への贈り物です',
      '10 % discount',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('IM1234567890');
  });

  it('continues the product table on a second page when it is long', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      name: `Item ${i + 1}`,
      quantity: 1,
      price: 100,
      hs_code: '610910',
      origin_country: 'JP',
    }));
    const pdf = await renderInvoice({ ...invoiceInputFromShipment(DHL_SHIPMENT), products: many });
    expect((await pageSizes(pdf)).length).toBeGreaterThan(1);
  });
});

describe('carrier invoice', () => {
  const input = carrierInvoiceInputFromShipment(DHL_SHIPMENT, {
    price: 9800,
    currency: 'JPY',
    surcharges: [
      { type: 'fuel', price: 1500 },
      { type: 'signature', price: 500 },
    ],
  });

  it('bills freight as the price less the surcharges', () => {
    expect(carrierCharges(input)).toEqual([
      { label: 'Freight \u2014 DHL Express Worldwide', amount: 7800 },
      { label: 'Fuel surcharge', amount: 1500 },
      { label: 'Signature on delivery', amount: 500 },
    ]);
  });

  it('is an A4 PDF', async () => {
    const pdf = await renderCarrierInvoice(input);
    expect(await pageSizes(pdf)).toEqual([[595.28, 841.89]]);
  });

  itNeeds(['pdftotext'])('prints the amount due', async () => {
    const pdf = await renderCarrierInvoice(input);
    expect(pdfText(save('carrier-invoice.pdf', pdf))).toMatch(/AMOUNT DUE \(JPY\)\s+9,800/);
  });
});
