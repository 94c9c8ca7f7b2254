// The paging and time-window flags shared by `shipments list` and `orders list`
// (spec 8.2): turned into the API's query, checked with the domain's rules before
// anything is sent, and a next-page hint on stderr when a page is not the last.
import { messages } from '../../i18n/index.js';
import { sayText } from '../../i18n/issues.js';
import { keeping, problem, say, validatePagination, type ListKind } from '../../domain/index.js';
import type { Context } from '../context.js';
import { ValidationError, type Problem } from '../errors.js';
import { parseWhen } from '../output/time.js';
import type { AnyFlag } from '../define.js';
import { LIST_FLAGS, SHIPMENT_FLAGS } from './flags.js';

export interface ListFlags {
  since?: string;
  until?: string;
  limit?: number;
  page?: number;
  all?: boolean;
}

export interface PageFacts {
  count?: number;
  pages?: number;
  current_page?: number;
}

export { positiveInt } from '../define.js';

/** The flag that supplies each member of a list query. */
const FLAG_OF: Readonly<Record<string, AnyFlag>> = {
  limit: LIST_FLAGS.limit,
  page: LIST_FLAGS.page,
  created_after: LIST_FLAGS.since,
  created_before: LIST_FLAGS.until,
  carrier: SHIPMENT_FLAGS.carrier,
};

/**
 * The query of a list request (without page/limit when `--all` walks the pages).
 * Problems name the flag that supplies the value, all at once.
 */
export function listQuery(
  kind: ListKind,
  flags: ListFlags,
  filters: Record<string, string | undefined>,
  now: Date,
  /** The flags that supply `filters`, by query member (`{ state: STATE }`), to name them in problems. */
  filterFlags: Readonly<Record<string, AnyFlag>> = {},
): Record<string, string | number> {
  if (flags.all && flags.page !== undefined)
    throw new ValidationError([problem(LIST_FLAGS.page.long, say('flags.pageWithAll', LIST_FLAGS.all.long))]);
  const query: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(filters)) if (v !== undefined) query[k] = v;
  const problems: Problem[] = [];
  const when = (flag: AnyFlag, raw: string | undefined, end: boolean) => {
    if (raw === undefined) return undefined;
    const at = parseWhen(raw, now, { end });
    if (!at) problems.push(problem(flag.long, say('flags.when', raw, say('flags.whenForms'))));
    return at?.toISOString();
  };
  const after = when(LIST_FLAGS.since, flags.since, false);
  const before = when(LIST_FLAGS.until, flags.until, true);
  if (after) query.created_after = after;
  if (before) query.created_before = before;
  if (flags.limit !== undefined) query.limit = flags.limit;
  if (flags.page !== undefined) query.page = flags.page;
  problems.push(
    // Renamed to the flag, still knowing what was said (a spread copy would lose the Japanese).
    ...validatePagination(query, kind).map((p) =>
      keeping({ field: (filterFlags[p.field] ?? FLAG_OF[p.field])?.long ?? p.field, issue: p.issue }, p.said),
    ),
  );
  if (problems.length > 0) throw new ValidationError(problems, sayListOptions(kind));
  return query;
}

const num = (v: string | undefined): number | undefined => {
  const n = v === undefined ? NaN : Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The paging facts the sandbox (and perhaps the live service) sends as headers next to a bare array. */
export function pageFactsFromHeaders(headers: Record<string, string>): PageFacts {
  const out: PageFacts = {};
  const count = num(headers['x-total-count']);
  const pages = num(headers['x-pages']);
  const current = num(headers['x-current-page']);
  if (count !== undefined) out.count = count;
  if (pages !== undefined) out.pages = pages;
  if (current !== undefined) out.current_page = current;
  return out;
}

/**
 * On stderr, when this page is not known to be the last: how to get the next one. A full page
 * without counters may or may not be followed by more, and says so.
 */
export function nextPageHint(
  ctx: Pick<Context, 'notices'>,
  options: { noun: string; page: number; shown: number; limit: number; facts: PageFacts },
): void {
  const { pages, count } = options.facts;
  const next = `${LIST_FLAGS.page.long} ${options.page + 1}`;
  const text = messages().support.pages;
  const noun = text.nouns[options.noun] ?? options.noun;
  if (pages !== undefined) {
    if (options.page < pages)
      ctx.notices.dim(text.pageOf(options.page, pages, count, noun, next, LIST_FLAGS.all.long));
    return;
  }
  if (options.shown >= options.limit) ctx.notices.dim(text.mayBeMore(noun, next, LIST_FLAGS.all.long));
}

/** The headline over refused list options, in the reader's language. */
function sayListOptions(kind: ListKind): string {
  return sayText(say('flags.listOptions', kind));
}
