import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { printJson } from '../../../output/json.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION, withSandboxDb } from '../sandbox-db.js';

export interface SandboxWebhooksClearOptions {
  db?: string;
}

export function register(webhooks: Command, kit: CommandKit): void {
  webhooks
    .command('clear')
    .description('Remove the endpoint and its secret; pending deliveries are cancelled')
    .option(...DB_OPTION)
    .addHelpText('after', examples('shipctl sandbox webhooks clear'))
    .action(action(kit, (flags: { db?: string }) => ({ db: flags.db }), run));
}

export async function run(opts: SandboxWebhooksClearOptions, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: false });
  const cancelled = (await withSandboxDb(dbPath, { create: false }, (m, db) => m.clearEndpoint({ db }))) ?? 0;
  if (ctx.globals.json) printJson(ctx.io, { db_path: dbPath, url: null, cancelled });
  else
    ctx.notices.success(
      `Webhook endpoint removed${cancelled > 0 ? `; ${cancelled} pending deliver${cancelled === 1 ? 'y' : 'ies'} cancelled` : ''}`,
    );
  return 0;
}
