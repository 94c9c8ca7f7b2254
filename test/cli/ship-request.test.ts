// Flags + --input + saved records + stored defaults → the wire body that `ship`
// and `rates` send (src/cli/request), and the flag named in every problem.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client.js';
import { downloadDocument } from '../../src/api/index.js';
import {
  applyParcelFlags,
  buildShipmentRequest,
  chooseSender,
  flagFor,
  parseProduct,
  parseSize,
  withFlags,
  type RequestSources,
} from '../../src/cli/request/index.js';
import {
  checkRequest,
  fillQuotePlaceholders,
  newRefNumber,
  packSizeFor,
  settleParcel,
  senderScript,
  warehouseToAddress,
} from '../../src/ops/request/index.js';

const NOW = new Date('2026-03-04T01:00:00Z'); // Wednesday 10:00 JST

const WAREHOUSE = {
  id: 'WH1',
  address: {
    full_name_kanji: '出荷担当',
    company: 'Shipctl K.K.',
    company_kanji: 'シップ株式会社',
    country: 'JP',
    zip: '1500002',
    province_kanji: '東京都',
    city: 'Shibuya-ku',
    address1_kanji: '渋谷区渋谷2-21-1',
    phone: '0312345678',
  },
};
const SAVED = {
  id: 'AD1',
  address: { full_name: 'Hanako Sato', country: 'JP', zip: '0600001', address1: '1 Kita' },
};

function fakeClient(): { client: () => Promise<ApiClient>; paths: string[] } {
  const paths: string[] = [];
  const api = {
    note() {},
    async request(r: { method: string; path: string }) {
      paths.push(`${r.method} ${r.path}`);
      const data = r.path === '/v1/warehouses' ? [WAREHOUSE, { ...WAREHOUSE, id: 'WH2' }] : [SAVED];
      return { status: 200, data, rawText: '', headers: {} };
    },
  };
  return { client: async () => api as unknown as ApiClient, paths };
}

const build = (src: Partial<RequestSources>, c = fakeClient()) =>
  buildShipmentRequest(c.client, { mode: 'shipment', flags: {}, now: NOW, ...src });

