// `sandbox accounts add ups`: POST /v1/carriers refuses ups (spec 2.13, dashboard
// only), so the sandbox database gets the account directly, as the dashboard's
// OAuth connection would leave it. Written to the database, which a running
// serve reads on every request, so no restart is needed.
import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { printJson } from '../../../output/json.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION } from '../sandbox-db.js';
import { withSandboxDb } from '../sandbox-db.js';

const TYPES = ['ups'] as const;

export interface SandboxAccountsAddOptions {
  type: string;
  db?: string;
}

export function register(accounts: Command, kit: CommandKit): void {
  accounts
    .command('add')
    .description('Add an account of a dashboard-only carrier type (ups) to the sandbox')
    .argument('<type>', `carrier type: ${TYPES.join(', ')}`)
    .option(...DB_OPTION)
    .addHelpText('after', examples('shipctl sandbox accounts add ups'))
    .action(action(kit, (type: string, flags: { db?: string }) => ({ type, db: flags.db }), run));
}

export async function run(opts: SandboxAccountsAddOptions, ctx: Context): Promise<number> {
  const type = opts.type.trim().toLowerCase();
  if (!(TYPES as readonly string[]).includes(type))
    throw new UsageError(
      `${opts.type} is not a dashboard-only carrier type: only ${TYPES.join(', ')}`,
      'register the other types through the API: shipctl carriers add <type>',
    );
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: true });
  const added = await withSandboxDb(dbPath, { create: true }, (m, db) => {
    const deps = { db, clock: m.persistedClock(db), ids: m.randomIds };
    const main = m.ensureAccount(deps, { seed: true });
    return m.addDashboardAccount(deps, { accountId: main.id, subUserId: null }, 'ups');
  });
  if (!added) throw new UsageError(`cannot open the sandbox database ${dbPath}`);
  if (ctx.globals.json) printJson(ctx.io, added);
  else ctx.io.stdout.write(`${added.id}\n`);
  ctx.notices.success(`added a ${added.type} account ${added.id} (as if connected in the dashboard)`);
  return 0;
}
