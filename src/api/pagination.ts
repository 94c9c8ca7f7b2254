// Walking the paginated lists (GET /v1/shipments, GET /v1/orders; spec 8.2).
//
// The spec disagrees with itself: 4.2 says the shipment list is a bare array, 8.2 gives it count /
// current_page / pages. So a page is accepted in either form, and the end is found by `pages` when the
// server states it, otherwise by an EMPTY page. A short page proves nothing: a server may cap the page
// size below the `limit` asked for, and stopping there would silently drop the rest.
import type { ApiClient } from './client.js';
import type { QueryValue } from './url.js';

export interface PageInfo {
  count?: number;
  pages?: number;
  current_page?: number;
  current_limit?: number;
}

export interface Page<T> {
  /** The page number that was requested (1-based). */
  page: number;
  items: T[];
  info: PageInfo;
}

/** Member names that may carry the list inside an object page, in order of preference. */
const DEFAULT_LIST_KEYS = ['data', 'items', 'results'];

function count(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Splits one page into its items and its counters; anything unrecognised is an empty page. */
export function readPage(data: unknown, listKeys: readonly string[]): { items: unknown[]; info: PageInfo } {
  if (Array.isArray(data)) return { items: data, info: {} };
  if (typeof data !== 'object' || data === null) return { items: [], info: {} };
  const record = data as Record<string, unknown>;
  const key = [...listKeys, ...DEFAULT_LIST_KEYS].find((k) => Array.isArray(record[k]));
  const info: PageInfo = {};
  const fields = ['count', 'pages', 'current_page', 'current_limit'] as const;
  for (const field of fields) {
    const value = count(record[field]);
    if (value !== undefined) info[field] = value;
  }
  return { items: key ? (record[key] as unknown[]) : [], info };
}

export interface PaginateOptions<T> {
  /** `/v1/shipments` or `/v1/orders`. */
  path: string;
  /** Member holding the list in an object page (`shipments`, `orders`); `data` is also tried. */
  listKey: string;
  /** Filters (carrier, scope, state, created_after…); `page` and `limit` are set by the walk. */
  query?: Record<string, QueryValue>;
  /** Page size to ask for; the server's default when omitted. */
  limit?: number;
  /** First page to fetch (1-based). */
  startPage?: number;
  /** Safety stop for a server that ignores `page`. */
  maxPages?: number;
  signal?: AbortSignal;
  /** Turns one raw item into T (lenient parse); identity when omitted. */
  parseItem?: (raw: unknown) => T;
}

/** Identity of a page's content, to notice a server that answers every page with the same items. */
function fingerprint(items: unknown[]): string {
  const ids = items.map((item) =>
    typeof item === 'object' && item !== null && 'id' in item
      ? String((item as { id: unknown }).id)
      : JSON.stringify(item),
  );
  return ids.join('\u0000');
}

/** Yields page after page until the last one. */
export async function* paginatePages<T = unknown>(
  client: ApiClient,
  options: PaginateOptions<T>,
): AsyncGenerator<Page<T>> {
  const parse = options.parseItem ?? ((raw: unknown) => raw as T);
  const maxPages = options.maxPages ?? 10_000;
  let page = options.startPage ?? 1;
  let previous: string | undefined;

  for (let fetched = 0; fetched < maxPages; fetched += 1) {
    const res = await client.request({
      method: 'GET',
      path: options.path,
      query: { ...options.query, page, limit: options.limit },
      signal: options.signal,
    });
    const { items, info } = readPage(res.data, [options.listKey]);
    if (items.length === 0) return;
    // A server that ignores `page` (e.g. a bare array of everything) would otherwise loop forever.
    const print = fingerprint(items);
    if (print === previous) return;
    previous = print;

    yield { page, items: items.map(parse), info };
    if (info.pages !== undefined && page >= info.pages) return;
    page += 1;
  }
}

/** Yields every item of every page: `for await (const shipment of paginate(client, …))`. */
export async function* paginate<T = unknown>(
  client: ApiClient,
  options: PaginateOptions<T>,
): AsyncGenerator<T> {
  for await (const page of paginatePages(client, options)) yield* page.items;
}
