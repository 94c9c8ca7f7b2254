import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as add from './add.js';
import * as list from './list.js';

export function register(program: Command, kit: CommandKit): void {
  const cmd = program
    .command('warehouses')
    .description('Warehouses: sender addresses with kanji members')
    .addHelpText(
      'after',
      examples('shipctl warehouses list', 'shipctl warehouses add --input warehouse.json'),
    );
  registerVerbs(cmd, kit, [
    ['list', list],
    ['add', add],
  ]);
}
