import type { Command } from 'commander';
import { normalizeRoute } from '../../../../sandbox/control.js';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION } from '../sandbox-db.js';
import { onFaults, printFaults, type ListedFaultView } from './shared.js';

export interface SandboxFaultsClearOptions {
  route?: string;
  db?: string;
}

export function register(faults: Command, kit: CommandKit): void {
  faults
    .command('clear')
    .description('Remove the fault rules of one route, or all of them (a running serve’s --fault flags too)')
    .argument('[route]', "e.g. 'POST /v1/shipments' or 'CARRIER sagawa'; all rules when omitted")
    .option(...DB_OPTION)
    .addHelpText(
      'after',
      examples('shipctl sandbox faults clear', "shipctl sandbox faults clear 'POST /v1/shipments'"),
    )
    .action(
      action(kit, (route: string | undefined, flags: { db?: string }) => ({ route, db: flags.db }), run),
    );
}

export async function run(opts: SandboxFaultsClearOptions, ctx: Context): Promise<number> {
  let route: string | undefined;
  try {
    route = opts.route === undefined ? undefined : normalizeRoute(opts.route);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: false });
  const query = route === undefined ? '' : `?route=${encodeURIComponent(route)}`;
  const outcome = await onFaults(
    ctx,
    dbPath,
    { create: false },
    (call) => call<{ faults: ListedFaultView[] }>('DELETE', `/__sandbox/faults${query}`),
    (m, db) => void m.clearStoredFaults(db, route),
  );
  printFaults(ctx, outcome);
  return 0;
}
