import { warehouses } from '../../../api/index.js';
import type { WarehouseAddress } from '../../../contract/index.js';
import { findPrefecture, validateWarehouse } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { ValidationError } from '../../errors.js';
import { enforceRules } from '../../../ops/request/rules.js';
import { printJson } from '../../output/json.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { buildAddress, withProblems } from '../../shared/address-flags.js';
import type { add } from './index.js';
import { warehouseColumns } from './view.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof add>, ctx: Context): Promise<number> {
  const built = await buildAddress(ctx, input.input, input.address, 'a flat warehouse address');
  const { address } = built;
  if (address.country === 'JP' && !address.province_kanji && typeof address.province === 'string') {
    const p = findPrefecture(address.province);
    if (p) {
      address.province_kanji = p.kanji;
      ctx.notices.dim(messages().admin.warehouses.provinceKanji(p.kanji, address.province));
    }
  }
  const problems = withProblems(built.problems, enforceRules(validateWarehouse(address), 'warehouse', ctx));
  if (problems.length) throw new ValidationError(problems, messages().admin.warehouses.invalid);
  const client = await ctx.client();
  const rec = await withSpinner(ctx.io, messages().admin.warehouses.adding, () =>
    warehouses.create(client, address as WarehouseAddress),
  );
  if (ctx.globals.json) printJson(ctx.io, rec);
  else {
    ctx.notices.success(messages().admin.warehouses.added(rec.id));
    printList(ctx, [rec], warehouseColumns());
  }
  return 0;
}
