import type { Command } from 'commander';
import { examples, registerVerbs, type CommandKit } from '../../command-kit.js';
import * as accounts from './accounts/index.js';
import * as advance from './advance.js';
import * as clock from './clock/index.js';
import * as faults from './faults/index.js';
import * as info from './info.js';
import * as reset from './reset.js';
import * as serve from './serve.js';
import * as stop from './stop.js';
import * as webhooks from './webhooks/index.js';

export function register(program: Command, kit: CommandKit): void {
  const sandbox = program
    .command('sandbox')
    .description('Run, inspect and reset the embedded sandbox (the API on a local SQLite database)')
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox serve --port 4010',
        'shipctl sandbox info',
        'shipctl sandbox stop',
        "shipctl sandbox clock set '2026-03-09 10:00 JST'",
        'shipctl sandbox advance 400012345676 --to delivered',
        'shipctl sandbox webhooks set --url http://127.0.0.1:8765/ --secret-file secret.txt',
        "shipctl sandbox faults set 'POST /v1/shipments:reset-after-commit'",
        'shipctl sandbox accounts add ups',
        'shipctl sandbox reset --empty --yes',
      ),
    );
  registerVerbs(sandbox, kit, [
    ['serve', serve],
    ['stop', stop],
    ['info', info],
    ['reset', reset],
    ['clock', clock],
    ['advance', advance],
    ['accounts', accounts],
    ['webhooks', webhooks],
    ['faults', faults],
  ]);
}

/** Alias of `register` under the name the sandbox brief uses. */
export const registerSandboxCommands = register;
