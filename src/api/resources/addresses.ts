// Address book: spec 4.11.
import { AddressRecordSchema, type Address, type AddressRecord } from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { lenient, lenientList, type CallOptions } from './shared.js';

/** POST /v1/addresses (at most 50 entries). */
export async function createAddress(
  client: ApiClient,
  address: Address,
  options: CallOptions = {},
): Promise<AddressRecord> {
  const res = await client.request({
    method: 'POST',
    path: '/v1/addresses',
    body: address,
    signal: options.signal,
  });
  return lenient(client, AddressRecordSchema, res.data, 'address');
}

/** GET /v1/addresses */
export async function listAddresses(client: ApiClient, options: CallOptions = {}): Promise<AddressRecord[]> {
  const res = await client.request({ method: 'GET', path: '/v1/addresses', signal: options.signal });
  return lenientList(client, AddressRecordSchema, res.data, 'addresses', 'address');
}

export const addresses = { create: createAddress, list: listAddresses };
