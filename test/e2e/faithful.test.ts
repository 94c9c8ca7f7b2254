// "Faithful to the live service": the CLI against a server that
// answers like the live service (test/helpers/http-server.ts, a base URL, so the
// CLI treats it as live), and against the sandbox (embedded, or on a port).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { startTestServer, type RecordedRequest, type TestServer } from '../helpers/http-server.js';
import { startShippingSandbox, type ShippingSandbox } from '../sandbox/shipments.fixtures.js';

const SHIPMENT = {
  id: 'API-LIVE000001',
  state: 'active',
  test: false,
  created_at: '2026-11-23T01:00:00Z',
  setup: { currency: 'JPY' },
  delivery: {
    carrier: 'dhl',
    method: 'dhl_express_worldwide',
    tracking_numbers: ['1234567890'],
    label: 'https://example.invalid/labels/API-LIVE000001.pdf',
  },
};

const FROM = {
  company: 'Example 株式会社',
  country: 'JP',
  zip: '5300001',
  province: '27',
  city: '大阪市北区',
  address1: '梅田1-1-1',
  phone: '0612345678',
};

const dhlBody = (hsCode: string) => ({
  to_address: {
    full_name: 'Jane Doe',
    country: 'US',
    zip: '94105',
    province: 'CA',
    city: 'San Francisco',
    address1: '1 Market St',
    phone: '4155550100',
  },
  from_address: FROM,
  setup: { service: 'dhl_express_worldwide', currency: 'JPY' },
  products: [
    { name: 'T-shirt', quantity: 2, price: 1500, weight: 200, hs_code: hsCode, origin_country: 'JP' },
  ],
  parcels: [{ weight: 500, amount: 1, width: 20, height: 10, depth: 5 }],
  customs: { duty_paid: false, content_type: 'MERCHANDISE' },
});

const YAMATO_INSURED = {
  to_address: {
    full_name: '山田 太郎',
    country: 'JP',
    zip: '1000001',
    province: '13',
    city: '千代田区',
    address1: '千代田1-1',
    phone: '0312345678',
  },
  from_address: FROM,
  setup: { service: 'yamato_regular', insurance: 10000 },
};

