// What a domestic parcel's measures become once its service is known: a box service gets the
// size class that holds both the sides and the weight (setup.pack_size, spec 2.6); a letterbox
// service (ゆうパケット…) gets no size class, and its weight goes in the only member the spec
// has for one, a product line (2.2). Which carrier and route a body describes is read here too.
import { messages } from '../../i18n/index.js';
import { flagOf } from '../../config/flag-names.js';
import {
  carrierOfService,
  CARRIERS,
  contentGrams,
  isCarrierType,
  problem,
  routeScope,
  say,
  SIZE_CLASSES,
  sizeClassFor,
  sizeClassesOf,
  takesPackSize,
  type CarrierClass,
  type CarrierType,
  type Problem,
} from '../../domain/index.js';
import { isMissing, isRecord, objectAt, type Body } from './body.js';

/** What the parcel was measured as, in the words given (`--size 30x20x2`): named by a problem. */
/** The flags that measure a parcel, as its messages name them. */
const PARCEL_FLAGS = { weight: flagOf('weight'), size: flagOf('size'), packSize: flagOf('pack_size') };

export interface GivenMeasures {
  size?: string | undefined;
}

/** The carrier named by setup.service (the catalog knows every service's carrier) or setup.carrier. */
export function carrierOf(body: Body): CarrierType | undefined {
  const setup = isRecord(body.setup) ? body.setup : {};
  if (typeof setup.service === 'string') {
    const c = carrierOfService(setup.service);
    if (c) return c;
  }
  return isCarrierType(setup.carrier) ? setup.carrier : undefined;
}

/**
 * Domestic or international: the carrier's class when known, else the two
 * countries (a sender not known yet is taken to be in Japan).
 */
export function routeOf(body: Body): CarrierClass | undefined {
  const carrier = carrierOf(body);
  if (carrier) return CARRIERS[carrier].class;
  const from = isRecord(body.from_address) ? body.from_address : { country: 'JP' };
  return routeScope(body.to_address, isMissing(from.country) ? { ...from, country: 'JP' } : from);
}

/** Every size class of every box carrier: a comparison across carriers is quoted at the smallest that holds the sides. */
export const ALL_SIZES = [
  ...new Set(Object.values(SIZE_CLASSES).flatMap((classes) => classes.map((c) => c.size))),
].sort((a, b) => a - b);

/**
 * The pack size of a parcel whose sides add up to `sum` cm (and that weighs `grams` g): the
 * carrier's smallest class holding both, or without a carrier the smallest size of any.
 */
export function packSizeFor(
  carrier: CarrierType | undefined,
  sum: number,
  grams?: number,
): number | undefined {
  if (carrier && sizeClassesOf(carrier).length > 0)
    return sizeClassFor(carrier, { sum, ...(grams !== undefined ? { grams } : {}) })?.size;
  return ALL_SIZES.find((s) => s >= sum);
}

/** What --size and --weight said of a domestic parcel, kept until the service is known. */
export interface MeasuredParcel {
  /** The three sides, cm. */
  sides?: [number, number, number];
  grams?: number;
  /** setup.pack_size was worked out from --size, so it follows the service chosen later. */
  packSizeFromSides?: boolean;
}

/** The product line a domestic parcel's weight travels in, when nothing else carries it. */
export const PARCEL_LINE_NAME = 'Parcel';
export const parcelLine = (grams: number) => ({ name: PARCEL_LINE_NAME, quantity: 1, weight: grams });
export const isParcelLine = (p: unknown): boolean =>
  isRecord(p) &&
  p.name === PARCEL_LINE_NAME &&
  p.quantity === 1 &&
  typeof p.weight === 'number' &&
  Object.keys(p).length === 3;

export const sumOf = (sides: readonly number[]): number => sides.reduce((a, b) => a + b, 0);

export function tooLarge(
  flags: GivenMeasures,
  sum: number,
  carrier: CarrierType | undefined,
  grams: number | undefined,
): Problem {
  const largest = sizeClassesOf(carrier).at(-1);
  const heavy = largest && grams !== undefined && grams > largest.maxGrams && sum <= largest.size;
  return heavy
    ? problem(
        'setup.service',
        say('flags.tooHeavy', grams, String(carrier), largest.size, largest.maxGrams / 1000),
      )
    : problem('setup.pack_size', say('flags.tooLarge', String(flags.size), sum, carrier));
}

/**
 * Fits the measured parcel to the service the body now names: a box service gets the class
 * holding both its sides and its weight; a letterbox service gets no pack size, and its weight
 * goes in a product line unless products already carry one. Warns only where a measure given
 * is lost (no place in the body, no check it changes).
 */
export function settleParcel(
  body: Body,
  parcel: MeasuredParcel | undefined,
  flags: GivenMeasures,
): { problems: Problem[]; warnings: string[] } {
  const out = { problems: [] as Problem[], warnings: [] as string[] };
  const setup = objectAt(body, 'setup');
  const service = typeof setup.service === 'string' ? setup.service : undefined;
  const carrier = service ? carrierOfService(service) : undefined;
  if (!parcel || !service || !carrier || CARRIERS[carrier].class !== 'domestic') return out;
  const { sides, grams } = parcel;
  if (takesPackSize(service)) {
    if (sides && (parcel.packSizeFromSides || isMissing(setup.pack_size))) {
      const sum = sumOf(sides);
      const fits = packSizeFor(carrier, sum, grams);
      if (fits !== undefined) {
        setup.pack_size = fits;
        parcel.packSizeFromSides = true;
      } else out.problems.push(tooLarge(flags, sum, carrier, grams));
    } else if (grams !== undefined) {
      const given = typeof setup.pack_size === 'number' ? setup.pack_size : undefined;
      const cls = given === undefined ? undefined : sizeClassesOf(carrier).find((c) => c.size >= given);
      // Where the pack size is required, its absence is the problem reported, not the weight.
      if (given === undefined) {
        if (CARRIERS[carrier].packSizes.length === 0)
          out.warnings.push(messages().support.parcel.weightNotSentBySize(String(service), PARCEL_FLAGS));
      } else if (cls && grams > cls.maxGrams) {
        const heavier = packSizeFor(carrier, given, grams);
        out.warnings.push(
          messages().support.parcel.heavierThanSize(
            grams,
            carrier,
            given,
            cls.maxGrams / 1000,
            heavier,
            PARCEL_FLAGS,
          ),
        );
      }
    }
    return out;
  }
  if (parcel.packSizeFromSides) {
    delete setup.pack_size;
    delete parcel.packSizeFromSides;
  }
  if (grams !== undefined) {
    if (!Array.isArray(body.products)) addProducts(body, [parcelLine(grams)]);
    else if (contentGrams(body.products) === undefined)
      out.warnings.push(messages().support.parcel.weightInProducts(flagOf('weight'), flagOf('input')));
  }
  return out;
}

/** Adds products before the members the spec lists after them, so a --dry-run body keeps its order. */
function addProducts(body: Body, products: unknown[]): void {
  body.products = products;
  for (const key of ['parcels', 'customs', 'bill_to', 'setup']) {
    if (!(key in body)) continue;
    const value = body[key];
    delete body[key];
    body[key] = value;
  }
}
