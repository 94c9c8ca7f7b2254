import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION, withSandboxDb } from '../sandbox-db.js';
import { printClock } from './print.js';

export interface ClockShowOptions {
  db?: string;
}

export function register(clock: Command, kit: CommandKit): void {
  clock
    .command('show', { isDefault: true })
    .description('Show the sandbox time and how it is set (the default verb)')
    .option(...DB_OPTION)
    .addHelpText('after', examples('shipctl sandbox clock', 'shipctl sandbox clock show --json'))
    .action(action(kit, (flags: { db?: string }) => ({ db: flags.db }), run));
}

export async function run(opts: ClockShowOptions, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: false });
  const view =
    (await withSandboxDb(dbPath, { create: false }, (m, db) => m.describeClock(m.readClockSetting(db)))) ??
    ({ mode: 'real', now: new Date().toISOString() } as const);
  printClock(ctx, view, dbPath);
  return 0;
}
