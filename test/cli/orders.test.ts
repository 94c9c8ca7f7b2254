// `orders create|list|delete`: argv → options, the body built from --input and flags,
// every problem listed before anything is sent, and runs with a fake API client.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseProduct, withFlag } from '../../src/cli/commands/orders/body.js';
import { create, deleteOrder, list, ship } from '../../src/cli/commands/orders/index.js';
import { scan as station } from '../../src/cli/commands/station/index.js';
import type { ContextDeps } from '../../src/cli/context.js';
import { runCli } from '../../src/cli/run.js';
import { parseArgv } from '../helpers/program.js';
import { fakeStreams } from '../helpers/streams.js';

const NOW = new Date('2026-03-04T01:00:00Z');

interface Req {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: any;
}
let home: string;
let calls: Req[];
let answer: (r: Req) => unknown;

beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-orders-'));
  calls = [];
  answer = (r) => (r.method === 'POST' ? { id: 'API-ORDER00001', state: 'active', ...r.body } : {});
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

const deps: ContextDeps = {
  now: () => NOW,
  loadClient: async () => ({
    ApiClient: class {
      async request(r: Req) {
        calls.push(r);
        const data = answer(r);
        return { status: 200, data, rawText: JSON.stringify(data), headers: {} };
      }
      note() {}
      // The server time of a local instant (the ledger's looks): this stub's clock is the local one.
      attemptStart(localMs: number) {
        return new Date(localMs);
      }
      async close() {}
    } as never,
  }),
};

async function run(argv: string[], o: { input?: string } = {}) {
  const streams = fakeStreams({ input: o.input });
  const env = {
    SHIPCTL_HOME: home,
    SHIPCTL_BASE_URL: 'http://127.0.0.1:9',
    SHIPCTL_TOKEN: 't',
    NO_COLOR: '1',
  };
  const code = await runCli(argv, { env, streams, deps });
  return { code, stdout: streams.out(), stderr: streams.err() };
}

const FLAGS = [
  '--to-name',
  '山田 太郎',
  '--to-zip',
  '1000001',
  '--to-province',
  '東京都',
  '--to-city',
  '千代田区',
  '--to-address1',
  '千代田1-1',
  '--product',
  'Tシャツ, L,2,2500',
  '--carrier',
  'sagawa',
  '--currency',
  'jpy',
];

describe('argv → options', () => {
  it('orders create: --to-* flags, repeatable --product, setup flags', async () => {
    const p = await parseArgv([
      'orders',
      'create',
      ...FLAGS,
      '--product',
      'Cap,1,1200',
      '--warehouse',
      'wh_1',
      '--ref',
      'R-1',
    ]);
    expect(p.verb).toBe(create);
    expect(p.opts).toEqual({
      input: undefined,
      to: { name: '山田 太郎', zip: '1000001', province: '東京都', city: '千代田区', address1: '千代田1-1' },
      products: ['Tシャツ, L,2,2500', 'Cap,1,1200'],
      carrier: 'sagawa',
      warehouse: 'wh_1',
      currency: 'jpy',
      ref: 'R-1',
    });
  });

  it('orders list and delete', async () => {
    expect(
      await parseArgv(['orders', 'list', '--scope', 'all', '--since', '30d', '--limit', '100', '--all']),
    ).toMatchObject({
      verb: list,
      opts: { scope: 'all', since: '30d', limit: 100, all: true },
    });
    expect(await parseArgv(['orders', 'delete', 'API-1'])).toMatchObject({
      verb: deleteOrder,
      opts: { id: 'API-1' },
    });
  });

  it('orders ship: the orders as typed, or --all with its window', async () => {
    expect(
      await parseArgv([
        'orders',
        'ship',
        'API-1',
        'ORD-2',
        '--carrier',
        'sagawa',
        '--pack-size',
        '60',
        '--test',
      ]),
    ).toMatchObject({
      verb: ship,
      opts: { orders: ['API-1', 'ORD-2'], carrier: 'sagawa', packSize: '60', test: true },
    });
    const all = await parseArgv(['orders', 'ship', '--all', '--since', '30d', '--print', '--estimate']);
    expect(all.opts).toMatchObject({ orders: [], all: true, since: '30d', print: true, estimate: true });
  });

  it('station (its default verb, scan): --print and --no-print set one key; neither leaves it unset', async () => {
    const p = await parseArgv(['station', '--preset', 'desk1', '--shipment-date', 'tomorrow', '--no-print']);
    expect(p.verb).toBe(station);
    expect(p.opts).toMatchObject({ preset: 'desk1', shipmentDate: 'tomorrow', print: false });
    expect((await parseArgv(['station', '--print'])).opts.print).toBe(true);
    expect((await parseArgv(['station'])).opts.print).toBeUndefined();
  });
});

