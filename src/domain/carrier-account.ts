// POST /v1/carriers and PUT /v1/carriers/:id bodies (spec 4.9, 2.13).
import { REGISTRABLE_CARRIERS, isCarrierType, type CarrierType } from './catalog.js';
import { validateCarrierSettings } from './carrier-settings.js';
import { currencySaid } from './countries.js';
import {
  CREDENTIAL_FIELDS,
  CUSTOMER_NUMBER_BLOCKS,
  FEDEX_REQUIRED_STRINGS,
  OPEN_CREDENTIALS,
  parseCustomerNumbers,
  type CredentialField,
} from './credentials.js';
import { isIsoDate } from './dates.js';
import {
  english,
  isNonEmptyString,
  isPlainObject,
  numberIssue,
  problem,
  say,
  show,
  type Problem,
  type Said,
} from './problems.js';

export type CarrierAccountMode =
  | { mode: 'create' }
  | {
      mode: 'update';
      type: CarrierType;
      current?: { credentials?: Record<string, unknown>; settings?: Record<string, unknown> };
    };

export const UPS_REGISTRATION_ISSUE = english(say('carrierAccount.upsRegistration'));

export function validateCarrierAccount(body: unknown, options: CarrierAccountMode): Problem[] {
  if (!isPlainObject(body)) return [problem('body', say('carrierAccount.body', show(body)))];
  const out: Problem[] = [];
  let type: CarrierType | undefined;
  if (options.mode === 'create') {
    const t = body.type;
    if (t === undefined || t === null || t === '')
      out.push(problem('type', say('carrierAccount.typeRequired', REGISTRABLE_CARRIERS)));
    else if (t === 'ups') out.push(problem('type', say('carrierAccount.upsRegistration')));
    else if (t === 'custom') out.push(problem('type', say('carrierAccount.custom')));
    else if (!isCarrierType(t) || !REGISTRABLE_CARRIERS.includes(t))
      out.push(problem('type', say('options.oneOf', REGISTRABLE_CARRIERS, show(t))));
    else type = t;
    if (!type) return out;
    out.push(...validateCredentials(type, body.credentials, { partial: false }));
    out.push(...validateCarrierSettings(type, body.settings, { requirePrintSize: true }));
    return out;
  }

  type = options.type;
  if (body.type !== undefined && body.type !== type) {
    out.push(problem('type', say('carrierAccount.typeFixed', type, show(body.type))));
  }
  if (body.credentials === undefined && body.settings === undefined) {
    out.push(problem('body', say('carrierAccount.nothingToUpdate')));
    return out;
  }
  if (body.credentials !== undefined) {
    const current = options.current?.credentials;
    const merged =
      current && isPlainObject(body.credentials) ? { ...current, ...body.credentials } : body.credentials;
    out.push(...validateCredentials(type, merged, { partial: !current }));
  }
  if (body.settings !== undefined) {
    const current = options.current?.settings;
    const merged =
      current && isPlainObject(body.settings) ? mergeSettings(current, body.settings) : body.settings;
    out.push(...validateCarrierSettings(type, merged, { requirePrintSize: false }));
  }
  return out;
}

/** An update's settings over the stored ones, one level deep (print.size alone keeps print.size_fallback). */
export function mergeSettings(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    const before = current[k];
    out[k] = isPlainObject(before) && isPlainObject(v) ? { ...before, ...v } : v;
  }
  return out;
}

export function validateCredentials(
  type: CarrierType,
  creds: unknown,
  options: { partial: boolean; path?: string },
): Problem[] {
  const path = options.path ?? 'credentials';
  if (creds === undefined || creds === null) {
    return options.partial ? [] : [problem(path, say('carrierAccount.credentialsRequired', type))];
  }
  if (!isPlainObject(creds)) return [problem(path, say('value.object', kindSaid(creds)))];
  const open = OPEN_CREDENTIALS[type];
  if (open) return openCredentialProblems(type, creds, open.requiredStrings, options.partial, path);

  const out: Problem[] = [];
  const fields = CREDENTIAL_FIELDS[type] ?? [];
  for (const field of fields) {
    const v = creds[field.name];
    const at = `${path}.${field.name}`;
    if (v === undefined || v === null || v === '') {
      if (field.required && field.confirmed && !options.partial)
        out.push(problem(at, say('carrierAccount.credentialRequired', type, field.label)));
      continue;
    }
    const issue = shapeIssue(field, v);
    if (issue) out.push(problem(at, issue));
  }
  if (type === 'fedex' && !options.partial) {
    const strings = Object.entries(creds)
      .filter(([, v]) => isNonEmptyString(v))
      .map(([k]) => k);
    if (strings.length < FEDEX_REQUIRED_STRINGS) {
      const missing = fields
        .filter((x) => x.shape === 'string' && x.required && !strings.includes(x.name))
        .map((x) => x.name);
      out.push(
        problem(path, say('carrierAccount.fedexStrings', FEDEX_REQUIRED_STRINGS, strings.length, missing)),
      );
    }
  }
  return out;
}

