// Choosing the carrier and service on a terminal: one quote of the body puts a price
// beside each service it prices, cheapest first; only services that can take what
// is being shipped are offered (a box is no ゆうメール, a 3 kg parcel no ゆうパケット).
// A carrier the quote leaves out (not registered, no rates in the API) stays
// reachable through "another carrier or service".
import type { Rate } from '../../contract/index.js';
import {
  CARRIER_TYPES,
  CARRIERS,
  carriesOf,
  isMailSize,
  isCarrierType,
  LETTERBOX_SERVICES,
  routeScope,
  serviceConflicts,
  TEST_MODE_CARRIERS,
  type CarrierType,
} from '../../domain/index.js';
import { formatMoney } from '../output/format.js';
import { renderRowLines, type Column } from '../output/table.js';
import { createTheme } from '../output/theme.js';
import { carrierOf, cloneBody, isMissing, objectAt, parcelLine, type Body } from '../../ops/request/index.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { carriesText, carrierName, serviceName } from '../shared/rates-table.js';
import { sortRates } from '../../ops/quote.js';
import type { Choice } from './prompter.js';
import type { PromptDeps } from './shipment-recipient.js';
import { messages } from '../../i18n/index.js';

/**
 * Whether a service can take the parcel as far as the body and the measures tell. A pack
 * size names a box class, not a thickness: a letterbox service is offered for one only when
 * --size says the parcel is thin enough.
 */
export function offersService(service: string, body: Body, parcel: PromptDeps['parcel']): boolean {
  const setup = objectAt(body, 'setup');
  if (LETTERBOX_SERVICES.includes(service) && !parcel?.sides && !isMissing(setup.pack_size)) return false;
  const trial = cloneBody(body);
  if (parcel?.grams !== undefined && !Array.isArray(trial.products))
    trial.products = [parcelLine(parcel.grams)];
  return serviceConflicts(service, trial, parcel?.sides).length === 0;
}

/** The carriers a body may go with: those of its route, test-label ones for a test label. */
function carriersFor(body: Body): CarrierType[] {
  const scope = routeScope(body.to_address, body.from_address);
  const test = objectAt(body, 'setup').test === true;
  return CARRIER_TYPES.filter(
    (c) => (!scope || CARRIERS[c].class === scope) && (!test || TEST_MODE_CARRIERS.includes(c)),
  );
}

interface Row {
  service: string;
  rate?: Rate;
}

/** "Another carrier or service": the carrier list, then its services. */
const OTHER = '';

/** A choice's value: the service code, with the account where two accounts quote it. */
const keyOf = (row: Row, rows: readonly Row[]): string =>
  rows.filter((r) => r.service === row.service).length > 1 && row.rate?.carrier_id
    ? `${row.service}@${row.rate.carrier_id}`
    : row.service;

function rowColumns(rows: readonly Row[]): Column<Row>[] {
  const quoted = rows.filter((r) => r.rate).map((r) => r.service);
  // Two accounts of one carrier quote the same service: only the account tells them apart.
  const accountNeeded = new Set(quoted).size < quoted.length;
  // On a narrow terminal the name gives way: the code (what --service takes) and the price never.
  return [
    { header: '', get: (r) => serviceName(r.service) || r.service, minWidth: 12 },
    { header: '', get: priceOf, align: 'right', fixed: true },
    { header: '', get: (r) => r.service, fixed: true },
    ...(accountNeeded ? [{ header: '', get: (r: Row) => r.rate?.carrier_id ?? '', fixed: true }] : []),
    // What a mail service carries (and that ゆうメール is not tracked), where a row is one.
    ...(rows.some((r) => isMailSize(r.service) || !carriesOf(r.service).tracking)
      ? [{ header: '', get: (r: Row) => carriesText(r.service), dropOrder: 1 }]
      : []),
  ];
}

const priceOf = (r: Row): string => (r.rate ? formatMoney(r.rate.price, r.rate.currency) : '');

/** The cells a choice's line has: the terminal's width less the pointer before it ("❯ "). */
const POINTER = 2;

