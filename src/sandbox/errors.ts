// Errors in the shape of spec 7.2. Routes throw SandboxHttpError; the app's error
// handler renders it with a fresh debug_id, a description and a link to the
// sandbox's page for its code, so no route builds an error body by hand.
import { describeSource, inferredRuleOf, type RequestKind } from '../domain/rules.js';

export interface ErrorDetail {
  field: string;
  issue: string;
  /** Set on problems of an inferred rule (domain/rules.ts): the rule's id. */
  rule?: string;
  /** "inferred" on those problems: our reading, not the spec. */
  source?: 'inferred';
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

/**
 * 400 VALIDATION_ERROR listing every problem at once. With the request's kind,
 * problems of inferred rules are marked (`rule`, `source: "inferred"`) and the
 * description names them: the sandbox enforces our reading, the live service may not.
 */
export function problems(
  details: readonly ErrorDetail[],
  message = 'INVALID',
  kind?: RequestKind,
): SandboxHttpError {
  const marked = details.map(({ field, issue }) => {
    const rule = kind ? inferredRuleOf({ field, issue }, kind) : undefined;
    return rule ? { field, issue, rule: rule.id, source: 'inferred' as const } : { field, issue };
  });
  const inferred = [...new Set(marked.flatMap((d) => (d.rule ? [d.rule] : [])))];
  const description =
    inferred.length === 0
      ? undefined
      : `${inferred.length === marked.length ? 'Every' : 'Some'} rule broken here is inferred, not in the spec (${inferred
          .map((id) => {
            const rule = inferredRuleOf(
              marked.find((d) => d.rule === id)!,
              kind!,
            );
            return `${id}: ${rule ? describeSource(rule.source) : 'inferred'}`;
          })
          .join('; ')}). The sandbox enforces them; the live service may accept the request.`;
  return new SandboxHttpError(400, {
    message,
    code: 'VALIDATION_ERROR',
    details: marked,
    ...(description ? { description } : {}),
  });
}

/** Throws the 400 when there is anything to report; a no-op for an empty list. */
export function assertNoProblems(details: readonly ErrorDetail[], kind?: RequestKind): void {
  if (details.length > 0) throw problems(details, 'INVALID', kind);
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

/** The long description of each code (spec 7.2 `description`), also served at /docs/errors. */
export const ERROR_CODE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  VALIDATION_ERROR: 'The request broke a rule of the spec; details lists every field and what to change.',
  BAD_REQUEST: 'The request could not be read or is not allowed for this resource.',
  AUTHENTICATION_ERROR: 'The x-access-token header is missing or wrong; a new token invalidates the old one.',
  FORBIDDEN: 'This token may not call this endpoint (sub-user endpoints need the main account token).',
  NOT_FOUND: 'No such resource for this account.',
  TOO_MANY_REQUESTS: 'The API call limit was reached; wait until X-Api-Call-Reset.',
  TRACKING_LIMIT_EXCEEDED: 'This tracking number was queried 15 times (spec 4.10 rule 1).',
  TRACKING_NOT_FOUND: 'The carrier does not know this tracking number yet (spec 4.10 rules 2 and 4).',
  TRACKING_FETCH_FAILED: 'The carrier could not be reached; try again later.',
  SERVICE_UNAVAILABLE: 'The carrier (sagawa) could not be reached; try again later.',
  SUB_USER_LIMIT_REACHED: 'The account already has 2 active sub-users (spec 4.14).',
  SHIPMENT_FAILED: 'The carrier refused the shipment.',
  INJECTED_FAULT: 'A fault injected into the sandbox (sandbox faults).',
  INTERNAL_ERROR: 'An internal error of the service.',
};

/** Path of the sandbox's error page; links are `${publicUrl}${ERROR_DOCS_PATH}#CODE`. */
export const ERROR_DOCS_PATH = '/docs/errors';

export function errorBody(
  err: SandboxHttpError,
  debugId: string,
  publicUrl?: string,
): Record<string, unknown> {
  const { message, code, details, extra } = err.body;
  const docCode = code ?? (err.status === 403 ? 'AUTHENTICATION_ERROR' : undefined);
  const description = err.body.description ?? (docCode ? ERROR_CODE_DESCRIPTIONS[docCode] : undefined);
  const link =
    err.body.link ?? (publicUrl && docCode ? `${publicUrl}${ERROR_DOCS_PATH}#${docCode}` : undefined);
  return {
    ...extra,
    debug_id: debugId,
    message,
    ...(code ? { code } : {}),
    ...(description ? { description } : {}),
    details: details
      ? details.map(({ field, issue, rule, source }) => ({
          field,
          issue,
          ...(rule ? { rule } : {}),
          ...(source ? { source } : {}),
        }))
      : [],
    ...(link ? { link } : {}),
  };
}
