// `sandbox faults`: injected failures for rehearsing the client's reliability rules.
// Grammar: ROUTE:KIND[=VALUE][:PROBABILITY] (docs/sandbox.md).
import { arg, defineNoun, defineVerb, type Handler } from '../../../define.js';
import { DB } from '../db-flag.js';
import { TABLE_FLAGS } from '../../../shared/flags.js';

export const list = defineVerb({
  name: 'list',
  description: 'List the fault rules in force (a running serve’s --fault flags included)',
  flags: [DB, TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: ['shipctl sandbox faults list', 'shipctl sandbox faults list --json'],
  handler: (load): Handler => load(import('./list.js')),
});

export const set = defineVerb({
  name: 'set',
  description: 'Add fault rules (a rule of the same route and kind is replaced); they stay until cleared',
  args: [arg('<rule...>', 'ROUTE:KIND[=VALUE][:PROBABILITY]')],
  flags: [DB, TABLE_FLAGS.wide],
  effects: ['local'],
  examples: [
    "shipctl sandbox faults set 'POST /v1/shipments:reset-after-commit'",
    "shipctl sandbox faults set 'POST /v1/shipments:error-before-commit=503:0.2' 'GET /v1/*:latency=300ms'",
    "shipctl sandbox faults set 'POST /v1/rates:rate-limit=3:0.1' 'CARRIER sagawa:unreachable'",
  ],
  handler: (load): Handler => load(import('./set.js')),
});

export const clear = defineVerb({
  name: 'clear',
  description: 'Remove the fault rules of one route, or all of them (a running serve’s --fault flags too)',
  args: [arg('[route]', "e.g. 'POST /v1/shipments' or 'CARRIER sagawa'; all rules when omitted")],
  flags: [DB, TABLE_FLAGS.wide],
  effects: ['local'],
  examples: ['shipctl sandbox faults clear', "shipctl sandbox faults clear 'POST /v1/shipments'"],
  handler: (load): Handler => load(import('./clear.js')),
});

export const definition = defineNoun({
  name: 'faults',
  description:
    'Inject failures per route: latency, 5xx before/after the write, resets, 429 bursts, unreachable carriers',
  examples: [
    "shipctl sandbox faults set 'POST /v1/shipments:reset-after-commit:0.5'",
    'shipctl sandbox faults list',
    'shipctl sandbox faults clear',
  ],
  verbs: [list, set, clear],
  defaultVerb: 'list',
});
