// Request schemas describe types: the sandbox rejects wrong types with one problem per
// field, at the field's wire path. Required-per-carrier and cross-field rules are
// domain rules and are not tested here.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  CarrierAccountRequestSchema,
  CarrierAccountUpdateSchema,
  checkRequest,
  FileRequestSchema,
  NegotiatedRatesUploadSchema,
  OrderRequestSchema,
  RatesRequestSchema,
  ShipmentRequestSchema,
  SubUserRequestSchema,
  WarehouseAddressSchema,
  AddressSchema,
  type FieldProblem,
} from '../../../src/contract/index.js';
import { fixture } from './fixtures.js';

const requests: [string, z.ZodMiniType][] = [
  ['post-shipments.sagawa.request', ShipmentRequestSchema],
  ['post-shipments.dhl.request', ShipmentRequestSchema],
  ['post-rates.request', RatesRequestSchema],
  ['post-orders.request', OrderRequestSchema],
  ['post-carriers.sagawa.request', CarrierAccountRequestSchema],
  ['put-carriers-id.request', CarrierAccountUpdateSchema],
  ['post-carriers-id-rates.request', NegotiatedRatesUploadSchema],
  ['post-addresses.request', AddressSchema],
  ['post-warehouses.request', WarehouseAddressSchema],
  ['post-files.request', FileRequestSchema],
  ['post-sub-users.request', SubUserRequestSchema],
];

/** The sagawa request with changes applied at the given top-level members. */
function sagawa(patch: (body: Record<string, any>) => void): Record<string, any> {
  const body = structuredClone(fixture('post-shipments.sagawa.request')) as Record<string, any>;
  patch(body);
  return body;
}

function problems(schema: z.ZodMiniType, body: unknown): FieldProblem[] {
  const checked = checkRequest(schema, body);
  return checked.ok ? [] : checked.problems;
}

describe('request fixtures', () => {
  it.each(requests)('%s is well typed', (name, schema) => {
    expect(problems(schema, fixture(name))).toEqual([]);
  });
});

describe('wrong types are reported at their wire path', () => {
  it('a string pack_size → setup.pack_size', () => {
    const body = sagawa((b) => (b.setup.pack_size = '60'));
    expect(problems(ShipmentRequestSchema, body)).toEqual([
      { field: 'setup.pack_size', issue: 'expected a number, got a string' },
    ]);
  });

  it('a decimal pack_size must be an integer', () => {
    const body = sagawa((b) => (b.setup.pack_size = 60.5));
    expect(problems(ShipmentRequestSchema, body)).toEqual([
      { field: 'setup.pack_size', issue: 'expected an integer, got a decimal number' },
    ]);
  });

  it('a string price → products[0].price', () => {
    const body = sagawa((b) => (b.products[0].price = '2500'));
    expect(problems(ShipmentRequestSchema, body)).toEqual([
      { field: 'products[0].price', issue: 'expected a number, got a string' },
    ]);
  });

  it('reports every problem at once', () => {
    const body = sagawa((b) => {
      b.to_address.zip = 1000001;
      b.setup.test = 'yes';
      b.setup.care.fragile = 1;
      b.products[0].quantity = null;
    });
    expect(problems(ShipmentRequestSchema, body)).toEqual([
      { field: 'to_address.zip', issue: 'expected a string, got a number' },
      { field: 'setup.test', issue: 'expected a boolean (true or false), got a string' },
      { field: 'setup.care.fragile', issue: 'expected a boolean (true or false), got a number' },
      { field: 'products[0].quantity', issue: 'expected a number, got null' },
    ]);
  });

  it('names the members the endpoint requires', () => {
    expect(problems(ShipmentRequestSchema, { setup: {} })).toEqual([
      { field: 'to_address', issue: 'is required (an object)' },
      { field: 'from_address', issue: 'is required (an object)' },
    ]);
    expect(problems(OrderRequestSchema, { to_address: {}, setup: {} })).toEqual([
      { field: 'products', issue: 'is required (an array)' },
    ]);
  });

  it('calls the whole body "(body)" when it is not an object', () => {
    expect(problems(ShipmentRequestSchema, [])).toEqual([
      { field: '(body)', issue: 'expected an object, got an array' },
    ]);
  });

  it('never echoes a wrongly typed value (it may be a secret)', () => {
    const body = { type: 'sagawa', credentials: { password: 987654321, customer_numbers: '12345' } };
    const found = problems(CarrierAccountRequestSchema, body);
    expect(found).toEqual([
      { field: 'credentials.password', issue: 'expected a string, got a number' },
      { field: 'credentials.customer_numbers', issue: 'expected an array, got a string' },
    ]);
    expect(JSON.stringify(found)).not.toContain('987654321');
  });
});

