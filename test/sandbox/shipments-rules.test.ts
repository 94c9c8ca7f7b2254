// The rules of spec 4.1 (test labels and their windows, address lengths), 2.7
// (shipment_date), 2.8 (tax numbers), 2.9 (bill_to), 2.4 (return_label) as
// POST /v1/shipments enforces them.
import { afterEach, describe, expect, it } from 'vitest';
import {
  addUpsAccount,
  domesticBody,
  fields,
  internationalBody,
  LONDON,
  NEW_YORK,
  SATURDAY_10_JST,
  startShippingSandbox,
  TOKYO,
  TOKYO_2,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox;
afterEach(async () => sb?.close());

const yamato = (setup: Record<string, unknown>) =>
  domesticBody({ service: 'yamato_regular', shipment_date: '2026-03-04', ...setup });

describe('4.1 rules 1–2: test labels', () => {
  it('yamato test labels are refused outside Monday–Friday 09:00–22:00 JST', async () => {
    sb = await startShippingSandbox(SATURDAY_10_JST);
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      yamato({ test: true, shipment_date: '2026-03-07' }),
    );
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(['setup.test']);
    expect(res.body.details[0].issue).toContain('Saturday 10:00 JST');
  });

  it('yamato test labels are accepted inside the window (Wednesday 10:00 JST)', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('POST', '/v1/shipments', yamato({ test: true }));
    expect(res.status).toBe(200);
    expect(res.body.test).toBe(true);
  });

  it('yamato test window closes at 22:00 JST', async () => {
    sb = await startShippingSandbox('2026-03-04T13:00:00Z'); // 22:00 JST
    const res = await sb.request('POST', '/v1/shipments', yamato({ test: true }));
    expect(fields(res.body)).toEqual(['setup.test']);
  });

  it('Japan Post domestic test labels close at 20:00 JST', async () => {
    sb = await startShippingSandbox('2026-03-04T11:00:00Z'); // 20:00 JST
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'yuupack_regular', pack_size: 60, test: true }),
    );
    expect(fields(res.body)).toEqual(['setup.test']);
  });

  it('the windows can be switched off for demos (limits.enforceTestWindows = false)', async () => {
    sb = await startShippingSandbox(SATURDAY_10_JST, { limits: { enforceTestWindows: false } as object });
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      yamato({ test: true, shipment_date: '2026-03-07' }),
    );
    expect(res.status).toBe(200);
  });

  it('test labels exist only for ups, dhl, sagawa, yamato and Japan Post domestic', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'fedex_international_priority', test: true }),
    );
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(['setup.test']);
  });
});

describe('2.7 shipment_date', () => {
  it('yamato: today+30 is accepted, today+31 refused, omitted refused', async () => {
    sb = await startShippingSandbox();
    const ok = await sb.request('POST', '/v1/shipments', yamato({ shipment_date: '2026-04-03' }));
    expect(ok.status).toBe(200);
    expect(ok.body.setup.shipment_date).toBe('2026-04-03');
    const late = await sb.request('POST', '/v1/shipments', yamato({ shipment_date: '2026-04-04' }));
    expect(late.status).toBe(400);
    expect(fields(late.body)).toEqual(['setup.shipment_date']);
    const { shipment_date: _omit, ...setup } = yamato({}).setup;
    const missing = await sb.request('POST', '/v1/shipments', domesticBody(setup));
    expect(fields(missing.body)).toEqual(['setup.shipment_date']);
  });

  it('a past date is refused', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60, shipment_date: '2026-03-03' }),
    );
    expect(fields(res.body)).toEqual(['setup.shipment_date']);
  });

  it('dhl always ships today: the date sent is replaced by today, with a warning', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide', shipment_date: '2026-03-10' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.setup.shipment_date).toBe('2026-03-04');
    expect(res.body.delivery.warnings).toEqual([expect.stringContaining('replaced by 2026-03-04')]);
  });

  it('seino: omitted means today', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('POST', '/v1/shipments', domesticBody({ service: 'seino_regular' }));
    expect(res.status).toBe(200);
    expect(res.body.setup.shipment_date).toBe('2026-03-04');
  });

  it('the estimated delivery date counts from the shipment date', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody(
        { service: 'sagawa_regular', pack_size: 60, shipment_date: '2026-03-10' },
        { to_address: TOKYO_2 },
      ),
    );
    expect(res.body.delivery.estimated_delivery_date).toBe('2026-03-11');
  });
});

