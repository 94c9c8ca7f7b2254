// Finding the three webhook headers (spec 6.1) in a request, whatever the case of
// their names. The names come from the domain constants shared with the sandbox;
// the live service puts its brand word in the middle (live-api-notes: "X-Shipandco-…"),
// and the notes ask the client to accept both, so the brand variants are derived
// from the same constants rather than written out a second time.
import {
  WEBHOOK_BRAND,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../domain/webhook-signature.js';

/** Brand words seen on live deliveries besides the spec's own. */
const LIVE_BRANDS = ['Shipandco'] as const;

export interface DeliveryHeaders {
  signature?: string;
  timestamp?: string;
  eventId?: string;
}

export type HeaderBag = Readonly<Record<string, string | readonly string[] | undefined>>;

const variants = (name: string): string[] =>
  [name, ...LIVE_BRANDS.map((b) => name.replace(`-${WEBHOOK_BRAND}-`, `-${b}-`))].map((n) => n.toLowerCase());

const NAMES = {
  signature: variants(WEBHOOK_SIGNATURE_HEADER),
  timestamp: variants(WEBHOOK_TIMESTAMP_HEADER),
  eventId: variants(WEBHOOK_EVENT_ID_HEADER),
} as const;

/** Every header name this module reads, lower-cased (for messages and tests). */
export const KNOWN_WEBHOOK_HEADERS: readonly string[] = Object.values(NAMES).flat();

/** Reads the webhook headers from any header bag; names match case-insensitively. */
export function pickWebhookHeaders(headers: HeaderBag): DeliveryHeaders {
  const lower = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const text = typeof value === 'string' ? value : value.join(', ');
    lower.set(key, lower.has(key) ? `${lower.get(key)}, ${text}` : text);
  }
  const first = (names: readonly string[]) => names.map((n) => lower.get(n)).find((v) => v !== undefined);
  const out: DeliveryHeaders = {};
  const signature = first(NAMES.signature);
  const timestamp = first(NAMES.timestamp);
  const eventId = first(NAMES.eventId);
  if (signature !== undefined) out.signature = signature;
  if (timestamp !== undefined) out.timestamp = timestamp;
  if (eventId !== undefined) out.eventId = eventId;
  return out;
}

/** The headers a sender puts on a signed delivery (spec 6.1), spelled as the constants spell them. */
export function deliveryHeaders(options: {
  signature: string;
  timestamp: number | string;
  eventId: string;
}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    [WEBHOOK_SIGNATURE_HEADER]: options.signature,
    [WEBHOOK_TIMESTAMP_HEADER]: String(options.timestamp),
    [WEBHOOK_EVENT_ID_HEADER]: options.eventId,
  };
}
