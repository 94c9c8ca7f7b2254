import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as add from './add.js';
import * as catalog from './catalog.js';
import * as list from './list.js';
import * as rates from './rates/index.js';
import * as remove from './remove.js';
import * as update from './update.js';

export function register(program: Command, kit: CommandKit): void {
  const carriers = program
    .command('carriers')
    .description(
      'Carrier accounts (credentials, print sizes), their negotiated rates, and the carrier catalog',
    )
    .addHelpText(
      'after',
      examples(
        'shipctl carriers list',
        'shipctl carriers add yamato',
        'shipctl carriers catalog sagawa',
        'shipctl carriers rates upload 4f9c2a1b rates.csv',
      ),
    );
  registerVerbs(carriers, kit, [
    ['list', list],
    ['add', add],
    ['update', update],
    ['remove', remove],
    ['catalog', catalog],
    ['rates', rates],
  ]);
}
