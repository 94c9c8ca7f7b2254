import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { printJson } from '../../../output/json.js';
import {
  parseHttpUrl,
  secretFlags,
  secretOptions,
  webhookSecret,
  type SecretFlags,
} from '../../../shared/webhook-secret.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION, runningServe, withSandboxDb } from '../sandbox-db.js';

export interface SandboxWebhooksSetOptions extends SecretFlags {
  url?: string;
  db?: string;
}

export function register(webhooks: Command, kit: CommandKit): void {
  const cmd = webhooks
    .command('set')
    .description('Register the endpoint the sandbox sends tracking.updated events to, and its secret')
    .option('--url <url>', 'http(s) URL that receives the events')
    .option(...DB_OPTION);
  secretOptions(cmd)
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox webhooks set --url http://127.0.0.1:8765/ --secret-file secret.txt',
        'SHIPCTL_WEBHOOK_SECRET=… shipctl sandbox webhooks set --url https://example.com/hooks',
        '# then: shipctl sandbox serve   (the serve delivers; events queue in the database meanwhile)',
      ),
    )
    .action(
      action(
        kit,
        (flags: SandboxWebhooksSetOptions & { secret?: unknown }) => ({
          url: flags.url,
          db: flags.db,
          ...secretFlags(flags),
        }),
        run,
      ),
    );
}

export async function run(opts: SandboxWebhooksSetOptions, ctx: Context): Promise<number> {
  if (!opts.url) throw new UsageError('--url is required', 'e.g. --url http://127.0.0.1:8765/');
  const url = parseHttpUrl(opts.url, '--url');
  const secret = await webhookSecret(ctx, opts);
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: true });
  const done = await withSandboxDb(dbPath, { create: true }, (m, db) => {
    const endpoint = m.registerEndpoint(
      { db, clock: m.persistedClock(db), ids: m.randomIds },
      { url, secret },
    );
    return { url: endpoint.url, set_at: endpoint.set_at, serving: runningServe(m, db)?.url };
  });
  if (ctx.globals.json) {
    printJson(ctx.io, { db_path: dbPath, url: done!.url, secret: '(set)', set_at: done!.set_at });
    return 0;
  }
  ctx.notices.success(`Webhook endpoint set: ${done!.url} (secret set)`);
  ctx.notices.dim(
    done!.serving
      ? `The sandbox serving at ${done!.serving} delivers status changes from now on.`
      : 'Status changes from now on are queued; `shipctl sandbox serve` delivers them.',
  );
  return 0;
}
