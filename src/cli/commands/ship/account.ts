// Which carrier account pays for the label, settled before any price is shown or
// confirmed: the stored carrier_id when it is this carrier's, the only active
// account, or — when several accounts of one carrier are active — the user's pick
// on a terminal, and otherwise exit 2 naming --carrier-id with the accounts listed.
import type { ApiClient } from '../../../api/client.js';
import { isApiError } from '../../../api/is-api-error.js';
import type { CarrierAccount } from '../../../contract/index.js';
import { activeAccountsOf, chooseAccount, type AccountRef } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { carrierOf, isMissing, objectAt, type Body } from '../../request/index.js';
import { carrierName, describeCredentials } from '../../shared/carrier-accounts.js';
import { messages } from '../../../i18n/index.js';

/** `id  name  account_number=…`: the first credential the API shows unmasked tells two accounts apart. */
const describe = (a: CarrierAccount): string => {
  const shown = describeCredentials(a.credentials)
    .split(', ')
    .find((kv) => /=./.test(kv) && !/=\*+$/.test(kv));
  return [a.id, carrierName(a.type), shown].filter(Boolean).join('  ');
};

export async function settleCarrierAccount(
  body: Body,
  ctx: Context,
  client: () => Promise<ApiClient>,
  options: { dryRun: boolean },
): Promise<void> {
  const setup = objectAt(body, 'setup');
  const carrier = carrierOf(body);
  if (!carrier || carrier === 'custom' || !isMissing(setup.carrier_id)) return;
  let accounts: CarrierAccount[];
  try {
    const { carriers } = await import('../../../api/index.js');
    accounts = await carriers.list(await client());
  } catch (err) {
    // A dry run shows the body even when the accounts cannot be read; a real send reports the failure.
    if (options.dryRun && isApiError(err)) return;
    throw err;
  }
  const stored = ctx.settings().defaults.carrier_id.value;
  const storedAccount = stored ? accounts.find((a) => a.id === stored) : undefined;
  if (storedAccount?.type === carrier) {
    setup.carrier_id = stored;
    return;
  }
  const refs: AccountRef[] = accounts.map((a) => ({
    id: a.id,
    type: a.type ?? '',
    state: a.state ?? 'active',
  }));
  const active = activeAccountsOf(refs, carrier);
  if (active.length < 2) return;
  if (chooseAccount(refs, carrier, { test: setup.test === true }).problems.length === 0) return;
  const mine = accounts.filter((a) => active.some((r) => r.id === a.id));
  if (ctx.prompter.canPrompt) {
    setup.carrier_id = await ctx.prompter.select({
      message: messages().shipping.ship.accountQuestion(mine.length, carrier),
      flag: '--carrier-id',
      choices: mine.map((a) => ({ name: describe(a), value: a.id })),
    });
    return;
  }
  const text = messages().shipping.ship;
  throw new UsageError(
    `${text.accountsHeld(mine.length, carrier)}\n` + mine.map((a) => `  ${describe(a)}`).join('\n'),
    text.accountsHint(mine[0]!.id),
  );
}
