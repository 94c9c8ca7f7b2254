// What every resource function shares: lenient reading of responses and query building.
//
// Lenient means a 2xx answer is never turned into an error because it does not match its schema. The
// schemas (src/contract) keep unknown members; when a known member has an unexpected shape, the raw
// value is returned as is and the mismatch noted in the debug trace. Refusing a successful create's
// answer would hide a label that was already bought.
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { readPage } from '../pagination.js';
import type { QueryValue } from '../url.js';

export interface CallOptions {
  signal?: AbortSignal;
}

/** The parsed value when it matches, the raw value otherwise. */
export function lenient<T>(client: ApiClient, schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  client.note(
    `${what} did not match its schema (${first?.path.join('.') || '(body)'}: ${first?.message}); kept as sent`,
  );
  return data as T;
}

/**
 * A list response: the spec's bare array, or an object carrying it (under `listKey` or `data`). Items
 * are read one by one so that one odd item does not cost the others their parsing.
 */
export function lenientList<T>(
  client: ApiClient,
  schema: z.ZodType<T>,
  data: unknown,
  listKey: string,
  what: string,
): T[] {
  return readPage(data, [listKey]).items.map((item) => lenient(client, schema, item, what));
}

/** Keeps the scalar members of a query object (undefined ones are dropped by the client). */
export function toQuery(query: object | undefined): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  return out;
}
