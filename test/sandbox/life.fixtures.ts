// A sandbox with the knobs of issue 4 (persisted clock, fault rules, webhook
// endpoint, dispatcher) on an ephemeral port, and a webhook receiver that records
// raw bytes. Shared by the clock, faults, advance and webhook tests.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build, listen, type BuildOptions } from '../../src/sandbox/app.js';
import { getMainAccount } from '../../src/sandbox/store/accounts.js';
import { openDb } from '../../src/sandbox/store/db.js';
import type { ApiResponse, RequestOptions, TestSandbox } from '../helpers/sandbox.js';

export type LifeSandbox = TestSandbox;

export async function startLifeSandbox(
  opts: Omit<BuildOptions, 'db'> & { dbPath?: string } = {},
): Promise<LifeSandbox> {
  const { dbPath, ...buildOpts } = opts;
  const db = openDb(dbPath ?? ':memory:');
  const app = await build({ db, seed: true, ...buildOpts });
  const listening = await listen(app, { host: '127.0.0.1', port: 0 });
  const token = getMainAccount(db)!.token;
  const url = listening.url;
  async function request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    ropts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...ropts.headers };
    const sendToken = ropts.token === undefined ? token : ropts.token;
    if (sendToken !== null) headers['x-access-token'] = sendToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
  let closed = false;
  return {
    url,
    token,
    deps: app.sandbox.deps,
    db,
    app,
    request,
    async close() {
      if (closed) return;
      closed = true;
      await listening.close();
      db.close();
    },
  };
}

export interface Delivery {
  headers: IncomingHttpHeaders;
  /** The exact bytes received. */
  body: Buffer;
  receivedAt: number;
}

export interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** Status to answer per delivery index (default 200). */
  answer: (index: number) => number | 'hang';
  waitFor(count: number, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startReceiver(answer: Receiver['answer'] = () => 200): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const waiters = new Set<() => void>();
  const r: Receiver = {
    url: '',
    deliveries,
    answer,
    waitFor: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (deliveries.length >= count) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(deliveries.slice(0, count));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`received ${deliveries.length} deliveries, expected ${count}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const index =
        deliveries.push({ headers: req.headers, body: Buffer.concat(chunks), receivedAt: Date.now() }) - 1;
      const status = r.answer(index);
      if (status !== 'hang') res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      for (const w of [...waiters]) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const close = r.close;
  r.close = async () => {
    server.closeAllConnections();
    await close();
  };
  return r;
}
