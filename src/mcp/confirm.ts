// The one branch every tool that spends or voids goes through (create_shipment, void_shipment,
// ship_orders): a plan, the user's answer where the client can ask one, and the plan that may
// be bought. A "no" (or a question the client could not put: cancelled, failed) ends the plan —
// no token is returned and the one made is revoked. A token confirmed by a client that can ask
// is asked about again: the agent holding a token is not the user agreeing to it. A token used
// before gives back its purchase's result without asking: nothing more is bought.
import type { Plan, PurchaseBook } from './purchase.js';

/** What a confirmation needs of the server: the book, where the call comes from, the user. */
export interface ConfirmEnv {
  book: PurchaseBook;
  /** The pinned service (config/service.ts) every plan is bound to. */
  service: string;
  /** The HTTP session of the call (undefined over stdio, where the process is the session). */
  session?: string;
  /** Asks the user; true only for an explicit yes. */
  confirmWithUser?: (message: string) => Promise<boolean>;
}

export type NewPlan<T> = Omit<Plan<T>, 'madeAtMs' | 'session' | 'service'>;

export type Decision<T> =
  /** Bought now: the plan is taken (its price held against the day's cap). */
  | { buy: Plan<T> }
  /** The token was used before: its purchase's result, again. */
  | { again: Promise<unknown> }
  /** The user said no: nothing may be bought with this plan. */
  | { declined: true; planned?: NewPlan<T> }
  /** The client cannot ask: the plan and its token go back to the agent. */
  | { offer: string; planned: NewPlan<T> };

async function ask(env: ConfirmEnv, question: string): Promise<boolean> {
  try {
    return (await env.confirmWithUser?.(question)) === true;
  } catch {
    // The client failed to put the question (closed, timed out): no answer is not a yes.
    return false;
  }
}

export async function decide<T>(
  env: ConfirmEnv,
  tool: string,
  given: Record<string, unknown>,
  token: string | undefined,
  makePlan: () => Promise<NewPlan<T> & { nothingToAsk?: boolean }>,
): Promise<Decision<T>> {
  const where = { service: env.service, ...(env.session !== undefined ? { session: env.session } : {}) };
  if (token !== undefined) {
    const taken = env.book.take<T>(tool, token, given, where);
    if (taken.again) return { again: taken.again };
    if (env.confirmWithUser && !(await ask(env, taken.plan.question))) {
      env.book.release(taken.plan);
      env.book.revoke(token);
      return { declined: true };
    }
    return { buy: taken.plan };
  }
  const { nothingToAsk, ...planned } = await makePlan();
  const newToken = env.book.issue<T>({ ...planned, ...where });
  if (!env.confirmWithUser || nothingToAsk) return { offer: newToken, planned };
  if (!(await ask(env, planned.question))) {
    env.book.revoke(newToken);
    return { declined: true, planned };
  }
  const taken = env.book.take<T>(tool, newToken, given, where);
  return taken.again ? { again: taken.again } : { buy: taken.plan };
}

/** Customer-written text (a name, a ref, an address) quoted as data beside the server's own words. */
export const quoted = (text: unknown): string => JSON.stringify(String(text ?? ''));
