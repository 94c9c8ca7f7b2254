import { arg, defineNoun, defineVerb, describedAs, flag, type Handler } from '../../define.js';
import { EXPORT_FORMATS } from '../../../batch/export/format-names.js';
import {
  BATCH_FLAGS,
  IO_FLAGS,
  LIST_FLAGS,
  PRINT_FLAGS,
  SHIPMENT_FLAGS,
  TABLE_FLAGS,
} from '../../shared/flags.js';

const ENCODING = BATCH_FLAGS.encoding;
export const MAP = BATCH_FLAGS.map;

const CARRIER = describedAs(
  SHIPMENT_FLAGS.carrier,
  'carrier for rows without a carrier column (sagawa, yamato…)',
);
const SERVICE = describedAs(
  SHIPMENT_FLAGS.service,
  'service for rows without a service column (default <carrier>_regular)',
);
const CARRIER_ID = describedAs(SHIPMENT_FLAGS.carrierId, 'carrier account for every row');
const PACK_SIZE = describedAs(SHIPMENT_FLAGS.packSize, 'pack size for rows without a size column');
const SHIPMENT_DATE = describedAs(
  SHIPMENT_FLAGS.shipmentDate,
  'ship date for rows without a 出荷日 column: today, tomorrow or YYYY-MM-DD',
);
const TEST = describedAs(SHIPMENT_FLAGS.test, 'free test labels (setup.test)');
const FROM_WAREHOUSE = describedAs(
  SHIPMENT_FLAGS.fromWarehouse,
  'sender warehouse (default: the stored from_warehouse, else the first)',
);

const DRY_RUN = describedAs(IO_FLAGS.dryRun, 'check the whole file and stop; nothing is sent');
const ESTIMATE = describedAs(IO_FLAGS.estimate, 'quote every row with POST /v1/rates and show the total');
const SKIP_INVALID = flag('--skip-invalid', 'ship the valid rows; record invalid ones as skipped');
const RETRY_FAILED = flag('--retry-failed', 'send again the rows the server refused in an earlier attempt');
const MAX_TOTAL = BATCH_FLAGS.maxTotal;
const CONCURRENCY = BATCH_FLAGS.concurrency;

export const OUT = describedAs(
  IO_FLAGS.out,
  "write the results CSV here (default stdout); a cell starting with = + - @ gets a leading ' so spreadsheets show it as text",
);
const OUT_ENCODING = BATCH_FLAGS.outEncoding;
const LABELS_DIR = BATCH_FLAGS.labelsDir;
export const LABELS_PDF = BATCH_FLAGS.labelsPdf;
const NO_LABELS = BATCH_FLAGS.noLabels;
const PRINT = describedAs(
  PRINT_FLAGS.print,
  'print every label in file order (--printer, else the stored printer)',
);

export const ship = defineVerb({
  name: 'ship',
  description: 'Create a shipment per order of a CSV file (or - for stdin), journaled so a re-run resumes',
  args: [arg('<file>', 'CSV file: UTF-8, UTF-8 with BOM or Shift_JIS; - reads stdin')],
  flags: [
    ENCODING,
    MAP,
    CARRIER,
    SERVICE,
    CARRIER_ID,
    PACK_SIZE,
    SHIPMENT_DATE,
    TEST,
    FROM_WAREHOUSE,
    DRY_RUN,
    ESTIMATE,
    SKIP_INVALID,
    RETRY_FAILED,
    MAX_TOTAL,
    CONCURRENCY,
    OUT,
    OUT_ENCODING,
    LABELS_DIR,
    LABELS_PDF,
    NO_LABELS,
    PRINT,
    PRINT_FLAGS.printer,
    PRINT_FLAGS.deliveryNote,
    PRINT_FLAGS.gift,
  ],
  groups: {
    'CSV file:': [ENCODING, MAP],
    'Row defaults:': [CARRIER, SERVICE, CARRIER_ID, PACK_SIZE, SHIPMENT_DATE, TEST, FROM_WAREHOUSE],
    'Run control:': [DRY_RUN, ESTIMATE, SKIP_INVALID, RETRY_FAILED, MAX_TOTAL, CONCURRENCY],
    'Results and labels:': [
      OUT,
      OUT_ENCODING,
      LABELS_DIR,
      LABELS_PDF,
      NO_LABELS,
      PRINT,
      PRINT_FLAGS.printer,
      PRINT_FLAGS.deliveryNote,
      PRINT_FLAGS.gift,
    ],
  },
  // It buys a label per row, and writes the labels, the merged PDF and the results CSV.
  effects: ['buys', 'writes-files'],
  examples: [
    'shipctl batch ship orders.csv --dry-run',
    'shipctl batch ship orders.csv --carrier sagawa --pack-size 60 --estimate --yes --out results.csv',
    'shipctl batch ship orders.csv --test --labels-pdf labels.pdf --out-encoding sjis --out results.csv',
    'cat orders.csv | shipctl batch ship - --yes --json',
  ],
  notes:
    '\nRe-running the same command (same file, same options) resumes the run: rows already shipped ' +
    'are not sent again. Column names, Japanese headers and the Shopify preset: docs/batch.md; ' +
    'B2クラウド, Amazon, 楽天 and Yahoo!ショッピング files, recognised by their headers: docs/marketplaces.md.\n',
  handler: (load): Handler => load(import('./ship.js')),
});

