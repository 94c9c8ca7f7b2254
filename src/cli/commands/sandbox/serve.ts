import type { Command } from 'commander';
import { parseCallLimit } from '../../../sandbox/control.js';
import { action, collect, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError, UsageError } from '../../errors.js';
import { printJsonLine } from '../../output/json.js';
import { serveSandbox } from '../../embedded/embed.js';
import { parseHttpUrl, webhookSecret } from '../../shared/webhook-secret.js';
import { resolveSandboxDb } from './db-path.js';
import { bind, type SandboxServeOptions } from './serve-flags.js';
import { parseRules } from './faults/set.js';

export type { SandboxServeOptions };

export function register(sandbox: Command, kit: CommandKit): void {
  sandbox
    .command('serve')
    .description('Serve the sandbox API over HTTP until stopped (Ctrl+C)')
    .option('--port <n>', 'port to listen on (0 picks a free one)', '4010')
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--db <path>', 'SQLite database file (default: the data directory’s sandbox.db)')
    .option('--call-limit <total/window>', 'API call limit per token, e.g. 60/60s (default 1000/60s)')
    .option('--empty', 'create the database without demo data (no effect on an existing one)')
    .option('--fault <rule>', 'inject a fault for this run: ROUTE:KIND[=VALUE][:P] (repeatable)', collect, [])
    .option('--fault-seed <n>', 'seed the fault draws, so a probabilistic run repeats exactly')
    .option('--webhook-url <url>', 'send tracking.updated events here (kept in the database)')
    .option(
      '--webhook-secret-file <file>',
      'file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile)',
    )
    .option('--webhook-retry-scale <factor>', 'multiply the retry delays 1m/5m/30m/2h, e.g. 0.001 for tests')
    .option('--webhook-timeout <duration>', 'an attempt without an answer within this fails (default 10s)')
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox serve',
        'shipctl sandbox serve --port 0 --call-limit 60/60s',
        'shipctl sandbox serve --db ./demo.db --empty',
        "shipctl sandbox serve --fault 'POST /v1/shipments:reset-after-commit:0.1' --fault-seed 7",
        'shipctl sandbox serve --webhook-url http://127.0.0.1:8765/ --webhook-secret-file secret.txt',
        '# then: curl -H "x-access-token: TOKEN" http://127.0.0.1:4010/v1/carriers',
      ),
    )
    .action(action(kit, bind, run));
}

export async function run(opts: SandboxServeOptions, ctx: Context): Promise<number> {
  if (opts.callLimit) {
    try {
      parseCallLimit(opts.callLimit);
    } catch (err) {
      throw new UsageError(`--call-limit: ${(err as Error).message}`);
    }
  }
  if (opts.faults) parseRules(opts.faults, '--fault');
  if (opts.webhookSecretFile !== undefined && opts.webhookUrl === undefined)
    throw new UsageError('--webhook-secret-file needs --webhook-url');
  const webhook = opts.webhookUrl
    ? {
        url: parseHttpUrl(opts.webhookUrl, '--webhook-url'),
        secret: await webhookSecret(ctx, { secretFile: opts.webhookSecretFile }),
      }
    : undefined;
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: true });
  let sandbox;
  try {
    sandbox = await serveSandbox({
      dbPath,
      host: opts.host,
      port: opts.port,
      callLimit: opts.callLimit,
      seed: !opts.empty,
      advertise: true,
      ...(opts.faults ? { faults: opts.faults } : {}),
      ...(opts.faultSeed === undefined ? {} : { faultSeed: opts.faultSeed }),
      ...(webhook ? { webhook } : {}),
      dispatch: {
        ...(opts.webhookRetryScale === undefined ? {} : { retryScale: opts.webhookRetryScale }),
        ...(opts.webhookTimeoutMs === undefined ? {} : { timeoutMs: opts.webhookTimeoutMs }),
        log: (line) => ctx.notices.dim(line),
      },
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new CliError(`port ${opts.port} is already in use`, {
        hint: 'pick another with --port, or --port 0 for a free one',
      });
    if (code === 'EADDRNOTAVAIL')
      throw new UsageError(`cannot bind --host ${opts.host}: no such local address`);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      throw new UsageError(
        `cannot bind --host ${opts.host}: the name does not resolve`,
        'give a local address such as 127.0.0.1 or 0.0.0.0',
      );
    if (code === 'EACCES')
      throw new CliError(`not allowed to listen on port ${opts.port}`, {
        hint: 'ports below 1024 need privileges: pick one above 1024, or --port 0',
      });
    throw new CliError(
      `the sandbox could not listen on ${opts.host}:${opts.port}: ${(err as Error).message}`,
    );
  }
  const { err } = ctx.theme;
  // The token goes to stderr only: it is a sandbox token, shown so curl users can call the API.
  ctx.notices.info(`${err.bold('Sandbox listening')} on ${sandbox.baseUrl}`);
  ctx.notices.info(`  database    ${dbPath}`);
  ctx.notices.info(`  token       ${sandbox.token}`);
  ctx.notices.info(`  call limit  ${opts.callLimit ?? '1000/60s'} per token`);
  if (webhook) ctx.notices.info(`  webhooks    ${webhook.url} (secret set)`);
  for (const rule of opts.faults ?? []) ctx.notices.info(`  fault       ${rule}`);
  ctx.notices.dim(`  try: curl -H "x-access-token: ${sandbox.token}" ${sandbox.baseUrl}/v1/carriers`);
  ctx.notices.dim('Press Ctrl+C to stop.');
  if (ctx.globals.json) printJsonLine(ctx.io, { url: sandbox.baseUrl, db_path: dbPath });

  await stopped(opts.signal);
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
