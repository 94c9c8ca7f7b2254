import { afterEach, describe, expect, it } from 'vitest';
import { WarehouseRecordSchema } from '../../src/contract/records.js';
import { getDefaultWarehouse } from '../../src/sandbox/store/records.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const OSAKA = {
  company_name: 'Osaka Depot',
  country: 'JP',
  zip: '5300001',
  province: '27',
  province_kanji: '大阪府',
  city: 'Osaka',
  address1: '1-1 Umeda, Kita-ku',
  address1_kanji: '大阪市北区梅田1-1',
};

describe('warehouses (spec 2.14, 4.12)', () => {
  it('saves a warehouse as {id, created_at, updated_at, address}; the first becomes the default', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/warehouses', OSAKA);
    expect(res.status).toBe(200);
    WarehouseRecordSchema.parse(res.body);
    expect(Object.keys(res.body).sort()).toEqual(['address', 'created_at', 'id', 'updated_at']);
    expect(res.body.address).toMatchObject({ company: 'Osaka Depot', province_kanji: '大阪府' });
    const principal = { accountId: accountId(sb), subUserId: null };
    expect(getDefaultWarehouse(sb.db, principal)?.id).toBe(res.body.id);
    const second = await sb.request('POST', '/v1/warehouses', { ...OSAKA, company_name: 'Second' });
    expect(getDefaultWarehouse(sb.db, principal)?.id).toBe(res.body.id);
    expect((await sb.request('GET', '/v1/warehouses')).body.map((w: { id: string }) => w.id)).toEqual([
      res.body.id,
      second.body.id,
    ]);
  });

  it('rule 1: one of full_name, full_name_kanji, company_name, company_name_kanji', async () => {
    sb = await startTestSandbox({ seed: false });
    const { company_name: _omit, ...noName } = OSAKA;
    const res = await sb.request('POST', '/v1/warehouses', noName);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'full_name' })]);
    expect(
      (await sb.request('POST', '/v1/warehouses', { ...noName, full_name_kanji: '山田太郎' })).status,
    ).toBe(200);
  });

  it('rule 2: one of address1, address1_kanji', async () => {
    sb = await startTestSandbox({ seed: false });
    const { address1: _a, address1_kanji: _b, ...noStreet } = OSAKA;
    const res = await sb.request('POST', '/v1/warehouses', noStreet);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'address1' })]);
    expect(
      (await sb.request('POST', '/v1/warehouses', { ...noStreet, address1_kanji: '大阪市北区梅田1-1' }))
        .status,
    ).toBe(200);
  });

  it('rule 3: province_kanji required in Japan, not elsewhere', async () => {
    sb = await startTestSandbox({ seed: false });
    const { province_kanji: _p, ...noKanji } = OSAKA;
    const res = await sb.request('POST', '/v1/warehouses', noKanji);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'province_kanji', issue: expect.stringContaining('大阪府') }]);
    const us = await sb.request('POST', '/v1/warehouses', {
      full_name: 'US Depot',
      country: 'US',
      zip: '10001',
      province: 'NY',
      city: 'New York',
      address1: '1 Main St',
    });
    expect(us.status).toBe(200);
  });

  it('reports all three rules at once', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/warehouses', { country: 'JP', zip: '5300001', city: 'Osaka' });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'address1',
      'full_name',
      'province_kanji',
    ]);
  });
});

function accountId(s: TestSandbox): string {
  return (s.db.prepare('SELECT id FROM accounts').get() as { id: string }).id;
}
