import { MAX_SUB_USERS } from '../../../domain/index.js';
import { arg, defineNoun, defineVerb, describedAs, flag, type Handler } from '../../define.js';
import { IO_FLAGS, TABLE_FLAGS } from '../../shared/flags.js';

const SUB_USER_ARG = arg('<id>', 'sub-user ID (`shipctl sub-users list`)');
/** Where the new token is stored instead of printed: named when that cannot be. */
export const SAVE_PROFILE = flag(
  '--save-profile <name>',
  'store the token in this profile (implies --token) instead of printing it',
);

/** The sub-user's e-mail: asked on a terminal when not given. */
export const EMAIL = flag('--email <email>', 'the sub-user’s e-mail address');

export const list = defineVerb({
  name: 'list',
  description: 'List the sub-users of the main account',
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: ['shipctl sub-users list', 'shipctl sub-users list --json'],
  handler: (load): Handler => load(import('./list.js')),
});

export const create = defineVerb({
  name: 'create',
  summary: `Create a sub-user (POST /v1/sub-users; at most ${MAX_SUB_USERS} active)`,
  description:
    `Create a sub-user (POST /v1/sub-users; at most ${MAX_SUB_USERS} active). With --token the API issues ` +
    'the sub-user a token: printed once on stdout and never stored, unless --save-profile ' +
    'stores it in a profile instead (config file readable by you only).',
  flags: [
    EMAIL,
    flag('--first-name <name>', 'first name'),
    flag('--last-name <name>', 'last name'),
    flag('--company <name>', 'company'),
    flag('--token', 'request an API token for the sub-user'),
    SAVE_PROFILE,
    describedAs(IO_FLAGS.input, 'the API body {email, api_token, contact} as JSON (- for stdin)'),
    TABLE_FLAGS.wide,
  ],
  // --save-profile writes the token into this machine's config.
  effects: ['changes', 'local'],
  examples: [
    'shipctl sub-users create --email osaka@example.com --company "大阪倉庫"',
    'shipctl sub-users create --email osaka@example.com --token --json | jq -r .token',
    'shipctl sub-users create --email osaka@example.com --save-profile osaka',
  ],
  handler: (load): Handler => load(import('./create.js')),
});

export const get = defineVerb({
  name: 'get',
  description: 'Show one sub-user',
  args: [SUB_USER_ARG],
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: ['shipctl sub-users get 7d1e0c2a', 'shipctl sub-users get 7d1e0c2a --json'],
  handler: (load): Handler => load(import('./get.js')),
});

export const regenerateToken = defineVerb({
  name: 'regenerate-token',
  summary: 'Issue a new API token for a sub-user (POST /v1/sub-users/:id); the old one stops working',
  description:
    'Issue a new API token for a sub-user (POST /v1/sub-users/:id); the old one stops working. ' +
    'Asks first (--yes skips). The token is printed once, or stored with --save-profile.',
  args: [SUB_USER_ARG],
  flags: [describedAs(SAVE_PROFILE, 'store the new token in this profile instead of printing it')],
  // The old token stops working (a change to the account); --save-profile writes this machine's config.
  effects: ['changes', 'local'],
  examples: [
    'shipctl sub-users regenerate-token 7d1e0c2a',
    'shipctl sub-users regenerate-token 7d1e0c2a --yes --save-profile osaka',
  ],
  handler: (load): Handler => load(import('./regenerate-token.js')),
});

export const deleteSubUser = defineVerb({
  name: 'delete',
  summary: 'Delete a sub-user (DELETE /v1/sub-users/:id); its token stops working',
  description: 'Delete a sub-user (DELETE /v1/sub-users/:id); its token stops working. Asks first.',
  args: [SUB_USER_ARG],
  effects: ['deletes'],
  examples: ['shipctl sub-users delete 7d1e0c2a', 'shipctl sub-users delete 7d1e0c2a --yes'],
  handler: (load): Handler => load(import('./delete.js')),
});

export const definition = defineNoun({
  name: 'sub-users',
  description: 'Sub-users of the main account (at most 2 active) and their API tokens',
  examples: ['shipctl sub-users list', 'shipctl sub-users create --email osaka@example.com --token'],
  verbs: [list, create, get, regenerateToken, deleteSubUser],
});
