import { REGISTRABLE_CARRIERS } from '../../../domain/index.js';
import { arg, defineNoun, defineVerb, describedAs, type Handler } from '../../define.js';
import { IO_FLAGS, TABLE_FLAGS } from '../../shared/flags.js';
import { definition as rates } from './rates/index.js';
import { CREDENTIALS_FILE, SETTINGS_FLAGS } from './settings-flags.js';

const ACCOUNT_ARG = arg('<id>', 'carrier account ID (`shipctl carriers list`)');

export const list = defineVerb({
  name: 'list',
  description: 'List the carrier accounts (credentials masked, as the API returns them)',
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: [
    'shipctl carriers list',
    'shipctl carriers list --json | jq -r \'.[] | select(.type=="yamato") | .id\'',
  ],
  handler: (load): Handler => load(import('./list.js')),
});

const ADD_INPUT = describedAs(
  IO_FLAGS.input,
  'the API body {type, credentials, settings} as JSON (- for stdin)',
);

export const add = defineVerb({
  name: 'add',
  summary: 'Register a carrier account (POST /v1/carriers)',
  description:
    'Register a carrier account (POST /v1/carriers). On a terminal it asks for exactly the ' +
    'credentials the type needs (secrets hidden), then the print size and other settings. ' +
    'Secrets are never taken as arguments: use --credentials-file or --input.',
  args: [arg('[type]', `carrier type: ${REGISTRABLE_CARRIERS.join(', ')} (ups: dashboard only)`)],
  flags: [ADD_INPUT, CREDENTIALS_FILE, ...SETTINGS_FLAGS, TABLE_FLAGS.wide],
  groups: { 'Input:': [ADD_INPUT, CREDENTIALS_FILE], 'Settings:': SETTINGS_FLAGS },
  effects: ['changes'],
  examples: [
    'shipctl carriers add yamato',
    'shipctl carriers add yamato --credentials-file yamato.json --print-size PDF_A4',
    'shipctl carriers add --input carrier.json',
    '# yamato.json: {"key": "…", "freight_number": "01"}',
  ],
  handler: (load): Handler => load(import('./add.js')),
});

const UPDATE_INPUT = describedAs(
  IO_FLAGS.input,
  'the API body {credentials, settings} as JSON (- for stdin)',
);
const UPDATE_CREDENTIALS_FILE = describedAs(CREDENTIALS_FILE, 'credentials to change, as a JSON object');

export const update = defineVerb({
  name: 'update',
  summary: 'Change the credentials and/or settings of a carrier account (PUT /v1/carriers/:id)',
  description:
    'Change the credentials and/or settings of a carrier account (PUT /v1/carriers/:id). ' +
    'Changed credentials are sent; settings are sent whole, the current ones merged with the changes, ' +
    'so a service that replaces settings loses nothing. Masked values (********) in the input are left alone.',
  args: [ACCOUNT_ARG],
  flags: [UPDATE_INPUT, UPDATE_CREDENTIALS_FILE, ...SETTINGS_FLAGS, TABLE_FLAGS.wide],
  groups: { 'Input:': [UPDATE_INPUT, UPDATE_CREDENTIALS_FILE], 'Settings:': SETTINGS_FLAGS },
  effects: ['changes'],
  examples: [
    'shipctl carriers update 4f9c2a1b --print-size PDF_A4',
    'shipctl carriers update 4f9c2a1b --delivery-email "本日発送しました。お届け予定日をご確認ください。"',
    'shipctl carriers update 4f9c2a1b --credentials-file new-key.json',
  ],
  handler: (load): Handler => load(import('./update.js')),
});

export const remove = defineVerb({
  name: 'remove',
  description: 'Delete a carrier account (DELETE /v1/carriers/:id); asks first, --yes skips the question',
  args: [ACCOUNT_ARG],
  effects: ['deletes'],
  examples: ['shipctl carriers remove 4f9c2a1b', 'shipctl carriers remove 4f9c2a1b --yes'],
  handler: (load): Handler => load(import('./remove.js')),
});

export const catalog = defineVerb({
  name: 'catalog',
  summary: 'What each carrier offers: services, pack sizes, time slots, print sizes…; works offline',
  description:
    'What each carrier offers: services, pack sizes, time slots, print sizes, test labels, ' +
    'tracking, the shipment_date rule and the credentials it needs. Works offline.',
  args: [arg('[type]', 'one carrier type, e.g. sagawa (all carriers when left out)')],
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: [
    'shipctl carriers catalog',
    'shipctl carriers catalog sagawa',
    'shipctl carriers catalog yamato --json',
  ],
  handler: (load): Handler => load(import('./catalog.js')),
});

export const definition = defineNoun({
  name: 'carriers',
  description: 'Carrier accounts (credentials, print sizes), their negotiated rates, and the carrier catalog',
  examples: [
    'shipctl carriers list',
    'shipctl carriers add yamato',
    'shipctl carriers catalog sagawa',
    'shipctl carriers rates upload 4f9c2a1b rates.csv',
  ],
  verbs: [list, add, update, remove, catalog, rates],
});
