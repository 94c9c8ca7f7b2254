// How a domestic parcel is sized: box services by the class holding both its sides and
// its weight, letterbox services by their own measures and never by a class.
import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  LETTERBOX_SERVICES,
  NEGOTIATED_RATE_SIZES,
  NO_DELIVERY_DAY_SERVICES,
  SERVICE_LIMITS,
  sizeClassFor,
  sizeClassesOf,
  takesPackSize,
} from '../../../src/domain/index.js';

describe('size classes', () => {
  it('sagawa’s and yuupack’s classes are their pack sizes (spec 2.6); yamato’s are the 宅急便 sizes its rate rows use', () => {
    expect(sizeClassesOf('sagawa').map((c) => c.size)).toEqual([...CARRIERS.sagawa.packSizes]);
    expect(sizeClassesOf('yuupack').map((c) => c.size)).toEqual([...CARRIERS.yuupack.packSizes]);
    expect(sizeClassesOf('yamato').map((c) => c.size)).toEqual([...NEGOTIATED_RATE_SIZES.yamato]);
    expect(sizeClassesOf('yuupacket')).toEqual([]);
  });
  it('the class holds both the sides and the weight: a small heavy box is a larger class', () => {
    expect(sizeClassFor('sagawa', { sum: 60 })?.size).toBe(60);
    expect(sizeClassFor('sagawa', { sum: 60, grams: 3000 })?.size).toBe(80);
    expect(sizeClassFor('sagawa', { sum: 110 })?.size).toBe(140);
    expect(sizeClassFor('yamato', { sum: 60, grams: 8000 })?.size).toBe(100);
    expect(sizeClassFor('yamato', { sum: 190 })?.size).toBe(200);
    // ゆうパック takes up to 25 kg at any size.
    expect(sizeClassFor('yuupack', { sum: 60, grams: 20000 })?.size).toBe(60);
    expect(sizeClassFor('sagawa', { sum: 60, grams: 31000 })).toBeUndefined();
    expect(sizeClassFor('sagawa', { sum: 161 })).toBeUndefined();
  });
  it('letterbox services take no size class; box services of the three carriers do', () => {
    for (const s of LETTERBOX_SERVICES) expect(takesPackSize(s), s).toBe(false);
    for (const s of ['sagawa_regular', 'yuupack_frozen', 'yamato_regular', 'yamato_collect'])
      expect(takesPackSize(s), s).toBe(true);
    for (const s of ['seino_regular', 'custom_standard', 'dhl_express_worldwide'])
      expect(takesPackSize(s), s).toBe(false);
  });
  it('the letterbox services are the thin ones of the published limits; the ones without a delivery day are among them', () => {
    const thin = Object.keys(SERVICE_LIMITS).filter((s) => SERVICE_LIMITS[s]!.maxThickness !== undefined);
    expect([...LETTERBOX_SERVICES].sort()).toEqual(thin.sort());
    for (const s of NO_DELIVERY_DAY_SERVICES) expect(LETTERBOX_SERVICES).toContain(s);
  });
});
