// A scriptable HTTP server for client tests: real sockets on 127.0.0.1 (ephemeral port), no mocking of
// our own HTTP layer. A test queues one reply per expected request (or sets a fallback), then inspects
// what the server received and when.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as sent (`/v1/shipments?page=2`). */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** Date.now() when the whole request had been read. */
  receivedAt: number;
}

export type Reply =
  | {
      status?: number;
      headers?: Record<string, string>;
      /** Sent as JSON unless a string (then sent as is). */
      body?: unknown;
      /** Wait before answering. */
      delayMs?: number;
    }
  /** Read the whole request, then destroy the socket without answering. */
  | { destroy: true }
  /** Read the whole request and never answer (until the server closes). */
  | { hang: true };

export type Responder = (req: RecordedRequest, index: number) => Reply | Promise<Reply>;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  readonly count: number;
  /** Queue replies, consumed one per request in order; the fallback answers once the queue is empty. */
  reply(...replies: (Reply | Responder)[]): void;
  fallback(reply: Reply | Responder): void;
  close(): Promise<void>;
}

export async function startTestServer(
  fallback: Reply | Responder = { status: 200, body: {} },
  options: { port?: number } = {},
): Promise<TestServer> {
  const queue: (Reply | Responder)[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let fallbackReply = fallback;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        pathname: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      const index = requests.push(recorded) - 1;
      const next = queue.shift() ?? fallbackReply;
      void Promise.resolve(typeof next === 'function' ? next(recorded, index) : next).then((reply) =>
        answer(reply, req.socket, res),
      );
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    get count() {
      return requests.length;
    },
    reply: (...replies) => void queue.push(...replies),
    fallback: (reply) => {
      fallbackReply = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function answer(reply: Reply, socket: Socket, res: ServerResponse): Promise<void> {
  if ('destroy' in reply) {
    socket.destroy();
    return;
  }
  if ('hang' in reply) return;
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  if (res.destroyed) return;
  const isText = typeof reply.body === 'string';
  const payload =
    reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body);
  res.writeHead(reply.status ?? 200, {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
    ...reply.headers,
  });
  res.end(payload);
}

/** A port on 127.0.0.1 where nothing listens (bound then released), for connection-refused tests. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
