// Flags more than one command takes, each declared once: its syntax, its value's type and its
// help; where it fills a request body, the member (`wire`) and how its text is read (`read`, a
// reader of request/values.ts named here so that this table, read at every start, stays light). A command lists the ones it takes in its definition (and may say in its own words what
// the flag does there, `describedAs`); messages name a flag by its `.long`. A flag only one
// command takes is declared in that command's definition.
import { collect, describedAs, flag, positiveInt } from '../define.js';
import { WEBHOOK_TOLERANCE_SEC } from '../../domain/webhook-signature.js';

/** The root program's flags, by name: typed after any command. */
export const GLOBAL_FLAG = {
  json: flag('--json', 'print machine-readable JSON (the API’s own JSON)'),
  profile: flag('--profile <name>', 'use this profile (env SHIPCTL_PROFILE)', { complete: 'profiles' }),
  baseUrl: flag('--base-url <url>', 'API base URL for this run (env SHIPCTL_BASE_URL)'),
  noInput: flag('--no-input', 'never prompt (implied when stdin is not a TTY or CI is set)'),
  yes: flag('--yes', 'answer yes to confirmations'),
  debug: flag('--debug', 'trace requests and responses on stderr (token masked)'),
  strict: flag(
    '--strict',
    'refuse requests that break inferred rules too (against the live service they only warn)',
  ),
  noColor: flag('--no-color', 'plain output (also NO_COLOR)'),
} as const;

/** The root program's flags in the order help lists them. */
export const GLOBAL_FLAGS = [
  GLOBAL_FLAG.json,
  GLOBAL_FLAG.profile,
  GLOBAL_FLAG.baseUrl,
  GLOBAL_FLAG.noInput,
  GLOBAL_FLAG.yes,
  GLOBAL_FLAG.debug,
  GLOBAL_FLAG.strict,
  GLOBAL_FLAG.noColor,
] as const;

/**
 * Commander's own flags. Their words are the catalogs' (common.help.helpOption, .version), so
 * the help here stays empty; messages and completion name them through these.
 */
export const BUILT_IN_FLAGS = {
  help: flag('-h, --help', ''),
  version: flag('-V, --version', ''),
} as const;

