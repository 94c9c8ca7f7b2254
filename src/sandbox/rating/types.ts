import type { Surcharge } from './surcharges.js';

/** The parts of a shipment or rate request that rating reads (already validated). */
export interface RateBody {
  to_address?: Record<string, unknown>;
  from_address?: Record<string, unknown>;
  setup?: Record<string, unknown>;
  products?: unknown;
  parcels?: unknown;
}

export type Quote =
  | {
      ok: true;
      /** Freight in yen, surcharges excluded. */
      yen: number;
      /** In yen. */
      surcharges: Surcharge[];
      /** Calendar days from hand-over to delivery; absent when no estimate exists (custom). */
      days?: number;
    }
  | {
      ok: false;
      /** not-applicable: the service does not carry this (skipped in rates); failed: it cannot be priced. */
      kind: 'not-applicable' | 'failed';
      field: string;
      reason: string;
    };
