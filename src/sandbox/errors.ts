// Errors in the shape of spec 7.2. Routes throw SandboxHttpError; the app's error
// handler renders it with a fresh debug_id, so no route builds an error body by hand.

export interface ErrorDetail {
  field: string;
  issue: string;
}

export interface SandboxErrorInit {
  message: string;
  code?: string;
  details?: readonly ErrorDetail[];
  description?: string;
  link?: string;
  /** Extra top-level members, e.g. `auth: false` on authentication errors as the live service sends. */
  extra?: Record<string, unknown>;
}

export class SandboxHttpError extends Error {
  readonly status: number;
  readonly body: SandboxErrorInit;

  constructor(status: number, init: SandboxErrorInit) {
    super(init.message);
    this.name = 'SandboxHttpError';
    this.status = status;
    this.body = init;
  }
}

/** 400 VALIDATION_ERROR listing every problem at once. */
export function problems(details: readonly ErrorDetail[], message = 'INVALID'): SandboxHttpError {
  return new SandboxHttpError(400, {
    message,
    code: 'VALIDATION_ERROR',
    details: details.map(({ field, issue }) => ({ field, issue })),
  });
}

/** Throws the 400 when there is anything to report; a no-op for an empty list. */
export function assertNoProblems(details: readonly ErrorDetail[]): void {
  if (details.length > 0) throw problems(details);
}

export function notFound(what: string, id: string): SandboxHttpError {
  return new SandboxHttpError(404, { message: `${what} ${id} not found.`, code: 'NOT_FOUND' });
}

export function wrongToken(): SandboxHttpError {
  return new SandboxHttpError(403, { message: 'Wrong token!', extra: { auth: false } });
}

export function forbidden(message: string): SandboxHttpError {
  return new SandboxHttpError(403, { message, code: 'FORBIDDEN' });
}

export function badRequest(message: string, details: readonly ErrorDetail[] = []): SandboxHttpError {
  return new SandboxHttpError(400, { message, code: 'BAD_REQUEST', details: [...details] });
}

export function errorBody(err: SandboxHttpError, debugId: string): Record<string, unknown> {
  const { message, code, details, description, link, extra } = err.body;
  return {
    ...extra,
    debug_id: debugId,
    message,
    ...(code ? { code } : {}),
    ...(description ? { description } : {}),
    details: details ? details.map(({ field, issue }) => ({ field, issue })) : [],
    ...(link ? { link } : {}),
  };
}
