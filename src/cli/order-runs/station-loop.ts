// The scan loop. Each line (a keyboard-wedge scanner types the code and Enter) is an
// order id, an order's ref number or order number; the order is shipped with the
// station's choices, its label printed, and one status line written. An error (not
// found, refused) is shown — with a bell on a terminal — and the loop goes on. End of
// input or Ctrl+C ends it with a summary on stderr.
//
// A packer scans an order twice mostly because its label did not come out: a duplicate is
// no failure. Its line names the label it already has and how to print that again (`r` and
// Enter at the terminal; `--reprint-duplicates` reprints on every duplicate, for scripts).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { ApiClient } from '../../api/index.js';
import type { Ledger } from '../../batch/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { NoteChoice } from '../print/note.js';
import type { Order } from '../../contract/index.js';
import { normalizeRecordId, refKey } from '../../domain/index.js';
import type { Context } from '../context.js';
import { formatMoney } from '../output/format.js';
import { lineColumns, type StyledCell } from '../output/table.js';
import { printJsonLine } from '../output/json.js';
import type { OrderShipChoices } from './order-body.js';
import { shipOrders, type OrderOutcome } from './ship-run.js';
import { messages } from '../../i18n/index.js';
import { serviceName } from '../shared/rates-table.js';

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
  /** Shipped: whether its label printed; a duplicate: whether its label was printed again. */
  label_printed: boolean | null;
  error: string | null;
}

export interface StationSetup {
  client: ApiClient;
  choices: OrderShipChoices;
  fromWarehouse?: string;
  printTarget?: PrintTarget;
  /** The delivery note printed after each label (--delivery-note). */
  note?: NoteChoice;
  /** The account's shipments, kept for the whole session and brought up to date per scan. */
  ledger: Ledger;
  /** Print the label of a duplicate scan again, without being asked (scripts). */
  reprintDuplicates?: boolean;
  /** This session's id: its scans' runs are filed under it (`batch status` shows it as one). */
  session: string;
}

export interface StationTally {
  scans: number;
  shipped: number;
  /** Scans of orders shipped already: counted apart, no failure. */
  duplicates: number;
  reprinted: number;
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
    session: s.session,
    ...(s.fromWarehouse ? { fromWarehouse: s.fromWarehouse } : {}),
    ...(s.printTarget ? { printTarget: s.printTarget } : {}),
    ...(s.note ? { note: s.note } : {}),
  });
  return resultOf(scan, outcomes[0]!);
}

function resultOf(scan: string, outcome: OrderOutcome): ScanResult {
  const status: ScanStatus =
    outcome.status === 'shipped'
      ? 'shipped'
      : outcome.status === 'already_shipped'
        ? 'already_shipped'
        : 'failed';
  return {
    scan,
    status,
    order_id: outcome.order_id,
    ref_number: outcome.ref_number,
    recipient: outcome.recipient,
    service: outcome.service,
    shipment_id: outcome.shipment_id,
    tracking_numbers: outcome.tracking_numbers,
    price: outcome.price,
    currency: outcome.currency,
    // A failed print is warned about (with the label's file); the order stays shipped.
    label_printed: outcome.label_printed,
    error: status === 'shipped' ? null : (outcome.error ?? outcome.status),
  };
}

/**
 * The line of a scan as its cells: a shipped order's mark, ref, recipient, service, tracking,
 * price and a note; a duplicate's or a failure's mark, ref and what happened.
 */
export function statusCells(ctx: Context, r: ScanResult, setup: StationSetup): (string | StyledCell)[] {
  const t = ctx.theme.out;
  const text = messages().shipping.station;
  if (r.status === 'shipped') {
    const price = r.price === null ? '' : formatMoney(r.price, r.currency ?? 'JPY');
    return [
      { text: '✓', style: t.success },
      // The order's own ref as the label carries it (a full-width scan, ＯＲＤ－１, reads ORD-1).
      r.ref_number ?? r.scan,
      r.recipient ?? '',
      r.service ? text.serviceCell(r.service, serviceName(r.service)) : '',
      r.tracking_numbers.join(','),
      price,
      r.label_printed === false ? { text: text.labelNotPrinted, style: t.warn } : '',
    ];
  }
  if (r.status === 'already_shipped') {
    const again =
      r.label_printed === true
        ? text.labelPrintedAgain
        : r.label_printed === false
          ? t.warn(text.labelNotPrintedAgain)
          : reprintHint(ctx, setup);
    return [
      { text: '↻', style: t.dim },
      r.ref_number ?? r.scan,
      [text.alreadyShippedAs(r.shipment_id ?? ''), again].filter((part) => part !== '').join('  '),
    ];
  }
  // The record's error stays as scripts read it; the line says it in the reader's words.
  const why = r.status === 'not_found' ? text.notFound(r.scan) : text.failed(r.error ?? '');
  return [{ text: '✗', style: t.error }, r.scan, why];
}

/**
 * How scan lines are written: at a terminal in columns (a shipped order's ref, recipient,
 * service, tracking number and price under those of the line before; a long name is cut
 * rather than push the rest along); piped, the parts two spaces apart, as they come.
 */
export function statusLines(ctx: Context): (cells: readonly (string | StyledCell)[]) => string {
  if (!ctx.io.stdoutIsTTY)
    return (cells) =>
      cells
        .map((c) => (typeof c === 'string' ? c : c.style(c.text)))
        .filter((text) => text !== '')
        .join('  ');
  return lineColumns(
    [
      { width: 1 },
      { width: 8 },
      { width: 20, cut: true },
      { width: 14 },
      { width: 12 },
      { width: 9, align: 'right' },
    ],
    ctx.io.columns,
  );
}

