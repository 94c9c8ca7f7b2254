// Orders shipped as a batch whose source is the API (DESIGN.md): the same journal,
// confirmation, reconcile and label fetching as `batch ship`, one row per order.
//
// "Never twice" rests on two things. The shipment carries the order's ref number (its
// id when it has none), and before a run the active shipments of the window are read:
// an order whose ref is already on one is not shipped again, only deleted. And the
// journal marks each row before and after its request, so a run killed mid-request
// reconciles by that ref before sending. An order is deleted (the API has no other way
// to close it) only after its shipment exists: a kill between the two leaves an order
// that the next run finds shipped and deletes.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { orders as ordersApi, type ApiClient } from '../../api/index.js';
import {
  accountRefs,
  Journal,
  JOURNAL_FILE,
  resolveSender,
  RunLockedError,
  runIdOf,
  SenderError,
  type NewRow,
  type RowRecord,
} from '../../batch/index.js';
import { ensurePrivateDir, type PrintTarget } from '../../config/index.js';
import type { Order, Shipment } from '../../contract/index.js';
import { validateShipmentRequest } from '../../domain/index.js';
import { sendRun } from '../commands/batch/ship-flow.js';
import type { CheckedShip } from '../commands/batch/ship-options.js';
import { recipientName } from '../commands/shipments/present.js';
import type { Context } from '../context.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { refKey, shippedByRef } from '../lookup/shipments.js';
import { printRunLabels } from '../print/run.js';
import { orderRef, serviceFor, shipmentBodyOf, type OrderShipChoices } from './body.js';

export type OrderStatus = 'shipped' | 'already_shipped' | 'failed' | 'skipped' | 'not_sent';

export interface OrderOutcome {
  order_id: string;
  ref_number: string;
  status: OrderStatus;
  recipient: string;
  service: string | null;
  shipment_id: string | null;
  tracking_numbers: string[];
  price: number | null;
  currency: string | null;
  label_file: string | null;
  /** null when no printing was asked. */
  label_printed: boolean | null;
  order_deleted: boolean;
  error: string | null;
}

export interface ShipOrdersOptions {
  choices: OrderShipChoices;
  keepOrder: boolean;
  fromWarehouse?: string;
  printTarget?: PrintTarget;
  /** Already confirmed (station); otherwise the batch question is asked (or --yes). */
  confirmed?: boolean;
  /** Quote each order first (the price shown by station; --max-total). */
  estimate?: boolean;
  concurrency?: number;
  /** Active shipments by ref, when the caller keeps them (station): saves reading the window per scan. */
  shippedRefs?: Map<string, Shipment>;
  /** One row at a time, reported by the caller (station). */
  quiet?: boolean;
}

export async function shipOrders(
  ctx: Context,
  client: ApiClient,
  list: readonly Order[],
  o: ShipOrdersOptions,
): Promise<{ code: number; outcomes: OrderOutcome[] }> {
  const shipped = o.shippedRefs ?? (await shippedByRef(client));
  const outcomes = new Map<string, OrderOutcome>();
  const base = (order: Order): OrderOutcome => ({
    order_id: order.id,
    ref_number: orderRef(order),
    status: 'not_sent',
    recipient: recipientName(order.to_address),
    service: serviceFor(order, o.choices).service ?? null,
    shipment_id: null,
    tracking_numbers: [],
    price: null,
    currency: null,
    label_file: null,
    label_printed: null,
    order_deleted: false,
    error: null,
  });
  const toShip: Order[] = [];
  for (const order of list) {
    const out = base(order);
    outcomes.set(order.id, out);
    const earlier = shipped.get(refKey(out.ref_number));
    if (!earlier) {
      toShip.push(order);
      continue;
    }
    Object.assign(out, {
      status: 'already_shipped',
      shipment_id: earlier.id,
      tracking_numbers: earlier.delivery?.tracking_numbers ?? [],
      error: `already shipped as ${earlier.id} (ref ${out.ref_number})`,
    });
  }

  let code: number = EXIT.ok;
  if (toShip.length > 0) code = await runBatch(ctx, client, toShip, o, outcomes, shipped);

  if (!o.keepOrder)
    for (const out of outcomes.values())
      if (out.status === 'shipped' || out.status === 'already_shipped') {
        try {
          await ordersApi.delete(client, out.order_id);
          out.order_deleted = true;
        } catch (err) {
          // The shipment exists; the order stays open, and the next run finds it shipped.
          ctx.notices.warn(`order ${out.order_id} was shipped but not deleted: ${(err as Error).message}`);
          if (code === EXIT.ok) code = EXIT.partial;
        }
      }
  const all = list.map((order) => outcomes.get(order.id)!);
  if (code === EXIT.ok && all.some((x) => x.status !== 'shipped' && x.status !== 'already_shipped'))
    code = EXIT.partial;
  return { code, outcomes: all };
}

