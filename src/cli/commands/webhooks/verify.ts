import type { Command } from 'commander';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TOLERANCE_SEC,
} from '../../../domain/webhook-signature.js';
import type { DeliveryVerdict } from '../../../webhooks/verify.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { EXIT, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import {
  parseNow,
  toleranceOf,
  readInputBytes,
  secretFlags,
  secretOptions,
  webhookSecret,
  type SecretFlags,
} from '../../shared/webhook-secret.js';

export interface VerifyOptions extends SecretFlags {
  payload?: string;
  request?: string;
  signature?: string;
  timestamp?: string;
  eventId?: string;
  tolerance?: string;
  now?: string;
}

export function register(webhooks: Command, kit: CommandKit): void {
  const cmd = webhooks
    .command('verify')
    .description(
      'Check the signature of a received delivery (spec 6.3) and explain why it fails; exit 1 when invalid',
    )
    .option('--payload <file>', 'the raw body as received (a file, or - for stdin); never re-serialized')
    .option('--request <file>', 'a saved raw HTTP request: request line, headers, blank line, body (or -)')
    .option('--signature <value>', `the ${WEBHOOK_SIGNATURE_HEADER} value, "sha256=…"`)
    .option('--timestamp <unix>', `the ${WEBHOOK_TIMESTAMP_HEADER} value, Unix seconds`)
    .option('--event-id <id>', 'the event-id header value; checked against the body’s id')
    .option(
      '--tolerance <duration>',
      `accepted clock difference, both ways, e.g. 10m; a bare number is seconds (default ${WEBHOOK_TOLERANCE_SEC})`,
    )
    .option(
      '--now <time>',
      'verify as of this time (Unix seconds or ISO 8601), e.g. when the delivery arrived',
    );
  secretOptions(cmd)
    .addHelpText(
      'after',
      examples(
        'shipctl webhooks verify --request delivery.http --secret-file secret.txt',
        'shipctl webhooks verify --payload body.json --signature sha256=5f… --timestamp 1739518124',
        'pbpaste | SHIPCTL_WEBHOOK_SECRET=… shipctl webhooks verify --request - --json',
      ),
    )
    .action(
      action(
        kit,
        (flags: VerifyOptions & { secret?: unknown }) => ({ ...flags, ...secretFlags(flags) }),
        run,
      ),
    );
}

export async function run(opts: VerifyOptions, ctx: Context): Promise<number> {
  if (opts.payload === '-' && opts.request === '-')
    throw new UsageError('only one of --payload and --request can read stdin');
  const toleranceSec = toleranceOf(opts.tolerance, { ms: 3650 * 86_400_000, text: 'at most 3650d' });
  const now = opts.now === undefined ? ctx.now() : parseNow(opts.now);
  const secret = await webhookSecret(ctx, opts);
  const request =
    opts.request === undefined ? undefined : await readInputBytes(ctx, opts.request, '--request');
  const body = opts.payload === undefined ? undefined : await readInputBytes(ctx, opts.payload, '--payload');

  // The verifier parses the event with its zod schema: loaded when the verb runs, not for --help.
  const [{ checkDelivery }, { formatDuration }] = await Promise.all([
    import('../../../webhooks/check.js'),
    import('../../../webhooks/verify.js'),
  ]);
  const result = checkDelivery({
    secret,
    now,
    toleranceSec,
    request,
    body,
    signature: opts.signature,
    timestamp: opts.timestamp,
    eventId: opts.eventId,
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
  } else if (verdict.valid) printValid(ctx, verdict, formatDuration);
  if (!verdict.valid) {
    if (!ctx.globals.json) printInvalid(ctx, verdict);
    return EXIT.failure;
  }
  return EXIT.ok;
}

function printValid(
  ctx: Context,
  v: Extract<DeliveryVerdict, { valid: true }>,
  formatDuration: (seconds: number) => string,
): void {
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
