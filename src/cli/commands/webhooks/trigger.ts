import type { Command } from 'commander';
import { KNOWN_STATUSES } from '../../../webhooks/sample-event.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { parseHttpUrl, secretFlags, secretOptions, webhookSecret, type SecretFlags } from '../../shared/webhook-secret.js';

export interface TriggerOptions extends SecretFlags {
  to?: string;
  status: string;
  shipment?: string;
  id?: string;
}

export function register(webhooks: Command, kit: CommandKit): void {
  const cmd = webhooks
    .command('trigger')
    .description('Send a correctly signed sample tracking.updated event to a receiver you are developing')
    .requiredOption('--to <url>', 'the receiver’s URL')
    .option('--status <status>', `tracking status in the event (${KNOWN_STATUSES.join(', ')})`, 'transit')
    .option('--shipment <id>', 'shipment id in the event')
    .option('--id <event-id>', 'event id (reuse one to simulate a redelivery; default a new evt_…)');
  secretOptions(cmd)
    .addHelpText(
      'after',
      examples(
        'shipctl webhooks trigger --to http://127.0.0.1:3000/webhooks --secret-file secret.txt',
        'shipctl webhooks trigger --to http://127.0.0.1:8765/ --status delivered --shipment shp_123',
        '# the same id twice: a receiver should process it once',
        'shipctl webhooks trigger --to http://127.0.0.1:8765/ --id evt_demo1',
      ),
    )
    .action(
      action(
        kit,
        (flags: TriggerOptions & { secret?: unknown }) => ({ ...flags, ...secretFlags(flags) }),
        run,
      ),
    );
}

export async function run(opts: TriggerOptions, ctx: Context): Promise<number> {
  if (opts.to === undefined) throw new UsageError('--to is required');
  const to = parseHttpUrl(opts.to, '--to');
  const status = opts.status.trim();
  if (!status) throw new UsageError('--status must not be empty', `e.g. ${KNOWN_STATUSES.join(', ')}`);
  if (opts.id !== undefined && !opts.id.trim()) throw new UsageError('--id must not be empty');
  if (!(KNOWN_STATUSES as readonly string[]).includes(status)) {
    ctx.notices.warn(
      `"${status}" is not a status the spec shows (${KNOWN_STATUSES.join(', ')}); sending it anyway`,
    );
  }
  const secret = await webhookSecret(ctx, opts);

  const { triggerSampleEvent } = await import('../../../webhooks/trigger.js');
  const result = await triggerSampleEvent({
    to,
    secret,
    now: ctx.now(),
    status,
    shipmentId: opts.shipment,
    id: opts.id?.trim(),
  });
  if (!result.sent) {
    throw new CliError(`could not deliver ${result.eventId} to ${to}: ${result.error}`, {
      exitCode: EXIT.unavailable,
      hint: 'is the receiver running? `shipctl webhooks listen` prints the URL to use',
    });
  }
  const ok = result.status >= 200 && result.status < 300;
  if (ctx.globals.json) printJson(ctx.io, { event_id: result.eventId, status: result.status, ok });
  else if (ok)
    ctx.io.stdout.write(
      `${ctx.theme.out.success('✓')} ${result.eventId} delivered to ${to}: ${result.status}\n`,
    );
  if (ok) return EXIT.ok;
  if (!ctx.globals.json) {
    ctx.notices.warn(`the receiver answered ${result.status} to ${result.eventId}`);
    if (result.body.trim()) ctx.io.stderr.write(`${result.body.trim()}\n`);
  }
  return EXIT.unavailable;
}
