// Every endpoint of spec section 4: the method, path and body each resource function sends, and what
// it makes of the answer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addresses,
  ApiClient,
  carriers,
  files,
  OutcomeUnknownError,
  orders,
  rates,
  shipments,
  subUsers,
  tracking,
  warehouses,
} from '../../../src/api/index.js';
import { startTestServer, type TestServer } from '../../helpers/http-server.js';

let server: TestServer;
let client: ApiClient;
beforeEach(async () => {
  server = await startTestServer();
  client = new ApiClient({ baseUrl: server.url, token: 't0ken-for-tests', sleep: async () => {} });
});
afterEach(async () => {
  await client.close();
  await server.close();
});

const shipment = {
  id: 'API-0000000001',
  state: 'active',
  delivery: { carrier: 'sagawa', tracking_numbers: ['1'] },
};
const body = {
  to_address: { zip: '1000001' },
  from_address: { zip: '5300001' },
  setup: { carrier: 'sagawa' as const },
};

type Call = [
  name: string,
  call: () => Promise<unknown>,
  method: string,
  path: string,
  reply: unknown,
  sent?: unknown,
];

const calls: Call[] = [
  ['shipments.create', () => shipments.create(client, body), 'POST', '/v1/shipments', shipment, body],
  ['shipments.list', () => shipments.list(client, { state: 'any' }), 'GET', '/v1/shipments', [shipment]],
  [
    'shipments.get',
    () => shipments.get(client, 'API-0000000001'),
    'GET',
    '/v1/shipments/API-0000000001',
    shipment,
  ],
  [
    'shipments.delete',
    () => shipments.delete(client, 'API-0000000001'),
    'DELETE',
    '/v1/shipments/API-0000000001',
    'deleted',
  ],
  [
    'orders.create',
    () => orders.create(client, { ...body, products: [] }),
    'POST',
    '/v1/orders',
    { id: 'API-0000000002' },
  ],
  ['orders.list', () => orders.list(client), 'GET', '/v1/orders', { orders: [], count: 0, pages: 0 }],
  [
    'orders.delete',
    () => orders.delete(client, 'API-0000000002'),
    'DELETE',
    '/v1/orders/API-0000000002',
    'deleted',
  ],
  ['rates.quote', () => rates.quote(client, body), 'POST', '/v1/rates', [], body],
  [
    'carriers.create',
    () => carriers.create(client, { type: 'yamato', credentials: { key: 'k' } }),
    'POST',
    '/v1/carriers',
    { id: 'c1' },
  ],
  ['carriers.list', () => carriers.list(client), 'GET', '/v1/carriers', [{ id: 'c1' }]],
  [
    'carriers.update',
    () => carriers.update(client, 'c1', { settings: {} }),
    'PUT',
    '/v1/carriers/c1',
    { id: 'c1' },
    { settings: {} },
  ],
  ['carriers.delete', () => carriers.delete(client, 'c1'), 'DELETE', '/v1/carriers/c1', 'deleted'],
  [
    'carriers.uploadRates',
    () => carriers.uploadRates(client, 'c1', [{ from: '関東', size: 60, price: { 関東: '1,000' } }]),
    'POST',
    '/v1/carriers/c1/rates',
    'ok',
    [{ from: '関東', size: 60, price: { 関東: '1,000' } }],
  ],
  ['carriers.clearRates', () => carriers.clearRates(client, 'c1'), 'DELETE', '/v1/carriers/c1/rates', 'ok'],
  [
    'tracking.get',
    () => tracking.get(client, 'sagawa', '1234 5678'),
    'GET',
    '/v1/tracking/sagawa/1234%205678',
    { history: [] },
  ],
  [
    'addresses.create',
    () => addresses.create(client, { zip: '1000001' }),
    'POST',
    '/v1/addresses',
    { id: 'a1' },
    { zip: '1000001' },
  ],
  ['addresses.list', () => addresses.list(client), 'GET', '/v1/addresses', []],
  [
    'warehouses.create',
    () => warehouses.create(client, { province_kanji: '東京都' }),
    'POST',
    '/v1/warehouses',
    { id: 'w1' },
  ],
  ['warehouses.list', () => warehouses.list(client), 'GET', '/v1/warehouses', []],
  [
    'files.create',
    () => files.create(client, { type: 'logo', file: 'iVBOR' }),
    'POST',
    '/v1/files',
    { id: 'f1' },
  ],
  ['files.list', () => files.list(client), 'GET', '/v1/files', []],
  [
    'subUsers.create',
    () => subUsers.create(client, { email: 'a@example.com', api_token: true }),
    'POST',
    '/v1/sub-users',
    { id: 's1' },
  ],
  ['subUsers.list', () => subUsers.list(client), 'GET', '/v1/sub-users', []],
  ['subUsers.get', () => subUsers.get(client, 's1'), 'GET', '/v1/sub-users/s1', { id: 's1' }],
  [
    'subUsers.regenerateToken',
    () => subUsers.regenerateToken(client, 's1'),
    'POST',
    '/v1/sub-users/s1',
    { token: 'x' },
  ],
  ['subUsers.delete', () => subUsers.delete(client, 's1'), 'DELETE', '/v1/sub-users/s1', 'deleted'],
];

describe('resource functions', () => {
  it.each(calls)('%s → %s %s', async (_name, call, method, path, reply, sent) => {
    server.reply({ body: reply });
    await call();
    const req = server.requests[0]!;
    expect(req.method).toBe(method);
    expect(req.pathname).toBe(path);
    if (sent !== undefined) expect(JSON.parse(req.body)).toEqual(sent);
    if (method === 'GET' || method === 'DELETE') expect(req.body).toBe('');
  });

  it('keep unknown members and, leniently, answers that do not match the schema', async () => {
    server.reply(
      { body: { ...shipment, brand_new_member: { a: 1 } } },
      { body: { state: 'active', no_id: true } },
    );
    expect(await shipments.get(client, 'API-0000000001')).toMatchObject({ brand_new_member: { a: 1 } });
    expect(await shipments.get(client, 'API-0000000001')).toEqual({ state: 'active', no_id: true });
  });

  it('rates.quote reads both answer shapes into {rates, errors}, and is re-sent after a 5xx', async () => {
    const rate = { carrier: 'sagawa', service: 'sagawa_regular', price: 900, currency: 'JPY' };
    server.reply(
      { body: [rate] },
      { status: 502, body: {} },
      { body: { rates: [rate], errors: [{ carrier: 'dhl', message: 'down' }] } },
    );
    expect(await rates.quote(client, body)).toEqual({ rates: [rate], errors: [] });
    expect(await rates.quote(client, body)).toEqual({
      rates: [rate],
      errors: [{ carrier: 'dhl', message: 'down' }],
    });
    expect(server.count).toBe(3);
  });

  it('subUsers.regenerateToken is never re-sent after an ambiguous failure', async () => {
    server.fallback({ status: 500, body: { message: 'oops' } });
    await expect(subUsers.regenerateToken(client, 's1')).rejects.toBeInstanceOf(OutcomeUnknownError);
    expect(server.count).toBe(1);
  });

  it('an id with a slash cannot change the route', async () => {
    server.reply({ body: shipment });
    await shipments.get(client, '../carriers');
    expect(server.requests[0]!.url).toBe('/v1/shipments/..%2Fcarriers');
  });
});
