// What a station (and `orders ship`) checks before its first label is bought: the carrier,
// service and pack size it was given are ones the carrier has, an account can make the
// label, and the label comes in a format the printer prints. Each scan would otherwise
// buy a label that can never print, and the re-scan would say "already shipped".
// Orders that name a carrier of their own are checked per order (ship-run.ts).
import type { ApiClient } from '../../api/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { Order } from '../../contract/index.js';
import {
  keeping,
  CARRIERS,
  checkSetupOptions,
  checkTestMode,
  chooseAccount,
  resolveCarrier,
  type AccountRef,
  type Problem,
} from '../../domain/index.js';
import type { Context } from '../context.js';
import { ValidationError } from '../errors.js';
import type { ChoiceNames } from './choices.js';
import { serviceFor, type OrderShipChoices } from './order-body.js';
import { printFit } from '../print/fit.js';
import { messages } from '../../i18n/index.js';
import { issueText } from '../../i18n/issues.js';

// An order that names nothing of its own: what serviceFor gives it is the station's fixed choice.
const NO_ORDER = { id: '' } as Order;

export interface PlanCheck {
  choices: OrderShipChoices;
  printTarget?: PrintTarget;
  names: ChoiceNames;
  /** The error's message: whose choices they are. */
  what: string;
}

/** Throws ValidationError (exit 2) when the fixed choices cannot make a label that prints. */
export async function checkShipPlan(ctx: Context, client: ApiClient, plan: PlanCheck): Promise<void> {
  const { choices, names } = plan;
  const explicit = choices.carrier !== undefined || choices.service !== undefined;
  const givenService = explicit ? choices.service : choices.defaultService;
  const givenCarrier = explicit ? choices.carrier : choices.defaultCarrier;
  // No carrier chosen here: each order's own decides, and is checked when it ships.
  if (givenService === undefined && givenCarrier === undefined) return;
  const { accountRefs } = await import('../../batch/sender.js');
  const accounts = await accountRefs(client);
  const now = await ctx.serviceNow();
  const fixed = serviceFor(NO_ORDER, choices);
  const setup: Record<string, unknown> = {
    ...(givenService ? { service: givenService } : fixed.service ? { service: fixed.service } : {}),
    ...(givenCarrier ? { carrier: givenCarrier } : {}),
    ...(choices.carrierId ? { carrier_id: choices.carrierId } : {}),
  };
  const resolved = resolveCarrier(setup, { mode: 'shipment', accounts });
  const problems: Problem[] = resolved.problems.map((p) =>
    p.field === 'setup.service' && setup.service === undefined && resolved.carrier
      ? {
          field: names.service,
          issue: messages().shipping.orders.ship.serviceRequired(
            resolved.carrier,
            CARRIERS[resolved.carrier].services.length,
            CARRIERS[resolved.carrier].services.map((s) => s.code).join(', '),
          ),
        }
      : p,
  );
  const carrier = resolved.carrier;
  if (carrier) {
    if (choices.packSize !== undefined && CARRIERS[carrier].class === 'domestic') {
      const sized = checkSetupOptions(
        { pack_size: choices.packSize },
        { carrier, ...(resolved.service ? { service: resolved.service } : {}), mode: 'shipment', now },
      );
      problems.push(...sized.problems);
      for (const w of sized.warnings) ctx.notices.warn(`${names.packSize}: ${issueText(w)}`);
    } else if (choices.packSize !== undefined)
      ctx.notices.warn(messages().shipping.orders.ship.noPackSize(names.packSize, carrier));
    const chosen = chooseAccount(accounts, carrier, {
      test: choices.test,
      ...(resolved.account ? { explicit: resolved.account } : {}),
    });
    problems.push(...chosen.problems);
    if (choices.test) problems.push(...checkTestMode(carrier, now));
    if (plan.printTarget && chosen.problems.length === 0)
      problems.push(...printProblem(ctx, plan, carrier, chosen.account));
  }
  if (problems.length > 0)
    throw new ValidationError(
      problems.map((p) => named(p, names)),
      plan.what,
    );
}

function printProblem(
  ctx: Context,
  plan: PlanCheck,
  carrier: Parameters<typeof printFit>[1],
  account: AccountRef | undefined,
): Problem[] {
  const fit = printFit(plan.printTarget!, carrier, account);
  if (fit.warning) ctx.notices.warn(`${plan.names.printer}: ${fit.warning}`);
  return fit.issue ? [{ field: plan.names.printer, issue: fit.issue }] : [];
}

const FIELD_NAMES: Readonly<Record<string, keyof ChoiceNames>> = {
  'setup.service': 'service',
  'setup.carrier': 'carrier',
  'setup.pack_size': 'packSize',
  'setup.carrier_id': 'carrierId',
};

/** A domain problem under the name the user gave the choice (setup.pack_size → --pack-size). */
function named(p: Problem, names: ChoiceNames): Problem {
  if (p.field === 'setup.test') return keeping({ ...p, field: '--test' }, p.said);
  const choice = FIELD_NAMES[p.field];
  return choice ? keeping({ ...p, field: names[choice] }, p.said) : p;
}
