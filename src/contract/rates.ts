// Rates (spec 2.12, 4.8). POST /v1/rates answers a bare array when every carrier
// answered, and `{rates, errors}` when some failed; per-carrier failures are not HTTP
// errors. `normalizeRates` gives callers one shape.
import { z } from 'zod';

export const SurchargeSchema = z.looseObject({
  type: z.string().optional(),
  price: z.number().optional(),
});

/** A rate is useless without carrier, service and price, so those three are required. */
export const RateSchema = z.looseObject({
  // Standard (non-contract) rates may come without an account behind them.
  carrier_id: z.string().nullish(),
  carrier: z.string(),
  service: z.string(),
  currency: z.string().optional(),
  price: z.number(),
  surcharges: z.array(SurchargeSchema).optional(),
});
export type Rate = z.infer<typeof RateSchema>;

export const RateErrorSchema = z.looseObject({
  carrier: z.string(),
  message: z.string().optional(),
});
export type RateError = z.infer<typeof RateErrorSchema>;

export const RatesResponseSchema = z.union([
  z.array(RateSchema),
  z.looseObject({
    rates: z.array(RateSchema).optional(),
    errors: z.array(RateErrorSchema).optional(),
  }),
]);
export type RatesResponse = z.infer<typeof RatesResponseSchema>;

export interface NormalizedRates {
  rates: Rate[];
  errors: RateError[];
}

export function normalizeRates(parsed: RatesResponse): NormalizedRates {
  if (Array.isArray(parsed)) return { rates: parsed, errors: [] };
  return { rates: parsed.rates ?? [], errors: parsed.errors ?? [] };
}
