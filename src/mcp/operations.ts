// What the tools do, in the operations' terms (src/ops): each tool calls one of these with its
// checked arguments and presents the typed result. An agent's arguments become a draft here as a
// terminal's flags do in the CLI (src/cli/request reads both into a body); everything after the
// draft — settling, checking, quoting, buying, voiding, tracking — is the operations'. Orders:
// operations-orders.ts.
import type { Shipment, ShipmentRequest } from '../contract/index.js';
import { readCarrier, type CarrierType } from '../domain/index.js';
import { carrierCatalog as catalogOf, type CatalogEntry } from '../ops/catalog.js';
import { planPurchase as planShipment, buyPlanned, type PurchasePlan } from '../ops/purchase.js';
import { chooseCheapest, quoteShipment } from '../ops/quote.js';
import {
  findShipments as findInWindow,
  getShipment as getOne,
  labelBytes as labelOf,
  labelFileIn,
  labelFolder,
  saveDocuments,
  voidShipment as voidOne,
} from '../ops/shipments.js';
import { trackNumber as trackOne } from '../ops/track.js';
import { writeResult } from '../ops/result-file.js';
import { buildShipmentRequest, chooseSender } from '../cli/request/index.js';
import { isMissing, isRecord, objectAt } from '../ops/request/index.js';
import { SHIPMENT_FLAGS } from '../cli/shared/flags.js';
import { callContext, type CallBase } from './call.js';
import type { OpsContext } from '../ops/context.js';
import type { RateRow } from './text.js';

/** Where a call runs: the server's base (environment, globals, pinned service) and the request's signal. */
export interface CallScope {
  base: CallBase;
  /** The server's clock (SHIPCTL_NOW where set), for what is read off local data. */
  now: () => Date;
  signal?: AbortSignal;
}

export type Args = Record<string, any>;

/** Runs an operation in the call's context; what it noticed comes back beside its value. */
export async function run<T>(
  scope: CallScope,
  work: (ctx: OpsContext) => Promise<T>,
): Promise<{ value: T; notices: string[] }> {
  const notices: string[] = [];
  const value = await work(callContext(scope.base, notices, scope.signal));
  return { value, notices };
}

export const text = (v: unknown): string | undefined =>
  v === undefined || v === null ? undefined : String(v);

/**
 * The agent's arguments as the flags the request builder reads: each shipment flag's MCP argument
 * (its definition names it: `--pack-size` → `pack_size`) under the flag's key, as typed text.
 */
function flagsOf(args: Args): Record<string, unknown> {
  const flags: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(SHIPMENT_FLAGS)) {
    const value = args[spec.argument];
    // to_address is the API's record here, not the address book id `--to-address` takes.
    if (
      value === undefined ||
      value === null ||
      value === false ||
      (typeof value === 'object' && !Array.isArray(value))
    )
      continue;
    flags[key] = typeof value === 'boolean' || Array.isArray(value) ? value : String(value);
  }
  return flags;
}

/** The API's own records an agent sends (recipient, products, customs): the body's start. */
export const inputOf = (args: Args): Record<string, unknown> =>
  Object.fromEntries(
    ['to_address', 'products', 'customs'].filter((k) => args[k] !== undefined).map((k) => [k, args[k]]),
  );

async function draftOf(ctx: OpsContext, args: Args, mode: 'shipment' | 'rates') {
  const stored = ctx.settings().defaults;
  const input = inputOf(args);
  const flags = flagsOf(args);
  // test: false is a real label: the flag's absence (the builder reads only `true`).
  const sender = chooseSender({
    warehouseFlag: text(args.from_warehouse),
    ...(mode === 'shipment' ? { addressFlag: text(args.from_address) } : {}),
    given: isRecord(input.from_address) || args.from_zip !== undefined || args.from_province !== undefined,
    stored: { from_warehouse: stored.from_warehouse.value, from_address: stored.from_address.value },
  });
  const built = await buildShipmentRequest(() => ctx.client(), {
    mode,
    input,
    flags: flags as never,
    sender,
    defaults: {
      currency: stored.currency.value,
      // cheapest compares every carrier: a stored default carrier would narrow it.
      ...(mode === 'shipment' && !args.cheapest ? { carrier: stored.carrier.value } : {}),
    },
    now: await ctx.serviceNow(),
  });
  for (const w of built.warnings) ctx.notices.warn(w);
  if (args.test === false) objectAt(built.body, 'setup').test = false;
  return built;
}

export async function quote(
  scope: CallScope,
  args: Args,
): Promise<{ rates: RateRow[]; leftOut: { service: string; why: string }[] }> {
  const { value } = await run(scope, async (ctx) => {
    const built = await draftOf(ctx, { ...args, carrier: undefined }, 'rates');
    const carrier = typeof args.carrier === 'string' ? readCarrier(args.carrier) : undefined;
    const carriers: CarrierType[] = carrier?.ok ? [carrier.value] : [];
    if (carriers.length === 1) objectAt(built.body, 'setup').carrier = carriers[0];
    return quoteShipment(ctx, {
      body: built.body,
      carriers,
      problems: [
        ...built.problems,
        ...(carrier && !carrier.ok ? [{ field: 'setup.carrier', issue: carrier.issue }] : []),
      ],
      ...(built.sides ? { sides: built.sides } : {}),
    });
  });
  return {
    rates: value.rates as unknown as RateRow[],
    leftOut: value.leftOut.map((l) => ({ service: l.service, why: l.reason })),
  };
}

