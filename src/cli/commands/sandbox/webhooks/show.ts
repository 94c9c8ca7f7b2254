import type { Context } from '../../../context.js';
import { printJson } from '../../../output/json.js';
import { resolveSandboxDb } from '../db-path.js';
import { withSandboxDb } from '../sandbox-db.js';
import type { Input } from '../../../define.js';
import type { show } from './index.js';
import { messages } from '../../../../i18n/index.js';
import { displayWidth } from '../../../output/width.js';

export async function run(input: Input<typeof show>, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, input.db, { create: false });
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
  const text = messages().admin.sandbox.webhooks;
  // Padded by display width: a Japanese label takes two cells a character.
  const out = (label: string, value: string) =>
    ctx.io.stdout.write(`${label}${' '.repeat(Math.max(2, 12 - displayWidth(label)))}${value}\n`);
  out(text.url, view.url ?? text.none);
  if (endpoint) {
    out(text.secret, text.set);
    out(text.registered, endpoint.set_at);
  }
  out(
    text.deliveries,
    Object.entries(view.deliveries)
      .map(([k, n]) => text.count(n, k))
      .join(', '),
  );
  return 0;
}
