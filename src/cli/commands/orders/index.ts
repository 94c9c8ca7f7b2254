import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as create from './create.js';
import * as del from './delete.js';
import * as list from './list.js';
import * as ship from './ship.js';

export function register(program: Command, kit: CommandKit): void {
  const orders = program
    .command('orders')
    .description('Create, list, ship and delete orders (orders ship turns them into labels)')
    .addHelpText(
      'after',
      examples(
        'shipctl orders create --input order.json',
        'shipctl orders list --since 7d',
        'shipctl orders delete API-AB12CD34EF --yes',
        'shipctl orders ship --all --carrier sagawa --pack-size 60 --test --yes',
      ),
    );
  registerVerbs(orders, kit, [
    ['create', create],
    ['list ls', list],
    ['ship', ship],
    ['delete rm', del],
  ]);
}
