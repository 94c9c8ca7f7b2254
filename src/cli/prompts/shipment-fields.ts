// One question per setup field; answers are checked with the domain's own rules
// as they are typed, so a prompt never accepts what the API would refuse.
import { parseNumber } from '../request/index.js';
import type { PromptDeps } from './shipment-recipient.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { messages } from '../../i18n/index.js';
import { sayText } from '../../i18n/issues.js';

type Setup = Record<string, unknown>;

export async function askCod(setup: Setup, deps: PromptDeps): Promise<void> {
  const answer = await deps.prompter.input({
    message: messages().shipping.prompts.cod,
    flag: SHIPMENT_FLAGS.cod.long,
    validate: (v) => {
      if (v.trim() === '') return true;
      const n = parseNumber(v, { min: 0, exclusiveMin: true });
      return n.ok || (n.said ? sayText(n.said) : n.issue);
    },
  });
  const n = answer.trim() === '' ? undefined : parseNumber(answer, { min: 0, exclusiveMin: true });
  if (n?.ok) setup.cash_on_delivery = { amount: n.value };
}
