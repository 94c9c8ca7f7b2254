import { keeping, type Problem } from '../../../domain/index.js';
import { createOrder } from '../../../ops/orders/create.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printPairs } from '../../shared/shipment-text.js';
import type { Input } from '../../define.js';
import { buildOrderBody, withFlag } from './body.js';
import type { create } from './index.js';
import { orderPairs } from './present.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof create>, ctx: Context): Promise<number> {
  const { body, issues, addressProblems } = await buildOrderBody(ctx, input);
  const draft = {
    body,
    problems: [...issues.map((issue) => ({ field: 'products', issue })), ...addressProblems],
    productsUnread: issues.length > 0,
  };
  const order = await withSpinner(ctx.io, messages().shipping.orders.creating, () =>
    createOrder(ctx, draft),
  ).catch((err: unknown) => {
    // The operation names the wire field; a person fixes it with the flag beside it.
    if (!(err instanceof ValidationError)) throw err;
    throw new ValidationError(
      (err.problems as Problem[]).map((p) => keeping({ field: withFlag(p.field), issue: p.issue }, p.said)),
      err.message,
    );
  });
  if (ctx.globals.json) printJson(ctx.io, order);
  else {
    printPairs(ctx, orderPairs(ctx, order));
    ctx.notices.success(messages().shipping.orders.created(order.id));
  }
  return 0;
}
