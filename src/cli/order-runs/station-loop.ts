// The scan loop. Each line (a keyboard-wedge scanner types the code and Enter) is an
// order id, an order's ref number or order number; the order is shipped with the
// station's choices, its label printed, and one status line written. An error (not
// found, already shipped, refused) is shown — with a bell on a terminal — and the loop
// goes on. End of input or Ctrl+C ends it with a summary on stderr.
import { createInterface } from 'node:readline';
import type { ApiClient } from '../../api/index.js';
import type { Ledger } from '../../batch/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { Order } from '../../contract/index.js';
import { normalizeRecordId, refKey } from '../../domain/index.js';
import type { Context } from '../context.js';
import { formatMoney } from '../output/format.js';
import { printJsonLine } from '../output/json.js';
import type { OrderShipChoices } from './order-body.js';
import { shipOrders, type OrderOutcome } from './ship-run.js';

export type ScanStatus = 'shipped' | 'not_found' | 'already_shipped' | 'failed';

export interface ScanResult {
  scan: string;
  status: ScanStatus;
  order_id: string | null;
  ref_number: string | null;
  recipient: string | null;
  service: string | null;
  shipment_id: string | null;
  tracking_numbers: string[];
  price: number | null;
  currency: string | null;
  label_printed: boolean | null;
  error: string | null;
}

export interface StationSetup {
  client: ApiClient;
  choices: OrderShipChoices;
  fromWarehouse?: string;
  printTarget?: PrintTarget;
  /** The account's shipments, kept for the whole session and brought up to date per scan. */
  ledger: Ledger;
}

export interface StationTally {
  scans: number;
  shipped: number;
  failed: number;
  /** Shipped, but the label did not print (it is kept on disk). */
  notPrinted: number;
  total: number;
  currency?: string;
}

/** The order a scan names: by its id, or by its ref number (any width, dash or case). */
async function findOrder(client: ApiClient, scan: string): Promise<Order | undefined> {
  const id = normalizeRecordId(scan);
  const q = refKey(scan);
  const { orders: ordersApi } = await import('../../api/index.js');
  for await (const o of ordersApi.listAll(client, { limit: 100 }))
    if (o.id === id || refKey(o.setup?.ref_number) === q) return o;
  return undefined;
}

const empty = (scan: string, status: ScanStatus, error: string): ScanResult => ({
  scan,
  status,
  order_id: null,
  ref_number: null,
  recipient: null,
  service: null,
  shipment_id: null,
  tracking_numbers: [],
  price: null,
  currency: null,
  label_printed: null,
  error,
});

export async function handleScan(ctx: Context, s: StationSetup, scan: string): Promise<ScanResult> {
  const order = await findOrder(s.client, scan);
  if (!order) {
    const earlier = (await s.ledger.shippedAs(scan))[0];
    return earlier
      ? { ...empty(scan, 'already_shipped', `already shipped as ${earlier.id}`), shipment_id: earlier.id }
      : empty(scan, 'not_found', `no order has the id or ref number "${scan}"`);
  }
  const { outcomes } = await shipOrders(ctx, s.client, [order], {
    choices: s.choices,
    confirmed: true,
    quiet: true,
    estimate: !s.choices.test,
    ledger: s.ledger,
    ...(s.fromWarehouse ? { fromWarehouse: s.fromWarehouse } : {}),
    ...(s.printTarget ? { printTarget: s.printTarget } : {}),
  });
  return resultOf(scan, outcomes[0]!);
}

function resultOf(scan: string, o: OrderOutcome): ScanResult {
  const status: ScanStatus =
    o.status === 'shipped' ? 'shipped' : o.status === 'already_shipped' ? 'already_shipped' : 'failed';
  return {
    scan,
    status,
    order_id: o.order_id,
    ref_number: o.ref_number,
    recipient: o.recipient,
    service: o.service,
    shipment_id: o.shipment_id,
    tracking_numbers: o.tracking_numbers,
    price: o.price,
    currency: o.currency,
    // A failed print is warned about (with the label's file); the order stays shipped.
    label_printed: o.label_printed,
    error: status === 'shipped' ? null : (o.error ?? o.status),
  };
}

export function statusLine(ctx: Context, r: ScanResult): string {
  const t = ctx.theme.out;
  if (r.status === 'shipped') {
    const price = r.price === null ? '' : formatMoney(r.price, r.currency ?? 'JPY');
    const unprinted = r.label_printed === false ? t.warn('label NOT printed') : '';
    return [
      t.success('✓'),
      // The order's own ref as the label carries it (a full-width scan, ＯＲＤ－１, reads ORD-1).
      r.ref_number ?? r.scan,
      r.recipient ?? '',
      r.service ?? '',
      r.tracking_numbers.join(','),
      price,
      unprinted,
    ]
      .filter((x) => x !== '')
      .join('  ');
  }
  const why =
    r.status === 'already_shipped'
      ? `already shipped as ${r.shipment_id}`
      : `${r.status.replace('_', ' ')}: ${r.error ?? ''}`;
  return `${t.error('✗')}  ${r.scan}  ${why}`;
}

/** Reads scans until the input ends or Ctrl+C; returns the tally. */
export async function scanLoop(ctx: Context, s: StationSetup): Promise<StationTally> {
  const tally: StationTally = { scans: 0, shipped: 0, failed: 0, notPrinted: 0, total: 0 };
  const tty = ctx.io.stdinIsTTY;
  const rl = createInterface({ input: ctx.io.stdin, output: ctx.io.stderr, terminal: tty });
  const stop = () => rl.close();
  rl.on('SIGINT', stop);
  process.once('SIGINT', stop);
  if (tty) {
    rl.setPrompt('scan> ');
    rl.prompt();
  }
  try {
    for await (const line of rl) {
      const scan = line.trim();
      if (scan !== '') {
        tally.scans += 1;
        let r: ScanResult;
        try {
          r = await handleScan(ctx, s, scan);
        } catch (err) {
          r = empty(scan, 'failed', (err as Error).message);
        }
        if (r.status === 'shipped') {
          tally.shipped += 1;
          tally.total += r.price ?? 0;
          tally.currency ??= r.currency ?? undefined;
          if (r.label_printed === false) tally.notPrinted += 1;
        } else tally.failed += 1;
        if (ctx.globals.json) printJsonLine(ctx.io, r);
        else ctx.io.stdout.write(statusLine(ctx, r) + '\n');
        if (r.status !== 'shipped' && ctx.io.stderrIsTTY) ctx.io.stderr.write('\x07');
      }
      if (tty) rl.prompt();
    }
  } finally {
    process.off('SIGINT', stop);
    rl.close();
    if (tty) ctx.io.stderr.write('\n'); // off the prompt line before the summary
  }
  return tally;
}
