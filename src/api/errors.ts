// One error class per failure category. The CLI maps `category` to an exit code (ARCHITECTURE.md); nothing
// here knows about processes. Every class keeps what a user needs to report a problem: the server's
// message, code, details and debug_id, and the raw text when the body was not JSON.
import {
  ErrorBodySchema,
  LiveErrorDetailSchema,
  SpecErrorDetailSchema,
  type ErrorBody,
} from '../contract/errors.js';
import type { CallLimitState } from './call-limit.js';
import { en } from '../i18n/en/index.js';
import { messages, type Messages } from '../i18n/index.js';

export type ApiErrorCategory =
  'validation' | 'auth' | 'not_found' | 'rate_limited' | 'server' | 'network' | 'outcome_unknown';

/** A problem with one input field, as on the wire: `field` is a JSON path (`to_address.zip`). */
export interface ErrorDetail {
  field: string;
  issue: string;
}

export interface ApiErrorInit {
  /** English: journals, result files and --json carry it, the same in every language. */
  message: string;
  /** The message in the run's language, for a person; `message` when not given. */
  spoken?: string;
  method: string;
  path: string;
  status?: number;
  body?: ErrorBody;
  code?: string;
  debugId?: string;
  details?: ErrorDetail[];
  rawText?: string;
  cause?: unknown;
  /** Requests sent for this call, retries included. */
  attempts?: number;
}

export abstract class ApiError extends Error {
  abstract readonly category: ApiErrorCategory;
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly body?: ErrorBody;
  readonly code?: string;
  readonly debugId?: string;
  readonly details: ErrorDetail[];
  readonly rawText?: string;
  readonly attempts: number;
  /**
   * What a person reads, in the run's language. The client's own words (network failures, an
   * unknown outcome, the call limit) are said in it; the API's own text is the same as `message`.
   */
  readonly spoken: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.body = init.body;
    this.code = init.code ?? init.body?.code;
    this.debugId = init.debugId ?? init.body?.debug_id;
    this.details = init.details ?? normalizeDetails(init.body?.details);
    this.rawText = init.rawText;
    this.attempts = init.attempts ?? 1;
    this.spoken = init.spoken ?? init.message;
  }
}

/** 400 and every 4xx without a class of its own (and a 3xx: wrong base URL): refused as sent. */
export class ValidationError extends ApiError {
  override readonly name = 'ValidationError';
  readonly category = 'validation' as const;
}

/** 401/403. The live service answers a wrong token with 403 `{"auth": false, "message": "Wrong token!"}`. */
export class AuthError extends ApiError {
  override readonly name = 'AuthError';
  readonly category = 'auth' as const;
}

export class NotFoundError extends ApiError {
  override readonly name = 'NotFoundError';
  readonly category = 'not_found' as const;
  /**
   * Set when an earlier attempt of this (idempotent) request failed after being sent: a DELETE answered
   * 404 on its retry most likely succeeded the first time.
   */
  readonly afterAmbiguousAttempt: boolean;
  constructor(init: ApiErrorInit & { afterAmbiguousAttempt?: boolean }) {
    super(init);
    this.afterAmbiguousAttempt = init.afterAmbiguousAttempt ?? false;
  }
}

/** 429: the call limit (`code` absent) or the per-number tracking limit (`code` TRACKING_LIMIT_EXCEEDED). */
export class RateLimitError extends ApiError {
  override readonly name = 'RateLimitError';
  readonly category = 'rate_limited' as const;
  readonly resetAt?: Date;
  readonly callLimit?: CallLimitState;
  constructor(init: ApiErrorInit & { resetAt?: Date; callLimit?: CallLimitState }) {
    super(init);
    this.resetAt = init.resetAt;
    this.callLimit = init.callLimit;
  }
}

/** 5xx on a request that may safely be repeated (codes such as TRACKING_FETCH_FAILED, SERVICE_UNAVAILABLE). */
export class ServerError extends ApiError {
  override readonly name = 'ServerError';
  readonly category = 'server' as const;
}

/** No HTTP answer. `code` is Node's code or the transport's: ECONNREFUSED, ECONNRESET, UND_ERR_HEADERS_TIMEOUT… */
export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';
  readonly category = 'network' as const;
}

/**
 * A non-idempotent request (POST, PUT) failed in a way that does not tell whether it took effect: a
 * timeout or a dropped connection after it was written, or a 5xx. It was NOT re-sent. Reconcile before
 * sending again (e.g. look the shipment up by `setup.ref_number`). `cause` holds the underlying
 * NetworkError/ServerError; `requestBody` is what was sent.
 */
