// Turns what `webhooks verify` was given (a saved request, or a body plus header
// values) into one verdict. Kept apart from the command so the fuzz test exercises
// the very path the CLI takes, minus the file reading.
import type { WebhookFailure } from '../domain/webhook-signature.js';
import { flagOf } from '../config/flag-names.js';
import { messages } from '../i18n/index.js';
import { pickWebhookHeaders, type DeliveryHeaders } from './headers.js';
import { parseRawRequest } from './raw-request.js';
import { verifyDelivery, type DeliveryVerdict } from './verify.js';

export interface CheckInput {
  secret: string;
  now: Date;
  toleranceSec?: number;
  /** A saved HTTP request (request line, headers, blank line, body). */
  request?: Uint8Array;
  /** The raw body, when no request is given. */
  body?: Uint8Array;
  /** Header values typed as flags; they win over the request's headers. */
  signature?: string;
  timestamp?: string;
  eventId?: string;
}

export type CheckResult =
  | { kind: 'usage'; message: string; hint?: string }
  | { kind: 'verdict'; verdict: DeliveryVerdict; notes: string[] };

/** The flags of `webhooks verify` that give the header values (named by argument: config/flag-names.ts). */
export const SIGNATURE_FLAG = flagOf('signature');
export const TIMESTAMP_FLAG = flagOf('timestamp');
export const PAYLOAD_FLAG = flagOf('payload');
export const REQUEST_FLAG = flagOf('request');

const invalid = (reason: WebhookFailure, detail: string, hints: string[] = []): CheckResult => ({
  kind: 'verdict',
  verdict: { valid: false, reason, detail, hints },
  notes: [],
});

export function checkDelivery(input: CheckInput): CheckResult {
  if (input.request !== undefined && input.body !== undefined) {
    return {
      kind: 'usage',
      message: messages().support.webhooks.payloadAndRequest(PAYLOAD_FLAG, REQUEST_FLAG),
      hint: messages().support.webhooks.payloadAndRequestHint(REQUEST_FLAG),
    };
  }
  let body: Uint8Array;
  let headers: DeliveryHeaders = {};
  const notes: string[] = [];
  if (input.request !== undefined) {
    const parsed = parseRawRequest(Buffer.from(input.request));
    if (!parsed.ok) {
      return invalid('missing_header', `the saved request could not be read: ${parsed.reason}`, [
        'save the request as its request line, its headers, a blank line, then the body bytes',
      ]);
    }
    body = parsed.request.body;
    headers = pickWebhookHeaders(parsed.request.headers);
    notes.push(...parsed.request.notes);
  } else if (input.body !== undefined) {
    body = input.body;
    const missing = [
      input.signature === undefined && SIGNATURE_FLAG,
      input.timestamp === undefined && TIMESTAMP_FLAG,
    ].filter((f): f is string => Boolean(f));
    if (missing.length > 0) {
      return {
        kind: 'usage',
        message: messages().support.webhooks.headersRequired(missing, PAYLOAD_FLAG),
        hint: messages().support.webhooks.headersRequiredHint(REQUEST_FLAG),
      };
    }
  } else {
    return {
      kind: 'usage',
      message: messages().support.webhooks.nothingToVerify(
        PAYLOAD_FLAG,
        SIGNATURE_FLAG,
        TIMESTAMP_FLAG,
        REQUEST_FLAG,
      ),
      hint: messages().support.webhooks.nothingToVerifyHint,
    };
  }
  if (input.signature !== undefined) headers.signature = input.signature;
  if (input.timestamp !== undefined) headers.timestamp = input.timestamp;
  if (input.eventId !== undefined) headers.eventId = input.eventId;
  const verdict = verifyDelivery({
    secret: input.secret,
    rawBody: body,
    headers,
    now: input.now,
    toleranceSec: input.toleranceSec,
  });
  return { kind: 'verdict', verdict, notes };
}
