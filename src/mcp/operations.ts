// What the tools do, in the operations' terms: each tool calls one of these with its checked
// arguments and presents the typed result. This file is where the tools meet the rest of
// shipctl, so that a change of the operations' signatures is absorbed here, not in every tool.
import type { Order, Shipment, ShipmentRequest } from '../contract/index.js';
import { carrierOfService, isInTestWindow, nextTestWindowOpening, testModeInfo } from '../domain/index.js';
import { carrierCatalog as catalogOf, type CatalogEntry } from '../ops/catalog.js';
import { said, type RateRow } from './text.js';
import { inCallContext, printedJson, runHandler, type CallBase } from './call.js';
import type { AnyVerb } from '../cli/define.js';

/** Where a call runs: the server's base (environment, globals, pinned service) and the request's signal. */
export interface CallScope {
  base: CallBase;
  /** The server's clock (SHIPCTL_NOW where set), for what is read off local data. */
  now: () => Date;
  signal?: AbortSignal;
}

type Args = Record<string, unknown>;

let verbs: Promise<Map<string, AnyVerb>> | undefined;
async function verb(path: string): Promise<AnyVerb> {
  verbs ??= (async () => {
    const [{ allDefinitions }, { verbsOf }] = await Promise.all([
      import('../cli/commands/index.js'),
      import('../cli/define.js'),
    ]);
    return new Map(verbsOf(await allDefinitions()).map(({ path: p, verb: v }) => [p, v]));
  })();
  const found = (await verbs).get(path);
  if (!found) throw new Error(`no command ${path}`);
  return found;
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Tool arguments as a handler's input: camelCase keys, values as typed text (counts stay numbers). */
function inputOf(args: Args, keys: readonly string[], numbers: readonly string[] = []): Args {
  const input: Args = {};
  for (const key of keys) {
    const value = args[key];
    if (value === undefined || value === null || value === false) continue;
    input[camel(key)] =
      numbers.includes(key) || typeof value === 'boolean' || Array.isArray(value) ? value : String(value);
  }
  return input;
}

async function runJson(scope: CallScope, path: string, input: Args, stdin?: string): Promise<unknown> {
  const v = await verb(path);
  const bound = v.bind ? v.bind(input as never) : input;
  const out = await inCallContext(scope.base, (ctx) => runHandler(v, bound, ctx), stdin);
  return printedJson(out.stdout);
}

const bodyOf = (args: Args): string =>
  JSON.stringify(
    Object.fromEntries(
      ['to_address', 'products', 'customs'].filter((k) => args[k] !== undefined).map((k) => [k, args[k]]),
    ),
  );

const RATE_KEYS = [
  'carrier',
  'carrier_id',
  'pack_size',
  'pack_amount',
  'weight',
  'size',
  'cool',
  'cod',
  'insurance',
  'currency',
  'from_warehouse',
  'from_zip',
  'from_province',
];

export async function quote(
  scope: CallScope,
  args: Args,
): Promise<{ rates: RateRow[]; leftOut: { service: string; why: string }[] }> {
  const json = (await runJson(scope, 'rates', { ...inputOf(args, RATE_KEYS), input: '-' }, bodyOf(args))) as
    RateRow[] | { rates?: RateRow[] };
  const rates = Array.isArray(json) ? json : (json?.rates ?? []);
  return { rates, leftOut: [] };
}

const SHIP_KEYS = [
  'carrier',
  'service',
  'carrier_id',
  'pack_size',
  'pack_amount',
  'weight',
  'size',
  'date',
  'time',
  'shipment_date',
  'cool',
  'cod',
  'insurance',
  'ref',
  'note',
  'test',
  'from_warehouse',
  'from_address',
  'currency',
  'content_type',
  'ddp',
  'ddu',
  'signature',
  'return_label',
  'cheapest',
];

export interface PlannedShipment {
  body: ShipmentRequest;
  price?: number;
  currency?: string;
  test: boolean;
  warnings: { code: string; message: string }[];
}

/** Every check the purchase will run, nothing sent: the body, its price, the warnings. */
export async function planPurchase(scope: CallScope, args: Args): Promise<PlannedShipment> {
  const body = (await runJson(
    scope,
    'ship',
    { ...inputOf(args, SHIP_KEYS), input: '-', dryRun: true },
    bodyOf(args),
  )) as ShipmentRequest;
  const priced = await inCallContext(scope.base, async (ctx) => {
    const [{ guardDuplicateRef }, { quotedRate }] = await Promise.all([
      import('../cli/commands/ship/duplicate.js'),
      import('../cli/commands/ship/quote.js'),
    ]);
    const client = await ctx.client();
    await guardDuplicateRef(client, String(body.setup.ref_number), { allow: false }, ctx);
    return { rate: await quotedRate(client, body as never, ctx), serviceNow: await ctx.serviceNow() };
  });
  const { rate } = priced.value;
  const test = body.setup.test === true;
  const carrier = carrierOfService(String(body.setup.service ?? ''));
  const warnings: { code: string; message: string }[] = [];
  if (test && carrier && !isInTestWindow(carrier, priced.value.serviceNow))
    warnings.push({
      code: 'test_window',
      message: said.testWindow(
        carrier,
        testModeInfo(carrier).hours,
        nextTestWindowOpening(carrier, priced.value.serviceNow),
      ),
    });
  return {
    body,
    test,
    warnings,
    ...(rate ? { price: rate.price, currency: rate.currency } : {}),
  };
}

/** Buys the planned body once (the duplicate guard again under the ref's lock; reconcile on doubt). */
export async function buyPlanned(
  scope: CallScope,
  planned: PlannedShipment,
): Promise<{ shipment: Shipment; labelFile?: string; reconciled: boolean }> {
  const out = await inCallContext(scope.base, async (ctx) => {
    const [{ buyOnce }, { saveDocuments }] = await Promise.all([
      import('../cli/commands/ship/duplicate.js'),
      import('../cli/commands/ship/result.js'),
    ]);
    const client = await ctx.client();
    const created = await buyOnce(client, planned.body, { allow: false }, ctx);
    const saved = await saveDocuments(client, created.shipment, {}, ctx);
    return { created, saved };
  });
  const { created, saved } = out.value;
  return {
    shipment: created.shipment,
    reconciled: Boolean(created.reconciled),
    ...(saved.label ? { labelFile: saved.label } : {}),
  };
}

export async function trackNumber(
  scope: CallScope,
  query: { number: string; carrier?: string; refresh?: boolean },
): Promise<{ tracking: Record<string, unknown>; queriesLeft?: number }> {
  const input = {
    ...(query.refresh ? { refresh: true } : {}),
    ...(query.carrier ? { first: query.carrier, second: query.number } : { first: query.number }),
  };
  const v = await verb('track');
  const bound = v.bind ? v.bind(input as never) : input;
  const out = await inCallContext(scope.base, (ctx) => runHandler(v, bound, ctx));
  const json = printedJson(out.stdout) as Record<string, unknown>;
  return { tracking: json ?? {} };
}

export async function findShipments(
  scope: CallScope,
  query: { text: string; state?: string },
): Promise<Shipment[]> {
  const json = await runJson(scope, 'shipments find', {
    text: query.text,
    ...(query.state ? { state: query.state } : {}),
  });
  return (Array.isArray(json) ? json : ((json as { shipments?: Shipment[] })?.shipments ?? [])) as Shipment[];
}

export async function getShipment(scope: CallScope, idOrRef: string): Promise<Shipment> {
  return (await runJson(scope, 'shipments get', { shipment: idOrRef })) as Shipment;
}

export async function voidShipment(scope: CallScope, id: string): Promise<{ message: unknown }> {
  return { message: await runJson(scope, 'shipments void', { shipment: id }) };
}

export async function labelFile(
  scope: CallScope,
  shipment: string,
  force: boolean,
): Promise<{ file: string; format: string }> {
  const json = (await runJson(scope, 'shipments label', { shipment, ...(force ? { force: true } : {}) })) as {
    file: string;
    format: string;
  };
  return json;
}

export async function labelBytes(
  scope: CallScope,
  shipment: string,
): Promise<{ bytes: Buffer; mediaType: string }> {
  const v = await verb('shipments label');
  const out = await inCallContext(scope.base, (ctx) => runHandler(v, { shipment, out: '-' }, ctx));
  const bytes = out.stdout;
  const mediaType =
    bytes.subarray(0, 4).toString('latin1') === '%PDF'
      ? 'application/pdf'
      : bytes.subarray(0, 3).toString('latin1') === '^XA'
        ? 'application/zpl'
        : 'application/octet-stream';
  return { bytes, mediaType };
}

export type ListedOrder = Order & { shipping_state?: 'open' | 'shipped'; shipped_as?: string | null };

export async function listOrders(scope: CallScope, args: Args): Promise<ListedOrder[]> {
  const json = await runJson(
    scope,
    'orders list',
    inputOf(
      { ...args, state: args.state === 'all' ? undefined : args.state },
      ['state', 'since', 'until', 'limit', 'page', 'all'],
      ['limit', 'page'],
    ),
  );
  return (Array.isArray(json) ? json : ((json as { orders?: ListedOrder[] })?.orders ?? [])) as ListedOrder[];
}

export async function createOrder(scope: CallScope, args: Args): Promise<Order> {
  const body = JSON.stringify({
    ...(args.to_address ? { to_address: args.to_address } : {}),
    ...(args.products ? { products: args.products } : {}),
    setup: {
      ...(args.ref ? { ref_number: args.ref } : {}),
      ...(args.carrier ? { carrier: args.carrier } : {}),
      ...(args.service ? { service: args.service } : {}),
    },
  });
  return (await runJson(scope, 'orders create', { input: '-' }, body)) as Order;
}

const RUN_KEYS = ['carrier', 'service', 'carrier_id', 'pack_size', 'test', 'shipment_date', 'from_warehouse'];

export interface OrderRunItem {
  order: Order;
  service?: string;
  price?: number;
  currency?: string;
  blockers: { code: string; message: string }[];
}

/** The orders a run would ship, each with its service and quote, and what would stop it. */
export async function planOrderRun(scope: CallScope, args: Args): Promise<{ items: OrderRunItem[] }> {
  const listed = await listOrders(scope, {
    all: true,
    ...(typeof args.since === 'string' ? { since: args.since } : {}),
  });
  const [{ normalizeRecordId, refKey }] = await Promise.all([import('../domain/index.js')]);
  const ids = Array.isArray(args.orders) ? (args.orders as string[]) : [];
  const wanted = ids.map((typed) => ({ id: normalizeRecordId(typed), ref: refKey(typed) }));
  const chosen =
    args.all === true
      ? listed
      : listed.filter((o) =>
          wanted.some((w) => o.id === w.id || (w.ref !== '' && refKey(o.setup?.ref_number) === w.ref)),
        );
  const out = await inCallContext(scope.base, async (ctx) => {
    const [{ choicesOf }, { serviceFor, shipmentBodyOf }, { Estimator }] = await Promise.all([
      import('../cli/order-runs/choices.js'),
      import('../cli/order-runs/order-body.js'),
      import('../batch/index.js'),
    ]);
    const { choices } = choicesOf(inputOf(args, RUN_KEYS) as never, ctx);
    const estimator = new Estimator(await ctx.client());
    const now = ctx.now();
    return Promise.all(
      chosen.map(async (order): Promise<OrderRunItem> => {
        const { carrier, service } = serviceFor(order, choices);
        const q =
          args.test === true
            ? {}
            : await estimator
                .quote(shipmentBodyOf(order, choices, undefined, now), service, carrier)
                .catch(() => ({}) as { price?: number; currency?: string });
        return {
          order,
          blockers: [],
          ...(service ? { service } : {}),
          ...('price' in q && q.price !== undefined ? { price: q.price } : {}),
          ...('currency' in q && q.currency ? { currency: q.currency } : {}),
        };
      }),
    );
  });
  return { items: out.value };
}

export interface OrderOutcome {
  order_id: string;
  ref_number: string;
  status: string;
  shipment_id: string | null;
  tracking_numbers: string[];
  price: number | null;
  currency: string | null;
  error: string | null;
}

/**
 * Ships the planned orders one at a time, reporting each as it is done; once the signal is
 * aborted no further order is started (those left are `not_sent`), and what was bought before
 * is reported.
 */
export async function runOrders(
  scope: CallScope,
  orders: readonly { id: string; ref: string }[],
  args: Args,
  onProgress?: (done: number, total: number, ref: string) => void,
): Promise<{ outcomes: OrderOutcome[] }> {
  const outcomes: OrderOutcome[] = [];
  for (const order of orders) {
    if (scope.signal?.aborted) {
      outcomes.push({
        order_id: order.id,
        ref_number: order.ref,
        status: 'not_sent',
        shipment_id: null,
        tracking_numbers: [],
        price: null,
        currency: null,
        error: null,
      });
      continue;
    }
    const json = await runJson(scope, 'orders ship', { ...inputOf(args, RUN_KEYS), orders: [order.id] });
    const each = (
      Array.isArray(json) ? json : ((json as { outcomes?: OrderOutcome[] })?.outcomes ?? [])
    ) as OrderOutcome[];
    outcomes.push(...each);
    onProgress?.(outcomes.length, orders.length, order.ref);
  }
  return { outcomes };
}

export async function listWarehouses(scope: CallScope): Promise<Record<string, unknown>[]> {
  const { warehouses } = await import('../api/index.js');
  const out = await inCallContext(scope.base, async (ctx) =>
    warehouses.list(await ctx.client(), scope.signal ? { signal: scope.signal } : {}),
  );
  return out.value as unknown as Record<string, unknown>[];
}

export async function listAddresses(scope: CallScope): Promise<Record<string, unknown>[]> {
  const { addresses } = await import('../api/index.js');
  const out = await inCallContext(scope.base, async (ctx) =>
    addresses.list(await ctx.client(), scope.signal ? { signal: scope.signal } : {}),
  );
  return out.value as unknown as Record<string, unknown>[];
}

export type CatalogEntryView = CatalogEntry;

export function carrierCatalog(scope: CallScope, type?: string): CatalogEntry | CatalogEntry[] {
  return catalogOf(scope.now(), type);
}