describe('against a server that answers like the live service', () => {
  let server: TestServer;
  let home: ReturnType<typeof makeHome>;
  const posts = () => server.requests.filter((r) => r.method !== 'GET');
  const cli = (args: string[]) =>
    runInProcess(['--base-url', server.url, '--no-input', ...args], {
      home: home.dir,
      env: { SHIPCTL_TOKEN: 'live-token-for-tests' },
    });
  const input = (name: string, body: unknown): string => {
    const file = path.join(home.dir, name);
    writeFileSync(file, JSON.stringify(body));
    return file;
  };

  beforeAll(async () => {
    server = await startTestServer((req: RecordedRequest) =>
      req.method === 'POST' && req.pathname === '/v1/shipments'
        ? { status: 200, body: { ...SHIPMENT, ...JSON.parse(req.body) } }
        : req.method === 'GET' && req.pathname === '/v1/carriers'
          ? { status: 200, body: [] }
          : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    home = makeHome();
    server.requests.length = 0;
  });
  afterEach(() => home.remove());

  it('ship with hs_code "6109" (an inferred rule) is sent with a warning on stderr, exit 0', async () => {
    const r = await cli(['ship', '--input', input('ship.json', dhlBody('6109')), '--yes', '--json']);
    expect(r.stderr).toMatch(
      /products\[0\]\.hs_code: .*6 to 10 digits.*inferred rule products\.hs-code-digits/,
    );
    expect(r.code).toBe(0);
    const sent = posts();
    expect(sent.map((q) => `${q.method} ${q.pathname}`)).toEqual(['POST /v1/shipments']);
    expect(JSON.parse(sent[0]!.body).products[0].hs_code).toBe('6109');
    expect(JSON.parse(r.stdout).id).toBe('API-LIVE000001');
  });

  it('with --strict the same shipment exits 2 and nothing is sent', async () => {
    const r = await cli(['--strict', 'ship', '--input', input('ship.json', dhlBody('6109')), '--yes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/nothing was sent/);
    expect(r.stderr).toMatch(/products\[0\]\.hs_code/);
    expect(posts()).toEqual([]);
  });

  it('insurance on yamato (a spec rule, 2.4) exits 2 and nothing is sent, even without --strict', async () => {
    const r = await cli(['ship', '--input', input('yamato.json', YAMATO_INSURED), '--yes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/setup\.insurance: yamato does not support insurance/);
    expect(posts()).toEqual([]);
  });

  it('an error body’s link is shown (spec 7.2)', async () => {
    server.reply({
      status: 404,
      body: {
        debug_id: 'err_live_1',
        message: 'Shipment not found',
        code: 'NOT_FOUND',
        details: [],
        link: 'https://docs.example.invalid/errors#NOT_FOUND',
      },
    });
    const r = await cli(['shipments', 'get', 'API-MISSING001']);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('more: https://docs.example.invalid/errors#NOT_FOUND');
  });

  it('carriers update sends the whole merged settings: a service that replaces settings loses nothing', async () => {
    const account = {
      id: 'car_dhl_1',
      type: 'dhl',
      state: 'active',
      credentials: { account_number: '********', site_id: 'site', password: '********' },
      settings: { print: { size: 'PDF_4X6' }, label: { hide_account: false, extra_page: true } },
    };
    server.reply({ status: 200, body: [account] }, (req) => ({
      status: 200,
      body: { ...account, settings: JSON.parse(req.body).settings },
    }));
    const r = await cli(['carriers', 'update', 'car_dhl_1', '--print-size', 'PDF_A4']);
    expect(r.code).toBe(0);
    const put = server.requests.find((q) => q.method === 'PUT')!;
    expect(put.pathname).toBe('/v1/carriers/car_dhl_1');
    expect(JSON.parse(put.body)).toEqual({
      settings: { print: { size: 'PDF_A4' }, label: { hide_account: false, extra_page: true } },
    });
  });
});

describe('against the sandbox', () => {
  let home: ReturnType<typeof makeHome>;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.remove());

  it('a fresh embedded sandbox lists ups services; 71 kg gets ups_worldwide_express_freight, 2 kg does not', async () => {
    const run = (args: string[]) => runInProcess(args, { home: home.dir });
    expect((await run(['sandbox', 'clock', 'set', '2026-11-23 10:00 JST'])).code).toBe(0);
    const rates = async (weight: string) => {
      const r = await run([
        'rates',
        '--to-country',
        'US',
        '--to-zip',
        '94105',
        '--to-province',
        'CA',
        '--weight',
        weight,
        '--size',
        '30x20x10',
        '--json',
      ]);
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout);
      const list = (Array.isArray(out) ? out : out.rates) as { service: string }[];
      return list.map((x) => x.service);
    };
    const standard = await rates('1200');
    expect(standard).toEqual(expect.arrayContaining(['ups_saver', 'ups_worldwide_express']));
    expect(await rates('71000')).toContain('ups_worldwide_express_freight');
    expect(await rates('2000')).not.toContain('ups_worldwide_express_freight');
  });

  it('sandbox accounts add ups adds another account "connected in the dashboard"', async () => {
    const run = (args: string[]) => runInProcess(args, { home: home.dir });
    const added = await run(['sandbox', 'accounts', 'add', 'ups', '--json']);
    expect(added.code, added.stderr).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({ type: 'ups' });
    const list = JSON.parse((await run(['carriers', 'list', '--json'])).stdout) as { type: string }[];
    expect(list.filter((a) => a.type === 'ups')).toHaveLength(2); // the seeded one and this one
    expect((await run(['sandbox', 'accounts', 'add', 'dhl'])).code).toBe(2);
  });

  describe('on a port, clock pinned to Monday 2026-11-23 10:00 JST', () => {
    let sb: ShippingSandbox;
    beforeAll(async () => {
      sb = await startShippingSandbox('2026-11-23T01:00:00Z');
    });
    afterAll(() => sb.close());

    it('orders list from three months ago exits 0 (clamped to 2 months, as GET /v1/orders now answers 200)', async () => {
      const res = await sb.request('GET', '/v1/orders?created_after=2026-08-23T00:00:00Z');
      expect(res.status).toBe(200);
      const r = await runInProcess(
        ['--base-url', sb.url, 'orders', 'list', '--since', '2026-08-23', '--json'],
        {
          home: home.dir,
          env: { SHIPCTL_TOKEN: sb.token },
        },
      );
      expect(r.code, r.stderr).toBe(0);
    });

    it('an error body from the sandbox has a link, and the CLI shows it', async () => {
      const res = await sb.request('GET', '/v1/shipments/API-NOPE000000');
      expect(res.status).toBe(404);
      expect(res.body.link).toBe(`${sb.url}/docs/errors#NOT_FOUND`);
      const r = await runInProcess(['--base-url', sb.url, 'shipments', 'get', 'API-NOPE000000'], {
        home: home.dir,
        env: { SHIPCTL_TOKEN: sb.token },
      });
      expect(r.code).toBe(4);
      expect(r.stderr).toContain(`more: ${sb.url}/docs/errors#NOT_FOUND`);
    });
  });
});
