// An order run at a terminal (`orders ship`, each station scan): the operation
// (ops/orders/run.ts) with the question, the spinner, the progress line and Ctrl+C, the tally
// once sent, and the labels printed — each order's outcome says whether its label printed.
import { getShipment, type ApiClient } from '../../api/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { Order } from '../../contract/index.js';
import { withSignal } from '../../ops/context.js';
import type { OrderShipChoices } from '../../ops/orders/choices.js';
import type { OrderOutcome } from '../../ops/orders/outcome.js';
import { runOrders, type OrderRun } from '../../ops/orders/run.js';
import type { Context } from '../context.js';
import { printShipmentLabel } from '../print/label.js';
import type { NoteChoice } from '../print/note.js';
import { printQueue } from '../print/queue.js';
import { printRunLabels } from '../print/run.js';
import { createProgressLine } from './progress.js';
import { presentSend, stopOnSigint, terminalHooks } from './send-run.js';

/** An order run (ops/orders/run.ts) at a terminal: its choices, and what only a terminal adds. */
export interface ShipOrdersOptions extends Omit<OrderRun, 'orders' | 'choices'> {
  choices: OrderShipChoices;
  /** The delivery note printed after each label (--delivery-note). */
  note?: NoteChoice;
  /** Already confirmed (station); otherwise the batch question is asked (or --yes). */
  confirmed?: boolean;
}

export async function shipOrders(
  ctx: Context,
  client: ApiClient,
  list: readonly Order[],
  options: ShipOrdersOptions,
): Promise<{ code: number; outcomes: OrderOutcome[] }> {
  const { note: _note, confirmed: _confirmed, ...run } = options;
  const sigint = stopOnSigint(ctx);
  const progress = options.quiet
    ? { update: () => undefined, clear: () => undefined }
    : createProgressLine(ctx.io);
  const target = options.printTarget;
  let result;
  try {
    result = await runOrders(
      withSignal(ctx, sigint.signal),
      { ...run, ...(run.plan ? {} : { orders: list }) },
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
