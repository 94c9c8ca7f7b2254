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
import { cleanScan } from '../../domain/index.js';
import { findOrder } from '../../ops/orders/find.js';
import type { Context } from '../context.js';
import { formatMoney } from '../output/format.js';
import { lineColumns, type StyledCell } from '../output/table.js';
import { printJsonLine } from '../output/json.js';
import type { OrderShipChoices } from '../../ops/orders/body.js';
import { shipOrders } from './ship-run.js';
import type { OrderOutcome } from '../../ops/orders/outcome.js';
import { messages } from '../../i18n/index.js';
import { STATION_FLAGS } from '../shared/flags.js';
import { carrierName, serviceName } from '../shared/rates-table.js';
import { orderRef, serviceFor } from '../../ops/orders/body.js';
import type { OrderCheck } from '../../ops/orders/checks.js';
import {
  canShipAsIs,
  isSizeCode,
  itemCheckOf,
  notBoughtWhy,
  openBox,
  stationCarrierOf,
  stepBox,
  type BoxOptions,
  type ItemCheck,
  type Pending,
} from './station-box.js';
import { CARRIERS, RATES_REGULAR_ONLY, isCarrierType } from '../../domain/index.js';

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
  /** The carrier the order ships (or would ship) with: the pile its parcel goes to. */
  carrier: string | null;
  pack_size: number | null;
  /** The station's own carrier, when the order's is another (its parcel goes to another pile). */
  station_carrier: string | null;
  /** The order's own carrier, when --carrier or --service shipped it with another. */
  replaced_carrier: string | null;
  /** The item check (検品) of the box, when one was asked. */
  item_check: ItemCheck | null;
}

/** A scan's record and, for a person, why it failed in the reader's words. */
interface Said {
  result: ScanResult;
  said?: string;
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
  /** The box in hand: size per scan, item check, carrier refusals, the scanner's framing. */
  box: BoxOptions;
  /** A batch file's rows, scanned instead of the account's orders (--orders-file). */
  fileOrders?: readonly Order[];
  /** What an order is checked with before its label is bought (the account's carriers…). */
  check: Omit<OrderCheck, 'now'>;
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
  /** Shipped parcels per carrier: the piles on the floor. */
  byCarrier: Record<string, number>;
}

const empty = (scan: string, status: ScanStatus, error: string | null): ScanResult => ({
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
  carrier: null,
  pack_size: null,
  station_carrier: null,
  replaced_carrier: null,
  item_check: null,
});

/** The outcome of one order sent at once (a duplicate, or a box whose label is bought now). */
async function send(
  ctx: Context,
  s: StationSetup,
  order: Order,
  scan: string,
  size?: number,
  note?: string,
): Promise<ScanResult> {
  const { outcomes } = await shipOrders(ctx, s.client, [order], {
    choices: size === undefined ? s.choices : { ...s.choices, packSize: size },
    confirmed: true,
    quiet: true,
    estimate: !s.choices.test,
    ledger: s.ledger,
    session: s.session,
    ...(s.fromWarehouse ? { fromWarehouse: s.fromWarehouse } : {}),
    ...(s.printTarget ? { printTarget: s.printTarget } : {}),
    ...(s.note ? { note: s.note } : {}),
    ...(note ? { remark: note } : {}),
  });
  const r = resultOf(scan, outcomes[0]!);
  const { carrier } = serviceFor(order, size === undefined ? s.choices : { ...s.choices, packSize: size });
  const station = stationCarrierOf(s.check);
  const own = Number(order.setup?.pack_size);
  r.carrier = carrier ?? null;
  r.pack_size =
    carrier && CARRIERS[carrier].packSizes.length > 0
      ? (size ?? s.choices.packSize ?? (Number.isInteger(own) && own > 0 ? own : null))
      : null;
  r.station_carrier = carrier && station && carrier !== station ? station : null;
  r.replaced_carrier = outcomes[0]!.replaced_carrier;
  return r;
}

/**
 * The scans of one station session: an order scan, and while its box waits, its size and its
 * items. Each call takes one scan and gives the records it settles (none, one, or the box
 * waiting and the next order).
 */
export class Bench {
  #pending: Pending | undefined;
  constructor(
    private readonly ctx: Context,
    private readonly s: StationSetup,
  ) {}

  get waiting(): boolean {
    return this.#pending !== undefined;
  }

