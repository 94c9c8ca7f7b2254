import { LIVE_BASE_URL } from '../../../config/keys.js';
import { defineVerb, flag, type Handler } from '../../define.js';

/** The token from stdin: named when a prompt cannot be shown. */
export const WITH_TOKEN = flag('--with-token', 'read the token from stdin instead of prompting');

export const definition = defineVerb({
  name: 'login',
  summary: 'Store an API token for the live API (checked first)',
  description:
    'Store an API token (and the base URL) in a profile, after checking it with the API. ' +
    `The base URL is --base-url, else the profile's, else ${LIVE_BASE_URL}.`,
  flags: [WITH_TOKEN],
  // Checks the token with a read of the API, then stores it in the profile.
  effects: ['reads', 'local'],
  examples: [
    'shipctl login',
    'shipctl login --with-token < token.txt',
    'shipctl login --profile staging --base-url https://staging.example.com --with-token < token.txt',
  ],
  handler: (load): Handler => load(import('./login.js')),
});
