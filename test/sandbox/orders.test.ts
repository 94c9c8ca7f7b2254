// Orders (spec 4.5–4.7, 2.11).
import { afterEach, describe, expect, it } from 'vitest';
import { OrderListSchema, OrderSchema } from '../../src/contract/index.js';
import { fields, OSAKA, PRODUCT, startShippingSandbox, type ShippingSandbox } from './shipments.fixtures.js';

let sb: ShippingSandbox;
afterEach(async () => sb?.close());

const order = (setup: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  to_address: OSAKA,
  products: [PRODUCT],
  setup: { carrier: 'yamato', currency: 'JPY', ref_number: 'ORD-1', ...setup },
  ...extra,
});

async function create(body: Record<string, unknown> = order()): Promise<string> {
  const res = await sb.request('POST', '/v1/orders', body);
  expect(res.status).toBe(200);
  return res.body.id as string;
}

describe('POST /v1/orders', () => {
  it('answers the order of 2.11 with from_address taken from the default warehouse', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('POST', '/v1/orders', order());
    expect(res.status).toBe(200);
    const o = OrderSchema.parse(res.body);
    expect(o.id).toMatch(/^API-[A-Z0-9]{10}$/);
    expect(o).toMatchObject({
      state: 'active',
      created_at: '2026-03-04T01:00:00.000Z',
      updated_at: '2026-03-04T01:00:00.000Z',
    });
    const [warehouse] = (await sb.request('GET', '/v1/warehouses')).body;
    expect(o.from_address).toEqual(warehouse.address);
    expect(o.setup).toMatchObject({ carrier: 'yamato', currency: 'JPY', ref_number: 'ORD-1' });
  });

  it('setup.warehouse_id picks the sender; another principal’s warehouse is refused', async () => {
    sb = await startShippingSandbox();
    const wh = await sb.request('POST', '/v1/warehouses', {
      full_name: 'Osaka DC',
      country: 'JP',
      zip: '5300001',
      province: '27',
      province_kanji: '大阪府',
      city: 'Osaka',
      address1: '1-1 Umeda',
    });
    expect(wh.status).toBe(200);
    const res = await sb.request('POST', '/v1/orders', order({ warehouse_id: wh.body.id }));
    expect(res.body.from_address.city).toBe('Osaka');
    const sub = await sb.request('POST', '/v1/sub-users', {
      email: 'sub@example.com',
      api_token: true,
      contact: { first_name: 'Sub' },
    });
    const token = sub.body.token as string;
    const foreign = await sb.request('POST', '/v1/orders', order({ warehouse_id: wh.body.id }), { token });
    expect(foreign.status).toBe(400);
    expect(fields(foreign.body)).toEqual(['setup.warehouse_id']);
  });

  it('4.5: address1 and full_name or company are required on to_address; products are required', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('POST', '/v1/orders', {
      to_address: { country: 'JP', zip: '5300001' },
      setup: { carrier: 'yamato' },
    });
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(
      expect.arrayContaining(['to_address.full_name', 'to_address.address1', 'products']),
    );
  });

  it('setup.carrier takes the order carriers only', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('POST', '/v1/orders', order({ carrier: 'yuumail' }));
    expect(fields(res.body)).toEqual(['setup.carrier']);
  });
});

