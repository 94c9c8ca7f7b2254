import { Argument, type Command } from 'commander';
import { INSTALL, SHELLS, completionScript, type Shell } from '../../completion/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';

export interface CompletionOptions {
  shell: Shell;
}

export function register(program: Command, kit: CommandKit): void {
  program
    .command('completion')
    .description(
      'Print the shell completion script (commands, options, carriers, services, pack sizes…); nothing is installed for you',
    )
    .addArgument(new Argument('<shell>', 'the shell to complete for').choices(SHELLS))
    .addHelpText(
      'after',
      '\nInstall it once with the example for your shell (a new shell picks it up; these are the\n' +
        'files each shell loads on its own; mkdir -p because a fresh home lacks the directory).\n' +
        'Or for the current shell only: source <(shipctl completion bash), likewise zsh; fish: shipctl completion fish | source\n' +
        examples(...SHELLS.map((s) => INSTALL[s])),
    )
    .action(action(kit, (shell: Shell) => ({ shell }), run));
}

/** The same script as completions/ in the package: both come from the full command tree. */
export async function run(opts: CompletionOptions, ctx: Context): Promise<number> {
  ctx.io.stdout.write(await completionScript(opts.shell));
  return 0;
}
