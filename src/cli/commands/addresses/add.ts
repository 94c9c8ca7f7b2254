import { addresses } from '../../../api/index.js';
import type { Address } from '../../../contract/index.js';
import { validateSavedAddress } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { UsageError, ValidationError } from '../../errors.js';
import { enforceRules } from '../../../ops/request/rules.js';
import { printJson } from '../../output/json.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { addressFlag, buildAddress, withProblems } from '../../shared/address-flags.js';
import { IO_FLAGS } from '../../shared/flags.js';
import type { add } from './index.js';
import { addressColumns } from './view.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof add>, ctx: Context): Promise<number> {
  if (!input.input && Object.keys(input.address).length === 0)
    throw new UsageError(
      messages().admin.addresses.noneGiven,
      messages().admin.addresses.noneGivenHint(
        addressFlag('full_name').long,
        addressFlag('zip').long,
        addressFlag('province').long,
        IO_FLAGS.input.long,
      ),
    );
  const built = await buildAddress(ctx, input.input, input.address, 'an address object');
  const { address } = built;
  const problems = withProblems(built.problems, enforceRules(validateSavedAddress(address), 'address', ctx));
  if (problems.length) throw new ValidationError(problems, messages().admin.addresses.invalid);
  const client = await ctx.client();
  const rec = await withSpinner(ctx.io, messages().admin.addresses.saving, () =>
    addresses.create(client, address as Address),
  );
  if (ctx.globals.json) printJson(ctx.io, rec);
  else {
    ctx.notices.success(messages().admin.addresses.saved(rec.id));
    printList(ctx, [rec], addressColumns());
  }
  return 0;
}
