// Tracking webhook signatures (spec 6.1, 6.3): HMAC-SHA256 over the bytes
// `timestamp + "." + raw body`, hex, prefixed "sha256=". Verification works on
// the raw bytes as received (never a re-serialized object), compares decoded
// digests in constant time, and bounds the timestamp both ways to stop replays.
import type * as Crypto from 'node:crypto';

/**
 * node:crypto, fetched when a signature is made or checked: the domain is loaded by every
 * command, and crypto alone costs a tenth of a bare Node startup to load.
 */
const crypto = (): typeof Crypto => process.getBuiltinModule('node:crypto');

/**
 * The middle word of the header names. The spec writes "Service"; the live
 * service uses its brand ("Shipandco"). One constant so a switch is one line.
 */
export const WEBHOOK_BRAND = 'Service';
export const WEBHOOK_SIGNATURE_HEADER = `X-${WEBHOOK_BRAND}-Signature`;
export const WEBHOOK_TIMESTAMP_HEADER = `X-${WEBHOOK_BRAND}-Timestamp`;
export const WEBHOOK_EVENT_ID_HEADER = `X-${WEBHOOK_BRAND}-Event-Id`;
export const WEBHOOK_TOLERANCE_SEC = 300;
/** Retry delays after a failed delivery (spec 6.4), in seconds: 1 min, 5 min, 30 min, 2 h. */
export const WEBHOOK_RETRY_DELAYS_SEC = [60, 300, 1800, 7200] as const;

const PREFIX = 'sha256=';

const toBytes = (v: Uint8Array | string): Uint8Array => (typeof v === 'string' ? Buffer.from(v, 'utf8') : v);

/** The HMAC input: timestamp, a dot, the raw body bytes. */
function signedPayload(timestamp: number | string, rawBody: Uint8Array | string): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), toBytes(rawBody)]);
}

export function signWebhook(
  secret: string,
  timestamp: number | string,
  rawBody: Uint8Array | string,
): string {
  return (
    PREFIX + crypto().createHmac('sha256', secret).update(signedPayload(timestamp, rawBody)).digest('hex')
  );
}

export type WebhookFailure =
  | 'missing_header'
  | 'malformed_signature'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'id_mismatch'
  | 'mismatch';

export type WebhookVerification =
  { valid: true; ageSec: number } | { valid: false; reason: WebhookFailure; detail: string; ageSec?: number };

export interface VerifyWebhookInput {
  secret: string;
  rawBody: Uint8Array | string;
  /** The signature header value, "sha256=<64 hex>". */
  signature: string | undefined | null;
  /** The timestamp header value, Unix seconds. */
  timestamp: string | number | undefined | null;
  /** The event-id header value; when given it must equal the body's id. */
  eventId?: string | undefined | null;
  now: Date;
  toleranceSec?: number;
}

const fail = (reason: WebhookFailure, detail: string, ageSec?: number): WebhookVerification => ({
  valid: false,
  reason,
  detail,
  ...(ageSec === undefined ? {} : { ageSec }),
});

