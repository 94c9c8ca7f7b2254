// Verifies one delivery and explains a failure. The signature rule itself lives in
// domain/webhook-signature.ts (shared with the sandbox's signer); this module adds
// what a person debugging a receiver needs: which header was read, how stale a
// timestamp is, what probably changed the body. `webhooks verify` and the listener
// both call verifyDelivery, and it never throws: malformed input is "invalid".
import { WebhookEventSchema } from '../contract/tracking.js';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TOLERANCE_SEC,
  diagnoseMismatch,
  verifyWebhook,
  type WebhookFailure,
} from '../domain/webhook-signature.js';
import type { DeliveryHeaders } from './headers.js';

export type { WebhookFailure };

export interface EventSummary {
  id: string | undefined;
  type: string | undefined;
  created_at: string | undefined;
  shipment_id: string | undefined;
  carrier: string | undefined;
  tracking_number: string | undefined;
  status: string | undefined;
  sub_user_id: string | undefined;
}

export type DeliveryVerdict =
  | { valid: true; ageSec: number; eventId: string | undefined; event: EventSummary | undefined }
  | { valid: false; reason: WebhookFailure; detail: string; hints: string[] };

export interface VerifyDeliveryInput {
  secret: string;
  rawBody: Uint8Array;
  headers: DeliveryHeaders;
  now: Date;
  toleranceSec?: number;
}

export function verifyDelivery(input: VerifyDeliveryInput): DeliveryVerdict {
  const toleranceSec = input.toleranceSec ?? WEBHOOK_TOLERANCE_SEC;
  try {
    const result = verifyWebhook({
      secret: input.secret,
      rawBody: input.rawBody,
      signature: input.headers.signature,
      timestamp: input.headers.timestamp,
      eventId: input.headers.eventId,
      now: input.now,
      toleranceSec,
    });
    if (!result.valid) {
      return {
        valid: false,
        reason: result.reason,
        detail: result.detail,
        hints: hintsFor(result.reason, input, toleranceSec),
      };
    }
    const event = summarizeEvent(input.rawBody);
    return { valid: true, ageSec: result.ageSec, eventId: event?.id ?? input.headers.eventId, event };
  } catch (err) {
    // verifyWebhook is written not to throw; this keeps a surprise from becoming a stack trace.
    return {
      valid: false,
      reason: 'mismatch',
      detail: `the delivery could not be checked: ${(err as Error).message}`,
      hints: [],
    };
  }
}

function hintsFor(reason: WebhookFailure, input: VerifyDeliveryInput, toleranceSec: number): string[] {
  const ts = input.headers.timestamp?.trim() ?? '';
  const age = /^\d{1,12}$/.test(ts) ? Math.floor(input.now.getTime() / 1000) - Number(ts) : undefined;
  switch (reason) {
    case 'missing_header':
      return [
        `a delivery carries ${WEBHOOK_SIGNATURE_HEADER}, ${WEBHOOK_TIMESTAMP_HEADER} and ${WEBHOOK_EVENT_ID_HEADER} (spec 6.1)`,
      ];
    case 'malformed_signature':
      if (/^\d{13}$/.test(ts))
        return ['the timestamp looks like milliseconds; the sender signs Unix time in seconds'];
      if (/^[0-9a-f]{64}$/i.test(input.headers.signature?.trim() ?? ''))
        return ['the signature lacks its "sha256=" prefix'];
      return ['copy the header value exactly: "sha256=" then 64 hex digits, without the header name'];
    case 'timestamp_too_old':
      return age === undefined
        ? []
        : [
            `signed ${formatDuration(age)} ago: ${formatDuration(age - toleranceSec)} older than the ${toleranceSec} s tolerance. ` +
              'A replayed or long-delayed delivery, or a clock that is off; the signature itself is genuine.',
          ];
    case 'timestamp_too_new':
      return age === undefined
        ? []
        : [
            `signed ${formatDuration(-age)} in the future: ${formatDuration(-age - toleranceSec)} beyond the ${toleranceSec} s tolerance. ` +
              "The sender's clock or this machine's is ahead.",
          ];
    case 'id_mismatch':
      return [
        'the event-id header and the body belong to different deliveries, or something rewrote one of them',
      ];
    case 'mismatch': {
      const diagnosed = diagnoseMismatch(input.rawBody);
      return diagnosed.length > 0
        ? diagnosed
        : [
            'either the secret is not the one the sender used, or the body is not the exact bytes received ' +
              '(check for a changed byte, a re-encoding, or a stray space in the secret)',
          ];
    }
  }
}

/** The fields a person checks first; undefined when the body is not a JSON event. */
export function summarizeEvent(rawBody: Uint8Array): EventSummary | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(rawBody).toString('utf8'));
  } catch {
    return undefined;
  }
  const result = WebhookEventSchema.safeParse(parsed);
  if (!result.success) return undefined;
  const e = result.data;
  return {
    id: e.id,
    type: e.type,
    created_at: e.created_at,
    shipment_id: e.data.shipment_id,
    carrier: e.data.carrier,
    tracking_number: e.data.tracking_number,
    status: e.data.current_status?.status,
    sub_user_id: e.data.sub_user_id,
  };
}

/** `45 s`, `5 min 12 s`, `2 h 3 min`, `3 d 4 h`. */
export function formatDuration(totalSec: number): string {
  const s = Math.max(0, Math.round(totalSec));
  if (s < 60) return `${s} s`;
  const [d, h, m, sec] = [
    Math.floor(s / 86400),
    Math.floor((s % 86400) / 3600),
    Math.floor((s % 3600) / 60),
    s % 60,
  ];
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  return sec > 0 ? `${m} min ${sec} s` : `${m} min`;
}
