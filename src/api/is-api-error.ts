// Telling an ApiError (errors.ts) apart, and the connect-phase failure codes, without
// loading errors.ts: its error-body schemas load zod, and the code that only sorts
// errors (exit codes, the tracking budget, retry decisions) must stay light enough for
// `--help` and offline commands. An ApiError is recognised by its category, which every
// class of errors.ts sets; a plain Error has none.
import type { ApiError, ApiErrorCategory } from './errors.js';

const CATEGORIES: Readonly<Record<ApiErrorCategory, true>> = {
  validation: true,
  auth: true,
  not_found: true,
  rate_limited: true,
  server: true,
  network: true,
  outcome_unknown: true,
};

export function isApiError(value: unknown): value is ApiError {
  const category = (value as { category?: unknown } | null)?.category;
  return value instanceof Error && typeof category === 'string' && Object.hasOwn(CATEGORIES, category);
}

/** Failures while connecting: not one byte of the request has left this machine. */
const CONNECT_PHASE: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

/** Whether a Node/transport error code means the request never left (so it spent nothing). */
export const isConnectPhase = (code: string | undefined): boolean =>
  code !== undefined && CONNECT_PHASE.has(code);
