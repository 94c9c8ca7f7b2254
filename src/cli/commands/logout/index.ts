import { defineVerb, type Handler } from '../../define.js';

export const definition = defineVerb({
  name: 'logout',
  summary: 'Remove the stored token of a profile',
  description: 'Remove the stored token of the profile (its base URL and defaults stay)',
  effects: ['local'],
  examples: ['shipctl logout', 'shipctl logout --profile staging'],
  handler: (): Handler => import('./logout.js'),
});
