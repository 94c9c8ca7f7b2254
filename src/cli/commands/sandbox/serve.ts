import { parseCallLimit } from '../../../sandbox/control.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { serveSandbox } from '../../embedded/embed.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { watchInstall } from '../../install-watch.js';
import { printJsonLine } from '../../output/json.js';
import { parseHttpUrl, webhookSecret } from '../../shared/webhook-secret.js';
import { resolveSandboxDb } from './db-path.js';
import { parseRules } from './faults/shared.js';
import { SERVE_FLAGS, type serve } from './index.js';
import { serveSettings } from './serve-flags.js';
import { messages } from '../../../i18n/index.js';
import { SANDBOX_FLAGS } from '../../shared/flags.js';
import { displayWidth } from '../../output/width.js';

/** `signal` stops the server (tests); otherwise SIGINT or SIGTERM does. */
export async function run(input: Input<typeof serve>, ctx: Context, signal?: AbortSignal): Promise<number> {
  const settings = serveSettings(input);
  const text = messages().admin.sandbox.serve;
  if (settings.callLimit) {
    try {
      parseCallLimit(settings.callLimit);
    } catch (err) {
      throw new UsageError(text.callLimit((err as Error).message));
    }
  }
  if (settings.faults) parseRules(settings.faults, SERVE_FLAGS.fault.long);
  if (settings.webhookSecretFile !== undefined && settings.webhookUrl === undefined)
    throw new UsageError(
      text.secretNeedsUrl(SERVE_FLAGS.webhookSecretFile.long, SERVE_FLAGS.webhookUrl.long),
    );
  const webhook = settings.webhookUrl
    ? {
        url: parseHttpUrl(settings.webhookUrl, SERVE_FLAGS.webhookUrl.long),
        secret: await webhookSecret(ctx, { secretFile: settings.webhookSecretFile }),
      }
    : undefined;
  const dbPath = resolveSandboxDb(ctx, settings.db, { create: true });
  // Looked at from before it listens: a rebuild once it answers is always seen.
  const replaced = new AbortController();
  const unwatch = watchInstall(() => replaced.abort());
  let sandbox;
  try {
    sandbox = await serveSandbox({
      dbPath,
      host: settings.host,
      port: settings.port,
      callLimit: settings.callLimit,
      seed: !settings.empty,
      advertise: true,
      ...(settings.faults ? { faults: settings.faults } : {}),
      ...(settings.faultSeed === undefined ? {} : { faultSeed: settings.faultSeed }),
      ...(webhook ? { webhook } : {}),
      dispatch: {
        ...(settings.webhookRetryScale === undefined ? {} : { retryScale: settings.webhookRetryScale }),
        ...(settings.webhookTimeoutMs === undefined ? {} : { timeoutMs: settings.webhookTimeoutMs }),
        log: (line) => ctx.notices.dim(line),
      },
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new CliError(text.portInUse(settings.port), { hint: text.portHint(SANDBOX_FLAGS.port.long) });
    if (code === 'EADDRNOTAVAIL') throw new UsageError(text.noSuchHost(settings.host));
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      throw new UsageError(text.hostUnresolved(settings.host), text.hostHint);
    if (code === 'EACCES') throw new CliError(text.notAllowed(settings.port), { hint: text.notAllowedHint });
    throw new CliError(text.cannotListen(`${settings.host}:${settings.port}`, (err as Error).message));
  }
  const { err } = ctx.theme;
  // The token goes to stderr only: it is a sandbox token, shown so curl users can call the API.
  ctx.notices.info(`${err.bold(text.listening)} ${text.on(sandbox.baseUrl)}`);
  // The labels padded to one column by display width: a Japanese one takes two cells a character.
  const labelWidth = Math.max(
    ...[text.database, text.token, text.callLimitLine, text.webhooks, text.fault].map(displayWidth),
  );
  const line = (label: string, value: string) =>
    ctx.notices.info(`  ${label}${' '.repeat(labelWidth - displayWidth(label) + 2)}${value}`);
  line(text.database, dbPath);
  line(text.token, sandbox.token);
  line(text.callLimitLine, text.perToken(settings.callLimit ?? '1000/60s'));
  if (webhook) line(text.webhooks, text.secretSet(webhook.url));
  for (const rule of settings.faults ?? []) line(text.fault, rule);
  ctx.notices.dim(
    `  ${text.tryIt} curl -H "x-access-token: ${sandbox.token}" ${sandbox.baseUrl}/v1/carriers`,
  );
  ctx.notices.dim(text.pressCtrlC);
  if (ctx.globals.json) printJsonLine(ctx.io, { url: sandbox.baseUrl, db_path: dbPath });

  await stopped(signal ? AbortSignal.any([signal, replaced.signal]) : replaced.signal);
  unwatch();
  if (replaced.signal.aborted) {
    ctx.io.stderr.write(`${messages().common.installChanged}\n`);
    await sandbox.close().catch(() => undefined);
    return EXIT.failure;
  }
  await sandbox.close();
  ctx.notices.info(text.stopped);
  return 0;
}

function stopped(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    if (signal?.aborted) return resolve();
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
    signal?.addEventListener('abort', done);
  });
}
