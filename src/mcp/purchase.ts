// Buying over MCP is two calls. The first sends nothing and returns the plan with a
// confirmation token bound to exactly what would be sent; the second, with that token and the
// same arguments, buys it — once. A token is taken before its purchase is sent, and the
// purchase's result is kept with it: the same token sent again (a retry after a lost answer, a
// second click) gets that same result back, never a second label. The day's spend cap is the
// SpendLedger's (src/ops/spend.ts, in the data directory): a confirmation reserves its price in
// the transaction that checks the cap; the reservation is given back only when the purchase
// certainly did not happen. A token belongs to the session (HTTP) and the service (base URL +
// account) it was planned in: another session cannot spend it, a server whose service changed
// buys nothing.
import { createHash, randomBytes } from 'node:crypto';
import { CliError, EXIT } from '../ops/errors.js';
import { isSpendRefusal, type SpendHold, type SpendLedger, type SpendRefusal } from '../ops/spend.js';
import { said } from './text.js';

/** A plan waits this long for its confirmation: a quote older than that is asked for again. */
const PLAN_LIFETIME_MS = 30 * 60_000;

export interface Plan<T = unknown> {
  tool: string;
  /** Canonical JSON of the call's arguments (the token left out). */
  argumentsKey: string;
  /** What the purchase sends, as planned. */
  payload: T;
  /** What it costs in JPY (0 for test labels); undefined when no quote priced it. */
  priceJpy: number | undefined;
  test: boolean;
  /** What the user is asked before it is bought (customer text quoted as data). */
  question: string;
  /** The MCP session it was planned in (HTTP; undefined over stdio: one session per process). */
  session?: string;
  /** The service (base URL + account) it was planned against. */
  service: string;
  madeAtMs: number;
  /** Set once taken: the purchase's result, given again to the same token. */
  outcome?: Promise<unknown>;
  /** What this plan holds of the day's cap while its purchase runs. */
  hold?: SpendHold;
}

/** JSON with its members in one order, so that the same arguments always give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const argumentsKey = (args: Record<string, unknown>): string => {
  const { confirmation_token: _token, ...rest } = args;
  return canonicalJson(rest);
};

/** A taken token: either a purchase to make now, or the one made before (its result again). */
export type Taken<T> = { plan: Plan<T>; again?: undefined } | { again: Promise<unknown>; plan?: undefined };

export class PurchaseBook {
  private readonly plans = new Map<string, Plan>();

  constructor(
    readonly ledger: SpendLedger,
    private readonly nowMs: () => number = Date.now,
  ) {}

  get capJpy(): number | undefined {
    return this.ledger.capJpy;
  }

  /** The token of a new plan; the token names the plan and the exact payload it would send. */
  issue<T>(plan: Omit<Plan<T>, 'madeAtMs'>): string {
    const digest = createHash('sha256')
      .update(`${plan.tool}\n${plan.argumentsKey}\n${canonicalJson(plan.payload)}`)
      .digest('base64url')
      .slice(0, 12);
    const token = `confirm-${digest}-${randomBytes(12).toString('base64url')}`;
    this.plans.set(token, { ...plan, madeAtMs: this.nowMs() });
    this.forgetExpired();
    return token;
  }

  /** The plan of a token the user declined: no call can buy it any more. */
  revoke(token: string): void {
    this.plans.delete(token);
  }

  private forgetExpired(): void {
    const now = this.nowMs();
    // A used token is kept a day: its result is what a late retry must get back.
    for (const [token, plan] of this.plans) {
      const life = plan.outcome ? 24 * 60 * 60_000 : PLAN_LIFETIME_MS;
      if (now - plan.madeAtMs > life) this.plans.delete(token);
    }
  }

  /**
   * The plan of this token for this call, reserved against the cap: the purchase that follows
   * is its only one. A token already used gives its first purchase's result instead. Refused
   * (nothing sent) when the token is unknown, expired, of another tool, given with other
   * arguments than the plan's, or when the cap cannot take the price.
   */
  take<T>(
    tool: string,
    token: string,
    args: Record<string, unknown>,
    where: { session?: string; service: string },
  ): Taken<T> {
    const plan = this.plans.get(token) as Plan<T> | undefined;
    const text = said.token;
    // A token of another session reads as unknown: nothing tells that session's plans apart.
    if (!plan || plan.tool !== tool || plan.session !== where.session)
      throw new CliError(text.unknown(tool), { exitCode: EXIT.usage, hint: text.again(tool) });
    if (argumentsKey(args) !== plan.argumentsKey)
      throw new CliError(text.otherArguments, { exitCode: EXIT.usage, hint: text.repeat(tool) });
    if (plan.outcome) return { again: plan.outcome };
    if (this.nowMs() - plan.madeAtMs > PLAN_LIFETIME_MS)
      throw new CliError(text.expired, { exitCode: EXIT.usage, hint: text.again(tool) });
    if (plan.service !== where.service)
      throw new CliError(text.otherService(plan.service, where.service), {
        exitCode: EXIT.usage,
        hint: text.again(tool),
      });
    // Checked and reserved in one transaction: a confirmation running beside this one (or in
    // another server of the same home) sees it.
    const held = this.ledger.reserve(plan.priceJpy, plan.test, `${tool} ${token.slice(0, 20)}`);
    if (isSpendRefusal(held)) throw capError(held);
    plan.hold = held;
    return { plan };
  }

  /** The purchase of a taken plan is under way: a token sent again meanwhile waits for it. */
  running(plan: Plan, outcome: Promise<unknown>): void {
    plan.outcome = outcome;
  }

  /** The purchase went out (or may have): what it cost counts, split by the labels bought. */
  settle(plan: Plan, parts: readonly { shipmentId?: string; amountJpy: number; what: string }[]): void {
    if (plan.hold) this.ledger.settle(plan.hold, parts);
    delete plan.hold;
  }

  /** The purchase certainly did not happen: the reservation is given back, the token may be confirmed again. */
  release(plan: Plan): void {
    if (plan.hold) this.ledger.release(plan.hold);
    delete plan.hold;
    delete plan.outcome;
  }
}

/** The cap's refusal: what the label costs, what was spent today and what is left. */
export function capError(refused: SpendRefusal): CliError {
  const text = said.cap;
  const { day } = refused;
  if (refused.reason === 'unpriced')
    return new CliError(text.unpriced(day.capJpy), {
      exitCode: EXIT.usage,
      hint: text.unpricedHint(day.leftJpy),
    });
  return new CliError(text.over(refused.priceJpy, day), { exitCode: EXIT.usage, hint: text.overHint });
}
