// What a station (and `orders ship`) checks before its first label is bought — the carrier,
// service and pack size it was given are ones the carrier has, an account can make the label,
// and the label comes in a format the printer prints (the checks are the operation's,
// ops/orders/checks.ts) — said under the names the user gave those choices.
import type { ApiClient } from '../../api/index.js';
import type { PrintTarget } from '../../config/index.js';
import { keeping, type Problem } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import { issueText } from '../../i18n/issues.js';
import { choiceProblems, type ChoiceWarning } from '../../ops/orders/checks.js';
import type { OrderShipChoices } from '../../ops/orders/choices.js';
import type { Context } from '../context.js';
import { ValidationError } from '../errors.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import type { ChoiceNames } from './choices.js';

export interface PlanCheck {
  choices: OrderShipChoices;
  printTarget?: PrintTarget;
  names: ChoiceNames;
  /** The error's message: whose choices they are. */
  what: string;
}

/** Throws ValidationError (exit 2) when the fixed choices cannot make a label that prints. */
export async function checkShipPlan(ctx: Context, client: ApiClient, plan: PlanCheck): Promise<void> {
  const { problems, warnings } = await choiceProblems(ctx, client, {
    choices: plan.choices,
    ...(plan.printTarget ? { printTarget: plan.printTarget } : {}),
  });
  for (const w of warnings) ctx.notices.warn(warningText(w, plan.names));
  if (problems.length > 0)
    throw new ValidationError(
      problems.map((p) => named(p, plan.names)),
      plan.what,
    );
}

function warningText(w: ChoiceWarning, names: ChoiceNames): string {
  switch (w.code) {
    case 'pack_size_rule':
      return `${names.packSize}: ${issueText(w.problem)}`;
    case 'pack_size_not_used':
      return messages().shipping.orders.ship.noPackSize(names.packSize, w.carrier);
    case 'printer':
      return `${names.printer}: ${w.text}`;
  }
}

const FIELD_NAMES: Readonly<Record<string, keyof ChoiceNames>> = {
  'setup.service': 'service',
  'setup.carrier': 'carrier',
  'setup.pack_size': 'packSize',
  'setup.carrier_id': 'carrierId',
  printer: 'printer',
};

/** A problem under the name the user gave the choice (setup.pack_size → --pack-size). */
function named(p: Problem, names: ChoiceNames): Problem {
  if (p.field === 'setup.test') return keeping({ ...p, field: SHIPMENT_FLAGS.test.long }, p.said);
  const choice = FIELD_NAMES[p.field];
  return choice ? keeping({ ...p, field: names[choice] }, p.said) : p;
}
