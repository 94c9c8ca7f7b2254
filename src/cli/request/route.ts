// What --weight and --size become on a body: a parcel abroad; in Japan the measures kept
// until the service is known (src/ops/request/parcel.ts fits them then).
import { fitsMailSize, keeping, sizeClassesOf, takesPackSize, type Problem } from '../../domain/index.js';
import { isMissing, objectAt, type Body } from '../../ops/request/body.js';
import {
  ALL_SIZES,
  carrierOf,
  packSizeFor,
  parcelLine,
  routeOf,
  sumOf,
  tooLarge,
  type MeasuredParcel,
} from '../../ops/request/parcel.js';
import { firstParcel, type ShipmentFlags } from './flags.js';
import { parseNumber, parseSize } from './values.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';

export interface ParcelFlagResult {
  problems: Problem[];
  warnings: string[];
  /** A domestic parcel's measures, which the body carries only once the service is known. */
  parcel?: MeasuredParcel;
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
    out.problems.push(
      keeping(
        { field: 'parcels[0].weight', issue: `${SHIPMENT_FLAGS.weight.long} ${weight.issue}` },
        weight.said,
      ),
    );
  if (size && !size.ok)
    out.problems.push(
      keeping({ field: 'parcels[0].width', issue: `${SHIPMENT_FLAGS.size.long} ${size.issue}` }, size.said),
    );

  if (routeOf(body) === 'international') {
    const parcel = firstParcel(body);
    if (weight?.ok) parcel.weight = weight.value;
    if (size?.ok) Object.assign(parcel, size.value);
    return out;
  }
  const parcel: MeasuredParcel = {};
  if (size?.ok) parcel.sides = [size.value.width, size.value.height, size.value.depth];
  if (weight?.ok) parcel.grams = weight.value;
  out.parcel = parcel;
  const setup = objectAt(body, 'setup');
  const service = typeof setup.service === 'string' ? setup.service : undefined;
  const carrier = carrierOf(body);
  const sized = service ? takesPackSize(service) : carrier ? sizeClassesOf(carrier).length > 0 : true;
  // Until the service is known a pack size is provisional (a quote across carriers needs one);
  // settleParcel fits it to the service chosen.
  if (parcel.sides && isMissing(setup.pack_size) && sized) {
    const sum = sumOf(parcel.sides);
    const fits = packSizeFor(carrier, sum, parcel.grams);
    // A pack size declares a box, which no mail service takes: a comparison of a flat parcel
    // that the smallest box class holds anyway is sent without one, so that both are quoted.
    const flatAndSmall = !service && fits === ALL_SIZES[0] && fitsMailSize(parcel.sides, parcel.grams);
    if (fits === undefined) out.problems.push(tooLarge(flags, sum, carrier, parcel.grams));
    else if (!flatAndSmall) {
      setup.pack_size = fits;
      parcel.packSizeFromSides = true;
    }
  }
  // A quote compares flat-rate services (ゆうメール…) too: they price by weight.
  if (mode === 'rates' && parcel.grams !== undefined && !Array.isArray(body.products))
    body.products = [parcelLine(parcel.grams)];
  return out;
}
