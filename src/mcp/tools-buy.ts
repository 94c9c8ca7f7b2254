// The tools that buy or void one label, in two calls (confirm.ts): the plan runs every check the
// purchase will run and says what it will cost, the day's spend, and what could go wrong; the
// token buys exactly that plan once, and sent again gives the same result back.
import type { Shipment } from '../contract/index.js';
import { carrierOfService, chargeablePrice, isCarrierType, testModeInfo } from '../domain/index.js';
import { EXIT } from '../ops/errors.js';
import { decide, quoted, type ConfirmEnv } from './confirm.js';
import * as ops from './operations.js';
import { argumentsKey, type Plan } from './purchase.js';
import { address, arg, argumentsOf, outputs, parcelArgs, tokenArg } from './schemas.js';
import { forTool, money, planText, said, shipmentLine } from './text.js';
import type { ToolDefinition, ToolEnv, ToolResult } from './tools.js';

export const confirmEnv = (env: ToolEnv): ConfirmEnv => ({
  book: env.book,
  service: env.scope.base.service,
  ...(env.session !== undefined ? { session: env.session } : {}),
  ...(env.confirmWithUser ? { confirmWithUser: env.confirmWithUser } : {}),
});

/** The outcome code of a failure (an operation's, or one wrapped by the call that ran it). */
export function exitCodeOf(err: unknown): number | undefined {
  const inner = (err as { error?: unknown })?.error ?? err;
  const code = (inner as { exitCode?: unknown })?.exitCode;
  return typeof code === 'number' ? code : undefined;
}

/** Test labels by default wherever the carrier makes them; `test: false` asks for a real one. */
function withTestDefault(args: Record<string, unknown>): Record<string, unknown> {
  if (args.test !== undefined) return args;
  const named = typeof args.carrier === 'string' ? args.carrier.trim().toLowerCase() : undefined;
  const carrier =
    named && isCarrierType(named)
      ? named
      : typeof args.service === 'string'
        ? carrierOfService(args.service)
        : undefined;
  return { ...args, test: carrier ? testModeInfo(carrier).available : true };
}

/** What a limit counts of a quote: a positive JPY amount, else unpriced (domain/price.ts). */
const priceInJpy = (test: boolean, price?: number, currency?: string): number | undefined =>
  test ? 0 : currency === 'JPY' ? chargeablePrice(price) : undefined;

/** The plan without the addresses the agent sent (it has them): what will be bought, priced. */
function planView(planned: ops.PlannedShipment) {
  const { to_address: _to, from_address: _from, ...rest } = planned.body as Record<string, unknown>;
  const setup = planned.body.setup as Record<string, unknown>;
  return {
    body: rest,
    carrier: setup.carrier ?? carrierOfService(String(setup.service)) ?? null,
    service: setup.service ?? null,
    ref_number: setup.ref_number ?? null,
    test: planned.test,
    price: planned.price ?? null,
    currency: planned.currency ?? null,
    warnings: planned.warnings,
  };
}

function summaryOf(planned: ops.PlannedShipment): string {
  const setup = planned.body.setup as Record<string, unknown>;
  const to = (planned.body.to_address ?? {}) as Record<string, unknown>;
  return `${String(setup.service ?? setup.carrier ?? '?')} to ${quoted(to.full_name)} ${quoted(to.zip)}, ref ${quoted(setup.ref_number)}`;
}

/** A purchase's result as the tool returns it; kept with the token for a re-send. */
function boughtResult(env: ToolEnv, bought: Awaited<ReturnType<typeof ops.buyShipment>>): ToolResult {
  const { shipment } = bought;
  const tracking = (shipment.delivery?.tracking_numbers ?? []).join(', ');
  return {
    json: { ...shipment, ...(bought.labelFile ? { label_file: bought.labelFile } : {}) },
    text: `bought ${shipment.id}${shipment.test ? ' (test label)' : ''} (${env.service}): tracking ${tracking || 'none yet'}${bought.labelFile ? `, label saved at ${bought.labelFile}` : ''}${bought.reconciled ? ' (found after an unclear answer: bought once)' : ''}`,
  };
}

/** Runs a taken plan's purchase once; a re-sent token gets this same promise's result. */
async function purchaseOnce(
  env: ToolEnv,
  plan: Plan,
  buy: () => Promise<{
    result: ToolResult;
    parts: { shipmentId?: string; amountJpy: number; what: string }[];
  }>,
): Promise<ToolResult> {
  const outcome = (async () => {
    try {
      const { result, parts } = await buy();
      env.book.settle(plan, parts);
      return result;
    } catch (err) {
      // A failure that certainly sent nothing leaves the token usable; any doubt keeps it spent.
      const code = exitCodeOf(err);
      if (code === EXIT.usage || code === EXIT.auth) env.book.release(plan);
      else
        env.book.settle(plan, [
          { amountJpy: plan.hold?.amountJpy ?? 0, what: 'the purchase may have gone through' },
        ]);
      throw err;
    }
  })();
  env.book.running(plan, outcome);
  return outcome;
}

const declined = (env: ToolEnv, plan: Record<string, unknown> | undefined): ToolResult => ({
  json: { declined: true, exit_code: EXIT.cancelled, ...(plan ? { plan } : {}) },
  text: said.declined(env.service),
});

