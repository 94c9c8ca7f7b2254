// Rates: spec 4.8.
import {
  RateErrorSchema,
  RateSchema,
  type NormalizedRates,
  type RatesRequest,
} from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { lenient, lenientList, type CallOptions } from './shared.js';

/**
 * POST /v1/rates. The answer is a bare array when every carrier answered and `{rates, errors}` when some
 * failed; both come back as `{rates, errors}`. A quote creates nothing, so unlike other POSTs it is
 * re-sent after a dropped connection or a 5xx.
 */
export async function quoteRates(
  client: ApiClient,
  body: RatesRequest,
  options: CallOptions = {},
): Promise<NormalizedRates> {
  const { rates, errors } = await quoteRatesWithRaw(client, body, options);
  return { rates, errors };
}

/** As quoteRates, plus the answer exactly as the API sent it (for `--json`, which prints it unchanged). */
export async function quoteRatesWithRaw(
  client: ApiClient,
  body: RatesRequest,
  options: CallOptions = {},
): Promise<NormalizedRates & { raw: unknown }> {
  const res = await client.request({
    method: 'POST',
    path: '/v1/rates',
    body,
    signal: options.signal,
    idempotent: true,
  });
  const data = res.data;
  const errors =
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Array.isArray((data as { errors?: unknown }).errors)
      ? (data as { errors: unknown[] }).errors.map((e) => lenient(client, RateErrorSchema, e, 'rate error'))
      : [];
  return { rates: lenientList(client, RateSchema, data, 'rates', 'rate'), errors, raw: data };
}

export const rates = { quote: quoteRates, quoteWithRaw: quoteRatesWithRaw };