describe('GET /v1/orders', () => {
  it('answers {orders, count, pages, current_page, current_limit}', async () => {
    sb = await startShippingSandbox();
    const a = await create();
    sb.clock.advance(1000);
    const b = await create();
    const res = await sb.request('GET', '/v1/orders');
    expect(res.status).toBe(200);
    const list = OrderListSchema.parse(res.body);
    expect(list.orders.map((o) => o.id)).toEqual([b, a]);
    expect(res.body).toMatchObject({ count: 2, pages: 1, current_page: 1, current_limit: 50 });
    const paged = await sb.request('GET', '/v1/orders?limit=1&page=2');
    expect(paged.body).toMatchObject({ count: 2, pages: 2, current_page: 2, current_limit: 1 });
    expect(paged.body.orders.map((o: { id: string }) => o.id)).toEqual([a]);
  });

  it('limit is at most 100 and state only active', async () => {
    sb = await startShippingSandbox();
    expect((await sb.request('GET', '/v1/orders?limit=100')).status).toBe(200);
    const res = await sb.request('GET', '/v1/orders?limit=101');
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(['limit']);
    expect(fields((await sb.request('GET', '/v1/orders?state=void')).body)).toEqual(['state']);
    expect((await sb.request('GET', '/v1/orders?state=active&scope=all')).status).toBe(200);
  });

  it('shows the last 2 weeks by default; created_after widens up to 2 months, never beyond', async () => {
    sb = await startShippingSandbox('2026-01-02T01:00:00Z');
    const ancient = await create();
    sb.clock.set('2026-02-01T01:00:00Z');
    const month = await create();
    sb.clock.set('2026-03-01T01:00:00Z');
    const recent = await create();
    sb.clock.set('2026-03-04T01:00:00Z');
    const ids = async (q: string) =>
      (await sb.request('GET', `/v1/orders${q}`)).body.orders.map((o: { id: string }) => o.id);
    expect(await ids('')).toEqual([recent]);
    expect(await ids('?created_after=2026-01-15T00:00:00Z')).toEqual([recent, month]);
    // Three months back is clamped to the 2-month horizon (as the shipments list does), not refused.
    const tooOld = await sb.request('GET', '/v1/orders?created_after=2025-12-04T00:00:00Z');
    expect(tooOld.status).toBe(200);
    expect(tooOld.body.orders.map((o: { id: string }) => o.id)).toEqual([recent, month]);
    // The oldest order (over 2 months) stays out of every window.
    expect(await ids('?created_after=2026-01-05T00:00:00Z')).toEqual([recent, month]);
    expect(await ids('?created_after=2026-01-04T01:00:00Z')).not.toContain(ancient);
  });

  it('created_before alone widens the range: from the 2-month horizon up to created_before', async () => {
    sb = await startShippingSandbox('2026-01-02T01:00:00Z');
    const ancient = await create();
    sb.clock.set('2026-02-01T01:00:00Z');
    const month = await create();
    sb.clock.set('2026-03-01T01:00:00Z');
    const recent = await create();
    sb.clock.set('2026-03-04T01:00:00Z');
    const ids = async (q: string) =>
      (await sb.request('GET', `/v1/orders${q}`)).body.orders.map((o: { id: string }) => o.id);
    // Before the fix this was [] (the default 2 weeks ended before created_before began).
    expect(await ids('?created_before=2026-02-15T00:00:00Z')).toEqual([month]);
    expect(await ids('?created_before=2026-03-04T00:00:00Z')).toEqual([recent, month]);
    expect(await ids('?created_before=2026-03-04T00:00:00Z')).not.toContain(ancient);
  });

  it('scope api (default) and all list API orders; app lists none here', async () => {
    sb = await startShippingSandbox();
    const id = await create();
    expect(
      (await sb.request('GET', '/v1/orders?scope=all')).body.orders.map((o: { id: string }) => o.id),
    ).toEqual([id]);
    expect((await sb.request('GET', '/v1/orders?scope=app')).body.orders).toEqual([]);
  });
});

describe('DELETE /v1/orders/:id', () => {
  it('answers a JSON string and the order leaves the list; a second delete is 404', async () => {
    sb = await startShippingSandbox();
    const id = await create();
    const res = await sb.request('DELETE', `/v1/orders/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toBe(`Order ${id} was deleted`);
    expect((await sb.request('GET', '/v1/orders')).body.orders).toEqual([]);
    expect((await sb.request('DELETE', `/v1/orders/${id}`)).status).toBe(404);
  });
});
