// `shipctl __complete profiles`: values the completion scripts cannot hold because
// they live in the user's config file. Local and instant: reads one file, never the
// network, and prints nothing (exit 0) rather than an error the shell would show.
// `shipctl __complete scripts`: the three scripts as one JSON object, for
// scripts/gen-completions.mjs (one process instead of three).
import { Argument, type Command } from 'commander';
import { DEFAULT_PROFILE, readConfigFile, resolvePaths } from '../../../config/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';

export const DYNAMIC_VALUES = ['profiles', 'scripts'] as const;

export interface DynamicOptions {
  what: (typeof DYNAMIC_VALUES)[number];
}

export function register(program: Command, kit: CommandKit): void {
  program
    .command('__complete', { hidden: true })
    .description(
      'Print local values for the completion scripts, one a line (profile names); scripts: all three as JSON',
    )
    .addArgument(new Argument('<what>', 'what to list').choices(DYNAMIC_VALUES))
    .addHelpText('after', examples('shipctl __complete profiles'))
    .action(action(kit, (what: DynamicOptions['what']) => ({ what }), run));
}

export async function run(opts: DynamicOptions, ctx: Context): Promise<number> {
  if (opts.what === 'scripts') {
    const { SHELLS, completionScript, fullProgram } = await import('../../completion/index.js');
    const program = await fullProgram();
    const scripts: Record<string, string> = {};
    for (const shell of SHELLS) scripts[shell] = await completionScript(shell, program);
    ctx.io.stdout.write(`${JSON.stringify(scripts)}\n`);
    return 0;
  }
  let names: string[] = [DEFAULT_PROFILE];
  try {
    const file = readConfigFile(resolvePaths(ctx.env).configFile);
    names = [...new Set([DEFAULT_PROFILE, ...Object.keys(file.profiles ?? {})])].sort();
  } catch {
    // A broken config file is reported by the commands that use it, not in the middle of a prompt line.
  }
  ctx.io.stdout.write(names.map((n) => `${n}\n`).join(''));
  return 0;
}
