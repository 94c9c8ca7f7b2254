// The objects that requests and responses share (spec 2.1–2.3, 2.8, 2.9): what a
// client sends comes back echoed on the shipment or order, so one schema serves both.
//
// Every object is loose (`z.looseObject`): unknown members pass through. On requests
// that matches the live API, which ignores members it does not know, so the sandbox
// must not be stricter than the service it stands in for; on responses it keeps
// whatever the service adds. Required-ness per carrier is a domain rule, not a type,
// so every member here is optional.
import * as z from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { flag, num, text } from './fields.js';
import { CARRIER_TYPES } from '../domain/catalog.js';
import { issueText } from './problems.js';

/** A carrier type code of spec 1; which of them an endpoint accepts is a domain rule. */
export const CarrierTypeSchema = lazySchema(() =>
  z.enum(CARRIER_TYPES, {
    error: (iss) =>
      iss.code === 'invalid_value'
        ? issueText(`must be a carrier type code: ${CARRIER_TYPES.join(', ')}`)
        : undefined,
  }),
);

/** Spec 2.1: to_address, from_address, saved addresses. */
export const AddressSchema = lazySchema(() =>
  z.looseObject({
    full_name: text(),
    company: text(),
    email: text(),
    phone: text(),
    country: text(),
    zip: text(),
    province: text(),
    city: text(),
    address1: text(),
    address2: text(),
    extra: text(),
  }),
);
export type Address = z.infer<typeof AddressSchema>;

/**
 * Spec 2.1 + 2.14: a warehouse is a flat address with kanji members. The spec writes
 * the company both as `company`/`company_kanji` (2.1) and `company_name`/
 * `company_name_kanji` (2.14 rules), so both spellings are accepted.
 */
export const WarehouseAddressSchema = lazySchema(() =>
  z.extend(AddressSchema, {
    company_name: text(),
    full_name_kanji: text(),
    company_kanji: text(),
    company_name_kanji: text(),
    address1_kanji: text(),
    address2_kanji: text(),
    extra_kanji: text(),
    province_kanji: text(),
  }),
);
export type WarehouseAddress = z.infer<typeof WarehouseAddressSchema>;

/** Spec 2.2. Weight in grams (live notes). */
export const ProductSchema = lazySchema(() =>
  z.looseObject({
    name: text(),
    price: num(),
    quantity: num(),
    weight: num(),
    origin_country: text(),
    hs_code: text(),
    hs_description: text(),
    item_id: text(),
    sku: text(),
    mpn: text(),
    barcode: text(),
  }),
);
export type Product = z.infer<typeof ProductSchema>;

/** Spec 2.3 (international). Weight in grams, dimensions in centimetres (live notes). */
export const ParcelSchema = lazySchema(() =>
  z.looseObject({
    weight: num(),
    amount: num(),
    width: num(),
    height: num(),
    depth: num(),
  }),
);
export type Parcel = z.infer<typeof ParcelSchema>;

/** Spec 2.8. content_type stays a string: only MERCHANDISE and GIFT are known. */
export const CustomsSchema = lazySchema(() =>
  z.looseObject({
    duty_paid: flag(),
    content_type: text(),
    invoice_message: text(),
    consignee_tax_id: text(),
    ioss_number: text(),
    uk_vat_number: text(),
    abn_number: text(),
    ird_number: text(),
    voec_number: text(),
    sg_gst_number: text(),
    sst_number: text(),
  }),
);
export type Customs = z.infer<typeof CustomsSchema>;

/**
 * Spec 2.9 (fedex only). Only `duties` is named (SENDER, RECIPIENT or a third party;
 * the exact third-party word is not shown, so it stays a string); the freight member
 * and the rest are unknown and pass through.
 */
export const BillToSchema = lazySchema(() =>
  z.looseObject({
    duties: text(),
  }),
);
export type BillTo = z.infer<typeof BillToSchema>;
