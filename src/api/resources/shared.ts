// What every resource function shares: lenient reading of responses, query building and
// the walk over a paginated list.
//
// Lenient means a 2xx answer is never turned into an error because it does not match its schema. The
// schemas (src/contract) keep unknown members; when a known member has an unexpected shape, the raw
// value is returned as is and the mismatch noted in the debug trace. Refusing a successful create's
// answer would hide a label that was already bought.
import type { z } from 'zod/mini';
import type { ApiClient } from '../client.js';
import { readPage, type Page, type PaginateOptions } from '../pagination.js';
import type { QueryValue } from '../url.js';

export interface CallOptions {
  signal?: AbortSignal;
}

/** The parsed value when it matches, the raw value otherwise. */
export function lenient<T>(client: ApiClient, schema: z.ZodMiniType<T>, data: unknown, what: string): T {
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
  schema: z.ZodMiniType<T>,
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

/** A paginated list endpoint and how its items are read. */
export interface ListEndpoint<T> {
  path: string;
  listKey: string;
  schema: z.ZodMiniType<T>;
  what: string;
}

/** One page of a list (`page`: the page that was asked for), its items read one by one. */
export function listPage<T>(
  client: ApiClient,
  list: ListEndpoint<T>,
  data: unknown,
  page: number | undefined,
): Page<T> {
  const { items, info } = readPage(data, [list.listKey]);
  return { page: page ?? 1, items: items.map((i) => lenient(client, list.schema, i, list.what)), info };
}

/** The walk over a list for a list query: its `page` and `limit` start the walk, the rest filter it. */
export function walkOptions<T>(
  client: ApiClient,
  list: ListEndpoint<T>,
  query: { limit?: unknown; page?: unknown },
  options: CallOptions & { maxPages?: number },
): PaginateOptions<T> {
  const { limit, page, ...filters } = query;
  return {
    path: list.path,
    listKey: list.listKey,
    query: toQuery(filters),
    limit: typeof limit === 'number' ? limit : undefined,
    startPage: typeof page === 'number' ? page : undefined,
    maxPages: options.maxPages,
    signal: options.signal,
    parseItem: (raw) => lenient(client, list.schema, raw, list.what),
  };
}
