// POST /v1/shipments (spec 4.1, response 2.10) and the documents it links to.
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { itNeeds } from '../helpers/tools.js';
import { ShipmentSchema } from '../../src/contract/index.js';
import {
  accountId,
  domesticBody,
  fields,
  internationalBody,
  startShippingSandbox,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox;
afterEach(async () => sb?.close());

describe('POST /v1/shipments — 2.10 shape', () => {
  it('a valid sagawa test shipment answers the shipment of 2.10', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60, test: true, ref_number: 'ORDER-1' }),
    );
    expect(res.status).toBe(200);
    const s = ShipmentSchema.parse(res.body);
    expect(s.id).toMatch(/^API-[A-Z0-9]{10}$/);
    expect(s).toMatchObject({
      state: 'active',
      test: true,
      scope: 'api',
      created_at: new Date(WEDNESDAY_10_JST).toISOString(),
    });
    expect(s.delivery).toMatchObject({ carrier: 'sagawa', method: 'sagawa_regular' });
    expect(s.delivery?.tracking_numbers).toHaveLength(1);
    expect(s.delivery?.tracking_numbers?.[0]).toMatch(/^\d{12}$/);
    expect(s.delivery?.label).toBe(`${sb.url}/labels/${s.id}.pdf`);
    expect(s.delivery?.estimated_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.setup).toMatchObject({ ref_number: 'ORDER-1', pack_size: 60, care: {}, currency: 'JPY' });
    expect(s.to_address?.zip).toBe('5300001');
    expect(s.products).toHaveLength(1);
    expect(s.parcels).toBeUndefined();
    expect(s.customs).toBeUndefined();
    const again = await sb.request('GET', `/v1/shipments/${s.id}`);
    expect(again.body).toEqual(res.body);
  });

  it('pack_size 90 for sagawa is refused naming setup.pack_size', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 90, test: true }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(fields(res.body)).toEqual(['setup.pack_size']);
  });

  it('names every offending field at once, type and rule problems together', async () => {
    sb = await startShippingSandbox();
    const body = domesticBody({
      service: 'sagawa_regular',
      pack_size: '60',
      time: 'after-lunch',
      test: true,
    });
    const res = await sb.request('POST', '/v1/shipments', {
      ...body,
      to_address: { ...body.to_address, zip: 5300001 },
    });
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(
      expect.arrayContaining(['setup.pack_size', 'setup.time', 'to_address.zip']),
    );
  });

  it('an estimate-less carrier (custom) leaves estimated_delivery_date out and has no tracking numbers', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('POST', '/v1/shipments', domesticBody({ service: 'custom_standard' }));
    expect(res.status).toBe(200);
    expect(res.body.delivery).not.toHaveProperty('estimated_delivery_date');
    expect(res.body.delivery.tracking_numbers).toEqual([]);
  });

  it('the label link serves a PDF naming the carrier, service and tracking number', async () => {
    sb = await startShippingSandbox();
    const created = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60, test: true }),
    );
    const res = await fetch(created.body.delivery.label);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(created.body.id);
    expect(pdf.getSubject()).toMatch(/sagawa sagawa_regular .*not valid for shipping/);
  });

  itNeeds(['pdftotext'])(
    'the served label’s text says it is not valid and names the tracking number',
    async () => {
      sb = await startShippingSandbox();
      const created = await sb.request(
        'POST',
        '/v1/shipments',
        domesticBody({ service: 'sagawa_regular', pack_size: 60, test: true }),
      );
      const bytes = Buffer.from(await (await fetch(created.body.delivery.label)).arrayBuffer());
      // The renderer embeds subset CID fonts: poppler reads the text back.
      const text = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');
      expect(text).toContain('NOT VALID FOR SHIPPING');
      expect(text.replace(/[\s-]+/g, '')).toContain(created.body.delivery.tracking_numbers[0]);
    },
  );
});

describe('POST /v1/shipments — accounts (2.4 carrier_id, 2.13, 4.1 rule 1)', () => {
  it('sagawa test labels need no registered account', async () => {
    sb = await startShippingSandbox();
    await sb.request('DELETE', `/v1/carriers/${await accountId(sb, 'sagawa')}`);
    const test = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60, test: true }),
    );
    expect(test.status).toBe(200);
    expect(test.body.setup).not.toHaveProperty('carrier_id');
    const real = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
    );
    expect(real.status).toBe(400);
    expect(fields(real.body)).toEqual(['setup.carrier_id']);
  });

  it('carrier_id is mandatory when several accounts of the type exist, and must be one of them', async () => {
    sb = await startShippingSandbox();
    const first = await accountId(sb, 'sagawa');
    const creds = { key: 'k2', password: 'p2', account_number: '0123456789', account_key_number: '' };
    const second = await sb.request('POST', '/v1/carriers', {
      type: 'sagawa',
      credentials: creds,
      settings: { print: { size: 'PDF_A5' } },
    });
    expect(second.status).toBe(200);
    const ambiguous = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
    );
    expect(ambiguous.status).toBe(400);
    expect(fields(ambiguous.body)).toEqual(['setup.carrier_id']);
    const chosen = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60, carrier_id: first }),
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.setup.carrier_id).toBe(first);
    const foreign = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60, carrier_id: 'nope' }),
    );
    expect(fields(foreign.body)).toContain('setup.carrier_id');
  });

  it('japanpost labels need customer_numbers on the account', async () => {
    sb = await startShippingSandbox();
    const id = await accountId(sb, 'japanpost');
    sb.db.prepare("UPDATE carriers SET credentials_json = '{}' WHERE id = ?").run(id);
    const res = await sb.request('POST', '/v1/shipments', internationalBody({ service: 'japanpost_ems' }));
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ field: 'setup.carrier_id' });
    expect(res.body.details[0].issue).toContain('customer_numbers');
  });
});

describe('POST /v1/shipments — price', () => {
  it('stores the rate of the chosen service with the shipment', async () => {
    sb = await startShippingSandbox();
    const body = domesticBody({ service: 'yamato_regular', shipment_date: '2026-03-04' });
    const { service: _s, ...rateSetup } = body.setup;
    const rates = await sb.request('POST', '/v1/rates', { ...body, setup: rateSetup });
    const rate = (rates.body as { service: string; price: number }[]).find(
      (r) => r.service === 'yamato_regular',
    )!;
    const created = await sb.request('POST', '/v1/shipments', body);
    const row = sb.db.prepare('SELECT price, currency FROM shipments WHERE id = ?').get(created.body.id);
    expect(row).toEqual({ price: rate.price, currency: 'JPY' });
  });

  it('flat services (yuumail) refuse chilled or frozen goods, naming setup.cool_options', async () => {
    sb = await startShippingSandbox();
    const yuumail = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'yuumail_regular', cool_options: 'fresh' }),
    );
    expect(yuumail.status).toBe(400);
    expect(fields(yuumail.body)).toEqual(['setup.cool_options']);
  });
});
