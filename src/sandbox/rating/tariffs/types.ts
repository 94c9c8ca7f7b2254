// Shapes of the sandbox's published tariffs (documented sandbox data, not the
// carriers' real price lists: plausible yen amounts so that comparisons, sorting
// and negotiated overrides behave as they would against the live service).

/** A region × size grid: price by pack size and distance band (see ../bands.ts). */
export interface DomesticTariff {
  service: string;
  /** Pack sizes in ascending order; a request is charged at the first size that fits. */
  sizes: readonly number[];
  /** Heaviest content (grams) each size carries, same order as sizes: picks the size when pack_size is omitted. */
  maxGrams: readonly number[];
  /** Yen per pack by size, one amount per distance band 0–6 (6 = to or from 沖縄). */
  prices: Readonly<Record<number, readonly [number, number, number, number, number, number, number]>>;
}

/** A flat domestic service: price by content weight, no regions. */
export interface FlatTariff {
  service: string;
  /** [max grams, yen] steps in ascending order; heavier than the last step = not carried. */
  steps: readonly (readonly [number, number])[];
  /** Transit days added to the shipment date for the estimate. */
  days: number;
}

/** International zones, see ../zones.ts. */
export type Zone = 'A' | 'B' | 'C' | 'D' | 'E';
export type PerZone = Readonly<Record<Zone, number>>;

export interface InternationalTariff {
  service: string;
  /** Yen for the first 500 g, per zone. */
  first: PerZone;
  /** Yen per further 500 g (or part of it), per zone. */
  step: PerZone;
  /** Heaviest single parcel carried, grams. */
  maxParcelGrams: number;
  /** Integrators charge the volumetric weight (cm³ / 5 000 kg) when it is higher. */
  volumetric: boolean;
  /** Express integrators add a fuel surcharge (share of the freight). */
  fuel: boolean;
  /** Calendar days to delivery, per zone. */
  days: PerZone;
  /** Only between two addresses in the US (UPS domestic US services). */
  usDomesticOnly?: boolean;
  /** Only for a freight-size parcel (spec 4.8; UPS freight). */
  freightOnly?: boolean;
}
