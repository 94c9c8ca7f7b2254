// POST /v1/carriers and PUT /v1/carriers/:id bodies (spec 4.9, 2.13).
import { REGISTRABLE_CARRIERS, isCarrierType, type CarrierType } from './catalog.js';
import { validateCarrierSettings } from './carrier-settings.js';
import { currencyIssue } from './countries.js';
import {
  CREDENTIAL_FIELDS,
  CUSTOMER_NUMBER_BLOCKS,
  FEDEX_REQUIRED_STRINGS,
  OPEN_CREDENTIALS,
  parseCustomerNumbers,
  type CredentialField,
} from './credentials.js';
import { isIsoDate } from './dates.js';
import { isNonEmptyString, isPlainObject, listOf, numberIssue, show, type Problem } from './problems.js';

export type CarrierAccountMode =
  | { mode: 'create' }
  | {
      mode: 'update';
      type: CarrierType;
      current?: { credentials?: Record<string, unknown>; settings?: Record<string, unknown> };
    };

export const UPS_REGISTRATION_ISSUE =
  'ups accounts are registered in the dashboard (OAuth), not through the API';

export function validateCarrierAccount(body: unknown, options: CarrierAccountMode): Problem[] {
  if (!isPlainObject(body))
    return [
      { field: 'body', issue: `must be a JSON object {type, credentials, settings}; got ${show(body)}` },
    ];
  const out: Problem[] = [];
  let type: CarrierType | undefined;
  if (options.mode === 'create') {
    const t = body.type;
    if (t === undefined || t === null || t === '')
      out.push({ field: 'type', issue: `required: one of ${listOf(REGISTRABLE_CARRIERS)}` });
    else if (t === 'ups') out.push({ field: 'type', issue: UPS_REGISTRATION_ISSUE });
    else if (t === 'custom')
      out.push({
        field: 'type',
        issue: 'custom is in-house shipping without a carrier: there is no account to register',
      });
    else if (!isCarrierType(t) || !REGISTRABLE_CARRIERS.includes(t))
      out.push({ field: 'type', issue: `must be one of ${listOf(REGISTRABLE_CARRIERS)}; got ${show(t)}` });
    else type = t;
    if (!type) return out;
    out.push(...validateCredentials(type, body.credentials, { partial: false }));
    out.push(...validateCarrierSettings(type, body.settings, { requirePrintSize: true }));
    return out;
  }

  type = options.type;
  if (body.type !== undefined && body.type !== type) {
    out.push({
      field: 'type',
      issue: `the carrier type of an account cannot change (it is ${type}): remove type, or add a new ${show(body.type)} account and delete this one`,
    });
  }
  if (body.credentials === undefined && body.settings === undefined) {
    out.push({ field: 'body', issue: 'give credentials and/or settings to update' });
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
    return options.partial
      ? []
      : [{ field: path, issue: `required: an object with the ${type} credentials` }];
  }
  if (!isPlainObject(creds)) return [{ field: path, issue: `must be an object; got ${kindOf(creds)}` }];
  const open = OPEN_CREDENTIALS[type];
  if (open) return openCredentialProblems(type, creds, open.requiredStrings, options.partial, path);

  const out: Problem[] = [];
  const fields = CREDENTIAL_FIELDS[type] ?? [];
  for (const field of fields) {
    const v = creds[field.name];
    const at = `${path}.${field.name}`;
    if (v === undefined || v === null || v === '') {
      if (field.required && field.confirmed && !options.partial)
        out.push({ field: at, issue: `required for ${type}: ${field.label}` });
      continue;
    }
    const issue = shapeIssue(field, v);
    if (issue) out.push({ field: at, issue });
  }
  if (type === 'fedex' && !options.partial) {
    const strings = Object.entries(creds)
      .filter(([, v]) => isNonEmptyString(v))
      .map(([k]) => k);
    if (strings.length < FEDEX_REQUIRED_STRINGS) {
      const missing = fields
        .filter((x) => x.shape === 'string' && x.required && !strings.includes(x.name))
        .map((x) => x.name);
      out.push({
        field: path,
        issue: `fedex needs ${FEDEX_REQUIRED_STRINGS} credential strings; ${strings.length} given. Also give: ${listOf(missing)}`,
      });
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
      out.push({ field: `${path}.${k}`, issue: `must be a string; got ${kindOf(v)}` });
  }
  const count = Object.values(creds).filter(isNonEmptyString).length;
  if (!partial && count < required) {
    const second = type === 'yamato_intl' ? " (the second value defaults to '01')" : '';
    out.push({
      field: path,
      issue: `${type} needs ${required} non-empty credential string${required > 1 ? 's' : ''}${second}; ${count} given. Copy them from your ${type} contract`,
    });
  }
  return out;
}

/**
 * What a credential value is, never what it says: a validation
 * message travels to terminals, logs and error reports, and a secret must not.
 */
export function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return `an array of ${v.length} item${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'string') return `a string of ${v.length} character${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'boolean') return 'true/false';
  return typeof v === 'object' ? 'an object' : typeof v;
}

function shapeIssue(field: CredentialField, v: unknown): string | undefined {
  switch (field.shape) {
    case 'string':
      if (typeof v === 'number') return 'must be a string: send the number in quotes (leading zeros matter)';
      return typeof v === 'string' ? undefined : `must be a string; got ${kindOf(v)}`;
    case 'object':
      return isPlainObject(v) ? undefined : `must be an object; got ${kindOf(v)}`;
    case 'customer_numbers':
      return customerNumbersIssue(v);
    case 'invoice_2fa':
      return invoice2faIssue(v);
  }
}

export function customerNumbersIssue(v: unknown): string | undefined {
  const want = `must be an array of 4 digit strings of lengths ${listOf(CUSTOMER_NUMBER_BLOCKS)} (32 digits)`;
  if (!Array.isArray(v)) {
    const parsed = typeof v === 'string' ? parseCustomerNumbers(v) : undefined;
    return `${want}; got ${kindOf(v)}${parsed ? ': send the same digits as an array of 4 strings' : ''}`;
  }
  if (v.some((b) => typeof b === 'number')) {
    return `${want}: send each block as a string in quotes, numbers lose leading zeros`;
  }
  const ok =
    v.length === 4 &&
    v.every((b, i) => typeof b === 'string' && /^\d+$/.test(b) && b.length === CUSTOMER_NUMBER_BLOCKS[i]);
  if (ok) return undefined;
  const lengths = v.map((b) => (typeof b === 'string' ? b.length : '?')).join(', ');
  return `${want}; got ${v.length} block(s) of lengths ${lengths}`;
}

function invoice2faIssue(v: unknown): string | undefined {
  const want =
    'must be the latest FedEx invoice {number, date (YYYY-MM-DD), amount (number), currency (ISO 4217)}';
  if (!isPlainObject(v)) return `${want}; got ${kindOf(v)}`;
  if (!isNonEmptyString(v.number)) return `${want}: number is missing`;
  if (!isIsoDate(v.date)) return `${want}: date is not YYYY-MM-DD`;
  const amount = numberIssue(v.amount, { min: 0 });
  if (amount) return `${want}: amount ${amount}`;
  const currency = currencyIssue(v.currency);
  if (currency) return `${want}: currency ${currency}`;
  return undefined;
}
