// Carrier accounts (spec 2.13, 4.9) and negotiated rates.
//
// Credentials: the members named by the spec and the live notes are typed, so a wrong
// type is caught; which are required for which carrier is a domain rule. Responses
// mask secret values with asterisks, and a masked value may not keep its request type
// (an array of digit blocks may come back as one masked string), so the response
// side reads credentials as an open object.
import * as z from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { flag, text } from './fields.js';
import { AddressSchema, CarrierTypeSchema } from './common.js';
import { issueText } from './problems.js';

export const CredentialsSchema = lazySchema(() =>
  z.looseObject({
    // yamato, yamato_intl
    key: text(),
    freight_number: text(),
    // sagawa, fedex, dhl
    password: text(),
    account_number: text(),
    account_key_number: text(),
    // yuupack, yuupacket, yuumail
    user_id: text(),
    // japanpost, zonos: 4 blocks of 10, 6, 10, 6 digits. Strings, so leading zeros survive.
    customer_numbers: z.optional(z.array(z.string())),
    // dhl
    site_id: text(),
    import_acc_number: text(),
    // fedex: the latest invoice, for two-factor verification; member types are unconfirmed.
    invoice_2fa: z.optional(
      z.looseObject({
        number: text(),
        date: text(),
        amount: z.optional(z.union([z.number(), z.string()])),
        currency: text(),
      }),
    ),
    address: z.optional(AddressSchema),
    // Seen in clients, carrier unclear.
    user_name: text(),
    access_key: text(),
    niokurinin: text(),
  }),
);
export type Credentials = z.infer<typeof CredentialsSchema>;

/** Settings (structure partly guessed in the live notes; print.size is the spec's). */
export const CarrierSettingsSchema = lazySchema(() =>
  z.looseObject({
    print: z.optional(
      z.looseObject({
        size: text(),
        /** yamato: required when size is PDF_4.5X7.8. */
        size_fallback: text(),
      }),
    ),
    label: z.optional(
      z.looseObject({
        /** dhl: print account information on labels. */
        hide_account: flag(),
        /** dhl: create an archive page. */
        extra_page: flag(),
        /** yamato: print the earliest delivery date on labels without setup.date. */
        delivery_date: flag(),
      }),
    ),
    /** yamato: mail the recipient the expected delivery date. */
    scheduled_delivery_email: z.optional(z.looseObject({ enabled: flag(), message: text() })),
  }),
);
export type CarrierSettings = z.infer<typeof CarrierSettingsSchema>;

/** POST /v1/carriers. Which types may be registered (not ups, not custom) is a domain rule. */
export const CarrierAccountRequestSchema = lazySchema(() =>
  z.looseObject({
    type: CarrierTypeSchema,
    credentials: z.optional(CredentialsSchema),
    settings: z.optional(CarrierSettingsSchema),
  }),
);
export type CarrierAccountRequest = z.infer<typeof CarrierAccountRequestSchema>;

/** PUT /v1/carriers/:id: credentials and/or settings ("at least one" is a domain rule). */
export const CarrierAccountUpdateSchema = lazySchema(() =>
  z.looseObject({
    credentials: z.optional(CredentialsSchema),
    settings: z.optional(CarrierSettingsSchema),
  }),
);
export type CarrierAccountUpdate = z.infer<typeof CarrierAccountUpdateSchema>;

export const CarrierAccountSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    type: text(),
    state: text(),
    created_at: text(),
    updated_at: text(),
    credentials: z.optional(z.record(z.string(), z.unknown())),
    settings: z.optional(CarrierSettingsSchema),
  }),
);
export type CarrierAccount = z.infer<typeof CarrierAccountSchema>;

export const CarrierAccountListSchema = lazySchema(() => z.array(CarrierAccountSchema));

/**
 * One row of POST /v1/carriers/:id/rates. Region names must be the carrier's own
 * (a domain rule); prices are strings with thousands separators.
 */
export const NegotiatedRateRowSchema = lazySchema(() =>
  z.looseObject({
    from: z.string(),
    size: z.number(),
    price: z.record(
      z.string(),
      z.string({
        error: (iss) =>
          iss.code === 'invalid_type'
            ? issueText('expected a price string with thousands separators, e.g. "1,200"')
            : undefined,
      }),
    ),
  }),
);
export type NegotiatedRateRow = z.infer<typeof NegotiatedRateRowSchema>;

export const NegotiatedRatesUploadSchema = lazySchema(() => z.array(NegotiatedRateRowSchema));
export type NegotiatedRatesUpload = z.infer<typeof NegotiatedRatesUploadSchema>;
