// Hands a verified delivery on to the developer's own receiver, byte for byte and
// with the headers it came with, so that receiver can verify the signature itself.
import { request } from 'undici';

export type ForwardResult = { ok: true; status: number } | { ok: false; status?: number; error: string };

/** Headers that describe one connection, not the message (RFC 9110 7.6.1), or that undici sets itself. */
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
  const headers: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (!HOP_BY_HOP.has(rawHeaders[i]!.toLowerCase())) headers.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  try {
    const res = await request(to, {
      method: 'POST',
      headers,
      body: rawBody,
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    await res.body.dump();
    return res.statusCode >= 200 && res.statusCode < 300
      ? { ok: true, status: res.statusCode }
      : { ok: false, status: res.statusCode, error: `the receiver answered ${res.statusCode}` };
  } catch (err) {
    return { ok: false, error: describeNetworkError(err) };
  }
}

/** A one-line reason for a failed request: the code (ECONNREFUSED…) says more than the message. */
export function describeNetworkError(err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e.cause?.code ?? e.code;
  const message = e.cause?.message ?? e.message ?? String(err);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
