import type { Command } from 'commander';
import { parseCallLimit } from '../../../sandbox/call-limit.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError, UsageError } from '../../errors.js';
import { printJsonLine } from '../../output/json.js';
import { serveSandbox } from '../../sandbox-embed.js';
import { resolveSandboxDb } from './db-path.js';

export interface SandboxServeOptions {
  port: number;
  host: string;
  db?: string;
  callLimit?: string;
  empty: boolean;
  /** Stops the server (tests); otherwise SIGINT or SIGTERM does. */
  signal?: AbortSignal;
}

export function register(sandbox: Command, kit: CommandKit): void {
  sandbox
    .command('serve')
    .description('Serve the sandbox API over HTTP until stopped (Ctrl+C)')
    .option('--port <n>', 'port to listen on (0 picks a free one)', '4010')
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--db <path>', 'SQLite database file (default: the data directory’s sandbox.db)')
    .option('--call-limit <total/window>', 'API call limit per token, e.g. 60/60s (default 1000/60s)')
    .option('--empty', 'create the database without demo data (no effect on an existing one)')
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox serve',
        'shipctl sandbox serve --port 0 --call-limit 60/60s',
        'shipctl sandbox serve --db ./demo.db --empty',
        '# then: curl -H "x-access-token: TOKEN" http://127.0.0.1:4010/v1/carriers',
      ),
    )
    .action(
      action(
        kit,
        (flags: { port: string; host: string; db?: string; callLimit?: string; empty?: boolean }) => ({
          port: parsePort(flags.port),
          host: flags.host,
          db: flags.db,
          callLimit: flags.callLimit,
          empty: Boolean(flags.empty),
        }),
        run,
      ),
    );
}

function parsePort(text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > 65535)
    throw new UsageError(`invalid --port "${text}": give a number from 0 to 65535`);
  return n;
}

export async function run(opts: SandboxServeOptions, ctx: Context): Promise<number> {
  if (opts.callLimit) {
    try {
      parseCallLimit(opts.callLimit);
    } catch (err) {
      throw new UsageError(`--call-limit: ${(err as Error).message}`);
    }
  }
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
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new CliError(`port ${opts.port} is already in use`, {
        hint: 'pick another with --port, or --port 0 for a free one',
      });
    if (code === 'EADDRNOTAVAIL')
      throw new UsageError(`cannot bind --host ${opts.host}: no such local address`);
    throw err;
  }
  const { err } = ctx.theme;
  // The token goes to stderr only: it is a sandbox token, shown so curl users can call the API.
  ctx.notices.info(`${err.bold('Sandbox listening')} on ${sandbox.baseUrl}`);
  ctx.notices.info(`  database    ${dbPath}`);
  ctx.notices.info(`  token       ${sandbox.token}`);
  ctx.notices.info(`  call limit  ${opts.callLimit ?? '1000/60s'} per token`);
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
