// For the clock, faults, advance and webhook tests: the test sandbox, which takes
// the sandbox's knobs (persisted clock, fault rules, webhook endpoint, dispatcher),
// and a webhook receiver that records raw bytes.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

export type LifeSandbox = TestSandbox;

/** The test sandbox, started with any of `build`'s knobs (test/helpers/sandbox.ts). */
export const startLifeSandbox = startTestSandbox;

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
