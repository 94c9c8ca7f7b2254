import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as create from './create.js';
import * as del from './delete.js';
import * as get from './get.js';
import * as list from './list.js';
import * as regenerate from './regenerate-token.js';

export function register(program: Command, kit: CommandKit): void {
  const cmd = program
    .command('sub-users')
    .description('Sub-users of the main account (at most 2 active) and their API tokens')
    .addHelpText(
      'after',
      examples('shipctl sub-users list', 'shipctl sub-users create --email osaka@example.com --token'),
    );
  registerVerbs(cmd, kit, [
    ['list', list],
    ['create', create],
    ['get', get],
    ['regenerate-token', regenerate],
    ['delete', del],
  ]);
}
