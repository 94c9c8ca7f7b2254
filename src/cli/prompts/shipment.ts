// On a terminal `ship` asks only what the chosen carrier cannot go without, read
// from the domain's fieldsFor(carrier, service): the service (with its price) when
// not given, a pack size where the carrier requires one, the amount where
// collecting it is the service itself (宅急便コレクト), and for an international
// carrier the parcel, products and customs (shipment-international.ts). What may
// be left out (delivery date and slot, temperature, cash on delivery elsewhere) is
// a flag's, and the summary before the confirmation says which.
import type { Rate } from '../../contract/index.js';
import { CARRIERS, COLLECT_SERVICES, fieldsFor, sizeClassesOf } from '../../domain/index.js';
import { carrierOf, isMissing, objectAt, type Body } from '../request/index.js';
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

/** Asks what the carrier requires and the body lacks. */
export async function promptCarrierFields(body: Body, deps: PromptDeps): Promise<CarrierAnswers> {
  const picked = await pickService(body, deps);
  const setup = objectAt(body, 'setup');
  const service = String(setup.service);
  const carrier = carrierOf(body)!;
  const spec = (f: string) => fieldsFor(carrier, service).find((x) => x.field === f);
  const asked: string[] = [];

  // Measured sides decide the pack size (settleParcel) once the service is known.
  const packSize = spec('setup.pack_size');
  if (packSize?.required && packSize.choices?.length && isMissing(setup.pack_size) && !deps.parcel?.sides) {
    // A weight given rules out the classes too light for it.
    const grams = deps.parcel?.grams;
    const heavyEnough = (n: number) =>
      grams === undefined ||
      (sizeClassesOf(carrier).find((c) => c.size === n)?.maxGrams ?? Infinity) >= grams;
    const sizes = packSize.choices.map(Number).filter(heavyEnough);
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
