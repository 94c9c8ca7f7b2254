import { MAX_ADDRESSES } from '../../../domain/index.js';
import { defineNoun, defineVerb, describedAs, type Handler } from '../../define.js';
import { ADDRESS_FIELDS, addressFromFlags, flagsOf } from '../../shared/address-flags.js';
import { IO_FLAGS, TABLE_FLAGS } from '../../shared/flags.js';

export const list = defineVerb({
  name: 'list',
  description: 'List the saved addresses of the address book',
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: ['shipctl addresses list', 'shipctl addresses list --json'],
  handler: (load): Handler => load(import('./list.js')),
});

const INPUT = describedAs(
  IO_FLAGS.input,
  'the address object as JSON (- for stdin); flags override its members',
);

export const add = defineVerb({
  name: 'add',
  summary: `Save an address to the address book (POST /v1/addresses; at most ${MAX_ADDRESSES})`,
  description:
    `Save an address to the address book (POST /v1/addresses; at most ${MAX_ADDRESSES}). ` +
    'Saved addresses serve orders made in the app; API shipments take the address in the request.',
  flags: [INPUT, ...flagsOf(ADDRESS_FIELDS), TABLE_FLAGS.wide],
  groups: { 'Input:': [INPUT], 'Address:': flagsOf(ADDRESS_FIELDS) },
  effects: ['changes'],
  examples: [
    'shipctl addresses add --name "山田 太郎" --zip 100-0001 --province 東京都 --city 千代田区 --address1 "千代田1-1"',
    'shipctl addresses add --input address.json --phone 0312345678',
  ],
  // The address flags become one address record, its members named as the API names them.
  bind: (parsed) => ({ input: parsed.input, address: addressFromFlags(parsed, ADDRESS_FIELDS) }),
  handler: (load): Handler => load(import('./add.js')),
});

export const definition = defineNoun({
  name: 'addresses',
  description: 'The address book (at most 50 saved addresses, used by orders made in the app)',
  examples: [
    'shipctl addresses list',
    'shipctl addresses add --name "山田 太郎" --zip 1000001 --province 東京都',
  ],
  verbs: [list, add],
});
