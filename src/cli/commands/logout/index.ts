import { defineVerb, type Handler } from '../../define.js';

export const definition = defineVerb({
  name: 'logout',
  description: 'Remove the stored token of the profile (its base URL and defaults stay)',
  effects: ['local'],
  examples: ['shipctl logout', 'shipctl logout --profile staging'],
  handler: (load): Handler => load(import('./logout.js')),
});