function choicesOf(rows: readonly Row[], columns: number | undefined): Choice<string>[] {
  const lines = renderRowLines(rows, rowColumns(rows), {
    theme: createTheme(false),
    columns: columns === undefined ? undefined : columns - POINTER,
  });
  return rows.map((row, i) => ({
    name: lines[i] ?? row.service,
    // What stays on the answered line: the code to type next time, and the price agreed to.
    short: [row.service, priceOf(row)].filter(Boolean).join(', '),
    value: keyOf(row, rows),
  }));
}

async function selectRow(
  rows: readonly Row[],
  deps: PromptDeps,
  message: string,
  other?: string,
): Promise<Row | undefined> {
  const choices = choicesOf(rows, deps.columns);
  if (other) choices.push({ name: other, value: OTHER });
  const key = await deps.prompter.select({
    message,
    flag: SHIPMENT_FLAGS.service.long,
    choices,
    pageSize: Math.min(choices.length, 15),
  });
  return rows.find((r) => keyOf(r, rows) === key);
}

/** The carrier, when the route has several and nothing priced decided it. */
async function pickCarrier(body: Body, deps: PromptDeps): Promise<CarrierType> {
  const carriers = carriersFor(body).filter((c) =>
    CARRIERS[c].services.some((s) => offersService(s.code, body, deps.parcel)),
  );
  const choices = (carriers.length > 0 ? carriers : carriersFor(body)).map((c) => ({
    name: carrierName(c),
    value: c,
    description: c,
  }));
  return deps.prompter.select({
    message: messages().shipping.prompts.carrier,
    flag: SHIPMENT_FLAGS.carrier.long,
    choices,
    pageSize: Math.min(choices.length, 15),
  });
}

/**
 * Sets setup.service (and, from a priced choice, setup.carrier_id) unless the body names
 * one; returns the rate chosen, whose price the confirmation then shows without quoting again.
 */
export async function pickService(
  body: Body,
  deps: PromptDeps,
  only: (service: string) => boolean = () => true,
): Promise<Rate | undefined> {
  const setup = objectAt(body, 'setup');
  if (typeof setup.service === 'string' && setup.service !== '') return undefined;
  let carrier = carrierOf(body);
  const allowed = new Set<string>(carriersFor(body));
  const offered = (service: string) => only(service) && offersService(service, body, deps.parcel);
  const rates = (deps.quote ? await deps.quote(body) : undefined) ?? [];
  const priced: Row[] = sortRates(
    rates.filter(
      (r) =>
        isCarrierType(r.carrier) &&
        allowed.has(r.carrier) &&
        (!carrier || r.carrier === carrier) &&
        offered(r.service),
    ),
  ).map((rate) => ({ service: rate.service, rate }));

  const text = messages().shipping.prompts;
  let row: Row | undefined;
  if (!carrier && priced.length > 0) {
    row = await selectRow(priced, deps, text.serviceCheapestFirst, text.otherService);
    carrier = row?.rate?.carrier as CarrierType | undefined;
  }
  if (!carrier) {
    carrier = await pickCarrier(body, deps);
    setup.carrier = carrier;
  }
  if (!row) {
    const own = CARRIERS[carrier].services.map((s) => s.code);
    const fitting = own.filter(offered);
    const candidates = fitting.length > 0 ? fitting : own;
    const rows: Row[] = [
      ...priced.filter((r) => r.rate?.carrier === carrier),
      ...candidates.filter((s) => !priced.some((r) => r.service === s)).map((service) => ({ service })),
    ];
    if (rows.length === 1) {
      row = rows[0]!;
      const only = own.length > 1 ? text.onlyFits : text.onlyService(carrier);
      deps.note?.(text.serviceChosen(row.service, serviceName(row.service), only));
    } else row = await selectRow(rows, deps, text.carrierService(carrierName(carrier)));
  }
  if (!row) return undefined;
  const { service, rate } = row;
  setup.service = service;
  // Where two accounts quoted this service, the one chosen pays; otherwise the account is settled as usual.
  const twice = priced.filter((r) => r.service === service).length > 1;
  if (twice && rate?.carrier_id) setup.carrier_id = rate.carrier_id;
  return rate;
}
