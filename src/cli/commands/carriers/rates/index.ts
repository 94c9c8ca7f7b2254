import { NEGOTIATED_RATE_CARRIERS } from '../../../../domain/index.js';
import { arg, defineNoun, defineVerb, type Handler } from '../../../define.js';

const ACCOUNT_ARG = arg('<id>', 'carrier account ID (`shipctl carriers list`)');

export const upload = defineVerb({
  name: 'upload',
  summary: `Upload negotiated rates (POST /v1/carriers/:id/rates) for ${NEGOTIATED_RATE_CARRIERS.join(', ')} accounts`,
  // Prose paragraphs are one line each (help wraps them to the terminal); the CSV sample keeps its lines.
  description:
    `Upload negotiated rates (POST /v1/carriers/:id/rates) for ${NEGOTIATED_RATE_CARRIERS.join(', ')} accounts. ` +
    'FILE is JSON (the API body: [{"from", "size", "price": {region: "1,234"}}]) or CSV:\n' +
    '  from,size,北海道,北東北,南東北,関東,…\n' +
    '  関東,60,"1,480","1,180","1,060",…\n' +
    'One row per origin region and pack size, one column per destination region, prices with ' +
    'thousands separators (quoted in CSV); an empty cell leaves that destination out. Region ' +
    'names must be those of the account’s carrier (`shipctl carriers catalog TYPE` lists them); ' +
    'they are checked before anything is sent. UTF-8 or Shift_JIS.',
  args: [ACCOUNT_ARG, arg('<file>', 'rates as .csv or .json (- for stdin)')],
  effects: ['changes'],
  examples: [
    'shipctl carriers rates upload 4f9c2a1b sagawa-rates.csv',
    'shipctl carriers rates upload 4f9c2a1b rates.json --json',
  ],
  handler: (load): Handler => load(import('./upload.js')),
});

export const clear = defineVerb({
  name: 'clear',
  description: 'Delete the negotiated rates of an account (standard rates apply again); asks first',
  args: [ACCOUNT_ARG],
  effects: ['deletes'],
  examples: ['shipctl carriers rates clear 4f9c2a1b', 'shipctl carriers rates clear 4f9c2a1b --yes'],
  handler: (load): Handler => load(import('./clear.js')),
});

export const definition = defineNoun({
  name: 'rates',
  description: 'Negotiated rates of a domestic account (yuupack, sagawa, yamato): upload or clear',
  examples: [
    'shipctl carriers rates upload 4f9c2a1b rates.csv',
    'shipctl carriers rates clear 4f9c2a1b --yes',
  ],
  verbs: [upload, clear],
});
