// What a service can carry and which options contradict it. Mail and small-parcel
// services take only flat, light parcels (the carriers publish the limits below);
// a cooled service is cooled; cash on delivery exists on some services only. The
// CLI uses these to refuse a shipment and to leave a service out of a comparison,
// the sandbox to refuse the shipment and not to quote it: one rule, both sides.
import { CARRIERS, carrierOfService, serviceInfo, type CarrierType } from './catalog.js';
import { checkSetupOptions } from './options.js';
import { english, isPlainObject, problem, report, say, type Problem, type Said } from './problems.js';

export interface ServiceLimits {
  /** Longest side, cm. */
  maxLength?: number;
  /** Second side, cm. */
  maxWidth?: number;
  /** Shortest side (thickness), cm. */
  maxThickness?: number;
  /** Sum of the three sides, cm. */
  maxSum?: number;
  maxGrams: number;
  /** Where the figures come from. */
  source: string;
}

/**
 * Published limits of the flat and small-parcel services (checked Nov 2026).
 * Box services are limited by their pack sizes (catalog) and the tariffs.
 */
export const SERVICE_LIMITS: Readonly<Record<string, ServiceLimits>> = {
  yuumail_regular: {
    maxLength: 34,
    maxWidth: 25,
    maxThickness: 3,
    maxGrams: 1000,
    source: 'Japan Post, ゆうメール: 34 × 25 × 3 cm, 1 kg',
  },
  yuupacket_regular: {
    maxLength: 34,
    maxThickness: 3,
    maxSum: 60,
    maxGrams: 1000,
    source: 'Japan Post, ゆうパケット: sides ≤ 60 cm in all, longest ≤ 34 cm, ≤ 3 cm thick, 1 kg',
  },
  yamato_nekopos: {
    maxLength: 31.2,
    maxWidth: 22.8,
    maxThickness: 2.5,
    maxGrams: 1000,
    source: 'Yamato, ネコポス: 角形A4 31.2 × 22.8 cm, ≤ 2.5 cm thick, 1 kg',
  },
  yamato_kuroneko_yuupacket: {
    maxLength: 34,
    maxThickness: 3,
    maxSum: 60,
    maxGrams: 1000,
    source: 'Yamato, クロネコゆうパケット: sides ≤ 60 cm in all, longest ≤ 34 cm, ≤ 3 cm thick, 1 kg',
  },
  yamato_direct_mail: {
    maxLength: 34,
    maxThickness: 2,
    maxSum: 60,
    maxGrams: 1000,
    source: 'Yamato, クロネコDM便: sides ≤ 60 cm in all, longest ≤ 34 cm, ≤ 2 cm thick, 1 kg',
  },
  seino_mini: {
    maxSum: 60,
    maxGrams: 2000,
    source:
      'Seino, カンガルーミニ便: size 60 (sides ≤ 60 cm in all), 2 kg (inferred: Seino publishes it per contract)',
  },
};

/**
 * Mail-size services: flat parcels that go into the mailbox, limited by their thickness
 * (ゆうメール, ゆうパケット, ネコポス, クロネコゆうパケット, クロネコDM便). A box is never one.
 */
export function isMailSize(service: string): boolean {
  return SERVICE_LIMITS[service]?.maxThickness !== undefined;
}

/** Whether a parcel of these sides (and weight) fits at least one mail-size service. */
export function fitsMailSize(sides: readonly [number, number, number], grams?: number): boolean {
  return Object.keys(SERVICE_LIMITS).some(
    (service) =>
      isMailSize(service) && !fitSaid(service, { sides, ...(grams !== undefined ? { grams } : {}) }),
  );
}

/**
 * Services that give their items no tracking number (Japan Post: ゆうメール, and abroad
 * printed matter, letters and small packets unless registered; Zonos sends the same items).
 */
export const UNTRACKED_SERVICES: readonly string[] = [
  'yuumail_regular',
  ...[
    'printed_matter_air',
    'printed_matter_sea',
    'letters_air',
    'letters_sea',
    'smallpacket_air',
    'smallpacket_sea',
  ].flatMap((base) => [`japanpost_${base}`, `zonos_japanpost_${base}`]),
];

