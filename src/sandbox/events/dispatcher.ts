// The webhook dispatcher of `sandbox serve`: a loop that detects status changes
// (detect.ts) and delivers queued events to the registered endpoint, signed per
// spec 6.3, retried per 6.4.
//
// Which clock: the body's created_at is the sandbox clock (the simulated world's
// time of the change), but the X-…-Timestamp header and the retry schedule run on
// real time. A receiver checks the timestamp against its own clock (5 minutes of
// tolerance), and a retry is about the receiver being back up in real time: a
// frozen sandbox clock must not freeze redeliveries, nor a jump of three days
// fire them all at once. `retryScale` shrinks the delays for tests (0.001 turns
// 1 min, 5 min, 30 min, 2 h into 60 ms, 300 ms, 1.8 s, 7.2 s).
//
// Due times are stored as real Unix milliseconds, so a sandbox killed between two
// attempts resumes the schedule when it starts again; an attempt cut short by a
// crash is retried once its lease (the time-out plus a margin) has passed.
import {
  signWebhook,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_RETRY_DELAYS_SEC,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../domain/index.js';
import { isOpen } from '../../sqlite/index.js';
import type { SandboxDeps } from '../deps.js';
import { scanAll } from './detect.js';
import {
  claimDelivery,
  dueDeliveries,
  getEndpoint,
  recordAttempt,
  type DeliveryRow,
  type WebhookEndpoint,
} from './store.js';

export interface DispatcherOptions {
  /** Multiplies the retry delays (default 1). */
  retryScale?: number;
  /** An attempt without an answer within this is a failure (default 10 s). */
  timeoutMs?: number;
  /** How often due deliveries are looked for (default 200 ms). */
  pollMs?: number;
  /** How often every active number is checked for a status change (default 1 s). */
  scanMs?: number;
  /** Parallel attempts (default 4). */
  concurrency?: number;
  /** One line per attempt, for the serve's stderr; never carries the secret. */
  log?: (line: string) => void;
}

export interface Dispatcher {
  /** One detection pass and one delivery round, now; resolves when its attempts are done. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SEC.length + 1;

export function startDispatcher(deps: SandboxDeps, options: DispatcherOptions = {}): Dispatcher {
  const scale = options.retryScale ?? 1;
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  const pollMs = options.pollMs ?? 200;
  const scanMs = options.scanMs ?? 1000;
  const concurrency = options.concurrency ?? 4;
  const log = options.log ?? (() => undefined);
  const inflight = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  let lastScan = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function attempt(row: DeliveryRow, endpoint: WebhookEndpoint, abort: AbortController): Promise<void> {
    const attemptNo = row.attempts + 1;
    // Each attempt is signed anew with its own timestamp, over the same stored bytes.
    const timestamp = Math.floor(Date.now() / 1000);
    const timer = setTimeout(() => abort.abort(new Error('timeout')), timeoutMs);
    let status: number | undefined;
    let error: string | undefined;
    try {
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'shipctl-sandbox-webhooks',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, timestamp, row.body),
          [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
          [WEBHOOK_EVENT_ID_HEADER]: row.event_id,
        },
        body: row.body,
        redirect: 'manual',
        signal: abort.signal,
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      const reason = abort.signal.reason as Error | undefined;
      error =
        reason?.message === 'timeout'
          ? `no answer within ${timeoutMs} ms`
          : stopped
            ? 'the sandbox stopped during the attempt'
            : ((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message);
    } finally {
      clearTimeout(timer);
    }
    const ok = status !== undefined && status >= 200 && status < 300;
    const delaySec = WEBHOOK_RETRY_DELAYS_SEC[attemptNo - 1];
    const atMs = Date.now();
    const nextMs =
      ok || attemptNo >= MAX_ATTEMPTS || delaySec === undefined ? null : atMs + delaySec * 1000 * scale;
    if (isOpen(deps.db)) {
      recordAttempt(deps.db, row.event_id, { ok, status, error, url: endpoint.url, atMs, nextMs });
    }
    const outcome = status !== undefined ? `HTTP ${status}` : error;
    log(
      `webhook ${row.event_id} (${row.status}, ${row.tracking_number}) attempt ${attemptNo}/${MAX_ATTEMPTS}: ${outcome}` +
        (ok ? '' : nextMs === null ? '; giving up' : `; next in ${Math.round((nextMs - atMs) / 100) / 10} s`),
    );
  }

  function deliverDue(): void {
    const endpoint = getEndpoint(deps.db);
    if (!endpoint) return;
    const room = concurrency - inflight.size;
    if (room <= 0) return;
    const now = Date.now();
    for (const row of dueDeliveries(deps.db, now, room + inflight.size)) {
      if (inflight.has(row.event_id) || inflight.size >= concurrency) continue;
      if (!claimDelivery(deps.db, row, now + timeoutMs + 5000)) continue;
      const abort = new AbortController();
      const promise = attempt(row, endpoint, abort)
        .catch((err: unknown) => log(`webhook ${row.event_id}: ${(err as Error).message}`))
        .finally(() => inflight.delete(row.event_id));
      inflight.set(row.event_id, { promise, abort });
    }
  }

  function round(): void {
    if (stopped || !isOpen(deps.db)) return;
    if (Date.now() - lastScan >= scanMs) {
      lastScan = Date.now();
      scanAll(deps);
    }
    deliverDue();
  }

  function loop(): void {
    try {
      round();
    } catch (err) {
      // A busy database or a damaged row must not end the loop: say so and go on.
      log(`webhook dispatcher: ${(err as Error).message}`);
    }
    if (!stopped) timer = setTimeout(loop, pollMs);
  }
  timer = setTimeout(loop, 0);

  return {
    async tick() {
      lastScan = 0;
      round();
      await Promise.all([...inflight.values()].map((f) => f.promise));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const f of inflight.values()) f.abort.abort(new Error('stopped'));
      await Promise.all([...inflight.values()].map((f) => f.promise));
    },
  };
}
