import type { Context } from '../../context.js';
import { CancelledError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { resetSandbox } from '../../embedded/embed.js';
import { resolveSandboxDb } from './db-path.js';
import type { Input } from '../../define.js';
import type { reset } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof reset>, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, input.db, { create: true });
  const text = messages().admin.sandbox;
  const ok = await ctx.prompter.confirm({ message: text.resetQuestion(dbPath, input.empty === true) });
  if (!ok) throw new CancelledError();
  const { seeded } = await resetSandbox(dbPath, { empty: input.empty === true });
  if (ctx.globals.json) printJson(ctx.io, { db_path: dbPath, seeded });
  else ctx.notices.success(text.resetDone(seeded));
  return 0;
}
