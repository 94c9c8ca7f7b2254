// The settings a profile can hold, and how a value typed on the command line is
// checked and normalised before it is stored. Unknown keys and bad values are
// refused here so a typo never lands silently in the config file.
import path from 'node:path';
import { messages } from '../i18n/index.js';
import { CARRIERS, CARRIER_TYPES, carrierOfService, isCarrierType } from '../domain/catalog.js';
import { currencyIssue } from '../domain/countries.js';
import { parsePrinter } from './printer.js';
import { normalRegistrationNumber } from '../domain/delivery-note.js';

/** The sizes a delivery note prints at. */
export const NOTE_SIZES = ['a4', 'a5', 'label'] as const;
export type NoteSize = (typeof NOTE_SIZES)[number];
import { LANGUAGES } from '../i18n/language.js';

export const DEFAULT_KEYS = [
  'language',
  'carrier',
  'carrier_id',
  'currency',
  'from_warehouse',
  'from_address',
  'label_dir',
  'print_size',
  'printer',
  'delivery_note',
  'shop.registration_number',
  'shop.message',
  'station.carrier',
  'station.service',
  'station.pack_size',
  'station.printer',
  'station.from_warehouse',
  'station.scanner_strip',
  'station.verify_items',
  'station.ask_size',
  'mcp.max_spend',
] as const;
export type DefaultKey = (typeof DEFAULT_KEYS)[number];

export const SETTING_KEYS = ['base_url', 'token', ...DEFAULT_KEYS] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export type ProfileRecord = Partial<Record<SettingKey, string>>;

export interface ConfigFile {
  current_profile?: string;
  profiles?: Record<string, ProfileRecord>;
}

export { DEFAULT_PROFILE } from './file.js';
export const LIVE_BASE_URL = 'https://api.shipandco.com';

export const KEY_DESCRIPTIONS: Readonly<Record<SettingKey, string>> = {
  base_url: 'API base URL; unset means the embedded sandbox',
  token: 'API token (set with `shipctl login`)',
  language: 'language shipctl speaks: ja or en (unset: the locale, LANG; env SHIPCTL_LANG overrides)',
  carrier: 'default carrier type, e.g. yamato',
  carrier_id: 'default carrier account ID (`shipctl carriers list`)',
  currency: 'default currency, ISO 4217 (JPY, USD, …)',
  from_warehouse: 'default sender: a warehouse ID (`shipctl warehouses list`)',
  from_address: 'default sender: a saved address ID (`shipctl addresses list`)',
  label_dir: 'directory where `ship` and `shipments label` save labels (<shipment id>.pdf)',
  // A label prints at its carrier account's size (the API has no per-label size): this
  // is the size `carriers add` gives a new account, and what it says.
  print_size:
    'print size of accounts added with `carriers add` (labels print at their account’s size), e.g. PDF_A5',
  printer: 'where --print sends labels: lp, lp:QUEUE, tcp://HOST:9100 (ZPL) or a file/device path',
  delivery_note:
    'print a delivery note (納品書) after each label, at this size: a4, a5 or label (--delivery-note)',
  'shop.registration_number':
    'the shop’s qualified-invoice registration number (登録番号, T + 13 digits), printed on delivery notes',
  'shop.message': 'a message printed at the foot of each delivery note',
  'station.carrier': 'packing station: carrier (a preset: station.NAME.carrier, used with --preset NAME)',
  'station.service': 'packing station: service code, e.g. sagawa_regular',
  'station.pack_size': 'packing station: domestic pack size, e.g. 60',
  'station.printer': 'packing station: print target (as printer)',
  'station.from_warehouse': 'packing station: sender warehouse ID',
  'station.scanner_strip':
    'packing station: prefixes/suffixes the scanner adds, comma-separated (\\x02 spells a control character)',
  'station.verify_items': 'packing station: check each item against the order before buying (true/false)',
  'station.ask_size': 'packing station: after each order, wait for a size scan or Enter (true/false)',
  'mcp.max_spend': '`shipctl mcp`: the most one server may spend on labels, in JPY (--max-spend)',
};

/** The fields a station or a named preset (`station.NAME.FIELD`) can hold. */
export const STATION_FIELDS = [
  'carrier',
  'service',
  'pack_size',
  'printer',
  'from_warehouse',
  'scanner_strip',
  'verify_items',
  'ask_size',
] as const;
export type StationField = (typeof STATION_FIELDS)[number];
const PRESET_KEY =
  /^station\.([A-Za-z0-9_-]{1,32})\.(carrier|service|pack_size|printer|from_warehouse|scanner_strip|verify_items|ask_size)$/;

/** `station.NAME.FIELD` → [NAME, FIELD]; undefined for any other key. */
export function presetKey(k: string): [string, StationField] | undefined {
  const m = PRESET_KEY.exec(k);
  return m ? [m[1]!, m[2] as StationField] : undefined;
}

export const isSettingKey = (k: string): k is SettingKey =>
  (SETTING_KEYS as readonly string[]).includes(k) || presetKey(k) !== undefined;

