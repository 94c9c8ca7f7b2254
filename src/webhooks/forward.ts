// Hands a verified delivery on to the developer's own receiver, byte for byte and
// with the headers it came with, so that receiver can verify the signature itself.
import { Connections, send } from '../api/transport.js';

export type ForwardResult = { ok: true; status: number } | { ok: false; status?: number; error: string };

/** Headers that describe one connection, not the message (RFC 9110 7.6.1), or that Node's http sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);

const TIMEOUT_MS = 10_000;

/** `rawHeaders` as node gives them: name, value, name, value… */
export async function forwardDelivery(
  to: string,
  rawBody: Buffer,
  rawHeaders: readonly string[],
): Promise<ForwardResult> {
  // A header repeated in the delivery is sent once with its values joined (RFC 9110 5.3), which
  // means the same to the receiver.
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (HOP_BY_HOP.has(name.toLowerCase())) continue;
    const value = rawHeaders[i + 1]!;
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const connections = new Connections({ connectMs: TIMEOUT_MS });
  try {
    const res = await send(connections, {
      method: 'POST',
      url: new URL(to),
      headers,
      body: rawBody,
      timeouts: { headersMs: TIMEOUT_MS, bodyMs: TIMEOUT_MS },
    });
    return res.status >= 200 && res.status < 300
      ? { ok: true, status: res.status }
      : { ok: false, status: res.status, error: `the receiver answered ${res.status}` };
  } catch (err) {
    return { ok: false, error: describeNetworkError(err) };
  } finally {
    connections.close();
  }
}

/** A one-line reason for a failed request: the code (ECONNREFUSED…) says more than the message. */
export function describeNetworkError(err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e.cause?.code ?? e.code;
  const message = e.cause?.message ?? e.message ?? String(err);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
