// Sends one correctly signed sample event to a receiver under development
// (`webhooks trigger`), signed exactly as the sandbox and the live service sign.
import { Connections, send } from '../api/transport.js';
import { signWebhook } from '../domain/webhook-signature.js';
import { describeNetworkError } from './forward.js';
import { deliveryHeaders } from './headers.js';
import { sampleEventBody, type SampleEventInput } from './sample-event.js';

export type TriggerResult =
  | { sent: true; eventId: string; status: number; body: string }
  | { sent: false; eventId: string; error: string };

const TIMEOUT_MS = 10_000;
/** Enough of the receiver's answer to see what went wrong, not a whole HTML error page. */
const BODY_EXCERPT = 2000;

export async function triggerSampleEvent(
  options: { to: string; secret: string } & SampleEventInput,
): Promise<TriggerResult> {
  const rawBody = sampleEventBody(options);
  const eventId = (JSON.parse(rawBody.toString('utf8')) as { id: string }).id;
  const timestamp = Math.floor(options.now.getTime() / 1000);
  const headers = deliveryHeaders({
    signature: signWebhook(options.secret, timestamp, rawBody),
    timestamp,
    eventId,
  });
  const connections = new Connections({ connectMs: TIMEOUT_MS });
  try {
    const res = await send(connections, {
      method: 'POST',
      url: new URL(options.to),
      headers,
      body: rawBody,
      timeouts: { headersMs: TIMEOUT_MS, bodyMs: TIMEOUT_MS },
    });
    return { sent: true, eventId, status: res.status, body: res.rawText.slice(0, BODY_EXCERPT) };
  } catch (err) {
    return { sent: false, eventId, error: describeNetworkError(err) };
  } finally {
    connections.close();
  }
}
