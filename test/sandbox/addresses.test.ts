import { afterEach, describe, expect, it } from 'vitest';
import { AddressRecordSchema } from '../../src/contract/records.js';
import { MAX_ADDRESSES } from '../../src/domain/index.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const ADDRESS = {
  full_name: 'Taro Yamada',
  country: 'JP',
  zip: '1000001',
  province: '13',
  city: 'Chiyoda-ku',
  address1: '1-1 Chiyoda',
};

describe('address book (spec 4.11)', () => {
  it('saves an address and lists it as {id, created_at, updated_at, address}', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/addresses', ADDRESS);
    expect(res.status).toBe(200);
    AddressRecordSchema.parse(res.body);
    expect(res.body.address).toEqual(ADDRESS);
    expect(Object.keys(res.body).sort()).toEqual(['address', 'created_at', 'id', 'updated_at']);
    const list = await sb.request('GET', '/v1/addresses');
    expect(list.body).toEqual([res.body]);
  });

  it(`refuses the ${MAX_ADDRESSES + 1}st address with a detail`, async () => {
    sb = await startTestSandbox({ seed: false, limits: { callLimit: { total: 10_000, windowMs: 60_000 } } });
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const res = await sb.request('POST', '/v1/addresses', { ...ADDRESS, full_name: `Person ${i}` });
      expect(res.status).toBe(200);
    }
    const res = await sb.request('POST', '/v1/addresses', ADDRESS);
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('address');
    expect(res.body.details[0].issue).toContain(String(MAX_ADDRESSES));
    expect((await sb.request('GET', '/v1/addresses')).body).toHaveLength(MAX_ADDRESSES);
  });

  it('refuses a province given as a full name, suggesting the code', async () => {
    sb = await startTestSandbox({ seed: false });
    const us = await sb.request('POST', '/v1/addresses', {
      full_name: 'Jane Doe',
      country: 'US',
      zip: '94105',
      province: 'California',
      city: 'San Francisco',
      address1: '1 Market St',
    });
    expect(us.status).toBe(400);
    expect(us.body.details).toEqual([{ field: 'province', issue: expect.stringContaining('"CA"') }]);
    const jp = await sb.request('POST', '/v1/addresses', { ...ADDRESS, province: 'Tokyo' });
    expect(jp.status).toBe(400);
    expect(jp.body.details[0].issue).toContain('"13"');
  });

  it('refuses members of the wrong type', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/addresses', { ...ADDRESS, zip: 1000001 });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('zip');
  });
});
