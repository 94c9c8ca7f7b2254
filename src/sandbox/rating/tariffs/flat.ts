// Domestic services without regions (sandbox tariffs, yen including tax):
// ゆうパケット and ゆうメール by weight, 西濃 カンガルー services flat per pack.
// The spec names no rates for them; these keep `rates` and `ship` usable.
import type { FlatTariff } from './types.js';

const ANY = 30000;

export const FLAT_TARIFFS: Readonly<Record<string, FlatTariff>> = {
  yuupacket_regular: { service: 'yuupacket_regular', steps: [[1000, 360]], days: 2 },
  yuumail_regular: {
    service: 'yuumail_regular',
    steps: [
      [150, 180],
      [250, 215],
      [500, 310],
      [1000, 360],
    ],
    days: 4,
  },
  seino_regular: { service: 'seino_regular', steps: [[ANY, 1500]], days: 2 },
  seino_takuhai: { service: 'seino_takuhai', steps: [[ANY, 1200]], days: 2 },
  seino_mini: { service: 'seino_mini', steps: [[2000, 800]], days: 2 },
  seino_tsuhan: { service: 'seino_tsuhan', steps: [[ANY, 700]], days: 3 },
  seino_business: { service: 'seino_business', steps: [[ANY, 1300]], days: 2 },
};

/** Yamato's small-parcel services (not quoted by POST /v1/rates, spec 4.8; priced on shipments). */
export const YAMATO_FLAT_TARIFFS: Readonly<Record<string, FlatTariff>> = {
  yamato_direct_mail: { service: 'yamato_direct_mail', steps: [[1000, 165]], days: 3 },
  yamato_nekopos: { service: 'yamato_nekopos', steps: [[1000, 385]], days: 2 },
  yamato_kuroneko_yuupacket: { service: 'yamato_kuroneko_yuupacket', steps: [[1000, 360]], days: 2 },
};