describe('flags → body', () => {
  it('a price written with its currency keeps it: a stored default never turns $30 into ¥30, a contrary --currency is refused', async () => {
    const product = 'name=T-shirt,qty=1,price=30USD,weight=300,hs=6109.10,origin=JP';
    const kept = await build({
      flags: { toCountry: 'US', product: [product] },
      defaults: { currency: 'JPY' },
    });
    expect(kept.body.setup).toMatchObject({ currency: 'USD' });
    expect(kept.body.products).toEqual([expect.objectContaining({ price: 30 })]);
    expect(kept.problems).toEqual([]);
    const refused = await build({ flags: { toCountry: 'US', product: [product], currency: 'JPY' } });
    expect(refused.problems).toContainEqual({
      field: 'setup.currency',
      issue:
        'is JPY, but the products are priced in USD: the customs values are not converted; give --currency USD, or the prices in JPY',
    });
    const mixed = await build({
      flags: {
        toCountry: 'US',
        product: [product, 'name=Mug,qty=1,price=¥2500,weight=300,hs=6912.00,origin=JP'],
      },
    });
    expect(mixed.problems.map((p) => p.field)).toContain('products');
  });

  it('flags override --input; stored defaults fill only what is missing', async () => {
    const input = {
      to_address: { full_name: 'From Input', country: 'JP', zip: '100-0001', address1: 'x' },
      setup: { service: 'sagawa_regular', pack_size: 60, currency: 'USD' },
    };
    const { body, problems } = await build({
      input,
      flags: { toName: 'Jiro Suzuki', packSize: '80', cod: '5,000', test: true, time: '14-16' },
      defaults: { currency: 'JPY', carrier: 'yamato' },
    });
    expect(problems).toEqual([]);
    expect(body.to_address).toMatchObject({ full_name: 'Jiro Suzuki', zip: '1000001', province: '13' });
    expect(body.setup).toEqual({
      service: 'sagawa_regular',
      pack_size: 80,
      currency: 'USD',
      test: true,
      time: '14-16',
      cash_on_delivery: { amount: 5000 },
    });
    expect(input.to_address.full_name).toBe('From Input'); // the caller's object is untouched
  });

  it('normalises the province in any form, and fills a Japanese one from the zip', async () => {
    for (const [province, code] of [
      ['東京都', '13'],
      ['Tokyo', '13'],
      ['13', '13'],
      ['JP-27', '27'],
      ['おおさかふ', '27'],
    ]) {
      const { body } = await build({ flags: { toZip: '1000001', toProvince: province } });
      expect(body.to_address).toMatchObject({ country: 'JP', province: code });
    }
    const us = await build({ flags: { toCountry: 'us', toProvince: 'California', toZip: '94105' } });
    expect(us.body.to_address).toMatchObject({ country: 'US', province: 'CA' });
    const byZip = await build({ flags: { toZip: '530-0001' } });
    expect(byZip.body.to_address).toMatchObject({ zip: '5300001', province: '27' });
    const bad = await build({ flags: { toProvince: 'Tokio-fu' } });
    expect(bad.problems.map((p) => p.field)).toEqual(['to_address.province']);
  });

  it('reports every unreadable flag value at once, with its flag', async () => {
    const { problems } = await build({
      flags: { packSize: 'big', cod: '-3', shipmentDate: '2026-02-30', product: ['Tee,two,5'] },
    });
    expect(problems).toEqual([
      { field: 'setup.pack_size', issue: expect.stringContaining('--pack-size') },
      { field: 'setup.shipment_date', issue: expect.stringContaining('--shipment-date') },
      { field: 'setup.cash_on_delivery.amount', issue: expect.stringContaining('--cod') },
      { field: 'products[0].quantity', issue: expect.stringContaining('--product') },
    ]);
  });

  it('--product is repeatable and reads a name with commas from the right', () => {
    expect(parseProduct('Cotton T-shirt,2,2500,300,6109.10,jp').product).toEqual({
      name: 'Cotton T-shirt',
      quantity: 2,
      price: 2500,
      weight: 300,
      hs_code: '6109.10',
      origin_country: 'JP',
    });
    expect(parseProduct('Mug, blue, large,1,1200,450,691200,JP').product.name).toBe('Mug, blue, large');
    expect(parseProduct('Card,3').product).toEqual({ name: 'Card', quantity: 3 });
    expect(parseSize('30x20x10')).toEqual({ ok: true, value: { width: 30, height: 20, depth: 10 } });
    expect(parseSize('30x20').ok).toBe(false);
  });

  it('--weight and --size: a parcel abroad; in Japan a pack size, and a weight for quotes', async () => {
    const intl = await build({ flags: { toCountry: 'GB', weight: '800', size: '30x20x10' } });
    expect(intl.body.parcels).toEqual([{ amount: 1, weight: 800, width: 30, height: 20, depth: 10 }]);

    const quote = await build({
      mode: 'rates',
      flags: { toZip: '5300001', weight: '1200', size: '30x20x15' },
    });
    expect(quote.body.setup).toMatchObject({ pack_size: 80 });
    expect(quote.body.products).toEqual([{ name: 'Parcel', quantity: 1, weight: 1200 }]);
    expect(quote.body.parcels).toBeUndefined();

    expect(packSizeFor('sagawa', 110)).toBe(140);
    expect(packSizeFor('yuupack', 110)).toBe(120);
    // Across carriers the sizes of every box carrier count (yamato's 宅急便 sizes reach 200).
    expect(packSizeFor(undefined, 171)).toBe(180);
    expect(packSizeFor(undefined, 201)).toBeUndefined();
    const body = { to_address: { country: 'JP' }, setup: { carrier: 'sagawa' } };
    expect(applyParcelFlags(body, { size: '100x60x60' }, 'shipment').problems[0]?.field).toBe(
      'setup.pack_size',
    );
  });

  describe('a domestic parcel is sent as its service takes it', () => {
    const settled = async (service: string, flags: { size?: string; weight?: string; packSize?: string }) => {
      const built = await build({ flags: { toZip: '5300001', service, ...flags } });
      const fitted = settleParcel(built.body, built.parcel, flags);
      return {
        body: built.body,
        warnings: [...built.warnings, ...fitted.warnings],
        problems: fitted.problems,
      };
    };

    it('ゆうパケット: no size class, the weight in a product line, nothing said to be lost', async () => {
      const { body, warnings, problems } = await settled('yuupacket_regular', {
        size: '30x20x2',
        weight: '500',
      });
      expect(body.setup).not.toHaveProperty('pack_size');
      expect(body.products).toEqual([{ name: 'Parcel', quantity: 1, weight: 500 }]);
      expect(warnings).toEqual([]);
      expect(problems).toEqual([]);
      // The sandbox and the live service read the weight there: a heavy one is refused by them too.
      const check = checkRequest(
        (await settled('yuupacket_regular', { size: '30x20x2', weight: '1500' })).body,
        [],
        { mode: 'shipment', now: NOW },
      );
      expect(check.problems.map((p) => p.issue).join()).toContain('the content weighs 1500 g');
    });

    it('a box: the class that holds both its sides and its weight, with no warning', async () => {
      const yamato = await settled('yamato_regular', { size: '30x20x10', weight: '8000' });
      expect(yamato.body.setup).toMatchObject({ pack_size: 100 });
      expect(yamato.body.products).toBeUndefined();
      expect(yamato.warnings).toEqual([]);
      const sagawa = await settled('sagawa_regular', { size: '30x20x10', weight: '1500' });
      expect(sagawa.body.setup).toMatchObject({ pack_size: 60 });
    });

    it('a weight heavier than the pack size given: the class that carries it is named', async () => {
      const { warnings } = await settled('sagawa_regular', { packSize: '60', weight: '3000' });
      expect(warnings).toEqual([
        '--weight 3000 g is more than sagawa size 60 takes (2 kg): it is charged as size 80; --pack-size 80 says so',
      ]);
    });

    it('a weight with nothing to size a yamato box by is lost, and said so', async () => {
      const { warnings, body } = await settled('yamato_regular', { weight: '3000' });
      expect(body.setup).not.toHaveProperty('pack_size');
      expect(warnings).toEqual([
        '--weight is not sent: yamato_regular is charged by size; give --size WxHxD (or --pack-size) with it',
      ]);
    });

    it('a pack size worked out before the service was chosen follows the service', async () => {
      const built = await build({ flags: { toZip: '5300001', size: '50x40x25' } });
      expect(built.body.setup).toMatchObject({ pack_size: 120 });
      (built.body.setup as Record<string, unknown>).service = 'sagawa_regular';
      settleParcel(built.body, built.parcel, {});
      expect(built.body.setup).toMatchObject({ pack_size: 140 });
    });
  });
});

