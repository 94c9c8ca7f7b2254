// `sandbox accounts`: carrier accounts the API cannot register (connected in the dashboard).
import { arg, defineNoun, defineVerb, type Handler } from '../../../define.js';
import { DB } from '../db-flag.js';
import { DASHBOARD_ONLY_TYPES } from './dashboard-types.js';

/** The carrier types only the dashboard connects. */

export const add = defineVerb({
  name: 'add',
  description: 'Add an account of a dashboard-only carrier type (ups) to the sandbox',
  args: [arg('<type>', `carrier type: ${DASHBOARD_ONLY_TYPES.join(', ')}`)],
  flags: [DB],
  effects: ['local'],
  examples: ['shipctl sandbox accounts add ups'],
  handler: (load): Handler => load(import('./add.js')),
});

export const definition = defineNoun({
  name: 'accounts',
  description: 'Add carrier accounts the API cannot register (ups: dashboard only), as if connected there',
  examples: ['shipctl sandbox accounts add ups', 'shipctl sandbox accounts add ups --json'],
  verbs: [add],
});
