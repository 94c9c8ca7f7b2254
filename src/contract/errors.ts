// Error bodies (spec section 7.2, and what the live service sends — live-api-notes.md).
//
// Two schemas:
// - ErrorBodySchema is what a client accepts: every member optional, wrong-typed members dropped
//   (`z.catch(…, undefined)`), unknown members kept. An error body must never fail to parse, because it is
//   the only explanation a user gets.
// - SpecErrorBodySchema is the spec's own shape, for the sandbox to produce and tests to assert.
import * as z from './zod.js';
import { flag, text } from './fields.js';
import { lazySchema } from './lazy-schema.js';

/** Spec shape of one detail: `{ field, issue }`. */
export const SpecErrorDetailSchema = lazySchema(() =>
  z.looseObject({
    field: z.string(),
    issue: z.string(),
  }),
);
export type SpecErrorDetail = z.infer<typeof SpecErrorDetailSchema>;

/**
 * Live shape of one detail: `{ code, field, message, value? }`. Codes seen: REQUIRED, INVALID,
 * INSUFFICIENT, ONE_OF_REQUIRED (whose `value` lists the alternative fields).
 */
export const LiveErrorDetailSchema = lazySchema(() =>
  z.looseObject({
    code: z.catch(text(), undefined),
    field: z.catch(text(), undefined),
    message: z.catch(text(), undefined),
    value: z.optional(z.unknown()),
  }),
);
export type LiveErrorDetail = z.infer<typeof LiveErrorDetailSchema>;

/** Either detail shape; the client normalises both to `{ field, issue }`. */
export const ErrorDetailSchema = lazySchema(() => z.union([SpecErrorDetailSchema, LiveErrorDetailSchema]));
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorBodySchema = lazySchema(() =>
  z.looseObject({
    debug_id: z.catch(text(), undefined),
    message: z.catch(text(), undefined),
    code: z.catch(text(), undefined),
    description: z.catch(text(), undefined),
    // Items stay `unknown` here: one odd item must not cost the others (normalised one by one).
    details: z.catch(z.optional(z.array(z.unknown())), undefined),
    link: z.catch(text(), undefined),
    // Live authentication failures: `{"auth": false, "message": "Wrong token!"}`.
    auth: z.catch(flag(), undefined),
  }),
);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const SpecErrorBodySchema = lazySchema(() =>
  z.object({
    debug_id: z.string(),
    message: z.string(),
    code: text(),
    description: text(),
    details: z.optional(z.array(z.object({ field: z.string(), issue: z.string() }))),
    link: text(),
  }),
);
export type SpecErrorBody = z.infer<typeof SpecErrorBodySchema>;
