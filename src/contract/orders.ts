// Orders (spec 2.11, 4.5–4.7).
import * as z from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { num, text } from './fields.js';
import { AddressSchema, CustomsSchema, ParcelSchema, ProductSchema } from './common.js';
import { SetupEchoSchema, SetupSchema } from './setup.js';
import { recordParts } from './shipments.js';

/**
 * POST /v1/orders body. No from_address: the service takes it from the default
 * warehouse or setup.warehouse_id. "address1 and full_name or company" on to_address
 * is a domain rule. Unknown members pass through: the live API ignores them.
 */
export const OrderRequestSchema = lazySchema(() =>
  z.looseObject({
    to_address: AddressSchema,
    products: z.array(ProductSchema),
    setup: SetupSchema,
    parcels: z.optional(z.array(ParcelSchema)),
    customs: z.optional(CustomsSchema),
  }),
);
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

export const OrderSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    state: text(),
    created_at: text(),
    updated_at: text(),
    ...recordParts(),
    setup: z.optional(SetupEchoSchema),
  }),
);
export type Order = z.infer<typeof OrderSchema>;

/** GET /v1/orders: always an object (spec 4.6), unlike the shipment list. */
export const OrderListSchema = lazySchema(() =>
  z.looseObject({
    orders: z.array(OrderSchema),
    count: num(),
    pages: num(),
    current_page: num(),
    current_limit: num(),
  }),
);
export type OrderList = z.infer<typeof OrderListSchema>;
