import { checkDelivery } from '../../../webhooks/check.js';
import { formatDuration, type DeliveryVerdict } from '../../../webhooks/verify.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { EXIT, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { parseNow, readInputBytes, toleranceOf, webhookSecret } from '../../shared/webhook-secret.js';
import { WEBHOOK_FLAGS, type verify } from './index.js';
import { messages } from '../../../i18n/index.js';
import { displayWidth } from '../../output/width.js';

export async function run(input: Input<typeof verify>, ctx: Context): Promise<number> {
  if (input.payload === '-' && input.request === '-')
    throw new UsageError(
      messages().admin.webhooks.oneStdin(WEBHOOK_FLAGS.payload.long, WEBHOOK_FLAGS.request.long),
    );
  const toleranceSec = toleranceOf(input.tolerance, { ms: 3650 * 86_400_000, text: 'at most 3650d' });
  const now = input.now === undefined ? ctx.now() : parseNow(input.now);
  const secret = await webhookSecret(ctx, input);
  const request =
    input.request === undefined
      ? undefined
      : await readInputBytes(ctx, input.request, WEBHOOK_FLAGS.request.long);
  const body =
    input.payload === undefined
      ? undefined
      : await readInputBytes(ctx, input.payload, WEBHOOK_FLAGS.payload.long);

  const result = checkDelivery({
    secret,
    now,
    toleranceSec,
    request,
    body,
    signature: input.signature,
    timestamp: input.timestamp,
    eventId: input.eventId,
  });
  if (result.kind === 'usage') throw new UsageError(result.message, result.hint);
  for (const note of result.notes) ctx.notices.dim(`(${note})`);
  const { verdict } = result;
  if (ctx.globals.json) {
    printJson(
      ctx.io,
      verdict.valid
        ? { valid: true, event_id: verdict.eventId ?? null, age_s: verdict.ageSec }
        : { valid: false, reason: verdict.reason, detail: verdict.detail, hints: verdict.hints },
    );
  } else if (verdict.valid) printValid(ctx, verdict);
  if (!verdict.valid) {
    if (!ctx.globals.json) printInvalid(ctx, verdict);
    return EXIT.failure;
  }
  return EXIT.ok;
}

function printValid(ctx: Context, v: Extract<DeliveryVerdict, { valid: true }>): void {
  const t = ctx.theme.out;
  const text = messages().admin.webhooks;
  const when = v.ageSec >= 0 ? text.ago(formatDuration(v.ageSec)) : text.ahead(formatDuration(-v.ageSec));
  const lines = [`${t.success('✓')} ${text.valid(when)}`];
  const e = v.event;
  if (!e) lines.push(`  ${text.notAnEvent}`);
  else {
    const f = text.fields;
    const rows: [string, string | undefined][] = [
      [f.event, e.id],
      [f.type, e.type],
      [f.shipment, e.shipment_id],
      [f.carrier, e.carrier],
      [f.tracking, e.tracking_number],
      [f.status, e.status],
      [f.subUser, e.sub_user_id],
      [f.created, e.created_at],
      [f.age, text.seconds(v.ageSec)],
    ];
    // Padded by display width: a Japanese label takes two cells a character.
    const width = Math.max(9, ...rows.map(([k]) => displayWidth(k) + 1));
    for (const [k, val] of rows)
      if (val !== undefined) lines.push(`  ${t.dim(k + ' '.repeat(width - displayWidth(k)))}${val}`);
  }
  ctx.io.stdout.write(`${lines.join('\n')}\n`);
}

function printInvalid(ctx: Context, v: Extract<DeliveryVerdict, { valid: false }>): void {
  const t = ctx.theme.err;
  const text = messages().admin.webhooks;
  const lines = [
    t.error(`✗ ${text.invalid(v.reason)}`),
    `  ${v.detail}`,
    ...v.hints.map((h) => `  ${text.hint(h)}`),
  ];
  if (v.reason === 'timestamp_too_old' || v.reason === 'timestamp_too_new') {
    lines.push(`  ${text.savedEarlierHint}`);
  }
  ctx.io.stderr.write(`${lines.join('\n')}\n`);
}
