// The numeric limits of spec 8.2–8.3 and 4.6, and the list-query checks built
// on them. The API call limit (8.1) is deliberately absent: its total and
// window are not published and must be read from the response headers.
import { monthsAgo, parseTimestamp } from './dates.js';
import { integerIssue, isAbsent, problem, say, show, type Problem } from './problems.js';

export const LIST_SHIPMENTS_WINDOW_MONTHS = 2;
export const ORDERS_DEFAULT_WINDOW_DAYS = 14;
export const ORDERS_MAX_AGE_MONTHS = 2;
export const MAX_SUB_USERS = 2;
export const MAX_ADDRESSES = 50;
/** 1 MB of decoded image bytes (spec 4.13, 8.3), read as 1 MiB. */
export const MAX_FILE_BYTES = 1_048_576;
export const YAMATO_EMAIL_MESSAGE_MAX = 74;
export const DHL_ADDRESS_LINE_MAX = 45;
export const DHL_ADDRESS_TOTAL_MAX = 90;
/**
 * Characters per address line the domestic carriers' own label systems take (inferred: the
 * API publishes none): ヤマト B2クラウド's お届け先住所 32 and アパートマンション名 16; 佐川
 * e飛伝's 住所1–3, 16 each. The prefecture and city travel in their own fields.
 */
export const DOMESTIC_ADDRESS_LINE_MAX: Readonly<
  Partial<Record<string, { address1: number; address2: number; extra?: number }>>
> = {
  yamato: { address1: 32, address2: 16 },
  sagawa: { address1: 16, address2: 16, extra: 16 },
};
export const TRACKING_QUERIES_PER_NUMBER = 15;
export const PAGE_LIMIT_DEFAULT = 50;
export const SHIPMENTS_PAGE_MAX = 250;
export const ORDERS_PAGE_MAX = 100;

export { monthsAgo };

export type ListKind = 'shipments' | 'orders';

const FILTERS: Record<ListKind, Record<string, readonly string[]>> = {
  shipments: { scope: ['api', 'all'], state: ['active', 'void', 'any'] },
  orders: { scope: ['api', 'app', 'all'], state: ['active'] },
};

/** Query values arrive as strings ("50") or, from code, as numbers. */
function toInt(v: unknown): unknown {
  return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
}

/**
 * Pagination (8.2) and the filters of 4.2 / 4.6. A created_after older than the
 * 2-month horizon is not a problem: like the shipments list, the orders list
 * clamps it (resolveListWindow), since older orders "cannot be retrieved" (4.6),
 * not "cannot be asked for". `now` is kept for callers.
 */
export function validatePagination(query: Record<string, unknown>, kind: ListKind): Problem[] {
  const out: Problem[] = [];
  const max = kind === 'orders' ? ORDERS_PAGE_MAX : SHIPMENTS_PAGE_MAX;
  if (!isAbsent(query.limit)) {
    const issue = integerIssue(toInt(query.limit), { min: 1, max });
    if (issue) out.push(problem('limit', say('lists.pageLimit', issue, kind, max)));
  }
  if (!isAbsent(query.page)) {
    const issue = integerIssue(toInt(query.page), { min: 1 });
    if (issue) out.push(problem('page', issue));
  }
  const after = checkTimestamp(out, query, 'created_after');
  const before = checkTimestamp(out, query, 'created_before');
  if (after && before && after > before) {
    out.push(problem('created_after', say('lists.afterBefore')));
  }
  for (const [name, allowed] of Object.entries(FILTERS[kind])) {
    const v = query[name];
    if (!isAbsent(v) && !allowed.includes(v as string)) {
      out.push(problem(name, say('lists.filter', allowed, kind, show(v))));
    }
  }
  return out;
}

function checkTimestamp(out: Problem[], query: Record<string, unknown>, name: string): Date | undefined {
  const v = query[name];
  if (isAbsent(v) || v === '') return undefined;
  const d = parseTimestamp(v);
  if (!d) out.push(problem(name, say('lists.timestamp', show(v))));
  return d;
}

export interface ResolvedListWindow {
  limit: number;
  page: number;
  createdAfter: Date;
  createdBefore: Date;
}

/**
 * The effective window of a (valid) list query, as the service applies it:
 * shipments never older than 2 months; orders by default the last 2 weeks,
 * never older than 2 months (an older created_after is clamped); orders with
 * created_before alone: from the 2-month horizon up to created_before.
 */
export function resolveListWindow(
  query: Record<string, unknown>,
  kind: ListKind,
  now: Date,
): ResolvedListWindow {
  const limit = Number(toInt(query.limit) ?? PAGE_LIMIT_DEFAULT);
  const page = Number(toInt(query.page) ?? 1);
  const floor = monthsAgo(now, kind === 'orders' ? ORDERS_MAX_AGE_MONTHS : LIST_SHIPMENTS_WINDOW_MONTHS);
  const defaultAfter =
    kind === 'orders' ? new Date(now.getTime() - ORDERS_DEFAULT_WINDOW_DAYS * 24 * 60 * 60 * 1000) : floor;
  const givenBefore = parseTimestamp(query.created_before);
  // 4.6: "created_after and created_before widen the range" of the 2-week default.
  // created_before alone widens it back to the horizon: everything retrievable up to it.
  const after = parseTimestamp(query.created_after) ?? (givenBefore ? floor : defaultAfter);
  const before = givenBefore ?? now;
  return {
    limit: Number.isInteger(limit) && limit > 0 ? limit : PAGE_LIMIT_DEFAULT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    createdAfter: after < floor ? floor : after,
    createdBefore: before,
  };
}

/** Beyond the 2 active sub-users the service answers 400 SUB_USER_LIMIT_REACHED (spec 4.14). */
export function canAddSubUser(activeSubUsers: number): boolean {
  return activeSubUsers < MAX_SUB_USERS;
}

export function canAddAddress(savedAddresses: number): boolean {
  return savedAddresses < MAX_ADDRESSES;
}

/** Queries left for a tracking number after `used` queries; the 16th is refused (429). */
export function trackingQueriesLeft(used: number): number {
  return Math.max(0, TRACKING_QUERIES_PER_NUMBER - used);
}
