// One HTTP exchange over undici, and nothing else: no retries, no error mapping. Its one job beyond
// undici.request() is to report whether the request had been fully written when something failed —
// the fact that decides if a create may be sent again (retry.ts).
import type { Agent, Dispatcher } from 'undici';

export interface Timeouts {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
}

export interface WireRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  timeouts: Pick<Timeouts, 'headersMs' | 'bodyMs'>;
  signal?: AbortSignal;
}

export interface WireResponse {
  status: number;
  statusText: string;
  /** Lower-cased names; repeated headers joined with ", " (RFC 9110 5.3). */
  headers: Record<string, string>;
  rawText: string;
}

/** A failure without an HTTP answer. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    /** undici / Node error code (ECONNREFUSED, UND_ERR_SOCKET…), or ABORT_ERR. */
    readonly code: string,
    /** undici had written the whole request to the socket: the server may have acted on it. */
    readonly requestWritten: boolean,
    readonly aborted: boolean,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * The dispatcher a client uses by default. Keep-alive stays on (a batch makes hundreds of calls to one
 * host); undici drops idle sockets before the server's advertised keep-alive timeout, which keeps the
 * "server closed an idle socket as we wrote to it" race rare. When it does happen on a create, it
 * surfaces as OutcomeUnknownError — a needless reconciliation, never a duplicate.
 */
type Undici = typeof import('undici');

/**
 * undici's exports. Bundled into dist/ (tsup.config.ts), a dynamically imported CommonJS module
 * offers only a default export; run from source, Node offers the named ones.
 */
export async function loadUndici(): Promise<Undici> {
  const m = await import('undici');
  return (m as Undici & { default?: Undici }).default ?? m;
}

/**
 * undici's Agent. Its own module loads in half the time of the package's index (which also
 * brings fetch, WebSocket, caches and mocks); the index is the fallback should that internal
 * path ever move.
 */
async function loadAgent(): Promise<Undici['Agent']> {
  try {
    const m = await import('undici/lib/dispatcher/agent.js');
    const Agent = (m as { default?: Undici['Agent'] }).default;
    if (typeof Agent === 'function') return Agent;
  } catch {
    // the index below
  }
  return (await loadUndici()).Agent;
}

export async function createDispatcher(timeouts: Timeouts): Promise<Agent> {
  // Imported on the first request, not with api/: a command's help, or one that sends nothing,
  // does not pay for loading undici.
  const Agent = await loadAgent();
  return new Agent({
    connect: { timeout: timeouts.connectMs },
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
  });
}

function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code !== '') return code;
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'AbortError' ? 'ABORT_ERR' : 'UND_ERR';
}

function headerRecord(raw: Buffer[] | string[] | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!raw) return headers;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = String(raw[i]).toLowerCase();
    const value = String(raw[i + 1]);
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/**
 * Sends one request. Resolves with any HTTP answer (error statuses included); rejects with
 * TransportError when there is none.
 *
 * Why a hand-written dispatch handler rather than undici.request(): only the handler protocol tells
 * when undici has finished writing the request (`onRequestSent`). A connection reset before that point
 * proves the server never saw the request; after it, nobody knows.
 */
export function send(dispatcher: Dispatcher, req: WireRequest): Promise<WireResponse> {
  return new Promise<WireResponse>((resolve, reject) => {
    const { signal } = req;
    let written = false;
    let settled = false;
    let status = 0;
    let statusText = '';
    let headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let abortRequest: ((reason?: Error) => void) | undefined;

    const onAbort = () =>
      abortRequest?.(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (err: unknown) =>
      finish(() => reject(new TransportError(errorCode(err), written, signal?.aborted ?? false, err)));

    if (signal?.aborted) {
      fail(signal.reason);
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    // The legacy handler protocol (undici 7 still drives it); `onRequestSent` is not in the published
    // types but is called by undici's core Request for every protocol (client-h1, client-h2).
    const handler: Dispatcher.DispatchHandler & { onRequestSent(): void } = {
      onConnect(abort) {
        abortRequest = abort;
        // The signal may have fired while the request waited in the pool's queue.
        if (signal?.aborted) onAbort();
      },
      onRequestSent() {
        written = true;
      },
      onHeaders(statusCode, rawHeaders, _resume, message) {
        // 1xx informational answers come through here too; the real answer follows.
        if (statusCode < 200) return true;
        status = statusCode;
        statusText = message;
        headers = headerRecord(rawHeaders);
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        finish(() =>
          resolve({
            status,
            statusText,
            headers,
            // Always UTF-8: the API speaks JSON, whatever charset (if any) the Content-Type claims.
            rawText: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
      onError(err) {
        fail(err);
      },
    };

    try {
      dispatcher.dispatch(
        {
          origin: req.url.origin,
          path: `${req.url.pathname}${req.url.search}`,
          method: req.method as Dispatcher.HttpMethod,
          headers: req.headers,
          body: req.body ?? null,
          headersTimeout: req.timeouts.headersMs,
          bodyTimeout: req.timeouts.bodyMs,
        },
        handler,
      );
    } catch (err) {
      fail(err);
    }
  });
}
