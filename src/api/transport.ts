// One HTTP exchange over Node's own http/https, and nothing else: no retries, no error mapping. Its
// one job beyond sending is to report whether the request had been fully written when something
// failed — the fact that decides if a create may be sent again (retry.ts).
//
// Node's http module costs a command about a millisecond and a half to load (with net and the
// stream modules, which the chunks loading this one need for a request anyway), where an HTTP
// library cost a bare Node startup of its own (bench/commands.mjs). The error codes of the
// timeouts keep the names the client has always reported (UND_ERR_*_TIMEOUT, UND_ERR_SOCKET).
import http from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';

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
    /** Node error code (ECONNREFUSED, ECONNRESET…), a timeout's UND_ERR_*_TIMEOUT, or ABORT_ERR. */
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
 * The connections of one client: keep-alive on (a batch makes hundreds of calls to one host). Node's
 * agent drops an idle socket before the server's advertised keep-alive timeout, which keeps the
 * "server closed an idle socket as we wrote to it" race rare; when it does happen on a create, it
 * surfaces as OutcomeUnknownError — a needless reconciliation, never a duplicate. Idle sockets do
 * not hold the process open. https (and TLS) is loaded only for an https URL.
 */
export class Connections {
  readonly #connectMs: number;
  #http: http.Agent | undefined;
  #https: { agent: HttpsAgent; request: typeof http.request } | undefined;

  constructor(timeouts: Pick<Timeouts, 'connectMs'>) {
    this.#connectMs = timeouts.connectMs;
  }

  get connectMs(): number {
    return this.#connectMs;
  }

  async agentFor(url: URL): Promise<{ agent: http.Agent; request: typeof http.request }> {
    if (url.protocol === 'https:') {
      if (!this.#https) {
        const https = await import('node:https');
        this.#https ??= { agent: new https.Agent({ keepAlive: true }), request: https.request };
      }
      return this.#https;
    }
    if (url.protocol !== 'http:') throw new TypeError(`unsupported protocol ${url.protocol}`);
    this.#http ??= new http.Agent({ keepAlive: true });
    return { agent: this.#http, request: http.request };
  }

  close(): void {
    this.#http?.destroy();
    this.#https?.agent.destroy();
  }
}

function headerRecord(raw: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

const timeoutError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** Methods Node sends without a body unless given one; the others get an explicit length. */
const BODILESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/**
 * Sends one request. Resolves with any HTTP answer (error statuses included); rejects with
 * TransportError when there is none. `requestWritten` comes from the request's 'finish' event: the
 * last byte was handed to the operating system. A failure before it proves the server never saw
 * the whole request; after it, nobody knows.
 */
export async function send(connections: Connections, req: WireRequest): Promise<WireResponse> {
  const { signal } = req;
  const { agent, request } = await connections.agentFor(req.url);
  // Checked after the await: an abort while https was being loaded must not be missed.
  if (signal?.aborted) {
    throw new TransportError('ABORT_ERR', false, true, signal.reason);
  }
  return new Promise<WireResponse>((resolve, reject) => {
    let written = false;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number, code: string, message: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => cr.destroy(timeoutError(code, message)), ms);
    };

    const headers: Record<string, string> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    else if (!BODILESS.has(req.method)) headers['content-length'] = '0';

    const cr = request(req.url, { method: req.method, headers, agent });
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (err: unknown) => {
      const aborted = signal?.aborted ?? false;
      const code = aborted ? 'ABORT_ERR' : errorCode(err);
      finish(() => reject(new TransportError(code, written, aborted, aborted ? signal!.reason : err)));
      cr.destroy();
    };
    const onAbort = () => cr.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });

    cr.on('socket', (socket) => {
      // A reused keep-alive socket is already connected; a new one gets the connect timeout,
      // which for https lasts until the TLS handshake is done (as undici's did).
      if (socket.connecting) {
        arm(connections.connectMs, 'UND_ERR_CONNECT_TIMEOUT', 'connect timed out');
        socket.once(req.url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(timer));
      }
    });
    cr.on('finish', () => {
      written = true;
      arm(req.timeouts.headersMs, 'UND_ERR_HEADERS_TIMEOUT', 'headers timeout');
    });
    cr.on('error', fail);
    cr.on('response', (res) => {
      const chunks: Buffer[] = [];
      arm(req.timeouts.bodyMs, 'UND_ERR_BODY_TIMEOUT', 'body timeout');
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        arm(req.timeouts.bodyMs, 'UND_ERR_BODY_TIMEOUT', 'body timeout');
      });
      res.on('error', fail);
      res.on('aborted', () =>
        fail(Object.assign(new Error('the connection closed mid-response'), { code: 'UND_ERR_SOCKET' })),
      );
      res.on('end', () => {
        if (!res.complete) {
          fail(Object.assign(new Error('the connection closed mid-response'), { code: 'UND_ERR_SOCKET' }));
          return;
        }
        const bytes = Buffer.concat(chunks);
        finish(() =>
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: headerRecord(res.rawHeaders),
            bytes,
            rawText: bytes.toString('utf8'),
          }),
        );
      });
    });
    cr.end(req.body);
  });
}

function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code !== '') return code;
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'AbortError' ? 'ABORT_ERR' : 'ECONNRESET';
}
