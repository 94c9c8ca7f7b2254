// Query strings of the list endpoints (spec 4.2, 4.6, 8.2). Query values arrive as
// strings, so numbers are coerced; a value that is not a number is still an error.
// Maximum page sizes (250 shipments, 100 orders) are left to the endpoint: whether the
// live service caps or rejects a larger limit is not shown.
import * as z from './zod.js';
import { text } from './fields.js';
import { lazySchema } from './lazy-schema.js';
import { lazy } from '../domain/lazy.js';
import { CarrierTypeSchema } from './common.js';

const positiveInt = lazy(() => z.optional(z.coerce.number().check(z.int(), z.minimum(1))));

export const PaginationQuerySchema = lazySchema(() =>
  z.looseObject({
    /** ISO 8601 timestamp. */
    created_after: text(),
    /** ISO 8601 timestamp; the service defaults to today. */
    created_before: text(),
    limit: positiveInt(),
    page: positiveInt(),
  }),
);
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const SHIPMENT_LIST_SCOPES = ['api', 'all'] as const;
export const SHIPMENT_LIST_STATES = ['active', 'void', 'any'] as const;

export const ShipmentListQuerySchema = lazySchema(() =>
  z.extend(PaginationQuerySchema, {
    carrier: z.optional(CarrierTypeSchema),
    scope: z.optional(z.enum(SHIPMENT_LIST_SCOPES)),
    state: z.optional(z.enum(SHIPMENT_LIST_STATES)),
  }),
);
export type ShipmentListQuery = z.infer<typeof ShipmentListQuerySchema>;

export const ORDER_LIST_SCOPES = ['api', 'app', 'all'] as const;
export const ORDER_LIST_STATES = ['active'] as const;

export const OrderListQuerySchema = lazySchema(() =>
  z.extend(PaginationQuerySchema, {
    scope: z.optional(z.enum(ORDER_LIST_SCOPES)),
    state: z.optional(z.enum(ORDER_LIST_STATES)),
  }),
);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
