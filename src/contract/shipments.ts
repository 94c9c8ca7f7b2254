// Shipments (spec 2.10, 4.1–4.4) and the rates request (4.8), which is the shipment
// body without setup.service.
//
// Response rule for every record in this folder: only the identifier is required.
// The live service's omissions are not documented, and a missing member the client
// can live without must not make a whole response (or a whole list) unreadable.
import * as z from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { flag, num, text } from './fields.js';
import { lazy } from '../domain/lazy.js';
import { AddressSchema, BillToSchema, CustomsSchema, ParcelSchema, ProductSchema } from './common.js';
import { RatesSetupSchema, SetupEchoSchema, SetupSchema } from './setup.js';

const bodyShape = lazy(() => ({
  to_address: AddressSchema,
  from_address: AddressSchema,
  setup: SetupSchema,
  products: z.optional(z.array(ProductSchema)),
  /** International only (domestic Japan uses setup.pack_size / pack_amount). */
  parcels: z.optional(z.array(ParcelSchema)),
  customs: z.optional(CustomsSchema),
  bill_to: z.optional(BillToSchema),
}));

/** POST /v1/shipments body. Unknown members pass through: the live API ignores them. */
export const ShipmentRequestSchema = lazySchema(() => z.looseObject(bodyShape()));
export type ShipmentRequest = z.infer<typeof ShipmentRequestSchema>;

/** POST /v1/rates body: as a shipment, without setup.service. */
export const RatesRequestSchema = lazySchema(() =>
  z.looseObject({ ...bodyShape(), setup: RatesSetupSchema }),
);
export type RatesRequest = z.infer<typeof RatesRequestSchema>;

/** A carrier warning: the live service sends plain strings or `{message, type}` objects. */
export const DeliveryWarningSchema = lazySchema(() =>
  z.union([z.string(), z.looseObject({ message: text(), type: text() })]),
);
export type DeliveryWarning = z.infer<typeof DeliveryWarningSchema>;

export const DeliverySchema = lazySchema(() =>
  z.looseObject({
    carrier: text(),
    method: text(),
    tracking_numbers: z.optional(z.array(z.string())),
    label: text(),
    // The spec says the member is left out when there is no estimate (never null);
    // a null is tolerated anyway and read as absent.
    // (z.pipe of a transform is what classic zod's z.preprocess builds.)
    estimated_delivery_date: z.pipe(
      z.transform((v: unknown) => (v === null ? undefined : v)),
      text(),
    ),
    /** Commercial invoice: a URL or a base64 PDF (live notes); see `documentForm`. */
    invoice: text(),
    /** Carrier invoice PDF (international, where supported); URL or base64 as well. */
    carrier_invoice: text(),
    warnings: z.optional(z.array(DeliveryWarningSchema)),
  }),
);
export type Delivery = z.infer<typeof DeliverySchema>;

/**
 * What a shipment and an order as read both carry (spec 2.10, 2.11): addresses and goods. The
 * setup echo follows in each, where it stood (a parsed record's members keep the schema's order).
 */
export const recordParts = lazy(() => ({
  to_address: z.optional(AddressSchema),
  from_address: z.optional(AddressSchema),
  products: z.optional(z.array(ProductSchema)),
  parcels: z.optional(z.array(ParcelSchema)),
  customs: z.optional(CustomsSchema),
}));

/** Spec 2.10: a shipment as created, read or listed. */
export const ShipmentSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    state: text(),
    test: flag(),
    scope: text(),
    created_at: text(),
    ...recordParts(),
    bill_to: z.optional(BillToSchema),
    setup: z.optional(SetupEchoSchema),
    delivery: z.optional(DeliverySchema),
  }),
);
export type Shipment = z.infer<typeof ShipmentSchema>;

// Where a paged object may carry its list. The spec names none (4.2 says a bare
// array, 8.2 adds count/current_page/pages), so the usual names are all accepted.
const LIST_KEYS = ['shipments', 'data', 'results', 'items'] as const;

export const ShipmentListPageSchema = lazySchema(() =>
  z
    .looseObject({
      shipments: z.optional(z.array(ShipmentSchema)),
      data: z.optional(z.array(ShipmentSchema)),
      results: z.optional(z.array(ShipmentSchema)),
      items: z.optional(z.array(ShipmentSchema)),
      count: num(),
      current_page: num(),
      pages: num(),
      current_limit: num(),
    })
    // An object without any list is not a page: reading it as an empty one would end
    // pagination silently.
    .check(
      z.refine((page) => LIST_KEYS.some((k) => Array.isArray(page[k])), {
        message: `must carry the shipments in one of: ${LIST_KEYS.join(', ')}`,
      }),
    ),
);
export type ShipmentListPage = z.infer<typeof ShipmentListPageSchema>;

/** GET /v1/shipments: a bare array (spec 4.2) or a paged object (spec 8.2). */
export const ShipmentListSchema = lazySchema(() =>
  z.union([z.array(ShipmentSchema), ShipmentListPageSchema]),
);
export type ShipmentList = z.infer<typeof ShipmentListSchema>;

/** The shipments of a parsed list, whichever shape it came in. */
export function shipmentListItems(list: ShipmentList): Shipment[] {
  if (Array.isArray(list)) return list;
  for (const key of LIST_KEYS) {
    const items = list[key];
    if (Array.isArray(items)) return items;
  }
  return [];
}

export interface ListPagination {
  count?: number;
  current_page?: number;
  pages?: number;
}

/**
 * Paging facts of a parsed list; empty for a bare array. Walk by `pages` when present,
 * else until an empty page (a short page proves nothing: a server may cap the size).
 */
export function shipmentListPagination(list: ShipmentList): ListPagination {
  if (Array.isArray(list)) return {};
  const out: ListPagination = {};
  if (list.count !== undefined) out.count = list.count;
  if (list.current_page !== undefined) out.current_page = list.current_page;
  if (list.pages !== undefined) out.pages = list.pages;
  return out;
}

/** The text of each warning, whichever of the two live shapes it came in. */
export function warningTexts(delivery: Pick<Delivery, 'warnings'> | undefined): string[] {
  return (delivery?.warnings ?? []).map((w) =>
    typeof w === 'string' ? w : [w.type, w.message].filter(Boolean).join(': '),
  );
}

/** Whether a delivery document (invoice, carrier_invoice) is a link or inline base64. */
export function documentForm(value: string): 'url' | 'base64' {
  return /^https?:\/\//i.test(value.trim()) ? 'url' : 'base64';
}
