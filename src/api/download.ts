// Documents a shipment links to (delivery.label, delivery.invoice, delivery.carrier_invoice). Label
// links need no token, and a link may point at another host (a CDN), so the token is never sent: a
// document fetch must not hand the API token to whoever serves the file. Invoices may also arrive
// inline as base64 (live notes), which "downloads" without any request.
import { documentForm } from '../contract/index.js';
import { DEFAULT_TIMEOUTS, parseBody } from './client.js';
import { parseCallLimit } from './call-limit.js';
import { errorFromResponse, NetworkError } from './errors.js';
import { parseRetryAfter } from './timestamp.js';
import { Connections, MAX_DOCUMENT_BYTES, send, TransportError, type WireResponse } from './transport.js';

export interface DownloadOptions {
  /** Resolves a relative link (the live service gives absolute ones; be lenient). */
  baseUrl?: URL | string;
  signal?: AbortSignal;
  timeouts?: { headersMs?: number; bodyMs?: number };
}

export interface Document {
  bytes: Buffer;
  /** The URL fetched; undefined for an inline base64 document. */
  url?: string;
  contentType?: string;
}

/** The bytes of a document given as a link or as inline base64. Throws an ApiError on failure. */
export async function downloadDocument(value: string, options: DownloadOptions = {}): Promise<Document> {
  const trimmed = value.trim();
  const relative = trimmed.startsWith('/') && options.baseUrl !== undefined;
  if (!relative && documentForm(trimmed) === 'base64') {
    return { bytes: Buffer.from(trimmed.replace(/^data:[^,]*,/, ''), 'base64') };
  }
  const url = new URL(trimmed, options.baseUrl);
  const path = url.pathname;
  const connections = new Connections(DEFAULT_TIMEOUTS);
  try {
    return await fetchDocument(url, path, connections, options);
  } finally {
    connections.close();
  }
}

async function fetchDocument(
  url: URL,
  path: string,
  connections: Connections,
  options: DownloadOptions,
): Promise<Document> {
  for (let waits = 0; ; waits++) {
    let res: WireResponse;
    try {
      res = await send(connections, {
        method: 'GET',
        url,
        headers: { accept: 'application/pdf, */*' },
        timeouts: {
          headersMs: options.timeouts?.headersMs ?? DEFAULT_TIMEOUTS.headersMs,
          bodyMs: options.timeouts?.bodyMs ?? DEFAULT_TIMEOUTS.bodyMs,
        },
        signal: options.signal,
        maxBytes: MAX_DOCUMENT_BYTES,
      });
    } catch (err) {
      if (err instanceof TransportError && err.aborted) throw err.cause;
      throw new NetworkError({
        message: `GET ${url.href}: ${(err as Error).message}`,
        method: 'GET',
        path,
        code: err instanceof TransportError ? err.code : 'ECONNRESET',
        cause: err,
      });
    }
    const { bytes, headers } = res;
    // Document links count against the call limit (the sandbox does so):
    // a 429 waits for the window to refill, as every other call of the client does.
    if (res.status === 429 && waits < MAX_LIMIT_WAITS) {
      const now = new Date();
      const at = parseCallLimit(headers)?.resetAt ?? parseRetryAfter(headers['retry-after'], now);
      const ms = at ? at.getTime() - now.getTime() : 1_000;
      if (ms <= MAX_LIMIT_WAIT_MS) {
        await sleep(Math.max(ms, 50), options.signal);
        continue;
      }
    }
    if (res.status >= 300) {
      const rawText = bytes.toString('utf8');
      throw errorFromResponse({
        method: 'GET',
        path,
        status: res.status,
        data: parseBody(rawText),
        rawText,
        attempts: waits + 1,
      });
    }
    const type = headers['content-type'];
    return { bytes, url: url.href, ...(type === undefined ? {} : { contentType: type }) };
  }
}

const MAX_LIMIT_WAITS = 5;
const MAX_LIMIT_WAIT_MS = 120_000;

/** Waits `ms`, or rejects at once on an abort (one already signalled included); the timer never outlives it. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  const reason = () => (signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
  if (signal?.aborted) return Promise.reject(reason());
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(t);
      reject(reason());
    };
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
