// Carrier accounts and negotiated rates: spec 4.9.
import {
  CarrierAccountSchema,
  MessageSchema,
  type CarrierAccount,
  type CarrierAccountRequest,
  type CarrierAccountUpdate,
  type Message,
  type NegotiatedRatesUpload,
} from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { segment } from '../segment.js';
import { lenient, lenientList, type CallOptions } from './shared.js';

/** POST /v1/carriers. Credentials come back masked. */
export async function createCarrier(
  client: ApiClient,
  body: CarrierAccountRequest,
  options: CallOptions = {},
): Promise<CarrierAccount> {
  const res = await client.request({ method: 'POST', path: '/v1/carriers', body, signal: options.signal });
  return lenient(client, CarrierAccountSchema, res.data, 'carrier account');
}

/** GET /v1/carriers */
export async function listCarriers(client: ApiClient, options: CallOptions = {}): Promise<CarrierAccount[]> {
  const res = await client.request({ method: 'GET', path: '/v1/carriers', signal: options.signal });
  return lenientList(client, CarrierAccountSchema, res.data, 'carriers', 'carrier account');
}

/** PUT /v1/carriers/:id with credentials and/or settings. */
export async function updateCarrier(
  client: ApiClient,
  id: string,
  body: CarrierAccountUpdate,
  options: CallOptions = {},
): Promise<CarrierAccount> {
  const res = await client.request({
    method: 'PUT',
    path: `/v1/carriers/${segment(id)}`,
    body,
    signal: options.signal,
  });
  return lenient(client, CarrierAccountSchema, res.data, 'carrier account');
}

/** DELETE /v1/carriers/:id */
export async function deleteCarrier(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Message> {
  const res = await client.request({
    method: 'DELETE',
    path: `/v1/carriers/${segment(id)}`,
    signal: options.signal,
  });
  return lenient(client, MessageSchema, res.data ?? null, 'delete message');
}

/** POST /v1/carriers/:id/rates: negotiated rates, region names of that carrier. */
export async function uploadCarrierRates(
  client: ApiClient,
  id: string,
  rows: NegotiatedRatesUpload,
  options: CallOptions = {},
): Promise<Message> {
  const res = await client.request({
    method: 'POST',
    path: `/v1/carriers/${segment(id)}/rates`,
    body: rows,
    signal: options.signal,
  });
  return lenient(client, MessageSchema, res.data ?? null, 'rates upload message');
}

/** DELETE /v1/carriers/:id/rates */
export async function clearCarrierRates(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Message> {
  const res = await client.request({
    method: 'DELETE',
    path: `/v1/carriers/${segment(id)}/rates`,
    signal: options.signal,
  });
  return lenient(client, MessageSchema, res.data ?? null, 'rates clear message');
}

export const carriers = {
  create: createCarrier,
  list: listCarriers,
  update: updateCarrier,
  delete: deleteCarrier,
  uploadRates: uploadCarrierRates,
  clearRates: clearCarrierRates,
};
