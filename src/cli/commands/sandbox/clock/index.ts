import type { Command } from 'commander';
import { examples, type CommandKit } from '../../../command-kit.js';
import * as advance from './advance.js';
import * as reset from './reset.js';
import * as set from './set.js';
import * as show from './show.js';

/**
 * `sandbox clock`: the time the sandbox answers with, kept in its database, so a
 * running `sandbox serve` on the same file follows every change at once.
 */
export function register(sandbox: Command, kit: CommandKit): void {
  const clock = sandbox
    .command('clock')
    .description('Show, set, advance or reset the sandbox clock (test windows, date rules, tracking)')
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox clock',
        "shipctl sandbox clock set '2026-03-09 10:00 JST'",
        'shipctl sandbox clock advance 2d',
        'shipctl sandbox clock reset',
      ),
    );
  for (const verb of [show, set, advance, reset]) verb.register(clock, kit);
}
