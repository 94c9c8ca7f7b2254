import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION } from '../sandbox-db.js';
import { onFaults, printFaults, type ListedFaultView } from './shared.js';

export interface SandboxFaultsListOptions {
  db?: string;
}

export function register(faults: Command, kit: CommandKit): void {
  faults
    .command('list', { isDefault: true })
    .description('List the fault rules in force (a running serve’s --fault flags included)')
    .option(...DB_OPTION)
    .addHelpText('after', examples('shipctl sandbox faults list', 'shipctl sandbox faults list --json'))
    .action(action(kit, (flags: { db?: string }) => ({ db: flags.db }), run));
}

export async function run(opts: SandboxFaultsListOptions, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: false });
  const outcome = await onFaults(
    ctx,
    dbPath,
    { create: false },
    (call) => call<{ faults: ListedFaultView[] }>('GET', '/__sandbox/faults'),
    () => undefined,
  );
  printFaults(ctx, outcome);
  return 0;
}
