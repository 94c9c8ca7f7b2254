// ヤマト運輸 宅急便 (yamato_regular), sandbox tariff: yen per pack, including tax.
// The spec lists no yamato pack sizes; the sizes and weights are the 宅急便 classes of
// src/domain/parcel-size.ts.
import { SIZE_CLASSES } from '../../../domain/index.js';
import type { DomesticTariff } from './types.js';

export const YAMATO_TARIFF: DomesticTariff = {
  service: 'yamato_regular',
  sizes: SIZE_CLASSES.yamato!.map((c) => c.size),
  maxGrams: SIZE_CLASSES.yamato!.map((c) => c.maxGrams),
  prices: {
    60: [940, 1060, 1190, 1330, 1460, 1730, 2200],
    80: [1230, 1350, 1480, 1620, 1750, 2020, 2950],
    100: [1530, 1650, 1780, 1920, 2050, 2320, 3700],
    120: [1850, 1970, 2100, 2240, 2370, 2640, 4500],
    140: [2190, 2310, 2440, 2580, 2710, 2980, 5300],
    160: [2510, 2630, 2760, 2900, 3030, 3300, 6100],
    180: [3190, 3310, 3440, 3580, 3710, 3980, 7000],
    200: [3850, 3970, 4100, 4240, 4370, 4640, 7900],
  },
};
