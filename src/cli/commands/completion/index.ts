import { arg, defineVerb, type Handler } from '../../define.js';
import { INSTALL, SHELLS } from '../../completion/shell.js';

export const definition = defineVerb({
  name: 'completion',
  description:
    'Print the shell completion script (commands, options, carriers, services, pack sizes…); nothing is installed for you',
  args: [arg('<shell>', 'the shell to complete for', { choices: SHELLS })],
  effects: ['reads'],
  notes:
    '\nInstall it once with the lines for your shell; a new shell picks it up. Everything goes in ' +
    'your own home: no root, no system directory. For the current shell only: ' +
    'source <(shipctl completion bash), likewise zsh; fish: shipctl completion fish | source\n',
  examples: SHELLS.flatMap((shell) => INSTALL[shell]),
  needsWholeTree: true,
  handler: (load): Handler => load(import('./completion.js')),
});
