// transport.ts over node:http/https: the connect timeout covers an https server that accepts
// the TCP connection and then never answers the TLS handshake (undici's did too), and an
// already aborted signal sends nothing.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Connections, send, TransportError } from '../../../src/api/transport.js';

let server: Server | undefined;
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
