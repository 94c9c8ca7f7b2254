import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as listen from './listen.js';
import * as trigger from './trigger.js';
import * as verify from './verify.js';

export function register(program: Command, kit: CommandKit): void {
  const webhooks = program
    .command('webhooks')
    .description('Verify, receive and send signed tracking.updated events (spec section 6)')
    .addHelpText(
      'after',
      '\nThe secret comes from --secret-file, env SHIPCTL_WEBHOOK_SECRET or the profile’s webhook_secret,\n' +
        'never from an argument.\n' +
        examples(
          'shipctl webhooks listen --secret-file secret.txt',
          'shipctl webhooks trigger --to http://127.0.0.1:8765/ --secret-file secret.txt',
          'shipctl webhooks verify --request delivery.http --secret-file secret.txt',
        ),
    );
  registerVerbs(webhooks, kit, [
    ['verify', verify],
    ['listen', listen],
    ['trigger', trigger],
  ]);
}