export interface PlannedShipment {
  body: ShipmentRequest;
  price?: number;
  currency?: string;
  test: boolean;
  warnings: { code: string; message: string }[];
  plan: PurchasePlan;
}

/** Every check the purchase will run, nothing sent: the body, its price, the warnings. */
export async function planPurchase(scope: CallScope, args: Args): Promise<PlannedShipment> {
  const { value: plan, notices } = await run(scope, async (ctx) => {
    const built = await draftOf(ctx, args, 'shipment');
    const rate =
      args.cheapest === true && isMissing(objectAt(built.body, 'setup').service)
        ? await chooseCheapest(ctx, built.body, { takeRefused: false, parcel: built.parcel })
        : undefined;
    return planShipment(
      ctx,
      {
        body: built.body,
        problems: built.problems,
        sides: built.sides,
        parcel: built.parcel,
        senderWarehouse: built.senderWarehouse,
        measures: flagsOf(args) as never,
      },
      { ...(rate ? { rate } : {}) },
    );
  });
  return {
    body: plan.body,
    test: plan.test,
    warnings: [...plan.warnings, ...notices.map((message) => ({ code: 'notice', message }))],
    ...(plan.price !== undefined ? { price: plan.price } : {}),
    ...(plan.currency ? { currency: plan.currency } : {}),
    plan,
  };
}

/** Buys the plan once (the duplicate guard again under the ref's lock; reconcile on doubt), its label saved. */
export async function buyShipment(
  scope: CallScope,
  planned: PlannedShipment,
): Promise<{ shipment: Shipment; labelFile?: string; reconciled: boolean; notices: string[] }> {
  const { value, notices } = await run(scope, async (ctx) => {
    const created = await buyPlanned(ctx, planned.plan, scope.signal ? { signal: scope.signal } : {});
    const saved = await saveDocuments(ctx, created.shipment, { labelDir: labelFolder(ctx) });
    for (const failed of saved.failed) ctx.notices.warn(failed);
    return { created, saved };
  });
  return {
    shipment: value.created.shipment,
    reconciled: Boolean(value.created.reconciled),
    notices,
    ...(value.saved.label ? { labelFile: value.saved.label } : {}),
  };
}

export async function trackNumber(
  scope: CallScope,
  query: { number: string; carrier?: string; refresh?: boolean },
): Promise<{
  tracking: Record<string, unknown>;
  carrier: string;
  number: string;
  queriesLeft?: number;
  cached?: string;
}> {
  const { value } = await run(scope, (ctx) =>
    trackOne(ctx, {
      number: query.number,
      ...(query.carrier ? { carrier: query.carrier } : {}),
      ...(query.refresh ? { refresh: true } : {}),
    }),
  );
  return {
    tracking: value.tracking as unknown as Record<string, unknown>,
    carrier: value.carrier,
    number: value.number,
    queriesLeft: value.queriesLeft,
    ...(value.cached ? { cached: value.cached.deliveredAt } : {}),
  };
}

export async function findShipments(
  scope: CallScope,
  query: { text: string; state?: string },
): Promise<Shipment[]> {
  return (await run(scope, (ctx) => findInWindow(ctx, query as never))).value;
}

export async function getShipment(scope: CallScope, idOrRef: string): Promise<Shipment> {
  return (await run(scope, (ctx) => getOne(ctx, idOrRef))).value;
}

export async function voidShipment(
  scope: CallScope,
  id: string,
): Promise<{ message: unknown; reopenedOrder?: string; alreadyVoid: boolean }> {
  const { value } = await run(scope, (ctx) => voidOne(ctx, id));
  return {
    message: value.answer ?? null,
    alreadyVoid: value.alreadyVoid,
    ...(value.reopenedOrder ? { reopenedOrder: value.reopenedOrder } : {}),
  };
}

/** The label saved where `ship` saves labels (label_dir, else the data directory's labels folder). */
export async function labelFile(
  scope: CallScope,
  shipment: string,
  force: boolean,
): Promise<{ file: string; format: string }> {
  const { value } = await run(scope, async (ctx) => {
    const doc = await labelOf(ctx, shipment);
    const file = labelFileIn(labelFolder(ctx), doc.shipment.id, doc.format);
    await writeResult(file, doc.bytes, { flag: 'label_dir', force });
    return { file, format: doc.format };
  });
  return value;
}

export async function labelBytes(
  scope: CallScope,
  shipment: string,
): Promise<{ bytes: Buffer; mediaType: string }> {
  const { value } = await run(scope, (ctx) => labelOf(ctx, shipment));
  return { bytes: value.bytes, mediaType: value.mediaType };
}

export async function listWarehouses(scope: CallScope): Promise<Record<string, unknown>[]> {
  const { warehouses } = await import('../api/index.js');
  const { value } = await run(scope, async (ctx) =>
    warehouses.list(await ctx.client(), scope.signal ? { signal: scope.signal } : {}),
  );
  return value as unknown as Record<string, unknown>[];
}

export async function listAddresses(scope: CallScope): Promise<Record<string, unknown>[]> {
  const { addresses } = await import('../api/index.js');
  const { value } = await run(scope, async (ctx) =>
    addresses.list(await ctx.client(), scope.signal ? { signal: scope.signal } : {}),
  );
  return value as unknown as Record<string, unknown>[];
}

export type CatalogEntryView = CatalogEntry;

export function carrierCatalog(scope: CallScope, type?: string): CatalogEntry | CatalogEntry[] {
  return catalogOf(scope.now(), type);
}
