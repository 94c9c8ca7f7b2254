// `ship`'s flags: the shared shipment flags (src/cli/request/flags.ts) plus the
// saved-record ids, the choice of service, and what to do with the result.
import type { Command } from 'commander';
import { collect, groupOptions } from '../../command-kit.js';
import { type ShipmentFlags } from '../../request/index.js';
import { PRODUCT_POSITIONAL } from '../../request/product.js';

export interface ShipOptions extends Omit<ShipmentFlags, 'fromCountry' | 'fromZip' | 'fromProvince'> {
  /** --to-address: a saved address id (GET /v1/addresses). */
  toAddress?: string;
  fromWarehouse?: string;
  fromAddress?: string;
  cheapest: boolean;
  input?: string;
  dryRun: boolean;
  labelOut?: string;
  invoiceOut?: string;
  /** Ship even when an active shipment already has this --ref. */
  allowDuplicateRef?: boolean;
  /** Send the label to the printer (--printer, else `config set printer`). */
  print?: boolean;
  printer?: string;
  /** A station preset (`config set station.NAME.*`) filling carrier, service, pack size… */
  preset?: string;
  /** Overwrite an existing --label-out / --invoice-out file. */
  force?: boolean;
}

export function addShipOptions(cmd: Command): Command {
  cmd
    .option('--carrier <type>', 'carrier: sagawa, yamato, yuupack, dhl, fedex… (asked on a terminal)')
    .option('--service <code>', 'service code, e.g. sagawa_regular (asked on a terminal)')
    .option('--cheapest', 'quote first, then buy the cheapest service that passes the checks')
    .option('--carrier-id <id>', 'carrier account to use (when you hold several of one carrier)')
    .option('--to-address <id>', 'recipient from the address book (flags below override its fields)')
    .option('--to-name <name>', 'recipient name')
    .option('--to-company <company>', 'recipient company')
    .option('--to-phone <phone>', 'recipient phone')
    .option('--to-email <email>', 'recipient e-mail')
    .option('--to-country <code>', 'recipient country (default JP)')
    .option('--to-zip <zip>', 'recipient postal code')
    .option('--to-province <province>', 'prefecture or state: 27, 大阪府, Osaka, California')
    .option('--to-city <city>', 'recipient city')
    .option('--to-address1 <line>', 'recipient street address')
    .option('--to-address2 <line>', 'recipient building, room')
    .option('--from-warehouse <id>', 'warehouse to send from (default: the profile’s, else the account’s)')
    .option('--from-address <id>', 'send from this saved address')
    .option('--pack-size <size>', 'domestic pack size: sagawa 60–160, yuupack 60–170')
    .option('--pack-amount <n>', 'domestic: number of packs')
    .option('--date <YYYY-MM-DD>', 'domestic delivery date (default: the earliest)')
    .option('--time <slot>', 'domestic delivery time slot, e.g. 14-16, before-noon')
    .option('--shipment-date <YYYY-MM-DD>', 'ship date in JST (today, tomorrow or a date)')
    .option('--cool <option>', 'domestic temperature: regular, fresh, frozen')
    .option('--cod <amount>', 'domestic cash on delivery: amount to collect')
    .option('--insurance <amount>', 'insured amount (sagawa, japanpost, dhl, fedex, ups)')
    .option('--ref <text>', 'reference printed on the label (default: a generated shipctl-… id)')
    .option('--note <text>', 'delivery note')
    .option('--test', 'a free test label, not valid for shipping')
    .option('--weight <grams>', 'international: parcel weight in grams')
    .option('--size <WxHxD>', 'parcel size in cm (domestic: picks the pack size)')
    .option(
      '--product <spec>',
      `international: a product as name=T-shirt,qty=2,price=2500, weight=300,hs=610910,origin=JP (one value, no spaces; repeatable; positional ${PRODUCT_POSITIONAL} is read when unambiguous)`,
      collect,
    )
    .option('--content-type <type>', 'international customs: MERCHANDISE, GIFT')
    .option('--ddp', 'international: the sender pays duties')
    .option('--ddu', 'international: the recipient pays duties')
    .option('--currency <code>', 'currency of the shipment (JPY, USD…)')
    .option('--signature', 'international: signature on delivery')
    .option('--return-label', 'international: also create a return label (dhl, fedex, ups)')
    .option('--input <file>', 'the shipment body as JSON (file, or - for stdin); flags override it')
    .option('--dry-run', 'print the body that would be sent, and send nothing')
    .option('--label-out <file>', 'save the label PDF here')
    .option('--invoice-out <file>', 'save the commercial invoice PDF here (international)')
    .option('--allow-duplicate-ref', 'ship even when an active shipment already has this --ref')
    .option('--print', 'send the label to the printer (--printer, else the stored printer)')
    .option(
      '--printer <target>',
      'lp, lp:QUEUE, tcp://HOST:PORT (raw 9100, ZPL) or a file/device path; implies --print',
    )
    .option('--preset <name>', 'station preset: stored carrier, service, pack size, printer, warehouse')
    .option('--force', 'overwrite an existing --label-out / --invoice-out file');

  return groupOptions(cmd, SHIP_OPTION_GROUPS);
}

/** Help headings for `ship --help`: some fifty flags read badly as one list. */
const SHIP_OPTION_GROUPS = {
  'Carrier and service:': ['--carrier', '--service', '--cheapest', '--carrier-id'],
  'Recipient:': [
    '--to-address',
    '--to-name',
    '--to-company',
    '--to-phone',
    '--to-email',
    '--to-country',
    '--to-zip',
    '--to-province',
    '--to-city',
    '--to-address1',
    '--to-address2',
  ],
  'Sender:': ['--from-warehouse', '--from-address'],
  'Parcel:': ['--pack-size', '--pack-amount', '--weight', '--size'],
  'Delivery:': ['--date', '--time', '--shipment-date', '--note'],
  'Extras and label:': ['--cool', '--cod', '--insurance', '--ref', '--test', '--allow-duplicate-ref'],
  'International:': [
    '--product',
    '--content-type',
    '--ddp',
    '--ddu',
    '--currency',
    '--signature',
    '--return-label',
  ],
  'Input and output:': [
    '--input',
    '--dry-run',
    '--label-out',
    '--invoice-out',
    '--force',
    '--print',
    '--printer',
    '--preset',
  ],
} as const;

type Raw = Omit<ShipOptions, 'cheapest' | 'dryRun'> & { cheapest?: boolean; dryRun?: boolean };

export function bindShipOptions(raw: Raw): ShipOptions {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined) out[k] = v;
  return { ...(out as Raw), cheapest: Boolean(raw.cheapest), dryRun: Boolean(raw.dryRun) };
}
