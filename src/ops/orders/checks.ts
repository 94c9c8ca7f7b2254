// The checks an order run makes, as data: what the run's fixed choices cannot do (a service
// the carrier lacks, no account for it, a test label outside its window, a label the printer
// cannot print) and what stops one order (no carrier, no size, a body the rules refuse, an
// order the account has already shipped). A plan and the run ask these same functions, so a
// plan never prices an order the run then leaves out without saying so.
import type { ApiClient } from '../../api/index.js';
import { accountRefs } from '../../batch/index.js';
import type { PrintTarget } from '../../config/index.js';
import { flagOf } from '../../config/flag-names.js';
import type { Order } from '../../contract/index.js';
import {
  CARRIERS,
  checkSetupOptions,
  checkTestMode,
  chooseAccount,
  resolveCarrier,
  validateShipmentRequest,
  type AccountRef,
  type CarrierType,
  type Problem,
} from '../../domain/index.js';
import { en } from '../../i18n/en/index.js';
import { messages, type Messages } from '../../i18n/index.js';
import { issueText } from '../../i18n/issues.js';
import type { OpsContext } from '../context.js';
import { printFit, printFitFor } from '../print-fit.js';
import { serviceFor, settledShipmentBodyOf } from './body.js';
import type { OrderShipChoices } from './choices.js';

/** Why an order is not sent: a code scripts and agents read, and what the fix needs. */
export type Blocker =
  | { code: 'no_carrier'; kind: 'carrier' }
  | { code: 'no_pack_size'; kind: 'size'; carrier: CarrierType; sizes: readonly number[] }
  | { code: 'unprintable'; kind: 'printer'; issue: string }
  | { code: 'invalid'; kind: 'other'; field: string; problem: Problem }
  | { code: 'already_shipped'; kind: 'shipped'; shipment_id: string; tracking_numbers: string[] };

export type BlockerCode = Blocker['code'];

/** A blocker in the reader's words: what is wrong, and (where a choice fixes it) the fix. */
export function blockerText(b: Blocker, catalog: Messages = messages()): { what: string; fix?: string } {
  const text = catalog.shipping.openCheck;
  const english = catalog === en;
  switch (b.kind) {
    case 'carrier':
      return { what: text.noCarrier, fix: text.noCarrierFix(flagOf('carrier')) };
    case 'size':
      return {
        what: text.noSize(
          english ? b.carrier : catalog.shipping.names.carrier(b.carrier, CARRIERS[b.carrier].name),
          b.sizes.join(', '),
        ),
        fix: text.noSizeFix(b.sizes[0] ?? 60, flagOf('pack_size'), flagOf('ask_size')),
      };
    case 'printer':
      return { what: text.printer(b.issue) };
    case 'other':
      return { what: `${b.field}: ${english ? b.problem.issue : issueText(b.problem)}` };
    case 'shipped':
      return { what: text.shipped(b.shipment_id) };
  }
}

/** A blocker as the record scripts read it (English, as the API's words are). */
export const blockerRecord = (b: Blocker): string => blockerText(b, en).what;

export interface OrderCheck {
  choices: OrderShipChoices;
  accounts: readonly AccountRef[];
  now: Date;
  printTarget?: PrintTarget;
  /** The sender when the run gives one (station.from_warehouse, a warehouse chosen for the run). */
  from?: Record<string, unknown>;
  /** A size will be asked per scan: an order without one is not blocked for it. */
  sizePerScan?: boolean;
}

/** An order's body as the run sends it, what stops it ([] when it can be sent) and the lines moved. */
export async function checkOrder(
  order: Order,
  check: OrderCheck,
): Promise<{ body: Record<string, any>; blockers: Blocker[]; moved: Problem[] }> {
  const { carrier } = serviceFor(order, check.choices);
  const settled = await settledShipmentBodyOf(order, check.choices, check.from, check.now);
  if (!carrier) return { body: settled.body, blockers: [{ code: 'no_carrier', kind: 'carrier' }], moved: [] };
  const body = settled.body;
  const problems = [
    ...settled.problems,
    ...validateShipmentRequest(body, { now: check.now, mode: 'shipment', accounts: [...check.accounts] }),
  ];
  const out: Blocker[] = [];
  for (const p of problems) {
    if (p.field === 'setup.pack_size' && body.setup.pack_size === undefined) {
      if (!check.sizePerScan)
        out.push({ code: 'no_pack_size', kind: 'size', carrier, sizes: CARRIERS[carrier].packSizes });
    } else out.push({ code: 'invalid', kind: 'other', field: p.field, problem: p });
  }
  const unprintable = printBlocker(order, check);
  if (unprintable) out.push(unprintable);
  return { body, blockers: out, moved: settled.moved };
}

