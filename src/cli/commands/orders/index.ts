import { arg, defineNoun, defineVerb, describedAs, flag, type Handler } from '../../define.js';
import {
  IO_FLAGS,
  LIST_FLAGS,
  ORDER_RUN_FLAGS,
  PRINT_FLAGS,
  SHIPMENT_FLAGS,
  TABLE_FLAGS,
} from '../../shared/flags.js';
import type { OrderBodyFlags } from './body.js';

// The recipient as the order's to_address names its fields: the help says which field each fills.
export const TO = {
  name: describedAs(SHIPMENT_FLAGS.toName, 'recipient full_name'),
  company: describedAs(SHIPMENT_FLAGS.toCompany, 'recipient company'),
  phone: describedAs(SHIPMENT_FLAGS.toPhone, 'recipient phone'),
  email: describedAs(SHIPMENT_FLAGS.toEmail, 'recipient email'),
  country: describedAs(SHIPMENT_FLAGS.toCountry, 'recipient country (default JP)'),
  zip: describedAs(SHIPMENT_FLAGS.toZip, 'recipient zip'),
  province: describedAs(SHIPMENT_FLAGS.toProvince, 'recipient province'),
  city: describedAs(SHIPMENT_FLAGS.toCity, 'recipient city'),
  address1: describedAs(SHIPMENT_FLAGS.toAddress1, 'recipient address1'),
  address2: describedAs(SHIPMENT_FLAGS.toAddress2, 'recipient address2'),
};

export const INPUT = describedAs(
  IO_FLAGS.input,
  'the API body as JSON: a file, or - for stdin; flags override its fields',
);
export const PRODUCT = describedAs(
  SHIPMENT_FLAGS.product,
  'a product, name=Tシャツ,qty=2,price=2500 (repeatable; "Tシャツ,2,2500" is read when unambiguous)',
);
// Orders take fewer carriers than shipments: completion offers those.
export const ORDER_CARRIER = describedAs(
  SHIPMENT_FLAGS.carrier,
  'carrier type for the order (setup.carrier)',
  {
    complete: 'order_carriers',
  },
);
export const WAREHOUSE = flag(
  '--warehouse <id>',
  'sender warehouse (setup.warehouse_id; default: your default warehouse)',
);
export const CURRENCY = describedAs(SHIPMENT_FLAGS.currency, 'ISO 4217 currency (setup.currency)');
export const REF = describedAs(SHIPMENT_FLAGS.ref, 'reference number (setup.ref_number)');

/** Only the values given: a flag left out leaves the --input body's field alone. */
const given = <T extends Record<string, string | undefined>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

export const create = defineVerb({
  name: 'create',
  description: 'Create an order (completed later in the app); checked before it is sent',
  flags: [
    INPUT,
    TO.name,
    TO.company,
    TO.phone,
    TO.email,
    TO.country,
    TO.zip,
    TO.province,
    TO.city,
    TO.address1,
    TO.address2,
    PRODUCT,
    ORDER_CARRIER,
    WAREHOUSE,
    CURRENCY,
    REF,
  ],
  groups: {
    'Input:': [INPUT],
    'Recipient:': Object.values(TO),
    'Order:': [PRODUCT, ORDER_CARRIER, WAREHOUSE, CURRENCY, REF],
  },
  effects: ['changes'],
  // The recipient flags become one to_address record, as buildOrderBody fills it.
  bind: (parsed): OrderBodyFlags => ({
    input: parsed.input,
    to: given({
      name: parsed.toName,
      company: parsed.toCompany,
      phone: parsed.toPhone,
      email: parsed.toEmail,
      country: parsed.toCountry,
      zip: parsed.toZip,
      province: parsed.toProvince,
      city: parsed.toCity,
      address1: parsed.toAddress1,
      address2: parsed.toAddress2,
    }),
    products: parsed.product ?? [],
    carrier: parsed.carrier,
    warehouse: parsed.warehouse,
    currency: parsed.currency,
    ref: parsed.ref,
  }),
  examples: [
    'shipctl orders create --input order.json',
    'shipctl orders create --to-name "山田 太郎" --to-zip 1000001 --to-province 東京都 --to-city 千代田区 \\\n      --to-address1 "千代田1-1" --product "name=Tシャツ,qty=2,price=2,500" --carrier sagawa --currency JPY',
    'cat order.json | shipctl orders create --input - --json',
  ],
  handler: (load): Handler => load(import('./create.js')),
});

