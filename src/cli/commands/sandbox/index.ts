import type { Command } from 'commander';
import { examples, type CommandKit } from '../../command-kit.js';
import * as info from './info.js';
import * as reset from './reset.js';
import * as serve from './serve.js';

export function register(program: Command, kit: CommandKit): void {
  const sandbox = program
    .command('sandbox')
    .description('Run, inspect and reset the embedded sandbox (the API on a local SQLite database)')
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox serve --port 4010',
        'shipctl sandbox info',
        'shipctl sandbox reset --empty --yes',
      ),
    );
  for (const verb of [serve, info, reset]) verb.register(sandbox, kit);
}

/** Alias of `register` under the name the sandbox brief uses. */
export const registerSandboxCommands = register;
