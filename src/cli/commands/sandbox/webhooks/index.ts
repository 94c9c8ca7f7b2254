// `sandbox webhooks`: where the sandbox sends tracking.updated events (spec 6), kept in its database.
import { defineNoun, defineVerb, describedAs, flag, type Handler } from '../../../define.js';
import { LIST_FLAGS, TABLE_FLAGS, WEBHOOK_SECRET_FLAGS } from '../../../shared/flags.js';
import { DB } from '../db-flag.js';
import { DELIVERIES_LIMIT, DELIVERY_STATES } from './deliveries-options.js';

export const show = defineVerb({
  name: 'show',
  description: 'Show the registered endpoint (never the secret) and the deliveries by state',
  flags: [DB],
  effects: ['reads'],
  examples: ['shipctl sandbox webhooks show', 'shipctl sandbox webhooks show --json'],
  handler: (load): Handler => load(import('./show.js')),
});

/** Where the events go: named by the handler's messages. */
export const URL_FLAG = flag('--url <url>', 'http(s) URL that receives the events');

export const set = defineVerb({
  name: 'set',
  description: 'Register the endpoint the sandbox sends tracking.updated events to, and its secret',
  flags: [URL_FLAG, DB, WEBHOOK_SECRET_FLAGS.secretFile, WEBHOOK_SECRET_FLAGS.secret],
  effects: ['local'],
  examples: [
    'shipctl sandbox webhooks set --url http://127.0.0.1:8765/ --secret-file secret.txt',
    'SHIPCTL_WEBHOOK_SECRET=… shipctl sandbox webhooks set --url https://example.com/hooks',
    '# then: shipctl sandbox serve   (the serve delivers; events queue in the database meanwhile)',
  ],
  handler: (load): Handler => load(import('./set.js')),
});

export const clear = defineVerb({
  name: 'clear',
  description: 'Remove the endpoint and its secret; pending deliveries are cancelled',
  flags: [DB],
  effects: ['local'],
  examples: ['shipctl sandbox webhooks clear'],
  handler: (load): Handler => load(import('./clear.js')),
});

export const deliveries = defineVerb({
  name: 'deliveries',
  description: 'List tracking.updated deliveries, newest first: attempts, last answer, next attempt',
  flags: [
    flag('--state <state>', `only ${DELIVERY_STATES.join(', ')}`, { complete: 'delivery_states' }),
    describedAs(LIST_FLAGS.limit, `how many (default ${DELIVERIES_LIMIT})`, {
      defaultValue: DELIVERIES_LIMIT,
    }),
    DB,
    TABLE_FLAGS.wide,
  ],
  effects: ['reads'],
  examples: [
    'shipctl sandbox webhooks deliveries',
    'shipctl sandbox webhooks deliveries --state failed --json',
  ],
  handler: (load): Handler => load(import('./deliveries.js')),
});

export const definition = defineNoun({
  name: 'webhooks',
  description: 'Register, show or clear the sandbox’s webhook endpoint, and list deliveries',
  examples: [
    'shipctl sandbox webhooks set --url http://127.0.0.1:8765/ --secret-file secret.txt',
    'shipctl sandbox webhooks show',
    'shipctl sandbox webhooks deliveries --state pending',
    'shipctl sandbox webhooks clear',
  ],
  verbs: [show, set, clear, deliveries],
  defaultVerb: 'show',
});
