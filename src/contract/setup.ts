// The setup object (spec 2.4 plus the names the live notes give for the fields the
// spec leaves unnamed). Two shapes: `SetupSchema` is what a request may carry, with the
// enums the spec fixes; `SetupEchoSchema` is the echo on shipments and orders, parsed
// leniently (plain strings, live variations tolerated) so that a new service code or
// an odd echo never makes a shipment unreadable.
//
// Time slots and pack sizes depend on the carrier, so they are plain string / integer
// here; the domain rules check them against the carrier.
import * as z from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { flag, num, text } from './fields.js';
import { lazy } from '../domain/lazy.js';
import { allServices, CARE_MEMBERS, COOL_OPTIONS, SEINO_HANDLING } from '../domain/catalog.js';
import { CarrierTypeSchema } from './common.js';
import { issueText } from './problems.js';

export const ServiceCodeSchema = lazySchema(() =>
  z.enum(
    allServices().map((s) => s.code),
    {
      error: (iss) =>
        iss.code === 'invalid_value'
          ? issueText(
              'must be a service code of spec 2.5 (e.g. sagawa_regular, yamato_regular, dhl_express_worldwide)',
            )
          : undefined,
    },
  ),
);

/**
 * Unlike other objects, care rejects unknown members: a misspelt `fragil: true` would
 * otherwise be ignored and the parcel handled as not fragile.
 */
export const CareSchema = lazySchema(() =>
  z.strictObject(
    {
      fragile: flag(),
      side_up: flag(),
      valuable_goods: flag(),
    } satisfies Record<(typeof CARE_MEMBERS)[number], unknown>,
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? issueText(`is not a care member; use ${CARE_MEMBERS.join(', ')}`)
          : undefined,
    },
  ),
);
export type Care = z.infer<typeof CareSchema>;

export const CashOnDeliverySchema = lazySchema(() =>
  z.looseObject({
    amount: num(),
    tax: num(),
  }),
);

// Shared by SetupSchema and SetupEchoSchema, built with the first of them.
const setupShape = lazy(() => ({
  test: flag(),
  carrier_id: text(),
  carrier: z.optional(CarrierTypeSchema),
  service: z.optional(ServiceCodeSchema),
  currency: text(),
  /** YYYY-MM-DD, Japan domestic. */
  date: text(),
  /** Carrier-dependent slot (spec 2.6). */
  time: text(),
  /** YYYY-MM-DD in JST (spec 2.7). */
  shipment_date: text(),
  insurance: num(),
  ref_number: text(),
  delivery_note: text(),
  signature: flag(),
  cool_options: z.optional(z.enum(COOL_OPTIONS)),
  care: z.optional(CareSchema),
  // The service made integers mandatory in 2025 (live notes).
  pack_size: z.optional(z.int()),
  pack_amount: num(),
  cash_on_delivery: z.optional(CashOnDeliverySchema),
  return_label: flag(),
  shipping_fee: num(),
  discount: num(),
  warehouse_id: text(),
  /** Label position on an A4 sheet (live notes name it). */
  print_start_location: z.optional(z.int()),
  /** Receiver / importer tax ID (international). */
  consignee_tax_id: text(),
  /** yuupack_regular only; the name is a guess (live notes). */
  security_service: flag(),
  /** Seino handling instruction; the name is unconfirmed (live notes), the values are the spec's. */
  handling: z.optional(z.enum(SEINO_HANDLING)),
}));

/** The setup object of a request (shipments, rates, orders). */
export const SetupSchema = lazySchema(() => z.looseObject(setupShape()));
export type Setup = z.infer<typeof SetupSchema>;

/** POST /v1/rates: the same setup without `service` (an extra one passes through, ignored). */
export const RatesSetupSchema = lazySchema(() => z.omit(SetupSchema, { service: true }));
export type RatesSetup = z.infer<typeof RatesSetupSchema>;

/**
 * The setup as echoed on shipments and orders. Codes are plain strings, care is any
 * object (the service echoes `{}` when unused), and print_start_location comes back
 * either as an integer or as a string (live notes).
 */
export const SetupEchoSchema = lazySchema(() =>
  z.looseObject({
    ...setupShape(),
    carrier: text(),
    service: text(),
    cool_options: text(),
    handling: text(),
    care: z.optional(z.looseObject({ fragile: flag(), side_up: flag(), valuable_goods: flag() })),
    pack_size: num(),
    print_start_location: z.optional(z.union([z.number(), z.string()])),
  }),
);
export type SetupEcho = z.infer<typeof SetupEchoSchema>;
