import { describe, expect, it } from 'vitest';
import {
  canAddAddress,
  DHL_ADDRESS_LINE_MAX,
  DHL_ADDRESS_TOTAL_MAX,
  LIST_SHIPMENTS_WINDOW_MONTHS,
  monthsAgo,
  MAX_ADDRESSES,
  MAX_FILE_BYTES,
  ORDERS_DEFAULT_WINDOW_DAYS,
  resolveListWindow,
  trackingQueriesLeft,
  TRACKING_QUERIES_PER_NUMBER,
  validatePagination,
  YAMATO_EMAIL_MESSAGE_MAX,
} from '../../../src/domain/index.js';
import { fields, issueOf } from './fixtures.js';

const now = new Date('2026-11-23T01:00:00Z');

describe('spec 8.3 limits', () => {
  it('the constants', () => {
    expect([LIST_SHIPMENTS_WINDOW_MONTHS, ORDERS_DEFAULT_WINDOW_DAYS, MAX_ADDRESSES, MAX_FILE_BYTES]).toEqual(
      [2, 14, 50, 1_048_576],
    );
    expect([
      YAMATO_EMAIL_MESSAGE_MAX,
      DHL_ADDRESS_LINE_MAX,
      DHL_ADDRESS_TOTAL_MAX,
      TRACKING_QUERIES_PER_NUMBER,
    ]).toEqual([74, 45, 90, 15]);
  });
  it('address book: the 50th fits, the 51st does not', () => {
    expect(canAddAddress(49)).toBe(true);
    expect(canAddAddress(50)).toBe(false);
  });
  it('tracking: 15 queries per number, the 16th is refused', () => {
    expect(trackingQueriesLeft(14)).toBe(1);
    expect(trackingQueriesLeft(15)).toBe(0);
  });
  it('list shipments: never older than 2 months', () => {
    const w = resolveListWindow({ created_after: '2026-01-01T00:00:00Z' }, 'shipments', now);
    expect(w.createdAfter.toISOString()).toBe('2026-09-23T01:00:00.000Z');
    expect(
      resolveListWindow(
        { created_after: '2026-11-01T00:00:00Z' },
        'shipments',
        now,
      ).createdAfter.toISOString(),
    ).toBe('2026-11-01T00:00:00.000Z');
  });
  it('list orders: the last 2 weeks by default', () => {
    const w = resolveListWindow({}, 'orders', now);
    expect(w.createdAfter.toISOString()).toBe('2026-11-09T01:00:00.000Z');
    expect(w).toMatchObject({ limit: 50, page: 1 });
  });
  it('list orders: older than 2 months clamped to the horizon, not refused', () => {
    expect(validatePagination({ created_after: '2026-09-01T00:00:00Z' }, 'orders')).toEqual([]);
    const w = resolveListWindow({ created_after: '2026-09-01T00:00:00Z' }, 'orders', now);
    expect(w.createdAfter.toISOString()).toBe(monthsAgo(now, 2).toISOString());
  });
  it('list orders: created_before alone widens back to the 2-month horizon', () => {
    const w = resolveListWindow({ created_before: '2026-10-01T00:00:00Z' }, 'orders', now);
    expect(w.createdAfter.toISOString()).toBe(monthsAgo(now, 2).toISOString());
    expect(w.createdBefore.toISOString()).toBe('2026-10-01T00:00:00.000Z');
  });
});

describe('spec 8.2 pagination', () => {
  it('limit up to 250 for shipments, 100 for orders', () => {
    expect(validatePagination({ limit: '250', page: '2' }, 'shipments')).toEqual([]);
    expect(fields(validatePagination({ limit: 251 }, 'shipments'))).toEqual(['limit']);
    expect(validatePagination({ limit: 100 }, 'orders')).toEqual([]);
    expect(issueOf(validatePagination({ limit: 101 }, 'orders'), 'limit')).toContain('at most 100');
  });
  it('page ≥ 1; timestamps ISO 8601; after not later than before', () => {
    expect(fields(validatePagination({ page: 0, created_after: 'last week' }, 'shipments'))).toEqual([
      'page',
      'created_after',
    ]);
    expect(
      fields(validatePagination({ created_after: '2026-11-10', created_before: '2026-11-01' }, 'shipments')),
    ).toEqual(['created_after']);
  });
  it('filters: shipments state any/void; orders state active only', () => {
    expect(validatePagination({ state: 'any', scope: 'all' }, 'shipments')).toEqual([]);
    expect(fields(validatePagination({ state: 'void', scope: 'app' }, 'orders'))).toEqual(['state']);
    expect(fields(validatePagination({ scope: 'app' }, 'shipments'))).toEqual(['scope']);
  });
});
