import { defineNoun, defineVerb, describedAs, type Handler } from '../../define.js';
import { ADDRESS_FIELDS, addressField, addressFromFlags, flagsOf } from '../../shared/address-flags.js';
import { IO_FLAGS, TABLE_FLAGS } from '../../shared/flags.js';

export const list = defineVerb({
  name: 'list',
  description: 'List the warehouses (sender addresses; the first is the default sender of orders)',
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: ['shipctl warehouses list', "shipctl warehouses list --json | jq -r '.[0].id'"],
  handler: (load): Handler => load(import('./list.js')),
});

/** A warehouse's members in kanji, beside the address every saved address has. */
const KANJI_FIELDS = [
  addressField('--name-kanji <value>', 'full_name_kanji', 'full name in kanji'),
  addressField('--company-kanji <value>', 'company_kanji', 'company name in kanji'),
  addressField('--address1-kanji <value>', 'address1_kanji', 'street address in kanji'),
  addressField('--address2-kanji <value>', 'address2_kanji', 'building, floor, room in kanji'),
  addressField('--extra-kanji <value>', 'extra_kanji', 'additional line in kanji'),
  addressField(
    '--province-kanji <value>',
    'province_kanji',
    'prefecture in kanji (derived from --province in Japan)',
  ),
] as const;
const FIELDS = [...ADDRESS_FIELDS, ...KANJI_FIELDS] as const;

const INPUT = describedAs(
  IO_FLAGS.input,
  'the flat warehouse address as JSON (- for stdin); flags override it',
);

export const add = defineVerb({
  name: 'add',
  summary: 'Add a warehouse (POST /v1/warehouses)',
  description:
    'Add a warehouse (POST /v1/warehouses). Rules checked before sending: a name (full_name, ' +
    'company or their kanji), a street (address1 or address1_kanji), and in Japan the ' +
    'prefecture in kanji (taken from --province when not given).',
  flags: [INPUT, ...flagsOf(FIELDS), TABLE_FLAGS.wide],
  groups: {
    'Input:': [INPUT],
    'Address:': flagsOf(ADDRESS_FIELDS),
    'Address in kanji (Japan):': flagsOf(KANJI_FIELDS),
  },
  effects: ['changes'],
  examples: [
    'shipctl warehouses add --company-kanji 株式会社サンプル --zip 150-0002 --province 東京都 \\\n' +
      '      --city Shibuya-ku --address1 "2-21-1 Shibuya" --address1-kanji 渋谷区渋谷2-21-1 --phone 0312345678',
    'shipctl warehouses add --input warehouse.json',
  ],
  // The address flags become one flat warehouse address, its members named as the API names them.
  bind: (parsed) => ({ input: parsed.input, address: addressFromFlags(parsed, FIELDS) }),
  handler: (load): Handler => load(import('./add.js')),
});

export const definition = defineNoun({
  name: 'warehouses',
  description: 'Warehouses: sender addresses with kanji members',
  examples: ['shipctl warehouses list', 'shipctl warehouses add --input warehouse.json'],
  verbs: [list, add],
});
