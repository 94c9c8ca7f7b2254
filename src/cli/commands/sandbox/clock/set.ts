import type { Command } from 'commander';
import { parseInstant } from '../../../../sandbox/control.js';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION, withSandboxDb } from '../sandbox-db.js';
import { printClock } from './print.js';

export interface ClockSetOptions {
  when: string;
  freeze: boolean;
  db?: string;
}

export function register(clock: Command, kit: CommandKit): void {
  clock
    .command('set')
    .description('Move the sandbox clock to an instant; it keeps running from there unless --freeze')
    .argument('<when>', "ISO 8601 with a zone (2026-03-09T01:00:00Z) or a JST time ('2026-03-09 10:00 JST')")
    .option('--freeze', 'hold the clock at that instant until it is set, advanced or reset again')
    .option(...DB_OPTION)
    .addHelpText(
      'after',
      examples(
        "shipctl sandbox clock set '2026-03-09 10:00 JST'",
        "shipctl sandbox clock set '2026-03-07 10:00 JST' --freeze   # a Saturday",
        'shipctl sandbox clock set 2026-03-09T01:00:00Z --db ./demo.db',
      ),
    )
    .action(
      action(
        kit,
        (when: string, flags: { freeze?: boolean; db?: string }) => ({
          when,
          freeze: Boolean(flags.freeze),
          db: flags.db,
        }),
        run,
      ),
    );
}

export async function run(opts: ClockSetOptions, ctx: Context): Promise<number> {
  let at: Date;
  try {
    at = parseInstant(opts.when);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: true });
  const view = await withSandboxDb(dbPath, { create: true }, (m, db) =>
    m.describeClock(m.setClock(db, at, { freeze: opts.freeze })),
  );
  printClock(ctx, view!, dbPath);
  return 0;
}