describe('4.1 rule 3: dhl address lengths', () => {
  it('refuses more than 45 characters in address1, naming the field', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody(
        { service: 'dhl_express_worldwide' },
        { to_address: { ...LONDON, address1: 'x'.repeat(46) } },
      ),
    );
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(['to_address.address1']);
  });

  it('refuses more than 90 characters combined', async () => {
    sb = await startShippingSandbox();
    const to = { ...LONDON, address1: 'a'.repeat(45), address2: 'b'.repeat(45) };
    expect(
      (
        await sb.request(
          'POST',
          '/v1/shipments',
          internationalBody({ service: 'dhl_express_worldwide' }, { to_address: to }),
        )
      ).status,
    ).toBe(200);
    const from = { ...TOKYO, address1: 'a'.repeat(45), address2: 'b'.repeat(45) + 'c' };
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide' }, { from_address: from }),
    );
    expect(fields(res.body)).toEqual(['from_address.address2']);
  });
});

describe('a recipient abroad: what the carrier needs for the destination (inferred rules, enforced here)', () => {
  const toUs = (service: string, to: Record<string, unknown>) =>
    internationalBody({ service }, { to_address: to });

  it('a dhl label to the US without ZIP code and city is refused, naming both; nothing is created', async () => {
    sb = await startShippingSandbox();
    const { zip: _zip, city: _city, ...street } = NEW_YORK;
    const res = await sb.request('POST', '/v1/shipments', toUs('dhl_express_worldwide', street));
    expect(res.status).toBe(400);
    // Our reading of the carriers, not the spec's: the 400 says which rule and that it is inferred.
    expect(res.body.details).toEqual([
      {
        field: 'to_address.zip',
        issue: 'required for dhl to US: the ZIP code, e.g. 94105',
        rule: 'address.intl-zip',
        source: 'inferred',
      },
      {
        field: 'to_address.city',
        issue: 'required for dhl to US: the city or town',
        rule: 'address.intl-city',
        source: 'inferred',
      },
    ]);
    const list = await sb.request('GET', '/v1/shipments?state=any');
    expect(list.body).toEqual([]);
  });

  it('fedex to Canada needs the province code; ups to the UK its postcode', async () => {
    sb = await startShippingSandbox();
    const toronto = {
      full_name: 'Ann Lee',
      country: 'CA',
      zip: 'M5H 2N2',
      city: 'Toronto',
      address1: '100 Queen St W',
    };
    const fedex = await sb.request('POST', '/v1/shipments', toUs('fedex_international_priority', toronto));
    expect(fields(fedex.body)).toEqual(['to_address.province']);
    expect(fedex.body.details[0].issue).toBe(
      'required for fedex to CA: the Canadian province or territory as its code, e.g. ON',
    );
    addUpsAccount(sb);
    const { zip: _zip, ...noPostcode } = LONDON;
    const ups = await sb.request('POST', '/v1/shipments', toUs('ups_saver', noPostcode));
    expect(ups.body.details).toMatchObject([
      { field: 'to_address.zip', issue: 'required for ups to GB: the postcode, e.g. SW1A 1AA' },
    ]);
  });

  it('the city every international label needs; the postal code only where the country has them and the carrier needs it', async () => {
    sb = await startShippingSandbox();
    const hongKong = {
      full_name: 'Chan Tai Man',
      country: 'HK',
      city: 'Hong Kong',
      address1: '1 Queen’s Road Central',
    };
    expect((await sb.request('POST', '/v1/shipments', toUs('dhl_express_worldwide', hongKong))).status).toBe(
      200,
    );
    const { zip: _zip, province: _province, ...noZip } = NEW_YORK;
    const ems = await sb.request('POST', '/v1/shipments', toUs('japanpost_ems', noZip));
    expect(ems.status, JSON.stringify(ems.body)).toBe(200);
    const { city: _city, ...noCity } = NEW_YORK;
    const emsNoCity = await sb.request('POST', '/v1/shipments', toUs('japanpost_ems', noCity));
    expect(fields(emsNoCity.body)).toEqual(['to_address.city']);
  });

  it('a rate needs none of them: quotes come from the country and what is known', async () => {
    sb = await startShippingSandbox();
    const { zip: _zip, city: _city, ...street } = NEW_YORK;
    const body = internationalBody({}, { to_address: street });
    const rates = await sb.request('POST', '/v1/rates', body);
    expect(rates.status, JSON.stringify(rates.body)).toBe(200);
  });
});

