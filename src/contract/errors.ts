// Error bodies (spec section 7.2, and what the live service sends — live-api-notes.md).
//
// Two schemas:
// - ErrorBodySchema is what a client accepts: every member optional, wrong-typed members dropped
//   (`.catch(undefined)`), unknown members kept. An error body must never fail to parse, because it is
//   the only explanation a user gets.
// - SpecErrorBodySchema is the spec's own shape, for the sandbox to produce and tests to assert.
import { z } from 'zod';

/** Spec shape of one detail: `{ field, issue }`. */
export const SpecErrorDetailSchema = z.looseObject({
  field: z.string(),
  issue: z.string(),
});
export type SpecErrorDetail = z.infer<typeof SpecErrorDetailSchema>;

/**
 * Live shape of one detail: `{ code, field, message, value? }`. Codes seen: REQUIRED, INVALID,
 * INSUFFICIENT, ONE_OF_REQUIRED (whose `value` lists the alternative fields).
 */
export const LiveErrorDetailSchema = z.looseObject({
  code: z.string().optional().catch(undefined),
  field: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  value: z.unknown().optional(),
});
export type LiveErrorDetail = z.infer<typeof LiveErrorDetailSchema>;

/** Either detail shape; the client normalises both to `{ field, issue }`. */
export const ErrorDetailSchema = z.union([SpecErrorDetailSchema, LiveErrorDetailSchema]);
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorBodySchema = z.looseObject({
  debug_id: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  code: z.string().optional().catch(undefined),
  description: z.string().optional().catch(undefined),
  // Items stay `unknown` here: one odd item must not cost the others (normalised one by one).
  details: z.array(z.unknown()).optional().catch(undefined),
  link: z.string().optional().catch(undefined),
  // Live authentication failures: `{"auth": false, "message": "Wrong token!"}`.
  auth: z.boolean().optional().catch(undefined),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const SpecErrorBodySchema = z.object({
  debug_id: z.string(),
  message: z.string(),
  code: z.string().optional(),
  description: z.string().optional(),
  details: z.array(z.object({ field: z.string(), issue: z.string() })).optional(),
  link: z.string().optional(),
});
export type SpecErrorBody = z.infer<typeof SpecErrorBodySchema>;