/** What a service carries, as a rate shows it beside the API's members (snake_case, as --json prints it). */
export interface Carries {
  tracking: boolean;
  /** A mail-size service: a flat parcel into the mailbox, never a box. */
  mail_size: boolean;
  max_length_cm?: number;
  max_width_cm?: number;
  max_thickness_cm?: number;
  max_sum_cm?: number;
  max_grams?: number;
}

export function carriesOf(service: string): Carries {
  const l = SERVICE_LIMITS[service];
  const out: Carries = { tracking: !UNTRACKED_SERVICES.includes(service), mail_size: isMailSize(service) };
  if (!l) return out;
  if (l.maxLength !== undefined) out.max_length_cm = l.maxLength;
  if (l.maxWidth !== undefined) out.max_width_cm = l.maxWidth;
  if (l.maxThickness !== undefined) out.max_thickness_cm = l.maxThickness;
  const sum = maxSumOf(l);
  if (sum !== undefined) out.max_sum_cm = sum;
  out.max_grams = l.maxGrams;
  return out;
}

/** What is known of a parcel: its pack size, its three sides (cm) when measured, its weight (g). */
export interface ParcelFacts {
  packSize?: number;
  sides?: readonly [number, number, number];
  grams?: number;
}

/** The sum of the three sides a service's limits allow at most. */
export function maxSumOf(l: ServiceLimits): number | undefined {
  if (l.maxSum !== undefined) return l.maxSum;
  if (l.maxLength !== undefined && l.maxWidth !== undefined && l.maxThickness !== undefined)
    return Math.round((l.maxLength + l.maxWidth + l.maxThickness) * 10) / 10;
  return undefined;
}

/** "34 × 25 × 3 cm, 1 kg" */
export function describeLimits(l: ServiceLimits): string {
  return limitParts(l).map(english).join(', ');
}

/** The parts of describeLimits, by key. */
export function limitParts(l: ServiceLimits): Said[] {
  const sides = [l.maxLength, l.maxWidth, l.maxThickness];
  const parts: Said[] = [];
  if (sides.every((s) => s !== undefined)) parts.push(say('fit.sides', sides as number[]));
  else {
    if (l.maxSum !== undefined) parts.push(say('fit.sum', l.maxSum));
    if (l.maxLength !== undefined) parts.push(say('fit.longest', l.maxLength));
    if (l.maxThickness !== undefined) parts.push(say('fit.thick', l.maxThickness));
  }
  parts.push(say('fit.kg', l.maxGrams / 1000));
  return parts;
}

const nameOf = (service: string): string => {
  const name = serviceInfo(service)?.name;
  return name ? `${service} (${name})` : service;
};

/** Why the parcel does not fit the service, or undefined when it fits (or nothing is known against it). */
export function fitIssue(service: string, facts: ParcelFacts): string | undefined {
  const said = fitSaid(service, facts);
  return said && english(said);
}

/** fitIssue by key. */
export function fitSaid(service: string, facts: ParcelFacts): Said | undefined {
  const l = SERVICE_LIMITS[service];
  if (!l) return undefined;
  const name = nameOf(service);
  const limits = limitParts(l);
  const sum = maxSumOf(l);
  if (facts.sides) {
    const [a, b, c] = [...facts.sides].sort((x, y) => y - x) as [number, number, number];
    const over =
      (l.maxLength !== undefined && a > l.maxLength) ||
      (l.maxWidth !== undefined && b > l.maxWidth) ||
      (l.maxThickness !== undefined && c > l.maxThickness) ||
      (sum !== undefined && a + b + c > sum);
    if (over) return say('fit.carriesSides', name, limits, facts.sides);
  } else if (
    facts.packSize !== undefined &&
    (isMailSize(service) || (sum !== undefined && facts.packSize > sum))
  ) {
    // A pack size names a box (60 = a box whose sides add up to 60 cm), never a flat parcel:
    // a mail-size service is for what is ≤ 3 cm thick, whatever the sum of its sides.
    return say('fit.carriesPackSize', name, limits, facts.packSize);
  }
  if (facts.grams !== undefined && facts.grams > l.maxGrams)
    return say('fit.carriesWeight', name, limits, facts.grams);
  return undefined;
}

