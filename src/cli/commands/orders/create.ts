import { orders } from '../../../api/index.js';
import type { OrderRequest } from '../../../contract/index.js';
import { keeping, analyzeOrderRequest } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { enforceRules } from '../../../ops/request/rules.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printPairs } from '../../shared/shipment-text.js';
import type { Input } from '../../define.js';
import { buildOrderBody, withFlag } from './body.js';
import type { create } from './index.js';
import { orderPairs } from './present.js';
import { messages } from '../../../i18n/index.js';
import { issueText } from '../../../i18n/issues.js';

export async function run(input: Input<typeof create>, ctx: Context): Promise<number> {
  const { body, issues, addressProblems } = await buildOrderBody(ctx, input);
  const analysis = analyzeOrderRequest(body, { now: await ctx.serviceNow() });
  const problems = [
    ...issues.map((issue) => ({ field: 'products (--product)', issue })),
    ...addressProblems.map((p) => keeping({ field: withFlag(p.field), issue: p.issue }, p.said)),
    // A --product that could not be read already explains why the list is empty.
    ...enforceRules(analysis.problems, 'order', ctx)
      .filter((p) => !(issues.length > 0 && p.field === 'products'))
      .map((p) => keeping({ field: withFlag(p.field), issue: p.issue }, p.said)),
  ];
  if (problems.length > 0) throw new ValidationError(problems, messages().shipping.orders.invalid);
  for (const w of analysis.warnings) ctx.notices.warn(`${w.field}: ${issueText(w)}`);
  const client = await ctx.client();
  const order = await withSpinner(ctx.io, messages().shipping.orders.creating, () =>
    orders.create(client, body as OrderRequest),
  );
  if (ctx.globals.json) printJson(ctx.io, order);
  else {
    printPairs(ctx, orderPairs(ctx, order));
    ctx.notices.success(messages().shipping.orders.created(order.id));
  }
  return 0;
}
