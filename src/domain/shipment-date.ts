// setup.shipment_date (spec 2.7): a JST calendar date, YYYY-MM-DD, whose rule
// depends on the carrier. checkShipmentDate says what is refused;
// resolveShipmentDate says which date the service then actually uses, so the
// sandbox stores the same value the live service would and the CLI can warn.
import { CARRIER_TYPES, type CarrierType } from './catalog.js';
import { addDaysIso, isIsoDate, jstToday } from './dates.js';
import { english, keeping, problem, say, show, type Problem, type Said } from './problems.js';

export type ShipmentDateRule =
  /** Must be sent; today … today+maxDays. */
  | { kind: 'required'; maxDays: number }
  /** May be omitted (unspecified); when sent, today … today+maxDays. */
  | { kind: 'optional'; maxDays: number }
  /** May be omitted (today is used); when sent, today … today+maxDays. */
  | { kind: 'optional-default-today'; maxDays: number }
  /** Omitted or malformed → unspecified (a warning, not an error); when a real date, today … today+maxDays. */
  | { kind: 'optional-lenient'; maxDays: number }
  /** Whatever is sent is replaced by today. */
  | { kind: 'always-today' };

export const SHIPMENT_DATE_RULES: Readonly<Record<CarrierType, ShipmentDateRule>> = {
  yamato: { kind: 'required', maxDays: 30 },
  yamato_intl: { kind: 'required', maxDays: 30 },
  sagawa: { kind: 'optional', maxDays: 30 },
  yuupack: { kind: 'optional', maxDays: 30 },
  yuupacket: { kind: 'optional', maxDays: 30 },
  yuumail: { kind: 'optional', maxDays: 30 },
  seino: { kind: 'optional-default-today', maxDays: 30 },
  fedex: { kind: 'optional-lenient', maxDays: 10 },
  dhl: { kind: 'always-today' },
  ups: { kind: 'always-today' },
  pegasus: { kind: 'always-today' },
  japanpost: { kind: 'always-today' },
  // ecms, zonos and custom are not in the spec's table. The most common rule
  // there (optional, within 30 days) is assumed: it refuses nothing a carrier
  // could need and still catches past dates, which the spec refuses everywhere.
  ecms: { kind: 'optional', maxDays: 30 },
  zonos: { kind: 'optional', maxDays: 30 },
  custom: { kind: 'optional', maxDays: 30 },
};

// Fails at load time if the catalog grows a carrier this table forgot.
for (const c of CARRIER_TYPES) if (!SHIPMENT_DATE_RULES[c]) throw new Error(`no shipment_date rule for ${c}`);

const FIELD = 'setup.shipment_date';

/** The accepted range for a carrier, or undefined for always-today carriers. */
export function shipmentDateWindow(
  carrier: CarrierType,
  now: Date,
): { from: string; to: string } | undefined {
  const rule = SHIPMENT_DATE_RULES[carrier];
  if (rule.kind === 'always-today') return undefined;
  const today = jstToday(now);
  return { from: today, to: addDaysIso(today, rule.maxDays) };
}

/** One line for prompts and help: what the carrier wants in shipment_date. */
export function describeShipmentDateRule(carrier: CarrierType, now: Date): string {
  return english(shipmentDateRuleSaid(carrier, now));
}

/** The same line, by key: a person's screen renders it in the reader's language (sayText). */
export function shipmentDateRuleSaid(carrier: CarrierType, now: Date): Said {
  const rule = SHIPMENT_DATE_RULES[carrier];
  const today = jstToday(now);
  if (rule.kind === 'always-today') return say('shipmentDate.alwaysToday', carrier, today);
  const range = say('shipmentDate.range', rule.maxDays, today, addDaysIso(today, rule.maxDays));
  switch (rule.kind) {
    case 'required':
      return say('shipmentDate.required', carrier, range);
    case 'optional':
      return say('shipmentDate.optional', carrier, range);
    case 'optional-default-today':
      return say('shipmentDate.optionalToday', carrier, today, range);
    case 'optional-lenient':
      return say('shipmentDate.optionalLenient', carrier, range);
  }
}

const given = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

export function checkShipmentDate(carrier: CarrierType, value: unknown, now: Date, field = FIELD): Problem[] {
  const rule = SHIPMENT_DATE_RULES[carrier];
  if (rule.kind === 'always-today') return [];
  const today = jstToday(now);
  const last = addDaysIso(today, rule.maxDays);
  const range = say('shipmentDate.range', rule.maxDays, today, last);
  if (!given(value))
    return rule.kind === 'required' ? [problem(field, say('shipmentDate.required', carrier, range))] : [];
  if (!isIsoDate(value)) {
    // fedex treats a malformed date as unspecified: resolveShipmentDate warns.
    if (rule.kind === 'optional-lenient') return [];
    return [problem(field, say('shipmentDate.format', range, show(value)))];
  }
  if (value < today) {
    return [problem(field, say('shipmentDate.past', value, today, range))];
  }
  if (value > last) {
    return [problem(field, say('shipmentDate.tooFar', value, rule.maxDays, carrier, range))];
  }
  return [];
}

export interface ResolvedShipmentDate {
  /** The date the service uses; undefined = unspecified (the carrier decides). */
  value?: string;
  warning?: string;
  /** The warning, by key. */
  readonly said?: Said;
}

function warned(resolved: { value?: string }, said: Said): ResolvedShipmentDate {
  return keeping({ ...resolved, warning: english(said) }, said);
}

/** What the service does with a shipment_date that checkShipmentDate accepted. */
export function resolveShipmentDate(carrier: CarrierType, value: unknown, now: Date): ResolvedShipmentDate {
  const rule = SHIPMENT_DATE_RULES[carrier];
  const today = jstToday(now);
  switch (rule.kind) {
    case 'always-today':
      if (given(value) && value !== today) {
        return warned({ value: today }, say('shipmentDate.replaced', carrier, show(value), today));
      }
      return { value: today };
    case 'optional-default-today':
      return { value: isIsoDate(value) ? value : today };
    case 'optional-lenient':
      if (!given(value)) return {};
      if (!isIsoDate(value)) {
        return warned({}, say('shipmentDate.unspecified', carrier, show(value)));
      }
      return { value };
    default:
      return isIsoDate(value) ? { value } : {};
  }
}
