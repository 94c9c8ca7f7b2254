// What a station (and `orders ship`) cannot decide for an order before it is sent: no carrier,
// no size, a service no account of the account's carries, a label the printer cannot print.
// Checked with the same rules the send would run (the domain's), so an order run never sends
// what it knows will be refused; said in the reader's language with the flag or config key
// that fixes it, rather than the API's English on every scan.
import type { PrintTarget } from '../../config/index.js';
import type { Order } from '../../contract/index.js';
import { compareCodes } from '../../domain/compare.js';
import { CARRIERS, validateShipmentRequest, type AccountRef, type Problem } from '../../domain/index.js';
import { en } from '../../i18n/en/index.js';
import { messages, type Messages } from '../../i18n/index.js';
import { issueText } from '../../i18n/issues.js';
import type { Context } from '../context.js';
import { printFitFor } from '../print/fit.js';
import { carrierName } from '../shared/rates-table.js';
import { serviceFor, settledShipmentBodyOf, type OrderShipChoices } from './order-body.js';

/** Why an order cannot be sent as it is: the kind a fix is named for, and the rule's words. */
export type Blocker =
  | { kind: 'carrier' }
  | { kind: 'size'; carrier: string; sizes: readonly number[] }
  | { kind: 'printer'; issue: string }
  | { kind: 'other'; field: string; problem: Problem };

export interface OrderCheck {
  choices: OrderShipChoices;
  accounts: readonly AccountRef[];
  now: Date;
  printTarget?: PrintTarget;
  /** The sender when the run gives one (station.from_warehouse, --from-warehouse). */
  from?: Record<string, unknown>;
  /** A size will be asked per scan: an order without one is not blocked for it. */
  sizePerScan?: boolean;
}

/** What stops one order, as the send would find it; [] when it can be sent. */
export async function blockersOf(order: Order, check: OrderCheck): Promise<Blocker[]> {
  const { carrier } = serviceFor(order, check.choices);
  if (!carrier) return [{ kind: 'carrier' }];
  const settled = await settledShipmentBodyOf(order, check.choices, check.from, check.now);
  const body = settled.body;
  const problems = [
    ...settled.problems,
    ...validateShipmentRequest(body, { now: check.now, mode: 'shipment', accounts: [...check.accounts] }),
  ];
  const out: Blocker[] = [];
  for (const p of problems) {
    if (p.field === 'setup.pack_size' && body.setup.pack_size === undefined) {
      if (!check.sizePerScan) out.push({ kind: 'size', carrier, sizes: CARRIERS[carrier].packSizes });
    } else out.push({ kind: 'other', field: p.field, problem: p });
  }
  if (check.printTarget) {
    const fit = printFitFor(check.printTarget, carrier, check.accounts, {
      test: check.choices.test,
      ...(check.choices.carrierId ? { carrierId: check.choices.carrierId } : {}),
    });
    if (fit.issue) out.push({ kind: 'printer', issue: fit.issue });
  }
  return out;
}

/** A blocker in the reader's words: what is wrong, and (where a choice fixes it) the fix. */
export function blockerText(b: Blocker, catalog: Messages = messages()): { what: string; fix?: string } {
  const text = catalog.shipping.openCheck;
  const english = catalog === en;
  switch (b.kind) {
    case 'carrier':
      return { what: text.noCarrier, fix: text.noCarrierFix };
    case 'size':
      return {
        what: text.noSize(english ? b.carrier : carrierName(b.carrier as never), b.sizes.join(', ')),
        fix: text.noSizeFix(b.sizes[0] ?? 60),
      };
    case 'printer':
      return { what: text.printer(b.issue) };
    case 'other':
      return { what: `${b.field}: ${english ? b.problem.issue : issueText(b.problem)}` };
  }
}

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
  const groups = new Map<string, { blocker: Blocker; refs: string[] }>();
  for (const order of orders) {
    const found = await blockersOf(order, full);
    if (found.length === 0) continue;
    blocked.set(order.id, found);
    const ref = String(order.setup?.ref_number ?? order.id);
    for (const b of found) {
      const key = groupKey(b);
      const group = groups.get(key) ?? { blocker: b, refs: [] };
      group.refs.push(ref);
      groups.set(key, group);
    }
  }
  if (groups.size === 0) return blocked;
  const text = messages().shipping.openCheck;
  ctx.notices.warn(text.heading(blocked.size, orders.length));
  for (const { blocker, refs } of groups.values()) {
    const said = blockerText(blocker);
    // Each part on a line of its own: none wraps at 80 columns.
    ctx.notices.info(`  ${text.group(said.what, refs.length)}`);
    ctx.notices.info(`    ${shortList(refs)}`);
    if (said.fix) ctx.notices.info(`    → ${said.fix}`);
  }
  return blocked;
}

/** The first few refs, then how many more: one line at 80 columns. */
function shortList(given: readonly string[]): string {
  const refs = [...given].sort(compareCodes);
  const shown = refs.slice(0, 3).join(', ');
  return refs.length > 3 ? `${shown} +${refs.length - 3}` : shown;
}