/** What stops one order, as the send would find it; [] when it can be sent. */
export async function blockersOf(order: Order, check: OrderCheck): Promise<Blocker[]> {
  return (await checkOrder(order, check)).blockers;
}

/** The order's label cannot come out of the run's printer (known only once its carrier is). */
export function printBlocker(
  order: Order,
  check: Pick<OrderCheck, 'choices' | 'accounts' | 'printTarget'>,
): Blocker | undefined {
  const { carrier } = serviceFor(order, check.choices);
  if (!check.printTarget || !carrier) return undefined;
  const fit = printFitFor(check.printTarget, carrier, check.accounts, {
    test: check.choices.test,
    ...(check.choices.carrierId ? { carrierId: check.choices.carrierId } : {}),
  });
  return fit.issue ? { code: 'unprintable', kind: 'printer', issue: fit.issue } : undefined;
}

/** A remark on the run's choices that does not stop it. */
export type ChoiceWarning =
  | { code: 'pack_size_rule'; field: 'setup.pack_size'; problem: Problem }
  | { code: 'pack_size_not_used'; field: 'setup.pack_size'; carrier: CarrierType }
  | { code: 'printer'; field: 'printer'; text: string };

// An order that names nothing of its own: what serviceFor gives it is the run's fixed choice.
const NO_ORDER = { id: '' } as Order;

/**
 * What the run's fixed carrier, service, size and printer cannot do, before any order is
 * bought: problems name the wire field (setup.service, setup.pack_size, setup.carrier_id,
 * setup.test) or `printer`. Nothing to check when no carrier is chosen (each order's own
 * decides, and is checked per order).
 */
export async function choiceProblems(
  ctx: Pick<OpsContext, 'serviceNow'>,
  client: ApiClient,
  given: { choices: OrderShipChoices; printTarget?: PrintTarget },
): Promise<{ problems: Problem[]; warnings: ChoiceWarning[] }> {
  const { choices } = given;
  const explicit = choices.carrier !== undefined || choices.service !== undefined;
  const givenService = explicit ? choices.service : choices.defaultService;
  const givenCarrier = explicit ? choices.carrier : choices.defaultCarrier;
  if (givenService === undefined && givenCarrier === undefined) return { problems: [], warnings: [] };
  const accounts = await accountRefs(client);
  const now = await ctx.serviceNow();
  const fixed = serviceFor(NO_ORDER, choices);
  const setup: Record<string, unknown> = {
    ...(givenService ? { service: givenService } : fixed.service ? { service: fixed.service } : {}),
    ...(givenCarrier ? { carrier: givenCarrier } : {}),
    ...(choices.carrierId ? { carrier_id: choices.carrierId } : {}),
  };
  const resolved = resolveCarrier(setup, { mode: 'shipment', accounts });
  const warnings: ChoiceWarning[] = [];
  const problems: Problem[] = resolved.problems.map((p) =>
    p.field === 'setup.service' && setup.service === undefined && resolved.carrier
      ? {
          field: 'setup.service',
          issue: messages().shipping.orders.ship.serviceRequired(
            resolved.carrier,
            CARRIERS[resolved.carrier].services.length,
            CARRIERS[resolved.carrier].services.map((s) => s.code).join(', '),
          ),
        }
      : p,
  );
  const carrier = resolved.carrier;
  if (!carrier) return { problems, warnings };
  if (choices.packSize !== undefined && CARRIERS[carrier].class === 'domestic') {
    const sized = checkSetupOptions(
      { pack_size: choices.packSize },
      { carrier, ...(resolved.service ? { service: resolved.service } : {}), mode: 'shipment', now },
    );
    problems.push(...sized.problems);
    for (const w of sized.warnings)
      warnings.push({ code: 'pack_size_rule', field: 'setup.pack_size', problem: w });
  } else if (choices.packSize !== undefined)
    warnings.push({ code: 'pack_size_not_used', field: 'setup.pack_size', carrier });
  const chosen = chooseAccount(accounts, carrier, {
    test: choices.test,
    ...(resolved.account ? { explicit: resolved.account } : {}),
  });
  problems.push(...chosen.problems);
  if (choices.test) problems.push(...checkTestMode(carrier, now));
  if (given.printTarget && chosen.problems.length === 0) {
    const fit = printFit(given.printTarget, carrier, chosen.account);
    if (fit.warning) warnings.push({ code: 'printer', field: 'printer', text: fit.warning });
    if (fit.issue) problems.push({ field: 'printer', issue: fit.issue });
  }
  return { problems, warnings };
}
