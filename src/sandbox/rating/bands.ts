// Distance bands between two rate regions, which is how the domestic tariffs are
// laid out: 0 within a region, 1–5 by the distance between the regions' main
// cities, 6 when exactly one end is 沖縄 (flown, so priced apart). One geometry
// serves all three carriers because their region names overlap (関西 = 近畿,
// 中部 ≈ 東海) and only the cut lines differ.

// Approximate centre of each region name used by any carrier (spec 4.9), lat/lon.
const CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  北海道: [43.06, 141.35],
  東北: [39.0, 140.9],
  北東北: [39.7, 141.1],
  南東北: [38.27, 140.87],
  関東: [35.68, 139.77],
  信越: [37.3, 138.6],
  北陸: [36.6, 136.6],
  東海: [35.17, 136.9],
  中部: [35.17, 136.9],
  関西: [34.69, 135.5],
  近畿: [34.69, 135.5],
  中国: [34.4, 133.2],
  四国: [33.8, 133.5],
  九州: [33.0, 130.6],
  北九州: [33.6, 130.4],
  南九州: [32.0, 130.8],
  沖縄: [26.2, 127.7],
};

// Upper bound in km of bands 1–5.
const BAND_LIMITS = [350, 700, 1000, 1400] as const;

function km([lat1, lon1]: readonly [number, number], [lat2, lon2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

export type Band = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The distance band between two region names; undefined when either is unknown. */
export function bandBetween(from: string, to: string): Band | undefined {
  const a = CENTRES[from];
  const b = CENTRES[to];
  if (!a || !b) return undefined;
  if (from === to) return 0;
  if (from === '沖縄' || to === '沖縄') return 6;
  const d = km(a, b);
  const index = BAND_LIMITS.findIndex((limit) => d <= limit);
  return (index === -1 ? 5 : index + 1) as Band;
}

/** Calendar days from hand-over to delivery by band: next day nearby, longer far away and by air. */
export const DAYS_BY_BAND: Readonly<Record<Band, number>> = { 0: 1, 1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 4 };
