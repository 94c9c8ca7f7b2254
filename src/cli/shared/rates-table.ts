// The rate comparison: cheapest first, the service with its human name, money
// with its currency on a terminal; raw numbers in their own columns when piped
// (tab-separated, for sort/awk).
import type { Rate, RateError } from '../../contract/index.js';
import {
  CARRIERS,
  carriesOf,
  isMailSize,
  limitParts,
  SERVICE_LIMITS,
  serviceInfo,
  type CarrierType,
} from '../../domain/index.js';
import { sayText } from '../../i18n/issues.js';
import type { Context } from '../context.js';
import { formatMoney } from '../output/format.js';
import { printTable, type Column } from '../output/table.js';
import { messages } from '../../i18n/index.js';

/** A service's name as the reader's language writes it (the carriers' own, in Japanese); '' when unknown. */
export function serviceName(code: string): string {
  const name = serviceInfo(code)?.name;
  return name === undefined ? '' : messages().shipping.names.service(code, name);
}

/** A carrier's name as the reader's language writes it (佐川急便 in Japanese). */
export function carrierName(type: CarrierType): string {
  return messages().shipping.names.carrier(type, CARRIERS[type].name);
}

const surcharges = (r: Rate, money: boolean): string =>
  (r.surcharges ?? [])
    .map((s) =>
      money
        ? `${s.type ?? messages().shipping.rates.surcharge} ${formatMoney(s.price ?? 0, r.currency)}`
        : `${s.type ?? 'surcharge'}=${s.price ?? 0}`,
    )
    .join(money ? ', ' : ';');

/**
 * On a narrow terminal the account id goes first (it is never cut: an id cut short is a wrong
 * id) — unless two rows quote one service from two accounts, which only it tells apart — then
 * the surcharges, then the carrier, which the service code names too (fedex_…, pegasus_ems);
 * the service code, the one to type after --service, and the price are never cut, and the
 * service's name keeps 20 cells (カンガルービジネス便) before anything droppable stays, and
 * wraps rather than being cut.
 */
function ttyColumns(rates: readonly Rate[]): Column<Rate>[] {
  const services = rates.map((r) => `${r.carrier} ${r.service}`);
  const accountNeeded = new Set(services).size < services.length;
  const text = messages().shipping;
  const header = text.rates.columns;
  return [
    { header: header.carrier, get: (r) => r.carrier, fixed: true, dropOrder: 3 },
    { header: header.service, get: (r) => r.service, fixed: true },
    // Whole, over two lines where it must: "FedEx International …" would hide what tells two apart.
    { header: header.name, get: (r) => serviceName(r.service), minWidth: 20, overflow: 'wrap' },
    { header: header.price, get: (r) => formatMoney(r.price, r.currency), align: 'right', fixed: true },
    // Only where a row needs it said: a mail-size service or one without tracking among the boxes.
    ...(rates.some((r) => isMailSize(r.service) || !carriesOf(r.service).tracking)
      ? [
          {
            header: header.carries,
            get: (r: Rate) => carriesText(r.service),
            minWidth: 14,
            overflow: 'wrap' as const,
            dropOrder: 4,
          },
        ]
      : []),
    { header: header.surcharges, get: (r) => surcharges(r, true) || '-', dropOrder: 2 },
    {
      header: header.account,
      get: (r) => r.carrier_id ?? '',
      fixed: true,
      ...(accountNeeded ? {} : { dropOrder: 1 }),
    },
  ];
}

/** "flat: 34 × 25 × 3 cm, 1 kg; no tracking": what the service carries, in the reader's language. */
export function carriesText(service: string): string {
  const l = SERVICE_LIMITS[service];
  const limits = l && isMailSize(service) ? limitParts(l).map(sayText) : [];
  return messages().shipping.rates.carries(limits, carriesOf(service).tracking);
}

/** carrier, service, name, price, currency, surcharges (type=price;…), carrier_id */
const TSV_COLUMNS: Column<Rate>[] = [
  { header: 'carrier', get: (r) => r.carrier },
  { header: 'service', get: (r) => r.service },
  { header: 'name', get: (r) => serviceInfo(r.service)?.name ?? '' },
  { header: 'price', get: (r) => r.price },
  { header: 'currency', get: (r) => r.currency ?? '' },
  { header: 'surcharges', get: (r) => surcharges(r, false) },
  { header: 'carrier_id', get: (r) => r.carrier_id ?? '' },
];

export function printRates(ctx: Pick<Context, 'io' | 'theme'>, rates: readonly Rate[]): void {
  printTable(ctx.io, ctx.theme.out, rates, ctx.io.stdoutIsTTY ? ttyColumns(rates) : TSV_COLUMNS);
}

/** Carriers that could not quote, under the table on stderr. */
export function printRateErrors(ctx: Pick<Context, 'notices'>, errors: readonly RateError[]): void {
  for (const e of errors)
    ctx.notices.warn(`${e.carrier}: ${e.message ?? messages().shipping.rates.noReason}`);
}
