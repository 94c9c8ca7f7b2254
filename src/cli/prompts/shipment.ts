// On a terminal `ship` asks only what the chosen carrier cannot go without, read
// from the domain's fieldsFor(carrier, service): the service (with its price) when
// not given, a pack size where the carrier requires one, the amount where
// collecting it is the service itself (宅急便コレクト), and for an international
// carrier the parcel, products and customs (shipment-international.ts). What may
// be left out (delivery date and slot, temperature, cash on delivery elsewhere) is
// a flag's, and the summary before the confirmation says which.
import type { Rate } from '../../contract/index.js';
import {
  CARRIER_TYPES,
  CARRIERS,
  COLLECT_SERVICES,
  fieldsFor,
  LETTERBOX_SERVICES,
  routeScope,
  sizeClassesOf,
  takesPackSize,
  type CarrierType,
} from '../../domain/index.js';
import { carrierOf, isMissing, objectAt, type Body } from '../../ops/request/index.js';
import { promptInternational } from './shipment-international.js';
import { askCod } from './shipment-fields.js';
import { pickService } from './service-picker.js';
import type { PromptDeps } from './shipment-recipient.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { messages } from '../../i18n/index.js';

export { promptRecipient, type PromptDeps } from './shipment-recipient.js';

export interface CarrierAnswers {
  /** The wire paths asked after the service. */
  asked: string[];
  /** The rate chosen with the service, while nothing asked since has changed its price. */
  rate?: Rate;
}

/** A box class fits a weight when the carrier's class of that size carries it. */
function carries(carrier: CarrierType, size: number, grams: number | undefined): boolean {
  return (
    grams === undefined ||
    (sizeClassesOf(carrier).find((c) => c.size === size)?.maxGrams ?? Infinity) >= grams
  );
}

/**
 * Within Japan, with neither a service nor the parcel's size given, the box is asked before
 * the services are priced: a quote without one prices the smallest box, and the menu would
 * show one price and the confirmation another. "Not a box" leaves the size out, and the menu
 * then offers the mail services only.
 */
async function askBoxFirst(body: Body, deps: PromptDeps): Promise<'box' | 'mail' | undefined> {
  const setup = objectAt(body, 'setup');
  if (!isMissing(setup.service) || !isMissing(setup.pack_size) || deps.parcel?.sides || !deps.quote)
    return undefined;
  if (routeScope(body.to_address, body.from_address) !== 'domestic') return undefined;
  const given = carrierOf(body);
  const carriers = given ? [given] : CARRIER_TYPES.filter((c) => CARRIERS[c].class === 'domestic');
  const grams = deps.parcel?.grams;
  const sizes = [
    ...new Set(carriers.flatMap((c) => CARRIERS[c].packSizes.filter((n) => carries(c, n, grams)))),
  ].sort((a, b) => a - b);
  if (sizes.length === 0) return undefined;
  const text = messages().shipping.prompts;
  const mailToo = carriers.some((c) => CARRIERS[c].services.some((s) => LETTERBOX_SERVICES.includes(s.code)));
  const size = await deps.prompter.select<number>({
    message: given ? text.packSize(given) : text.boxSize,
    flag: SHIPMENT_FLAGS.packSize.long,
    choices: [
      ...sizes.map((n) => ({ name: `${n}`, value: n })),
      ...(mailToo ? [{ name: text.notABox, value: 0 }] : []),
    ],
    pageSize: sizes.length + 1,
  });
  if (size === 0) return 'mail';
  setup.pack_size = size;
  return 'box';
}

/** Asks what the carrier requires and the body lacks. */
export async function promptCarrierFields(body: Body, deps: PromptDeps): Promise<CarrierAnswers> {
  const box = await askBoxFirst(body, deps);
  const picked = await pickService(
    body,
    deps,
    box === 'mail' ? (s) => LETTERBOX_SERVICES.includes(s) : undefined,
  );
  const setup = objectAt(body, 'setup');
  const service = String(setup.service);
  const carrier = carrierOf(body)!;
  const spec = (f: string) => fieldsFor(carrier, service).find((x) => x.field === f);
  const asked: string[] = [];

  const packSize = spec('setup.pack_size');
  // The box asked before the menu: a service priced by none does without it; a carrier
  // chosen past the menu that has no class of that size is asked its own.
  if (box === 'box' && typeof setup.pack_size === 'number') {
    if (!takesPackSize(service)) delete setup.pack_size;
    else if (packSize?.choices?.length && !packSize.choices.map(Number).includes(setup.pack_size))
      delete setup.pack_size;
  }
  // Measured sides decide the pack size (settleParcel) once the service is known.
  if (packSize?.required && packSize.choices?.length && isMissing(setup.pack_size) && !deps.parcel?.sides) {
    // A weight given rules out the classes too light for it.
    const grams = deps.parcel?.grams;
    const sizes = packSize.choices.map(Number).filter((n) => carries(carrier, n, grams));
    const offered = sizes.length > 0 ? sizes : packSize.choices.map(Number);
    setup.pack_size = await deps.prompter.select({
      message: messages().shipping.prompts.packSize(carrier),
      flag: SHIPMENT_FLAGS.packSize.long,
      choices: offered.map((n) => ({ name: `${n}`, value: n })),
      pageSize: offered.length,
    });
    asked.push('setup.pack_size');
  }
  if (
    spec('setup.cash_on_delivery.amount') &&
    isMissing(setup.cash_on_delivery) &&
    COLLECT_SERVICES.includes(service)
  ) {
    await askCod(setup, deps);
    asked.push('setup.cash_on_delivery.amount');
  }
  if (CARRIERS[carrier].class === 'international') asked.push(...(await promptInternational(body, deps)));
  // An answer after the service (a pack size, an amount, a parcel abroad) changes the price quoted.
  return { asked, ...(picked && asked.length === 0 ? { rate: picked } : {}) };
}
