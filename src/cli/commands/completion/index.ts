import { arg, defineVerb, type Handler } from '../../define.js';
import { INSTALL, SHELLS } from '../../completion/shell.js';

export const definition = defineVerb({
  name: 'completion',
  description:
    'Print the shell completion script (commands, options, carriers, services, pack sizes…); nothing is installed for you',
  args: [arg('<shell>', 'the shell to complete for', { choices: SHELLS })],
  effects: ['reads'],
  notes:
    '\nInstall it once with the example for your shell (a new shell picks it up; these are the\n' +
    'files each shell loads on its own; mkdir -p because a fresh home lacks the directory).\n' +
    'Or for the current shell only: source <(shipctl completion bash), likewise zsh; fish: shipctl completion fish | source\n',
  examples: SHELLS.map((shell) => INSTALL[shell]),
  needsWholeTree: true,
  handler: (): Handler => import('./completion.js'),
});
