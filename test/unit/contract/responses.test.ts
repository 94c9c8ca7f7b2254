// Every response schema against a fixture of the request it answers: it parses, and
// unknown members survive at every depth (responses are read leniently).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import * as contract from '../../../src/contract/index.js';
import { countProbes, fixture, withProbes } from './fixtures.js';

const responses: [string, z.ZodMiniType][] = [
  ['post-shipments.sagawa.response', contract.ShipmentSchema],
  ['post-shipments.dhl.response', contract.ShipmentSchema],
  ['post-shipments.fedex.response', contract.ShipmentSchema],
  ['post-shipments.yuupacket.response', contract.ShipmentSchema],
  ['get-shipments.response', contract.ShipmentListSchema],
  ['get-shipments.paged.response', contract.ShipmentListSchema],
  ['get-shipments.paged.response', contract.ShipmentListPageSchema],
  ['get-shipments-id.response', contract.ShipmentSchema],
  ['delete-shipments-id.response', contract.MessageSchema],
  ['post-rates.response', contract.RatesResponseSchema],
  ['post-rates.partial.response', contract.RatesResponseSchema],
  ['post-orders.response', contract.OrderSchema],
  ['get-orders.response', contract.OrderListSchema],
  ['delete-orders-id.response', contract.MessageSchema],
  ['post-carriers.sagawa.response', contract.CarrierAccountSchema],
  ['get-carriers.response', contract.CarrierAccountListSchema],
  ['put-carriers-id.response', contract.CarrierAccountSchema],
  ['delete-carriers-id.response', contract.MessageSchema],
  ['post-carriers-id-rates.response', contract.MessageSchema],
  ['delete-carriers-id-rates.response', contract.MessageSchema],
  ['get-tracking.sagawa.response', contract.TrackingRecordSchema],
  ['get-tracking.pre-transit.response', contract.TrackingRecordSchema],
  ['post-addresses.response', contract.AddressRecordSchema],
  ['get-addresses.response', contract.AddressRecordListSchema],
  ['post-warehouses.response', contract.WarehouseRecordSchema],
  ['get-warehouses.response', contract.WarehouseRecordListSchema],
  ['post-files.response', contract.FileRecordSchema],
  ['get-files.response', contract.FileRecordListSchema],
  ['post-sub-users.response', contract.SubUserSchema],
  ['get-sub-users.response', contract.SubUserListSchema],
  ['get-sub-users-id.response', contract.SubUserSchema],
  ['post-sub-users-id.response', contract.SubUserTokenSchema],
  ['delete-sub-users-id.response', contract.MessageSchema],
  ['webhook.tracking-updated', contract.WebhookEventSchema],
  ['webhook.tracking-updated.sub-user', contract.WebhookEventSchema],
];

// Schemas that describe requests, queries or parts of a larger body; every other
// exported schema is a response and must appear in the table above.
const notResponses = new Set([
  'CarrierTypeSchema',
  'ServiceCodeSchema',
  'AddressSchema',
  'WarehouseAddressSchema',
  'ProductSchema',
  'ParcelSchema',
  'CustomsSchema',
  'BillToSchema',
  'CareSchema',
  'CashOnDeliverySchema',
  'SetupSchema',
  'RatesSetupSchema',
  'SetupEchoSchema',
  'ShipmentRequestSchema',
  'RatesRequestSchema',
  'DeliveryWarningSchema',
  'DeliverySchema',
  'SurchargeSchema',
  'RateSchema',
  'RateErrorSchema',
  'OrderRequestSchema',
  'CredentialsSchema',
  'CarrierSettingsSchema',
  'CarrierAccountRequestSchema',
  'CarrierAccountUpdateSchema',
  'NegotiatedRateRowSchema',
  'NegotiatedRatesUploadSchema',
  'TrackingLocationSchema',
  'TrackingEventSchema',
  'FileRequestSchema',
  'SubUserRequestSchema',
  'PaginationQuerySchema',
  'ShipmentListQuerySchema',
  'OrderListQuerySchema',
  // Error bodies are the API helper's (src/contract/errors.ts) and tested there.
  'SpecErrorDetailSchema',
  'LiveErrorDetailSchema',
  'ErrorDetailSchema',
  'ErrorBodySchema',
  'SpecErrorBodySchema',
]);

describe('response schemas', () => {
  it.each(responses)('%s parses', (name, schema) => {
    const body = fixture(name);
    const result = schema.safeParse(body);
    expect(result.success ? [] : contract.zodProblems(result.error, body)).toEqual([]);
  });

  it.each(responses)('%s keeps unknown members at every depth', (name, schema) => {
    const body = withProbes(fixture(name));
    const parsed = schema.parse(body);
    expect(countProbes(parsed)).toBe(countProbes(body));
  });

  it('has a fixture for every response schema', () => {
    const tested = new Set(responses.map(([, schema]) => schema));
    const untested = Object.entries(contract)
      .filter(([name]) => name.endsWith('Schema') && !notResponses.has(name))
      .filter(([, schema]) => !tested.has(schema as z.ZodMiniType))
      .map(([name]) => name);
    expect(untested).toEqual([]);
  });

  it('parses an empty-but-identified shipment: only id is required', () => {
    expect(contract.ShipmentSchema.parse({ id: 'API-0000000000' })).toEqual({ id: 'API-0000000000' });
    const missing = contract.ShipmentSchema.safeParse({ state: 'active' });
    expect(missing.success).toBe(false);
  });
});
