// The services a domestic comparison leaves out, and why: a box offered to a mail
// service, a thickness over its limit, an option its carrier refuses. The API
// quotes from the body (pack size, weight); the sides given with --size are known
// only here, so the same domain rule is applied again with them.
import type { Rate } from '../contract/index.js';
import { CARRIERS, RATES_REGULAR_ONLY, rateRefusal, servicesOf, type CarrierType } from '../domain/index.js';
import { routeOf, type Body } from './request/index.js';

export interface LeftOut {
  service: string;
  reason: string;
}

/** The services POST /v1/rates quotes for a domestic carrier (spec 4.8: regular only for three of them). */
function quotedServicesOf(carrier: CarrierType): string[] {
  const regular = RATES_REGULAR_ONLY[carrier];
  return regular ? [regular] : servicesOf(carrier);
}

export interface Screened<R extends Rate> {
  rates: R[];
  leftOut: LeftOut[];
}

/**
 * Drops the quoted rates the parcel does not fit (known sides), and lists every
 * domestic service of the carriers in scope that is refused for this request.
 */
export function screenRates<R extends Rate>(
  rates: readonly R[],
  req: { body: Body; carriers: readonly CarrierType[]; sides?: readonly [number, number, number] },
  now: Date,
): Screened<R> {
  if (routeOf(req.body) !== 'domestic') return { rates: [...rates], leftOut: [] };
  const refusal = (service: string) => rateRefusal(service, req.body, now, req.sides);
  const kept = rates.filter((r) => !refusal(r.service));
  const quoted = new Set(kept.map((r) => r.service));
  const carriers = req.carriers.length
    ? req.carriers
    : (Object.values(CARRIERS)
        .filter((c) => c.class === 'domestic' && c.type !== 'custom')
        .map((c) => c.type) as CarrierType[]);
  const leftOut: LeftOut[] = [];
  for (const carrier of carriers) {
    if (CARRIERS[carrier].class !== 'domestic') continue;
    for (const service of quotedServicesOf(carrier)) {
      if (quoted.has(service)) continue;
      const reason = refusal(service);
      if (reason) leftOut.push({ service, reason });
    }
  }
  return { rates: kept, leftOut };
}
