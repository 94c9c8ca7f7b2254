// The orders a run is about: each as typed or scanned — an order id (any case or width), else
// an order number (its ref, any width, dash or case) — or every order, oldest first.
import { orders as ordersApi, type ApiClient } from '../../api/index.js';
import type { Order } from '../../contract/index.js';
import { compareCodes } from '../../domain/compare.js';
import { normalizeRecordId, refKey } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import type { OpsContext } from '../context.js';
import { CliError, EXIT, UsageError } from '../errors.js';

/** The order a scan names: by its id, or by its ref number; among `fromFile` when given. */
export async function findOrder(
  ctx: Pick<OpsContext, 'client'>,
  scan: string,
  fromFile?: readonly Order[],
): Promise<Order | undefined> {
  const id = normalizeRecordId(scan);
  const q = refKey(scan);
  if (fromFile) return fromFile.find((o) => refKey(o.setup?.ref_number) === q);
  const client = await ctx.client();
  for await (const o of ordersApi.listAll(client, { limit: 100 }))
    if (o.id === id || refKey(o.setup?.ref_number) === q) return o;
  return undefined;
}

/**
 * The orders named (ids or order numbers, each once, in the order typed), or — without names —
 * every order the query lists, oldest first. A name no order has: not found (exit 4); an order
 * number several orders share: refused, naming them (exit 2).
 */
export async function ordersNamed(
  client: ApiClient,
  names: readonly string[] | undefined,
  query: Record<string, string | number>,
): Promise<Order[]> {
  const all: Order[] = [];
  for await (const o of ordersApi.listAll(client, { ...query, limit: 100 })) all.push(o);
  if (!names)
    return all
      .reverse() // the API lists newest first: reversed, equal instants keep their arrival order
      .sort((a, b) => compareCodes(String(a.created_at ?? ''), String(b.created_at ?? '')));
  const text = messages().shipping.orders.ship;
  const found = new Map<string, Order>();
  const missing: string[] = [];
  for (const typed of names) {
    const id = normalizeRecordId(typed);
    const key = refKey(typed);
    const byId = all.find((o) => o.id === id);
    const byRef = byId ? [] : all.filter((o) => key !== '' && refKey(o.setup?.ref_number) === key);
    if (byRef.length > 1)
      throw new UsageError(
        text.ambiguousRef(typed, byRef.length, byRef.map((o) => o.id).join(', ')),
        text.ambiguousRefHint,
      );
    const order = byId ?? byRef[0];
    if (order) found.set(order.id, order);
    else missing.push(typed);
  }
  if (missing.length > 0)
    throw new CliError(text.notFound(missing.join(', ')), {
      exitCode: EXIT.notFound,
      hint: text.notFoundHint,
    });
  return [...found.values()];
}
