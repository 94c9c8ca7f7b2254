import type { Command } from 'commander';
import { examples, type CommandKit } from '../../../command-kit.js';
import * as clear from './clear.js';
import * as list from './list.js';
import * as set from './set.js';

/**
 * `sandbox faults`: injected failures for rehearsing the client's reliability
 * rules. Grammar: ROUTE:KIND[=VALUE][:PROBABILITY] (docs/sandbox.md).
 */
export function register(sandbox: Command, kit: CommandKit): void {
  const faults = sandbox
    .command('faults')
    .description(
      'Inject failures per route: latency, 5xx before/after the write, resets, 429 bursts, unreachable carriers',
    )
    .addHelpText(
      'after',
      examples(
        "shipctl sandbox faults set 'POST /v1/shipments:reset-after-commit:0.5'",
        'shipctl sandbox faults list',
        'shipctl sandbox faults clear',
      ),
    );
  for (const verb of [list, set, clear]) verb.register(faults, kit);
}
