// Creating an order (POST /v1/orders): the domain's rules first — nothing is sent while one
// refuses — then the create.
import type { Order, OrderRequest } from '../../contract/index.js';
import { analyzeOrderRequest, type Problem } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import { issueText } from '../../i18n/issues.js';
import type { OpsContext } from '../context.js';
import { ValidationError } from '../errors.js';
import { enforceRules } from '../request/rules.js';

export interface OrderDraft {
  body: unknown;
  /** Problems met while building it (wire fields), reported with the rules'. */
  problems?: readonly Problem[];
  /** A product could not be read: the empty list it left is no second problem. */
  productsUnread?: boolean;
}

/** Creates the order; ValidationError (exit 2, nothing sent) naming each wire field otherwise. */
export async function createOrder(ctx: OpsContext, draft: OrderDraft): Promise<Order> {
  const analysis = analyzeOrderRequest(draft.body, { now: await ctx.serviceNow() });
  const problems = [
    ...(draft.problems ?? []),
    ...enforceRules(analysis.problems, 'order', ctx).filter(
      (p) => !(draft.productsUnread && p.field === 'products'),
    ),
  ];
  if (problems.length > 0) throw new ValidationError(problems, messages().shipping.orders.invalid);
  for (const w of analysis.warnings) ctx.notices.warn(`${w.field}: ${issueText(w)}`);
  const { orders } = await import('../../api/index.js');
  return orders.create(await ctx.client(), draft.body as OrderRequest);
}
