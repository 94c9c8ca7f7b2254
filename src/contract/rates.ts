// Rates (spec 2.12, 4.8). POST /v1/rates answers a bare array when every carrier
// answered, and `{rates, errors}` when some failed; per-carrier failures are not HTTP
// errors. `normalizeRates` gives callers one shape.
import * as z from './zod.js';
import { num, text } from './fields.js';
import { lazySchema } from './lazy-schema.js';

export const SurchargeSchema = lazySchema(() =>
  z.looseObject({
    type: text(),
    price: num(),
  }),
);

/** A rate is useless without carrier, service and price, so those three are required. */
export const RateSchema = lazySchema(() =>
  z.looseObject({
    // Standard (non-contract) rates may come without an account behind them.
    carrier_id: z.nullish(z.string()),
    carrier: z.string(),
    service: z.string(),
    currency: text(),
    price: z.number(),
    surcharges: z.optional(z.array(SurchargeSchema)),
  }),
);
export type Rate = z.infer<typeof RateSchema>;

export const RateErrorSchema = lazySchema(() =>
  z.looseObject({
    carrier: z.string(),
    message: text(),
  }),
);
export type RateError = z.infer<typeof RateErrorSchema>;

export const RatesResponseSchema = lazySchema(() =>
  z.union([
    z.array(RateSchema),
    z.looseObject({
      rates: z.optional(z.array(RateSchema)),
      errors: z.optional(z.array(RateErrorSchema)),
    }),
  ]),
);
export type RatesResponse = z.infer<typeof RatesResponseSchema>;

export interface NormalizedRates {
  rates: Rate[];
  errors: RateError[];
}

export function normalizeRates(parsed: RatesResponse): NormalizedRates {
  if (Array.isArray(parsed)) return { rates: parsed, errors: [] };
  return { rates: parsed.rates ?? [], errors: parsed.errors ?? [] };
}
