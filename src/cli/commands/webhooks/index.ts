import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TOLERANCE_SEC,
} from '../../../domain/webhook-signature.js';
import { KNOWN_STATUSES } from '../../../webhooks/sample-event.js';
import { collect, defineNoun, defineVerb, describedAs, flag, type Handler } from '../../define.js';
import { SANDBOX_FLAGS, WEBHOOK_SECRET_FLAGS } from '../../shared/flags.js';
import { DEFAULT_PORT } from './listen-port.js';

/** Where `webhooks listen` listens without --port. */

const TOLERANCE = WEBHOOK_SECRET_FLAGS.tolerance;

/** The flags the handlers name in their messages. */
export const WEBHOOK_FLAGS = {
  payload: flag('--payload <file>', 'the raw body as received (a file, or - for stdin); never re-serialized'),
  request: flag(
    '--request <file>',
    'a saved raw HTTP request: request line, headers, blank line, body (or -)',
  ),
  signature: flag('--signature <value>', `the ${WEBHOOK_SIGNATURE_HEADER} value, "sha256=…"`),
  timestamp: flag('--timestamp <unix>', `the ${WEBHOOK_TIMESTAMP_HEADER} value, Unix seconds`),
  forwardTo: flag(
    '--forward-to <url>',
    'also POST each new verified event here, raw body and original headers',
  ),
  to: flag('--to <url>', 'the receiver’s URL'),
  status: flag('--status <status>', `tracking status in the event (${KNOWN_STATUSES.join(', ')})`, {
    defaultValue: 'transit',
    complete: 'tracking_statuses',
  }),
  id: flag('--id <event-id>', 'event id (reuse one to simulate a redelivery; default a new evt_…)'),
} as const;

export const verify = defineVerb({
  name: 'verify',
  description:
    'Check the signature of a received delivery (spec 6.3) and explain why it fails; exit 1 when invalid',
  flags: [
    WEBHOOK_FLAGS.payload,
    WEBHOOK_FLAGS.request,
    WEBHOOK_FLAGS.signature,
    WEBHOOK_FLAGS.timestamp,
    flag('--event-id <id>', 'the event-id header value; checked against the body’s id'),
    describedAs(
      TOLERANCE,
      `accepted clock difference, both ways, e.g. 10m; a bare number is seconds (default ${WEBHOOK_TOLERANCE_SEC})`,
    ),
    flag('--now <time>', 'verify as of this time (Unix seconds or ISO 8601), e.g. when the delivery arrived'),
    WEBHOOK_SECRET_FLAGS.secretFile,
    WEBHOOK_SECRET_FLAGS.secret,
  ],
  effects: ['reads'],
  examples: [
    'shipctl webhooks verify --request delivery.http --secret-file secret.txt',
    'shipctl webhooks verify --payload body.json --signature sha256=5f… --timestamp 1739518124',
    'pbpaste | SHIPCTL_WEBHOOK_SECRET=… shipctl webhooks verify --request - --json',
  ],
  handler: (load): Handler => load(import('./verify.js')),
});

export const listen = defineVerb({
  name: 'listen',
  description:
    'Receive deliveries on 127.0.0.1: verify, drop redeliveries, print each event once, optionally forward it',
  flags: [
    describedAs(SANDBOX_FLAGS.port, `port to listen on, 0 for any free one (default ${DEFAULT_PORT})`),
    WEBHOOK_FLAGS.forwardTo,
    flag<'--events <types>', never, string[]>(
      '--events <types>',
      'only report these event types (comma-separated, repeatable)',
      { parse: collect, defaultValue: [] },
    ),
    TOLERANCE,
    WEBHOOK_SECRET_FLAGS.secretFile,
    WEBHOOK_SECRET_FLAGS.secret,
  ],
  // The ids of the events it has handled are kept in the data directory (a redelivery is
  // dropped across runs); with --forward-to, each new event is also POSTed to a receiver,
  // as `trigger` does.
  effects: ['local', 'changes'],
  examples: [
    'shipctl webhooks listen --secret-file secret.txt',
    'shipctl webhooks listen --port 0 --json | jq .data.current_status',
    'shipctl webhooks listen --forward-to http://127.0.0.1:3000/webhooks',
  ],
  handler: (load): Handler => load(import('./listen.js')),
});

export const trigger = defineVerb({
  name: 'trigger',
  description: 'Send a correctly signed sample tracking.updated event to a receiver you are developing',
  flags: [
    WEBHOOK_FLAGS.to,
    WEBHOOK_FLAGS.status,
    flag('--shipment <id>', 'shipment id in the event'),
    WEBHOOK_FLAGS.id,
    WEBHOOK_SECRET_FLAGS.secretFile,
    WEBHOOK_SECRET_FLAGS.secret,
  ],
  // A receiver takes the event for a real delivery and acts on it (marks an order delivered…):
  // a change to another system, which costs nothing.
  effects: ['changes'],
  examples: [
    'shipctl webhooks trigger --to http://127.0.0.1:3000/webhooks --secret-file secret.txt',
    'shipctl webhooks trigger --to http://127.0.0.1:8765/ --status delivered --shipment shp_123',
    '# the same id twice: a receiver should process it once',
    'shipctl webhooks trigger --to http://127.0.0.1:8765/ --id evt_demo1',
  ],
  // Without --to there is nowhere to send: commander refuses before the secret is looked for.
  configure: (cmd) =>
    cmd.options.find((option) => option.long === WEBHOOK_FLAGS.to.long)!.makeOptionMandatory(),
  handler: (load): Handler => load(import('./trigger.js')),
});

export const definition = defineNoun({
  name: 'webhooks',
  summary: 'Verify, receive and send signed tracking.updated events',
  description: 'Verify, receive and send signed tracking.updated events (spec section 6)',
  notes:
    '\nThe secret comes from --secret-file, env SHIPCTL_WEBHOOK_SECRET or the profile’s webhook_secret, ' +
    'never from an argument.\n',
  examples: [
    'shipctl webhooks listen --secret-file secret.txt',
    'shipctl webhooks trigger --to http://127.0.0.1:8765/ --secret-file secret.txt',
    'shipctl webhooks verify --request delivery.http --secret-file secret.txt',
  ],
  verbs: [verify, listen, trigger],
});
