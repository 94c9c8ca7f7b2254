// The listener over real HTTP on 127.0.0.1 (no CLI): status codes, deduplication
// across a restart, and forwarding that keeps the body's bytes and the headers.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDedupeStore, type DedupeStore } from '../../../src/webhooks/dedupe-store.js';
import {
  createListener,
  type Listener,
  type ListenerNotice,
  type ReceivedEvent,
} from '../../../src/webhooks/listener.js';
import { closedPort } from '../../helpers/http-server.js';
import { independentSignature } from './independent-hmac.js';

const SECRET = 'whsec_listener_test';
const NOW = new Date('2025-02-14T07:30:00Z');
const TS = Math.floor(NOW.getTime() / 1000) - 5;

const eventBody = (id: string, type = 'tracking.updated') =>
  // Odd spacing, a float and non-ASCII text: bytes a re-serializer would change.
  Buffer.from(
    `{"id":"${id}",  "type":"${type}","data":{"carrier":"yamato","weight":136.0,"details":"配達完了","current_status":{"status":"delivered"}}}`,
  );

function signedHeaders(body: Buffer, id: string, ts = TS): Record<string, string> {
  return {
    'content-type': 'application/json',
    'X-Service-Signature': independentSignature(SECRET, ts, body),
    'X-Service-Timestamp': String(ts),
    'X-Service-Event-Id': id,
  };
}

let dir: string;
let store: DedupeStore;
let listener: Listener | undefined;
let events: ReceivedEvent[];
let notices: ListenerNotice[];
const cleanups: (() => Promise<void> | void)[] = [];

async function start(
  o: { forwardTo?: string; maxBodyBytes?: number; events?: string[] } = {},
): Promise<string> {
  listener = createListener({
    secret: SECRET,
    store,
    now: () => NOW,
    onEvent: (e) => events.push(e),
    onNotice: (n) => notices.push(n),
    ...o,
  });
  return listener.listen();
}

async function post(url: string, body: Buffer | string, headers: Record<string, string>) {
  const res = await request(url, { method: 'POST', body, headers });
  return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shipctl-listener-'));
  store = openDedupeStore(path.join(dir, 'seen.db'), { now: () => NOW });
  events = [];
  notices = [];
});
afterEach(async () => {
  await listener?.close();
  listener = undefined;
  store.close();
  for (const fn of cleanups.splice(0)) await fn();
  rmSync(dir, { recursive: true, force: true });
});