/** A shipment's fields, as `rates`, `ship` and the order runs take them (request/flags.ts maps them to the wire). */
export const SHIPMENT_FLAGS = {
  carrier: flag('--carrier <type>', 'carrier: sagawa, yamato, yuupack, dhl, fedex… (asked on a terminal)', {
    wire: 'setup.carrier',
    read: 'carrier',
    complete: 'carriers',
  }),
  carrierId: flag('--carrier-id <id>', 'carrier account to use (when you hold several of one carrier)', {
    wire: 'setup.carrier_id',
  }),
  service: flag('--service <code>', 'service code, e.g. sagawa_regular (asked on a terminal)', {
    wire: 'setup.service',
    complete: 'services',
  }),
  toName: flag('--to-name <name>', 'recipient name', { wire: 'to_address.full_name' }),
  toCompany: flag('--to-company <company>', 'recipient company', { wire: 'to_address.company' }),
  toPhone: flag('--to-phone <phone>', 'recipient phone', { wire: 'to_address.phone' }),
  toEmail: flag('--to-email <email>', 'recipient e-mail', { wire: 'to_address.email' }),
  toCountry: flag('--to-country <code>', 'recipient country (default JP)', {
    wire: 'to_address.country',
    read: 'upper',
  }),
  toZip: flag('--to-zip <zip>', 'recipient postal code', { wire: 'to_address.zip' }),
  toProvince: flag('--to-province <province>', 'prefecture or state: 27, 大阪府, Osaka, California', {
    wire: 'to_address.province',
  }),
  toCity: flag('--to-city <city>', 'recipient city', { wire: 'to_address.city' }),
  toAddress1: flag('--to-address1 <line>', 'recipient street address', { wire: 'to_address.address1' }),
  toAddress2: flag('--to-address2 <line>', 'recipient building, room', { wire: 'to_address.address2' }),
  // Saved addresses and warehouses are ids looked up (request/sender.ts, prompts/address-picker.ts),
  // not members of the body.
  toAddress: flag('--to-address <id>', 'recipient from the address book (flags below override its fields)'),
  fromAddress: flag('--from-address <id>', 'send from this saved address'),
  fromWarehouse: flag(
    '--from-warehouse <id>',
    'warehouse to send from (default: the profile’s, else the account’s)',
  ),
  fromZip: flag('--from-zip <zip>', 'send from this postal code instead of a warehouse', {
    wire: 'from_address.zip',
  }),
  fromProvince: flag('--from-province <province>', 'send from this prefecture instead of a warehouse', {
    wire: 'from_address.province',
  }),
  packSize: flag('--pack-size <size>', 'domestic pack size: sagawa 60–160, yuupack 60–170, yamato 60–200', {
    wire: 'setup.pack_size',
    read: 'packSize',
    complete: 'pack_sizes',
  }),
  packAmount: flag('--pack-amount <n>', 'domestic: number of packs', {
    wire: 'setup.pack_amount',
    read: 'count',
  }),
  date: flag('--date <YYYY-MM-DD>', 'domestic delivery date (default: the earliest)', {
    wire: 'setup.date',
    read: 'day',
  }),
  time: flag('--time <slot>', 'domestic delivery time slot, e.g. 14-16, before-noon', {
    wire: 'setup.time',
    read: 'timeSlot',
    complete: 'time_slots',
  }),
  shipmentDate: flag('--shipment-date <day>', 'ship date in JST: today, tomorrow or YYYY-MM-DD', {
    wire: 'setup.shipment_date',
    read: 'day',
  }),
  cool: flag('--cool <option>', 'domestic temperature: regular, fresh, frozen', {
    wire: 'setup.cool_options',
    read: 'cool',
    complete: 'cool',
  }),
  cod: flag('--cod <amount>', 'domestic cash on delivery: amount to collect', {
    wire: 'setup.cash_on_delivery.amount',
    read: 'positiveAmount',
  }),
  insurance: flag('--insurance <amount>', 'insured amount (sagawa, japanpost, dhl, fedex, ups)', {
    wire: 'setup.insurance',
    read: 'amount',
  }),
  ref: flag('--ref <text>', 'reference printed on the label (default: a generated shipctl-… id)', {
    wire: 'setup.ref_number',
  }),
  note: flag('--note <text>', 'delivery note', { wire: 'setup.delivery_note' }),
  test: flag('--test', 'a free test label, not valid for shipping', { wire: 'setup.test' }),
  // --weight and --size wait for the route (one parcel, or the size class): request/route.ts.
  weight: flag(
    '--weight <grams>',
    'parcel weight in grams (domestic: with --size it picks the size class; a mail service checks it)',
  ),
  size: flag(
    '--size <WxHxD>',
    'parcel size in cm (domestic: picks the size class; a mail service checks its thickness)',
  ),
  product: flag<'--product <spec>', never, string[]>(
    '--product <spec>',
    'international: a product as name=T-shirt,qty=2,price=2500, weight=300,hs=610910,origin=JP (one value, no spaces; repeatable)',
    { parse: collect },
  ),
  contentType: flag('--content-type <type>', 'international customs: MERCHANDISE, GIFT', {
    wire: 'customs.content_type',
    read: 'upper',
    complete: 'content_types',
  }),
  ddp: flag('--ddp', 'international: the sender pays duties'),
  ddu: flag('--ddu', 'international: the recipient pays duties'),
  currency: flag('--currency <code>', 'currency of the shipment (JPY, USD…)', {
    wire: 'setup.currency',
    read: 'upper',
  }),
  signature: flag('--signature', 'international: signature on delivery', { wire: 'setup.signature' }),
  returnLabel: flag('--return-label', 'international: also create a return label (dhl, fedex, ups)', {
    wire: 'setup.return_label',
  }),
} as const;

/** What the commands that make labels share about printing them. */
export const PRINT_FLAGS = {
  print: flag('--print', 'send the label to the printer (--printer, else the stored printer)'),
  printer: flag(
    '--printer <target>',
    'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print',
  ),
  preset: flag('--preset <name>', 'station preset: stored carrier, service, pack size, printer, warehouse'),
  deliveryNote: flag(
    '--delivery-note <size>',
    'print the delivery note (納品書) right after each label, in the same job, at this size; off: none (default: the stored delivery_note)',
    { choices: ['a4', 'a5', 'label', 'off'] },
  ),
  gift: flag('--gift', 'a gift: the delivery note shows no prices'),
} as const;

/** Reading a body or file, and what a run may do with files it writes. */
export const IO_FLAGS = {
  input: flag('--input <file>', 'the request body as JSON (file, or - for stdin); flags override it'),
  dryRun: flag('--dry-run', 'print what would be sent, and send nothing'),
  force: flag('--force', 'overwrite an existing file'),
  out: flag('-o, --out <file>', 'write to this file instead of stdout'),
  estimate: flag('--estimate', 'quote first and show the total in the question'),
  cheapest: flag('--cheapest', 'quote first, then buy the cheapest service that passes the checks'),
} as const;

