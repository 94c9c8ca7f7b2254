import type { Command } from 'commander';
import { examples, type CommandKit } from '../../../command-kit.js';
import * as clear from './clear.js';
import * as deliveries from './deliveries.js';
import * as set from './set.js';
import * as show from './show.js';

/** `sandbox webhooks`: where the sandbox sends tracking.updated events (spec 6), kept in its database. */
export function register(sandbox: Command, kit: CommandKit): void {
  const webhooks = sandbox
    .command('webhooks')
    .description('Register, show or clear the sandbox’s webhook endpoint, and list deliveries')
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox webhooks set --url http://127.0.0.1:8765/ --secret-file secret.txt',
        'shipctl sandbox webhooks show',
        'shipctl sandbox webhooks deliveries --state pending',
        'shipctl sandbox webhooks clear',
      ),
    );
  for (const verb of [show, set, clear, deliveries]) verb.register(webhooks, kit);
}
