import { resolvePaths } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { stopWarm } from '../../embedded/warm.js';
import type { Input } from '../../define.js';
import type { stop } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(_input: Input<typeof stop>, ctx: Context): Promise<number> {
  const pid = await stopWarm(resolvePaths(ctx.env).dataDir);
  if (ctx.globals.json) printJson(ctx.io, { stopped: pid !== undefined, ...(pid ? { pid } : {}) });
  else if (pid) ctx.notices.success(messages().admin.sandbox.stopped(pid));
  else ctx.notices.info(messages().admin.sandbox.noneWarm);
  return 0;
}
