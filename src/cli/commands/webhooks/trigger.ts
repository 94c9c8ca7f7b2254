import { KNOWN_STATUSES } from '../../../webhooks/sample-event.js';
import { triggerSampleEvent } from '../../../webhooks/trigger.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { parseHttpUrl, webhookSecret } from '../../shared/webhook-secret.js';
import { WEBHOOK_FLAGS, type trigger } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof trigger>, ctx: Context): Promise<number> {
  const text = messages().admin.webhooks;
  if (input.to === undefined) throw new UsageError(text.toRequired(WEBHOOK_FLAGS.to.long));
  const to = parseHttpUrl(input.to, WEBHOOK_FLAGS.to.long);
  // --status has a default: empty only when typed so.
  const status = (input.status ?? '').trim();
  if (!status)
    throw new UsageError(
      text.statusEmpty(WEBHOOK_FLAGS.status.long),
      text.forExample(KNOWN_STATUSES.join(', ')),
    );
  if (input.id !== undefined && !input.id.trim()) throw new UsageError(text.idEmpty(WEBHOOK_FLAGS.id.long));
  if (!(KNOWN_STATUSES as readonly string[]).includes(status)) {
    ctx.notices.warn(text.unknownStatus(status, KNOWN_STATUSES.join(', ')));
  }
  const secret = await webhookSecret(ctx, input);

  const result = await triggerSampleEvent({
    to,
    secret,
    now: ctx.now(),
    status,
    shipmentId: input.shipment,
    id: input.id?.trim(),
  });
  if (!result.sent) {
    throw new CliError(text.notDelivered(result.eventId, to, result.error), {
      exitCode: EXIT.unavailable,
      hint: text.notDeliveredHint,
    });
  }
  const ok = result.status >= 200 && result.status < 300;
  if (ctx.globals.json) printJson(ctx.io, { event_id: result.eventId, status: result.status, ok });
  else if (ok)
    ctx.io.stdout.write(
      `${ctx.theme.out.success('✓')} ${text.delivered(result.eventId, to, result.status)}\n`,
    );
  if (ok) return EXIT.ok;
  if (!ctx.globals.json) {
    ctx.notices.warn(text.receiverAnswered(result.status, result.eventId));
    if (result.body.trim()) ctx.io.stderr.write(`${result.body.trim()}\n`);
  }
  return EXIT.unavailable;
}
