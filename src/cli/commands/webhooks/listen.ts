import path from 'node:path';
import { ensurePrivateDir } from '../../../config/index.js';
import { openDedupeStore } from '../../../webhooks/dedupe-store.js';
import { createListener, type ListenerNotice, type ReceivedEvent } from '../../../webhooks/listener.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { CliError } from '../../errors.js';
import { formatIso, formatJst } from '../../output/format.js';
import { printJsonLine } from '../../output/json.js';
import { openStateFile } from '../../../ops/state-file.js';
import { parseHttpUrl, parseWhole, toleranceOf, webhookSecret } from '../../shared/webhook-secret.js';
import { WEBHOOK_FLAGS, type listen } from './index.js';
import { DEFAULT_PORT } from './listen-port.js';
import { messages } from '../../../i18n/index.js';
import { SANDBOX_FLAGS } from '../../shared/flags.js';

/** Resolves when the user stops the listener; handlers never call process.exit. */
export type StopSignal = () => Promise<void>;

export async function run(
  input: Input<typeof listen>,
  ctx: Context,
  stopped: StopSignal = untilSignal,
): Promise<number> {
  const port = parseWhole(input.port, SANDBOX_FLAGS.port.long, 0, 65535) ?? DEFAULT_PORT;
  const toleranceSec = toleranceOf(input.tolerance, { ms: 86_400_000, text: 'at most 24h' });
  const forwardTo =
    input.forwardTo === undefined ? undefined : parseHttpUrl(input.forwardTo, WEBHOOK_FLAGS.forwardTo.long);
  const events = (input.events ?? [])
    .flatMap((types) => types.split(','))
    .map((type) => type.trim())
    .filter(Boolean);
  const secret = await webhookSecret(ctx, input);

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
    onEvent: (event) => printEvent(ctx, event),
    onNotice: (notice) => printNotice(ctx, notice),
  });
  let url: string;
  try {
    url = await listener.listen();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const text = messages().admin.webhooks;
    throw new CliError(
      code === 'EADDRINUSE' ? text.portInUse(port) : text.cannotListen(port, (err as Error).message),
      { hint: text.portHint(SANDBOX_FLAGS.port.long) },
    );
  }
  ctx.onClose(() => listener.close());
  const text = messages().admin.webhooks;
  ctx.notices.info(text.listening(url));
  if (forwardTo) ctx.notices.info(text.forwarding(forwardTo));
  if (events.length > 0) ctx.notices.dim(text.reportingOnly(events.join(', ')));
  await stopped();
  ctx.notices.dim(text.stopping);
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
  const text = messages().admin.webhooks;
  switch (n.kind) {
    case 'duplicate':
      return ctx.notices.dim(text.duplicate(n.id));
    case 'skipped':
      return ctx.notices.dim(text.skipped(n.type, n.id));
    case 'rejected':
      return ctx.notices.warn(text.rejected(n.status, n.reason, n.detail));
    case 'forwarded':
      if (n.ok) return ctx.notices.info(text.forwarded(n.id, n.status));
      return ctx.notices.warn(text.forwardFailed(n.id, n.error));
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
