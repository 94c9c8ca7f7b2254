// The tools an agent sees, each made from the definition of the command it runs: its
// arguments from that command's flags (schema.ts), its hints from the command's `effects`,
// its work by the command's own handler (call.ts) or the very modules that handler uses,
// its result the JSON the command prints with --json.
import { toJSONSchema } from 'zod/mini';
import {
  AddressSchema,
  CustomsSchema,
  ProductSchema,
  type Shipment,
  type ShipmentRequest,
} from '../contract/index.js';
import {
  carrierOfService,
  chargeablePrice,
  isCarrierType,
  normalizeRecordId,
  refKey,
  testModeInfo,
} from '../domain/index.js';
import { describedAs, flag, type AnyVerb, type Effect } from '../cli/define.js';
import { EXIT } from '../cli/errors.js';
import { formatMoney } from '../cli/output/format.js';
import { SHIPMENT_FLAGS } from '../cli/shared/flags.js';
import { inCallContext, printedJson, runHandler, type CallBase } from './call.js';
import { Estimator, type Quote } from '../batch/index.js';
import type { Order } from '../contract/index.js';
import { choicesOf, type OrderShipFlags } from '../cli/order-runs/choices.js';
import { orderRef, serviceFor, shipmentBodyOf } from '../ops/orders/body.js';
import { argumentsKey, type PurchaseBook } from './purchase.js';
import { decide, declinedResult, quoted, type ConfirmEnv } from './confirm.js';
import { flagInput, flagsOf, propertiesOf, type JsonSchema } from './schema.js';

/** What a tool's call has to hand. */
export interface ToolEnv {
  base: CallBase;
  book: PurchaseBook;
  /** `sandbox` (the embedded sandbox) or `live` (any base URL): said in every result. */
  service: 'sandbox' | 'live';
  /** Asks the user to confirm a purchase, where the client supports elicitation. */
  confirmWithUser?: (message: string) => Promise<boolean>;
  /** The HTTP session of the call: a token is good in the session it was planned in only. */
  session?: string;
}

export interface ToolResult {
  /** The command's JSON (a list is under one member: structured content is an object). */
  json: Record<string, unknown>;
  /** A line or two an agent (or a person reading the log) can act on. */
  text: string;
  /** Files and documents, as MCP content beside the text. */
  extra?: { type: 'resource'; resource: { uri: string; mimeType: string; blob: string } }[];
}

export interface ToolDefinition {
  name: string;
  /** The command it runs (`shipments find`): its definition gives the hints. */
  command: string;
  description: string;
  /** Reads local data only (the catalog): no API, no carrier. */
  offline?: boolean;
  inputSchema(
    verb: AnyVerb,
    verbs: VerbLookup,
  ): { properties: Record<string, JsonSchema>; required?: string[] };
  call(args: Record<string, unknown>, verb: AnyVerb, env: ToolEnv, verbs: VerbLookup): Promise<ToolResult>;
}

export type VerbLookup = (command: string) => AnyVerb;

