import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { printJson } from '../../../output/json.js';
import { parseHttpUrl, webhookSecret } from '../../../shared/webhook-secret.js';
import { resolveSandboxDb } from '../db-path.js';
import { runningServe, withSandboxDb } from '../sandbox-db.js';
import type { Input } from '../../../define.js';
import { URL_FLAG, type set } from './index.js';
import { messages } from '../../../../i18n/index.js';

export async function run(input: Input<typeof set>, ctx: Context): Promise<number> {
  const text = messages().admin.sandbox.webhooks;
  if (!input.url) throw new UsageError(text.urlRequired(URL_FLAG.long), text.urlExample);
  const url = parseHttpUrl(input.url, URL_FLAG.long);
  const secret = await webhookSecret(ctx, input);
  const dbPath = resolveSandboxDb(ctx, input.db, { create: true });
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
  ctx.notices.success(text.endpointSet(done!.url));
  ctx.notices.dim(done!.serving ? text.servingDelivers(done!.serving) : text.queued);
  return 0;
}
