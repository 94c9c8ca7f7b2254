// An order run at a terminal (`orders ship`, each station scan): the operation
// (ops/orders/run.ts) with the question, the spinner, the progress line and Ctrl+C, the tally
// once sent, and the labels printed — each order's outcome says whether its label printed.
import { getShipment, type ApiClient } from '../../api/index.js';
import type { Ledger } from '../../batch/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { Order } from '../../contract/index.js';
import { withSignal } from '../../ops/context.js';
import type { OrderShipChoices } from '../../ops/orders/choices.js';
import type { OrderOutcome } from '../../ops/orders/outcome.js';
import type { OrderRunPlan } from '../../ops/orders/plan.js';
import { runOrders } from '../../ops/orders/run.js';
import type { Context } from '../context.js';
import { printShipmentLabel } from '../print/label.js';
import type { NoteChoice } from '../print/note.js';
import { printQueue } from '../print/queue.js';
import { printRunLabels } from '../print/run.js';
import { createProgressLine } from './progress.js';
import { presentSend, stopOnSigint, terminalHooks } from './send-run.js';

export { outcomeOf, type OrderOutcome, type OrderStatus } from '../../ops/orders/outcome.js';

export interface ShipOrdersOptions {
  choices: OrderShipChoices;
  /** The run planned already (orders ship): its blocked orders are reported skipped, not sent. */
  plan?: OrderRunPlan;
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

export async function shipOrders(
  ctx: Context,
  client: ApiClient,
  list: readonly Order[],
  options: ShipOrdersOptions,
): Promise<{ code: number; outcomes: OrderOutcome[] }> {
  const sigint = stopOnSigint(ctx);
  const progress = options.quiet
    ? { update: () => undefined, clear: () => undefined }
    : createProgressLine(ctx.io);
  const target = options.printTarget;
  let result;
  try {
    result = await runOrders(
      withSignal(ctx, sigint.signal),
      {
        ...(options.plan ? { plan: options.plan } : { orders: list }),
        choices: options.choices,
        ...(options.fromWarehouse ? { fromWarehouse: options.fromWarehouse } : {}),
        ...(target ? { printTarget: target } : {}),
        estimate: Boolean(options.estimate),
        ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
        ...(options.ledger ? { ledger: options.ledger } : {}),
        ...(options.session ? { session: options.session } : {}),
        ...(options.remark ? { remark: options.remark } : {}),
        ...(options.quiet ? { quiet: true } : {}),
      },
      {
        send: terminalHooks(ctx, {
          ...(options.confirmed ? { confirmed: true } : {}),
          progress,
          onSigint: sigint.onSigint,
        }),
        onSent: (report) => {
          progress.clear();
          sigint.off();
          presentSend(ctx, report, options.quiet ? { quiet: true } : {});
        },
        ...(target
          ? {
              print: (journal, runId) =>
                printRunLabels(
                  ctx,
                  client,
                  journal,
                  runId,
                  target,
                  options.note ? { note: options.note } : {},
                ),
            }
          : {}),
      },
    );
  } finally {
    progress.clear();
    sigint.off();
  }
  if (target) await printWaiting(ctx, client, result.outcomes, { ...options, printTarget: target });
  return { code: result.code, outcomes: result.outcomes };
}

/**
 * Orders found shipped whose label this machine meant to print and never did (a jam, a print
 * that failed): printed now, once. One shipped and printed before is not printed again.
 */
async function printWaiting(
  ctx: Context,
  client: ApiClient,
  outcomes: readonly OrderOutcome[],
  options: ShipOrdersOptions & { printTarget: PrintTarget },
): Promise<void> {
  const queue = printQueue(ctx);
  for (const out of outcomes) {
    if (out.status !== 'already_shipped' || !out.shipment_id || out.label_printed !== null) continue;
    if (queue.get(out.shipment_id, 'label')?.state !== 'pending') continue;
    const shipment = await getShipment(client, out.shipment_id);
    const printed = await printShipmentLabel(ctx, client, shipment, options.printTarget, {
      ...(options.note ? { note: options.note } : {}),
    });
    out.label_printed = printed.ok;
  }
}
