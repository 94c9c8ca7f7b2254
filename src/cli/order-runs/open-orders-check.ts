// What a station (and `orders ship`) cannot decide for an order before it is sent (the checks
// are the operation's, ops/orders/checks.ts): said once, in the reader's language, with the
// flag or config key that fixes it, rather than the API's English on every scan.
import type { Order } from '../../contract/index.js';
import { compareCodes } from '../../domain/compare.js';
import { messages } from '../../i18n/index.js';
import type { Context } from '../context.js';
import { blockersOf, blockerText, type Blocker, type OrderCheck } from '../../ops/orders/checks.js';

/** The key a blocker is grouped under: one line per kind of fix, naming the orders it holds back. */
const groupKey = (b: Blocker): string =>
  b.kind === 'other'
    ? `other:${b.field}:${b.problem.issue}`
    : b.kind === 'size'
      ? `size:${b.carrier}`
      : b.kind;

/**
 * Checks every order and says, once, what holds which back (on stderr, in the reader's
 * language). Returns the blocked orders by id.
 */
export async function sayOpenOrderBlockers(
  ctx: Context,
  orders: readonly Order[],
  check: Omit<OrderCheck, 'now'>,
): Promise<Map<string, Blocker[]>> {
  const full: OrderCheck = { ...check, now: ctx.now() };
  const blocked = new Map<string, Blocker[]>();
  for (const order of orders) {
    const found = await blockersOf(order, full);
    if (found.length > 0) blocked.set(order.id, found);
  }
  sayBlockers(ctx, orders, blocked);
  return blocked;
}

/** Says, once, what holds which of `orders` back: one group per kind of fix, naming its orders. */
export function sayBlockers(
  ctx: Context,
  orders: readonly Order[],
  blocked: ReadonlyMap<string, readonly Blocker[]>,
): void {
  const groups = new Map<string, { blocker: Blocker; refs: string[] }>();
  for (const order of orders) {
    const found = blocked.get(order.id) ?? [];
    const ref = String(order.setup?.ref_number ?? order.id);
    for (const b of found) {
      const key = groupKey(b);
      const group = groups.get(key) ?? { blocker: b, refs: [] };
      group.refs.push(ref);
      groups.set(key, group);
    }
  }
  if (groups.size === 0) return;
  const text = messages().shipping.openCheck;
  ctx.notices.warn(text.heading(blocked.size, orders.length));
  for (const { blocker, refs } of groups.values()) {
    const said = blockerText(blocker);
    // Each part on a line of its own: none wraps at 80 columns.
    ctx.notices.info(`  ${text.group(said.what, refs.length)}`);
    ctx.notices.info(`    ${shortList(refs)}`);
    if (said.fix) ctx.notices.info(`    → ${said.fix}`);
  }
}

/** The first few refs, then how many more: one line at 80 columns. */
function shortList(given: readonly string[]): string {
  const refs = [...given].sort(compareCodes);
  const shown = refs.slice(0, 3).join(', ');
  return refs.length > 3 ? `${shown} +${refs.length - 3}` : shown;
}