describe('2.8 tax numbers', () => {
  const allSix = {
    duty_paid: true,
    uk_vat_number: 'GB 123-456.789',
    abn_number: '51 824 753 556',
    ird_number: '123-456-789',
    voec_number: 'VOEC1234567',
    sg_gst_number: 'M2-1234567-8',
    sst_number: 'W10-1234-56789012',
    ioss_number: 'IM1234567890',
  };

  it('rules 1–3: only the destination’s number is used, stripped, and ioss is dropped', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide' }, { customs: allSix }),
    );
    expect(res.status).toBe(200);
    expect(res.body.customs).toEqual({ duty_paid: true, uk_vat_number: 'GB123456789' });
  });

  it('ups ignores uk_vat_number, and ioss applies to EU destinations only: nothing survives for GB', async () => {
    sb = await startShippingSandbox();
    addUpsAccount(sb);
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'ups_saver' }, { customs: allSix }),
    );
    expect(res.status).toBe(200);
    expect(res.body.customs).toEqual({ duty_paid: true });
  });

  it('rule 4: bill_to.duties overrides duty_paid (fedex)', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody(
        { service: 'fedex_international_priority' },
        { customs: { duty_paid: false }, bill_to: { duties: 'SENDER' } },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.customs.duty_paid).toBe(true);
    expect(res.body.bill_to).toMatchObject({ duties: 'SENDER', freight: 'SENDER' });
  });

  it('2.9: bill_to is for fedex only', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide' }, { bill_to: { duties: 'SENDER' } }),
    );
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(['bill_to']);
  });
});

describe('2.4 return_label', () => {
  it('dhl with return_label comes back with two tracking numbers and a two-page label', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide', return_label: true }),
    );
    expect(res.status).toBe(200);
    const numbers = res.body.delivery.tracking_numbers as string[];
    expect(numbers).toHaveLength(2);
    for (const n of numbers) expect(n).toMatch(/^\d{10}$/);
    expect(new Set(numbers).size).toBe(2);
    const pdf = Buffer.from(await (await fetch(res.body.delivery.label)).arrayBuffer());
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    expect(res.body.delivery.invoice).toBe(`${sb.url}/invoices/${res.body.id}.pdf`);
    const invoice = await fetch(res.body.delivery.invoice);
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('without return_label: one number', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide' }),
    );
    expect(res.body.delivery.tracking_numbers).toHaveLength(1);
  });
});

describe('tracking numbers per carrier', () => {
  it('are plausible and unique', async () => {
    sb = await startShippingSandbox();
    const shapes: [Record<string, unknown>, RegExp][] = [
      [domesticBody({ service: 'yamato_regular', shipment_date: '2026-03-04' }), /^\d{12}$/],
      [domesticBody({ service: 'yuupack_regular', pack_size: 60 }), /^\d{12}$/],
      [internationalBody({ service: 'japanpost_ems' }), /^EX\d{9}JP$/],
      [internationalBody({ service: 'fedex_international_priority' }), /^\d{12}$/],
    ];
    const seen = new Set<string>();
    for (const [body, shape] of shapes) {
      for (let i = 0; i < 3; i++) {
        const res = await sb.request('POST', '/v1/shipments', body);
        expect(res.status).toBe(200);
        const n = res.body.delivery.tracking_numbers[0] as string;
        expect(n).toMatch(shape);
        expect(seen.has(n)).toBe(false);
        seen.add(n);
      }
    }
  });
});
