// Surcharges of the sandbox tariffs (documented sandbox data, yen). Each comes
// back as its own line in a rate's `surcharges` and is included in its `price`.
export type SurchargeType = 'insurance' | 'cool' | 'cash_on_delivery' | 'signature' | 'fuel';

export interface Surcharge {
  type: SurchargeType;
  price: number;
}

/** Carriers with a temperature-controlled variant of their regular service. */
export const COOL_CARRIERS: readonly string[] = ['sagawa', 'yamato', 'yuupack'];

/** Per pack, by size class: the chilled/frozen supplement. */
export function coolYen(size: number): number {
  if (size <= 60) return 275;
  if (size <= 80) return 330;
  if (size <= 100) return 440;
  return 715;
}

/** 代金引換 handling fee by the amount collected (yen). */
export function cashOnDeliveryYen(amountYen: number): number {
  if (amountYen <= 10_000) return 330;
  if (amountYen <= 30_000) return 440;
  if (amountYen <= 100_000) return 660;
  if (amountYen <= 300_000) return 1_100;
  return 1_650;
}

/**
 * Insurance premium for the declared amount (yen): international carriers 1 %
 * with a 500 yen minimum; sagawa 100 yen per 100 000 yen declared.
 */
export function insuranceYen(carrier: string, insuredYen: number): number {
  if (insuredYen <= 0) return 0;
  if (carrier === 'sagawa') return Math.ceil(insuredYen / 100_000) * 100;
  return Math.max(500, Math.ceil(insuredYen / 100 / 10) * 10);
}

/** Integrators charge for a signature on delivery; on post services it is included. */
export const SIGNATURE_CARRIERS: readonly string[] = ['dhl', 'fedex', 'ups', 'pegasus'];
export const SIGNATURE_YEN = 600;

/** Fuel surcharge of the integrators: a share of the freight. */
export const FUEL_SHARE = 0.2;
