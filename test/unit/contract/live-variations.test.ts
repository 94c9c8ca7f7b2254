// The ways the live service differs from the spec or from itself (live-api-notes.md):
// the client must read all of them.
import { describe, expect, it } from 'vitest';
import {
  documentForm,
  MessageSchema,
  messageText,
  normalizeRates,
  RatesResponseSchema,
  ShipmentListSchema,
  ShipmentSchema,
  shipmentListItems,
  shipmentListPagination,
  TrackingRecordSchema,
  CarrierAccountListSchema,
  warningTexts,
} from '../../../src/contract/index.js';
import { fixture } from './fixtures.js';

const shipment = (name: string) => ShipmentSchema.parse(fixture(name));

describe('shipment creation response', () => {
  it('reads setup.print_start_location as an integer or as a string', () => {
    expect(shipment('post-shipments.yuupacket.response').setup?.print_start_location).toBe('3');
    const listed = shipmentListItems(ShipmentListSchema.parse(fixture('get-shipments.response')));
    expect(listed[0]?.setup?.print_start_location).toBe(1);
  });

  it('reads delivery.invoice as a URL or as base64', () => {
    const dhl = shipment('post-shipments.dhl.response').delivery;
    const fedex = shipment('post-shipments.fedex.response').delivery;
    expect(documentForm(dhl?.invoice ?? '')).toBe('url');
    expect(documentForm(dhl?.carrier_invoice ?? '')).toBe('url');
    expect(documentForm(fedex?.invoice ?? '')).toBe('base64');
  });

  it('reads delivery.warnings as strings or as {message, type}', () => {
    expect(warningTexts(shipment('post-shipments.dhl.response').delivery)).toEqual([
      'Address line 2 was shortened to 45 characters',
    ]);
    expect(warningTexts(shipment('post-shipments.fedex.response').delivery)).toEqual([
      'ADDRESS: Recipient phone number is missing',
    ]);
    expect(warningTexts(shipment('post-shipments.sagawa.response').delivery)).toEqual([]);
  });

  it('leaves estimated_delivery_date out when absent, and reads a null as absent', () => {
    const absent = shipment('post-shipments.yuupacket.response').delivery ?? {};
    const nulled = shipment('post-shipments.fedex.response').delivery ?? {};
    expect('estimated_delivery_date' in absent).toBe(false);
    expect(nulled.estimated_delivery_date).toBeUndefined();
    expect(JSON.parse(JSON.stringify(nulled))).not.toHaveProperty('estimated_delivery_date');
    expect(shipment('post-shipments.sagawa.response').delivery?.estimated_delivery_date).toBe('2025-03-04');
  });

  it('reads the empty care object the service echoes when care is unused', () => {
    expect(shipment('post-shipments.dhl.response').setup?.care).toEqual({});
  });

  it('reads several tracking numbers when a return label was made', () => {
    expect(shipment('post-shipments.dhl.response').delivery?.tracking_numbers).toHaveLength(2);
  });
});

describe('GET /v1/shipments', () => {
  it('reads a bare array', () => {
    const list = ShipmentListSchema.parse(fixture('get-shipments.response'));
    expect(shipmentListItems(list).map((s) => s.id)).toEqual(['API-SG7K2M9Q4X', 'API-DH3P8R1T6Z']);
    expect(shipmentListPagination(list)).toEqual({});
  });

  it('reads an object carrying the list with count, current_page and pages', () => {
    const list = ShipmentListSchema.parse(fixture('get-shipments.paged.response'));
    expect(shipmentListItems(list).map((s) => s.id)).toEqual(['API-SG7K2M9Q4X']);
    expect(shipmentListPagination(list)).toEqual({ count: 51, current_page: 1, pages: 2 });
  });

  it('finds the list under the other usual names', () => {
    const list = ShipmentListSchema.parse({ data: [{ id: 'API-AAAAAAAAAA' }], pages: 1 });
    expect(shipmentListItems(list).map((s) => s.id)).toEqual(['API-AAAAAAAAAA']);
  });

  it('refuses an object without any list rather than read it as an empty page', () => {
    expect(ShipmentListSchema.safeParse({ count: 3, pages: 1 }).success).toBe(false);
  });
});

describe('POST /v1/rates', () => {
  it('normalizes a bare array', () => {
    const { rates, errors } = normalizeRates(RatesResponseSchema.parse(fixture('post-rates.response')));
    expect(rates.map((r) => r.service)).toEqual(['dhl_express_worldwide', 'japanpost_ems']);
    expect(errors).toEqual([]);
  });

  it('normalizes {rates, errors} when some carriers failed', () => {
    const { rates, errors } = normalizeRates(
      RatesResponseSchema.parse(fixture('post-rates.partial.response')),
    );
    expect(rates).toHaveLength(1);
    expect(errors).toEqual([{ carrier: 'fedex', message: 'FedEx is temporarily unavailable' }]);
  });

  it('reads a rate without a carrier account behind it', () => {
    const parsed = RatesResponseSchema.parse([
      { carrier_id: null, carrier: 'yamato', service: 'yamato_regular', price: 930 },
    ]);
    expect(normalizeRates(parsed).rates[0]?.price).toBe(930);
  });
});

describe('delete endpoints', () => {
  it.each([
    ['a bare string', 'Shipment API-SG7K2M9Q4X deleted', 'Shipment API-SG7K2M9Q4X deleted'],
    ['an object with message', { message: 'Rates deleted' }, 'Rates deleted'],
    ['another object', { deleted: true }, '{"deleted":true}'],
    ['null', null, 'null'],
  ])('accept %s', (_label, body, text) => {
    expect(messageText(MessageSchema.parse(body))).toBe(text);
  });
});

describe('tracking', () => {
  it('reads location.zip as a string or null', () => {
    const record = TrackingRecordSchema.parse(fixture('get-tracking.sagawa.response'));
    expect(record.current_status?.location?.zip).toBeNull();
    expect(record.history?.[0]?.location?.zip).toBe('5300001');
  });

  it('reads a pre-transit number with an empty history', () => {
    const record = TrackingRecordSchema.parse(fixture('get-tracking.pre-transit.response'));
    expect(record.current_status?.status).toBe('pre-transit');
    expect(record.history).toEqual([]);
  });
});

describe('carrier accounts', () => {
  it('reads masked credentials whatever shape the mask left', () => {
    const [, japanpost] = CarrierAccountListSchema.parse(fixture('get-carriers.response'));
    expect(typeof japanpost?.credentials?.['customer_numbers']).toBe('string');
  });
});
