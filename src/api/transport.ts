// One HTTP exchange over undici, and nothing else: no retries, no error mapping. Its one job
// beyond sending is to report whether the request had been fully written when something failed —
// the fact that decides if a create may be sent again (retry.ts).
import type { IncomingHttpHeaders } from 'node:http';
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
  /** The body as received. */
  bytes: Buffer;
  /** The body as UTF-8 text: the API speaks JSON, whatever charset (if any) the Content-Type claims. */
  rawText: string;
}

/** A failure without an HTTP answer. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    /** undici's or Node's error code (ECONNREFUSED, UND_ERR_SOCKET, UND_ERR_HEADERS_TIMEOUT…), or ABORT_ERR. */
    readonly code: string,
    /** The whole request had been handed to the socket: the server may have acted on it. */
    readonly requestWritten: boolean,
    readonly aborted: boolean,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * The connections of one client: an undici Agent, made on the first request so that a command's
 * help, or one that sends nothing, does not load undici. Keep-alive stays on (a batch makes
 * hundreds of calls to one host); undici drops an idle socket before the server's advertised
 * keep-alive timeout, which keeps the "server closed an idle socket as we wrote to it" race rare.
 * When it does happen on a create, it surfaces as OutcomeUnknownError — a needless
 * reconciliation, never a duplicate.
 */
export class Connections {
  readonly #connectMs: number;
  #agent: Agent | undefined;

  constructor(timeouts: Pick<Timeouts, 'connectMs'>) {
    this.#connectMs = timeouts.connectMs;
  }

  async agent(): Promise<Agent> {
    if (!this.#agent) {
      const Agent = await loadAgent();
      this.#agent ??= new Agent({ connect: { timeout: this.#connectMs } });
    }
    return this.#agent;
  }

  close(): void {
    // destroy, not close: a command that is done does not wait for idle sockets to drain.
    void this.#agent?.destroy().catch(() => undefined);
  }
}

/**
 * undici's Agent, from its own module: the package's index also builds fetch, WebSocket, the
 * caches and the mock agents, and makes Node load its own copy of undici for the web globals —
 * about 25 ms a request-making command would pay for nothing (bench/commands.mjs). undici has no
 * exports map, so the module is part of what it publishes; its index is the fallback should the
 * module ever move.
 */
async function loadAgent(): Promise<typeof Agent> {
  try {
    const { default: AgentClass } = await import('undici/lib/dispatcher/agent.js');
    if (typeof AgentClass === 'function') return AgentClass;
  } catch {
    // the index below
  }
  return (await import('undici')).Agent;
}

function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code !== '') return code;
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'AbortError' ? 'ABORT_ERR' : 'UND_ERR';
}

function headerRecord(given: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Sends one request. Resolves with any HTTP answer (error statuses included); rejects with
 * TransportError when there is none.
 *
 * Why a dispatch handler rather than undici.request(): only the handler protocol tells when
 * undici has finished writing the request (`onRequestSent`, called by undici's core Request for
 * HTTP/1.1 and HTTP/2 alike). A failure before that point proves the server never saw the whole
 * request; after it, nobody knows.
 */
export async function send(connections: Connections, req: WireRequest): Promise<WireResponse> {
  const { signal } = req;
  const dispatcher = await connections.agent();
  return new Promise<WireResponse>((resolve, reject) => {
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
    const fail = (err: unknown) => {
      const aborted = signal?.aborted ?? false;
      finish(() =>
        reject(
          new TransportError(
            aborted ? 'ABORT_ERR' : errorCode(err),
            written,
            aborted,
            aborted ? signal!.reason : err,
          ),
        ),
      );
    };

    if (signal?.aborted) {
      fail(signal.reason);
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    // undici's handler protocol: `onRequestSent` says the request is written.
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(controller) {
        abortRequest = (reason) => controller.abort(reason ?? new Error('aborted'));
        // The signal may have fired while the request waited in the pool's queue.
        if (signal?.aborted) onAbort();
      },
      onRequestSent() {
        written = true;
      },
      onResponseStart(_controller, statusCode, responseHeaders, message) {
        // 1xx informational answers come through here too; the real answer follows.
        if (statusCode < 200) return;
        status = statusCode;
        statusText = message ?? '';
        headers = headerRecord(responseHeaders);
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        const bytes = Buffer.concat(chunks);
        finish(() => resolve({ status, statusText, headers, bytes, rawText: bytes.toString('utf8') }));
      },
      onResponseError(_controller, err) {
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
