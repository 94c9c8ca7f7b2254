// The setup of a row: carrier and service (a column, else the flags and stored
// defaults, else <carrier>_regular), the account, and the domestic options.
import {
  CARRIERS,
  carrierOfService,
  fitSaid,
  keeping,
  english,
  say,
  servicesOf,
  type CarrierType,
  type Said,
} from '../../domain/index.js';
import type { BodyDefaults, CellFn, Draft, Located, ParsedFn, ProblemFn, Setter } from './draft.js';
import { flagOf } from '../../config/flag-names.js';
import {
  nfkc,
  packSizeFor,
  parseBoolean,
  parseCarrier,
  parseCool,
  parseDateFrom,
  parseNumber,
  parseTimeSlot,
} from './values.js';

export function addCarrierAndService(
  draft: Draft,
  cell: CellFn,
  parsed: ParsedFn,
  set: Setter,
  d: BodyDefaults,
  problem: ProblemFn,
): CarrierType | undefined {
  const carrierCell = cell('carrier');
  const fromColumn = parsed('carrier', parseCarrier, 'setup.service');
  const carrier = fromColumn ?? (carrierCell.text === '' ? d.carrier : undefined);
  const carrierAt: Located = fromColumn ? carrierCell.at : { line: draft.line, column: d.origin.carrier };

  const serviceCell = cell('service');
  let service: string | undefined;
  let serviceAt: Located = serviceCell.at;
  if (serviceCell.text !== '') {
    service = nfkc(serviceCell.text).toLowerCase();
  } else if (d.service && (!carrier || carrierOfService(d.service) === carrier)) {
    service = d.service;
    serviceAt = { line: draft.line, column: d.origin.service };
  } else if (carrier && servicesOf(carrier).includes(`${carrier}_regular`)) {
    service = `${carrier}_regular`;
    serviceAt = carrierAt;
  }
  const owner = service ? carrierOfService(service) : undefined;
  if (carrier && owner && owner !== carrier) {
    problem(
      carrierAt,
      'setup.service',
      `is ${carrier}, but service ${service} belongs to ${owner}: make them agree`,
    );
  }
  if (service) set('setup.service', service, serviceAt);
  const effective = owner ?? carrier;

  const idCell = cell('carrier_id');
  if (idCell.text !== '') set('setup.carrier_id', idCell.text, idCell.at);
  else if (d.carrierId && (!d.carrierIdFor || d.carrierIdFor === effective))
    set('setup.carrier_id', d.carrierId, { line: draft.line, column: d.origin.carrierId });
  return effective;
}

export function addOptions(
  draft: Draft,
  cell: CellFn,
  parsed: ParsedFn,
  set: Setter,
  d: BodyDefaults,
  carrier: CarrierType | undefined,
): void {
  const at = (field: string) => cell(field).at;
  const num =
    (what: Said, integer = false) =>
    (s: string) =>
      parseNumber(s, { integer, what });
  const put = (field: string, wire: string, value: unknown) => {
    if (value !== undefined) set(wire, value, at(field));
  };
  const domestic = carrier ? CARRIERS[carrier].class === 'domestic' : draft.body.to_address.country === 'JP';

  const packSize = parsed('pack_size', num(say('vocabulary.what.packSize'), true));
  if (packSize !== undefined) put('pack_size', 'setup.pack_size', packSize);
  else if (d.packSize !== undefined)
    set('setup.pack_size', d.packSize, { line: draft.line, column: d.origin.packSize });

  const dims = (['width', 'height', 'depth'] as const).map((f) =>
    parsed(f, num(say('vocabulary.what.inCm', f))),
  );
  const weight = parsed('weight', num(say('vocabulary.what.weight')));
  if (domestic) {
    const sizes = carrier ? CARRIERS[carrier].packSizes : [];
    if (draft.body.setup.pack_size === undefined && sizes.length > 0 && dims.every((x) => x !== undefined)) {
      const sum = dims.reduce<number>((s, x) => s + (x ?? 0), 0);
      const size = packSizeFor(sizes, sum);
      if (size !== undefined) set('setup.pack_size', size, at('width'));
    }
    // A domestic body carries no sides or weight, yet they decide whether a mail service takes the parcel.
    const service = draft.body.setup.service;
    const sides = dims.every((x) => x !== undefined) ? (dims as [number, number, number]) : undefined;
    const fit =
      typeof service === 'string' && (sides || weight !== undefined)
        ? fitSaid(service, {
            ...(sides ? { sides } : {}),
            ...(weight !== undefined ? { grams: weight } : {}),
          })
        : undefined;
    if (fit)
      draft.problems.push(
        keeping({ ...at(sides ? 'width' : 'weight'), field: 'setup.service', issue: english(fit) }, fit),
      );
  } else if (weight !== undefined || dims.some((x) => x !== undefined)) {
    const parcel: Record<string, number> = { amount: 1 };
    if (weight !== undefined) parcel.weight = weight;
    (['width', 'height', 'depth'] as const).forEach((f, i) => {
      if (dims[i] !== undefined) parcel[f] = dims[i]!;
    });
    draft.body.parcels = [parcel];
    for (const f of ['weight', 'width', 'height', 'depth']) draft.sources.set(`parcels[0].${f}`, at(f));
    draft.sources.set('parcels', at('weight'));
  }

  put('pack_amount', 'setup.pack_amount', parsed('pack_amount', num(say('vocabulary.what.packs'), true)));
  const parseDate = parseDateFrom(d.today);
  put('date', 'setup.date', parsed('date', parseDate));
  const shipmentDate = parsed('shipment_date', parseDate);
  if (shipmentDate !== undefined) put('shipment_date', 'setup.shipment_date', shipmentDate);
  else if (d.shipmentDate && cell('shipment_date').text === '')
    set('setup.shipment_date', d.shipmentDate, { line: draft.line, column: d.origin.shipmentDate });
  const time = cell('time').text;
  if (time !== '') put('time', 'setup.time', parseTimeSlot(time));
  const cool = cell('cool').text;
  if (cool !== '' && parseCool(cool) !== '') put('cool', 'setup.cool_options', parseCool(cool));
  put(
    'cod_amount',
    'setup.cash_on_delivery.amount',
    parsed('cod_amount', num(say('vocabulary.what.amount'))),
  );
  put('cod_tax', 'setup.cash_on_delivery.tax', parsed('cod_tax', num(say('vocabulary.what.tax'))));
  put('insurance', 'setup.insurance', parsed('insurance', num(say('vocabulary.what.insured'))));
  const fragile = parsed('fragile', parseBoolean);
  if (fragile === true) put('fragile', 'setup.care.fragile', true);
  const note = cell('note').text;
  if (note !== '') put('note', 'setup.delivery_note', note);
  const currency = cell('currency').text;
  if (currency !== '') put('currency', 'setup.currency', nfkc(currency).toUpperCase());
  else if (d.currency) set('setup.currency', d.currency, { line: draft.line, column: d.origin.currency });
  if (d.test) set('setup.test', true, { line: draft.line, column: flagOf('test') });

  if (!domestic) {
    const contentType = cell('content_type').text;
    const dutyPaid = parsed('duty_paid', parseBoolean);
    if (contentType !== '') put('content_type', 'customs.content_type', nfkc(contentType).toUpperCase());
    if (dutyPaid !== undefined) put('duty_paid', 'customs.duty_paid', dutyPaid);
  }
}
