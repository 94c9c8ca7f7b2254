// Weights for rating, in grams (live notes: grams and centimetres). Parcels win
// when given (international); otherwise the products' unit weights × quantities.
export interface ParcelLike {
  weight: number;
  amount: number;
  width?: number;
  height?: number;
  depth?: number;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];

export function parcelsOf(parcels: unknown): ParcelLike[] {
  return records(parcels).map((p) => ({
    weight: num(p.weight) ?? 0,
    amount: Math.max(1, Math.trunc(num(p.amount) ?? 1)),
    width: num(p.width),
    height: num(p.height),
    depth: num(p.depth),
  }));
}

export function productsGrams(products: unknown): number {
  return records(products).reduce(
    (sum, p) => sum + (num(p.weight) ?? 0) * Math.max(1, num(p.quantity) ?? 1),
    0,
  );
}

/** Volumetric weight of a parcel in grams: cm³ / 5 000 kg, the integrators' divisor. */
const volumetricGrams = (p: ParcelLike): number =>
  p.width && p.height && p.depth ? (p.width * p.height * p.depth) / 5 : 0;

/** Total weight charged: each parcel at its actual or, for integrators, volumetric weight. */
export function chargeableGrams(
  body: { parcels?: unknown; products?: unknown },
  volumetric: boolean,
): number {
  const parcels = parcelsOf(body.parcels);
  if (parcels.length === 0) return productsGrams(body.products);
  return parcels.reduce(
    (sum, p) => sum + Math.max(p.weight, volumetric ? volumetricGrams(p) : 0) * p.amount,
    0,
  );
}

/** The heaviest single parcel (or the whole content when no parcels are given). */
export function heaviestParcelGrams(body: { parcels?: unknown; products?: unknown }): number {
  const parcels = parcelsOf(body.parcels);
  if (parcels.length === 0) return productsGrams(body.products);
  return Math.max(...parcels.map((p) => p.weight));
}
