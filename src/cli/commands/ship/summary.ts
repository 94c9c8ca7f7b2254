// What is about to be bought, on stderr before the confirmation: both ends, the
// carrier and service by name, sizes, dates, options, and the quoted price.
import { wrapToWidth } from '../../output/wrap.js';
import type { Rate } from '../../../contract/index.js';
import { CARRIERS, findPrefecture, NO_DELIVERY_DAY_SERVICES } from '../../../domain/index.js';
import { carrierName, serviceName } from '../../shared/rates-table.js';
import { displayWidth } from '../../output/width.js';
import { formatMoney, formatZip } from '../../output/format.js';
import {
  carrierOf,
  isParcelLine,
  isRecord,
  type Body,
  type MeasuredParcel,
} from '../../../ops/request/index.js';
import { SHIPMENT_FLAGS } from '../../shared/flags.js';
import { messages } from '../../../i18n/index.js';

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/**
 * An address in Japan in Japanese order (〒, prefecture, city, street, building, then who;
 * 様 after the recipient only: a sender does not honour itself); an address abroad in its
 * own order (name, street, city, state, zip, country), as its postman reads it.
 */
export function describeAddress(a: unknown, role: 'recipient' | 'sender' = 'recipient'): string {
  const x = rec(a);
  const text = messages().shipping.summary;
  if (str(x.country) !== '' && str(x.country) !== 'JP')
    return [
      x.full_name,
      x.company,
      [x.address1, x.address2, x.extra].map(str).filter(Boolean).join(' '),
      x.city,
      x.province,
      x.zip,
      x.country,
    ]
      .map(str)
      .filter(Boolean)
      .join(', ');

  const pref =
    x.country === 'JP' && typeof x.province === 'string' ? findPrefecture(x.province)?.kanji : undefined;
  const zip = str(x.zip);
  // The building stands apart from the 番地, as it does on the label's own line.
  const where = [
    text.place(
      [zip && formatZip(zip, str(x.country)), pref ?? x.province, x.city, x.address1]
        .map(str)
        .filter(Boolean),
    ),
    str(x.address2),
    str(x.extra),
  ]
    .filter(Boolean)
    .join(' ');
  return text.address(str(x.full_name), str(x.company), where, str(x.country), role === 'recipient');
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
  const text = messages().shipping.summary;
  const label = text.labels;
  const lines: [string, string][] = [];
  lines.push([label.to, describeAddress(body.to_address)]);
  lines.push([label.from, describeAddress(body.from_address, 'sender')]);
  if (facts.senderLabel) lines.push(['', facts.senderLabel]);
  const name = serviceName(service);
  lines.push([
    label.carrier,
    [carrier ? carrierName(carrier) : '?', `${service}${name ? ` ${name}` : ''}`].filter(Boolean).join(' · '),
  ]);
  // Its own line: an id is never broken across two.
  if (setup.carrier_id) lines.push([label.account, str(setup.carrier_id)]);
  if (setup.test === true) lines.push([label.test, text.testLabel]);
  // The size class sent, and the measures it was worked out from; a letterbox parcel has only the measures.
  const measured = measures(facts.parcel);
  if (setup.pack_size !== undefined)
    lines.push([
      label.size,
      `${str(setup.pack_size)}${setup.pack_amount ? ` × ${str(setup.pack_amount)}` : ''}${measured ? ` (${measured})` : ''}`,
    ]);
  else if (measured) lines.push([label.parcel, measured]);
  for (const [i, p] of (Array.isArray(body.parcels) ? body.parcels : []).entries()) {
    const x = rec(p);
    const dims = x.width ? ` ${str(x.width)}×${str(x.height)}×${str(x.depth)} cm` : '';
    lines.push([
      i === 0 ? label.parcels : '',
      `${str(x.weight)} g${dims}${x.amount && x.amount !== 1 ? ` × ${str(x.amount)}` : ''}`,
    ]);
  }
  // Exactly what the body says: a date the body leaves out is shown as left out, never guessed.
  if (carrier && CARRIERS[carrier].class === 'domestic')
    lines.push([
      label.delivery,
      NO_DELIVERY_DAY_SERVICES.includes(service)
        ? text.mailbox
        : setup.date || setup.time
          ? text.delivery(
              str(setup.date) || undefined,
              setup.time ? messages().shipping.names.timeSlot(str(setup.time)) : undefined,
            )
          : text.deliveryAny(SHIPMENT_FLAGS.date.long, SHIPMENT_FLAGS.time.long),
    ]);
  lines.push([
    label.shipDate,
    setup.shipment_date
      ? facts.shipDateFilled
        ? text.shipDateToday(str(setup.shipment_date), SHIPMENT_FLAGS.shipmentDate.long)
        : str(setup.shipment_date)
      : text.shipDateUnset,
  ]);
  // Amounts in the shipment's currency: the one given, else (domestic) yen; an international
  // shipment without one says so beside its customs values, which the service reads in it.
  const domestic = carrier !== undefined && CARRIERS[carrier].class === 'domestic';
  const currency = str(setup.currency) || (domestic ? 'JPY' : undefined);
  const money = (v: unknown): string => (typeof v === 'number' ? formatMoney(v, currency) : str(v));
  const options = [
    setup.cool_options ? text.cool(str(setup.cool_options)) : '',
    isRecord(setup.cash_on_delivery) ? text.cod(money(setup.cash_on_delivery.amount)) : '',
    setup.insurance !== undefined ? text.insurance(money(setup.insurance)) : '',
    setup.signature === true ? text.signature : '',
    setup.return_label === true ? text.returnLabel : '',
  ].filter(Boolean);
  if (options.length) lines.push([label.options, options.join(', ')]);
  // The line that only carries a measured weight is shown above, as the parcel's.
  const products = (Array.isArray(body.products) ? body.products : []).filter((p) => !isParcelLine(p));
  for (const [i, p] of products.entries()) {
    const x = rec(p);
    lines.push([
      i === 0 ? label.products : '',
      `${str(x.quantity) || 1} × ${str(x.name)} @ ${money(x.price)}${x.hs_code ? ` HS ${str(x.hs_code)}` : ''}${x.origin_country ? ` (${str(x.origin_country)})` : ''}`,
    ]);
  }
  if (currency === undefined && products.some((p) => rec(p).price !== undefined))
    lines.push([label.currency, text.currencyUnset(facts.rate?.currency, SHIPMENT_FLAGS.currency.long)]);
  // The label priced in another currency than the customs values: said, never converted.
  else if (
    currency !== undefined &&
    facts.rate?.currency &&
    facts.rate.currency !== currency &&
    products.some((p) => rec(p).price !== undefined)
  )
    lines.push([label.currency, text.currencyKept(currency, facts.rate.currency)]);
  if (isRecord(body.customs))
    lines.push([
      label.customs,
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
    label.price,
    setup.test === true ? text.priceFree(quote) : quote ? text.priceQuoted(quote) : text.priceNone,
  ]);
  if (setup.ref_number) lines.push([label.ref, str(setup.ref_number)]);
  return lines;
}

/** The summary as `  Label  value` lines; on a terminal of `columns`, a long value continues under itself. */
export function renderLines(lines: readonly [string, string][], columns?: number): string {
  // Labels measured in terminal cells: a Japanese label takes two per character.
  const width = Math.max(...lines.map(([k]) => displayWidth(k)));
  const indent = width + 4;
  const text = lines
    .map(([k, v]) => {
      const parts = columns && columns - indent >= 20 ? wrapToWidth(v, columns - indent) : [v];
      return `  ${k}${' '.repeat(width - displayWidth(k))}  ${parts.join(`\n${' '.repeat(indent)}`)}`;
    })
    .join('\n');
  return '\n' + text + '\n\n';
}

/** The confirmation, with what it costs: the price is what is agreed to. */
export function confirmQuestion(body: Body, rate: Rate | undefined): string {
  const text = messages().shipping.summary;
  if (rec(body.setup).test === true) return text.confirmTest;
  return rate ? text.confirmPrice(formatMoney(rate.price, rate.currency)) : text.confirmNoQuote;
}
