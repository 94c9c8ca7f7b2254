// Label colours: each carrier's own (roughly, enough to tell labels apart at a
// glance), black only for the _BW, thermal and 4x6-class formats, and the tinted
// frame of sagawa's blue and green sheets.
import { grayscale, rgb, type Color } from '@cantoo/pdf-lib';
import type { CarrierType } from '../../domain/index.js';
import { BLACK, WHITE } from './canvas.js';
import type { Tint } from './print-sizes.js';

export interface Palette {
  /** Header band and title strips. */
  accent: Color;
  /** Text on the accent. */
  onAccent: Color;
  /** The frame around the label. */
  frame: Color;
  /** Cool (refrigerated) badge, void badge. */
  cool: Color;
  alert: Color;
  /** Background of the sender strip. */
  soft: Color;
}

const RED = rgb(0.84, 0.02, 0.07);
const YELLOW = rgb(1, 0.8, 0);

const CARRIER_ACCENTS: Partial<Record<CarrierType, [Color, Color]>> = {
  yamato: [YELLOW, BLACK],
  sagawa: [rgb(0, 0.3, 0.62), WHITE],
  yuupack: [RED, WHITE],
  yuupacket: [RED, WHITE],
  yuumail: [RED, WHITE],
  japanpost: [RED, WHITE],
  zonos: [RED, WHITE],
  dhl: [YELLOW, RED],
  fedex: [rgb(0.3, 0.08, 0.55), WHITE],
  ups: [rgb(0.21, 0.11, 0.08), rgb(1, 0.71, 0)],
  seino: [rgb(0, 0.45, 0.25), WHITE],
};

const TINTS: Record<'blue' | 'green', Color> = {
  blue: rgb(0.1, 0.35, 0.75),
  green: rgb(0.08, 0.52, 0.3),
};

export function paletteFor(carrier: CarrierType, tint: Tint): Palette {
  if (tint === 'mono')
    return { accent: BLACK, onAccent: WHITE, frame: BLACK, cool: BLACK, alert: BLACK, soft: grayscale(0.9) };
  if (tint === 'blue' || tint === 'green') {
    const c = TINTS[tint];
    return { accent: c, onAccent: WHITE, frame: c, cool: c, alert: RED, soft: grayscale(0.93) };
  }
  const [accent, onAccent] = CARRIER_ACCENTS[carrier] ?? [grayscale(0.2), WHITE];
  return { accent, onAccent, frame: BLACK, cool: rgb(0, 0.45, 0.8), alert: RED, soft: grayscale(0.93) };
}
