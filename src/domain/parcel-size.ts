// How a domestic parcel is sized. A box service charges by a size class: the sum
// of the three sides and the weight, whichever class is larger (setup.pack_size
// names it). A letterbox service (ゆうパケット, ゆうメール, ネコポス…) has no size
// class: it takes a flat parcel up to its published measures (service-fit.ts),
// goes into the recipient's mailbox, and ネコポス-like ones cannot be given a
// delivery day. The CLI turns --size and --weight into these; the sandbox prices
// with the same classes.
import { CARRIERS, carrierOfService, type CarrierType } from './catalog.js';

export interface SizeClass {
  /** The class, as setup.pack_size names it: the sum of the three sides it takes, cm. */
  size: number;
  /** The heaviest parcel the class takes, grams. */
  maxGrams: number;
}

const classes = (sizes: readonly number[], grams: readonly number[]): SizeClass[] =>
  sizes.map((size, i) => ({ size, maxGrams: grams[i]! }));

/** yamato's 宅急便 sizes: spec 2.6 lists none for yamato; the carrier publishes these (180 and 200 since 2023). */
export const YAMATO_SIZES: readonly number[] = [60, 80, 100, 120, 140, 160, 180, 200];

/**
 * The size classes of the box carriers. sagawa's and yuupack's sizes are their pack_size
 * values (spec 2.6); the weights, and yamato's sizes, are the carriers' published classes
 * (飛脚宅配便, ゆうパック up to 25 kg at any size, 宅急便).
 */
export const SIZE_CLASSES: Readonly<Partial<Record<CarrierType, readonly SizeClass[]>>> = {
  sagawa: classes(CARRIERS.sagawa.packSizes, [2000, 5000, 10000, 20000, 30000]),
  yuupack: classes(
    CARRIERS.yuupack.packSizes,
    CARRIERS.yuupack.packSizes.map(() => 25000),
  ),
  yamato: classes(YAMATO_SIZES, [2000, 5000, 10000, 15000, 20000, 25000, 30000, 30000]),
};

/**
 * Services delivered to the recipient's mailbox: flat parcels taken by their measures
 * (SERVICE_LIMITS), never by a size class.
 */
export const LETTERBOX_SERVICES: readonly string[] = [
  'yuupacket_regular',
  'yuumail_regular',
  'yamato_nekopos',
  'yamato_kuroneko_yuupacket',
  'yamato_direct_mail',
];

/**
 * Letterbox services without a delivery day or time: the carrier drops them into the
 * mailbox on its round (ゆうメール sells a delivery day as an option, so it is not here).
 */
export const NO_DELIVERY_DAY_SERVICES: readonly string[] = [
  'yuupacket_regular',
  'yamato_nekopos',
  'yamato_kuroneko_yuupacket',
  'yamato_direct_mail',
];

/** The size classes of a carrier, smallest first; empty when it has none. */
export const sizeClassesOf = (carrier: CarrierType | undefined): readonly SizeClass[] =>
  (carrier && SIZE_CLASSES[carrier]) || [];

/** Whether a service is charged by a size class (setup.pack_size): a box service of a carrier that has them. */
export function takesPackSize(service: string): boolean {
  const carrier = carrierOfService(service);
  return sizeClassesOf(carrier).length > 0 && !LETTERBOX_SERVICES.includes(service);
}

/**
 * The smallest class of the carrier that takes a parcel whose sides add up to `sum` cm and
 * that weighs `grams` g (either may be unknown); undefined when none does.
 */
export function sizeClassFor(
  carrier: CarrierType | undefined,
  parcel: { sum?: number; grams?: number },
): SizeClass | undefined {
  return sizeClassesOf(carrier).find(
    (c) =>
      (parcel.sum === undefined || c.size >= parcel.sum) &&
      (parcel.grams === undefined || c.maxGrams >= parcel.grams),
  );
}
