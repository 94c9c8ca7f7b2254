// When a request is sent again — against real sockets, because "was it written?" is the whole question.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, type ClientOptions } from '../../../src/api/client.js';
import {
  ApiError,
  NetworkError,
  NotFoundError,
  OutcomeUnknownError,
  ServerError,
} from '../../../src/api/errors.js';
import { closedPort, startTestServer, type TestServer } from '../../helpers/http-server.js';

const servers: TestServer[] = [];
const clients: ApiClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(): Promise<TestServer> {
  const s = await startTestServer();
  servers.push(s);
  return s;
}

function client(baseUrl: string, extra: Partial<ClientOptions> = {}): { api: ApiClient; sleeps: number[] } {
  const sleeps: number[] = [];
  const api = new ApiClient({
    baseUrl,
    token: 'tok_live_0123456789',
    retry: { baseDelayMs: 10, maxDelayMs: 20 },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
  clients.push(api);
  return { api, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const shipment = { setup: { carrier: 'sagawa', ref_number: 'ORDER-42' }, to_address: {}, from_address: {} };

describe('a create is never sent twice after an ambiguous failure', () => {
  it('POST whose connection drops after the request was written → OutcomeUnknownError, sent exactly once', async () => {
    const s = await server();
    s.fallback({ destroy: true });
    const { api, sleeps } = client(s.url);
    const err = await failure(api.request({ method: 'POST', path: '/v1/shipments', body: shipment }));
    expect(err).toBeInstanceOf(OutcomeUnknownError);
    expect(err).toMatchObject({ category: 'outcome_unknown', method: 'POST', path: '/v1/shipments' });
    expect((err as OutcomeUnknownError).requestBody).toEqual(shipment);
    expect(err.cause).toBeInstanceOf(NetworkError);
    expect(s.count).toBe(1);
    expect(JSON.parse(s.requests[0]!.body)).toEqual(shipment);
    expect(sleeps).toEqual([]);
  });

  it('POST answered 503 → OutcomeUnknownError keeping status and code, sent exactly once', async () => {
    const s = await server();
    s.fallback({ status: 503, body: { message: 'Try later', code: 'SERVICE_UNAVAILABLE' } });
    const { api } = client(s.url);
    const err = await failure(api.request({ method: 'POST', path: '/v1/shipments', body: shipment }));
    expect(err).toBeInstanceOf(OutcomeUnknownError);
    expect(err).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(err.cause).toBeInstanceOf(ServerError);
    expect(s.count).toBe(1);
  });

  it('POST with no answer within the headers timeout → OutcomeUnknownError, sent exactly once', async () => {
    const s = await server();
    s.fallback({ hang: true });
    const { api } = client(s.url, { timeouts: { headersMs: 200 } });
    const err = await failure(api.request({ method: 'POST', path: '/v1/orders', body: { setup: {} } }));
    expect(err).toBeInstanceOf(OutcomeUnknownError);
    expect(err.code).toBe('UND_ERR_HEADERS_TIMEOUT');
    expect(s.count).toBe(1);
  });
});

describe('requests that never reached the server are sent again', () => {
  it('POST to a refused port → retried with back-off, then NetworkError ECONNREFUSED', async () => {
    const port = await closedPort();
    const { api, sleeps } = client(`http://127.0.0.1:${port}`);
    const err = await failure(api.request({ method: 'POST', path: '/v1/shipments', body: shipment }));
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ category: 'network', code: 'ECONNREFUSED', attempts: 4 });
    expect(err.message).toContain('before the request was sent');
    expect(sleeps).toHaveLength(3);
    for (const ms of sleeps) expect(ms).toBeLessThanOrEqual(20);
  });

  it('POST to a refused port succeeds once the server comes up, and is created once', async () => {
    const port = await closedPort();
    let revived: TestServer | undefined;
    const { api } = client(`http://127.0.0.1:${port}`, {
      sleep: async () => {
        revived ??= await startTestServer({ status: 201, body: { id: 'API-0000000001' } }, { port });
      },
    });
    try {
      const res = await api.request({ method: 'POST', path: '/v1/shipments', body: shipment });
      expect(res).toMatchObject({ status: 201, data: { id: 'API-0000000001' }, attempts: 2 });
      expect(revived?.count).toBe(1);
    } finally {
      await revived?.close();
    }
  });
});

describe('idempotent requests are retried', () => {
  it('GET on 503 → retried, then succeeds', async () => {
    const s = await server();
    s.reply({ status: 503, body: { message: 'busy' } }, { status: 200, body: [{ id: 'API-0000000001' }] });
    const { api, sleeps } = client(s.url);
    const res = await api.request({ method: 'GET', path: '/v1/shipments' });
    expect(res).toMatchObject({ status: 200, data: [{ id: 'API-0000000001' }], attempts: 2 });
    expect(s.count).toBe(2);
    expect(sleeps).toHaveLength(1);
  });

  it('GET whose connection drops after sending → retried, then succeeds', async () => {
    const s = await server();
    s.reply({ destroy: true }, { status: 200, body: { id: 'API-0000000001' } });
    const { api } = client(s.url);
    const res = await api.request({ method: 'GET', path: '/v1/shipments/API-0000000001' });
    expect(res.data).toEqual({ id: 'API-0000000001' });
    expect(s.count).toBe(2);
  });

  it('DELETE retried after a dropped connection; a 404 then says it probably went through', async () => {
    const s = await server();
    s.reply({ destroy: true }, { status: 404, body: { message: 'Shipment not found' } });
    const { api } = client(s.url);
    const err = await failure(api.request({ method: 'DELETE', path: '/v1/shipments/API-0000000001' }));
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as NotFoundError).afterAmbiguousAttempt).toBe(true);
    expect(s.count).toBe(2);
  });

  it('a metered GET (tracking) is not re-sent after a 503', async () => {
    const s = await server();
    s.fallback({ status: 503, body: { message: 'Carrier down', code: 'TRACKING_FETCH_FAILED' } });
    const { api } = client(s.url);
    const err = await failure(api.request({ method: 'GET', path: '/v1/tracking/sagawa/1', metered: true }));
    expect(err).toBeInstanceOf(ServerError);
    expect(s.count).toBe(1);
  });
});

describe('cancellation', () => {
  it('an aborted GET rejects with the abort reason, not an ApiError', async () => {
    const s = await server();
    s.fallback({ hang: true });
    const { api } = client(s.url);
    const controller = new AbortController();
    const pending = api.request({ method: 'GET', path: '/v1/orders', signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user cancelled')), 50);
    await expect(pending).rejects.toThrow('user cancelled');
  });

  it('a POST cancelled after it was written → OutcomeUnknownError', async () => {
    const s = await server();
    s.fallback({ hang: true });
    const { api } = client(s.url);
    const controller = new AbortController();
    const pending = api.request({
      method: 'POST',
      path: '/v1/shipments',
      body: shipment,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('user cancelled')), 100);
    const err = await failure(pending);
    expect(err).toBeInstanceOf(OutcomeUnknownError);
    expect(s.count).toBe(1);
  });
});
