import { warehouses } from '../../../api/index.js';
import type { WarehouseAddress } from '../../../contract/index.js';
import { findPrefecture, validateWarehouse } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { ValidationError } from '../../errors.js';
import { enforceRules } from '../../request/rule-sources.js';
import { printJson } from '../../output/json.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { buildAddress, withProblems } from '../../shared/address-flags.js';
import type { add } from './index.js';
import { WAREHOUSE_COLUMNS } from './view.js';

export async function run(input: Input<typeof add>, ctx: Context): Promise<number> {
  const built = await buildAddress(ctx, input.input, input.address, 'a flat warehouse address');
  const { address } = built;
  if (address.country === 'JP' && !address.province_kanji && typeof address.province === 'string') {
    const p = findPrefecture(address.province);
    if (p) {
      address.province_kanji = p.kanji;
      ctx.notices.dim(`province_kanji: ${p.kanji} (from province ${address.province})`);
    }
  }
  const problems = withProblems(built.problems, enforceRules(validateWarehouse(address), 'warehouse', ctx));
  if (problems.length)
    throw new ValidationError(problems, 'the warehouse breaks the rules of spec 2.14; nothing was sent');
  const client = await ctx.client();
  const rec = await withSpinner(ctx.io, 'Adding the warehouse', () =>
    warehouses.create(client, address as WarehouseAddress),
  );
  if (ctx.globals.json) printJson(ctx.io, rec);
  else {
    ctx.notices.success(`Added warehouse ${rec.id}`);
    printList(ctx, [rec], WAREHOUSE_COLUMNS);
  }
  return 0;
}