export const status = defineVerb({
  name: 'status',
  description: 'List batch runs, or the rows of one run',
  args: [arg('[run]', 'run id (or its first characters)')],
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: [
    'shipctl batch status',
    'shipctl batch status 3f9a2c',
    'shipctl batch status 3f9a2c --json | jq \'.[] | select(.status == "failed")\'',
  ],
  handler: (load): Handler => load(import('./status.js')),
});

const FORMAT = flag(
  '--format <format>',
  "the marketplace's upload file (default: the order file's own marketplace)",
  { choices: EXPORT_FORMATS },
);
const RUN = flag(
  '--run <run>',
  'the orders of this batch run (its id or first characters): the file it read',
);
const EXPORT_SINCE = describedAs(
  LIST_FLAGS.since,
  'only labels made since then (today, 7d, YYYY-MM-DD); without a file, every order shipped since',
);
const EXPORT_OUT = describedAs(IO_FLAGS.out, 'write the upload file here (default stdout)');

/** The flags `batch export`'s messages name. */
export const EXPORT_FLAG_NAMES = {
  format: FORMAT.long,
  run: RUN.long,
  since: EXPORT_SINCE.long,
  out: EXPORT_OUT.long,
};

export const exportVerb = defineVerb({
  name: 'export',
  summary: "Write a marketplace's upload file with the tracking numbers of the orders shipped",
  description:
    "Write a marketplace's upload file with the tracking numbers of the orders shipped: Amazon's shipping confirmation, 楽天's and Yahoo's shipping updates, B2クラウド's results or a Shopify fulfilment CSV. " +
    'The numbers come from the account (active, real labels only: a voided or test label never appears), matched to the orders of the file by order number.',
  args: [arg('[file]', 'the order file the labels were made from (the file batch ship read); - reads stdin')],
  flags: [FORMAT, RUN, EXPORT_SINCE, ENCODING, MAP, EXPORT_OUT],
  effects: ['reads', 'writes-files'],
  examples: [
    'shipctl batch export amazon-orders.txt --out confirm.txt',
    'shipctl batch export rakuten-orders.csv --format rakuten --out rakuten-shipped.csv',
    'shipctl batch export --run 3f9a2c --format b2-results --out b2-results.csv',
    'shipctl batch export --since today --format shopify-csv --out fulfilments.csv',
  ],
  notes: '\nFormats, their columns and where each file is uploaded: docs/marketplaces.md.\n',
  handler: (load): Handler => load(import('./export.js')),
});

export const definition = defineNoun({
  name: 'batch',
  description: 'Ship a CSV of orders: validated first, journaled, resumable, quota-aware',
  examples: [
    'shipctl batch ship orders.csv --dry-run',
    'shipctl batch ship orders.csv --yes --out results.csv',
    'shipctl batch status',
    'shipctl batch export amazon-orders.txt --out confirm.txt',
  ],
  verbs: [ship, status, exportVerb],
});