async function runBatch(
  ctx: Context,
  client: ApiClient,
  toShip: Order[],
  o: ShipOrdersOptions,
  outcomes: Map<string, OrderOutcome>,
  shipped: Map<string, Shipment>,
): Promise<number> {
  const sender = o.fromWarehouse
    ? await resolveSender(client, o.fromWarehouse).catch((err: unknown) => {
        throw err instanceof SenderError ? new UsageError(err.message) : err;
      })
    : undefined;
  const accounts = await accountRefs(client);
  const now = ctx.now();
  const rows: NewRow[] = toShip.map((order, i) => {
    const body = shipmentBodyOf(order, o.choices, sender?.address, now);
    const problems = validateShipmentRequest(body, { now, mode: 'shipment', accounts });
    const { carrier, service } = serviceFor(order, o.choices);
    return {
      seq: i + 1,
      key: order.id,
      line: i + 1,
      ref: String(body.setup.ref_number),
      body,
      ...(carrier ? { carrier } : {}),
      ...(service ? { service } : {}),
      state: problems.length > 0 ? 'skipped' : 'pending',
      ...(problems.length > 0 ? { error: problems.map((p) => `${p.field}: ${p.issue}`).join('; ') } : {}),
      ...(body.setup.test === true ? { quote: 0 } : {}),
    };
  });
  const ids = toShip.map((x) => x.id);
  // The run is these orders as these bodies: a re-run of the same ones resumes it (a row in
  // flight is reconciled, never sent twice), while an order edited since, other choices or a
  // new day's shipment_date make a new run, whose rows are built and checked afresh — a row
  // refused once was otherwise refused again from the journal, whatever had been fixed.
  const hash = createHash('sha256')
    .update(`orders\n${ids.join('\n')}\n${rows.map((r) => JSON.stringify(r.body)).join('\n')}`)
    .digest('hex');
  const runId = runIdOf(hash, {
    carrier: o.choices.carrier,
    service: o.choices.service,
    carrierId: o.choices.carrierId,
    packSize: o.choices.packSize,
    test: o.choices.test,
    warehouseId: sender?.warehouseId,
  });
  const { dataDir } = ctx.settings().paths;
  ensurePrivateDir(dataDir);
  const journal = Journal.open(path.join(dataDir, JOURNAL_FILE), { now: ctx.now });
  ctx.onClose(() => journal.close());
  const labelsDir = path.join(dataDir, 'batch', runId, 'labels');
  try {
    const existing = journal.run(runId);
    if (existing?.state !== 'ready') {
      if (existing) {
        journal.lock(runId);
        journal.clearRows(runId);
      } else {
        journal.createRun({
          id: runId,
          file: `orders:${ids.length}`,
          hash,
          options: {},
          encoding: 'api',
          labelsDir,
        });
        journal.lock(runId);
      }
      journal.insertRows(runId, rows);
      journal.markReady(runId);
    } else journal.lock(runId);
  } catch (err) {
    if (err instanceof RunLockedError)
      throw new CliError(err.message, {
        hint: 'wait for it to finish (or stop it); then run the same command again',
      });
    throw err;
  }
  ctx.onClose(() => journal.unlock(runId));
  const checked: CheckedShip = {
    file: 'orders',
    dryRun: false,
    estimate: Boolean(o.estimate),
    skipInvalid: true,
    retryFailed: false,
    concurrency: o.concurrency ?? 4,
    outEncoding: 'utf8',
    outEncodingGiven: true,
    labels: true,
  };
  const code = await sendRun(ctx, client, journal, {
    runId,
    labelsDir: journal.run(runId)?.labels_dir ?? labelsDir,
    o: checked,
    ownResults: true,
    ...(o.confirmed ? { confirmed: true } : {}),
    ...(o.quiet ? { quiet: true } : {}),
  });
  // Printed here rather than by sendRun: each order's outcome says whether its label printed.
  const printed = o.printTarget ? await printRunLabels(ctx, client, journal, runId, o.printTarget) : [];
  for (const r of journal.rows(runId)) {
    const out = outcomes.get(r.row_key);
    settle(out, r, shipped);
    const p = printed.find((x) => x.seq === r.seq);
    if (out && p) out.label_printed = p.ok;
  }
  return printed.some((p) => !p.ok) && code === EXIT.ok ? EXIT.partial : code;
}

function settle(out: OrderOutcome | undefined, r: RowRecord, shipped: Map<string, Shipment>): void {
  if (!out) return;
  const tracking = r.tracking_json ? (JSON.parse(r.tracking_json) as string[]) : [];
  Object.assign(out, {
    status:
      r.state === 'done'
        ? 'shipped'
        : r.state === 'skipped'
          ? 'skipped'
          : r.state === 'failed'
            ? 'failed'
            : 'not_sent',
    shipment_id: r.shipment_id,
    tracking_numbers: tracking,
    price: r.quote,
    currency: r.currency,
    label_file: r.label_file,
    error: r.error,
  });
  if (r.state === 'done' && r.shipment_id)
    shipped.set(refKey(r.ref_number), {
      id: r.shipment_id,
      delivery: { tracking_numbers: tracking },
    } as Shipment);
}
