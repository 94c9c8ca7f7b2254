// The errors of a call that got no usable answer: a network failure, an unknown outcome, a
// cancellation. Kept apart from client.ts so the request loop reads as the decisions it makes.
import type { RequestOptions } from './client.js';
import { ApiError, NetworkError, OutcomeUnknownError } from './errors.js';
import { isIdempotent } from './retry.js';
import type { TransportError } from './transport.js';
import { en } from '../i18n/en/index.js';
import { messages, type Messages } from '../i18n/index.js';

function describe(code: string, catalog: Messages): string {
  const said = catalog.support.api.network;
  switch (code) {
    case 'ECONNREFUSED':
      return said.ECONNREFUSED;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return said.ENOTFOUND;
    case 'UND_ERR_CONNECT_TIMEOUT':
      return said.UND_ERR_CONNECT_TIMEOUT;
    case 'UND_ERR_HEADERS_TIMEOUT':
      return said.UND_ERR_HEADERS_TIMEOUT;
    case 'UND_ERR_BODY_TIMEOUT':
      return said.UND_ERR_BODY_TIMEOUT;
    case 'RESPONSE_TOO_LARGE':
      return said.RESPONSE_TOO_LARGE;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'EPIPE':
      return said.ECONNRESET;
    default:
      return said.other;
  }
}

/** Wraps a (final) ApiError of a non-idempotent request whose effect is unknown. */
export function outcomeUnknown(options: RequestOptions, cause: ApiError): OutcomeUnknownError {
  const what = cause.status ? `HTTP ${cause.status}` : cause.code;
  return new OutcomeUnknownError({
    message: en.support.api.outcomeUnknown(`${options.method} ${options.path}`, String(what)),
    spoken: messages().support.api.outcomeUnknown(`${options.method} ${options.path}`, String(what)),
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
  const say = (catalog: Messages) => {
    const said = catalog.support.api;
    const when = err.requestWritten ? said.afterSent : said.beforeSent;
    return said.networkFailure(
      `${options.method} ${options.path}`,
      describe(err.code, catalog),
      when,
      err.code,
      origin,
    );
  };
  const network = new NetworkError({
    message: say(en),
    spoken: say(messages()),
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
      message: en.support.api.cancelledAfterSent(`${options.method} ${options.path}`),
      spoken: messages().support.api.cancelledAfterSent(`${options.method} ${options.path}`),
      method: options.method,
      path: options.path,
      code: err.code,
      cause: reason,
      requestBody: options.body,
    });
  }
  return reason;
}
