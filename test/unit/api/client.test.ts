import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, parseBody } from '../../../src/api/client.js';
import { buildUrl, normalizeBaseUrl } from '../../../src/api/url.js';
import { startTestServer, type TestServer } from '../../helpers/http-server.js';

const TOKEN = 'tok_live_s3cr3t_0123456789abcdef';

let server: TestServer;
const clients: ApiClient[] = [];
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

function client(options: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}): ApiClient {
  const api = new ApiClient({ baseUrl: server.url, token: TOKEN, userAgent: 'shipctl/0.1.0', ...options });
  clients.push(api);
  return api;
}

describe('base URL', () => {
  it.each([
    ['https://api.shipandco.com', 'https://api.shipandco.com/v1/shipments'],
    ['https://api.shipandco.com/', 'https://api.shipandco.com/v1/shipments'],
    ['https://api.shipandco.com/v1', 'https://api.shipandco.com/v1/shipments'],
    ['https://api.shipandco.com/v1/', 'https://api.shipandco.com/v1/shipments'],
    ['https://app.shipandco.com/api/v1', 'https://app.shipandco.com/api/v1/shipments'],
    ['http://127.0.0.1:4010//', 'http://127.0.0.1:4010/v1/shipments'],
  ])('%s + /v1/shipments → %s', (base, expected) => {
    expect(buildUrl(normalizeBaseUrl(base), '/v1/shipments').href).toBe(expected);
  });

  it('refuses what is not an http(s) base URL', () => {
    expect(() => normalizeBaseUrl('api.shipandco.com')).toThrow(/Invalid base URL/);
    expect(() => normalizeBaseUrl('ftp://example.com')).toThrow(/http and https/);
  });

  it('a base ending in /v1/ reaches /v1/..., never /v1/v1/...', async () => {
    await client({ baseUrl: `${server.url}/v1/` }).request({ method: 'GET', path: '/v1/shipments' });
    expect(server.requests[0]!.pathname).toBe('/v1/shipments');
  });
});

describe('requests', () => {
  it('carry the token, JSON content type and user agent, and the JSON body', async () => {
    await client().request({
      method: 'POST',
      path: '/v1/addresses',
      body: { full_name: '山田 太郎', zip: '1000001' },
    });
    const req = server.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers['x-access-token']).toBe(TOKEN);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toBe('shipctl/0.1.0');
    expect(JSON.parse(req.body)).toEqual({ full_name: '山田 太郎', zip: '1000001' });
  });

  it('turn a bare version into shipctl/<version> and send no token header without a token', async () => {
    await client({ token: undefined, userAgent: '1.2.3' }).request({ method: 'GET', path: '/v1/carriers' });
    expect(server.requests[0]!.headers['user-agent']).toBe('shipctl/1.2.3');
    expect(server.requests[0]!.headers['x-access-token']).toBeUndefined();
  });

  it('build the query, leaving undefined values out and encoding the rest', async () => {
    await client().request({
      method: 'GET',
      path: '/v1/shipments',
      query: {
        carrier: 'sagawa',
        state: undefined,
        limit: 100,
        created_after: '2025-02-01T00:00:00+09:00',
        test: true,
      },
    });
    const { query } = server.requests[0]!;
    expect(Object.fromEntries(query)).toEqual({
      carrier: 'sagawa',
      limit: '100',
      created_after: '2025-02-01T00:00:00+09:00',
      test: 'true',
    });
  });

  it('expose the call limit of each response and the last one seen', async () => {
    server.reply({
      status: 200,
      headers: { 'x-api-call-limit': '7/10', 'x-api-call-reset': '2025-02-14T07:28:44Z' },
      body: [],
    });
    const api = client();
    expect(api.lastCallLimit).toBeUndefined();
    const res = await api.request({ method: 'GET', path: '/v1/carriers' });
    const expected = { available: 7, total: 10, resetAt: new Date('2025-02-14T07:28:44Z') };
    expect(res.callLimit).toEqual(expected);
    expect(api.lastCallLimit).toEqual(expected);
    expect(res.headers['x-api-call-limit']).toBe('7/10');
  });
});

describe('debug trace', () => {
  it('never shows the token, nor secret members of bodies', async () => {
    server.reply({
      status: 200,
      body: { token: 'sub_user_token_abcdef123456', echo: `header was ${TOKEN}` },
    });
    const lines: string[] = [];
    await client({ debug: (line) => lines.push(line) }).request({
      method: 'POST',
      path: '/v1/carriers',
      body: {
        type: 'sagawa',
        credentials: { key: 'k-123456', password: 'hunter2-hunter2', account_number: '12345' },
      },
    });
    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(all).toContain('> POST');
    expect(all).toContain('x-access-token: [masked]');
    expect(all).not.toContain(TOKEN);
    expect(all).not.toContain('hunter2');
    expect(all).not.toContain('k-123456');
    expect(all).not.toContain('sub_user_token_abcdef123456');
    expect(all).toContain('"account_number":"12345"');
    expect(all).toMatch(/< 200/);
  });

  it('explains retries in the trace', async () => {
    server.reply({ status: 503, body: {} }, { status: 200, body: {} });
    const lines: string[] = [];
    await client({ debug: (line) => lines.push(line), sleep: async () => {} }).request({
      method: 'GET',
      path: '/v1/orders',
    });
    expect(lines.some((l) => /\* retrying in \d+ ms: HTTP 503 on an idempotent GET/.test(l))).toBe(true);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});

describe('parseBody', () => {
  it('parses JSON, keeps anything else raw, and reads an empty body as undefined', () => {
    expect(parseBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseBody('\uFEFF["x"]')).toEqual(['x']);
    expect(parseBody('"Shipment API-0000000001 deleted"')).toBe('Shipment API-0000000001 deleted');
    expect(parseBody('<html>oops</html>')).toBe('<html>oops</html>');
    expect(parseBody('')).toBeUndefined();
  });
});
