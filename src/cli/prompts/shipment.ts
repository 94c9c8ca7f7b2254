// On a terminal `ship` asks only for what the chosen carrier still needs, read
// from the domain's fieldsFor(carrier, service): the carrier and its service when
// not given, then that carrier's pack sizes, delivery date and time slots, ship
// date window, cool option and cash on delivery — and for an international
// carrier the parcel, products and customs (shipment-international.ts).
import {
  CARRIER_TYPES,
  CARRIERS,
  COLLECT_SERVICES,
  COOL_OPTION_SERVICES,
  fieldsFor,
  routeScope,
  SHIPMENT_DATE_RULES,
  TEST_MODE_CARRIERS,
  type CarrierType,
  type FieldSpec,
} from '../../domain/index.js';
import { carrierOf, isMissing, objectAt, type Body } from '../request/index.js';
import { promptInternational } from './shipment-international.js';
import { askCod, askCool, askDeliveryDate, askShipmentDate, askTimeSlot } from './shipment-fields.js';
import type { PromptDeps } from './shipment-recipient.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';

export { promptRecipient, type PromptDeps } from './shipment-recipient.js';

export async function promptCarrier(body: Body, deps: PromptDeps): Promise<CarrierType> {
  const known = carrierOf(body);
  if (known) return known;
  const setup = objectAt(body, 'setup');
  const scope = routeScope(body.to_address, body.from_address);
  const choices = CARRIER_TYPES.filter(
    (c) => (!scope || CARRIERS[c].class === scope) && (setup.test !== true || TEST_MODE_CARRIERS.includes(c)),
  ).map((c) => ({ name: `${CARRIERS[c].name}`, value: c, description: c }));
  const carrier = await deps.prompter.select({
    message: 'Carrier',
    flag: SHIPMENT_FLAGS.carrier.long,
    choices,
    pageSize: Math.min(choices.length, 15),
  });
  setup.carrier = carrier;
  return carrier;
}

export async function promptService(body: Body, carrier: CarrierType, deps: PromptDeps): Promise<string> {
  const setup = objectAt(body, 'setup');
  if (typeof setup.service === 'string' && setup.service !== '') return setup.service;
  const services = CARRIERS[carrier].services;
  let service: string;
  if (services.length === 1) {
    service = services[0]!.code;
    deps.note?.(`service: ${service} (${services[0]!.name}), the only ${carrier} service`);
  } else {
    service = await deps.prompter.select({
      message: `${CARRIERS[carrier].name} service`,
      flag: SHIPMENT_FLAGS.service.long,
      choices: services.map((s) => ({ name: `${s.name}  ${s.code}`, value: s.code })),
      pageSize: Math.min(services.length, 15),
    });
  }
  setup.service = service;
  return service;
}

/** Asks every field the carrier takes and the body lacks; returns the fields asked. */
export async function promptCarrierFields(body: Body, deps: PromptDeps): Promise<string[]> {
  const carrier = await promptCarrier(body, deps);
  const service = await promptService(body, carrier, deps);
  const fields = fieldsFor(carrier, service);
  const spec = (f: string): FieldSpec | undefined => fields.find((x) => x.field === f);
  const setup = objectAt(body, 'setup');
  const asked: string[] = [];
  const ask = async (field: string, fn: (s: FieldSpec) => Promise<void>) => {
    const s = spec(field);
    const member = field.split('.')[1]!;
    if (!s || !isMissing(setup[member])) return;
    await fn(s);
    asked.push(field);
  };

  await ask('setup.pack_size', async (s) => {
    if (!s.choices?.length) return;
    setup.pack_size = await deps.prompter.select({
      message: `Pack size (${carrier}: sum of the three sides, cm)`,
      flag: SHIPMENT_FLAGS.packSize.long,
      choices: s.choices.map((n) => ({ name: `${n}`, value: n })),
      pageSize: s.choices.length,
    });
  });
  await ask('setup.date', () => askDeliveryDate(setup, deps));
  await ask('setup.time', (s) => askTimeSlot(setup, carrier, s, deps));
  // A ship date where the carrier requires one (yamato: today, offered); where it may be left
  // out, --shipment-date sets it — three Enters a label were too many at a packing station.
  if (SHIPMENT_DATE_RULES[carrier].kind === 'required')
    await ask('setup.shipment_date', () => askShipmentDate(setup, carrier, deps));
  // Only what the chosen service can take: a cool option where the service is not already the
  // cooled one and carries chilled/frozen parcels; the amount where collecting is the service
  // itself (宅急便コレクト). Elsewhere cash on delivery is --cod's.
  if (COOL_OPTION_SERVICES.includes(service)) await ask('setup.cool_options', () => askCool(setup, deps));
  if (
    spec('setup.cash_on_delivery.amount') &&
    isMissing(setup.cash_on_delivery) &&
    COLLECT_SERVICES.includes(service)
  ) {
    await askCod(setup, deps);
    asked.push('setup.cash_on_delivery.amount');
  }
  if (CARRIERS[carrier].class === 'international') asked.push(...(await promptInternational(body, deps)));
  return asked;
}
