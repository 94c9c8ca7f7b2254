import path from 'node:path';
import { openStateFile } from '../../shared/state-file.js';
import type { Command } from 'commander';
import { ensurePrivateDir } from '../../../config/index.js';
import type { ListenerNotice, ReceivedEvent } from '../../../webhooks/listener.js';
import { action, collect, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { formatIso, formatJst } from '../../output/format.js';
import { printJsonLine } from '../../output/json.js';
import {
  parseHttpUrl,
  parseWhole,
  toleranceOf,
  secretFlags,
  secretOptions,
  webhookSecret,
  type SecretFlags,
} from '../../shared/webhook-secret.js';

export const DEFAULT_PORT = 8765;

export interface ListenOptions extends SecretFlags {
  port?: string;
  forwardTo?: string;
  events: string[];
  tolerance?: string;
}

/** Resolves when the user stops the listener; handlers never call process.exit. */
export type StopSignal = () => Promise<void>;

export function register(webhooks: Command, kit: CommandKit): void {
  const cmd = webhooks
    .command('listen')
    .description(
      'Receive deliveries on 127.0.0.1: verify, drop redeliveries, print each event once, optionally forward it',
    )
    .option('--port <n>', `port to listen on, 0 for any free one (default ${DEFAULT_PORT})`)
    .option('--forward-to <url>', 'also POST each new verified event here, raw body and original headers')
    .option('--events <types>', 'only report these event types (comma-separated, repeatable)', collect, [])
    .option(
      '--tolerance <duration>',
      'accepted clock difference of the timestamp, e.g. 10m; a bare number is seconds (default 300)',
    );
  secretOptions(cmd)
    .addHelpText(
      'after',
      examples(
        'shipctl webhooks listen --secret-file secret.txt',
        'shipctl webhooks listen --port 0 --json | jq .data.current_status',
        'shipctl webhooks listen --forward-to http://127.0.0.1:3000/webhooks',
      ),
    )
    .action(
      action(
        kit,
        (flags: ListenOptions & { secret?: unknown }) => ({ ...flags, ...secretFlags(flags) }),
        (o, ctx) => run(o, ctx),
      ),
    );
}

export async function run(
  opts: ListenOptions,
  ctx: Context,
  stopped: StopSignal = untilSignal,
): Promise<number> {
  const port = parseWhole(opts.port, '--port', 0, 65535) ?? DEFAULT_PORT;
  const toleranceSec = toleranceOf(opts.tolerance, { ms: 86_400_000, text: 'at most 24h' });
  const forwardTo = opts.forwardTo === undefined ? undefined : parseHttpUrl(opts.forwardTo, '--forward-to');
  const events = opts.events
    .flatMap((e) => e.split(','))
    .map((e) => e.trim())
    .filter(Boolean);
  const secret = await webhookSecret(ctx, opts);

  const [{ openDedupeStore }, { createListener }] = await Promise.all([
    import('../../../webhooks/dedupe-store.js'),
    import('../../../webhooks/listener.js'),
  ]);
  const { dataDir } = ctx.settings().paths;
  ensurePrivateDir(dataDir);
  const seenFile = path.join(dataDir, 'webhooks', 'seen-events.db');
  const store = openStateFile(seenFile, 'the webhook dedupe store', () =>
    openDedupeStore(seenFile, { now: ctx.now }),
  );
  ctx.onClose(() => store.close());

  const listener = createListener({
    secret,
    port,
    store,
    forwardTo,
    events,
    toleranceSec,
    now: ctx.now,
    onEvent: (e) => printEvent(ctx, e),
    onNotice: (n) => printNotice(ctx, n),
  });
  let url: string;
  try {
    url = await listener.listen();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'EADDRINUSE'
        ? `port ${port} is already in use`
        : `cannot listen on port ${port}: ${(err as Error).message}`,
      {
        hint: 'pick another with --port, or --port 0 for any free port',
      },
    );
  }
  ctx.onClose(() => listener.close());
  ctx.notices.info(`Listening on ${url} (Ctrl+C to stop)`);
  if (forwardTo) ctx.notices.info(`Forwarding new events to ${forwardTo}`);
  if (events.length > 0) ctx.notices.dim(`(reporting only ${events.join(', ')})`);
  await stopped();
  ctx.notices.dim('(stopping)');
  return 0;
}

function printEvent(ctx: Context, e: ReceivedEvent): void {
  if (ctx.globals.json) return printJsonLine(ctx.io, e.event);
  const s = e.summary;
  const fields = [s.type, s.id, s.carrier, s.tracking_number, s.status, s.shipment_id].map((v) => v ?? '-');
  if (ctx.io.stdoutIsTTY) {
    const t = ctx.theme.out;
    ctx.io.stdout.write(
      `${t.dim(formatJst(e.receivedAt))}  ${fields.map((f, i) => (i === 4 ? t.bold(f) : f)).join('  ')}\n`,
    );
  } else {
    ctx.io.stdout.write(`${[formatIso(e.receivedAt), ...fields].join('\t')}\n`);
  }
}

function printNotice(ctx: Context, n: ListenerNotice): void {
  switch (n.kind) {
    case 'duplicate':
      return ctx.notices.dim(`(duplicate ${n.id}: already handled, answered 200)`);
    case 'skipped':
      return ctx.notices.dim(`(skipped ${n.type} ${n.id}: not in --events)`);
    case 'rejected':
      return ctx.notices.warn(`rejected a delivery with ${n.status} ${n.reason}: ${n.detail}`);
    case 'forwarded':
      if (n.ok) return ctx.notices.info(`→ forwarded ${n.id}: ${n.status}`);
      return ctx.notices.warn(`→ forwarding ${n.id} failed: ${n.error}`);
  }
}

/** Ctrl+C or a termination request ends a listener normally. */
function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
