import { describe, expect, it } from 'vitest';
import { analyzeOrderRequest, validateOrderRequest } from '../../../src/domain/index.js';
import { fields, issueOf, MONDAY_10_JST as now, US_TO } from './fixtures.js';

const order = (body: unknown) => validateOrderRequest(body, { now });
const base = () => ({
  to_address: {
    full_name: '山田 太郎',
    country: 'JP',
    address1: '千代田1-1',
    zip: '1000001',
    province: '13',
  },
  products: [{ name: 'お茶', quantity: 1, price: 1000 }],
  setup: { carrier: 'yamato', currency: 'JPY' },
});

describe('spec 4.5 POST /v1/orders', () => {
  it('a minimal order passes', () => {
    expect(order(base())).toEqual([]);
  });
  it('to_address, products and setup are required', () => {
    expect(fields(order({}))).toEqual(['to_address', 'products', 'setup']);
  });
  it('products must be non-empty', () => {
    expect(issueOf(order({ ...base(), products: [] }), 'products')).toContain('at least one');
  });
  it('setup.carrier: the order list (spec 2.4)', () => {
    expect(order({ ...base(), setup: { carrier: 'seino' } })).toEqual([]);
    expect(issueOf(order({ ...base(), setup: { carrier: 'yuumail' } }), 'setup.carrier')).toContain(
      'on orders',
    );
    expect(fields(order({ ...base(), setup: { carrier: 'bogus' } }))).toEqual(['setup.carrier']);
  });
  it('setup.warehouse_id: a string', () => {
    expect(order({ ...base(), setup: { carrier: 'yamato', warehouse_id: 'W1' } })).toEqual([]);
    expect(fields(order({ ...base(), setup: { warehouse_id: 5 } }))).toEqual(['setup.warehouse_id']);
  });
  it('parcels are international only', () => {
    expect(fields(order({ ...base(), parcels: [{ weight: 1 }] }))).toEqual(['parcels']);
    expect(
      order({ ...base(), to_address: { ...US_TO }, setup: { carrier: 'dhl' }, parcels: [{ weight: 100 }] }),
    ).toEqual([]);
  });
  it('from_address is replaced by the warehouse (a warning)', () => {
    expect(
      fields(analyzeOrderRequest({ ...base(), from_address: { country: 'JP' } }, { now }).warnings),
    ).toEqual(['from_address']);
  });
});
