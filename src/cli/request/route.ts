// Which carrier and which kind of route a body describes, and what --weight and
// --size become on it: a parcel abroad; in Japan a pack size (domestic carriers
// size by the sum of the three sides, spec 2.6) and, for a quote, the weight
// the flat-rate services price by.
import {
  carrierOfService,
  CARRIERS,
  isCarrierType,
  routeScope,
  type CarrierClass,
  type CarrierType,
  type Problem,
} from '../../domain/index.js';
import { isMissing, isRecord, objectAt, type Body } from './body.js';
import { firstParcel, type ShipmentFlags } from './flags.js';
import { parseNumber, parseSize } from './values.js';

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

/** Pack sizes for a rate comparison across carriers: every size a domestic carrier lists. */
const ALL_PACK_SIZES = [
  ...new Set(Object.values(CARRIERS).flatMap((c) => (c.class === 'domestic' ? c.packSizes : []))),
].sort((a, b) => a - b);

/** The smallest pack size holding a parcel whose three sides add up to `sum` cm. */
export function packSizeFor(carrier: CarrierType | undefined, sum: number): number | undefined {
  const listed = carrier ? CARRIERS[carrier].packSizes : [];
  const sizes = listed.length > 0 ? listed : ALL_PACK_SIZES;
  return sizes.find((s) => s >= sum);
}

export interface ParcelFlagResult {
  problems: Problem[];
  warnings: string[];
  /** The measured sides (--size) of a domestic parcel: not sent, but they decide which services fit. */
  sides?: [number, number, number];
}

export function applyParcelFlags(
  body: Body,
  flags: Pick<ShipmentFlags, 'weight' | 'size'>,
  mode: 'shipment' | 'rates',
): ParcelFlagResult {
  const out: ParcelFlagResult = { problems: [], warnings: [] };
  if (flags.weight === undefined && flags.size === undefined) return out;
  const weight =
    flags.weight === undefined
      ? undefined
      : parseNumber(flags.weight, { min: 0, exclusiveMin: true, unit: 'grams' });
  const size = flags.size === undefined ? undefined : parseSize(flags.size);
  if (weight && !weight.ok)
    out.problems.push({ field: 'parcels[0].weight', issue: `--weight ${weight.issue}` });
  if (size && !size.ok) out.problems.push({ field: 'parcels[0].width', issue: `--size ${size.issue}` });

  if (routeOf(body) === 'international') {
    const parcel = firstParcel(body);
    if (weight?.ok) parcel.weight = weight.value;
    if (size?.ok) Object.assign(parcel, size.value);
    return out;
  }
  const setup = objectAt(body, 'setup');
  if (size?.ok) out.sides = [size.value.width, size.value.height, size.value.depth];
  if (size?.ok && isMissing(setup.pack_size)) {
    const sum = size.value.width + size.value.height + size.value.depth;
    const carrier = carrierOf(body);
    const fits = packSizeFor(carrier, sum);
    if (fits !== undefined) setup.pack_size = fits;
    else
      out.problems.push({
        field: 'setup.pack_size',
        issue: `--size ${flags.size} adds up to ${sum} cm, more than the largest pack size${carrier ? ` of ${carrier}` : ''}`,
      });
  }
  if (weight?.ok) {
    if (mode === 'rates' && !Array.isArray(body.products)) {
      // Flat-rate services (ゆうパケット, ネコポス…) price by weight; a quote has no contents list.
      body.products = [{ name: 'Parcel', quantity: 1, weight: weight.value }];
    } else if (mode === 'shipment') {
      out.warnings.push('--weight is not sent for a Japan domestic shipment: it is sized by --pack-size');
    }
  }
  return out;
}
