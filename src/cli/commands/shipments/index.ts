import type { Command } from 'commander';
import { examples, registerVerbs, type CommandKit } from '../../command-kit.js';
import * as find from './find.js';
import * as get from './get.js';
import * as label from './label.js';
import * as list from './list.js';
import * as summary from './summary.js';
import * as voidVerb from './void.js';

export function register(program: Command, kit: CommandKit): void {
  const shipments = program
    .command('shipments')
    .description('List, find, show and void shipments, download or print their labels, and sum up a day')
    .addHelpText(
      'after',
      examples(
        'shipctl shipments list --since 7d',
        'shipctl shipments get API-AB12CD34EF',
        'shipctl shipments label API-AB12CD34EF --out label.pdf',
        'shipctl shipments void API-AB12CD34EF --yes',
        'shipctl shipments find ORD-1001',
        'shipctl shipments summary --since today --csv',
      ),
    );
  registerVerbs(shipments, kit, [
    ['list ls', list],
    ['get view', get],
    ['void', voidVerb],
    ['label', label],
    ['find search', find],
    ['summary', summary],
  ]);
}
