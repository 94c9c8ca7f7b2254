import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { readDuration } from '../../../input/duration.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION, withSandboxDb } from '../sandbox-db.js';
import { printClock } from './print.js';

export interface ClockAdvanceOptions {
  duration: string;
  db?: string;
}

export function register(clock: Command, kit: CommandKit): void {
  clock
    .command('advance')
    .description('Move the sandbox clock forward (a frozen clock stays frozen)')
    .argument('<duration>', 'e.g. 90m, 2h, 3d, 1w, 1d12h')
    .option(...DB_OPTION)
    .addHelpText(
      'after',
      examples('shipctl sandbox clock advance 2h', 'shipctl sandbox clock advance 3d --json'),
    )
    .action(action(kit, (duration: string, flags: { db?: string }) => ({ duration, db: flags.db }), run));
}

export async function run(opts: ClockAdvanceOptions, ctx: Context): Promise<number> {
  const ms = readDuration(opts.duration, 'the duration', {
    hint: 'to go back in time, use `shipctl sandbox clock set`',
  });
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: true });
  const view = await withSandboxDb(dbPath, { create: true }, (m, db) =>
    m.describeClock(m.advanceClock(db, ms)),
  );
  printClock(ctx, view!, dbPath);
  return 0;
}
