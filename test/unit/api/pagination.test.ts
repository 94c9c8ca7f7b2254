import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import { paginate, paginatePages, readPage } from '../../../src/api/pagination.js';
import { listAllOrders, listAllShipments } from '../../../src/api/index.js';
import { startTestServer, type TestServer } from '../../helpers/http-server.js';

let server: TestServer;
let client: ApiClient;
beforeEach(async () => {
  server = await startTestServer();
  client = new ApiClient({ baseUrl: server.url, token: 't0ken-for-tests' });
});
afterEach(async () => {
  await client.close();
  await server.close();
});

const ship = (n: number) => ({ id: `API-${String(n).padStart(10, '0')}`, state: 'active' });

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('pagination', () => {
  it('walks by `pages` when the server states it (and does not ask past the last page)', async () => {
    server.fallback((req) => {
      const page = Number(req.query.get('page'));
      return {
        body: {
          orders: [ship(page * 10 + 1), ship(page * 10 + 2)],
          count: 6,
          pages: 3,
          current_page: page,
          current_limit: 2,
        },
      };
    });
    const orders = await collect(listAllOrders(client, { scope: 'all', limit: 2 }));
    expect(orders.map((o) => o.id)).toEqual([11, 12, 21, 22, 31, 32].map((n) => ship(n).id));
    expect(server.count).toBe(3);
    expect(server.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      { scope: 'all', page: '1', limit: '2' },
      { scope: 'all', page: '2', limit: '2' },
      { scope: 'all', page: '3', limit: '2' },
    ]);
  });

  it('without `pages`, walks bare arrays until an EMPTY page — a short page is no proof of the end', async () => {
    // The server caps pages at 2 items although 5 were asked for.
    const pages = [[ship(1), ship(2)], [ship(3), ship(4)], [ship(5)], []];
    server.fallback((req) => ({ body: pages[Number(req.query.get('page')) - 1] ?? [] }));
    const shipments = await collect(listAllShipments(client, { carrier: 'sagawa', limit: 5 }));
    expect(shipments.map((s) => s.id)).toEqual([1, 2, 3, 4, 5].map((n) => ship(n).id));
    expect(server.count).toBe(4);
    expect(
      server.requests.every((r) => r.query.get('limit') === '5' && r.query.get('carrier') === 'sagawa'),
    ).toBe(true);
  });

  it('reads an object page carrying `shipments` or `data`', async () => {
    server.reply(
      { body: { shipments: [ship(1)], count: 2 } },
      { body: { data: [ship(2)] } },
      { body: { data: [] } },
    );
    const shipments = await collect(listAllShipments(client));
    expect(shipments.map((s) => s.id)).toEqual([ship(1).id, ship(2).id]);
  });

  it('stops when a server ignores `page` and repeats the same items', async () => {
    server.fallback({ body: [ship(1), ship(2)] });
    const items = await collect(paginate(client, { path: '/v1/shipments', listKey: 'shipments' }));
    expect(items).toHaveLength(2);
    expect(server.count).toBe(2);
  });

  it('yields pages with their counters, starting where asked', async () => {
    server.fallback((req) => {
      const page = Number(req.query.get('page'));
      return { body: { orders: [ship(page)], pages: 3, count: 3, current_page: page } };
    });
    const pages = await collect(
      paginatePages(client, { path: '/v1/orders', listKey: 'orders', startPage: 2 }),
    );
    expect(pages.map((p) => [p.page, p.info.pages, p.items.length])).toEqual([
      [2, 3, 1],
      [3, 3, 1],
    ]);
  });

  it('readPage accepts the known list shapes and treats anything else as empty', () => {
    expect(readPage([1, 2], ['shipments']).items).toEqual([1, 2]);
    expect(readPage({ orders: [1], pages: '4' }, ['orders'])).toEqual({ items: [1], info: { pages: 4 } });
    expect(readPage('nope', ['orders']).items).toEqual([]);
  });
});
