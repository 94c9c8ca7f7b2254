import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CancelledError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { resetSandbox } from '../../embedded/embed.js';
import { resolveSandboxDb } from './db-path.js';

export interface SandboxResetOptions {
  db?: string;
  empty: boolean;
}

export function register(sandbox: Command, kit: CommandKit): void {
  sandbox
    .command('reset')
    .description('Erase all sandbox data and reseed the demo warehouse and carriers (the token stays)')
    .option('--empty', 'leave the sandbox empty instead of reseeding the demo data')
    .option('--db <path>', 'SQLite database file (default: the data directory’s sandbox.db)')
    .addHelpText('after', examples('shipctl sandbox reset', 'shipctl sandbox reset --empty --yes'))
    .action(
      action(
        kit,
        (flags: { db?: string; empty?: boolean }) => ({ db: flags.db, empty: Boolean(flags.empty) }),
        run,
      ),
    );
}

export async function run(opts: SandboxResetOptions, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: true });
  const what = opts.empty ? 'leave it empty' : 'reseed the demo data';
  const ok = await ctx.prompter.confirm({
    message: `Erase every shipment, order, carrier account and record in ${dbPath} and ${what}?`,
  });
  if (!ok) throw new CancelledError();
  const { seeded } = await resetSandbox(dbPath, { empty: opts.empty });
  if (ctx.globals.json) printJson(ctx.io, { db_path: dbPath, seeded });
  else ctx.notices.success(`Sandbox reset${seeded ? ': demo warehouse and carriers seeded' : ' (empty)'}`);
  return 0;
}
