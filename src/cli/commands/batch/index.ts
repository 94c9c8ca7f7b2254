import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as ship from './ship.js';
import * as status from './status.js';

export function register(program: Command, kit: CommandKit): void {
  const batch = program
    .command('batch')
    .description('Ship a CSV of orders: validated first, journaled, resumable, quota-aware')
    .addHelpText(
      'after',
      examples(
        'shipctl batch ship orders.csv --dry-run',
        'shipctl batch ship orders.csv --yes --out results.csv',
        'shipctl batch status',
      ),
    );
  registerVerbs(batch, kit, [
    ['ship', ship],
    ['status', status],
  ]);
}
