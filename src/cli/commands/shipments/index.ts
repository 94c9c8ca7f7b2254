import { arg, defineNoun, defineVerb, describedAs, flag, type Handler } from '../../define.js';
import { IO_FLAGS, LIST_FLAGS, PRINT_FLAGS, SHIPMENT_FLAGS, TABLE_FLAGS } from '../../shared/flags.js';

const SHIPMENT_ARG = arg('<shipment>', 'shipment ID (API-…), ref number or tracking number');
const STATE = flag('--state <state>', 'active (default), void or any', {
  choices: ['active', 'void', 'any'],
});

export const ORDER = flag(
  '--order <order>',
  'only the shipment(s) made from this order (its id or ref number)',
);

export const list = defineVerb({
  name: 'list',
  aliases: ['ls'],
  description: 'List shipments of the last 2 months (newest first), one page or --all',
  flags: [
    describedAs(SHIPMENT_FLAGS.carrier, 'only this carrier type (e.g. sagawa)'),
    flag('--scope <scope>', 'api: created through the API (default); all: also in the app', {
      choices: ['api', 'all'],
    }),
    STATE,
    describedAs(
      SHIPMENT_FLAGS.ref,
      'only the shipment(s) with this ref number (reads every page of the window)',
    ),
    ORDER,
    LIST_FLAGS.since,
    LIST_FLAGS.until,
    describedAs(LIST_FLAGS.limit, 'page size (default 50, at most 250)'),
    LIST_FLAGS.page,
    LIST_FLAGS.all,
    TABLE_FLAGS.wide,
  ],
  groups: {
    'Filters:': [SHIPMENT_FLAGS.carrier, SHIPMENT_FLAGS.ref],
    'Time window:': [LIST_FLAGS.since, LIST_FLAGS.until],
    'Paging:': [LIST_FLAGS.limit, LIST_FLAGS.page, LIST_FLAGS.all],
  },
  effects: ['reads'],
  examples: [
    'shipctl shipments list',
    'shipctl shipments list --carrier sagawa --since 7d',
    'shipctl shipments list --state any --all --json | jq length',
    'shipctl shipments list --limit 20 --page 2',
    'shipctl shipments list --ref ORD-1001 --json',
  ],
  handler: (load): Handler => load(import('./list.js')),
});

export const get = defineVerb({
  name: 'get',
  aliases: ['view'],
  description: 'Show one shipment: addresses, setup, tracking numbers, label link, estimated delivery',
  args: [SHIPMENT_ARG],
  effects: ['reads'],
  examples: [
    'shipctl shipments get API-AB12CD34EF',
    "shipctl shipments get API-AB12CD34EF --json | jq -r '.delivery.tracking_numbers[0]'",
  ],
  handler: (load): Handler => load(import('./get.js')),
});

export const voidShipment = defineVerb({
  name: 'void',
  description: 'Void (delete) a shipment; asks first on a terminal, --yes skips the question',
  args: [SHIPMENT_ARG],
  effects: ['deletes'],
  examples: ['shipctl shipments void API-AB12CD34EF', 'shipctl shipments void API-AB12CD34EF --yes'],
  handler: (load): Handler => load(import('./void.js')),
});

export const label = defineVerb({
  name: 'label',
  description: 'Download the label of a shipment (PDF, or ZPL for thermal printers)',
  args: [SHIPMENT_ARG],
  flags: [
    describedAs(
      IO_FLAGS.out,
      'where to write it; - for stdout (default: <id>.pdf in label_dir, else the labels folder of the data directory, as ship)',
    ),
    IO_FLAGS.force,
    describedAs(
      PRINT_FLAGS.print,
      'send it to the printer (--printer, else the stored printer); saved only with --out or when printing fails',
    ),
    PRINT_FLAGS.printer,
  ],
  effects: ['reads', 'writes-files'],
  examples: [
    'shipctl shipments label API-AB12CD34EF',
    'shipctl shipments label API-AB12CD34EF --out label.pdf --force',
    'shipctl shipments label API-AB12CD34EF --out - | lp',
    'shipctl shipments label API-AB12CD34EF --print --printer tcp://192.168.1.50:9100',
  ],
  handler: (load): Handler => load(import('./label.js')),
});

export const find = defineVerb({
  name: 'find',
  aliases: ['search'],
  description:
    'Find shipments of the last 2 months by ref number, tracking number (or 4+ of its digits) or recipient name; exit 4 when none matches',
  args: [arg('<text>', 'a ref number, a tracking number, a shipment id, or part of a name or company')],
  flags: [describedAs(STATE, 'active, void or any (default any)'), TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: [
    'shipctl shipments find ORD-1001',
    'shipctl shipments find 鈴木',
    'shipctl shipments find 1234-5678-9012 --json',
  ],
  handler: (load): Handler => load(import('./find.js')),
});

export const summary = defineVerb({
  name: 'summary',
  description: 'End of day: shipments counted by carrier and service (test labels and voided ones apart)',
  flags: [
    describedAs(LIST_FLAGS.since, 'from: today (default), yesterday, 12h, YYYY-MM-DD (JST day)…'),
    describedAs(LIST_FLAGS.until, 'to (a YYYY-MM-DD day is included)'),
    flag(
      '--csv',
      'CSV for the pickup handover (carrier,service,shipments,packs,test,voided): shipments and packs count real labels; test and voided labels apart',
    ),
    flag(
      '--handover <file>',
      'also write the driver’s handover list: FILE.pdf (per carrier: each real label’s tracking number, order, prefecture, size and service; test and voided labels apart; a line for the driver’s signature and the time) or FILE.csv (one line per label)',
    ),
    describedAs(PRINT_FLAGS.print, 'print the handover list (--printer, else the stored printer)'),
    describedAs(PRINT_FLAGS.printer, 'print the handover list there: lp, lp:QUEUE or a file/device path'),
    TABLE_FLAGS.wide,
  ],
  effects: ['reads', 'writes-files'],
  examples: [
    'shipctl shipments summary',
    'shipctl shipments summary --since today --csv > pickup.csv',
    'shipctl shipments summary --since 2026-11-20 --until 2026-11-20 --json',
    'shipctl shipments summary --since today --handover pickup.pdf --print',
  ],
  handler: (load): Handler => load(import('./summary.js')),
});

export const definition = defineNoun({
  name: 'shipments',
  summary: 'List, find, show and void shipments; labels; the day’s summary',
  description: 'List, find, show and void shipments, download or print their labels, and sum up a day',
  examples: [
    'shipctl shipments list --since 7d',
    'shipctl shipments get API-AB12CD34EF',
    'shipctl shipments label API-AB12CD34EF --out label.pdf',
    'shipctl shipments void API-AB12CD34EF --yes',
    'shipctl shipments find ORD-1001',
    'shipctl shipments summary --since today --csv',
  ],
  verbs: [list, get, voidShipment, label, find, summary],
});
