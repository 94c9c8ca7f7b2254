// Tracking within the budget (spec 4.10: 15 queries per number, then 429 for good) applied
// to each query about to be sent: served from the delivered cache, sent
// and counted, or refused. The 15th query is the last one the number will ever get,
// so it is spent only on purpose (--force) and never by a watch loop.
import type { ApiClient } from '../api/index.js';
import { isApiError, isConnectPhase } from '../api/is-api-error.js';
import type { TrackingRecord } from '../contract/index.js';
import {
  normalizeRecordId,
  normalizeTrackingNumber,
  TRACKING_CARRIERS,
  TRACKING_QUERIES_PER_NUMBER,
  trackingQueriesLeft,
} from '../domain/index.js';
import { TrackingLedger, type LedgerEntry, type LedgerKey } from '../config/tracking-ledger.js';
import type { OpsContext } from './context.js';
import { CliError, EXIT, UsageError } from './errors.js';
import { readWindow, resolveShipment } from './lookup.js';
import { messages } from '../i18n/index.js';
import { flagOf } from '../config/flag-names.js';

export type BudgetPlan =
  | { kind: 'cached'; record: TrackingRecord; deliveredAt: string; left: number }
  /** `left`: queries left once this one is spent. */
  | { kind: 'send'; left: number; last: boolean }
  | { kind: 'refuse'; message: string; hint: string; left: number };

export interface PlanOptions {
  /** Spend the last query. */
  force?: boolean;
  /** Query even when a delivered result is cached. */
  refresh?: boolean;
  /** Never spend the last query, --force or not (watch loops). */
  keepLast?: boolean;
}

export const usedQueries = (e: LedgerEntry | undefined): number =>
  e?.exhausted ? TRACKING_QUERIES_PER_NUMBER : (e?.used ?? 0);

export const queriesLeft = (e: LedgerEntry | undefined): number => trackingQueriesLeft(usedQueries(e));

export function planQuery(entry: LedgerEntry | undefined, options: PlanOptions = {}): BudgetPlan {
  const left = queriesLeft(entry);
  if (entry?.delivered && !options.refresh)
    return {
      kind: 'cached',
      record: entry.delivered.record as TrackingRecord,
      deliveredAt: entry.delivered.at,
      left,
    };
  const text = messages().shipping.track.budget;
  const name = entry ? `${entry.carrier} ${entry.tracking_number}` : text.thisNumber;
  if (left === 0 && !options.force) {
    return {
      kind: 'refuse',
      left,
      message: text.spent(name, TRACKING_QUERIES_PER_NUMBER),
      hint: text.spentHint(flagOf('force')),
    };
  }
  if (left === 1 && (options.keepLast || !options.force)) {
    return {
      kind: 'refuse',
      left,
      message: text.lastOne(name, TRACKING_QUERIES_PER_NUMBER),
      hint: options.keepLast
        ? text.lastOneWatch(
            `shipctl track ${entry?.carrier ?? 'CARRIER'} ${entry?.tracking_number ?? 'NUMBER'} --force`,
          )
        : text.lastOneHint(TRACKING_QUERIES_PER_NUMBER, flagOf('force')),
    };
  }
  return { kind: 'send', left: Math.max(0, left - 1), last: left === 1 };
}

export interface TrackDeps {
  ledger: TrackingLedger;
  scope: string;
  client: () => Promise<ApiClient>;
  now: () => Date;
}

export interface TrackResult {
  record: TrackingRecord;
  /** Queries left after this call. */
  left: number;
  /** Served from the delivered cache: no query was spent. */
  cached?: { deliveredAt: string };
}

function refused(plan: Extract<BudgetPlan, { kind: 'refuse' }>): CliError {
  return new CliError(plan.message, { exitCode: EXIT.rateLimited, hint: plan.hint });
}

/** One tracking query under the budget; throws CliError (exit 4, 5) or the ApiError (exit 3, 6…). */
export async function trackWithBudget(
  deps: TrackDeps,
  carrier: string,
  number: string,
  options: PlanOptions = {},
): Promise<TrackResult> {
  const key: LedgerKey = { scope: deps.scope, carrier, number };
  const first = planQuery(deps.ledger.get(key), options);
  if (first.kind === 'cached')
    return { record: first.record, left: first.left, cached: { deliveredAt: first.deliveredAt } };
  if (first.kind === 'refuse') throw refused(first);

  // Re-planned under the lock: another shipctl may have spent a query meanwhile.
  let plan: BudgetPlan = first;
  const at = deps.now().toISOString();
  await deps.ledger.update(
    key,
    (e) => {
      plan = planQuery(e, options);
      if (plan.kind !== 'send') return undefined;
      return {
        ...e,
        scope: deps.scope,
        carrier,
        tracking_number: number,
        used: usedQueries(e) + 1,
        first_at: e?.first_at ?? at,
        last_at: at,
      };
    },
    deps.now(),
  );
  const decided = plan as BudgetPlan;
  if (decided.kind === 'cached')
    return { record: decided.record, left: decided.left, cached: { deliveredAt: decided.deliveredAt } };
  if (decided.kind === 'refuse') throw refused(decided);

  let record: TrackingRecord;
  try {
    const { getTracking } = await import('../api/index.js');
    record = await getTracking(await deps.client(), carrier, number);
  } catch (err) {
    throw await settleFailure(deps, key, err);
  }
  const status = record.current_status?.status;
  await deps.ledger.update(
    key,
    (e) =>
      e && {
        ...e,
        last_status: status,
        // A stale delivered result must not outlive a fresher answer (--refresh).
        delivered: status === 'delivered' ? { at: record.current_status?.date ?? at, record } : undefined,
      },
    deps.now(),
  );
  return { record, left: decided.left };
}

