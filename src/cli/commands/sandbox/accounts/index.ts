import type { Command } from 'commander';
import { examples, type CommandKit } from '../../../command-kit.js';
import * as add from './add.js';

/** `sandbox accounts`: carrier accounts the API cannot register (connected in the dashboard). */
export function register(sandbox: Command, kit: CommandKit): void {
  const accounts = sandbox
    .command('accounts')
    .description('Add carrier accounts the API cannot register (ups: dashboard only), as if connected there')
    .addHelpText(
      'after',
      examples('shipctl sandbox accounts add ups', 'shipctl sandbox accounts add ups --json'),
    );
  add.register(accounts, kit);
}
