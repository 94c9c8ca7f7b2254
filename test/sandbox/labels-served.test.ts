// The document links of a shipment, served by the sandbox with the renderers of
// documents/: the label in the account's print.size (ZPL for ZPL sizes), one page
// per tracking number, the commercial invoice and the carrier invoice.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { itNeeds } from '../helpers/tools.js';
import {
  accountId,
  domesticBody,
  internationalBody,
  startShippingSandbox,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

async function pageSizes(bytes: Buffer): Promise<[number, number][]> {
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())]);
}

async function setPrintSize(type: string, size: string): Promise<void> {
  const id = await accountId(sb!, type);
  const res = await sb!.request('PUT', `/v1/carriers/${id}`, { settings: { print: { size } } });
  expect(res.status).toBe(200);
}

const fetchBytes = async (url: string) => {
  const res = await fetch(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('document links', () => {
  it('a dhl 4x6 label has one page per number; invoice and carrier invoice are PDFs', async () => {
    sb = await startShippingSandbox();
    await setPrintSize('dhl', 'PDF_4X6');
    const created = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide', return_label: true }),
    );
    const d = created.body.delivery;
    expect(d.label).toBe(`${sb.url}/labels/${created.body.id}.pdf`);
    expect(d.carrier_invoice).toBe(`${sb.url}/carrier-invoices/${created.body.id}.pdf`);
    const label = await fetchBytes(d.label);
    expect(label.res.headers.get('content-type')).toBe('application/pdf');
    expect(await pageSizes(label.bytes)).toEqual([
      [288, 432],
      [288, 432],
    ]);
    for (const link of [d.invoice, d.carrier_invoice]) {
      const doc = await fetchBytes(link);
      expect(doc.res.status).toBe(200);
      expect(doc.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  itNeeds(['pdftoppm', 'zbarimg'])(
    'the served dhl label’s barcode scans as its tracking number',
    async () => {
      sb = await startShippingSandbox();
      await setPrintSize('dhl', 'PDF_4X6');
      const created = await sb.request(
        'POST',
        '/v1/shipments',
        internationalBody({ service: 'dhl_express_worldwide' }),
      );
      const d = created.body.delivery;
      const label = await fetchBytes(d.label);
      const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-label-'));
      try {
        writeFileSync(path.join(dir, 'l.pdf'), label.bytes);
        execFileSync('pdftoppm', [
          '-r',
          '200',
          '-f',
          '1',
          '-l',
          '1',
          '-png',
          '-singlefile',
          path.join(dir, 'l.pdf'),
          path.join(dir, 'p'),
        ]);
        const scanned = execFileSync('zbarimg', ['-q', '--raw', path.join(dir, 'p.png')]).toString();
        expect(scanned.split('\n')).toContain(d.tracking_numbers[0]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('the account’s print size is honoured: yamato A5, and ZPL text for a ZPL size', async () => {
    sb = await startShippingSandbox();
    await setPrintSize('yamato', 'PDF_A5');
    const yamato = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'yamato_regular', shipment_date: '2026-03-04' }),
    );
    const a5 = await fetchBytes(yamato.body.delivery.label);
    expect(await pageSizes(a5.bytes)).toEqual([[420, 595]]);
    expect(yamato.body.delivery).not.toHaveProperty('carrier_invoice');

    await setPrintSize('dhl', 'ZPL_4X6');
    const dhl = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide' }),
    );
    expect(dhl.body.delivery.label).toBe(`${sb.url}/labels/${dhl.body.id}.zpl`);
    const zpl = await fetchBytes(dhl.body.delivery.label);
    expect(zpl.res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(zpl.bytes.toString('utf8')).toMatch(/^\^XA/);
    expect(zpl.bytes.toString('utf8')).toContain(dhl.body.delivery.tracking_numbers[0]);
  });

  it('an unknown document is 404', async () => {
    sb = await startShippingSandbox();
    expect((await fetch(`${sb.url}/labels/API-NOPE000000.pdf`)).status).toBe(404);
    const yamato = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
    );
    expect((await fetch(`${sb.url}/carrier-invoices/${yamato.body.id}.pdf`)).status).toBe(404);
  });
});
