// The sandbox's rating engine: a price for one service (shipments store it) and
// the rate list of POST /v1/rates (spec 4.8, 2.12). Prices are computed in yen
// from the tariffs in ./tariffs and converted with the fixed rates of ./fx.
import {
  CARRIERS,
  RATES_REGULAR_ONLY,
  rateRefusal,
  servicesOf,
  type CarrierType,
  type NegotiatedRate,
} from '../../domain/index.js';
import { quoteDomestic, ratedDomesticServices } from './domestic.js';
import { fromYen, isConvertible } from './fx.js';
import { quoteInternational, ratedInternationalServices } from './international.js';
import type { Surcharge } from './surcharges.js';
import type { Quote, RateBody } from './types.js';

export type { Quote, RateBody } from './types.js';
export type { Surcharge } from './surcharges.js';

export interface PricedService {
  carrier: CarrierType;
  service: string;
  currency: string;
  /** Freight plus every surcharge, in `currency`. */
  price: number;
  surcharges: Surcharge[];
  /** Calendar days from hand-over to delivery; absent when no estimate exists. */
  days?: number;
}

export type PriceResult = { ok: true; priced: PricedService } | Extract<Quote, { ok: false }>;

/** Domestic rates are in yen; international ones in setup.currency when the sandbox can convert it. */
export function currencyFor(carrier: CarrierType, body: RateBody): string {
  const asked = body.setup?.currency;
  if (CARRIERS[carrier].class === 'domestic' || typeof asked !== 'string') return 'JPY';
  return isConvertible(asked) ? asked : 'JPY';
}

export function priceService(
  carrier: CarrierType,
  service: string,
  body: RateBody,
  negotiated?: readonly NegotiatedRate[],
): PriceResult {
  const currency = currencyFor(carrier, body);
  const quote =
    CARRIERS[carrier].class === 'domestic'
      ? quoteDomestic(carrier, service, body, negotiated)
      : quoteInternational(carrier, service, body, currency);
  if (!quote.ok) return quote;
  const surcharges = quote.surcharges.map((s) => ({ type: s.type, price: fromYen(s.price, currency) }));
  const totalYen = quote.yen + quote.surcharges.reduce((sum, s) => sum + s.price, 0);
  return {
    ok: true,
    priced: {
      carrier,
      service,
      currency,
      price: fromYen(totalYen, currency),
      surcharges,
      ...(quote.days !== undefined ? { days: quote.days } : {}),
    },
  };
}

/** The services POST /v1/rates quotes for a carrier (regular only for sagawa, yamato, yuupack). */
export function ratedServices(carrier: CarrierType): string[] {
  if (carrier === 'custom') return [];
  return CARRIERS[carrier].class === 'domestic'
    ? ratedDomesticServices(carrier, RATES_REGULAR_ONLY[carrier])
    : ratedInternationalServices(servicesOf(carrier));
}

export interface RateAccount {
  id: string;
  type: CarrierType;
  negotiated?: readonly NegotiatedRate[];
  unreachable: boolean;
}

export interface Rate {
  carrier_id: string;
  carrier: string;
  service: string;
  currency: string;
  price: number;
  surcharges: Surcharge[];
}

export interface RateOutcome {
  rates: Rate[];
  errors: { carrier: string; message: string }[];
}

/**
 * One rate per service each account can carry this request with. Services that
 * do not apply (too heavy, freight-only, US-only, a parcel the service cannot
 * carry, an option it would refuse on the shipment) are left out silently: a
 * service quoted here is one POST /v1/shipments accepts for the same body. An
 * unreachable carrier or one that cannot price the request is listed in errors.
 */
export function rateAccounts(
  accounts: readonly RateAccount[],
  body: RateBody,
  domesticRoute: boolean,
  now: Date,
): RateOutcome {
  const out: RateOutcome = { rates: [], errors: [] };
  for (const account of accounts) {
    const carrier = account.type;
    if ((CARRIERS[carrier].class === 'domestic') !== domesticRoute) continue;
    if (account.unreachable) {
      out.errors.push({ carrier, message: `${carrier} could not be reached; try again later` });
      continue;
    }
    let failed: string | undefined;
    for (const service of ratedServices(carrier)) {
      if (rateRefusal(service, body as Record<string, unknown>, now)) continue;
      const result = priceService(carrier, service, body, account.negotiated);
      if (result.ok) {
        const { days: _days, ...rate } = result.priced;
        out.rates.push({ carrier_id: account.id, ...rate });
      } else if (result.kind === 'failed') failed ??= result.reason;
    }
    if (failed) out.errors.push({ carrier, message: failed });
  }
  return out;
}
