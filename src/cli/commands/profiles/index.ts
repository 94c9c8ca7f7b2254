import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as list from './list.js';
import * as use from './use.js';

export function register(program: Command, kit: CommandKit): void {
  const profiles = program
    .command('profiles')
    .description('List profiles (the current one is marked *) and choose the default one')
    .addHelpText(
      'after',
      examples('shipctl profiles', 'shipctl profiles use staging', 'SHIPCTL_PROFILE=staging shipctl rates …'),
    );
  registerVerbs(profiles, kit, [
    ['list', list],
    ['use', use],
  ]);
}
