// transport.ts over node:http/https: the connect timeout covers an https server that accepts
// the TCP connection and then never answers the TLS handshake, an already aborted signal sends
// nothing, and an answer is read only up to its cap.
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import { NetworkError, OutcomeUnknownError } from '../../../src/api/errors.js';
import { Connections, send, TransportError } from '../../../src/api/transport.js';

let server: Server | ReturnType<typeof createHttpServer> | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A TCP server that accepts and stays silent. */
async function silent(): Promise<number> {
  server = createServer((s) => sockets.push(s));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('transport', () => {
  it('an https server that never completes the handshake fails by the connect timeout, nothing written', async () => {
    const port = await silent();
    const connections = new Connections({ connectMs: 200 });
    const err = await send(connections, {
      method: 'GET',
      url: new URL(`https://127.0.0.1:${port}/v1/carriers`),
      headers: {},
      timeouts: { headersMs: 60_000, bodyMs: 60_000 },
    }).catch((e: unknown) => e);
    connections.close();
    expect(err).toBeInstanceOf(TransportError);
    expect((err as TransportError).code).toBe('UND_ERR_CONNECT_TIMEOUT');
    expect((err as TransportError).requestWritten).toBe(false);
  });

  it('an aborted signal sends nothing', async () => {
    const port = await silent();
    const connections = new Connections({ connectMs: 1_000 });
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const err = await send(connections, {
      method: 'POST',
      url: new URL(`https://127.0.0.1:${port}/v1/shipments`),
      headers: {},
      body: '{}',
      timeouts: { headersMs: 1_000, bodyMs: 1_000 },
      signal: controller.signal,
    }).catch((e: unknown) => e);
    connections.close();
    expect((err as TransportError).aborted).toBe(true);
    expect(sockets).toHaveLength(0);
  });
});

/** An HTTP server whose every answer is `chunks` chunks of 64 kB, chunked or with a declared length. */
async function oversized(chunks: number, declared?: number): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const http = createHttpServer((req, res) => {
    hits += 1;
    req.resume();
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(declared === undefined ? {} : { 'content-length': String(declared) }),
    });
    const piece = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const more = () => {
      while (sent < chunks) {
        sent += 1;
        if (!res.write(piece)) return void res.once('drain', more);
      }
      res.end();
    };
    res.on('error', () => undefined);
    more();
  });
  http.on('connection', (s) => sockets.push(s));
  server = http;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, hits: () => hits };
}

describe('answers past the size cap', () => {
  it('a chunked answer past the cap fails as RESPONSE_TOO_LARGE once the cap is crossed', async () => {
    const { url } = await oversized(40);
    const connections = new Connections({ connectMs: 1_000 });
    const err = await send(connections, {
      method: 'GET',
      url: new URL(`${url}/v1/shipments`),
      headers: {},
      timeouts: { headersMs: 5_000, bodyMs: 5_000 },
      maxBytes: 1024 * 1024,
    }).catch((e: unknown) => e);
    connections.close();
    expect(err).toBeInstanceOf(TransportError);
    expect((err as TransportError).code).toBe('RESPONSE_TOO_LARGE');
    expect((err as TransportError).requestWritten).toBe(true);
  });

  it('an answer within the cap is read whole', async () => {
    const { url } = await oversized(4);
    const connections = new Connections({ connectMs: 1_000 });
    const res = await send(connections, {
      method: 'GET',
      url: new URL(`${url}/v1/shipments`),
      headers: {},
      timeouts: { headersMs: 5_000, bodyMs: 5_000 },
      maxBytes: 1024 * 1024,
    });
    connections.close();
    expect(res.bytes.length).toBe(4 * 64 * 1024);
  });

  it('a GET declaring 300 MB fails at once with a network error naming the size, and is not sent again', async () => {
    // The declared length alone decides: the client reads none of it (the server sends 64 kB).
    const { url, hits } = await oversized(1, 300 * 1024 * 1024);
    const api = new ApiClient({ baseUrl: url, token: 'tok_size_cap_0123456789', sleep: async () => {} });
    const err = await api.request({ method: 'GET', path: '/v1/shipments' }).catch((e: unknown) => e);
    await api.close();
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).code).toBe('RESPONSE_TOO_LARGE');
    expect((err as Error).message).toMatch(/larger than shipctl reads/);
    expect(hits()).toBe(1);
  });

  it('a create whose answer is past the cap is an unknown outcome (reconciled by ref), never re-sent', async () => {
    const { url, hits } = await oversized(1, 300 * 1024 * 1024);
    const api = new ApiClient({ baseUrl: url, token: 'tok_size_cap_0123456789', sleep: async () => {} });
    const err = await api
      .request({ method: 'POST', path: '/v1/shipments', body: { setup: {} } })
      .catch((e: unknown) => e);
    await api.close();
    expect(err).toBeInstanceOf(OutcomeUnknownError);
    expect(hits()).toBe(1);
  });
});