const createShipment: ToolDefinition = {
  name: 'create_shipment',
  description:
    'Buy a label in two calls. Without confirmation_token nothing is sent: the plan (price, test or real, spend left, warnings) and a token; show it to the user, then the same arguments plus the token buy it once. Test labels (free) by default where the carrier makes them.',
  effects: ['buys', 'writes-files'],
  input: argumentsOf(
    'create_shipment',
    {
      to_address: address.full(),
      products: arg.records('name, quantity, price, hs_code, origin_country'),
      customs: arg.record('international'),
      ...parcelArgs,
      from_address: arg.text('sender address id'),
      ref: arg.text('order number'),
      note: arg.text(),
      test: arg.flag(),
      date: arg.text('delivery date'),
      time: arg.text(),
      shipment_date: arg.text(),
      content_type: arg.text(),
      ddp: arg.flag(),
      ddu: arg.flag(),
      signature: arg.flag(),
      return_label: arg.flag(),
      cheapest: arg.flag(),
      confirmation_token: tokenArg,
    },
    ['to_address'],
  ),
  output: outputs.purchase,
  async call(given, env) {
    const token = typeof given.confirmation_token === 'string' ? given.confirmation_token : undefined;
    const args = withTestDefault(given);
    let shown: Record<string, unknown> | undefined;
    const decision = await decide<{ planned: ops.PlannedShipment }>(
      confirmEnv(env),
      'create_shipment',
      given,
      token,
      async () => {
        const planned = await ops.planPurchase(env.scope, args);
        // The operations' words name a flag where a terminal gave one: here, the tool's argument.
        const known = Object.keys(createShipment.input.shape);
        planned.warnings = planned.warnings.map((w) => ({ ...w, message: forTool([w.message], known)[0]! }));
        const priceJpy = priceInJpy(planned.test, planned.price, planned.currency);
        const refused = env.book.ledger.check(priceJpy, planned.test);
        if (refused)
          planned.warnings.push({
            code: 'spend_cap',
            message: said.cap.warn(refused.reason === 'unpriced' ? undefined : refused.priceJpy, refused.day),
          });
        shown = planView(planned);
        const summary = summaryOf(planned);
        return {
          tool: 'create_shipment',
          argumentsKey: argumentsKey(given),
          payload: { planned },
          priceJpy,
          test: planned.test,
          question: `Buy this label? ${summary}: ${planned.test ? 'a free test label' : planned.price !== undefined ? money(planned.price, planned.currency) : 'no quote for this service'}${planned.warnings.map((w) => ` (${w.message})`).join('')}`,
        };
      },
    );
    if ('declined' in decision) return declined(env, shown);
    if ('again' in decision) return (await decision.again) as ToolResult;
    if ('offer' in decision) {
      const planned = decision.planned.payload.planned;
      const spend = env.book.capJpy !== undefined ? env.book.ledger.today() : undefined;
      return {
        json: {
          plan: shown,
          confirmation_token: decision.offer,
          ...(spend
            ? {
                spend: {
                  cap_jpy: spend.capJpy,
                  left_jpy: spend.leftJpy,
                  spent_jpy: spend.spentJpy,
                  day: spend.day,
                },
                spend_left_jpy: spend.leftJpy,
              }
            : {}),
        },
        text: planText(
          'create_shipment',
          env.service,
          {
            summary: summaryOf(planned),
            test: planned.test,
            price: planned.price,
            currency: planned.currency,
            spend,
            warnings: planned.warnings,
          },
          decision.offer,
          'buy it',
        ),
      };
    }
    const plan = decision.buy;
    return purchaseOnce(env, plan, async () => {
      const bought = await ops.buyShipment(env.scope, plan.payload.planned);
      return {
        result: boughtResult(env, bought),
        parts: [
          {
            shipmentId: bought.shipment.id,
            amountJpy: plan.hold?.amountJpy ?? 0,
            what: `bought ${bought.shipment.id}`,
          },
        ],
      };
    });
  },
};

const voidShipment: ToolDefinition = {
  name: 'void_shipment',
  description:
    'Void a label (id, ref or tracking number) in two calls like create_shipment; its price goes back to the day’s spend.',
  effects: ['deletes'],
  input: argumentsOf('void_shipment', { shipment: arg.text(), confirmation_token: tokenArg }, ['shipment']),
  output: outputs.purchase,
  async call(args, env) {
    const shipment = String(args.shipment);
    const token = typeof args.confirmation_token === 'string' ? args.confirmation_token : undefined;
    let found: Shipment | undefined;
    const decision = await decide<{ id: string }>(confirmEnv(env), 'void_shipment', args, token, async () => {
      found = await ops.getShipment(env.scope, shipment);
      return {
        tool: 'void_shipment',
        argumentsKey: argumentsKey(args),
        payload: { id: found.id },
        priceJpy: 0,
        test: true,
        question: `Void ${found.id}${found.test ? ' (test label)' : ''} (ref ${quoted(found.setup?.ref_number)})? Its label becomes invalid.`,
      };
    });
    if ('declined' in decision) return declined(env, found ? { shipment: found } : undefined);
    if ('again' in decision) return (await decision.again) as ToolResult;
    if ('offer' in decision)
      return {
        json: { plan: { shipment: found }, confirmation_token: decision.offer },
        text: [
          `plan only, nothing was sent (${env.service}): void ${shipmentLine(found as Record<string, any>)}`,
          `To void it: call void_shipment again with the same shipment and confirmation_token "${decision.offer}".`,
        ].join('\n'),
      };
    const plan = decision.buy;
    return purchaseOnce(env, plan, async () => {
      const voided = await ops.voidShipment(env.scope, plan.payload.id);
      const back = env.book.ledger.giveBack(plan.payload.id);
      return {
        result: {
          json: {
            id: plan.payload.id,
            voided: true,
            message: voided.message,
            ...(back > 0 ? { given_back_jpy: back } : {}),
          },
          text: `voided ${plan.payload.id} (${env.service})${back > 0 ? `; ${money(back)} given back to the day's spend` : ''}`,
        },
        parts: [],
      };
    });
  },
};

export const BUY_TOOLS: readonly ToolDefinition[] = [createShipment, voidShipment];
