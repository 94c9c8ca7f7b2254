// Carrier accounts as a person tells them apart: the carrier's name and the credentials as the
// API returns them (secrets already masked).
import type { CarrierAccount } from '../contract/index.js';
import { CARRIERS, isCarrierType } from '../domain/index.js';

export const carrierName = (type: unknown): string =>
  isCarrierType(type) ? CARRIERS[type].name : String(type ?? '');

/** `key=********, freight_number=01`: the API's own (masked) values, never anything else. */
export function describeCredentials(credentials: unknown): string {
  if (typeof credentials !== 'object' || credentials === null) return '';
  return Object.entries(credentials as Record<string, unknown>)
    .map(([k, v]) => `${k}=${credentialText(v)}`)
    .join(', ');
}

function credentialText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.map(String).join('-');
  if (typeof v === 'object') return '{…}';
  return String(v);
}

/** `id  name  account_number=…`: the first credential the API shows unmasked tells two accounts apart. */
export function accountLine(a: CarrierAccount): string {
  const shown = describeCredentials(a.credentials)
    .split(', ')
    .find((kv) => /=./.test(kv) && !/=\*+$/.test(kv));
  return [a.id, carrierName(a.type), shown].filter(Boolean).join('  ');
}
