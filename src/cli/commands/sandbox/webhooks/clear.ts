import type { Context } from '../../../context.js';
import { printJson } from '../../../output/json.js';
import { resolveSandboxDb } from '../db-path.js';
import { withSandboxDb } from '../sandbox-db.js';
import type { Input } from '../../../define.js';
import type { clear } from './index.js';
import { messages } from '../../../../i18n/index.js';

export async function run(input: Input<typeof clear>, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, input.db, { create: false });
  const cancelled = (await withSandboxDb(dbPath, { create: false }, (m, db) => m.clearEndpoint({ db }))) ?? 0;
  if (ctx.globals.json) printJson(ctx.io, { db_path: dbPath, url: null, cancelled });
  else ctx.notices.success(messages().admin.sandbox.webhooks.removed(cancelled));
  return 0;
}