export interface ToolAnnotations {
  title?: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** MCP's hints, from what the command says it does to the world. */
export function annotationsOf(effects: readonly Effect[], offline = false): ToolAnnotations {
  const has = (e: Effect) => effects.includes(e);
  return {
    readOnlyHint: effects.every((e) => e === 'reads'),
    destructiveHint: has('buys') || has('deletes'),
    // Voiding a void label or saving the same label again changes nothing more; a purchase does.
    idempotentHint: !has('buys') && !has('changes'),
    // The API asks carriers, whose answers no one here controls; `offline` tools read local data.
    openWorldHint: !offline,
  };
}

/** Tools that spend money or void labels: offered against a live API only with --allow-purchase. */
export const isPurchaseTool = (effects: readonly Effect[]): boolean =>
  effects.includes('buys') || effects.includes('deletes');

// ---- the API's own records, as the contract describes them ----------------------------------

function wireSchema(schema: unknown, description: string): JsonSchema {
  const json = toJSONSchema(schema as Parameters<typeof toJSONSchema>[0], {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  return { ...json, description };
}

const BODY_PARTS = {
  to_address: () =>
    wireSchema(
      AddressSchema,
      'the recipient, as the API’s address object (spec 2.1): full_name, company, email, phone, country (ISO code, default JP), zip, province, city, address1, address2',
    ),
  products: () =>
    wireSchema(ProductSchema, 'one product (international: name, quantity, price, hs_code, origin_country…)'),
  customs: () => wireSchema(CustomsSchema, 'international customs: content_type, duty_paid…'),
};

function bodyProperties(): Record<string, JsonSchema> {
  return {
    to_address: BODY_PARTS.to_address(),
    products: {
      type: 'array',
      items: BODY_PARTS.products(),
      description: 'the contents, as the API’s product objects (international: what customs declares)',
    },
    customs: BODY_PARTS.customs(),
  };
}

/** The --input body of a call: the API's records it was given. */
function bodyOf(args: Record<string, unknown>): string {
  const body: Record<string, unknown> = {};
  for (const key of ['to_address', 'products', 'customs']) if (args[key] !== undefined) body[key] = args[key];
  return JSON.stringify(body);
}

// ---- results ------------------------------------------------------------------------------

const asObject = (json: unknown, member: string): Record<string, unknown> =>
  json && typeof json === 'object' && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : { [member]: json ?? null };

async function runCommand(
  env: ToolEnv,
  verb: AnyVerb,
  input: Record<string, unknown>,
  stdin?: string,
): Promise<{ json: unknown; notices: string }> {
  const out = await inCallContext(env.base, (ctx) => runHandler(verb, input, ctx), stdin);
  return { json: printedJson(out.stdout), notices: out.stderr };
}

const said = (env: ToolEnv) => `(${env.service})`;

// ---- quoting and buying one label ---------------------------------------------------------

const SHIP_ONLY = [
  '--carrier',
  '--service',
  '--carrier-id',
  '--pack-size',
  '--pack-amount',
  '--weight',
  '--size',
  '--date',
  '--time',
  '--shipment-date',
  '--cool',
  '--cod',
  '--insurance',
  '--ref',
  '--note',
  '--test',
  '--from-warehouse',
  '--from-address',
  '--currency',
  '--content-type',
  '--ddp',
  '--ddu',
  '--signature',
  '--return-label',
  '--cheapest',
];

const RATES_FLAGS = [
  '--carrier',
  '--carrier-id',
  '--pack-size',
  '--pack-amount',
  '--weight',
  '--size',
  '--cool',
  '--cod',
  '--insurance',
  '--currency',
  '--from-warehouse',
  '--from-zip',
  '--from-province',
];

// get_rates takes what create_shipment takes, so that a quote and a purchase read alike:
// these three do not change a price, and narrow or label the answer only.
const RATES_SERVICE = describedAs(SHIPMENT_FLAGS.service, 'only the rates of this service code');
const RATES_REF = describedAs(
  SHIPMENT_FLAGS.ref,
  'the order number the label will carry (not part of a quote)',
);
const RATES_TEST = describedAs(SHIPMENT_FLAGS.test, 'a test label: free, whatever the quote says');

const TOKEN = flag(
  '--confirmation-token <token>',
  'the token the first call returned: given (with the same arguments), the purchase is made, once',
);
const tokenProperty = () => propertiesOf([TOKEN]);

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

interface ShipmentPlan {
  body: ShipmentRequest;
}

async function planShipment(
  args: Record<string, unknown>,
  verb: AnyVerb,
  env: ToolEnv,
): Promise<{ body: ShipmentRequest; price?: number; currency?: string }> {
  // The body exactly as `ship --dry-run --json` builds and checks it: sends nothing.
  const input = { ...flagInput(flagsOf(verb, SHIP_ONLY), args), input: '-', dryRun: true };
  const dry = await inCallContext(env.base, (ctx) => runHandler(verb, input, ctx), bodyOf(args));
  const body = printedJson(dry.stdout) as ShipmentRequest;
  // Its price and the duplicate guard, with the modules `ship` uses for them.
  const priced = await inCallContext(env.base, async (ctx) => {
    const [{ guardDuplicateRef }, { quotedRate }] = await Promise.all([
      import('../ops/purchase.js'),
      import('../ops/quote.js'),
    ]);
    // As `ship` does: an order number given is checked before anything else happens.
    if (args.ref !== undefined) await guardDuplicateRef(ctx, String(body.setup.ref_number), { allow: false });
    return quotedRate(ctx, body as never);
  });
  const rate = priced.value;
  return { body, ...(rate ? { price: rate.price, currency: rate.currency } : {}) };
}

async function buyShipment(body: ShipmentRequest, env: ToolEnv): Promise<{ json: unknown; notices: string }> {
  const out = await inCallContext(env.base, async (ctx) => {
    const [{ buyOnce }, { printResult, saveDocuments }] = await Promise.all([
      import('../ops/purchase.js'),
      import('../cli/commands/ship/result.js'),
    ]);
    // Another server, a person or a script may have shipped this order since the plan: the
    // guard runs again, with the create, under the ref's lock (as `ship` buys).
    const created = await buyOnce(ctx, body);
    const saved = await saveDocuments(created.shipment, {}, ctx);
    return printResult(created.shipment, saved, ctx);
  });
  return { json: printedJson(out.stdout), notices: out.stderr };
}

/** The plan in a line: the server's words, with the customer's (name, ref) quoted as data. */
function planSummary(body: ShipmentRequest, price: number | undefined, currency: string | undefined): string {
  const setup = body.setup as Record<string, unknown>;
  const to = (body.to_address ?? {}) as Record<string, unknown>;
  const cost =
    setup.test === true
      ? 'a free test label'
      : price !== undefined
        ? formatMoney(price, currency)
        : 'no quote for this service';
  return `${String(setup.service ?? setup.carrier ?? '?')} to ${quoted(to.full_name)} ${quoted(to.zip)}, ref ${quoted(setup.ref_number)}: ${cost}${customsNote(body, currency)}`;
}

/**
 * The customs value with the currency it is declared in, and, where the quote prices the
 * label in another, that nothing is converted: an agent must not "fix" a currency mismatch
 * by changing `currency`, which would rewrite what every price means ($30 → ¥30).
 */
function customsNote(body: ShipmentRequest, quoted: string | undefined): string {
  const products = (Array.isArray(body.products) ? body.products : []) as {
    price?: unknown;
    quantity?: unknown;
  }[];
  const priced = products.filter((p) => typeof p.price === 'number');
  if (priced.length === 0 || !body.customs) return '';
  const declared =
    typeof body.setup.currency === 'string' && body.setup.currency !== '' ? body.setup.currency : undefined;
  const total = priced.reduce(
    (sum, p) => sum + (p.price as number) * (typeof p.quantity === 'number' ? p.quantity : 1),
    0,
  );
  const value = declared ? formatMoney(total, declared) : `${total} in the account's currency`;
  const other =
    declared && quoted && quoted !== declared
      ? `; the label is priced in ${quoted}, the customs values stay in ${declared} (nothing is converted; changing currency would change what the prices mean)`
      : '';
  return `; customs value ${value}${other}`;
}

/** What a limit counts of a quote: a positive JPY amount, else unpriced (domain/price.ts). */
function priceInJpy(test: boolean, price?: number, currency?: string): number | undefined {
  if (test) return 0;
  return currency === 'JPY' ? chargeablePrice(price) : undefined;
}

const confirmEnv = (env: ToolEnv): ConfirmEnv => ({
  book: env.book,
  service: env.base.service,
  ...(env.session !== undefined ? { session: env.session } : {}),
  ...(env.confirmWithUser ? { confirmWithUser: env.confirmWithUser } : {}),
});

// ---- the tools ------------------------------------------------------------------------------

const getRates: ToolDefinition = {
  name: 'get_rates',
  command: 'rates',
  description:
    "Quote a parcel with every carrier account, cheapest first (POST /v1/rates). Sends nothing that costs money. Give to_address (at least country, zip and province; JP by default) and, for Japan, pack_size or size/weight; international parcels need weight, size and products. Use the chosen rate's service with create_shipment.",
  inputSchema: (verb) => ({
    properties: {
      ...bodyProperties(),
      ...propertiesOf(flagsOf(verb, RATES_FLAGS)),
      ...propertiesOf([RATES_SERVICE, RATES_REF, RATES_TEST]),
    },
    required: ['to_address'],
  }),
  async call(args, verb, env) {
    const input = { ...flagInput(flagsOf(verb, RATES_FLAGS), args), input: '-' };
    const { json, notices } = await runCommand(env, verb, input, bodyOf(args));
    let result = asObject(json, 'rates');
    const service = typeof args.service === 'string' ? args.service : undefined;
    if (service && Array.isArray(result.rates))
      result = {
        ...result,
        rates: (result.rates as { service?: string }[]).filter((r) => r.service === service),
      };
    const rates = Array.isArray(result.rates) ? (result.rates as QuotedRate[]) : [];
    // Every rate in the text too: a client that shows the model only the text can choose from it.
    return {
      json: result,
      text:
        rates.length > 0
          ? [
              `${rates.length} rate${rates.length === 1 ? '' : 's'} ${said(env)}, cheapest first${args.test === true ? ' (a test label is free)' : ''}:`,
              ...rates.map(
                (r) =>
                  `- ${r.service} (${r.carrier}): ${formatMoney(Number(r.price), r.currency)}${r.carries ? `; ${carriesText(r.carries)}` : ''}`,
              ),
            ].join('\n')
          : `no rates ${said(env)}${notices ? `: ${notices.trim()}` : ''}`,
    };
  },
};

interface QuotedRate {
  carrier?: string;
  service?: string;
  price?: number;
  currency?: string;
  carries?: {
    tracking?: boolean;
    mail_size?: boolean;
    max_length_cm?: number;
    max_width_cm?: number;
    max_thickness_cm?: number;
    max_sum_cm?: number;
    max_grams?: number;
  };
}

/** What a rate's service carries, as the rates table says it: tracking, and a mail service's limits. */
function carriesText(c: NonNullable<QuotedRate['carries']>): string {
  const sides = [c.max_length_cm, c.max_width_cm, c.max_thickness_cm].filter((n) => n !== undefined);
  const limits = [
    sides.length > 0 ? `at most ${sides.join(' × ')} cm` : '',
    c.max_sum_cm !== undefined ? `sides summing to ${c.max_sum_cm} cm` : '',
    c.max_grams !== undefined ? `${c.max_grams} g` : '',
  ].filter(Boolean);
  return [
    c.tracking === false ? 'no tracking' : 'tracked',
    c.mail_size ? `mail size (${limits.join(', ')})` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

const createShipment: ToolDefinition = {
  name: 'create_shipment',
  command: 'ship',
  description:
    'Buy a shipping label (POST /v1/shipments), in two calls. Without confirmation_token nothing is sent: the result is the plan (the exact body, carrier/service, ref, price) and a confirmation_token. Show the plan to the user; call again with the same arguments plus that token to buy it, once. A test label (test: true, the default where the carrier makes them) is free; test: false buys a real one. A ref already shipped with a real label is refused.',
  inputSchema: (verb) => ({
    properties: { ...bodyProperties(), ...propertiesOf(flagsOf(verb, SHIP_ONLY)), ...tokenProperty() },
    required: ['to_address'],
  }),
  async call(given, verb, env) {
    const token = typeof given.confirmation_token === 'string' ? given.confirmation_token : undefined;
    const args = withTestDefault(given);
    let shown: Record<string, unknown> | undefined;
    const decision = await decide<ShipmentPlan>(
      confirmEnv(env),
      'create_shipment',
      given,
      token,
      async () => {
        const planned = await planShipment(args, verb, env);
        const test = planned.body.setup.test === true;
        shown = {
          body: planned.body,
          carrier: planned.body.setup.carrier ?? carrierOfService(String(planned.body.setup.service)) ?? null,
          service: planned.body.setup.service ?? null,
          ref_number: planned.body.setup.ref_number ?? null,
          test,
          price: planned.price ?? null,
          currency: planned.currency ?? null,
        };
        return {
          tool: 'create_shipment',
          argumentsKey: argumentsKey(given),
          payload: { body: planned.body },
          priceJpy: priceInJpy(test, planned.price, planned.currency),
          test,
          question: `Buy this label? ${planSummary(planned.body, planned.price, planned.currency)}`,
        };
      },
    );
    if ('declined' in decision) return declinedResult(env.service, shown);
    if ('offer' in decision)
      return {
        json: {
          plan: shown,
          confirmation_token: decision.offer,
          ...(env.book.maxSpendJpy !== undefined ? { spend_left_jpy: env.book.left } : {}),
        },
        text: `plan only, nothing was sent ${said(env)}: ${decision.planned.question.replace(/^Buy this label\? /, '')}. Call create_shipment again with the same arguments and confirmation_token "${decision.offer}" to buy it.`,
      };
    const plan = decision.buy;
    let bought: { json: unknown };
    try {
      bought = await buyShipment(plan.payload.body, env);
    } catch (err) {
      // A failure that certainly sent nothing leaves the token usable; any doubt keeps it spent.
      const code = (err as { error?: { exitCode?: number } }).error?.exitCode;
      if (code === EXIT.usage || code === EXIT.auth) env.book.release(plan);
      else env.book.settle(plan, 'the purchase may have gone through');
      throw err;
    }
    const shipment = bought.json as Shipment & { label_file?: string };
    env.book.settle(plan, `bought ${shipment.id}`);
    const tracking = (shipment.delivery?.tracking_numbers ?? []).join(', ');
    return {
      json: asObject(bought.json, 'shipment'),
      text: `bought ${shipment.id}${shipment.test ? ' (test label)' : ''} ${said(env)}: tracking ${tracking || 'none yet'}${shipment.label_file ? `, label saved at ${shipment.label_file}` : ''}`,
    };
  },
};

const track: ToolDefinition = {
  name: 'track',
  command: 'track',
  description:
    'Tracking status and history of a tracking number (each number allows 15 queries, counted; a delivered result is kept and costs none). The carrier may be left out for a number of one of your shipments.',
  inputSchema: (verb) => ({
    properties: {
      tracking_number: { type: 'string', description: verb.args[1]?.help ?? 'tracking number' },
      carrier: { type: 'string', description: verb.args[0]?.help ?? 'carrier type' },
      ...propertiesOf(flagsOf(verb, ['--refresh'])),
    },
    required: ['tracking_number'],
  }),
  async call(args, verb, env) {
    const input = {
      ...flagInput(flagsOf(verb, ['--refresh']), args),
      number: String(args.tracking_number),
      ...(typeof args.carrier === 'string' ? { carrier: args.carrier } : {}),
    };
    // A number alone is read as the first word (`shipctl track NUMBER`).
    const bound =
      typeof args.carrier === 'string' ? input : { ...input, carrier: input.number, number: undefined };
    const { json } = await runCommand(env, verb, bound);
    const result = asObject(json, 'tracking');
    const status = (result as { status?: unknown }).status;
    return {
      json: result,
      text: `tracking ${String(args.tracking_number)} ${said(env)}${status ? `: ${JSON.stringify(status)}` : ''}`,
    };
  },
};

const findShipments: ToolDefinition = {
  name: 'find_shipments',
  command: 'shipments find',
  description:
    'Find shipments of the last 2 months by ref (order number), tracking number (or 4+ of its digits), shipment id or recipient name. An error (not found) when none matches.',
  inputSchema: (verb) => ({
    properties: {
      query: { type: 'string', description: verb.args[0]?.help ?? 'what to find' },
      ...propertiesOf(flagsOf(verb, ['--state'])),
    },
    required: ['query'],
  }),
  async call(args, verb, env) {
    const { json } = await runCommand(env, verb, {
      ...flagInput(flagsOf(verb, ['--state']), args),
      text: String(args.query ?? ''),
    });
    const result = asObject(json, 'shipments');
    const n = Array.isArray(result.shipments) ? result.shipments.length : 0;
    return {
      json: result,
      text: `${n} shipment${n === 1 ? '' : 's'} match "${String(args.query)}" ${said(env)}`,
    };
  },
};

const getLabel: ToolDefinition = {
  name: 'get_label',
  command: 'shipments label',
  description:
    'The label of a shipment (by id, ref or tracking number): saved as a file on this machine (as: "file", the default; its path is returned) or returned as base64 with its media type (as: "base64").',
  inputSchema: (verb) => ({
    properties: {
      shipment: { type: 'string', description: verb.args[0]?.help ?? 'shipment' },
      as: {
        type: 'string',
        enum: ['file', 'base64'],
        description: 'file (default): save it and return the path; base64: return the bytes',
      },
      ...propertiesOf(flagsOf(verb, ['--force'])),
    },
    required: ['shipment'],
  }),
  async call(args, verb, env) {
    const shipment = String(args.shipment);
    if (args.as === 'base64') {
      const out = await inCallContext(env.base, (ctx) => runHandler(verb, { shipment, out: '-' }, ctx));
      const bytes = out.stdout;
      const pdf = bytes.subarray(0, 4).toString('latin1') === '%PDF';
      const mediaType = pdf
        ? 'application/pdf'
        : bytes.subarray(0, 3).toString('latin1') === '^XA'
          ? 'application/zpl'
          : 'application/octet-stream';
      const blob = bytes.toString('base64');
      return {
        json: { shipment, media_type: mediaType, bytes: bytes.length, base64: blob },
        text: `label of ${shipment} ${said(env)}: ${mediaType}, ${bytes.length} bytes (base64 in the result)`,
        extra: [
          {
            type: 'resource',
            resource: { uri: `shipctl://labels/${encodeURIComponent(shipment)}`, mimeType: mediaType, blob },
          },
        ],
      };
    }
    const { json } = await runCommand(env, verb, {
      ...flagInput(flagsOf(verb, ['--force']), args),
      shipment,
    });
    const result = asObject(json, 'label');
    return {
      json: { ...result, media_type: result.format === 'zpl' ? 'application/zpl' : 'application/pdf' },
      text: `label of ${shipment} saved at ${String(result.file)} ${said(env)}`,
    };
  },
};

const voidShipment: ToolDefinition = {
  name: 'void_shipment',
  command: 'shipments void',
  description:
    "Void a shipment's label (by id, ref or tracking number), in two calls: without confirmation_token nothing is sent and the result is the shipment and a confirmation_token; call again with the same shipment and that token to void it. Its order is then open to be shipped again.",
  inputSchema: (verb) => ({
    properties: {
      shipment: { type: 'string', description: verb.args[0]?.help ?? 'shipment' },
      ...tokenProperty(),
    },
    required: ['shipment'],
  }),
  async call(args, verb, env, verbs) {
    const shipment = String(args.shipment);
    const token = typeof args.confirmation_token === 'string' ? args.confirmation_token : undefined;
    let found: Shipment | undefined;
    const decision = await decide<{ id: string }>(confirmEnv(env), 'void_shipment', args, token, async () => {
      const { json } = await runCommand(env, verbs('shipments get'), { shipment });
      found = json as Shipment;
      return {
        tool: 'void_shipment',
        argumentsKey: argumentsKey(args),
        payload: { id: found.id },
        priceJpy: 0,
        test: true,
        question: `Void ${found.id}${found.test ? ' (test label)' : ''} (ref ${quoted(found.setup?.ref_number)})? Its label becomes invalid.`,
      };
    });
    if ('declined' in decision) return declinedResult(env.service, found ? { shipment: found } : undefined);
    if ('offer' in decision)
      return {
        json: { plan: { shipment: found }, confirmation_token: decision.offer },
        text: `plan only, nothing was sent ${said(env)}: void ${found!.id} (state ${String(found!.state)}). Call void_shipment again with confirmation_token "${decision.offer}" to void it.`,
      };
    const plan = decision.buy;
    try {
      const { json } = await runCommand(env, verb, { shipment: plan.payload.id });
      env.book.settle(plan, `voided ${plan.payload.id}`);
      return { json: asObject(json, 'message'), text: `voided ${plan.payload.id} ${said(env)}` };
    } catch (err) {
      env.book.release(plan);
      throw err;
    }
  },
};

const LIST_ORDERS = ['--scope', '--since', '--until', '--limit', '--page', '--all'];

const listOrders: ToolDefinition = {
  name: 'list_orders',
  command: 'orders list',
  description:
    'List orders (by default those of the last 2 weeks; never older than 2 months), one page or all.',
  inputSchema: (verb) => ({ properties: propertiesOf(flagsOf(verb, LIST_ORDERS)) }),
  async call(args, verb, env) {
    const { json } = await runCommand(env, verb, flagInput(flagsOf(verb, LIST_ORDERS), args));
    const result = asObject(json, 'orders');
    const n = Array.isArray(result.orders) ? result.orders.length : 0;
    return { json: result, text: `${n} order${n === 1 ? '' : 's'} ${said(env)}` };
  },
};

const SHIP_ORDERS = [
  '--all',
  '--since',
  '--carrier',
  '--service',
  '--carrier-id',
  '--pack-size',
  '--test',
  '--shipment-date',
  '--from-warehouse',
];

interface OrdersPlan {
  orders: string[];
  /** Each order's chargeable quote (0 for a test label): what its label counts when shipped. */
  pricesJpy: Record<string, number>;
}

let shipRuns: Promise<unknown> = Promise.resolve();

const shipOrders: ToolDefinition = {
  name: 'ship_orders',
  command: 'orders ship',
  description:
    "Create each open order's label (journaled; an order already shipped with a real label is left out), in two calls: without confirmation_token nothing is sent and the result lists the orders it would ship, the quote of each real label and their total, and a confirmation_token; call again with the same arguments and that token to ship them. Test labels by default (test: false for real ones).",
  inputSchema: (verb) => ({
    properties: {
      orders: { type: 'array', items: { type: 'string' }, description: verb.args[0]?.help ?? 'orders' },
      ...propertiesOf(flagsOf(verb, SHIP_ORDERS)),
      ...tokenProperty(),
    },
  }),
  async call(given, verb, env, verbs) {
    const args: Record<string, unknown> = { ...given, test: given.test ?? true };
    const ids = Array.isArray(args.orders) ? args.orders.map(String) : [];
    const token = typeof args.confirmation_token === 'string' ? args.confirmation_token : undefined;
    let shown: Record<string, unknown> | undefined;
    const decision = await decide<OrdersPlan>(confirmEnv(env), 'ship_orders', given, token, async () => {
      const { json } = await runCommand(env, verbs('orders list'), {
        all: true,
        ...(typeof args.since === 'string' ? { since: args.since } : {}),
      });
      const listed = (Array.isArray(json) ? json : (asObject(json, 'orders').orders ?? [])) as Order[];
      const wanted = ids.map((typed) => ({ id: normalizeRecordId(typed), ref: refKey(typed) }));
      const chosen =
        args.all === true
          ? listed
          : listed.filter((o) =>
              wanted.some((w) => o.id === w.id || (w.ref !== '' && refKey(o.setup?.ref_number) === w.ref)),
            );
      // Real labels are quoted order by order (as `orders ship --estimate` does): the plan says
      // what they will cost, and --max-spend counts it; test labels cost nothing.
      const quotes = args.test === true ? undefined : await quoteOrders(env, verb, args, chosen);
      const prices = quotes?.map((q) => (q.currency === 'JPY' ? chargeablePrice(q.price) : undefined));
      const priceJpy =
        prices && prices.every((p) => p !== undefined) ? prices.reduce((sum, p) => sum + p!, 0) : undefined;
      shown = {
        orders: chosen,
        test: args.test === true,
        ...(quotes
          ? { quotes, ...(priceJpy !== undefined ? { price_total: priceJpy, currency: 'JPY' } : {}) }
          : {}),
      };
      const refs = chosen.map((o) => quoted(o.setup?.ref_number ?? o.id)).join(', ');
      return {
        tool: 'ship_orders',
        argumentsKey: argumentsKey(given),
        payload: {
          orders: chosen.map((o) => o.id),
          pricesJpy: Object.fromEntries(chosen.map((o, i) => [o.id, prices?.[i] ?? 0])),
        },
        priceJpy,
        test: args.test === true,
        question: `Ship ${chosen.length} order${chosen.length === 1 ? '' : 's'}${args.test === true ? ' (test labels)' : ''}: ${refs}?`,
        nothingToAsk: chosen.length === 0,
      };
    });
    if ('declined' in decision) return declinedResult(env.service, shown);
    if ('offer' in decision)
      return {
        json: { plan: shown, confirmation_token: decision.offer },
        text: `plan only, nothing was sent ${said(env)}: ${decision.planned.question.replace(/\?$/, '')}. Call ship_orders again with the same arguments and confirmation_token "${decision.offer}".`,
      };
    const plan = decision.buy;
    const input = {
      ...flagInput(flagsOf(verb, SHIP_ORDERS), { ...args, all: false }),
      orders: plan.payload.orders,
    };
    // One run at a time per server: a second confirmation of the same orders then finds the
    // first one's labels (already shipped) rather than a run of the same journal in flight.
    const run = (shipRuns = shipRuns.then(
      () => runCommand(env, verb, input),
      () => runCommand(env, verb, input),
    ));
    let json: unknown;
    try {
      ({ json } = await run);
    } catch (err) {
      env.book.settle(plan, 'the run may have shipped some orders');
      throw err;
    }
    // What happened, from the run's own outcomes: the orders it shipped now count, and only
    // their quotes are spent (an order already shipped, failed or left out costs nothing here).
    const result = asObject(json, 'outcomes');
    const outcomes = Array.isArray(result.outcomes)
      ? (result.outcomes as { order_id?: string; status?: string }[])
      : [];
    const count = (status: string) => outcomes.filter((o) => o.status === status).length;
    const shippedNow = outcomes.filter((o) => o.status === 'shipped');
    const cost = plan.test
      ? 0
      : shippedNow.reduce((sum, o) => sum + (plan.payload.pricesJpy[String(o.order_id)] ?? 0), 0);
    env.book.settle(plan, `shipped ${shippedNow.map((o) => o.order_id).join(', ') || 'none'}`, cost);
    const others = [
      count('already_shipped') ? `${count('already_shipped')} already shipped (no new label)` : '',
      count('failed') ? `${count('failed')} failed` : '',
      count('not_sent') + count('skipped') ? `${count('not_sent') + count('skipped')} not sent` : '',
    ].filter(Boolean);
    return {
      json: result,
      text: `${shippedNow.length} of ${plan.payload.orders.length} orders shipped now ${said(env)}${others.length ? `; ${others.join(', ')}` : ''}`,
    };
  },
};

/** Each order's label as `orders ship` would make it, quoted: its service and price (none when no rate came back). */
async function quoteOrders(
  env: ToolEnv,
  verb: AnyVerb,
  args: Record<string, unknown>,
  orders: readonly Order[],
): Promise<{ order: string; ref: string; service?: string; price?: number; currency?: string }[]> {
  const out = await inCallContext(env.base, async (ctx) => {
    const { choices } = choicesOf(flagInput(flagsOf(verb, SHIP_ORDERS), args) as OrderShipFlags, ctx);
    const estimator = new Estimator(await ctx.client());
    const now = ctx.now();
    return Promise.all(
      orders.map(async (order) => {
        const { carrier, service } = serviceFor(order, choices);
        const quote = await estimator
          .quote(shipmentBodyOf(order, choices, undefined, now), service, carrier)
          // A quote the API refuses says the order will fail when shipped: no cost to count.
          .catch((): Quote => ({}));
        return {
          order: order.id,
          ref: orderRef(order),
          ...(service ? { service } : {}),
          ...(quote.price !== undefined ? { price: quote.price } : {}),
          ...(quote.currency ? { currency: quote.currency } : {}),
        };
      }),
    );
  });
  return out.value;
}

const carrierCatalog: ToolDefinition = {
  name: 'carrier_catalog',
  command: 'carriers catalog',
  offline: true,
  description:
    'What each carrier offers: services, pack sizes, time slots, print sizes, test labels, tracking and the credentials it needs (one carrier with type). Local data: sends nothing.',
  inputSchema: (verb) => ({
    properties: { type: { type: 'string', description: verb.args[0]?.help ?? 'carrier type' } },
  }),
  async call(args, verb, env) {
    const { json } = await runCommand(env, verb, typeof args.type === 'string' ? { type: args.type } : {});
    return {
      json: asObject(json, 'carriers'),
      text: `carrier catalog${typeof args.type === 'string' ? ` of ${args.type}` : ''}`,
    };
  },
};

export const TOOLS: readonly ToolDefinition[] = [
  getRates,
  createShipment,
  track,
  findShipments,
  getLabel,
  voidShipment,
  listOrders,
  shipOrders,
  carrierCatalog,
];