/** How the label of a duplicate scan comes out again, as the line tells the packer. */
function reprintHint(ctx: Context, setup: StationSetup): string {
  if (!setup.printTarget) return '';
  const text = messages().shipping.station;
  return ctx.io.stdinIsTTY ? text.reprintKey : text.reprintFlag;
}

/** Prints the label of a shipment made earlier; false when it could not (the warning says why). */
async function reprint(ctx: Context, setup: StationSetup, shipmentId: string): Promise<boolean> {
  if (!setup.printTarget) return false;
  const [{ shipments }, { printShipmentLabel }] = await Promise.all([
    import('../../api/index.js'),
    import('../print/label.js'),
  ]);
  const shipment = await shipments.get(setup.client, shipmentId);
  // Asked for (r + Enter, --reprint-duplicates): printed again, and said to be a reprint.
  return (
    await printShipmentLabel(ctx, setup.client, shipment, setup.printTarget, {
      byName: true,
      ...(setup.note ? { note: setup.note } : {}),
    })
  ).ok;
}

/**
 * readline's output at the station: its echo of what is typed reaches the terminal only while
 * the station waits for a scan. A scanner types the next code while the last one ships; echoed
 * then, it would land among that scan's lines (or after a prompt the next output overwrites).
 */
class EchoWhileWaiting extends Writable {
  constructor(
    private readonly target: Writable,
    private readonly waiting: () => boolean,
  ) {
    super();
    target.on('resize', () => this.emit('resize'));
  }
  /** readline lays out a long line by the terminal's width. */
  get columns(): number | undefined {
    return (this.target as { columns?: number }).columns;
  }
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    if (this.waiting()) this.target.write(chunk);
    done();
  }
}

/** Reads scans until the input ends or Ctrl+C; returns the tally. */
export async function scanLoop(ctx: Context, s: StationSetup): Promise<StationTally> {
  const tally: StationTally = {
    scans: 0,
    shipped: 0,
    duplicates: 0,
    reprinted: 0,
    failed: 0,
    notPrinted: 0,
    total: 0,
  };
  /** The shipment of the last duplicate scan, whose label `r` prints again. */
  let lastDuplicate: string | undefined;
  const tty = ctx.io.stdinIsTTY;
  const prompt = messages().shipping.station.prompt;
  const statusLine = statusLines(ctx);
  /** Lines read and not yet handled; `shown`: typed at the prompt (echoed there). */
  const queue: { line: string; shown: boolean }[] = [];
  let waiting = true;
  let ended = false;
  let wake: (() => void) | undefined;
  const rl = createInterface({
    input: ctx.io.stdin,
    output: tty ? new EchoWhileWaiting(ctx.io.stderr, () => waiting) : ctx.io.stderr,
    terminal: tty,
  });
  rl.on('line', (line) => {
    queue.push({ line, shown: waiting });
    waiting = false;
    wake?.();
  });
  rl.on('close', () => {
    ended = true;
    wake?.();
  });
  // Ctrl+C ends the session: codes typed ahead are not shipped.
  const stop = () => {
    queue.length = 0;
    rl.close();
  };
  rl.on('SIGINT', stop);
  process.once('SIGINT', stop);
  rl.setPrompt(prompt);
  try {
    for (;;) {
      const next = queue.shift();
      if (!next) {
        if (ended) break;
        waiting = true;
        // Redraws what was typed so far of the next code after the prompt, the cursor where it was.
        if (tty) rl.prompt(true);
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      waiting = false;
      // A code typed ahead reads as if typed at its own prompt.
      if (tty && !next.shown) ctx.io.stderr.write(`${prompt}${next.line}\n`);
      const scan = next.line.trim();
      if (/^r$/i.test(scan) && lastDuplicate) {
        const shipmentId = lastDuplicate;
        lastDuplicate = undefined;
        const printed = await reprint(ctx, s, shipmentId).catch((err: Error) => {
          ctx.notices.warn(messages().shipping.station.reprintFailed(shipmentId, err.message));
          return false;
        });
        // Printing said where the label went, or why it did not print.
        if (printed) tally.reprinted += 1;
      } else if (scan !== '') {
        tally.scans += 1;
        let r: ScanResult;
        try {
          r = await handleScan(ctx, s, scan);
        } catch (err) {
          r = empty(scan, 'failed', (err as Error).message);
        }
        lastDuplicate = undefined;
        if (r.status === 'shipped') {
          tally.shipped += 1;
          tally.total += r.price ?? 0;
          tally.currency ??= r.currency ?? undefined;
          if (r.label_printed === false) tally.notPrinted += 1;
        } else if (r.status === 'already_shipped' && r.shipment_id) {
          tally.duplicates += 1;
          if (s.reprintDuplicates && s.printTarget) {
            r.label_printed = await reprint(ctx, s, r.shipment_id).catch(() => false);
            if (r.label_printed) tally.reprinted += 1;
          } else lastDuplicate = r.shipment_id;
        } else tally.failed += 1;
        if (ctx.globals.json) printJsonLine(ctx.io, r);
        else ctx.io.stdout.write(statusLine(statusCells(ctx, r, s)) + '\n');
        if (r.status !== 'shipped' && ctx.io.stderrIsTTY) ctx.io.stderr.write('\x07');
      }
    }
  } finally {
    process.off('SIGINT', stop);
    rl.close();
    if (tty) ctx.io.stderr.write('\n'); // off the prompt line before the summary
  }
  return tally;
}
