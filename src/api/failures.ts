// The errors of a call that got no usable answer: a network failure, an unknown outcome, a
// cancellation. Kept apart from client.ts so the request loop reads as the decisions it makes.
import type { RequestOptions } from './client.js';
import { ApiError, NetworkError, OutcomeUnknownError } from './errors.js';
import { isIdempotent } from './retry.js';
import type { TransportError } from './transport.js';

function describe(code: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name not resolved';
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'connect timed out';
    case 'UND_ERR_HEADERS_TIMEOUT':
      return 'no response within the headers timeout';
    case 'UND_ERR_BODY_TIMEOUT':
      return 'response body stalled';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'EPIPE':
      return 'connection closed by the server';
    default:
      return 'network failure';
  }
}

/** Wraps a (final) ApiError of a non-idempotent request whose effect is unknown. */
export function outcomeUnknown(options: RequestOptions, cause: ApiError): OutcomeUnknownError {
  const what = cause.status ? `HTTP ${cause.status}` : cause.code;
  return new OutcomeUnknownError({
    message:
      `${options.method} ${options.path} may or may not have taken effect (${what}); ` +
      'it was not sent again — check whether it exists before retrying',
    method: options.method,
    path: options.path,
    status: cause.status,
    body: cause.body,
    code: cause.code,
    debugId: cause.debugId,
    details: cause.details,
    rawText: cause.rawText,
    attempts: cause.attempts,
    cause,
    requestBody: options.body,
  });
}

export function networkError(
  options: RequestOptions,
  err: TransportError,
  attempts: number,
  unknown: boolean,
  origin: string,
): ApiError {
  const when = err.requestWritten ? 'after the request was sent' : 'before the request was sent';
  const network = new NetworkError({
    message: `${options.method} ${options.path}: ${describe(err.code)} ${when} (${err.code}) — ${origin}`,
    method: options.method,
    path: options.path,
    code: err.code,
    cause: err.cause,
    attempts,
  });
  return unknown ? outcomeUnknown(options, network) : network;
}

/**
 * Cancellation is the caller's own doing and is rethrown as such (the CLI exits 130) — except a
 * create cancelled after it was written, whose outcome the caller must now reconcile.
 */
export function cancelled(options: RequestOptions, err: TransportError): unknown {
  const reason: unknown = options.signal?.reason ?? err.cause;
  if (err.requestWritten && !isIdempotent(options.method, options.idempotent)) {
    return new OutcomeUnknownError({
      message: `${options.method} ${options.path} was cancelled after it was sent; it may have taken effect`,
      method: options.method,
      path: options.path,
      code: err.code,
      cause: reason,
      requestBody: options.body,
    });
  }
  return reason;
}
