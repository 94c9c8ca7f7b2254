import { KEY_DESCRIPTIONS, SETTING_KEYS } from '../../../config/keys.js';
import { arg, defineNoun, defineVerb, flag, type Handler } from '../../define.js';
import { TABLE_FLAGS } from '../../shared/flags.js';

const KEY_ARG = arg('<key>', SETTING_KEYS.join(', '));

export const list = defineVerb({
  name: 'list',
  description: "List the profile's settings and where each value comes from",
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: ['shipctl config list', 'shipctl config list --profile staging --json'],
  handler: (load): Handler => load(import('./list.js')),
});

export const get = defineVerb({
  name: 'get',
  description: 'Print the value of one setting (a token only as "(set)")',
  args: [arg('<key>', `one of: profile, ${SETTING_KEYS.join(', ')}`)],
  effects: ['reads'],
  examples: [
    'shipctl config get currency',
    'shipctl config get base_url --profile staging',
    'shipctl config get carrier --json',
  ],
  handler: (load): Handler => load(import('./get.js')),
});

export const set = defineVerb({
  name: 'set',
  description: 'Store a setting in the profile (a token: only from stdin)',
  args: [KEY_ARG, arg('[value]', 'the value')],
  effects: ['local'],
  examples: [
    'shipctl config set currency JPY',
    'shipctl config set carrier yamato --profile warehouse-2',
    'shipctl config set label_dir ./labels',
    'shipctl config set base_url https://api.shipandco.com',
    '# a token is never an argument: shipctl login --with-token < token.txt',
  ],
  handler: (load): Handler => load(import('./set.js')),
});

export const unset = defineVerb({
  name: 'unset',
  description: 'Remove a setting (without base_url: the sandbox)',
  args: [KEY_ARG],
  effects: ['local'],
  examples: ['shipctl config unset carrier_id', 'shipctl config unset base_url --profile demo'],
  handler: (load): Handler => load(import('./unset.js')),
});

export const path = defineVerb({
  name: 'path',
  description: 'Print the config file path (--data: the data directory)',
  flags: [flag('--data', 'print the data directory (sandbox database, batch journals)')],
  effects: ['reads'],
  examples: [
    'shipctl config path',
    'shipctl config path --data',
    'SHIPCTL_HOME=/tmp/demo shipctl config path',
  ],
  handler: (load): Handler => load(import('./path.js')),
});

const keyWidth = Math.max(...SETTING_KEYS.map((key) => key.length));
const KEYS = SETTING_KEYS.map((key) => `  ${key.padEnd(keyWidth)}  ${KEY_DESCRIPTIONS[key]}`).join('\n');

export const definition = defineNoun({
  name: 'config',
  summary: 'Show and change settings and defaults',
  description: 'Show and change the settings of a profile (base URL, token, defaults)',
  notes: `\nKeys:\n${KEYS}\n`,
  examples: ['shipctl config list', 'shipctl config set currency JPY', 'shipctl config get base_url'],
  verbs: [list, get, set, unset, path],
});
