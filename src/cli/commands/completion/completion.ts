import type { Context } from '../../context.js';
import { completionScript, rootOf, type Shell } from '../../completion/index.js';
import type { Input } from '../../define.js';
import type { definition } from './index.js';

/** The same script as completions/ in the package: both describe the whole tree this run built. */
export async function run(input: Input<typeof definition>, ctx: Context): Promise<number> {
  ctx.io.stdout.write(completionScript(input.shell as Shell, rootOf(ctx)));
  return 0;
}
