// The carrier catalog as people read it at a packing station, and as JSON.
// Everything here comes from src/domain: no request is made.
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
  LETTERBOX_SERVICES,
  sizeClassesOf,
  testModeInfo,
  type CarrierType,
} from '../../../domain/index.js';

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

const list = (values: readonly (string | number)[], none = '(none listed)'): string =>
  values.length ? values.join(', ') : none;

function testText(e: CatalogEntry): string {
  if (!e.test_mode.available) return 'no';
  const account = e.test_mode.needs_account ? 'needs a registered account' : 'no account needed';
  return `yes (${account}; ${e.test_mode.hours})`;
}

function credentialsText(e: CatalogEntry): string {
  if (!Array.isArray(e.credentials))
    return `${e.credentials.unnamed_strings} string(s); names not published (use --credentials-file)`;
  return list(
    e.credentials.map((c) => {
      const notes = [c.secret && 'secret', !c.required && (c.default ? `default ${c.default}` : 'optional')];
      const n = notes.filter(Boolean).join(', ');
      return n ? `${c.name} (${n})` : c.name;
    }),
    'none',
  );
}

/**
 * The sizes `ship --size` picks from: the spec's list (JSON keeps to it), else the classes the
 * carrier charges by (yamato's 宅急便 sizes); a letterbox carrier takes a flat parcel by its measures.
 */
function packSizesText(e: CatalogEntry): string {
  if (e.pack_sizes.length > 0) return list(e.pack_sizes);
  const classes = sizeClassesOf(e.type);
  if (classes.length > 0) return `${list(classes.map((c) => c.size))} (not in the spec)`;
  if (e.services.every((s) => LETTERBOX_SERVICES.includes(s.code)))
    return 'none: a flat parcel, taken by its measures';
  return list(e.pack_sizes);
}

/** Field/value rows of one carrier. */
export function detailRows(e: CatalogEntry): { field: string; value: string }[] {
  const sizes = e.print_sizes.map((s) => (s === e.default_print_size ? `${s} (default)` : s));
  return [
    { field: 'name', value: `${e.name} (${e.class})` },
    { field: 'pack sizes', value: packSizesText(e) },
    { field: 'time slots', value: list(e.time_slots, '(none)') },
    { field: 'print sizes', value: list(sizes) },
    { field: 'test labels', value: testText(e) },
    { field: 'tracking', value: e.tracking ? 'yes' : 'no' },
    { field: 'shipment_date', value: e.shipment_date.description },
    { field: 'rates', value: e.rates },
    { field: 'registration', value: e.registration },
    { field: 'credentials', value: credentialsText(e) },
    ...(e.negotiated_rates
      ? [
          { field: 'rate regions', value: e.negotiated_rates.regions.join(' / ') },
          { field: 'rate sizes', value: list(e.negotiated_rates.sizes) },
        ]
      : []),
  ];
}

/** One row per carrier for the overview. */
export function overviewRow(e: CatalogEntry) {
  return {
    type: e.type,
    name: e.name,
    class: e.class,
    services: e.services.length,
    packSizes: list(e.pack_sizes, '-'),
    printSizes: list(e.print_sizes, '-'),
    test: e.test_mode.available ? (e.test_mode.hours === 'any time' ? 'yes' : e.test_mode.hours) : 'no',
    tracking: e.tracking,
  };
}
