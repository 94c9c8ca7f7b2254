import type { Command } from 'commander';
import { resolvePaths } from '../../../config/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { stopWarm } from '../../embedded/warm.js';

export function register(sandbox: Command, kit: CommandKit): void {
  sandbox
    .command('stop')
    .description('Stop the warm sandbox that sandbox-mode commands share (it also stops by itself when idle)')
    .addHelpText(
      'after',
      '\nThe first command in sandbox mode starts a background sandbox for the data directory and\n' +
        'later commands reuse it; it exits after SHIPCTL_SANDBOX_IDLE (default 10m) without a request.\n' +
        'SHIPCTL_SANDBOX_IDLE=0 runs the sandbox inside each command instead.\n' +
        examples('shipctl sandbox stop', 'shipctl sandbox stop --json'),
    )
    .action(action(kit, () => ({}), run));
}

export async function run(_opts: object, ctx: Context): Promise<number> {
  const pid = await stopWarm(resolvePaths(ctx.env).dataDir);
  if (ctx.globals.json) printJson(ctx.io, { stopped: pid !== undefined, ...(pid ? { pid } : {}) });
  else if (pid) ctx.notices.success(`stopped the warm sandbox (pid ${pid})`);
  else ctx.notices.info('no warm sandbox is running for this data directory');
  return 0;
}