describe('enums the spec fixes', () => {
  it('service codes', () => {
    const body = sagawa((b) => (b.setup.service = 'sagawa_express'));
    expect(problems(ShipmentRequestSchema, body)).toEqual([
      {
        field: 'setup.service',
        issue:
          'must be a service code of spec 2.5 (e.g. sagawa_regular, yamato_regular, dhl_express_worldwide), got "sagawa_express"',
      },
    ]);
  });

  it('carrier codes', () => {
    const [found] = problems(CarrierAccountRequestSchema, { type: 'kuroneko' });
    expect(found?.field).toBe('type');
    expect(found?.issue).toMatch(
      /^must be a carrier type code: japanpost, yuupack, .*custom, got "kuroneko"$/,
    );
  });

  it('cool_options', () => {
    const body = sagawa((b) => (b.setup.cool_options = 'chilled'));
    expect(problems(ShipmentRequestSchema, body)).toEqual([
      { field: 'setup.cool_options', issue: 'must be one of regular, fresh, frozen, got "chilled"' },
    ]);
  });

  it('care members: a misspelt member is an error, not silently ignored', () => {
    const body = sagawa((b) => (b.setup.care = { fragil: true }));
    expect(problems(ShipmentRequestSchema, body)).toEqual([
      { field: 'setup.care.fragil', issue: 'is not a care member; use fragile, side_up, valuable_goods' },
    ]);
  });

  it('seino handling values', () => {
    const body = sagawa((b) => (b.setup.handling = 'fragile'));
    expect(problems(ShipmentRequestSchema, body)[0]).toMatchObject({ field: 'setup.handling' });
  });

  it('file types', () => {
    expect(problems(FileRequestSchema, { type: 'stamp', file: 'AAAA' })).toEqual([
      { field: 'type', issue: 'must be one of signature, logo, got "stamp"' },
    ]);
  });

  it('keeps time slots as strings (they depend on the carrier)', () => {
    const body = sagawa((b) => (b.setup.time = 'before-ten'));
    expect(problems(ShipmentRequestSchema, body)).toEqual([]);
  });
});

describe('unknown request members pass through (the live API ignores them)', () => {
  it('keeps them at the top level and inside objects', () => {
    const body = sagawa((b) => {
      b.webhook_url = 'https://example.com/hook';
      b.setup.gift_wrap = true;
    });
    const checked = checkRequest(ShipmentRequestSchema, body);
    expect(checked.ok && checked.data['webhook_url']).toBe('https://example.com/hook');
    expect(checked.ok && checked.data.setup['gift_wrap']).toBe(true);
  });

  it('a service in a rates request is passed through untyped', () => {
    const body = structuredClone(fixture('post-rates.request')) as Record<string, any>;
    body.setup.service = 'not_a_service';
    expect(problems(RatesRequestSchema, body)).toEqual([]);
  });
});

describe('other bodies', () => {
  it('warehouses accept both company and company_name spellings', () => {
    const parsed = WarehouseAddressSchema.parse({
      company: 'A',
      company_name: 'B',
      company_kanji: 'C',
      company_name_kanji: 'D',
    });
    expect(parsed).toMatchObject({
      company: 'A',
      company_name: 'B',
      company_kanji: 'C',
      company_name_kanji: 'D',
    });
    expect(problems(WarehouseAddressSchema, { province_kanji: 13 })).toEqual([
      { field: 'province_kanji', issue: 'expected a string, got a number' },
    ]);
  });

  it('negotiated rates: prices are strings with thousands separators', () => {
    const body = [{ from: '関東', size: 60, price: { 北海道: 1320 } }];
    expect(problems(NegotiatedRatesUploadSchema, body)).toEqual([
      {
        field: '[0].price.北海道',
        issue: 'expected a price string with thousands separators, e.g. "1,200", got a number',
      },
    ]);
  });

  it('negotiated rates: the body is an array', () => {
    expect(problems(NegotiatedRatesUploadSchema, { from: '関東' })).toEqual([
      { field: '(body)', issue: 'expected an array, got an object' },
    ]);
  });

  it('sub-users need an email', () => {
    expect(problems(SubUserRequestSchema, { api_token: 'true' })).toEqual([
      { field: 'email', issue: 'is required (a string)' },
      { field: 'api_token', issue: 'expected a boolean (true or false), got a string' },
    ]);
  });
});
