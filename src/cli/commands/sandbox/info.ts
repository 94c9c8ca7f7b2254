import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { inspectSandbox } from '../../embedded/embed.js';
import { describeMode } from './clock/print.js';
import { resolveSandboxDb } from './db-path.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';

export interface SandboxInfoOptions {
  db?: string;
  showToken: boolean;
}

export function register(sandbox: Command, kit: CommandKit): void {
  sandbox
    .command('info')
    .description('Show the sandbox database, whether it is being served, and how many resources it holds')
    .option('--db <path>', 'SQLite database file (default: the data directory’s sandbox.db)')
    .option('--show-token', 'also print the sandbox’s main token (for curl)')
    .addHelpText(
      'after',
      examples('shipctl sandbox info', 'shipctl sandbox info --json', 'shipctl sandbox info --show-token'),
    )
    .action(
      action(
        kit,
        (flags: { db?: string; showToken?: boolean }) => ({
          db: flags.db,
          showToken: Boolean(flags.showToken),
        }),
        run,
      ),
    );
}

export async function run(opts: SandboxInfoOptions, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  const info = await inspectSandbox(resolveSandboxDb(ctx, opts.db, { create: false }), {
    withToken: opts.showToken,
  });
  if (ctx.globals.json) {
    printJson(ctx.io, info);
    return 0;
  }
  const labels = ['database', 'schema', ...Object.keys(info.counts ?? {}).map((t) => t.replace(/_/g, '-'))];
  const width = Math.max(...labels.map((l) => l.length)) + 2;
  const out = (label: string, value: string) => ctx.io.stdout.write(`${label.padEnd(width)}${value}\n`);
  out('database', info.db_path);
  if (!info.exists) {
    ctx.notices.dim(
      'No sandbox yet: it is created on first use (any command in sandbox mode, or shipctl sandbox serve).',
    );
    return 0;
  }
  out('size', `${Math.ceil((info.size_bytes ?? 0) / 1024)} KiB`);
  if (info.created_at) out('created', info.created_at);
  out('serving', info.serving ? `${info.serving.url} (pid ${info.serving.pid})` : 'no');
  out('warm', info.warm ? `${info.warm.url} (pid ${info.warm.pid})` : 'no');
  if (info.clock) out('clock', `${info.clock.now} (${describeMode(info.clock)})`);
  out('webhooks', info.webhook ? `${info.webhook.url} (secret set)` : 'none');
  out('faults', info.faults && info.faults.length > 0 ? info.faults.join(', ') : 'none');
  out(
    'schema',
    Object.entries(info.schema ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
  for (const [table, n] of Object.entries(info.counts ?? {})) out(table.replace(/_/g, '-'), String(n));
  if (info.token) out('token', info.token);
  return 0;
}