/** Unit weights × quantities of the products, in grams; undefined when no product has a weight. */
export function contentGrams(products: unknown): number | undefined {
  if (!Array.isArray(products)) return undefined;
  let total = 0;
  let any = false;
  for (const p of products) {
    if (!isPlainObject(p) || typeof p.weight !== 'number' || !Number.isFinite(p.weight)) continue;
    any = true;
    const q = typeof p.quantity === 'number' && p.quantity >= 1 ? p.quantity : 1;
    total += p.weight * q;
  }
  return any ? total : undefined;
}

/** The parcel facts a request body carries: setup.pack_size and the products' weight. */
export function factsOfBody(body: Record<string, unknown>): ParcelFacts {
  const setup = isPlainObject(body.setup) ? body.setup : {};
  const grams = contentGrams(body.products);
  // Built member by member: an object literal that starts with a spread is copied by V8 in a
  // way that outlives young-generation collections (100,000-row batches).
  const facts: ParcelFacts = {};
  if (typeof setup.pack_size === 'number') facts.packSize = setup.pack_size;
  if (grams !== undefined) facts.grams = grams;
  return facts;
}

/** The chilled and frozen services of carriers that have them, and their temperature. */
export const COOLED_SERVICES: Readonly<Record<string, 'fresh' | 'frozen'>> = {
  sagawa_fresh: 'fresh',
  sagawa_frozen: 'frozen',
  yuupack_fresh: 'fresh',
  yuupack_frozen: 'frozen',
};

/** Services that take cool_options fresh/frozen as an option (クール宅急便 is yamato's regular service plus the option). */
export const COOL_OPTION_SERVICES: readonly string[] = [
  'yamato_regular',
  'yamato_collect',
  'yamato_time',
  'yamato_freight_on_delivery',
  'yamato_dispatch_multiple_units',
  'yamato_taqbin',
  'yamato_taqbin_collect',
];

/** Services whose point is collecting cash on delivery (宅急便コレクト): a prompt asks the amount. */
export const COLLECT_SERVICES: readonly string[] = ['yamato_collect', 'yamato_taqbin_collect'];

/** The cooled service of a carrier for a temperature, when it has one. */
const cooledServiceOf = (carrier: CarrierType, temp: string): string | undefined =>
  Object.entries(COOLED_SERVICES).find(([s, t]) => t === temp && carrierOfService(s) === carrier)?.[0];

/** Services that collect cash on delivery (代金引換, e-コレクト, 宅急便コレクト); inferred from the carriers' offers. */
export const CASH_ON_DELIVERY_SERVICES: readonly string[] = [
  'sagawa_regular',
  'sagawa_fresh',
  'sagawa_frozen',
  'yamato_collect',
  'yamato_taqbin_collect',
  'yuupack_regular',
  'yuupack_fresh',
  'yuupack_frozen',
  'yuumail_regular',
  'seino_regular',
  'seino_takuhai',
  'seino_tsuhan',
  'seino_business',
  'custom_standard',
];

/** cool_options against the service: a cooled service is cooled, a regular one needs its cooled twin. */
export function coolIssue(service: string, cool: unknown): string | undefined {
  const said = coolSaid(service, cool);
  return said && english(said);
}

export function coolSaid(service: string, cool: unknown): Said | undefined {
  if (typeof cool !== 'string') return undefined;
  const carrier = carrierOfService(service);
  if (!carrier || CARRIERS[carrier].class !== 'domestic') return undefined;
  const own = COOLED_SERVICES[service];
  if (own) {
    if (cool === own) return undefined;
    const instead =
      cool === 'regular' ? `${carrier}_regular` : (cooledServiceOf(carrier, cool) ?? `${carrier}_regular`);
    return say('fit.coolContradicts', cool, service, own, instead);
  }
  if (cool !== 'fresh' && cool !== 'frozen') return undefined;
  if (COOL_OPTION_SERVICES.includes(service)) return undefined;
  const twin = cooledServiceOf(carrier, cool);
  if (twin) return say('fit.notCooled', service, cool, twin);
  return say('fit.noCool', service, cool);
}

