// ゆうパック (yuupack_regular), sandbox tariff: yen per pack, including tax.
// Every size carries up to 25 kg, so the size is never chosen by weight.
import { SIZE_CLASSES } from '../../../domain/index.js';
import type { DomesticTariff } from './types.js';

export const YUUPACK_TARIFF: DomesticTariff = {
  service: 'yuupack_regular',
  sizes: SIZE_CLASSES.yuupack!.map((c) => c.size),
  maxGrams: SIZE_CLASSES.yuupack!.map((c) => c.maxGrams),
  prices: {
    60: [870, 1010, 1100, 1300, 1530, 1770, 1900],
    80: [1100, 1250, 1350, 1550, 1790, 2050, 2400],
    100: [1390, 1550, 1650, 1850, 2080, 2340, 2950],
    120: [1640, 1790, 1890, 2100, 2340, 2620, 3400],
    140: [1880, 2040, 2140, 2350, 2590, 2870, 3900],
    160: [2130, 2280, 2380, 2600, 2830, 3110, 4400],
    170: [2400, 2550, 2650, 2870, 3100, 3380, 4900],
  },
};
