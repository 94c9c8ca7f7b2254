import { defineNoun, defineVerb, describedAs, flag, type Handler } from '../../define.js';
import { IO_FLAGS, ORDER_RUN_FLAGS, PRINT_FLAGS, SHIPMENT_FLAGS, STATION_FLAGS } from '../../shared/flags.js';

// Stored under the same key as --print: false with it, true with --print, unset with neither.
// Declared outside the definition: inside it, the flags' context would type the value as any.
const NO_PRINT = flag('--no-print', 'do not print, though a printer is stored');

/** The orders a station scans, from a batch file instead of the account's. */
export const ORDERS_FILE = flag(
  '--orders-file <file>',
  'scan the orders of a batch file (CSV, as batch ship reads it) instead of the account’s; its sku and barcode (JAN) columns are what --verify-items checks',
);

export const scan = defineVerb({
  name: 'scan',
  description: 'Packing station: each scanned order number or ref is shipped, its label printed, next',
  flags: [
    describedAs(
      SHIPMENT_FLAGS.carrier,
      'carrier for every order, replacing the order’s own (default: the order’s, else station.carrier)',
    ),
    describedAs(
      SHIPMENT_FLAGS.service,
      'service code (default: the order’s, else station.service, else the carrier’s standard)',
    ),
    ORDER_RUN_FLAGS.carrierId,
    describedAs(SHIPMENT_FLAGS.packSize, 'domestic pack size (default: station.pack_size)'),
    ORDER_RUN_FLAGS.test,
    ORDER_RUN_FLAGS.shipmentDate,
    describedAs(
      SHIPMENT_FLAGS.fromWarehouse,
      'sender warehouse (default: station.from_warehouse, else the order’s)',
    ),
    describedAs(PRINT_FLAGS.preset, 'use the stored preset station.NAME.* instead of station.*'),
    describedAs(
      PRINT_FLAGS.print,
      'print each label: the default once a printer is stored (station.printer, printer)',
    ),
    NO_PRINT,
    PRINT_FLAGS.printer,
    PRINT_FLAGS.deliveryNote,
    flag(
      '--ask-size',
      'after each order, wait for its box size: a size barcode (SIZE-80, from station sheet), the number typed, or Enter for the default (station.ask_size)',
    ),
    flag(
      '--verify-items',
      'check the box (検品): scan each item of the order before its label is bought; skip REASON ships it unchecked (station.verify_items)',
    ),
    ORDERS_FILE,
    STATION_FLAGS.onlyCarrier,
    STATION_FLAGS.reprintDuplicates,
  ],
  // Each scan buys a label and saves it on this machine (the run's labels folder), then prints it.
  effects: ['buys', 'writes-files'],
  examples: [
    'shipctl station --carrier sagawa --pack-size 60 --print',
    'shipctl config set station.carrier sagawa && \\\n' +
      '      shipctl config set station.pack_size 60 && shipctl station',
    "printf 'ORD-1\\nORD-2\\n' | \\\n      shipctl station --carrier sagawa --pack-size 60 --test --json",
    'shipctl station --carrier sagawa --ask-size --verify-items',
  ],
  handler: (load): Handler => load(import('./station.js')),
});

export const sheet = defineVerb({
  name: 'sheet',
  description:
    'Write a PDF sheet of size barcodes (SIZE-60, SIZE-80…, Code 128) to print and keep by the boxes: at a station with --ask-size, scanning one after an order gives its box size',
  summary: 'Write a PDF sheet of size barcodes to keep by the boxes',
  flags: [
    describedAs(SHIPMENT_FLAGS.carrier, 'only the sizes this carrier takes (default: every domestic size)'),
    describedAs(IO_FLAGS.out, 'the PDF file to write (default: size-barcodes.pdf)'),
    IO_FLAGS.force,
  ],
  effects: ['writes-files'],
  examples: ['shipctl station sheet', 'shipctl station sheet --carrier sagawa --out sagawa-sizes.pdf'],
  handler: (load): Handler => load(import('./sheet.js')),
});

export const definition = defineNoun({
  name: 'station',
  description:
    'Packing station: each scanned order number or ref is shipped, its label printed, next (station scan, the default); station sheet prints the size barcodes',
  summary: 'Packing station: scan an order, its label is bought and printed, next',
  examples: ['shipctl station --carrier sagawa --ask-size', 'shipctl station sheet --carrier sagawa'],
  notes:
    '\nReads one scan per line from stdin (a keyboard-wedge scanner types the code and Enter). Errors ' +
    'are shown (a bell on a terminal) and the loop goes on; Ctrl+C or end of input prints the summary. ' +
    'A scan of an order shipped already buys nothing: its line names the label it has and how to ' +
    'print it again. Exit 7 when any scan failed or a label did not print; duplicates alone exit 0.\n' +
    'Before the first scan the open orders are checked: what the station cannot decide for them (no carrier, no ' +
    'size, no account for the service, a printer that cannot print the label) is said once, with its fix. ' +
    'With --ask-size an order waits for its size: a size barcode (SIZE-60, SIZE-80…), the number typed, or Enter ' +
    'for the default (--pack-size, station.pack_size, else the order’s own). With --verify-items it waits for its ' +
    'items (their barcode, JAN or SKU): a wrong one is refused, the label is bought when the box matches; skip ' +
    'REASON ships it unchecked (the reason is in its record), cancel puts it back. Each line names the carrier; ' +
    'an order of another carrier than the station’s is said on its line. Codes are read without control ' +
    'characters (STX, ETX…) and without the prefixes and suffixes stored in station.scanner_strip.\n',
  verbs: [scan, sheet],
  defaultVerb: 'scan',
});