/**
 * Services for printed paper or documents only (Japan Post's 印刷物 and 書状, EMS documents,
 * and Zonos's codes for them): goods declared to customs go as a parcel, a small packet or EMS.
 */
export function isPaperOnly(service: string): boolean {
  return (
    /(^|_)japanpost_(printed_matter|letters)_/.test(service) || /(^|_)japanpost_ems_document$/.test(service)
  );
}

/** Goods (customs.content_type MERCHANDISE or GIFT) offered to a paper-only service. */
export function contentsSaid(service: string, customs: unknown): Said | undefined {
  if (!isPaperOnly(service) || !isPlainObject(customs)) return undefined;
  const type = typeof customs.content_type === 'string' ? customs.content_type.toUpperCase() : undefined;
  if (type !== 'MERCHANDISE' && type !== 'GIFT') return undefined;
  return say('fit.paperOnly', service, type);
}

/** cash_on_delivery on a service that does not collect it. */
export function cashOnDeliveryIssue(service: string, cod: unknown): string | undefined {
  const said = cashOnDeliverySaid(service, cod);
  return said && english(said);
}

export function cashOnDeliverySaid(service: string, cod: unknown): Said | undefined {
  if (cod === undefined || cod === null) return undefined;
  const carrier = carrierOfService(service);
  if (!carrier || CARRIERS[carrier].class !== 'domestic') return undefined;
  if (CASH_ON_DELIVERY_SERVICES.includes(service)) return undefined;
  const same = CASH_ON_DELIVERY_SERVICES.filter((s) => carrierOfService(s) === carrier);
  const instead = same.length ? same : ['sagawa_regular', 'yamato_collect', 'yuupack_regular'];
  return say('fit.noCashOnDelivery', service, instead);
}

/**
 * The contradictions between a chosen service and the rest of the body (fit,
 * cool, cash on delivery), as problems on the field to change. `sides` are the
 * measured sides when the caller knows them (a domestic body carries none).
 */
export function serviceConflicts(
  service: string,
  body: Record<string, unknown>,
  sides?: ParcelFacts['sides'],
): Problem[] {
  const setup = isPlainObject(body.setup) ? body.setup : {};
  const out: Problem[] = [];
  const facts = factsOfBody(body);
  if (sides) facts.sides = sides;
  const fit = fitSaid(service, facts);
  if (fit) {
    const byWeight = fitSaid(service, { grams: facts.grams }) !== undefined;
    const bySides = !byWeight && sides !== undefined;
    out.push(
      problem(
        byWeight ? 'products' : bySides ? 'setup.service' : 'setup.pack_size',
        say('fit.chooseParcelService', fit),
      ),
    );
  }
  report(out, 'setup.service', contentsSaid(service, body.customs));
  report(out, 'setup.cool_options', coolSaid(service, setup.cool_options));
  report(out, 'setup.cash_on_delivery', cashOnDeliverySaid(service, setup.cash_on_delivery));
  return out;
}

/**
 * Why a rate request must not be quoted for this service: the service would
 * refuse a shipment of the same body (an option its carrier does not take, a
 * pack size it does not have, a parcel it cannot carry, a contradiction).
 */
export function rateRefusal(
  service: string,
  body: Record<string, unknown>,
  now: Date,
  sides?: ParcelFacts['sides'],
): string | undefined {
  const carrier = carrierOfService(service);
  if (!carrier) return undefined;
  const setup = isPlainObject(body.setup) ? body.setup : {};
  const options = checkSetupOptions(setup, {
    mode: 'rates',
    now,
    carrier,
    service,
    scope: CARRIERS[carrier].class,
  });
  const first = [...options.problems, ...serviceConflicts(service, body, sides)][0];
  return first ? `${first.field}: ${first.issue}` : undefined;
}