function openCredentialProblems(
  type: CarrierType,
  creds: Record<string, unknown>,
  required: number,
  partial: boolean,
  path: string,
): Problem[] {
  const out: Problem[] = [];
  for (const [k, v] of Object.entries(creds)) {
    if (v !== undefined && v !== null && typeof v !== 'string')
      out.push(problem(`${path}.${k}`, say('value.string', kindSaid(v))));
  }
  const count = Object.values(creds).filter(isNonEmptyString).length;
  if (!partial && count < required) {
    out.push(problem(path, say('carrierAccount.openStrings', type, required, count, type === 'yamato_intl')));
  }
  return out;
}

/**
 * What a credential value is, never what it says: a validation
 * message travels to terminals, logs and error reports, and a secret must not.
 */
export function kindOf(v: unknown): string {
  return english(kindSaid(v));
}

/** kindOf, said by key: what the value is, in the reader's language. */
export function kindSaid(v: unknown): Said {
  if (v === null) return say('kind.null');
  if (Array.isArray(v)) return say('kind.array', v.length);
  if (typeof v === 'string') return say('kind.string', v.length);
  if (typeof v === 'number') return say('kind.number');
  if (typeof v === 'boolean') return say('kind.boolean');
  return typeof v === 'object' ? say('kind.object') : say('kind.other', typeof v);
}

function shapeIssue(field: CredentialField, v: unknown): Said | undefined {
  switch (field.shape) {
    case 'string':
      if (typeof v === 'number') return say('carrierAccount.numberInQuotes');
      return typeof v === 'string' ? undefined : say('value.string', kindSaid(v));
    case 'object':
      return isPlainObject(v) ? undefined : say('value.object', kindSaid(v));
    case 'customer_numbers':
      return customerNumbersSaid(v);
    case 'invoice_2fa':
      return invoice2faIssue(v);
  }
}

export function customerNumbersIssue(v: unknown): string | undefined {
  const said = customerNumbersSaid(v);
  return said && english(said);
}

export function customerNumbersSaid(v: unknown): Said | undefined {
  if (!Array.isArray(v)) {
    const parsed = typeof v === 'string' ? parseCustomerNumbers(v) : undefined;
    return say('carrierAccount.customerNumbers', CUSTOMER_NUMBER_BLOCKS, kindSaid(v), parsed !== undefined);
  }
  if (v.some((b) => typeof b === 'number')) {
    return say('carrierAccount.customerNumbersAsNumbers', CUSTOMER_NUMBER_BLOCKS);
  }
  const ok =
    v.length === 4 &&
    v.every((b, i) => typeof b === 'string' && /^\d+$/.test(b) && b.length === CUSTOMER_NUMBER_BLOCKS[i]);
  if (ok) return undefined;
  const lengths = v.map((b) => (typeof b === 'string' ? b.length : '?')).join(', ');
  return say('carrierAccount.customerNumbersLengths', CUSTOMER_NUMBER_BLOCKS, v.length, lengths);
}

function invoice2faIssue(v: unknown): Said | undefined {
  if (!isPlainObject(v)) return say('carrierAccount.invoice', kindSaid(v));
  if (!isNonEmptyString(v.number)) return say('carrierAccount.invoiceNumber');
  if (!isIsoDate(v.date)) return say('carrierAccount.invoiceDate');
  const amount = numberIssue(v.amount, { min: 0 });
  if (amount) return say('carrierAccount.invoiceAmount', amount);
  const currency = currencySaid(v.currency);
  if (currency) return say('carrierAccount.invoiceCurrency', currency);
  return undefined;
}
