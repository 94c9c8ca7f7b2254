// Orders shipped as a batch whose source is the API (DESIGN.md): the same journal,
// confirmation, reconcile and label fetching as `batch ship`, one row per order.
//
// "Never twice" rests on two things. The shipment carries the order's ref number (its
// id when it has none), and the account is the ledger: an order whose ref is on an
// active, real shipment is shipped (batch/ledger.ts), asked right before each send. And
// the journal marks each row before and after its request, so a run killed mid-request
// reconciles by that ref before sending.
//
// An order is never deleted when it ships: whether it is open is read off the account's
// shipments, so voiding its label opens it again (a re-scan ships it anew), a test label
// leaves it open, and no sequence of kills, resets or voids can lose it
// (docs/packing-station.md).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getShipment, type ApiClient } from '../../api/index.js';
import {
  accountRefs,
  isAlreadyShippedNote,
  Journal,
  JOURNAL_FILE,
  resolveSender,
  senderAddressFor,
  RunLockedError,
  runIdOf,
  SenderError,
  Ledger,
  stationFileOf,
  type NewRow,
  type RowRecord,
} from '../../batch/index.js';
import { ensurePrivateDir, type PrintTarget } from '../../config/index.js';
import type { Order } from '../../contract/index.js';
import { validateShipmentRequest, type AccountRef } from '../../domain/index.js';
import { sendRun, shippedBefore } from './send-run.js';
import type { CheckedShip } from './batch-options.js';
import { recipientName } from '../shared/shipment-text.js';
import type { Context } from '../context.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { printFitFor } from '../print/fit.js';
import { printRunLabels } from '../print/run.js';
import { printShipmentLabel } from '../print/label.js';
import type { NoteChoice } from '../print/note.js';
import { printQueue } from '../print/queue.js';
import { orderRef, serviceFor, settledShipmentBodyOf, type OrderShipChoices } from './order-body.js';
import { messages } from '../../i18n/index.js';
import { issueText } from '../../i18n/issues.js';

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
  /** The order's own carrier, when --carrier or --service shipped it with another. */
  replaced_carrier: string | null;
  error: string | null;
}

export interface ShipOrdersOptions {
  choices: OrderShipChoices;
  fromWarehouse?: string;
  printTarget?: PrintTarget;
  /** The delivery note printed after each label (--delivery-note). */
  note?: NoteChoice;
  /** Already confirmed (station); otherwise the batch question is asked (or --yes). */
  confirmed?: boolean;
  /** Quote each order first (the price shown by station; --max-total). */
  estimate?: boolean;
  concurrency?: number;
  /** The account's shipments, when the caller keeps them (station): saves reading the window per scan. */
  ledger?: Ledger;
  /** One row at a time, reported by the caller (station). */
  quiet?: boolean;
  /**
   * The station session the scan belongs to: its run is filed under it (`station:<session>`),
   * so `batch status` shows a morning's scans as one line, not a run per scan.
   */
  session?: string;
  /** A remark kept on each row shipped (the station's item check skipped, and why). */
  remark?: string;
}

/** An order's outcome before anything is sent for it: the service it would go by, no label. */
export function outcomeOf(order: Order, choices: OrderShipChoices): OrderOutcome {
  const { service, replaced } = serviceFor(order, choices);
  return {
    order_id: order.id,
    ref_number: orderRef(order),
    status: 'not_sent',
    recipient: recipientName(order.to_address),
    service: service ?? null,
    shipment_id: null,
    tracking_numbers: [],
    price: null,
    currency: null,
    label_file: null,
    label_printed: null,
    replaced_carrier: replaced ?? null,
    error: null,
  };
}