  /** Takes one scan; `bell`: it was refused (a wrong item, a size without an order…). */
  async take(scan: string): Promise<{ settled: Said[]; bell: boolean }> {
    const p = this.#pending;
    if (p) {
      const step = stepBox(this.ctx, p, scan, this.s.box);
      if (step.kind === 'taken') return { settled: [], bell: false };
      if (step.kind === 'refused') return { settled: [], bell: true };
      this.#pending = undefined;
      if (step.kind === 'cancelled') return { settled: [], bell: false };
      if (step.kind === 'ship') return { settled: [await this.#ship(p)], bell: false };
      const first = await this.#settle(p);
      const next = await this.#order(scan);
      return { settled: [first, ...next.settled], bell: next.bell };
    }
    if (scan === '') return { settled: [], bell: false };
    if (isSizeCode(scan)) {
      this.ctx.notices.warn(messages().shipping.station.box.orderFirst(scan));
      return { settled: [], bell: true };
    }
    return this.#order(scan);
  }

  /** The input ended: a box left waiting ships if it can, else is said not bought. */
  async end(): Promise<Said[]> {
    const p = this.#pending;
    this.#pending = undefined;
    return p ? [await this.#settle(p)] : [];
  }

  async #settle(p: Pending): Promise<Said> {
    if (canShipAsIs(p)) return this.#ship(p);
    const why = notBoughtWhy(p);
    return { result: { ...this.#base(p), status: 'failed', error: why.error }, said: why.said };
  }

  async #ship(p: Pending): Promise<Said> {
    // A box shipped unchecked keeps why in its run's record (`batch status SESSION` shows it).
    const note = p.skipReason === undefined ? undefined : `item check skipped: ${p.skipReason}`;
    const r = await send(this.ctx, this.s, p.order, p.scan, p.size, note);
    r.item_check = itemCheckOf(p, this.s.box);
    return { result: r };
  }

  #base(p: Pending): ScanResult {
    return {
      ...empty(p.scan, 'failed', null),
      order_id: p.order.id,
      ref_number: p.ref,
      carrier: p.carrier,
      pack_size: p.size ?? p.fallback ?? null,
      item_check: itemCheckOf(p, this.s.box),
    };
  }

  async #order(scan: string): Promise<{ settled: Said[]; bell: boolean }> {
    const { s, ctx } = this;
    const order = await findOrder(ctx, scan, s.fileOrders);
    if (!order) {
      const earlier = (await s.ledger.shippedAs(scan))[0];
      const r = earlier
        ? { ...empty(scan, 'already_shipped', `already shipped as ${earlier.id}`), shipment_id: earlier.id }
        : empty(scan, 'not_found', `no order has the id or ref number "${scan}"`);
      return { settled: [{ result: r }], bell: true };
    }
    // A duplicate is said as one (its label named, `r` reprints it): nothing to check in the box.
    if (s.ledger.known(orderRef(order)).length > 0) {
      const r = await send(ctx, s, order, scan);
      return { settled: [{ result: r }], bell: r.status !== 'shipped' };
    }
    const opened = await openBox(ctx, order, scan, { ...s.check, now: ctx.now() }, s.box);
    if (opened.kind === 'refused') {
      const r: ScanResult = {
        ...empty(scan, 'failed', opened.error),
        order_id: order.id,
        ref_number: orderRef(order),
        carrier: opened.carrier,
      };
      return { settled: [{ result: r, said: opened.said }], bell: true };
    }
    if (opened.kind === 'wait') {
      this.#pending = opened.pending;
      return { settled: [], bell: false };
    }
    const r = (await this.#ship(opened.pending)).result;
    return { settled: [{ result: r }], bell: r.status !== 'shipped' };
  }
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
    carrier: null,
    pack_size: null,
    station_carrier: null,
    replaced_carrier: null,
    item_check: null,
  };
}

/**
 * The line of a scan as its cells: a shipped order's mark, ref, recipient, carrier (its pile),
 * size, tracking, price and a note (another carrier's order, a label not printed); a
 * duplicate's or a failure's mark, ref and what happened (`said`: in the reader's words).
 */
export function statusCells(
  ctx: Context,
  r: ScanResult,
  setup: StationSetup,
  said?: string,
): (string | StyledCell)[] {
  const t = ctx.theme.out;
  const text = messages().shipping.station;
  if (r.status === 'shipped') {
    const price = r.price === null ? '' : formatMoney(r.price, r.currency ?? 'JPY');
    // At a terminal the carrier's note stands on a line of its own under the ✓ line (carrierNote).
    const notes = [
      ctx.io.stdoutIsTTY ? '' : carrierNote(r),
      r.label_printed === false ? text.labelNotPrinted : '',
    ].filter(Boolean);
    return [
      { text: '✓', style: t.success },
      // The order's own ref as the label carries it (a full-width scan, ＯＲＤ－１, reads ORD-1).
      r.ref_number ?? r.scan,
      r.recipient ?? '',
      r.service ? carrierCell(r.service, r.carrier) : '',
      r.pack_size === null ? '' : String(r.pack_size),
      r.tracking_numbers.join(','),
      price,
      notes.length > 0 ? { text: notes.join('  '), style: t.warn } : '',
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
  const why = r.status === 'not_found' ? text.notFound(r.scan) : (said ?? text.failed(r.error ?? ''));
  return [{ text: '✗', style: t.error }, r.ref_number ?? r.scan, why];
}

/** What a packer must know of a parcel's carrier: another pile than the station's, or replaced. */
export function carrierNote(r: ScanResult): string {
  const text = messages().shipping.station.box;
  if (r.status !== 'shipped' || !r.carrier) return '';
  if (r.replaced_carrier)
    return text.replaced(r.replaced_carrier, nameOf(r.replaced_carrier), r.carrier, nameOf(r.carrier));
  return r.station_carrier
    ? text.otherCarrier(r.carrier, nameOf(r.carrier), r.station_carrier, nameOf(r.station_carrier))
    : '';
}

const nameOf = (carrier: string): string => (isCarrierType(carrier) ? carrierName(carrier) : carrier);

/** The carrier on a ✓ line: its name (the service's where it is not the carrier's standard one). */
function carrierCell(service: string, carrier: string | null): string {
  const standard = carrier !== null && isCarrierType(carrier) && RATES_REGULAR_ONLY[carrier] === service;
  return messages().shipping.station.box.carrierCell(
    carrier === null ? '' : nameOf(carrier),
    service,
    serviceName(service),
    standard,
  );
}

/**
 * How scan lines are written: at a terminal in columns (a shipped order's ref, recipient,
 * carrier, size, tracking number and price under those of the line before; a long name is cut
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
      { width: 16, cut: true },
      { width: 14 },
      { width: 3, align: 'right' },
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
  return ctx.io.stdinIsTTY ? text.reprintKey : text.reprintFlag(STATION_FLAGS.reprintDuplicates.long);
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
    byCarrier: {},
  };
  const bench = new Bench(ctx, s);
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
  // At a terminal a scanner set to frame its codes types STX (Ctrl+B) before one and ETX
  // (Ctrl+C) after it: an ETX after an STX ends that code, not the session, and the Enter such
  // a scanner may send after it is not read as an Enter of its own (the default size).
  let framed = false;
  let afterFramed = false;
  const onKey = (_text: string | undefined, key: { sequence?: string } | undefined) => {
    if (key?.sequence === '\x02') framed = true;
  };
  if (tty) ctx.io.stdin.on('keypress', onKey);
  rl.on('line', (line) => {
    if (afterFramed && line.trim() === '') {
      afterFramed = false;
      return;
    }
    afterFramed = false;
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
  rl.on('SIGINT', () => {
    if (!framed) return stop();
    framed = false;
    rl.write('\r');
    afterFramed = true;
  });
  process.once('SIGINT', stop);
  rl.setPrompt(prompt);
  /** Counts and writes settled scans; returns the shipment `r` reprints (the last duplicate's). */
  const count = async (settled: Said[]): Promise<string | undefined> => {
    let duplicate: string | undefined;
    for (const { result: r, said } of settled) {
      tally.scans += 1;
      if (r.status === 'shipped') {
        tally.shipped += 1;
        tally.total += r.price ?? 0;
        tally.currency ??= r.currency ?? undefined;
        if (r.carrier) tally.byCarrier[r.carrier] = (tally.byCarrier[r.carrier] ?? 0) + 1;
        if (r.label_printed === false) tally.notPrinted += 1;
      } else if (r.status === 'already_shipped' && r.shipment_id) {
        tally.duplicates += 1;
        if (s.reprintDuplicates && s.printTarget) {
          r.label_printed = await reprint(ctx, s, r.shipment_id).catch(() => false);
          if (r.label_printed) tally.reprinted += 1;
        } else duplicate = r.shipment_id;
      } else tally.failed += 1;
      if (ctx.globals.json) printJsonLine(ctx.io, r);
      else {
        ctx.io.stdout.write(statusLine(statusCells(ctx, r, s, said)) + '\n');
        const note = ctx.io.stdoutIsTTY ? carrierNote(r) : '';
        if (note) ctx.io.stdout.write(`   ${ctx.theme.out.warn(`↳ ${note}`)}\n`);
      }
    }
    return duplicate;
  };
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
      const scan = cleanScan(next.line, s.box.affixes);
      if (/^r$/i.test(scan) && lastDuplicate && !bench.waiting) {
        const shipmentId = lastDuplicate;
        lastDuplicate = undefined;
        const printed = await reprint(ctx, s, shipmentId).catch((err: Error) => {
          ctx.notices.warn(messages().shipping.station.reprintFailed(shipmentId, err.message));
          return false;
        });
        // Printing said where the label went, or why it did not print.
        if (printed) tally.reprinted += 1;
      } else if (scan !== '' || bench.waiting) {
        let taken: { settled: Said[]; bell: boolean };
        try {
          taken = await bench.take(scan);
        } catch (err) {
          taken = { settled: [{ result: empty(scan, 'failed', (err as Error).message) }], bell: true };
        }
        lastDuplicate = await count(taken.settled);
        if (taken.bell && ctx.io.stderrIsTTY) ctx.io.stderr.write('\x07');
      }
    }
    // The input ended: a box left waiting ships if it can, else its line says why not.
    await count(await bench.end());
  } finally {
    process.off('SIGINT', stop);
    ctx.io.stdin.off('keypress', onKey);
    rl.close();
    if (tty) ctx.io.stderr.write('\n'); // off the prompt line before the summary
  }
  return tally;
}
