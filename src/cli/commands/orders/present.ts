// How orders read for people: the list columns and the detail lines after `create`.
import type { Order } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import type { Column } from '../../output/table.js';
import {
  addressLine,
  placeOf,
  productLine,
  recipientName,
  setupPairs,
  timeColumns,
  whenText,
} from '../../shared/shipment-text.js';

const items = (o: Order): string => {
  const products = o.products ?? [];
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
  shippedAs?: (o: Order) => string,
): Column<Order>[] {
  const state: Column<Order> = shippedAs
    ? {
        header: 'status',
        get: (o) => (shippedAs(o) ? 'shipped' : 'open'),
        style: (s, _o, t) => (s === 'open' ? t.success(s) : s),
      }
    : {
        header: 'state',
        get: (o) => o.state ?? '',
        style: (s, o, t) => (o.state === 'active' ? t.success(s) : s),
        dropOrder: 5,
      };
  return [
    { header: 'id', get: (o) => o.id, fixed: true },
    ...timeColumns<Order>(ctx, 'created', (o) => o.created_at),
    // At a narrow terminal these go first, in this order: what the rest already says.
    { header: 'carrier', get: (o) => o.setup?.carrier ?? '', dropOrder: 3, hideWhenEmpty: true },
    { header: 'recipient', get: (o) => recipientName(o.to_address), minWidth: 12 },
    { header: 'place', get: (o) => placeOf(o.to_address), dropOrder: 2 },
    { header: 'products', get: items, dropOrder: 4 },
    { header: 'ref', get: (o) => o.setup?.ref_number ?? '', cut: 'middle' },
    state,
  ];
}

export function orderPairs(ctx: Pick<Context, 'io' | 'now'>, o: Order): [string, string][] {
  const setup = (o.setup ?? {}) as Record<string, unknown>;
  const currency = typeof setup.currency === 'string' ? setup.currency : undefined;
  const pairs: [string, string][] = [
    ['id', o.id],
    ['state', o.state ?? ''],
    ['created', whenText(ctx, o.created_at)],
    // As its label will print the sender: in Latin letters for a parcel abroad.
    ['from', addressLine(o.from_address, { latin: (o.to_address?.country ?? 'JP') !== 'JP' })],
    ['to', addressLine(o.to_address)],
  ];
  for (const [key, value] of setupPairs(setup)) pairs.push([`setup.${key}`, value]);
  for (const p of o.products ?? []) pairs.push(['product', productLine(p, currency)]);
  return pairs.filter(([, v]) => v !== '');
}
