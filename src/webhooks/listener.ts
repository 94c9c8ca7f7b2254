// A local webhook receiver for developers (`webhooks listen`): verifies each delivery
// against the secret, drops redeliveries (spec 6.4: an event may arrive more than
// once), answers at once and only then reports, as the spec asks of a receiver —
// except when it forwards: then the answer waits for the forward, so a failed forward
// is a 5xx the sender retries. Built apart from the CLI so tests drive it over real HTTP without a process.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DedupeStore } from './dedupe-store.js';
import { forwardDelivery, type ForwardResult } from './forward.js';
import { pickWebhookHeaders } from './headers.js';
import { summarizeEvent, verifyDelivery, type EventSummary } from './verify.js';

/** Deliveries are small JSON objects; anything past this is not one of them. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export interface ReceivedEvent {
  id: string;
  type: string;
  summary: EventSummary;
  /** The parsed body, as sent (the API's JSON). */
  event: unknown;
  rawBody: Buffer;
  /** Header name/value pairs in the order and case they arrived. */
  rawHeaders: string[];
  ageSec: number;
  receivedAt: Date;
}

export type ListenerNotice =
  | { kind: 'duplicate'; id: string; type: string }
  | { kind: 'skipped'; id: string; type: string }
  | { kind: 'rejected'; status: number; reason: string; detail: string }
  | ({ kind: 'forwarded'; id: string } & ForwardResult);

export interface ListenerOptions {
  secret: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Loopback only unless a caller insists: this is a development tool. */
  host?: string;
  store: DedupeStore;
  forwardTo?: string;
  /** Event types to report; others are acknowledged and skipped. Empty means all. */
  events?: readonly string[];
  maxBodyBytes?: number;
  toleranceSec?: number;
  now?: () => Date;
  onEvent(event: ReceivedEvent): void;
  onNotice?(notice: ListenerNotice): void;
}

export interface Listener {
  /** Binds and returns the URL to deliver to. */
  listen(): Promise<string>;
  readonly url: string | undefined;
  /** Resolves once every event received so far has been reported and forwarded. */
  idle(): Promise<void>;
  /** Stops accepting, waits for pending forwards, closes open connections. */
  close(): Promise<void>;
}

class BodyTooLarge extends Error {}

export function createListener(options: ListenerOptions): Listener {
  const now = options.now ?? (() => new Date());
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const wanted = new Set(options.events ?? []);
  // Reports and forwards run one after another, so they keep the order of arrival.
  let queue: Promise<void> = Promise.resolve();
  let url: string | undefined;

  const notify = (n: ListenerNotice) => {
    try {
      options.onNotice?.(n);
    } catch {
      // A reporter failing (e.g. a closed stdout) must not take the receiver down.
    }
  };

  const reply = (res: ServerResponse, status: number, body: Record<string, unknown>, close = false) => {
    if (res.headersSent) return;
    const payload = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      ...(status === 405 ? { allow: 'POST' } : {}),
      ...(close ? { connection: 'close' } : {}),
    });
    res.end(payload);
  };

  const reject = (res: ServerResponse, status: number, reason: string, detail: string, close = false) => {
    reply(res, status, { error: reason, detail }, close);
    notify({ kind: 'rejected', status, reason, detail });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      req.resume();
      reject(
        res,
        405,
        'method_not_allowed',
        `${req.method ?? '?'} is not accepted; deliveries are POST requests`,
      );
      return;
    }
    let rawBody: Buffer;
    try {
      rawBody = await readBody(req, maxBytes);
    } catch (err) {
      if (err instanceof BodyTooLarge) {
        reject(res, 413, 'body_too_large', `the body exceeds ${maxBytes} bytes`, true);
        // Stop reading the rest; the connection closes once the answer is out.
        res.on('finish', () => req.destroy());
      }
      return;
    }

    const receivedAt = now();
    const verdict = verifyDelivery({
      secret: options.secret,
      rawBody,
      headers: pickWebhookHeaders(req.headers),
      now: receivedAt,
      toleranceSec: options.toleranceSec,
    });
    const summary = summarizeEvent(rawBody);
    // The id is compared after the HMAC: a body that fails it for not being JSON was genuinely signed.
    const malformed = !summary?.id || !summary.type;
    if (!verdict.valid && !(verdict.reason === 'id_mismatch' && malformed)) {
      const detail = [verdict.detail, ...verdict.hints].join('; ');
      reject(res, verdict.reason === 'missing_header' ? 400 : 401, verdict.reason, detail);
      return;
    }
    if (!verdict.valid || !summary?.id || !summary.type) {
      reject(
        res,
        400,
        'malformed_body',
        'the body is not a JSON event with an "id", a "type" and a "data" object',
      );
      return;
    }
    const { id, type } = summary;
    if (wanted.size > 0 && !wanted.has(type)) {
      reply(res, 200, { received: true, id, skipped: true });
      notify({ kind: 'skipped', id, type });
      return;
    }
    if (!options.store.claim(id, receivedAt)) {
      reply(res, 200, { received: true, id, duplicate: true });
      notify({ kind: 'duplicate', id, type });
      return;
    }
    const received: ReceivedEvent = {
      id,
      type,
      summary,
      event: JSON.parse(rawBody.toString('utf8')),
      rawBody,
      rawHeaders: [...req.rawHeaders],
      ageSec: verdict.ageSec,
      receivedAt,
    };
    if (!options.forwardTo) {
      reply(res, 200, { received: true, id });
      queue = queue.then(async () => void (await deliver(received)));
      return;
    }
    // Forwarding: the sender hears 200 only once the event was handed on. A failed
    // forward answers 502 and forgets the id, so the sender's retry schedule brings it
    // again instead of the event being lost behind a 200.
    const delivered = queue.then(() => deliver(received));
    queue = delivered.then(() => undefined);
    const result = await delivered;
    if (result && !result.ok) {
      options.store.release(id);
      reply(res, 502, { error: 'forward_failed', id, detail: result.error });
      return;
    }
    reply(res, 200, { received: true, id });
  }

  async function deliver(event: ReceivedEvent): Promise<ForwardResult | undefined> {
    try {
      options.onEvent(event);
    } catch {
      // See notify().
    }
    if (!options.forwardTo) return undefined;
    const result = await forwardDelivery(options.forwardTo, event.rawBody, event.rawHeaders);
    notify({ kind: 'forwarded', id: event.id, ...result });
    return result;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      reply(res, 500, { error: 'internal', detail: (err as Error).message });
    });
  });
  // A client that goes away mid-request is not the listener's problem.
  server.on('clientError', (_err, socket) => socket.destroy());

  return {
    get url() {
      return url;
    },
    listen: () =>
      new Promise<string>((resolve, rejectListen) => {
        server.once('error', rejectListen);
        server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
          server.off('error', rejectListen);
          const addr = server.address() as AddressInfo;
          const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
          url = `http://${host}:${addr.port}/`;
          resolve(url);
        });
      }),
    idle: async () => {
      // New events may queue while waiting; wait until the chain stops growing.
      for (let seen: Promise<void> | undefined; seen !== queue;) {
        seen = queue;
        await seen;
      }
    },
    close: async () => {
      const closed = new Promise<void>((resolve) =>
        server.listening ? server.close(() => resolve()) : resolve(),
      );
      server.closeIdleConnections();
      await closed;
      await queue;
    },
  };
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('aborted', () => reject(new Error('the client aborted the request')));
  });
}
