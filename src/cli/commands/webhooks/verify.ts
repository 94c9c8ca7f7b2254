import { checkDelivery } from '../../../webhooks/check.js';
import { formatDuration, type DeliveryVerdict } from '../../../webhooks/verify.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { EXIT, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { parseNow, readInputBytes, toleranceOf, webhookSecret } from '../../shared/webhook-secret.js';
import type { verify } from './index.js';

export async function run(input: Input<typeof verify>, ctx: Context): Promise<number> {
  if (input.payload === '-' && input.request === '-')
    throw new UsageError('only one of --payload and --request can read stdin');
  const toleranceSec = toleranceOf(input.tolerance, { ms: 3650 * 86_400_000, text: 'at most 3650d' });
  const now = input.now === undefined ? ctx.now() : parseNow(input.now);
  const secret = await webhookSecret(ctx, input);
  const request =
    input.request === undefined ? undefined : await readInputBytes(ctx, input.request, '--request');
  const body =
    input.payload === undefined ? undefined : await readInputBytes(ctx, input.payload, '--payload');

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
  const when =
    v.ageSec >= 0 ? `${formatDuration(v.ageSec)} ago` : `${formatDuration(-v.ageSec)} ahead of this clock`;
  const lines = [`${t.success('✓')} valid signature (signed ${when})`];
  const e = v.event;
  if (!e) lines.push('  (the body is not a JSON tracking event, so there is nothing more to show)');
  else {
    const rows: [string, string | undefined][] = [
      ['event', e.id],
      ['type', e.type],
      ['shipment', e.shipment_id],
      ['carrier', e.carrier],
      ['tracking', e.tracking_number],
      ['status', e.status],
      ['sub-user', e.sub_user_id],
      ['created', e.created_at],
      ['age', `${v.ageSec} s`],
    ];
    for (const [k, val] of rows) if (val !== undefined) lines.push(`  ${t.dim(k.padEnd(9))}${val}`);
  }
  ctx.io.stdout.write(`${lines.join('\n')}\n`);
}

function printInvalid(ctx: Context, v: Extract<DeliveryVerdict, { valid: false }>): void {
  const t = ctx.theme.err;
  const lines = [
    t.error(`✗ invalid signature: ${v.reason}`),
    `  ${v.detail}`,
    ...v.hints.map((h) => `  hint: ${h}`),
  ];
  if (v.reason === 'timestamp_too_old' || v.reason === 'timestamp_too_new') {
    lines.push(
      '  hint: to check a delivery saved earlier, pass --now with the time it arrived (or widen --tolerance)',
    );
  }
  ctx.io.stderr.write(`${lines.join('\n')}\n`);
}
