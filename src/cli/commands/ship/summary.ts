// What is about to be bought, on stderr before the confirmation: both ends, the
// carrier and service by name, sizes, dates, options, and the quoted price.
import { wrapHelpText } from '../../output/wrap.js';
import type { Rate } from '../../../contract/index.js';
import { CARRIERS, findPrefecture, NO_DELIVERY_DAY_SERVICES, serviceInfo } from '../../../domain/index.js';
import { formatMoney, formatZip } from '../../output/format.js';
import { carrierOf, isParcelLine, isRecord, type Body, type MeasuredParcel } from '../../request/index.js';
import { SHIPMENT_FLAGS } from '../../shared/flags.js';

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export function describeAddress(a: unknown): string {
  const x = rec(a);
  const who = [x.full_name, x.company].map(str).filter(Boolean).join(', ');
  const pref =
    x.country === 'JP' && typeof x.province === 'string' ? findPrefecture(x.province)?.kanji : undefined;
  const zip = str(x.zip);
  const where = [zip && formatZip(zip, str(x.country)), pref ?? x.province, x.city, x.address1, x.address2]
    .map(str)
    .filter(Boolean)
    .join(' ');
  return [who, where].filter(Boolean).join(' · ') + (x.country ? ` (${str(x.country)})` : '');
}

