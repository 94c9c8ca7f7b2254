// The settings a profile can hold, and how a value typed on the command line is
// checked and normalised before it is stored. Unknown keys and bad values are
// refused here so a typo never lands silently in the config file.
import path from 'node:path';
import { CARRIERS, CARRIER_TYPES, isCarrierType } from '../domain/catalog.js';

export const DEFAULT_KEYS = [
  'carrier',
  'carrier_id',
  'currency',
  'from_warehouse',
  'from_address',
  'label_dir',
  'print_size',
] as const;
export type DefaultKey = (typeof DEFAULT_KEYS)[number];

export const SETTING_KEYS = ['base_url', 'token', ...DEFAULT_KEYS] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export type ProfileRecord = Partial<Record<SettingKey, string>>;

export interface ConfigFile {
  current_profile?: string;
  profiles?: Record<string, ProfileRecord>;
}

export const DEFAULT_PROFILE = 'default';
export const LIVE_BASE_URL = 'https://api.shipandco.com';

export const KEY_DESCRIPTIONS: Readonly<Record<SettingKey, string>> = {
  base_url: 'API base URL; unset means the embedded sandbox',
  token: 'API token (set with `shipctl login`)',
  carrier: 'default carrier type, e.g. yamato',
  carrier_id: 'default carrier account ID (`shipctl carriers list`)',
  currency: 'default currency, ISO 4217 (JPY, USD, …)',
  from_warehouse: 'default sender: a warehouse ID (`shipctl warehouses list`)',
  from_address: 'default sender: a saved address ID (`shipctl addresses list`)',
  label_dir: 'directory where `ship` and `shipments label` save labels (<shipment id>.pdf)',
  // A label prints at its carrier account's size (the API has no per-label size): this
  // is the size `carriers add` gives a new account, and what it says.
  print_size: 'print size of accounts added with `carriers add` (labels print at their account’s size), e.g. PDF_A5',
};

export const isSettingKey = (k: string): k is SettingKey => (SETTING_KEYS as readonly string[]).includes(k);

const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function profileNameIssue(name: string): string | undefined {
  return PROFILE_NAME.test(name)
    ? undefined
    : 'must start with a letter or digit and contain only letters, digits, "-" and "_" (at most 64)';
}

/**
 * Normalises a base URL as users paste it: trailing slashes and a trailing /v1 are
 * dropped (every path already begins with /v1, and `…/v1/v1/…` must never happen).
 */
export function normalizeBaseUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.search || url.hash || url.username || url.password) return undefined;
  const pathname = url.pathname.replace(/\/+$/, '').replace(/\/v1$/i, '');
  return `${url.protocol}//${url.host}${pathname}`;
}

const ALL_PRINT_SIZES = [...new Set(CARRIER_TYPES.flatMap((c) => CARRIERS[c].printSizes))];

export type Checked = { ok: true; value: string } | { ok: false; issue: string };

/** Checks a value for `config set`; `cwd` anchors a relative label_dir. */
export function checkSettingValue(key: SettingKey, raw: string, cwd: string): Checked {
  const value = raw.trim();
  if (value === '')
    return { ok: false, issue: 'must not be empty (use `shipctl config unset` to remove it)' };
  switch (key) {
    case 'base_url': {
      const url = normalizeBaseUrl(value);
      return url
        ? { ok: true, value: url }
        : { ok: false, issue: `must be an http(s) URL without query, e.g. ${LIVE_BASE_URL}` };
    }
    case 'currency': {
      const up = value.toUpperCase();
      return /^[A-Z]{3}$/.test(up)
        ? { ok: true, value: up }
        : { ok: false, issue: 'must be a 3-letter ISO 4217 code such as JPY or USD' };
    }
    case 'carrier':
      return isCarrierType(value)
        ? { ok: true, value }
        : { ok: false, issue: `must be one of ${CARRIER_TYPES.join(', ')}` };
    case 'print_size':
      return ALL_PRINT_SIZES.includes(value)
        ? { ok: true, value }
        : { ok: false, issue: `must be one of ${ALL_PRINT_SIZES.join(', ')}` };
    case 'label_dir':
      return { ok: true, value: path.resolve(cwd, value) };
    default:
      return /\s/.test(value) ? { ok: false, issue: 'must not contain spaces' } : { ok: true, value };
  }
}
