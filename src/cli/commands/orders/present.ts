// How orders read for people: the list columns and the detail lines after `create`.
import { en } from '../../../i18n/en/index.js';
import type { Order } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import type { Column } from '../../output/table.js';
import { orderRef } from '../../../ops/orders/body.js';
import {
  addressLine,
  placeOf,
  productLine,
  recipientName,
  setupPairs,
  timeColumns,
  whenText,
} from '../../shared/shipment-text.js';
import { messages } from '../../../i18n/index.js';

const items = (order: Order): string => {
  const products = order.products ?? [];
  const first = products[0]?.name ?? '';
  return products.length > 1 ? `${first} +${products.length - 1}` : first;
};

/**
 * `shippedAs`: the real label an order has, when the caller looked (orders list). An order stays
 * on the account when it ships (a void opens it again), so its API state is always active: what a
 * packer needs is whether it is still to pack.
 */
export function orderColumns(
  ctx: Pick<Context, 'io' | 'now'>,
  shippedAs?: (order: Order) => string,
): Column<Order>[] {
  const text = messages().shipping.orders;
  const header = text.columns;
  // Piped rows keep `shipped`/`open` and the API's state; a person reads them in their words.
  const state: Column<Order> = shippedAs
    ? {
        header: header.status,
        get: (options) => (shippedAs(options) ? 'shipped' : 'open'),
        shown: (options) => text.status(shippedAs(options) ? 'shipped' : 'open'),
        style: (s, o, t) => (!shippedAs(o) ? t.success(s) : s),
      }
    : {
        header: header.state,
        get: (options) => options.state ?? '',
        shown: (options) => text.status(options.state ?? ''),
        style: (s, options, t) => (options.state === 'active' ? t.success(s) : s),
        dropOrder: 5,
      };
  if (ctx.io.stdoutIsTTY) return packerColumns(ctx, state, shippedAs);
  // Piped: the columns scripts read, in their order.
  return [
    { header: header.id, get: (options) => options.id, fixed: true },
    ...timeColumns<Order>(ctx, header.created, (options) => options.created_at),
    { header: header.carrier, get: (options) => options.setup?.carrier ?? '', hideWhenEmpty: true },
    { header: header.recipient, get: (options) => recipientName(options.to_address) },
    { header: header.place, get: (options) => placeOf(options.to_address) },
    { header: header.products, get: items },
    { header: header.ref, get: (options) => options.setup?.ref_number ?? '' },
    state,
    ...(shippedAs ? [{ header: header.label, get: shippedAs }] : []),
  ];
}

/** What is in the parcel, one product a line: `2 × Tシャツ`. */
const contents = (order: Order): string =>
  (order.products ?? [])
    // A no-break space keeps the count with its item when the column wraps (`10 ×` alone says nothing).
    .map(
      (p) =>
        `${typeof p.quantity === 'number' ? `${p.quantity}\u00a0×\u00a0` : ''}${p.name ?? messages().shipping.orders.noName}`,
    )
    .join('\n');

/**
 * What a packer reads at the table: the order number on the slip, who and where it goes, the
 * carrier, what goes in the box with how many of each, and whether it is still to pack. The
 * place and the contents wrap within their columns rather than being cut; the API id and the
 * creation time go first at a narrow terminal (the order number says which order it is),
 * then the label's shipment id (the status says it shipped; `shipments find` finds it).
 */
function packerColumns(
  ctx: Pick<Context, 'io' | 'now'>,
  state: Column<Order>,
  shippedAs: ((order: Order) => string) | undefined,
): Column<Order>[] {
  const header = messages().shipping.orders.columns;
  return [
    // The order number a slip carries (the id when it has none); its end tells a day's apart.
    { header: header.order, get: orderRef, cut: 'middle', minWidth: 20 },
    { header: header.id, get: (options) => options.id, fixed: true, dropOrder: 2 },
    ...timeColumns<Order>(ctx, header.created, (options) => options.created_at).map((c) => ({
      ...c,
      dropOrder: 1,
    })),
    { header: header.recipient, get: (options) => recipientName(options.to_address), minWidth: 10 },
    // Wide enough for most cities on the line under their prefecture; the label is hidden first.
    { header: header.place, get: (options) => placeOf(options.to_address), minWidth: 12, overflow: 'wrap' },
    {
      header: header.carrier,
      get: (options) => options.setup?.carrier ?? '',
      fixed: true,
      hideWhenEmpty: true,
    },
    { header: header.contents, get: contents, minWidth: 14, overflow: 'wrap' },
    { ...state, fixed: true },
    ...(shippedAs
      ? [{ header: header.label, get: shippedAs, fixed: true, hideWhenEmpty: true, dropOrder: 3 }]
      : []),
  ];
}

export function orderPairs(ctx: Pick<Context, 'io' | 'now'>, order: Order): [string, string][] {
  const setup = (order.setup ?? {}) as Record<string, unknown>;
  const currency = typeof setup.currency === 'string' ? setup.currency : undefined;
  const pairs: [string, string][] = [
    ['id', order.id],
    ['state', order.state ?? ''],
    ['created', whenText(ctx, order.created_at)],
    // As its label will print the sender: in Latin letters for a parcel abroad.
    ['from', addressLine(order.from_address, { latin: (order.to_address?.country ?? 'JP') !== 'JP' })],
    ['to', addressLine(order.to_address)],
  ];
  for (const [key, value] of setupPairs(setup)) pairs.push([`setup.${key}`, value]);
  // Piped rows never change with the language.
  const words = ctx.io.stdoutIsTTY ? messages().shipping.shipmentText : en.shipping.shipmentText;
  for (const p of order.products ?? []) pairs.push(['product', productLine(p, currency, words.noName)]);
  return pairs.filter(([, v]) => v !== '');
}
