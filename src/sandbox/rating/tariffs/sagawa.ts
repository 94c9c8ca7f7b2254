// 佐川急便 飛脚宅配便 (sagawa_regular), sandbox tariff: yen per pack, including tax.
// Bands: 0 same region, 1–5 by distance, 6 to or from 沖縄 (see ../bands.ts).
import { SIZE_CLASSES } from '../../../domain/index.js';
import type { DomesticTariff } from './types.js';

export const SAGAWA_TARIFF: DomesticTariff = {
  service: 'sagawa_regular',
  sizes: SIZE_CLASSES.sagawa!.map((c) => c.size),
  maxGrams: SIZE_CLASSES.sagawa!.map((c) => c.maxGrams),
  prices: {
    60: [1000, 1100, 1200, 1400, 1650, 1900, 2600],
    80: [1300, 1400, 1500, 1700, 1950, 2200, 3400],
    100: [1600, 1700, 1800, 2000, 2250, 2500, 4300],
    140: [2200, 2300, 2450, 2700, 2950, 3300, 6000],
    160: [2500, 2600, 2750, 3000, 3300, 3650, 7000],
  },
};
