// International quotes: zone × weight per service, with the integrators' fuel
// and signature surcharges and insurance where the carrier offers it.
import { qualifiesForUpsFreight, type CarrierType } from '../../domain/index.js';
import { FUEL_SHARE, insuranceYen, SIGNATURE_CARRIERS, SIGNATURE_YEN, type Surcharge } from './surcharges.js';
import { INTERNATIONAL_TARIFFS } from './tariffs/international.js';
import type { Quote, RateBody } from './types.js';
import { chargeableGrams, heaviestParcelGrams } from './weights.js';
import { toYen } from './fx.js';
import { zoneOf } from './zones.js';

const INSURING_CARRIERS: readonly string[] = ['japanpost', 'dhl', 'fedex', 'ups'];
const STEP_GRAMS = 500;

const country = (a: Record<string, unknown> | undefined): string =>
  typeof a?.country === 'string' ? a.country.toUpperCase() : '';

export const isPricedInternational = (service: string): boolean => INTERNATIONAL_TARIFFS.has(service);

export function quoteInternational(
  carrier: CarrierType,
  service: string,
  body: RateBody,
  currency: string,
): Quote {
  const tariff = INTERNATIONAL_TARIFFS.get(service);
  if (!tariff)
    return {
      ok: false,
      kind: 'not-applicable',
      field: 'setup.service',
      reason: `${service} has no sandbox tariff`,
    };
  const from = country(body.from_address);
  const to = country(body.to_address);
  if (tariff.usDomesticOnly && !(from === 'US' && to === 'US')) {
    return {
      ok: false,
      kind: 'not-applicable',
      field: 'to_address.country',
      reason: `${service} ships within the United States only`,
    };
  }
  if (tariff.freightOnly && !qualifiesForUpsFreight(body.parcels)) {
    return {
      ok: false,
      kind: 'not-applicable',
      field: 'parcels',
      reason: `${service} needs a parcel over 70 kg or with a side over 154 cm`,
    };
  }
  const heaviest = heaviestParcelGrams(body);
  if (heaviest > tariff.maxParcelGrams) {
    return {
      ok: false,
      kind: 'not-applicable',
      field: 'parcels',
      reason: `${service} carries parcels up to ${tariff.maxParcelGrams} g; the heaviest weighs ${heaviest} g`,
    };
  }
  const zone = zoneOf(to);
  const grams = chargeableGrams(body, tariff.volumetric);
  const steps = Math.max(0, Math.ceil((grams - STEP_GRAMS) / STEP_GRAMS));
  const yen = tariff.first[zone] + steps * tariff.step[zone];
  const setup = body.setup ?? {};
  const surcharges: Surcharge[] = [];
  if (tariff.fuel) surcharges.push({ type: 'fuel', price: Math.round((yen * FUEL_SHARE) / 10) * 10 });
  if (setup.signature === true && SIGNATURE_CARRIERS.includes(carrier))
    surcharges.push({ type: 'signature', price: SIGNATURE_YEN });
  if (typeof setup.insurance === 'number' && setup.insurance > 0 && INSURING_CARRIERS.includes(carrier)) {
    surcharges.push({ type: 'insurance', price: insuranceYen(carrier, toYen(setup.insurance, currency)) });
  }
  return { ok: true, yen, surcharges, days: tariff.days[zone] };
}

/** Every service of an international carrier that has a tariff; eligibility is checked per quote. */
export function ratedInternationalServices(services: readonly string[]): string[] {
  return services.filter((s) => INTERNATIONAL_TARIFFS.has(s));
}