/** The server's words, code and debug_id: what a user quotes when reporting a problem. */
const apiText = (err: { message: string; code?: string; debugId?: string }): string =>
  `${err.message}${err.code ? ` [${err.code}]` : ''}${err.debugId ? ` (debug_id ${err.debugId})` : ''}`;

async function settleFailure(deps: TrackDeps, key: LedgerKey, err: unknown): Promise<unknown> {
  if (!isApiError(err)) return err;
  // No byte of the request left this machine (a connect-phase failure, or the call-limit gate
  // refused before the first attempt): the query was not spent.
  const neverSent =
    (err.category === 'network' && isConnectPhase(err.code)) ||
    (err.category === 'rate_limited' && err.code !== 'TRACKING_LIMIT_EXCEEDED' && err.attempts === 0);
  if (neverSent) {
    await deps.ledger.update(key, (e) => e && { ...e, used: Math.max(0, e.used - 1) }, deps.now());
    return err;
  }
  const name = `${key.carrier} ${key.number}`;
  if (err.category === 'rate_limited' && err.code === 'TRACKING_LIMIT_EXCEEDED') {
    await deps.ledger.update(key, (e) => e && { ...e, exhausted: true }, deps.now());
    return new CliError(`${name}: ${apiText(err)}`, {
      exitCode: EXIT.rateLimited,
      hint: messages().shipping.track.budget.exhaustedHint(TRACKING_QUERIES_PER_NUMBER),
      cause: err,
    });
  }
  if (err.category === 'not_found') {
    return new CliError(`${name}: ${apiText(err)}`, {
      exitCode: EXIT.notFound,
      hint: messages().shipping.track.budget.notFoundHint,
      cause: err,
    });
  }
  return err;
}

// zonos labels are Japan Post items (its services are zonos_japanpost_*): tracked as japanpost.
export const TRACKED_AS: Readonly<Record<string, string>> = { zonos: 'japanpost' };

export const isTrackingCarrier = (c: string): boolean => (TRACKING_CARRIERS as readonly string[]).includes(c);

/** The budget of this context's profile and service, in its data directory. */
export function trackDepsOf(ctx: OpsContext): TrackDeps {
  const settings = ctx.settings();
  return {
    ledger: new TrackingLedger(settings.paths.dataDir),
    scope: `${settings.profile.value} ${settings.baseUrl.value ?? 'sandbox'}`,
    client: () => ctx.client(),
    now: ctx.now,
  };
}

/** What a number alone names: a shipment (its id, its order number) or a number one of them carries. */
export type OwnNumber = { shipment: string } | { carrier: string; number: string };

/**
 * A number as a packer reads it off a label: a shipment id is that shipment; a number one of
 * your shipments carries (last 2 months) is tracked with that shipment's carrier; an order
 * number is its shipment. Anything else needs the carrier (exit 2).
 */
export async function ownNumber(ctx: OpsContext, text: string): Promise<OwnNumber> {
  const id = normalizeRecordId(text);
  if (/^API-[A-Z0-9]{10}$/.test(id)) return { shipment: id };
  const wanted = normalizeTrackingNumber(text);
  const all = wanted !== '' ? await readWindow(await ctx.client(), { state: 'any' }) : [];
  const own = all.filter((s) =>
    (s.delivery?.tracking_numbers ?? []).some((n) => normalizeTrackingNumber(n) === wanted),
  );
  if (own.length === 0) {
    const byRef = await resolveShipment(await ctx.client(), text).catch((err: unknown) => {
      if ((err as { exitCode?: number }).exitCode === EXIT.notFound) return undefined;
      throw err;
    });
    if (byRef) return { shipment: byRef.id };
  }
  const carriers = [...new Set(own.map((s) => s.delivery?.carrier ?? s.setup?.carrier))];
  const said = messages().shipping.track;
  if (own.length === 0 || carriers.length !== 1 || carriers[0] === undefined)
    throw new UsageError(
      own.length === 0 ? said.notOwn(text) : said.severalCarriers(text, carriers.join(', ')),
      said.carrierExample(text),
    );
  return { carrier: TRACKED_AS[carriers[0]] ?? carriers[0], number: wanted };
}

export interface Tracked {
  carrier: string;
  number: string;
  tracking: TrackingRecord;
  /** Queries this number has left after this call (of TRACKING_QUERIES_PER_NUMBER). */
  queriesLeft: number;
  /** Served from the delivered cache: no query was spent. */
  cached?: { deliveredAt: string };
}

/**
 * One number tracked within its budget. Without a carrier the number is looked for among your
 * shipments (a shipment id or order number: its first tracking number).
 */
export async function trackNumber(
  ctx: OpsContext,
  query: { number: string; carrier?: string | undefined } & PlanOptions,
): Promise<Tracked> {
  let carrier = query.carrier;
  let number = normalizeTrackingNumber(query.number);
  if (carrier === undefined) {
    const own = await ownNumber(ctx, query.number);
    if ('shipment' in own) {
      const s = await resolveShipment(await ctx.client(), own.shipment);
      const type = s.delivery?.carrier;
      number = s.delivery?.tracking_numbers?.[0] ?? '';
      if (!type || number === '') throw new UsageError(messages().shipping.track.notOwn(query.number));
      carrier = TRACKED_AS[type] ?? type;
    } else ({ carrier, number } = own);
  }
  const { refresh, force, keepLast } = query;
  const res = await trackWithBudget(trackDepsOf(ctx), carrier, number, {
    ...(refresh !== undefined ? { refresh } : {}),
    ...(force !== undefined ? { force } : {}),
    ...(keepLast !== undefined ? { keepLast } : {}),
  });
  return {
    carrier,
    number,
    tracking: res.record,
    queriesLeft: res.left,
    ...(res.cached ? { cached: res.cached } : {}),
  };
}
