// One HTTP exchange over Node's own http/https, and nothing else: no retries, no error mapping. Its
// one job beyond sending is to report whether the request had been fully written when something
// failed — the fact that decides if a create may be sent again (retry.ts).
//
// Why node:http rather than the npm undici or the built-in fetch: measured on one served JSON GET
// (own process, paired with `node -e 0`), node:http cost 2.10×, fetch 2.32× and the npm undici 3.10×
// — undici's client, its WebAssembly parser, tls, crypto and http2 loaded even for an http:// URL.
// fetch cannot say whether the request was written, which the retry rules need; node:http can
// (the request's 'finish' event). The timeouts keep the error codes the client has always
// reported (UND_ERR_*_TIMEOUT, UND_ERR_SOCKET): scripts read them in --json errors.
import http from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';

export interface Timeouts {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
}

/**
 * The most of an API answer read into memory. The API's largest answers (a page of 100 shipments,
 * a base64 invoice) are a few megabytes; past this, the base URL points at something that is not
 * the API, and reading on would take the CLI's memory with it.
 */
export const MAX_JSON_BYTES = 64 * 1024 * 1024;
/** Documents (label PDFs of a whole batch, ZPL) may be larger than any JSON answer. */
export const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

/** The code of a failure whose answer was larger than the request's cap. */
export const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

export interface WireRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** JSON text for the API; the raw bytes of a webhook delivery. */
  body?: string | Buffer;
  timeouts: Pick<Timeouts, 'headersMs' | 'bodyMs'>;
  signal?: AbortSignal;
  /** The cap on the body read (MAX_JSON_BYTES unless given). */
  maxBytes?: number;
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

/** A failure without an HTTP answer (or with one too large to read). */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    /** Node error code (ECONNREFUSED, ECONNRESET…), a timeout's UND_ERR_*_TIMEOUT, RESPONSE_TOO_LARGE or ABORT_ERR. */
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
 * not hold the process open. https (and with it tls and crypto) is loaded only for an https URL.
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
    // destroy: a command that is done does not wait for idle sockets to drain.
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

const coded = (code: string, message: string) => Object.assign(new Error(message), { code });
const tooLarge = (maxBytes: number) =>
  coded(RESPONSE_TOO_LARGE, `the response is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

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
  const maxBytes = req.maxBytes ?? MAX_JSON_BYTES;
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
      timer = setTimeout(() => cr.destroy(coded(code, message)), ms);
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
      // which for https lasts until the TLS handshake is done.
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
      // A declared length past the cap fails before a byte of the body is read.
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        fail(tooLarge(maxBytes));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      arm(req.timeouts.bodyMs, 'UND_ERR_BODY_TIMEOUT', 'body timeout');
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        // A chunked (or lying) answer is counted as it arrives: the cap holds whatever was declared.
        if (received > maxBytes) {
          fail(tooLarge(maxBytes));
          return;
        }
        chunks.push(chunk);
        arm(req.timeouts.bodyMs, 'UND_ERR_BODY_TIMEOUT', 'body timeout');
      });
      res.on('error', fail);
      res.on('aborted', () => fail(coded('UND_ERR_SOCKET', 'the connection closed mid-response')));
      res.on('end', () => {
        if (!res.complete) {
          fail(coded('UND_ERR_SOCKET', 'the connection closed mid-response'));
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
