// The carrier catalog as data: what each carrier offers, read from src/domain (no request is
// made). The CLI shows it as tables, `shipctl mcp` as a tool result; both read it here.
import {
  CARRIERS,
  CONTRACT_RATE_CARRIERS,
  CREDENTIAL_FIELDS,
  NEGOTIATED_RATE_SIZES,
  OPEN_CREDENTIALS,
  RATES_REGULAR_ONLY,
  REGIONS,
  REGISTRABLE_CARRIERS,
  SHIPMENT_DATE_RULES,
  TRACKING_CARRIERS,
  UPS_REGISTRATION_ISSUE,
  describeShipmentDateRule,
  hasRegionTable,
  testModeInfo,
  CARRIER_TYPES,
  isCarrierType,
  listOf,
  type CarrierType,
} from '../domain/index.js';
import { messages } from '../i18n/index.js';
import { UsageError } from './errors.js';

export interface CatalogEntry {
  type: CarrierType;
  name: string;
  class: string;
  services: { code: string; name: string }[];
  pack_sizes: number[];
  time_slots: string[];
  print_sizes: string[];
  default_print_size: string | null;
  test_mode: { available: boolean; needs_account: boolean; hours: string };
  tracking: boolean;
  shipment_date: { rule: string; max_days: number | null; description: string };
  rates: string;
  registration: string;
  credentials:
    { name: string; required: boolean; secret: boolean; default?: string }[] | { unnamed_strings: number };
  negotiated_rates: { regions: string[]; sizes: number[] } | null;
}

export function catalogEntry(type: CarrierType, now: Date): CatalogEntry {
  const c = CARRIERS[type];
  const test = testModeInfo(type);
  const rule = SHIPMENT_DATE_RULES[type];
  const open = OPEN_CREDENTIALS[type];
  const regular = RATES_REGULAR_ONLY[type];
  return {
    type,
    name: c.name,
    class: c.class,
    services: c.services.map((s) => ({ code: s.code, name: s.name })),
    pack_sizes: [...c.packSizes],
    time_slots: [...c.timeSlots],
    print_sizes: [...c.printSizes],
    default_print_size: c.defaultPrintSize ?? null,
    test_mode: { available: test.available, needs_account: test.needsAccount, hours: test.hours },
    tracking: TRACKING_CARRIERS.includes(type),
    shipment_date: {
      rule: rule.kind,
      max_days: 'maxDays' in rule ? rule.maxDays : null,
      description: describeShipmentDateRule(type, now),
    },
    rates: CONTRACT_RATE_CARRIERS.includes(type)
      ? 'contract rates'
      : regular
        ? `standard rates, ${regular} only`
        : 'standard rates',
    registration:
      type === 'ups'
        ? UPS_REGISTRATION_ISSUE
        : type === 'custom'
          ? 'no account: in-house delivery'
          : REGISTRABLE_CARRIERS.includes(type)
            ? 'shipctl carriers add ' + type
            : 'not registrable',
    credentials: open
      ? { unnamed_strings: open.requiredStrings }
      : (CREDENTIAL_FIELDS[type] ?? []).map((f) => ({
          name: f.name,
          required: f.required,
          secret: f.secret,
          ...(f.default !== undefined ? { default: f.default } : {}),
        })),
    negotiated_rates: hasRegionTable(type)
      ? { regions: [...REGIONS[type]], sizes: [...NEGOTIATED_RATE_SIZES[type]] }
      : null,
  };
}

/** One carrier's entry (a type typed as given: trimmed, any case), or every carrier's. */
export function carrierCatalog(now: Date, typed?: string): CatalogEntry | CatalogEntry[] {
  if (typed === undefined) return CARRIER_TYPES.map((t) => catalogEntry(t, now));
  const type = typed.trim().toLowerCase();
  if (!isCarrierType(type)) {
    const text = messages().admin.catalog;
    throw new UsageError(text.unknownType(typed), text.useOneOf(listOf(CARRIER_TYPES)));
  }
  return catalogEntry(type, now);
}
