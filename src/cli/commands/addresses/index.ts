import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as add from './add.js';
import * as list from './list.js';

export function register(program: Command, kit: CommandKit): void {
  const addresses = program
    .command('addresses')
    .description('The address book (at most 50 saved addresses, used by orders made in the app)')
    .addHelpText(
      'after',
      examples(
        'shipctl addresses list',
        'shipctl addresses add --name "山田 太郎" --zip 1000001 --province 東京都',
      ),
    );
  registerVerbs(addresses, kit, [
    ['list', list],
    ['add', add],
  ]);
}
