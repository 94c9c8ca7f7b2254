import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION, withSandboxDb } from '../sandbox-db.js';
import { printClock } from './print.js';

export interface ClockResetOptions {
  db?: string;
}

export function register(clock: Command, kit: CommandKit): void {
  clock
    .command('reset')
    .description('Put the sandbox clock back on real time')
    .option(...DB_OPTION)
    .addHelpText('after', examples('shipctl sandbox clock reset'))
    .action(action(kit, (flags: { db?: string }) => ({ db: flags.db }), run));
}

export async function run(opts: ClockResetOptions, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: false });
  const view =
    (await withSandboxDb(dbPath, { create: false }, (m, db) => {
      m.writeClockSetting(db, { mode: 'real' });
      return m.describeClock({ mode: 'real' });
    })) ?? ({ mode: 'real', now: new Date().toISOString() } as const);
  printClock(ctx, view, dbPath);
  return 0;
}
