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
      '\nInstall it once (a new shell picks it up; these are the files each shell loads on its own):\n' +
        SHELLS.map((s) => `  ${s.padEnd(5)} ${INSTALL[s]}`).join('\n') +
        '\nOr for the current shell only: source <(shipctl completion bash), likewise zsh; fish: shipctl completion fish | source\n' +
        examples(
          'shipctl completion bash > ~/.local/share/bash-completion/completions/shipctl',
          'shipctl completion zsh > "${fpath[1]}/_shipctl"',
          'shipctl completion fish > ~/.config/fish/completions/shipctl.fish',
        ),
    )
    .action(action(kit, (shell: Shell) => ({ shell }), run));
}

/** The same script as completions/ in the package: both come from the full command tree. */
export async function run(opts: CompletionOptions, ctx: Context): Promise<number> {
  ctx.io.stdout.write(await completionScript(opts.shell));
  return 0;
}
