// The API core: one client, typed errors, call-limit gate, retry rules, pagination and a typed
// function per endpoint of spec section 4.
export {
  ApiClient,
  DEFAULT_TIMEOUTS,
  parseBody,
  type ApiResponse,
  type ClientOptions,
  type RequestOptions,
} from './client.js';
export {
  ApiError,
  AuthError,
  errorFromResponse,
  isApiError,
  NetworkError,
  normalizeDetails,
  NotFoundError,
  OutcomeUnknownError,
  parseErrorBody,
  RateLimitError,
  ServerError,
  ValidationError,
  type ApiErrorCategory,
  type ApiErrorInit,
  type ErrorDetail,
} from './errors.js';
export { InvalidTokenError, tokenProblem, type TokenProblem } from './token.js';
export {
  abortable,
  CallLimitGate,
  CallLimitWaitTooLong,
  parseCallLimit,
  type CallLimitGateOptions,
  type CallLimitPermit,
  type CallLimitState,
} from './call-limit.js';
export {
  backoffDelay,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  isIdempotent,
  nothingSent,
  type Failure,
  type HttpMethod,
  type RetryContext,
  type RetryDecision,
  type RetryPolicy,
} from './retry.js';
export {
  paginate,
  paginatePages,
  readPage,
  type Page,
  type PageInfo,
  type PaginateOptions,
} from './pagination.js';
export { parseRetryAfter, parseTimestamp } from './timestamp.js';
export { buildUrl, maskUrlCredentials, normalizeBaseUrl, type QueryValue } from './url.js';
export { segment } from './segment.js';
export type { Timeouts } from './transport.js';
export { RESPONSE_TOO_LARGE } from './transport.js';
export { downloadDocument, type Document, type DownloadOptions } from './download.js';
export type { CallOptions } from './resources/shared.js';
export * from './resources/shipments.js';
export * from './resources/orders.js';
export * from './resources/rates.js';
export * from './resources/carriers.js';
export * from './resources/tracking.js';
export * from './resources/addresses.js';
export * from './resources/warehouses.js';
export * from './resources/files.js';
export * from './resources/sub-users.js';
