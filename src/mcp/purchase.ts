// Buying over MCP is two calls. The first sends nothing and returns the plan with a
// confirmation token bound to exactly what would be sent; the second, with that token and the
// same arguments, buys it — once: a token is spent before its purchase is sent, so a retried or
// repeated call is refused rather than bought again. What a server may spend (--max-spend) is
// counted here from the quotes of what it bought: a confirmation reserves its price in the same
// synchronous step that checks it, so confirmations sent at once cannot all pass the check
// before any is counted; the reservation is given back only when the purchase certainly did not
// happen. A token belongs to the session (HTTP) and the service (base URL + account) it was
// planned in: another session cannot spend it, and a server whose service changed buys nothing.
import { createHash, randomBytes } from 'node:crypto';
import { CliError, EXIT } from '../cli/errors.js';
import { formatMoney } from '../cli/output/format.js';
import { chargeablePrice } from '../domain/index.js';

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
  spent?: string;
  /** What this plan holds of the limit while its purchase runs. */
  reservedJpy?: number;
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

const yen = (n: number) => formatMoney(n, 'JPY');

export class PurchaseBook {
  private readonly plans = new Map<string, Plan>();
  private spentJpy = 0;
  private reservedJpy = 0;

  constructor(
    readonly maxSpendJpy: number | undefined,
    private readonly nowMs: () => number = Date.now,
  ) {}

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
    for (const [token, plan] of this.plans)
      if (plan.spent === undefined && now - plan.madeAtMs > PLAN_LIFETIME_MS) this.plans.delete(token);
  }

  /**
   * The plan of this token for this call, marked spent: the purchase that follows is its only
   * one. Refused (nothing sent) when the token is unknown, expired, spent, of another tool or
   * given with other arguments than the plan's.
   */
  take<T>(
    tool: string,
    token: string,
    args: Record<string, unknown>,
    where: { session?: string; service: string },
  ): Plan<T> {
    const plan = this.plans.get(token) as Plan<T> | undefined;
    const again = `call ${tool} without confirmation_token for a new plan`;
    // A token of another session reads as unknown: nothing tells that session's plans apart.
    if (!plan || plan.tool !== tool || plan.session !== where.session)
      throw new CliError(`unknown confirmation_token for ${tool}: nothing was sent`, {
        exitCode: EXIT.usage,
        hint: again,
      });
    if (plan.spent !== undefined)
      throw new CliError(`this confirmation_token was used already (${plan.spent}): nothing was sent again`, {
        exitCode: EXIT.usage,
        hint: 'a token buys once; look the purchase up with find_shipments before buying anything again',
      });
    if (this.nowMs() - plan.madeAtMs > PLAN_LIFETIME_MS)
      throw new CliError('this confirmation_token has expired (30 minutes): nothing was sent', {
        exitCode: EXIT.usage,
        hint: again,
      });
    if (argumentsKey(args) !== plan.argumentsKey)
      throw new CliError(
        'the arguments differ from those the confirmation_token was given for: nothing was sent',
        { exitCode: EXIT.usage, hint: `repeat the planned call's arguments exactly, or ${again}` },
      );
    if (plan.service !== where.service)
      throw new CliError(
        `this confirmation_token was planned against another service (${plan.service}), not ${where.service}: nothing was sent`,
        { exitCode: EXIT.usage, hint: again },
      );
    // Checked and reserved with no await between: a confirmation running beside this one sees it.
    this.assertAffordable(plan.priceJpy, plan.test);
    plan.reservedJpy = plan.test ? 0 : (chargeablePrice(plan.priceJpy) ?? 0);
    this.reservedJpy += plan.reservedJpy;
    plan.spent = 'in progress';
    return plan;
  }

  /** Refuses a purchase that would pass the limit, saying what is left. */
  assertAffordable(priceJpy: number | undefined, test: boolean): void {
    if (this.maxSpendJpy === undefined || test) return;
    const left = this.left;
    if (chargeablePrice(priceJpy) === undefined)
      throw new CliError(
        `no quote prices this label with a positive JPY amount, so it cannot be counted against --max-spend ${yen(this.maxSpendJpy)}: nothing was sent`,
        { exitCode: EXIT.usage, hint: `${yen(left)} is left; choose a service the quote prices in JPY` },
      );
    if (priceJpy! > left)
      throw new CliError(
        `this label (${yen(priceJpy!)}) would pass --max-spend ${yen(this.maxSpendJpy)}: ${yen(this.spentJpy)} spent${this.reservedJpy > 0 ? `, ${yen(this.reservedJpy)} held by purchases under way` : ''}, ${yen(left)} left; nothing was sent`,
        {
          exitCode: EXIT.usage,
          hint: 'a larger limit needs a new server (--max-spend or config mcp.max_spend)',
        },
      );
  }

  /**
   * The purchase of this plan went out (or may have): what it cost counts — `costJpy` when the
   * caller knows what was actually bought (a run that shipped fewer orders than planned), else
   * the whole reservation — and its token stays spent.
   */
  settle(plan: Plan, what: string, costJpy?: number): void {
    plan.spent = what;
    const held = plan.reservedJpy ?? 0;
    this.reservedJpy -= held;
    plan.reservedJpy = 0;
    this.spentJpy += costJpy === undefined ? held : Math.min(held, Math.max(0, costJpy));
  }

  /** The purchase certainly did not happen: the reservation is given back, the token may be confirmed again. */
  release(plan: Plan): void {
    this.reservedJpy -= plan.reservedJpy ?? 0;
    plan.reservedJpy = 0;
    delete plan.spent;
  }

  get spent(): number {
    return this.spentJpy;
  }

  /** What may still be spent: the limit less what was spent and what purchases under way hold. */
  get left(): number {
    return this.maxSpendJpy === undefined
      ? Infinity
      : Math.max(0, this.maxSpendJpy - this.spentJpy - this.reservedJpy);
  }
}
