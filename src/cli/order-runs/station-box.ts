// The box in hand at the station. After an order is scanned its label may wait: for the box's
// size (a size barcode, SIZE-80, or the number typed), and — with the item check (検品) — for
// each item of the order scanned into the box. The label is bought once the box matches: a
// wrong item is refused with a bell, a missing one keeps the label unbought, `skip REASON`
// ships it unchecked with the reason in the scan's record, `cancel` puts it back. An order
// whose carrier is not the station's is said on its line, or refused with --only-carrier.
import type { Order } from '../../contract/index.js';
import {
  CARRIERS,
  CARRIER_TYPES,
  carrierOfService,
  isCarrierType,
  itemLines,
  itemsLeft,
  readSizeScan,
  scanItem,
  type CarrierType,
  type ItemLine,
} from '../../domain/index.js';
import { en } from '../../i18n/en/index.js';
import { messages } from '../../i18n/index.js';
import { STATION_FLAGS } from '../shared/flags.js';
import type { Context } from '../context.js';
import { carrierName } from '../shared/rates-table.js';
import { blockersOf, blockerText, type OrderCheck } from '../../ops/orders/checks.js';
import { orderRef, serviceFor } from '../../ops/orders/body.js';

export interface BoxOptions {
  /** After each order, wait for a size scan or Enter (the default size). */
  askSize: boolean;
  /** 検品: each item of the order is scanned before its label is bought. */
  verifyItems: boolean;
  /** Refuse an order of another carrier than the station's, rather than ship it and say so. */
  onlyCarrier: boolean;
  /** What the scanner adds around each code (station.scanner_strip). */
  affixes: string[];
}

/** An order scanned whose label waits for its size or its items. */
export interface Pending {
  scan: string;
  order: Order;
  ref: string;
  carrier: CarrierType;
  /** The sizes the carrier takes; [] for one without sizes. */
  sizes: readonly number[];
  /** Scanned or typed for this box. */
  size?: number;
  /** What Enter gives: --pack-size / station.pack_size, else the order's own. */
  fallback?: number;
  lines: ItemLine[];
  skipReason?: string;
}

/** What a scan's record says of its box: the size it shipped in and how its items were checked. */
export interface ItemCheck {
  status: 'matched' | 'skipped';
  items_scanned: number;
  items_expected: number;
  reason: string | null;
}

const ALL_SIZES = [...new Set(CARRIER_TYPES.flatMap((c) => CARRIERS[c].packSizes))];

/** A size barcode scanned with no order waiting for one: said, never taken for an order number. */
export const isSizeCode = (scan: string): boolean =>
  /^(SIZE|サイズ)/i.test(scan.normalize('NFKC')) && readSizeScan(scan, ALL_SIZES) !== undefined;

export const isSkip = (scan: string): RegExpExecArray | null =>
  /^(?:skip|スキップ)(?:\s+(.*))?$/i.exec(scan.normalize('NFKC').trim());
export const isCancel = (scan: string): boolean =>
  /^(?:cancel|キャンセル|取消)$/i.test(scan.normalize('NFKC').trim());

/** The carrier an order names for itself (its carrier, else its service's), if any. */
function ownCarrierOf(order: Order): CarrierType | undefined {
  const { carrier, service } = (order.setup ?? {}) as { carrier?: unknown; service?: unknown };
  if (typeof carrier === 'string' && isCarrierType(carrier)) return carrier;
  return typeof service === 'string' ? carrierOfService(service) : undefined;
}

/** The station's own carrier: the one given or stored, if any. */
export function stationCarrierOf(check: Pick<OrderCheck, 'choices'>): CarrierType | undefined {
  const { carrier } = serviceFor({ id: '' } as Order, check.choices);
  return carrier;
}

export type Opened =
  | { kind: 'refused'; error: string; said: string; carrier: CarrierType | null }
  | { kind: 'ship'; pending: Pending }
  | { kind: 'wait'; pending: Pending };

/**
 * An order just scanned: refused (no carrier, another carrier with --only-carrier, a rule it
 * breaks), shipped now, or held for its size or items — each said on stderr as it happens.
 */
export async function openBox(
  ctx: Context,
  order: Order,
  scan: string,
  check: OrderCheck,
  box: BoxOptions,
): Promise<Opened> {
  const text = messages().shipping.station.box;
  const onlyCarrierFlag = STATION_FLAGS.onlyCarrier.long;
  const { carrier } = serviceFor(order, check.choices);
  const station = stationCarrierOf(check);
  // The order's own carrier, before --carrier or --service would replace it.
  const ownCarrier = ownCarrierOf(order) ?? carrier;
  if (box.onlyCarrier && ownCarrier && station && ownCarrier !== station)
    return {
      kind: 'refused',
      carrier: ownCarrier,
      error: en.shipping.station.box.onlyCarrier(ownCarrier, ownCarrier, station, station, onlyCarrierFlag),
      said: text.onlyCarrier(
        ownCarrier,
        carrierName(ownCarrier),
        station,
        carrierName(station),
        onlyCarrierFlag,
      ),
    };
  const blockers = await blockersOf(order, { ...check, sizePerScan: true });
  if (blockers.length > 0 || !carrier)
    return {
      kind: 'refused',
      carrier: carrier ?? null,
      error: en.shipping.station.box.blocked(
        blockers.map((b) => blockerText(b, en).what).join('; ') || en.shipping.openCheck.noCarrier,
      ),
      said: text.blocked(blockers.map((b) => blockerText(b).what).join('; ')),
    };
  const sizes = CARRIERS[carrier].packSizes;
  const own = Number(order.setup?.pack_size);
  const fallback = check.choices.packSize ?? (Number.isInteger(own) && own > 0 ? own : undefined);
  const { lines, uncoded } = box.verifyItems ? itemLines(order.products) : { lines: [], uncoded: 0 };
  const ref = orderRef(order);
  const pending: Pending = {
    scan,
    order,
    ref,
    carrier,
    sizes,
    ...(fallback !== undefined ? { fallback } : {}),
    lines,
  };
  if (box.verifyItems && uncoded > 0)
    ctx.notices.warn(lines.length === 0 ? text.noItems(ref) : text.uncoded(ref, uncoded));
  const needSize = sizes.length > 0 && (box.askSize || fallback === undefined);
  if (lines.length === 0 && !needSize) return { kind: 'ship', pending };
  if (lines.length > 0) ctx.notices.info(text.itemsAsk(ref, itemsLeft(lines)));
  else sayNeedSize(ctx, pending);
  return { kind: 'wait', pending };
}