/** Lists of records: the API's pages and the time window. */
export const LIST_FLAGS = {
  since: flag(
    '--since <when>',
    'created at or after: a duration ago (7d, 12h, 1h30m), today, YYYY-MM-DD (JST day) or ISO timestamp',
  ),
  until: flag('--until <when>', 'created at or before (a YYYY-MM-DD day is included)'),
  limit: flag<'--limit <n>', never, number>('--limit <n>', 'page size (default 50)', { parse: positiveInt }),
  page: flag<'--page <n>', never, number>('--page <n>', 'page number (default 1)', { parse: positiveInt }),
  all: flag('--all', 'read every page'),
} as const;

/** Every command that prints a table: on a terminal the table is fitted to its width. */
export const TABLE_FLAGS = {
  wide: flag('--wide', 'show every column, whole, however narrow the terminal (the table may wrap)'),
} as const;

/** The embedded sandbox's database and server. */
export const SANDBOX_FLAGS = {
  db: flag('--db <path>', 'the sandbox database file (default: the one in the data directory)'),
  port: flag('--port <n>', 'port to listen on (0 picks a free one)'),
  empty: flag('--empty', 'no seed data: no carrier accounts, warehouses or addresses'),
  webhookTimeout: flag(
    '--webhook-timeout <duration>',
    'an attempt without an answer within this fails (default 10s)',
  ),
} as const;

/** The station's own, here because its scan loop (order-runs/station-loop.ts) names them. */
export const STATION_FLAGS = {
  onlyCarrier: flag(
    '--only-carrier',
    'refuse an order of another carrier than the station’s, rather than ship it and say so on its line',
  ),
  reprintDuplicates: flag(
    '--reprint-duplicates',
    'print the label of an order scanned again (shipped already) once more; at a terminal, r + Enter does it for one scan',
  ),
} as const;

/** A CSV file's run: `batch ship` reads these, and `batch export` takes the same mapping. */
export const BATCH_FLAGS = {
  map: flag('--map <file.json>', 'column mapping, our field → your header: {"zip": "Postal"}'),
  maxTotal: flag('--max-total <amount>', 'refuse to start, or stop, before the quoted total passes this'),
  concurrency: flag('--concurrency <n>', 'requests in flight (default 4)'),
  // batch's own, here because the check of a run's flags and its report (order-runs/) name them.
  encoding: flag('--encoding <enc>', 'force the file encoding: utf8, sjis, utf16le, utf16be', {
    complete: 'encodings',
  }),
  outEncoding: flag(
    '--out-encoding <enc>',
    'results encoding: utf8, utf8-bom, sjis (default: the input’s: a Shift_JIS file gets sjis)',
    { complete: 'out_encodings' },
  ),
  labelsDir: flag(
    '--labels-dir <dir>',
    'where labels are saved (default: the run’s directory under the data dir)',
  ),
  labelsPdf: flag('--labels-pdf <file>', 'also merge every label, in file order, into one PDF'),
  noLabels: flag('--no-labels', 'do not download labels'),
} as const;

/** The shipment flags as the order runs (`orders ship`, `station`, `batch ship`) word them alike. */
export const ORDER_RUN_FLAGS = {
  carrierId: describedAs(SHIPMENT_FLAGS.carrierId, 'carrier account to use'),
  test: describedAs(SHIPMENT_FLAGS.test, 'free test labels'),
  shipmentDate: describedAs(
    SHIPMENT_FLAGS.shipmentDate,
    'ship date in JST: today, tomorrow or YYYY-MM-DD (default: the order’s; today where the carrier requires one)',
  ),
} as const;

// sandbox, webhooks, config, profiles, login, logout, api

/**
 * Where a webhook secret comes from (`webhooks` verbs, `sandbox webhooks set`): a file, the
 * environment or the profile, never an argument (shell history, `ps`). The hidden `--secret`
 * exists only to be refused with that explanation (shared/webhook-secret.ts) instead of
 * commander's bare "unknown option".
 */
export const WEBHOOK_SECRET_FLAGS = {
  secretFile: flag(
    '--secret-file <file>',
    "file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile's webhook_secret)",
  ),
  secret: flag('--secret [value]', '', { hidden: true }),
  tolerance: flag(
    '--tolerance <duration>',
    `accepted clock difference of the timestamp, e.g. 10m; a bare number is seconds (default ${WEBHOOK_TOLERANCE_SEC})`,
  ),
} as const;
