import { ADVANCE_TARGETS } from '../../../sandbox/control.js';
import { arg, collect, defineNoun, defineVerb, describedAs, flag, type Handler } from '../../define.js';
import { SANDBOX_FLAGS, SHIPMENT_FLAGS } from '../../shared/flags.js';
import { definition as accounts } from './accounts/index.js';
import { definition as clock } from './clock/index.js';
import { DB } from './db-flag.js';
import { definition as faults } from './faults/index.js';
import { definition as webhooks } from './webhooks/index.js';
import { SERVE_DEFAULTS } from './serve-defaults.js';

/** The flags of `sandbox serve` its checks name (serve-flags.ts, serve.ts). */
export const SERVE_FLAGS = {
  fault: flag<'--fault <rule>', never, string[]>(
    '--fault <rule>',
    'inject a fault for this run: ROUTE:KIND[=VALUE][:P] (repeatable)',
    { parse: collect, defaultValue: [] },
  ),
  faultSeed: flag('--fault-seed <n>', 'seed the fault draws, so a probabilistic run repeats exactly'),
  webhookUrl: flag('--webhook-url <url>', 'send tracking.updated events here (kept in the database)'),
  webhookSecretFile: flag(
    '--webhook-secret-file <file>',
    'file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile)',
  ),
  webhookTimeout: SANDBOX_FLAGS.webhookTimeout,
} as const;

export const serve = defineVerb({
  name: 'serve',
  description: 'Serve the sandbox API over HTTP until stopped (Ctrl+C)',
  // Checked by the handler before a database or a port is touched (serve-flags.ts).
  flags: [
    describedAs(SANDBOX_FLAGS.port, 'port to listen on (0 picks a free one)', {
      defaultValue: SERVE_DEFAULTS.port,
    }),
    flag('--host <host>', 'address to bind', { defaultValue: SERVE_DEFAULTS.host }),
    DB,
    flag('--call-limit <total/window>', 'API call limit per token, e.g. 60/60s (default 1000/60s)'),
    describedAs(SANDBOX_FLAGS.empty, 'create the database without demo data (no effect on an existing one)'),
    SERVE_FLAGS.fault,
    SERVE_FLAGS.faultSeed,
    SERVE_FLAGS.webhookUrl,
    SERVE_FLAGS.webhookSecretFile,
    flag('--webhook-retry-scale <factor>', 'multiply the retry delays 1m/5m/30m/2h, e.g. 0.001 for tests'),
    SERVE_FLAGS.webhookTimeout,
  ],
  effects: ['local'],
  examples: [
    'shipctl sandbox serve',
    'shipctl sandbox serve --port 0 --call-limit 60/60s',
    'shipctl sandbox serve --db ./demo.db --empty',
    "shipctl sandbox serve --fault 'POST /v1/shipments:reset-after-commit:0.1' --fault-seed 7",
    'shipctl sandbox serve --webhook-url http://127.0.0.1:8765/ --webhook-secret-file secret.txt',
    '# then: curl -H "x-access-token: TOKEN" http://127.0.0.1:4010/v1/carriers',
  ],
  handler: (load): Handler => load(import('./serve.js')),
});

export const stop = defineVerb({
  name: 'stop',
  description: 'Stop the warm sandbox that sandbox-mode commands share (it also stops by itself when idle)',
  effects: ['local'],
  notes:
    '\nThe first command in sandbox mode starts a background sandbox for the data directory and ' +
    'later commands reuse it; it exits after SHIPCTL_SANDBOX_IDLE (default 10m) without a request. ' +
    'SHIPCTL_SANDBOX_IDLE=0 runs the sandbox inside each command instead.\n',
  examples: ['shipctl sandbox stop', 'shipctl sandbox stop --json'],
  handler: (load): Handler => load(import('./stop.js')),
});

export const info = defineVerb({
  name: 'info',
  description: 'Show the sandbox database, whether it is being served, and how many resources it holds',
  flags: [DB, flag('--show-token', 'also print the sandbox’s main token (for curl)')],
  effects: ['reads'],
  examples: ['shipctl sandbox info', 'shipctl sandbox info --json', 'shipctl sandbox info --show-token'],
  handler: (load): Handler => load(import('./info.js')),
});

export const reset = defineVerb({
  name: 'reset',
  description: 'Erase all sandbox data and reseed the demo warehouse and carriers (the token stays)',
  flags: [describedAs(SANDBOX_FLAGS.empty, 'leave the sandbox empty instead of reseeding the demo data'), DB],
  effects: ['local'],
  examples: ['shipctl sandbox reset', 'shipctl sandbox reset --empty --yes'],
  handler: (load): Handler => load(import('./reset.js')),
});

export const advance = defineVerb({
  name: 'advance',
  description:
    'Move a sandbox parcel’s tracking forward now: the next status, or up to --to (emits tracking.updated)',
  args: [arg('<tracking-number>', 'a tracking number issued by this sandbox, or a shipment ID (API-…)')],
  flags: [
    // Checked by the handler, in any case (`--to Delivered`).
    flag('--to <status>', `advance up to this status: ${ADVANCE_TARGETS.join(', ')}`, {
      complete: 'advance_targets',
    }),
    describedAs(SHIPMENT_FLAGS.carrier, 'the carrier, when two carriers issued the same number'),
    DB,
  ],
  effects: ['local'],
  examples: [
    'shipctl sandbox advance 400012345676',
    'shipctl sandbox advance 400012345676 --to delivered',
    'shipctl sandbox advance API-AB12CD34EF --to exception --json',
  ],
  handler: (load): Handler => load(import('./advance.js')),
});

export const definition = defineNoun({
  name: 'sandbox',
  summary: 'Run, inspect and reset the embedded sandbox; its clock, webhooks and faults',
  description: 'Run, inspect and reset the embedded sandbox (the API on a local SQLite database)',
  examples: [
    'shipctl sandbox serve --port 4010',
    'shipctl sandbox info',
    'shipctl sandbox stop',
    "shipctl sandbox clock set '2026-03-09 10:00 JST'",
    'shipctl sandbox advance 400012345676 --to delivered',
    'shipctl sandbox webhooks set --url http://127.0.0.1:8765/ --secret-file secret.txt',
    "shipctl sandbox faults set 'POST /v1/shipments:reset-after-commit'",
    'shipctl sandbox accounts add ups',
    'shipctl sandbox reset --empty --yes',
  ],
  verbs: [serve, stop, info, reset, clock, advance, accounts, webhooks, faults],
});