const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function profileNameIssue(name: string): string | undefined {
  return PROFILE_NAME.test(name) ? undefined : messages().support.config.issue.profileName;
}

/**
 * Why a base URL may not carry credentials, and the fix: the API authenticates by token
 * (spec 5); a password in the URL would sit in the config file, the shell history and traces.
 */
export function baseUrlCredentialsIssue(withoutCredentials: string): string {
  return messages().support.config.issue.baseUrlCredentials(withoutCredentials);
}

export type BaseUrlCheck =
  | { ok: true; value: string }
  /** `credentials`: the URL is fine but for its user name or password. */
  | { ok: false; issue: string; credentials: boolean };

/**
 * Checks and normalises a base URL as users paste it: trailing slashes and a trailing /v1 are
 * dropped (every path already begins with /v1, and `…/v1/v1/…` must never happen).
 */
export function checkBaseUrl(raw: string): BaseUrlCheck {
  const notUrl = {
    ok: false as const,
    issue: messages().support.config.issue.notUrl(LIVE_BASE_URL),
    credentials: false,
  };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return notUrl;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return notUrl;
  const pathname = url.pathname.replace(/\/+$/, '').replace(/\/v1$/i, '');
  const normalized = `${url.protocol}//${url.host}${pathname}`;
  if (url.username || url.password)
    return { ok: false, issue: baseUrlCredentialsIssue(normalized), credentials: true };
  if (url.search || url.hash) return notUrl;
  return { ok: true, value: normalized };
}

/** The normalised base URL (checkBaseUrl), or undefined when it is not one. */
export function normalizeBaseUrl(raw: string): string | undefined {
  const checked = checkBaseUrl(raw);
  return checked.ok ? checked.value : undefined;
}

/** Every carrier's domestic pack sizes, in order. */
const PACK_SIZES = [...new Set(CARRIER_TYPES.flatMap((c) => CARRIERS[c].packSizes))].sort((a, b) => a - b);

const ALL_PRINT_SIZES = [...new Set(CARRIER_TYPES.flatMap((c) => CARRIERS[c].printSizes))];

export type Checked = { ok: true; value: string } | { ok: false; issue: string };

/** Checks a value for `config set`; `cwd` anchors a relative label_dir. */
export function checkSettingValue(key: SettingKey, raw: string, cwd: string): Checked {
  const preset = presetKey(key);
  if (preset) return checkSettingValue(`station.${preset[1]}`, raw, cwd);
  const value = raw.trim();
  const said = messages().support.config.issue;
  if (value === '') return { ok: false, issue: said.empty };
  switch (key) {
    case 'base_url':
      return checkBaseUrl(value);
    case 'currency': {
      // Stored as sent: a code the API takes (yen is refused, pointing to JPY).
      const up = value.normalize('NFKC').toUpperCase();
      const issue = currencyIssue(up);
      return issue ? { ok: false, issue: currencyIssue(value) ?? issue } : { ok: true, value: up };
    }
    case 'printer':
    case 'station.printer': {
      const parsed = parsePrinter(value, cwd);
      return parsed.ok ? { ok: true, value } : { ok: false, issue: parsed.issue };
    }
    case 'station.pack_size':
      // A size no carrier has would fail every scan of the station.
      return PACK_SIZES.includes(Number(value)) && /^\d+$/.test(value)
        ? { ok: true, value }
        : {
            ok: false,
            issue: said.packSize(PACK_SIZES.join(', ')),
          };
    case 'station.service':
      return carrierOfService(value) ? { ok: true, value } : { ok: false, issue: said.service };
    case 'carrier':
    case 'station.carrier':
      return isCarrierType(value)
        ? { ok: true, value }
        : { ok: false, issue: said.oneOf(CARRIER_TYPES.join(', ')) };
    case 'print_size':
      return ALL_PRINT_SIZES.includes(value)
        ? { ok: true, value }
        : { ok: false, issue: said.oneOf(ALL_PRINT_SIZES.join(', ')) };
    case 'label_dir':
      return { ok: true, value: path.resolve(cwd, value) };
    case 'delivery_note':
      return (NOTE_SIZES as readonly string[]).includes(value.toLowerCase())
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, issue: said.oneOf(NOTE_SIZES.join(', ')) };
    case 'shop.registration_number': {
      const number = normalRegistrationNumber(value);
      return number ? { ok: true, value: number } : { ok: false, issue: said.registrationNumber };
    }
    case 'shop.message':
      return { ok: true, value };
    case 'language':
      return (LANGUAGES as readonly string[]).includes(value.toLowerCase())
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, issue: said.oneOf(LANGUAGES.join(', ')) };
    case 'station.verify_items':
    case 'station.ask_size':
      return /^(true|false)$/i.test(value)
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, issue: said.oneOf('true, false') };
    case 'station.scanner_strip':
      return { ok: true, value };
    case 'mcp.max_spend':
      return /^\d+$/.test(value) && Number.isSafeInteger(Number(value))
        ? { ok: true, value }
        : { ok: false, issue: said.wholeYen };
    default:
      return /\s/.test(value) ? { ok: false, issue: said.spaces } : { ok: true, value };
  }
}
