// Orders: spec 4.5–4.7.
import {
  MessageSchema,
  OrderSchema,
  type Message,
  type Order,
  type OrderListQuery,
  type OrderRequest,
} from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { paginate, type Page } from '../pagination.js';
import { segment } from '../segment.js';
import { lenient, listPage, toQuery, walkOptions, type CallOptions, type ListEndpoint } from './shared.js';

const ORDER_LIST: ListEndpoint<Order> = {
  path: '/v1/orders',
  listKey: 'orders',
  schema: OrderSchema,
  what: 'order',
};

/** POST /v1/orders. Like a shipment create, never re-sent after an ambiguous failure. */
export async function createOrder(
  client: ApiClient,
  body: OrderRequest,
  options: CallOptions = {},
): Promise<Order> {
  const res = await client.request({ method: 'POST', path: '/v1/orders', body, signal: options.signal });
  return lenient(client, OrderSchema, res.data, 'order');
}

/** GET /v1/orders, one page (last 2 weeks by default; created_after/created_before widen it). */
export async function listOrders(
  client: ApiClient,
  query: OrderListQuery = {},
  options: CallOptions = {},
): Promise<Page<Order>> {
  const res = await client.request({
    method: 'GET',
    path: '/v1/orders',
    query: toQuery(query),
    signal: options.signal,
  });
  return listPage(client, ORDER_LIST, res.data, query.page);
}

/** Every order matching the filters, page after page (page size at most 100). */
export function listAllOrders(
  client: ApiClient,
  query: OrderListQuery = {},
  options: CallOptions & { maxPages?: number } = {},
): AsyncGenerator<Order> {
  return paginate(client, walkOptions(client, ORDER_LIST, query, options));
}

/** DELETE /v1/orders/:id. Answers a JSON string message. */
export async function deleteOrder(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Message> {
  const res = await client.request({
    method: 'DELETE',
    path: `/v1/orders/${segment(id)}`,
    signal: options.signal,
  });
  return lenient(client, MessageSchema, res.data ?? null, 'delete message');
}

export const orders = { create: createOrder, list: listOrders, listAll: listAllOrders, delete: deleteOrder };
