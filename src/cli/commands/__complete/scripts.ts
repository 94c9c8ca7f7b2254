// `shipctl __complete scripts`: the three scripts as one JSON object, for
// scripts/gen-completions.mjs (one process instead of three).
import { SHELLS, completionScript, rootOf } from '../../completion/index.js';
import type { Context } from '../../context.js';

export async function run(_input: unknown, ctx: Context): Promise<number> {
  const program = rootOf(ctx);
  const scripts: Record<string, string> = {};
  for (const shell of SHELLS) scripts[shell] = completionScript(shell, program);
  ctx.io.stdout.write(`${JSON.stringify(scripts)}\n`);
  return 0;
}