describe('webhook listener', () => {
  it('binds 127.0.0.1 and accepts a signed delivery: 200 first, then reports it', async () => {
    const url = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const body = eventBody('evt_1');
    const res = await post(url, body, signedHeaders(body, 'evt_1'));
    expect(res).toEqual({ status: 200, body: { received: true, id: 'evt_1' } });
    await listener!.idle();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: 'evt_1',
      type: 'tracking.updated',
      ageSec: 5,
      summary: { carrier: 'yamato', status: 'delivered' },
    });
    expect(events[0]!.rawBody.equals(body)).toBe(true);
  });

  it('answers 200 to a redelivery and reports the event once', async () => {
    const url = await start();
    const body = eventBody('evt_dup');
    expect((await post(url, body, signedHeaders(body, 'evt_dup'))).status).toBe(200);
    // A retry is signed again, later: same id, new timestamp.
    const again = await post(url, body, signedHeaders(body, 'evt_dup', TS + 3));
    expect(again).toEqual({ status: 200, body: { received: true, id: 'evt_dup', duplicate: true } });
    await listener!.idle();
    expect(events.map((e) => e.id)).toEqual(['evt_dup']);
    expect(notices).toContainEqual({ kind: 'duplicate', id: 'evt_dup', type: 'tracking.updated' });
  });

  it('remembers ids across a restart', async () => {
    let url = await start();
    const body = eventBody('evt_restart');
    await post(url, body, signedHeaders(body, 'evt_restart'));
    await listener!.close();
    store.close();
    store = openDedupeStore(path.join(dir, 'seen.db'), { now: () => NOW });
    url = await start();
    expect((await post(url, body, signedHeaders(body, 'evt_restart'))).body).toMatchObject({
      duplicate: true,
    });
    await listener!.idle();
    expect(events).toHaveLength(1);
  });

  it('405 for anything but POST', async () => {
    const url = await start();
    const res = await request(url, { method: 'GET' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    await res.body.dump();
  });

  it('413 when the body is over the cap, declared or streamed', async () => {
    const url = await start({ maxBodyBytes: 1024 });
    const big = Buffer.alloc(4096, 'a');
    expect((await post(url, big, signedHeaders(big, 'evt_big'))).status).toBe(413);
    // Without a Content-Length (chunked), the cap is enforced while reading.
    const res = await request(url, {
      method: 'POST',
      headers: signedHeaders(big, 'evt_big'),
      body: Readable.from(
        (function* () {
          for (let i = 0; i < 8; i++) yield Buffer.alloc(512, 'b');
        })(),
      ),
    });
    expect(res.statusCode).toBe(413);
    await res.body.dump();
    expect(events).toHaveLength(0);
  });

  it('401 with the reason for a bad signature; 400 for missing headers or a body that is no event', async () => {
    const url = await start();
    const body = eventBody('evt_bad');
    const tampered = Buffer.from(body.toString().replace('yamato', 'sagawa'));
    expect(await post(url, tampered, signedHeaders(body, 'evt_bad'))).toMatchObject({
      status: 401,
      body: { error: 'mismatch' },
    });
    const stale = signedHeaders(body, 'evt_bad', TS - 3600);
    expect(await post(url, body, stale)).toMatchObject({ status: 401, body: { error: 'timestamp_too_old' } });
    expect(await post(url, body, { 'content-type': 'application/json' })).toMatchObject({
      status: 400,
      body: { error: 'missing_header' },
    });
    const notJson = Buffer.from('{"id":"evt_x",');
    expect(await post(url, notJson, signedHeaders(notJson, 'evt_x'))).toMatchObject({
      status: 400,
      body: { error: 'malformed_body' },
    });
    const headerless = signedHeaders(notJson, 'evt_x');
    delete headerless['X-Service-Event-Id'];
    expect(await post(url, notJson, headerless)).toMatchObject({
      status: 400,
      body: { error: 'malformed_body' },
    });
    const otherId = signedHeaders(body, 'evt_not_this');
    expect(await post(url, body, otherId)).toMatchObject({ status: 401, body: { error: 'id_mismatch' } });
    // Rejected deliveries are never recorded: the genuine one still goes through.
    expect((await post(url, body, signedHeaders(body, 'evt_bad'))).body).toEqual({
      received: true,
      id: 'evt_bad',
    });
    await listener!.idle();
    expect(events.map((e) => e.id)).toEqual(['evt_bad']);
  });

  it('acknowledges but skips event types not asked for', async () => {
    const url = await start({ events: ['tracking.updated'] });
    const body = eventBody('evt_other', 'shipment.created');
    expect((await post(url, body, signedHeaders(body, 'evt_other'))).body).toMatchObject({ skipped: true });
    await listener!.idle();
    expect(events).toHaveLength(0);
    expect(notices).toContainEqual({ kind: 'skipped', id: 'evt_other', type: 'shipment.created' });
  });

  it('forwards the raw body byte for byte with the original headers', async () => {
    const received: {
      body: Buffer;
      headers: Record<string, string | string[] | undefined>;
      rawHeaders: string[];
    }[] = [];
    const receiver: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks), headers: req.headers, rawHeaders: req.rawHeaders });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const forwardTo = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

    const url = await start({ forwardTo });
    const body = eventBody('evt_fwd');
    const headers = { ...signedHeaders(body, 'evt_fwd'), 'X-Request-Trace': 'abc123' };
    await post(url, body, headers);
    await post(url, body, headers); // a duplicate is not forwarded again
    await listener!.idle();

    expect(received).toHaveLength(1);
    expect(Buffer.compare(received[0]!.body, body)).toBe(0);
    for (const [name, value] of Object.entries(headers))
      expect(received[0]!.headers[name.toLowerCase()]).toBe(value);
    // Original spelling kept, not only the values.
    expect(received[0]!.rawHeaders).toContain('X-Service-Signature');
    expect(notices).toContainEqual({ kind: 'forwarded', id: 'evt_fwd', ok: true, status: 202 });
  });

  it('a forward that fails answers 502 and forgets the id, so the sender’s redelivery is taken, not dropped as a duplicate', async () => {
    const url = await start({ forwardTo: `http://127.0.0.1:${await closedPort()}/unreachable` });
    const body = eventBody('evt_nofwd');
    const first = await post(url, body, signedHeaders(body, 'evt_nofwd'));
    expect(first.status).toBe(502);
    await listener!.idle();
    expect(notices.find((n) => n.kind === 'forwarded')).toMatchObject({
      ok: false,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    const again = await post(url, body, signedHeaders(body, 'evt_nofwd'));
    expect(again.status).toBe(502);
    await listener!.idle();
    expect(notices.filter((n) => n.kind === 'duplicate')).toHaveLength(0);
    expect(notices.filter((n) => n.kind === 'forwarded')).toHaveLength(2);
  });
});