describe('saved records and the sender', () => {
  it('the sender is the account default warehouse, written in kanji for a recipient in Japan, the city once', async () => {
    const c = fakeClient();
    const { body, senderLabel } = await build({ sender: chooseSender({ given: false, stored: {} }) }, c);
    expect(c.paths).toEqual(['GET /v1/warehouses']);
    expect(senderLabel).toBe('warehouse WH1 (account default)');
    expect(body.from_address).toMatchObject({
      full_name: '出荷担当',
      company: 'シップ株式会社',
      country: 'JP',
      zip: '1500002',
      province: '13',
      phone: '0312345678',
    });
    // The city once, whether it stays at the head of the kanji street or is split off into city.
    const from = body.from_address as { city?: string; address1: string };
    expect(`${from.city ?? ''}${from.address1}`).toBe('渋谷区渋谷2-21-1');
  });

  it('abroad the sender is written in romaji, kanji only where no plain member exists', () => {
    const w = {
      full_name: 'Plain',
      full_name_kanji: '漢字',
      address1_kanji: '東京都渋谷区渋谷2-21-1',
      province: '13',
    };
    expect(warehouseToAddress(w, 'latin')).toMatchObject({
      full_name: 'Plain',
      address1: '東京都渋谷区渋谷2-21-1',
    });
    expect(warehouseToAddress(w, 'kanji')).toMatchObject({ full_name: '漢字', address1: '渋谷区渋谷2-21-1' });
    expect(senderScript({ country: 'US' })).toBe('latin');
    expect(senderScript({ country: 'JP' })).toBe('kanji');
    expect(senderScript(undefined)).toBe('kanji');
  });

  it('picks the sender by precedence: flag, --input, profile warehouse, profile address, account default', () => {
    const stored = { from_warehouse: 'WH2', from_address: 'AD1' };
    expect(chooseSender({ warehouseFlag: 'WH9', given: true, stored })).toMatchObject({ id: 'WH9' });
    expect(chooseSender({ addressFlag: 'AD9', given: true, stored })).toMatchObject({ kind: 'address' });
    expect(chooseSender({ given: true, stored })).toBeUndefined();
    expect(chooseSender({ given: false, stored })).toMatchObject({
      id: 'WH2',
      origin: 'config from_warehouse',
    });
    expect(chooseSender({ given: false, stored: { from_address: 'AD1' } })).toMatchObject({
      kind: 'address',
    });
    expect(chooseSender({ given: false, stored: {} })).toEqual({ kind: 'default-warehouse' });
  });

  it('an unknown warehouse or saved address is a problem naming where the id came from', async () => {
    const r = await build({
      sender: { kind: 'warehouse', id: 'NOPE', origin: 'config from_warehouse' },
      toAddressId: 'AD1',
      flags: { toName: 'Override' },
    });
    expect(r.problems).toEqual([
      { field: 'from_address', issue: expect.stringContaining('"NOPE" (config from_warehouse)') },
    ]);
    expect(r.body.to_address).toMatchObject({ full_name: 'Override', zip: '0600001', province: '01' });
  });
});