export class OutcomeUnknownError extends ApiError {
  override readonly name = 'OutcomeUnknownError';
  readonly category = 'outcome_unknown' as const;
  readonly requestBody: unknown;
  constructor(init: ApiErrorInit & { requestBody: unknown }) {
    super(init);
    this.requestBody = init.requestBody;
  }
}

export { isApiError } from './is-api-error.js';

/** Parses an error body leniently; undefined when the body is not a JSON object. */
export function parseErrorBody(data: unknown): ErrorBody | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const parsed = ErrorBodySchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

const DEFAULT_ISSUE: Record<string, string> = {
  REQUIRED: 'is required',
  INVALID: 'is invalid',
  INSUFFICIENT: 'is insufficient',
  ONE_OF_REQUIRED: 'one of these is required',
};

/**
 * Turns both detail shapes into `{ field, issue }`: the spec's `{field, issue}` as is; the live
 * `{code, field, message, value}` with the message (or a phrase for the code) as the issue. For
 * ONE_OF_REQUIRED the alternatives in `value` go into the issue, since they are the fix.
 */
export function normalizeDetails(details: unknown): ErrorDetail[] {
  if (!Array.isArray(details)) return [];
  return details.map((item): ErrorDetail => {
    if (typeof item === 'string') return { field: '', issue: item };
    const spec = SpecErrorDetailSchema.safeParse(item);
    if (spec.success) {
      // The sandbox marks problems of inferred rules (domain/rules.ts): say so next to the issue.
      const inferred = spec.data.source === 'inferred' && typeof spec.data.rule === 'string';
      return {
        field: spec.data.field,
        issue: inferred ? `${spec.data.issue} [inferred rule ${spec.data.rule as string}]` : spec.data.issue,
      };
    }
    const live = LiveErrorDetailSchema.safeParse(item);
    if (!live.success) return { field: '', issue: JSON.stringify(item) };
    const { code, field, message, value } = live.data;
    if (code === undefined && field === undefined && message === undefined)
      return { field: '', issue: JSON.stringify(item) };
    const base = message ?? (code ? (DEFAULT_ISSUE[code] ?? code.toLowerCase()) : 'is invalid');
    if (code === 'ONE_OF_REQUIRED' && Array.isArray(value) && value.length > 0) {
      const alternatives = value.map(String);
      return {
        field: field ?? alternatives.join(' | '),
        issue: `${base}: give one of ${alternatives.join(', ')}`,
      };
    }
    const shown = value === undefined || code === 'REQUIRED' ? '' : ` (got ${JSON.stringify(value)})`;
    return { field: field ?? '', issue: `${base}${shown}` };
  });
}

export interface ResponseErrorInput {
  method: string;
  path: string;
  status: number;
  statusText?: string;
  data: unknown;
  rawText: string;
  attempts: number;
  callLimit?: CallLimitState;
  resetAt?: Date;
  afterAmbiguousAttempt?: boolean;
  /** Location header of a redirect. */
  location?: string;
}

/** The message a user sees: the server's own words when it gave any. */
function messageOf(input: ResponseErrorInput, body: ErrorBody | undefined, catalog: Messages = en): string {
  const said = catalog.support.api;
  const request = `${input.method} ${input.path}`;
  if (input.status >= 300 && input.status < 400)
    return said.redirected(request, input.status, input.location);
  if (body?.message) return body.message;
  if (body?.description) return body.description;
  if (
    typeof input.data === 'string' &&
    input.data.trim() !== '' &&
    input.data.length <= 200 &&
    !/</.test(input.data)
  ) {
    return input.data.trim();
  }
  return said.failedWithStatus(request, input.status, input.statusText ?? '');
}

/** The error for an HTTP error status that is final (not retried, or retries exhausted). */
export function errorFromResponse(input: ResponseErrorInput): ApiError {
  const body = parseErrorBody(input.data);
  const init: ApiErrorInit = {
    message: messageOf(input, body),
    spoken: messageOf(input, body, messages()),
    method: input.method,
    path: input.path,
    status: input.status,
    body,
    rawText: input.rawText,
    attempts: input.attempts,
  };
  const { status } = input;
  if (status === 401 || status === 403) return new AuthError(init);
  if (status === 404)
    return new NotFoundError({ ...init, afterAmbiguousAttempt: input.afterAmbiguousAttempt });
  if (status === 429)
    return new RateLimitError({ ...init, resetAt: input.resetAt, callLimit: input.callLimit });
  if (status >= 500) return new ServerError(init);
  return new ValidationError(init);
}