export async function shipOrders(
  ctx: Context,
  client: ApiClient,
  list: readonly Order[],
  options: ShipOrdersOptions,
): Promise<{ code: number; outcomes: OrderOutcome[] }> {
  const ledger = options.ledger ?? new Ledger(client);
  await ledger.look();
  const outcomes = new Map<string, OrderOutcome>();
  const toShip: Order[] = [];
  for (const order of list) {
    const out = outcomeOf(order, options.choices);
    outcomes.set(order.id, out);
    // A hit is read again: a label voided since the look no longer holds the order back.
    const earlier = (await ledger.confirmed(out.ref_number))[0];
    if (!earlier) {
      if (out.replaced_carrier && !options.quiet)
        ctx.notices.warn(
          messages().shipping.orders.ship.replacedCarrier(
            out.ref_number,
            out.replaced_carrier,
            out.service ?? options.choices.carrier ?? '',
          ),
        );
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
  if (toShip.length > 0) {
    const accounts = await accountRefs(client);
    const printable = options.printTarget ? unprintableLeftOut(toShip, options, accounts, outcomes) : toShip;
    if (printable.length > 0)
      code = await runBatch(ctx, client, printable, options, outcomes, ledger, accounts);
  }
  if (options.printTarget) await printWaiting(ctx, client, [...outcomes.values()], options);
  const all = list.map((order) => outcomes.get(order.id)!);
  if (code === EXIT.ok && all.some((x) => x.status !== 'shipped' && x.status !== 'already_shipped'))
    code = EXIT.partial;
  return { code, outcomes: all };
}

/**
 * The orders whose labels can print on the target; the others are left out before anything
 * is sent, each with the reason (an order naming a carrier of its own is known only here).
 * Kept out of the journal: once the account or the printer is fixed, a re-scan ships it.
 */
function unprintableLeftOut(
  toShip: readonly Order[],
  options: ShipOrdersOptions,
  accounts: readonly AccountRef[],
  outcomes: Map<string, OrderOutcome>,
): Order[] {
  return toShip.filter((order) => {
    const { carrier } = serviceFor(order, options.choices);
    if (!carrier) return true;
    const fit = printFitFor(options.printTarget!, carrier, accounts, {
      test: options.choices.test,
      ...(options.choices.carrierId ? { carrierId: options.choices.carrierId } : {}),
    });
    if (!fit.issue) return true;
    Object.assign(outcomes.get(order.id)!, {
      status: 'skipped',
      error: `not bought, its label would not print: ${fit.issue}`,
    });
    return false;
  });
}

async function runBatch(
  ctx: Context,
  client: ApiClient,
  toShip: Order[],
  given: ShipOrdersOptions,
  outcomes: Map<string, OrderOutcome>,
  ledger: Ledger,
  accounts: AccountRef[],
): Promise<number> {
  const sender = given.fromWarehouse
    ? await resolveSender(client, given.fromWarehouse).catch((err: unknown) => {
        throw err instanceof SenderError ? new UsageError(err.message) : err;
      })
    : undefined;
  const now = ctx.now();
  const rows: NewRow[] = [];
  for (const [i, order] of toShip.entries()) {
    const {
      body,
      problems: place,
      moved,
    } = await settledShipmentBodyOf(
      order,
      given.choices,
      sender && senderAddressFor(sender, order.to_address),
      now,
    );
    for (const line of moved) ctx.notices.info(issueText(line));
    const problems = [...place, ...validateShipmentRequest(body, { now, mode: 'shipment', accounts })];
    const { carrier, service } = serviceFor(order, given.choices);
    rows.push({
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
    });
  }
  const ids = toShip.map((x) => x.id);
  // The run is these orders as these bodies: a re-run of the same ones resumes it (a row in
  // flight is reconciled, never sent twice), while an order edited since, other choices or a
  // new day's shipment_date make a new run, whose rows are built and checked afresh — a row
  // refused once was otherwise refused again from the journal, whatever had been fixed.
  const hash = createHash('sha256')
    .update(`orders\n${ids.join('\n')}\n${rows.map((r) => JSON.stringify(r.body)).join('\n')}`)
    .digest('hex');
  const runId = runIdOf(hash, {
    carrier: given.choices.carrier ?? given.choices.defaultCarrier,
    service: given.choices.service ?? given.choices.defaultService,
    carrierId: given.choices.carrierId,
    packSize: given.choices.packSize,
    test: given.choices.test,
    warehouseId: sender?.warehouseId,
  });
  const { dataDir } = ctx.settings().paths;
  ensurePrivateDir(dataDir);
  const journal = Journal.open(path.join(dataDir, JOURNAL_FILE), { now: ctx.now });
  ctx.onClose(() => journal.close());
  const labelsDir = path.join(dataDir, 'batch', runId, 'labels');
  try {
    const previous = journal.take({
      id: runId,
      file: given.session ? stationFileOf(given.session) : `orders:${ids.length}`,
      hash,
      options: {},
      encoding: 'api',
      labelsDir,
    });
    if (previous !== 'ready') {
      if (previous === 'preparing') journal.clearRows(runId);
      journal.insertRows(runId, rows);
      journal.markReady(runId);
    }
  } catch (err) {
    if (err instanceof RunLockedError)
      throw new CliError(err.message, {
        hint: messages().shipping.orders.ship.runLockedHint,
      });
    throw err;
  }
  ctx.onClose(() => journal.unlock(runId));
  const checked: CheckedShip = {
    file: 'orders',
    dryRun: false,
    estimate: Boolean(given.estimate),
    skipInvalid: true,
    retryFailed: false,
    concurrency: given.concurrency ?? 4,
    outEncoding: 'utf8',
    outEncodingGiven: true,
    labels: true,
  };
  // The same orders with the same choices take back the same run: a row still done with the
  // shipment it had before this call was shipped by an earlier one (a test label leaves its order
  // open, so a rehearsal scans it again) and is said so, not counted as shipped now; a row sent
  // anew (its label voided since) has another shipment.
  const doneBefore = new Map(
    [...journal.rows(runId)].filter((r) => r.state === 'done').map((r) => [r.seq, r.shipment_id]),
  );
  const code = await sendRun(ctx, client, journal, {
    runId,
    labelsDir: journal.run(runId)?.labels_dir ?? labelsDir,
    checked,
    ownResults: true,
    ...(given.confirmed ? { confirmed: true } : {}),
    ...(given.quiet ? { quiet: true } : {}),
    ledger,
    doneBefore,
  });
  if (given.remark)
    for (const r of journal.rows(runId))
      if (r.state === 'done' && !shippedBefore({ doneBefore }, r)) journal.note(runId, r.seq, given.remark);
  // Printed here rather than by sendRun: each order's outcome says whether its label printed.
  const printed = given.printTarget
    ? await printRunLabels(
        ctx,
        client,
        journal,
        runId,
        given.printTarget,
        given.note ? { note: given.note } : {},
      )
    : [];
  for (const r of journal.rows(runId)) {
    const out = outcomes.get(r.row_key);
    settle(out, r, shippedBefore({ doneBefore }, r));
    const p = printed.find((x) => x.seq === r.seq);
    if (out && p) out.label_printed = p.ok;
  }
  return printed.some((p) => !p.ok) && code === EXIT.ok ? EXIT.partial : code;
}

/**
 * Orders found shipped whose label this machine meant to print and never did (a jam, a print
 * that failed): printed now, once. One shipped and printed before is not printed again.
 */
async function printWaiting(
  ctx: Context,
  client: ApiClient,
  outcomes: readonly OrderOutcome[],
  options: ShipOrdersOptions,
): Promise<void> {
  const queue = printQueue(ctx);
  for (const out of outcomes) {
    if (out.status !== 'already_shipped' || !out.shipment_id || out.label_printed !== null) continue;
    if (queue.get(out.shipment_id, 'label')?.state !== 'pending') continue;
    const shipment = await getShipment(client, out.shipment_id);
    const printed = await printShipmentLabel(ctx, client, shipment, options.printTarget!, {
      ...(options.note ? { note: options.note } : {}),
    });
    out.label_printed = printed.ok;
  }
}

function settle(out: OrderOutcome | undefined, r: RowRecord, doneBefore: boolean): void {
  if (!out) return;
  const tracking = r.tracking_json ? (JSON.parse(r.tracking_json) as string[]) : [];
  const status: OrderStatus =
    r.state === 'done'
      ? doneBefore || isAlreadyShippedNote(r.error)
        ? 'already_shipped'
        : 'shipped'
      : r.state === 'skipped'
        ? 'skipped'
        : r.state === 'failed'
          ? 'failed'
          : 'not_sent';
  Object.assign(out, {
    status,
    shipment_id: r.shipment_id,
    tracking_numbers: tracking,
    price: status === 'shipped' ? r.quote : null,
    currency: status === 'shipped' ? r.currency : null,
    label_file: r.label_file,
    error: r.error,
  });
}
