// What became of each order of a run, as data: the same record for `orders ship --json`, the
// station's lines and an agent's tool result.
import type { Order } from '../../contract/index.js';
import type { RowRecord } from '../../batch/index.js';
import { isAlreadyShippedNote } from '../../batch/index.js';
import { orderRef, serviceFor } from './body.js';
import type { OrderShipChoices } from './choices.js';
import { recipientName } from '../recipient.js';

export { recipientName };

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
  /** The order's own carrier, when the run's carrier or service shipped it with another. */
  replaced_carrier: string | null;
  error: string | null;
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

/** An outcome brought up to its journal row: `doneBefore`, the row was shipped by an earlier call. */
export function settleOutcome(out: OrderOutcome, r: RowRecord, doneBefore: boolean): void {
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
