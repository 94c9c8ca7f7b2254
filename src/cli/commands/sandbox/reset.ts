import type { Context } from '../../context.js';
import { CancelledError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { resetSandbox } from '../../embedded/embed.js';
import { resolveSandboxDb } from './db-path.js';
import type { Input } from '../../define.js';
import type { reset } from './index.js';

export async function run(input: Input<typeof reset>, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, input.db, { create: true });
  const what = input.empty ? 'leave it empty' : 'reseed the demo data';
  const ok = await ctx.prompter.confirm({
    message: `Erase every shipment, order, carrier account and record in ${dbPath} and ${what}?`,
  });
  if (!ok) throw new CancelledError();
  const { seeded } = await resetSandbox(dbPath, { empty: input.empty === true });
  if (ctx.globals.json) printJson(ctx.io, { db_path: dbPath, seeded });
  else ctx.notices.success(`Sandbox reset${seeded ? ': demo warehouse and carriers seeded' : ' (empty)'}`);
  return 0;
}
