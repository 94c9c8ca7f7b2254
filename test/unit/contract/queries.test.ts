// List query strings: values arrive as strings and are coerced.
import { describe, expect, it } from 'vitest';
import {
  checkRequest,
  OrderListQuerySchema,
  PaginationQuerySchema,
  ShipmentListQuerySchema,
} from '../../../src/contract/index.js';

describe('pagination query', () => {
  it('coerces numbers and keeps timestamps as strings', () => {
    expect(
      PaginationQuerySchema.parse({ limit: '50', page: '2', created_after: '2025-01-01T00:00:00Z' }),
    ).toEqual({ limit: 50, page: 2, created_after: '2025-01-01T00:00:00Z' });
    expect(PaginationQuerySchema.parse({})).toEqual({});
  });

  it('reports a value that is not a number, quoting it', () => {
    const checked = checkRequest(PaginationQuerySchema, { limit: 'abc', page: '0' });
    expect(checked.ok ? [] : checked.problems).toEqual([
      { field: 'limit', issue: 'expected a number, got "abc"' },
      { field: 'page', issue: 'must be at least 1' },
    ]);
  });
});

describe('shipment list query', () => {
  it('accepts carrier, scope api|all, state active|void|any', () => {
    expect(
      ShipmentListQuerySchema.parse({ carrier: 'dhl', scope: 'all', state: 'any', limit: '250' }),
    ).toEqual({
      carrier: 'dhl',
      scope: 'all',
      state: 'any',
      limit: 250,
    });
  });

  it('rejects the order scopes', () => {
    const checked = checkRequest(ShipmentListQuerySchema, { scope: 'app' });
    expect(checked.ok ? [] : checked.problems).toEqual([
      { field: 'scope', issue: 'must be one of api, all, got "app"' },
    ]);
  });
});

describe('order list query', () => {
  it('accepts scope api|app|all and state active only', () => {
    expect(OrderListQuerySchema.parse({ scope: 'app', state: 'active' })).toEqual({
      scope: 'app',
      state: 'active',
    });
    const checked = checkRequest(OrderListQuerySchema, { state: 'void' });
    expect(checked.ok ? [] : checked.problems).toEqual([
      { field: 'state', issue: 'must be one of active, got "void"' },
    ]);
  });
});
