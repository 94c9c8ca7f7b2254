// The optional scalar members that most wire objects are made of. Each is one schema shared by
// every field that uses it, built on first use: a zod schema is immutable and holds nothing of the
// field it sits in (paths and messages come from the parse), so an address's eleven text members
// can share one `z.optional(z.string())` instead of building twenty-two schemas.
import * as z from './zod.js';
import { lazy } from '../domain/lazy.js';

/** An optional string member. */
export const text = lazy(() => z.optional(z.string()));
/** An optional number member. */
export const num = lazy(() => z.optional(z.number()));
/** An optional boolean member. */
export const flag = lazy(() => z.optional(z.boolean()));
