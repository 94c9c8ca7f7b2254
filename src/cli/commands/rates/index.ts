import { defineVerb, describedAs, type Handler, type Input } from '../../define.js';
import { IO_FLAGS, SHIPMENT_FLAGS as S, TABLE_FLAGS } from '../../shared/flags.js';

const toZip = describedAs(S.toZip, 'recipient postal code (530-0001)');
const toProvince = describedAs(S.toProvince, 'recipient prefecture or state: 13, 東京都, Tokyo, California');
const fromWarehouse = describedAs(
  S.fromWarehouse,
  'send from this warehouse (default: the profile’s, else the account’s)',
);
const packSize = describedAs(S.packSize, 'domestic pack size (sum of the sides in cm: 60, 80, 100…)');
const weight = describedAs(S.weight, 'parcel weight in grams');
const size = describedAs(S.size, 'parcel size in cm, e.g. 30x20x10 (domestic: picks the pack size)');
const cod = describedAs(S.cod, 'domestic cash on delivery amount');
const insurance = describedAs(S.insurance, 'insured amount');
const carrier = describedAs(S.carrier, 'only these carriers (comma-separated: sagawa,yamato)');
const carrierId = describedAs(S.carrierId, 'quote with this carrier account only');
const currency = describedAs(S.currency, 'currency for international rates (JPY, USD…)');
const cheapest = describedAs(IO_FLAGS.cheapest, 'print only the cheapest rate');

// Every flag under its help heading (the words of `ship --help`), in the order help and the
// shell completions list them.
const RATES_GROUPS = {
  'Recipient:': [toZip, S.toCountry, toProvince, S.toCity],
  'Sender:': [fromWarehouse, S.fromZip, S.fromProvince],
  'Parcel:': [packSize, S.packAmount, weight, size],
  'Extras:': [S.cool, cod, insurance],
  'Carriers:': [carrier, carrierId, currency],
  'Input and output:': [IO_FLAGS.input, cheapest],
} as const;

export const definition = defineVerb({
  name: 'rates',
  description: 'Compare rates across carriers, cheapest first (POST /v1/rates)',
  flags: [...Object.values(RATES_GROUPS).flat(), TABLE_FLAGS.wide],
  groups: RATES_GROUPS,
  effects: ['reads'],
  examples: [
    'shipctl rates --to-zip 530-0001 --pack-size 80',
    'shipctl rates --to-zip 9000001 --to-province 沖縄県 --size 30x20x15 --carrier sagawa,yamato',
    'shipctl rates --to-country US --to-zip 10001 --to-province "New York" --weight 1200 --size 30x20x10',
    'shipctl rates --input body.json --cheapest --json',
    "# --json keeps the API's members but orders the rates cheapest first, as the table does",
    "shipctl rates --to-zip 530-0001 --pack-size 80 --json | jq '.[0]'",
    '# the piped form is tab-separated: carrier, service, name, price, currency, surcharges, carrier_id',
    "shipctl rates --to-zip 0600001 --pack-size 60 | sort -t$'\\t' -k4,4n | head -3",
  ],
  handler: (load): Handler => load(import('./rates.js')),
});

/** What `rates` takes: one carrier type or several separated by commas in `carrier`. */
export type RatesOptions = Input<typeof definition>;
