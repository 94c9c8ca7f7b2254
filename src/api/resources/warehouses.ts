// Warehouses: spec 4.12.
import { WarehouseRecordSchema, type WarehouseAddress, type WarehouseRecord } from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { lenient, lenientList, type CallOptions } from './shared.js';

/** POST /v1/warehouses: the body is a flat address with the kanji members. */
export async function createWarehouse(
  client: ApiClient,
  address: WarehouseAddress,
  options: CallOptions = {},
): Promise<WarehouseRecord> {
  const res = await client.request({
    method: 'POST',
    path: '/v1/warehouses',
    body: address,
    signal: options.signal,
  });
  return lenient(client, WarehouseRecordSchema, res.data, 'warehouse');
}

/** GET /v1/warehouses */
export async function listWarehouses(
  client: ApiClient,
  options: CallOptions = {},
): Promise<WarehouseRecord[]> {
  const res = await client.request({ method: 'GET', path: '/v1/warehouses', signal: options.signal });
  return lenientList(client, WarehouseRecordSchema, res.data, 'warehouses', 'warehouse');
}

export const warehouses = { create: createWarehouse, list: listWarehouses };
