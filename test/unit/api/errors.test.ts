import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import {
  ApiError,
  AuthError,
  NotFoundError,
  normalizeDetails,
  RateLimitError,
  ServerError,
  ValidationError,
} from '../../../src/api/errors.js';
import { startTestServer, type TestServer } from '../../helpers/http-server.js';

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = new ApiClient({
    baseUrl: server.url,
    token: 'tok_live_0123456789',
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
    sleep: async () => {},
  });
});
afterEach(async () => {
  await client.close();
  await server.close();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('HTTP error statuses become typed errors', () => {
  it('403 with the live body → AuthError carrying the server message', async () => {
    server.reply({ status: 403, body: { auth: false, message: 'Wrong token!' } });
    const err = await failure(client.request({ method: 'GET', path: '/v1/carriers' }));
    expect(err).toBeInstanceOf(AuthError);
    expect(err).toMatchObject({
      category: 'auth',
      status: 403,
      message: 'Wrong token!',
      method: 'GET',
      path: '/v1/carriers',
    });
    expect(server.count).toBe(1);
  });

  it('400 with spec details {field, issue} → ValidationError listing each field', async () => {
    server.reply({
      status: 400,
      body: {
        debug_id: 'err_abc',
        message: 'INVALID',
        details: [
          { field: 'setup.pack_size', issue: 'must be one of 60, 80, 100, 140, 160 for sagawa' },
          { field: 'to_address.zip', issue: 'is required' },
        ],
      },
    });
    const err = await failure(client.request({ method: 'POST', path: '/v1/shipments', body: {} }));
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.debugId).toBe('err_abc');
    expect(err.details).toEqual([
      { field: 'setup.pack_size', issue: 'must be one of 60, 80, 100, 140, 160 for sagawa' },
      { field: 'to_address.zip', issue: 'is required' },
    ]);
    expect(server.count).toBe(1);
  });

  it('400 with live details {code, field, message, value} → ValidationError listing each field', async () => {
    server.reply({
      status: 400,
      body: {
        debug_id: 'err_live',
        code: 'VALIDATION_ERROR',
        message: 'Validation failed',
        details: [
          { code: 'REQUIRED', field: 'to_address.address1', message: 'address1 is required' },
          { code: 'INVALID', field: 'setup.currency', message: 'must be an ISO 4217 code', value: 'YEN' },
          { code: 'ONE_OF_REQUIRED', field: 'to_address', value: ['full_name', 'company'] },
        ],
        link: 'https://developer.example/errors',
      },
    });
    const err = await failure(client.request({ method: 'POST', path: '/v1/orders', body: {} }));
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.details).toEqual([
      { field: 'to_address.address1', issue: 'address1 is required' },
      { field: 'setup.currency', issue: 'must be an ISO 4217 code (got "YEN")' },
      { field: 'to_address', issue: 'one of these is required: give one of full_name, company' },
    ]);
  });

  it('404 → NotFoundError with the code; other 4xx → ValidationError', async () => {
    server.reply(
      { status: 404, body: { message: 'Not found', code: 'TRACKING_NOT_FOUND' } },
      { status: 422, body: { message: 'Unprocessable' } },
    );
    const notFound = await failure(client.request({ method: 'GET', path: '/v1/tracking/sagawa/1' }));
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect(notFound.code).toBe('TRACKING_NOT_FOUND');
    const other = await failure(client.request({ method: 'GET', path: '/v1/shipments' }));
    expect(other).toBeInstanceOf(ValidationError);
    expect(other.status).toBe(422);
  });

  it('429 TRACKING_LIMIT_EXCEEDED → RateLimitError at once, never retried', async () => {
    server.fallback({ status: 429, body: { message: 'Too many queries', code: 'TRACKING_LIMIT_EXCEEDED' } });
    const err = await failure(
      client.request({ method: 'GET', path: '/v1/tracking/yamato/123', metered: true }),
    );
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ category: 'rate_limited', code: 'TRACKING_LIMIT_EXCEEDED', attempts: 1 });
    expect(server.count).toBe(1);
  });

  it('503 on a GET → retried, then ServerError keeping the code', async () => {
    server.fallback({ status: 503, body: { message: 'Carrier unreachable', code: 'TRACKING_FETCH_FAILED' } });
    const err = await failure(client.request({ method: 'GET', path: '/v1/shipments/API-0000000001' }));
    expect(err).toBeInstanceOf(ServerError);
    expect(err).toMatchObject({
      category: 'server',
      status: 503,
      code: 'TRACKING_FETCH_FAILED',
      attempts: 4,
    });
    expect(server.count).toBe(4);
  });
});

describe('bodies are read whatever their Content-Type claims', () => {
  it('parses a JSON error body sent as text/html', async () => {
    server.reply({
      status: 400,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: JSON.stringify({
        message: 'Bad things',
        debug_id: 'err_html',
        details: [{ field: 'a', issue: 'b' }],
      }),
    });
    const err = await failure(client.request({ method: 'GET', path: '/v1/orders' }));
    expect(err).toMatchObject({
      message: 'Bad things',
      debugId: 'err_html',
      details: [{ field: 'a', issue: 'b' }],
    });
  });

  it('parses a JSON success body sent as text/html', async () => {
    server.reply({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '[{"id":"API-0000000001"}]',
    });
    const res = await client.request({ method: 'GET', path: '/v1/shipments' });
    expect(res.data).toEqual([{ id: 'API-0000000001' }]);
  });

  it('keeps a non-JSON body as raw text', async () => {
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    server.reply({ status: 502, headers: { 'content-type': 'text/html' }, body: html });
    server.fallback({ status: 502, headers: { 'content-type': 'text/html' }, body: html });
    const err = await failure(client.request({ method: 'GET', path: '/v1/orders' }));
    expect(err).toBeInstanceOf(ServerError);
    expect(err.rawText).toBe(html);
    expect(err.body).toBeUndefined();
    expect(err.message).toContain('HTTP 502');

    server.reply({ status: 200, body: 'plain words' });
    const res = await client.request({ method: 'GET', path: '/v1/orders' });
    expect(res.data).toBe('plain words');
    expect(res.rawText).toBe('plain words');
  });
});

describe('normalizeDetails', () => {
  it('tolerates odd items without losing the others', () => {
    expect(
      normalizeDetails([{ code: 'REQUIRED', field: 'x' }, 'free text', 42, { field: 'y', issue: 'bad' }]),
    ).toEqual([
      { field: 'x', issue: 'is required' },
      { field: '', issue: 'free text' },
      { field: '', issue: '42' },
      { field: 'y', issue: 'bad' },
    ]);
    expect(normalizeDetails(undefined)).toEqual([]);
  });
});

describe('redirects', () => {
  it('a 3xx is not a result: ValidationError pointing at the base URL', async () => {
    server.reply({ status: 301, headers: { location: 'https://api.example.com/v1/orders' }, body: '' });
    const err = await failure(client.request({ method: 'GET', path: '/v1/orders' }));
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.message).toContain('redirected (HTTP 301) to https://api.example.com/v1/orders');
    expect(server.count).toBe(1);
  });
});
