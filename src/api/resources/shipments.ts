// Shipments: spec 4.1–4.4.
import {
  MessageSchema,
  ShipmentSchema,
  type Message,
  type Shipment,
  type ShipmentListQuery,
  type ShipmentRequest,
} from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { paginate, paginatePages, type Page } from '../pagination.js';
import { segment } from '../segment.js';
import { lenient, listPage, toQuery, walkOptions, type CallOptions, type ListEndpoint } from './shared.js';

const SHIPMENT_LIST: ListEndpoint<Shipment> = {
  path: '/v1/shipments',
  listKey: 'shipments',
  schema: ShipmentSchema,
  what: 'shipment',
};

/**
 * POST /v1/shipments. Never re-sent after an ambiguous failure: that throws OutcomeUnknownError, and
 * the caller looks the shipment up (e.g. by setup.ref_number in `listAll`) before trying again.
 */
export async function createShipment(
  client: ApiClient,
  body: ShipmentRequest,
  options: CallOptions = {},
): Promise<Shipment> {
  const res = await client.request({ method: 'POST', path: '/v1/shipments', body, signal: options.signal });
  return lenient(client, ShipmentSchema, res.data, 'shipment');
}

/** GET /v1/shipments, one page (shipments of the last 2 months only). */
export async function listShipments(
  client: ApiClient,
  query: ShipmentListQuery = {},
  options: CallOptions = {},
): Promise<Page<Shipment>> {
  const res = await client.request({
    method: 'GET',
    path: '/v1/shipments',
    query: toQuery(query),
    signal: options.signal,
  });
  return listPage(client, SHIPMENT_LIST, res.data, query.page);
}

/** Every shipment matching the filters, page after page. */
export function listAllShipments(
  client: ApiClient,
  query: ShipmentListQuery = {},
  options: CallOptions & { maxPages?: number } = {},
): AsyncGenerator<Shipment> {
  return paginate(client, walkOptions(client, SHIPMENT_LIST, query, options));
}

/** Every page of shipments, with the counters the server gave. */
export function listShipmentPages(
  client: ApiClient,
  query: ShipmentListQuery = {},
  options: CallOptions & { maxPages?: number } = {},
): AsyncGenerator<Page<Shipment>> {
  return paginatePages(client, walkOptions(client, SHIPMENT_LIST, query, options));
}

/** GET /v1/shipments/:id */
export async function getShipment(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Shipment> {
  const res = await client.request({
    method: 'GET',
    path: `/v1/shipments/${segment(id)}`,
    signal: options.signal,
  });
  return lenient(client, ShipmentSchema, res.data, 'shipment');
}

/** DELETE /v1/shipments/:id (void). Answers a JSON string message. */
export async function deleteShipment(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Message> {
  const res = await client.request({
    method: 'DELETE',
    path: `/v1/shipments/${segment(id)}`,
    signal: options.signal,
  });
  return lenient(client, MessageSchema, res.data ?? null, 'delete message');
}

export const shipments = {
  create: createShipment,
  list: listShipments,
  listAll: listAllShipments,
  listPages: listShipmentPages,
  get: getShipment,
  delete: deleteShipment,
};