/** "30 × 20 × 2 cm, 500 g": the measures --size and --weight gave. */
function measures(parcel: MeasuredParcel | undefined): string {
  const parts = [
    parcel?.sides ? `${parcel.sides.join(' × ')} cm` : '',
    parcel?.grams !== undefined ? `${parcel.grams} g` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export interface SummaryFacts {
  senderLabel?: string;
  rate?: Rate;
  /** What --size and --weight measured (domestic: the body carries a size class or a weight line). */
  parcel?: MeasuredParcel;
  /** The ship date was set to today because the carrier requires one. */
  shipDateFilled?: boolean;
}

export function summaryLines(body: Body, facts: SummaryFacts): [string, string][] {
  const setup = rec(body.setup);
  const carrier = carrierOf(body);
  const service = str(setup.service);
  const lines: [string, string][] = [];
  lines.push(['To', describeAddress(body.to_address)]);
  lines.push(['From', describeAddress(body.from_address)]);
  if (facts.senderLabel) lines.push(['', facts.senderLabel]);
  const name = serviceInfo(service)?.name;
  lines.push([
    'Carrier',
    [carrier ? CARRIERS[carrier].name : '?', `${service}${name ? ` ${name}` : ''}`]
      .filter(Boolean)
      .join(' · '),
  ]);
  // Its own line: an id is never broken across two.
  if (setup.carrier_id) lines.push(['Account', str(setup.carrier_id)]);
  if (setup.test === true) lines.push(['Test', 'yes: a free dummy label, not valid for shipping']);
  // The size class sent, and the measures it was worked out from; a letterbox parcel has only the measures.
  const measured = measures(facts.parcel);
  if (setup.pack_size !== undefined)
    lines.push([
      'Size',
      `${str(setup.pack_size)}${setup.pack_amount ? ` × ${str(setup.pack_amount)}` : ''}${measured ? ` (${measured})` : ''}`,
    ]);
  else if (measured) lines.push(['Parcel', measured]);
  for (const [i, p] of (Array.isArray(body.parcels) ? body.parcels : []).entries()) {
    const x = rec(p);
    const dims = x.width ? ` ${str(x.width)}×${str(x.height)}×${str(x.depth)} cm` : '';
    lines.push([
      i === 0 ? 'Parcels' : '',
      `${str(x.weight)} g${dims}${x.amount && x.amount !== 1 ? ` × ${str(x.amount)}` : ''}`,
    ]);
  }
  // Exactly what the body says: a date the body leaves out is shown as left out, never guessed.
  if (carrier && CARRIERS[carrier].class === 'domestic')
    lines.push([
      'Delivery',
      NO_DELIVERY_DAY_SERVICES.includes(service)
        ? 'into the mailbox, no delivery day'
        : setup.date || setup.time
          ? `${str(setup.date) || 'the earliest the carrier offers'}, ${str(setup.time) || 'any time'}`
          : `the earliest the carrier offers, any time (${SHIPMENT_FLAGS.date.long}, ${SHIPMENT_FLAGS.time.long})`,
    ]);
  lines.push([
    'Ship date',
    setup.shipment_date
      ? `${str(setup.shipment_date)}${facts.shipDateFilled ? `, today (${SHIPMENT_FLAGS.shipmentDate.long} for another day)` : ''}`
      : 'not set: the day the carrier receives the request',
  ]);
  // Amounts in the shipment's currency: the one given, else (domestic) yen; an international
  // shipment without one says so beside its customs values, which the service reads in it.
  const domestic = carrier !== undefined && CARRIERS[carrier].class === 'domestic';
  const currency = str(setup.currency) || (domestic ? 'JPY' : undefined);
  const money = (v: unknown): string => (typeof v === 'number' ? formatMoney(v, currency) : str(v));
  const options = [
    setup.cool_options ? `cool ${str(setup.cool_options)}` : '',
    isRecord(setup.cash_on_delivery) ? `cash on delivery ${money(setup.cash_on_delivery.amount)}` : '',
    setup.insurance !== undefined ? `insurance ${money(setup.insurance)}` : '',
    setup.signature === true ? 'signature' : '',
    setup.return_label === true ? 'return label' : '',
  ].filter(Boolean);
  if (options.length) lines.push(['Options', options.join(', ')]);
  // The line that only carries a measured weight is shown above, as the parcel's.
  const products = (Array.isArray(body.products) ? body.products : []).filter((p) => !isParcelLine(p));
  for (const [i, p] of products.entries()) {
    const x = rec(p);
    lines.push([
      i === 0 ? 'Products' : '',
      `${str(x.quantity) || 1} × ${str(x.name)} @ ${money(x.price)}${x.hs_code ? ` HS ${str(x.hs_code)}` : ''}${x.origin_country ? ` (${str(x.origin_country)})` : ''}`,
    ]);
  }
  if (currency === undefined && products.some((p) => rec(p).price !== undefined))
    lines.push([
      'Currency',
      `not set: the service reads these values in the account's currency${facts.rate?.currency ? ` (quotes come in ${facts.rate.currency})` : ''}; --currency USD declares them in another`,
    ]);
  if (isRecord(body.customs))
    lines.push([
      'Customs',
      [
        str(body.customs.content_type),
        body.customs.duty_paid === true ? 'DDP' : body.customs.duty_paid === false ? 'DDU' : '',
      ]
        .filter(Boolean)
        .join(', '),
    ]);
  // A test label costs nothing: the quote is what a real one would.
  const quote = facts.rate ? formatMoney(facts.rate.price, facts.rate.currency) : undefined;
  lines.push([
    'Price',
    setup.test === true
      ? `free (test label${quote ? `; a real one: ${quote}` : ''})`
      : quote
        ? `${quote} (quote)`
        : 'no quote for this service',
  ]);
  if (setup.ref_number) lines.push(['Ref', str(setup.ref_number)]);
  return lines;
}

/** The summary as `  Label  value` lines; on a terminal of `columns`, a long value continues under itself. */
export function renderLines(lines: readonly [string, string][], columns?: number): string {
  const width = Math.max(...lines.map(([k]) => k.length));
  const text = lines.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n');
  return '\n' + (columns ? wrapHelpText(text, columns) : text) + '\n\n';
}

/** The confirmation, with what it costs: the price is what is agreed to. */
export function confirmQuestion(body: Body, rate: Rate | undefined): string {
  if (rec(body.setup).test === true) return 'Create this shipment as a free test label?';
  return rate
    ? `Create this shipment for ${formatMoney(rate.price, rate.currency)}?`
    : 'Create this shipment (no quote for this service)?';
}