/** Asks for the box's size: what Enter gives, if anything. */
export function sayNeedSize(ctx: Context, p: Pending): void {
  const text = messages().shipping.station.box;
  if (p.fallback !== undefined) ctx.notices.info(text.sizeAsk(p.ref, String(p.fallback)));
  else ctx.notices.info(text.needSize(p.ref, p.sizes.join(', ')));
}

export type Step =
  /** Nothing to buy yet: the scan was taken (said) or refused (said, with a bell). */
  | { kind: 'taken' }
  | { kind: 'refused' }
  | { kind: 'ship' }
  | { kind: 'cancelled' }
  /** Not for this box: the box is settled first, then the scan is read as a new one. */
  | { kind: 'next' };

/** One scan while a box waits. */
export function stepBox(ctx: Context, p: Pending, scan: string, box: BoxOptions): Step {
  const text = messages().shipping.station.box;
  const size = p.sizes.length > 0 ? readSizeScan(scan, p.sizes) : undefined;
  if (size !== undefined) {
    p.size = size;
    ctx.notices.info(text.sizeSet(p.ref, size));
    return readyAfterSize(ctx, p);
  }
  if (isCancel(scan)) {
    ctx.notices.info(text.cancelled(p.ref));
    return { kind: 'cancelled' };
  }
  const left = itemsLeft(p.lines);
  if (left > 0 && p.skipReason === undefined) {
    const skip = isSkip(scan);
    if (skip) {
      const reason = skip[1]?.trim() ?? '';
      if (reason === '') {
        ctx.notices.warn(text.skipNeedsReason);
        return { kind: 'refused' };
      }
      p.skipReason = reason;
      ctx.notices.info(text.skipped(p.ref, reason));
      return itemsDone(ctx, p, box);
    }
    if (scan === '') {
      ctx.notices.warn(text.itemsLeft(p.ref, left));
      return { kind: 'refused' };
    }
    const got = scanItem(p.lines, scan);
    if (got.kind === 'wrong') {
      ctx.notices.warn(text.itemWrong(scan, p.ref));
      return { kind: 'refused' };
    }
    if (got.kind === 'too_many') {
      ctx.notices.warn(text.itemTooMany(got.line.name || scan, got.line.quantity));
      return { kind: 'refused' };
    }
    const total = p.lines.reduce((n, l) => n + l.quantity, 0);
    ctx.notices.info(text.itemOk(got.line.name || scan, total - itemsLeft(p.lines), total));
    return got.done ? itemsDone(ctx, p, box) : { kind: 'taken' };
  }
  if (scan === '') {
    if (p.size !== undefined || p.fallback !== undefined) return { kind: 'ship' };
    sayNeedSize(ctx, p);
    return { kind: 'refused' };
  }
  return { kind: 'next' };
}

function itemsDone(ctx: Context, p: Pending, box: BoxOptions): Step {
  if (p.sizes.length === 0 || p.size !== undefined || (!box.askSize && p.fallback !== undefined))
    return { kind: 'ship' };
  sayNeedSize(ctx, p);
  return { kind: 'taken' };
}

function readyAfterSize(ctx: Context, p: Pending): Step {
  const left = itemsLeft(p.lines);
  if (left === 0 || p.skipReason !== undefined) return { kind: 'ship' };
  ctx.notices.info(messages().shipping.station.box.itemsAsk(p.ref, left));
  return { kind: 'taken' };
}

/** Whether a box left waiting (the next order scanned, the input ended) can ship as it is. */
export const canShipAsIs = (p: Pending): boolean =>
  (itemsLeft(p.lines) === 0 || p.skipReason !== undefined) &&
  (p.sizes.length === 0 || p.size !== undefined || p.fallback !== undefined);

/** Why a box left waiting was not bought, in English for the record and in the reader's words. */
export function notBoughtWhy(p: Pending): { error: string; said: string } {
  const left = p.skipReason === undefined ? itemsLeft(p.lines) : 0;
  return left > 0
    ? {
        error: en.shipping.station.box.notBoughtItems(left),
        said: messages().shipping.station.box.notBoughtItems(left),
      }
    : {
        error: en.shipping.station.box.notBoughtNoSize,
        said: messages().shipping.station.box.notBoughtNoSize,
      };
}

/** The record of a box's item check, when one was asked. */
export function itemCheckOf(p: Pending, box: BoxOptions): ItemCheck | null {
  if (!box.verifyItems || (p.lines.length === 0 && p.skipReason === undefined)) return null;
  const expected = p.lines.reduce((n, l) => n + l.quantity, 0);
  return {
    status: p.skipReason === undefined ? 'matched' : 'skipped',
    items_scanned: p.lines.reduce((n, l) => n + l.scanned, 0),
    items_expected: expected,
    reason: p.skipReason ?? null,
  };
}
