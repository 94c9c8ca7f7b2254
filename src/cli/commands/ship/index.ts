import { defineVerb, describedAs, flag, type Handler, type Input } from '../../define.js';
import { PRODUCT_POSITIONAL } from '../../request/product.js';
import { IO_FLAGS, PRINT_FLAGS, SHIPMENT_FLAGS as S } from '../../shared/flags.js';

export const labelOut = flag('--label-out <file>', 'save the label PDF here');
export const invoiceOut = flag(
  '--invoice-out <file>',
  'save the commercial invoice PDF here (international)',
);
const allowDuplicateRef = flag(
  '--allow-duplicate-ref',
  'ship even when an active shipment already has this --ref',
);
const shipmentDate = describedAs(S.shipmentDate, 'ship date in JST (today, tomorrow or a date)');
const product = describedAs(
  S.product,
  `international: a product as name=T-shirt,qty=2,price=2500, weight=300,hs=610910,origin=JP (one value, no spaces; repeatable; positional ${PRODUCT_POSITIONAL} is read when unambiguous)`,
);
const input = describedAs(
  IO_FLAGS.input,
  'the shipment body as JSON (file, or - for stdin); flags override it',
);
const dryRun = describedAs(IO_FLAGS.dryRun, 'print the body that would be sent, and send nothing');
const printer = describedAs(
  PRINT_FLAGS.printer,
  'lp, lp:QUEUE, tcp://HOST:PORT (raw 9100, ZPL) or a file/device path; implies --print',
);
const force = describedAs(IO_FLAGS.force, 'overwrite an existing --label-out / --invoice-out file');

// Every flag under its help heading, in the order help and the shell completions list them
// (some fifty flags read badly as one list).
const SHIP_GROUPS = {
  'Carrier and service:': [S.carrier, S.service, IO_FLAGS.cheapest, S.carrierId],
  'Recipient:': [
    S.toAddress,
    S.toName,
    S.toCompany,
    S.toPhone,
    S.toEmail,
    S.toCountry,
    S.toZip,
    S.toProvince,
    S.toCity,
    S.toAddress1,
    S.toAddress2,
  ],
  'Sender:': [S.fromWarehouse, S.fromAddress],
  'Parcel:': [S.packSize, S.packAmount, S.weight, S.size],
  'Delivery:': [S.date, S.time, shipmentDate, S.note],
  'Extras and label:': [S.cool, S.cod, S.insurance, S.ref, S.test, allowDuplicateRef],
  'International:': [product, S.contentType, S.ddp, S.ddu, S.currency, S.signature, S.returnLabel],
  'Input and output:': [
    input,
    dryRun,
    labelOut,
    invoiceOut,
    force,
    PRINT_FLAGS.print,
    printer,
    PRINT_FLAGS.preset,
    PRINT_FLAGS.deliveryNote,
    PRINT_FLAGS.gift,
  ],
} as const;

export const definition = defineVerb({
  name: 'ship',
  description:
    'Create a shipment and its label (POST /v1/shipments); on a terminal, asks for what the carrier needs',
  flags: Object.values(SHIP_GROUPS).flat(),
  groups: SHIP_GROUPS,
  effects: ['buys', 'writes-files'],
  examples: [
    'shipctl ship --carrier sagawa --test --to-name "Jiro Suzuki" --to-zip 530-0001 \\\n' +
      '      --to-address1 "1-1 Umeda" --pack-size 80 --label-out label.pdf',
    'shipctl ship --cheapest --to-address ADDR123 --pack-size 60 --yes',
    'shipctl ship --service dhl_express_worldwide --to-country GB --to-zip "SW1A 1AA" --to-city London \\\n      --to-name "Jane Smith" --to-address1 "10 Downing Street" --weight 800 --size 30x20x10 \\\n      --product "name=T-shirt,qty=2,price=2500,weight=300,hs=6109.10,origin=JP" --content-type MERCHANDISE --ddu',
    'shipctl ship --input shipment.json --dry-run',
    '# without a terminal every missing field is listed with its flag (exit 2); nothing is sent',
  ],
  handler: (load): Handler => load(import('./ship.js')),
});

/** What `ship`'s handler and its steps take. */
export type ShipOptions = Input<typeof definition>;
