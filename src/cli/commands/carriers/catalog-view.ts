// The carrier catalog as people read it at a packing station, and as JSON.
// Everything here comes from src/domain: no request is made.
import {
  CARRIERS,
  CONTRACT_RATE_CARRIERS,
  RATES_REGULAR_ONLY,
  REGISTRABLE_CARRIERS,
  SHIPMENT_DATE_RULES,
  UPS_REGISTRATION_ISSUE,
  addDaysIso,
  jstToday,
  LETTERBOX_SERVICES,
  sizeClassesOf,
  testModeInfo,
} from '../../../domain/index.js';
import type { Messages } from '../../../i18n/index.js';

export { catalogEntry, type CatalogEntry } from '../../../ops/catalog.js';
import type { CatalogEntry } from '../../../ops/catalog.js';

type Text = Messages['admin']['catalog'];

const list = (values: readonly (string | number)[], none: string, separator = ', '): string =>
  values.length ? values.join(separator) : none;

function testText(e: CatalogEntry, t: Text): string {
  if (!e.test_mode.available) return t.testNo;
  const account = e.test_mode.needs_account ? t.needsAccount : t.noAccountNeeded;
  return t.testYes(account, t.testHours(e.test_mode.hours, testModeInfo(e.type).window));
}

function credentialsText(e: CatalogEntry, t: Text): string {
  if (!Array.isArray(e.credentials)) return t.unnamedCredentials(e.credentials.unnamed_strings);
  return list(
    e.credentials.map((c) => {
      const notes = [
        c.secret && t.secret,
        !c.required && (c.default ? t.defaultValue(c.default) : t.optional),
      ];
      const n = notes.filter(Boolean).join(t.noteSeparator);
      return n ? t.credentialWithNotes(c.name, n) : c.name;
    }),
    t.noCredentials,
    t.separator,
  );
}

/**
 * The sizes `ship --size` picks from: the spec's list (JSON keeps to it), else the classes the
 * carrier charges by (yamato's 宅急便 sizes); a letterbox carrier takes a flat parcel by its measures.
 */
function packSizesText(e: CatalogEntry, t: Text): string {
  if (e.pack_sizes.length > 0) return list(e.pack_sizes, t.noneListed, t.separator);
  const classes = sizeClassesOf(e.type);
  if (classes.length > 0)
    return t.notInSpec(
      list(
        classes.map((c) => c.size),
        t.noneListed,
        t.separator,
      ),
    );
  if (e.services.every((s) => LETTERBOX_SERVICES.includes(s.code))) return t.flatParcel;
  return list(e.pack_sizes, t.noneListed);
}

function shipmentDateText(e: CatalogEntry, now: Date, t: Text): string {
  const today = jstToday(now);
  const last = addDaysIso(today, e.shipment_date.max_days ?? 0);
  return t.shipmentDate(e.shipment_date.description, e.type, SHIPMENT_DATE_RULES[e.type], today, last);
}

function ratesText(e: CatalogEntry, t: Text): string {
  if (CONTRACT_RATE_CARRIERS.includes(e.type)) return t.contractRates;
  const regular = RATES_REGULAR_ONLY[e.type];
  return regular ? t.standardRatesOnly(regular) : t.standardRates;
}

function registrationText(e: CatalogEntry, t: Text): string {
  if (e.type === 'ups') return t.registrationUps(UPS_REGISTRATION_ISSUE);
  if (e.type === 'custom') return t.registrationCustom;
  return REGISTRABLE_CARRIERS.includes(e.type) ? t.registrationCommand(e.type) : t.notRegistrable;
}

export interface DetailRow {
  field: string;
  value: string;
}

/** Field/value rows of one carrier, in the words of catalog `t`. */
export function detailRows(e: CatalogEntry, now: Date, t: Text): DetailRow[] {
  const c = CARRIERS[e.type];
  const sizes = e.print_sizes.map((s) => (s === e.default_print_size ? t.defaultSize(s) : s));
  return [
    { field: t.fields.name, value: t.nameWithClass(t.carrierName(c), t.carrierClass(e.class)) },
    { field: t.fields.packSizes, value: packSizesText(e, t) },
    { field: t.fields.timeSlots, value: list(e.time_slots.map(t.timeSlot), t.none, t.separator) },
    { field: t.fields.printSizes, value: list(sizes, t.noneListed, t.separator) },
    { field: t.fields.testLabels, value: testText(e, t) },
    { field: t.fields.tracking, value: t.tracked(e.tracking) },
    { field: t.fields.shipmentDate, value: shipmentDateText(e, now, t) },
    { field: t.fields.rates, value: ratesText(e, t) },
    { field: t.fields.registration, value: registrationText(e, t) },
    { field: t.fields.credentials, value: credentialsText(e, t) },
    ...(e.negotiated_rates
      ? [
          { field: t.fields.rateRegions, value: e.negotiated_rates.regions.join(t.regionSeparator) },
          { field: t.fields.rateSizes, value: list(e.negotiated_rates.sizes, t.noneListed, t.separator) },
        ]
      : []),
  ];
}

/** One row per carrier for the overview, in the words of catalog `t`. */
export function overviewRow(e: CatalogEntry, t: Text) {
  const test = testModeInfo(e.type);
  return {
    type: e.type,
    name: t.carrierName(CARRIERS[e.type]),
    class: e.class,
    shownClass: t.carrierClass(e.class),
    services: e.services.length,
    packSizes: list(e.pack_sizes, '-'),
    printSizes: list(e.print_sizes, '-'),
    test: t.testCell(test.available, test.hours, test.window),
    tracking: e.tracking,
  };
}