describe('order body', () => {
  it('reads products as name,qty,price with commas allowed in the name', () => {
    expect(parseProduct('Tシャツ, L,2,2500', 0)).toEqual({
      product: { name: 'Tシャツ, L', quantity: 2, price: 2500 },
    });
    expect(parseProduct('Cap,0,100', 1).issue).toContain('--product #2');
    expect(parseProduct('Cap', 0).issue).toContain('name,qty,price');
    expect(parseProduct('Cap,1,', 0).issue).toBeDefined();
  });

  it('names the flag beside the wire path', () => {
    expect(withFlag('to_address.zip')).toBe('to_address.zip (--to-zip)');
    expect(withFlag('to_address.full_name')).toBe('to_address.full_name (--to-name)');
    expect(withFlag('products[0].price')).toBe('products[0].price (--product)');
    expect(withFlag('setup.pack_size')).toBe('setup.pack_size');
  });
});

describe('orders create', () => {
  it('sends the body built from flags (prefecture as its code, currency upper-cased)', async () => {
    const r = await run(['orders', 'create', ...FLAGS, '--json']);
    expect(r.code).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      to_address: {
        full_name: '山田 太郎',
        zip: '1000001',
        province: '13',
        city: '千代田区',
        address1: '千代田1-1',
        country: 'JP',
      },
      products: [{ name: 'Tシャツ, L', quantity: 2, price: 2500 }],
      setup: { carrier: 'sagawa', currency: 'JPY' },
    });
    expect(JSON.parse(r.stdout).id).toBe('API-ORDER00001');
  });

  it('flags override the --input body; stdin works with -', async () => {
    const body = {
      to_address: { full_name: 'A', address1: 'x', country: 'JP', zip: '1000001' },
      products: [{ name: 'P', quantity: 1, price: 1 }],
      setup: { carrier: 'yamato', ref_number: 'old' },
    };
    const r = await run(['orders', 'create', '--input', '-', '--ref', 'new', '--to-city', 'Chiyoda'], {
      input: JSON.stringify(body),
    });
    expect(r.code).toBe(0);
    expect(calls[0]!.body.setup).toEqual({ carrier: 'yamato', ref_number: 'new' });
    expect(calls[0]!.body.to_address).toMatchObject({ full_name: 'A', city: 'Chiyoda' });
    expect(r.stdout).toContain('id\tAPI-ORDER00001\n');
  });

  it('lists every problem with its flag, exits 2 and sends nothing', async () => {
    const r = await run([
      'orders',
      'create',
      '--to-zip',
      '1000001',
      '--product',
      'Cap,0,1',
      '--carrier',
      'custom',
    ]);
    expect(r.code).toBe(2);
    expect(calls).toEqual([]);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('--product #1');
    expect(r.stderr).toContain('to_address.full_name (--to-name)');
    expect(r.stderr).toContain('to_address.address1 (--to-address1)');
    expect(r.stderr).toContain('setup.carrier (--carrier)');
  });

  it('a broken --input is a usage error', async () => {
    expect((await run(['orders', 'create', '--input', '-'], { input: '{nope' })).code).toBe(2);
  });
});

describe('orders list / delete', () => {
  const PAGE = {
    orders: [
      {
        id: 'API-O1',
        state: 'active',
        created_at: '2026-03-04T00:00:00Z',
        to_address: { full_name: 'A', province: '13', city: 'Chiyoda' },
        products: [{ name: 'P' }, { name: 'Q' }],
        setup: { carrier: 'sagawa' },
      },
    ],
    count: 3,
    pages: 3,
    current_page: 1,
    current_limit: 1,
  };

  it('--json prints the API object, each order with shipping_state and shipped_as added; piped rows are TSV; a next-page hint', async () => {
    answer = () => PAGE;
    const json = await run(['orders', 'list', '--limit', '1', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      ...PAGE,
      orders: PAGE.orders.map((o) => ({ ...o, shipping_state: 'open', shipped_as: null })),
    });
    const r = await run(['orders', 'list', '--limit', '1']);
    // The last column: the shipment already made for the order (none here).
    expect(r.stdout).toBe('API-O1\t2026-03-04T00:00:00.000Z\tsagawa\tA\t東京都 Chiyoda\tP +1\t\topen\t\n');
    expect(r.stderr).toContain('Page 1 of 3 (3 orders)');
  });

  it('--all --json prints one array of every order', async () => {
    answer = (req) => ({
      ...PAGE,
      orders: [{ ...PAGE.orders[0], id: `API-O${req.query?.page}` }],
      current_page: req.query?.page,
    });
    const r = await run(['orders', 'list', '--all', '--limit', '1', '--json']);
    expect(JSON.parse(r.stdout).map((o: { id: string }) => o.id)).toEqual(['API-O1', 'API-O2', 'API-O3']);
  });

  it('--limit above 100 exits 2', async () => {
    expect((await run(['orders', 'list', '--limit', '101'])).code).toBe(2);
    expect(calls).toEqual([]);
  });

  it('delete refuses without --yes off a TTY, deletes with it', async () => {
    expect((await run(['orders', 'delete', 'API-O1'])).code).toBe(2);
    expect(calls).toEqual([]);
    answer = () => 'Order API-O1 was deleted';
    expect(await run(['orders', 'delete', 'API-O1', '--yes'])).toMatchObject({
      code: 0,
      stdout: 'Order API-O1 was deleted\n',
    });
  });
});