export function verifyWebhook(input: VerifyWebhookInput): WebhookVerification {
  const tolerance = input.toleranceSec ?? WEBHOOK_TOLERANCE_SEC;
  const sig = typeof input.signature === 'string' ? input.signature.trim() : '';
  const ts = input.timestamp === undefined || input.timestamp === null ? '' : String(input.timestamp).trim();
  if (sig === '') return fail('missing_header', `the ${WEBHOOK_SIGNATURE_HEADER} header is missing`);
  if (ts === '') return fail('missing_header', `the ${WEBHOOK_TIMESTAMP_HEADER} header is missing`);
  if (!sig.toLowerCase().startsWith(PREFIX)) {
    return fail('malformed_signature', `${WEBHOOK_SIGNATURE_HEADER} must start with "${PREFIX}"`);
  }
  const hex = sig.slice(PREFIX.length);
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    return fail(
      'malformed_signature',
      `${WEBHOOK_SIGNATURE_HEADER} must be "${PREFIX}" and 64 hex digits; got ${hex.length} characters`,
    );
  }
  // A non-numeric timestamp cannot have been produced by the sender's signer.
  if (!/^\d{1,12}$/.test(ts)) {
    return fail(
      'malformed_signature',
      `${WEBHOOK_TIMESTAMP_HEADER} must be Unix time in whole seconds; got ${JSON.stringify(ts.slice(0, 20))}`,
    );
  }

  const expected = crypto()
    .createHmac('sha256', input.secret)
    .update(signedPayload(ts, input.rawBody))
    .digest();
  const received = Buffer.from(hex, 'hex');
  if (received.length !== expected.length || !crypto().timingSafeEqual(received, expected)) {
    return fail('mismatch', 'the signature does not match this body, timestamp and secret');
  }

  const ageSec = Math.floor(input.now.getTime() / 1000) - Number(ts);
  if (ageSec > tolerance)
    return fail(
      'timestamp_too_old',
      `signed ${ageSec} s ago; the tolerance is ${tolerance} s (a replay, or a clock off)`,
      ageSec,
    );
  if (-ageSec > tolerance)
    return fail(
      'timestamp_too_new',
      `signed ${-ageSec} s in the future; the tolerance is ${tolerance} s (check the clocks)`,
      ageSec,
    );

  if (input.eventId !== undefined && input.eventId !== null) {
    const bodyId = bodyEventId(input.rawBody);
    if (bodyId !== input.eventId) {
      return fail(
        'id_mismatch',
        bodyId === undefined
          ? `${WEBHOOK_EVENT_ID_HEADER} is ${JSON.stringify(input.eventId)} but the body has no string id`
          : `${WEBHOOK_EVENT_ID_HEADER} is ${JSON.stringify(input.eventId)} but the body's id is ${JSON.stringify(bodyId)}`,
        ageSec,
      );
    }
  }
  return { valid: true, ageSec };
}

function bodyEventId(rawBody: Uint8Array | string): string | undefined {
  try {
    const text = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { id?: unknown }).id === 'string'
    ) {
      return (parsed as { id: string }).id;
    }
  } catch {
    // Not JSON: there is no id to compare, reported as a mismatch by the caller.
  }
  return undefined;
}

/**
 * Why a signature made by the sender may fail on a body that "looks the same":
 * the receiver changed the bytes. Hints only; nothing here is proof.
 */
export function diagnoseMismatch(rawBody: Uint8Array | string): string[] {
  const text = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  const hints: string[] = [];
  if (text.charCodeAt(0) === 0xfeff)
    hints.push('the body starts with a byte-order mark: something re-encoded it');
  if (/\r?\n$/.test(text))
    hints.push(
      'the body ends with a newline: sign and verify the exact bytes received, without adding or trimming one',
    );
  if (/\r\n/.test(text)) hints.push('the body has CRLF line endings: a proxy or editor converted newlines');
  if (/^[{[]\s*\n\s+"/.test(text) || /":\s{2,}|,\n\s+"/.test(text)) {
    hints.push(
      'the body is pretty-printed: it was re-serialized; verify the raw bytes, not JSON.stringify(parsed)',
    );
  }
  if (/[:[,]\s*-?\d+\.0\b/.test(text)) {
    hints.push(
      'numbers such as 136.0 appear: a re-serializer rewrote integers as floats; verify the raw bytes',
    );
  }
  const asciiOnly = [...text].every((ch) => (ch.codePointAt(0) ?? 0) < 0x80);
  if (/\\u[0-9a-fA-F]{4}/.test(text) && asciiOnly) {
    hints.push(
      'non-ASCII characters are \\u-escaped: the body may have been re-serialized with ASCII escaping',
    );
  }
  return hints;
}
