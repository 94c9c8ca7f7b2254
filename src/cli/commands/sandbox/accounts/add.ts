// `sandbox accounts add ups`: POST /v1/carriers refuses ups (spec 2.13, dashboard
// only), so the sandbox database gets the account directly, as the dashboard's
// OAuth connection would leave it. Written to the database, which a running
// serve reads on every request, so no restart is needed.
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { printJson } from '../../../output/json.js';
import { resolveSandboxDb } from '../db-path.js';
import { withSandboxDb } from '../sandbox-db.js';
import type { Input } from '../../../define.js';
import { type add } from './index.js';
import { DASHBOARD_ONLY_TYPES } from './dashboard-types.js';
import { messages } from '../../../../i18n/index.js';

export async function run(input: Input<typeof add>, ctx: Context): Promise<number> {
  const type = input.type.trim().toLowerCase();
  if (!(DASHBOARD_ONLY_TYPES as readonly string[]).includes(type))
    throw new UsageError(
      messages().admin.sandbox.accounts.notDashboardOnly(input.type, DASHBOARD_ONLY_TYPES.join(', ')),
      messages().admin.sandbox.accounts.notDashboardOnlyHint,
    );
  const dbPath = resolveSandboxDb(ctx, input.db, { create: true });
  const added = await withSandboxDb(dbPath, { create: true }, (m, db) => {
    const deps = { db, clock: m.persistedClock(db), ids: m.randomIds };
    const main = m.ensureAccount(deps, { seed: true });
    return m.addDashboardAccount(deps, { accountId: main.id, subUserId: null }, 'ups');
  });
  if (!added) throw new UsageError(messages().admin.sandbox.cannotOpenShort(dbPath));
  if (ctx.globals.json) printJson(ctx.io, added);
  else ctx.io.stdout.write(`${added.id}\n`);
  ctx.notices.success(messages().admin.sandbox.accounts.added(added.type, added.id));
  return 0;
}
