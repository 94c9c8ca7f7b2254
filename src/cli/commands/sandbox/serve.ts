import { parseCallLimit } from '../../../sandbox/control.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { serveSandbox } from '../../embedded/embed.js';
import { CliError, UsageError } from '../../errors.js';
import { printJsonLine } from '../../output/json.js';
import { parseHttpUrl, webhookSecret } from '../../shared/webhook-secret.js';
import { resolveSandboxDb } from './db-path.js';
import { parseRules } from './faults/shared.js';
import type { serve } from './index.js';
import { serveSettings } from './serve-flags.js';

/** `signal` stops the server (tests); otherwise SIGINT or SIGTERM does. */
export async function run(input: Input<typeof serve>, ctx: Context, signal?: AbortSignal): Promise<number> {
  const settings = serveSettings(input);
  if (settings.callLimit) {
    try {
      parseCallLimit(settings.callLimit);
    } catch (err) {
      throw new UsageError(`--call-limit: ${(err as Error).message}`);
    }
  }
  if (settings.faults) parseRules(settings.faults, '--fault');
  if (settings.webhookSecretFile !== undefined && settings.webhookUrl === undefined)
    throw new UsageError('--webhook-secret-file needs --webhook-url');
  const webhook = settings.webhookUrl
    ? {
        url: parseHttpUrl(settings.webhookUrl, '--webhook-url'),
        secret: await webhookSecret(ctx, { secretFile: settings.webhookSecretFile }),
      }
    : undefined;
  const dbPath = resolveSandboxDb(ctx, settings.db, { create: true });
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
      throw new CliError(`port ${settings.port} is already in use`, {
        hint: 'pick another with --port, or --port 0 for a free one',
      });
    if (code === 'EADDRNOTAVAIL')
      throw new UsageError(`cannot bind --host ${settings.host}: no such local address`);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      throw new UsageError(
        `cannot bind --host ${settings.host}: the name does not resolve`,
        'give a local address such as 127.0.0.1 or 0.0.0.0',
      );
    if (code === 'EACCES')
      throw new CliError(`not allowed to listen on port ${settings.port}`, {
        hint: 'ports below 1024 need privileges: pick one above 1024, or --port 0',
      });
    throw new CliError(
      `the sandbox could not listen on ${settings.host}:${settings.port}: ${(err as Error).message}`,
    );
  }
  const { err } = ctx.theme;
  // The token goes to stderr only: it is a sandbox token, shown so curl users can call the API.
  ctx.notices.info(`${err.bold('Sandbox listening')} on ${sandbox.baseUrl}`);
  ctx.notices.info(`  database    ${dbPath}`);
  ctx.notices.info(`  token       ${sandbox.token}`);
  ctx.notices.info(`  call limit  ${settings.callLimit ?? '1000/60s'} per token`);
  if (webhook) ctx.notices.info(`  webhooks    ${webhook.url} (secret set)`);
  for (const rule of settings.faults ?? []) ctx.notices.info(`  fault       ${rule}`);
  ctx.notices.dim(`  try: curl -H "x-access-token: ${sandbox.token}" ${sandbox.baseUrl}/v1/carriers`);
  ctx.notices.dim('Press Ctrl+C to stop.');
  if (ctx.globals.json) printJsonLine(ctx.io, { url: sandbox.baseUrl, db_path: dbPath });

  await stopped(signal);
  await sandbox.close();
  ctx.notices.info('Sandbox stopped.');
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
