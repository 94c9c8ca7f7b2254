import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { printJson } from '../../../output/json.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION, withSandboxDb } from '../sandbox-db.js';

export interface SandboxWebhooksShowOptions {
  db?: string;
}

export function register(webhooks: Command, kit: CommandKit): void {
  webhooks
    .command('show', { isDefault: true })
    .description('Show the registered endpoint (never the secret) and the deliveries by state')
    .option(...DB_OPTION)
    .addHelpText('after', examples('shipctl sandbox webhooks show', 'shipctl sandbox webhooks show --json'))
    .action(action(kit, (flags: { db?: string }) => ({ db: flags.db }), run));
}

export async function run(opts: SandboxWebhooksShowOptions, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: false });
  const found = await withSandboxDb(dbPath, { create: false }, (m, db) => ({
    endpoint: m.getEndpoint(db),
    deliveries: m.countDeliveries(db),
  }));
  const endpoint = found?.endpoint;
  const view = {
    db_path: dbPath,
    url: endpoint?.url ?? null,
    ...(endpoint ? { secret: '(set)', set_at: endpoint.set_at } : {}),
    deliveries: found?.deliveries ?? { pending: 0, delivered: 0, failed: 0, cancelled: 0 },
  };
  if (ctx.globals.json) {
    printJson(ctx.io, view);
    return 0;
  }
  const out = (label: string, value: string) => ctx.io.stdout.write(`${label.padEnd(12)}${value}\n`);
  out('url', view.url ?? '(none)');
  if (endpoint) {
    out('secret', '(set)');
    out('registered', endpoint.set_at);
  }
  out(
    'deliveries',
    Object.entries(view.deliveries)
      .map(([k, n]) => `${n} ${k}`)
      .join(', '),
  );
  return 0;
}