describe('problems name their flag', () => {
  it('maps wire paths to flags, indices included', () => {
    expect(flagFor('setup.pack_size')).toBe('--pack-size');
    expect(flagFor('to_address.zip')).toBe('--to-zip');
    expect(flagFor('products[2].hs_code')).toBe('--product');
    expect(flagFor('parcels[0].depth')).toBe('--size');
    expect(flagFor('customs.duty_paid')).toBe('--ddp/--ddu');
    expect(flagFor('from_address.city', { from_address: '--from-warehouse' })).toBe('--from-warehouse');
    expect(flagFor('bill_to.duties')).toBeUndefined();
  });

  it('a sagawa shipment without a pack size: setup.pack_size with its values and --pack-size', () => {
    const body = {
      to_address: { full_name: 'A', country: 'JP', zip: '5300001', address1: 'x' },
      from_address: { full_name: 'B', country: 'JP', zip: '1500002', address1: 'y' },
      setup: { service: 'sagawa_regular', test: true },
    };
    const { problems } = checkRequest(body, [], { mode: 'shipment', now: NOW });
    expect(withFlags(problems)).toEqual([
      {
        field: 'setup.pack_size',
        issue: 'required for sagawa: one of 60, 80, 100, 140, 160 (a number) (--pack-size)',
      },
    ]);
  });

  it('quote placeholders fill a name and street only where missing', () => {
    const body = { to_address: { company: 'Co', country: 'JP' }, from_address: { country: 'JP', zip: '1' } };
    fillQuotePlaceholders(body);
    expect(body.to_address).toEqual({ company: 'Co', country: 'JP', address1: '(rate quote)' });
    expect(body.from_address).toMatchObject({ full_name: 'Rate quote', address1: '(rate quote)' });
  });

  it('generated ref numbers are shipctl- plus 10 characters', () => {
    expect(newRefNumber()).toMatch(/^shipctl-[a-z0-9]{10}$/);
    expect(newRefNumber(() => new Uint8Array(10))).toBe('shipctl-aaaaaaaaaa');
  });
});

describe('documents', () => {
  it('an inline base64 invoice (live notes) decodes without a request', async () => {
    const doc = await downloadDocument(Buffer.from('%PDF-1.4 inline').toString('base64'));
    expect(doc.bytes.toString()).toBe('%PDF-1.4 inline');
    expect(doc.url).toBeUndefined();
  });
});