// Declared outside the definition: inside it, the flags' context would type the value as any.
const SCOPE = flag('--scope <scope>', 'api (default), app or all', { choices: ['api', 'app', 'all'] });
const STATE = flag(
  '--state <state>',
  'open (no real label carries the order number yet) or shipped; --json adds shipping_state and shipped_as to each order',
  { choices: ['open', 'shipped'] },
);

export const list = defineVerb({
  name: 'list',
  aliases: ['ls'],
  description: 'List orders (by default those of the last 2 weeks; never older than 2 months)',
  flags: [
    SCOPE,
    STATE,
    describedAs(
      LIST_FLAGS.since,
      'created at or after: a duration ago (7d, 2w, 12h), today, YYYY-MM-DD (JST day) or ISO timestamp',
    ),
    LIST_FLAGS.until,
    describedAs(LIST_FLAGS.limit, 'page size (default 50, at most 100)'),
    LIST_FLAGS.page,
    describedAs(LIST_FLAGS.all, 'read every page (--json then prints one array of orders)'),
    TABLE_FLAGS.wide,
  ],
  effects: ['reads'],
  examples: [
    'shipctl orders list',
    'shipctl orders list --since 30d --all',
    "shipctl orders list --json | jq '.orders[].id'",
    "shipctl orders list --state open --all --json | jq -r '.[].id'",
  ],
  handler: (load): Handler => load(import('./list.js')),
});

export const ship = defineVerb({
  name: 'ship',
  description: 'Create each open order’s shipment (journaled like batch ship)',
  args: [arg('[orders...]', 'order IDs (API-…) or order numbers; or --all')],
  flags: [
    describedAs(
      LIST_FLAGS.all,
      'every open order the API lists (its default window: 2 weeks; --since widens it)',
    ),
    describedAs(LIST_FLAGS.since, 'with --all: orders created at or after (7d, 30d, YYYY-MM-DD…)'),
    describedAs(
      SHIPMENT_FLAGS.carrier,
      'carrier for every order, replacing the order’s own (default: the order’s, else the preset’s)',
      { complete: 'order_carriers' },
    ),
    describedAs(
      SHIPMENT_FLAGS.service,
      'service code (default: the order’s, else the carrier’s standard service)',
    ),
    ORDER_RUN_FLAGS.carrierId,
    describedAs(SHIPMENT_FLAGS.packSize, 'domestic pack size (60, 80, 100…)'),
    ORDER_RUN_FLAGS.test,
    ORDER_RUN_FLAGS.shipmentDate,
    describedAs(SHIPMENT_FLAGS.fromWarehouse, 'sender warehouse (default: the order’s sender)'),
    PRINT_FLAGS.preset,
    describedAs(IO_FLAGS.estimate, 'quote every order first and show the total in the question'),
    describedAs(PRINT_FLAGS.print, 'print the labels in order (--printer, else the stored printer)'),
    PRINT_FLAGS.printer,
    PRINT_FLAGS.deliveryNote,
    PRINT_FLAGS.gift,
    TABLE_FLAGS.wide,
  ],
  // It buys a label per order and saves each on this machine (the run's labels folder).
  effects: ['buys', 'writes-files'],
  examples: [
    'shipctl orders ship API-AB12CD34EF --carrier sagawa --pack-size 60',
    'shipctl orders ship --all --carrier sagawa --pack-size 60 --test --yes --json',
    'shipctl orders ship --all --preset desk1 --print',
  ],
  notes:
    '\nAn order is open until a real (not --test) label carries its ref number (or id): such an ' +
    'order is not shipped again, and voiding its label opens it again. Orders are never deleted ' +
    'by shipping; a re-run after a crash resumes without duplicates.\n',
  handler: (load): Handler => load(import('./ship.js')),
});

export const deleteOrder = defineVerb({
  name: 'delete',
  aliases: ['rm'],
  description: 'Delete an order; asks first on a terminal, --yes skips the question',
  args: [arg('<id>', 'order ID (API-…)')],
  effects: ['deletes'],
  examples: ['shipctl orders delete API-AB12CD34EF', 'shipctl orders delete API-AB12CD34EF --yes'],
  handler: (load): Handler => load(import('./delete.js')),
});

export const definition = defineNoun({
  name: 'orders',
  description: 'Create, list, ship and delete orders (orders ship turns them into labels)',
  examples: [
    'shipctl orders create --input order.json',
    'shipctl orders list --since 7d',
    'shipctl orders delete API-AB12CD34EF --yes',
    'shipctl orders ship --all --carrier sagawa --pack-size 60 --test --yes',
  ],
  verbs: [create, list, ship, deleteOrder],
});
