// Domestic Japan quotes: region × size grids (sagawa, yamato, yuupack) with
// uploaded negotiated rates taking precedence, and flat services by weight.
import { regionOf, type CarrierType, type NegotiatedRate } from '../../domain/index.js';
import { prefectureOfAddress, type AddressLike } from '../postal.js';
import { bandBetween, DAYS_BY_BAND } from './bands.js';
import { cashOnDeliveryYen, COOL_CARRIERS, coolYen, insuranceYen, type Surcharge } from './surcharges.js';
import { FLAT_TARIFFS, YAMATO_FLAT_TARIFFS } from './tariffs/flat.js';
import { SAGAWA_TARIFF } from './tariffs/sagawa.js';
import type { DomesticTariff, FlatTariff } from './tariffs/types.js';
import { YAMATO_TARIFF } from './tariffs/yamato.js';
import { YUUPACK_TARIFF } from './tariffs/yuupack.js';
import { productsGrams } from './weights.js';
import type { Quote, RateBody } from './types.js';

interface GridBasis {
  grid: DomesticTariff;
  regions: 'sagawa' | 'yamato' | 'yuupack';
  /** Multiplier on the grid price (air, time-definite). */
  factor?: number;
  /** The service itself is chilled or frozen. */
  cool?: boolean;
  /** Day(s) saved against the grid's transit time. */
  faster?: number;
}

const SAGAWA: GridBasis = { grid: SAGAWA_TARIFF, regions: 'sagawa' };
const YAMATO: GridBasis = { grid: YAMATO_TARIFF, regions: 'yamato' };
const YUUPACK: GridBasis = { grid: YUUPACK_TARIFF, regions: 'yuupack' };

/** What each domestic service is priced on; services absent here cost nothing (custom). */
const GRID_BASIS: Readonly<Record<string, GridBasis>> = {
  sagawa_regular: SAGAWA,
  sagawa_fresh: { ...SAGAWA, cool: true },
  sagawa_frozen: { ...SAGAWA, cool: true },
  sagawa_plane: { ...SAGAWA, factor: 1.6, faster: 1 },
  yamato_regular: YAMATO,
  yamato_collect: YAMATO,
  yamato_time: { ...YAMATO, factor: 1.25 },
  yamato_freight_on_delivery: YAMATO,
  yamato_dispatch_multiple_units: YAMATO,
  yamato_taqbin: YAMATO,
  yamato_taqbin_collect: YAMATO,
  yuupack_regular: YUUPACK,
  yuupack_fresh: { ...YUUPACK, cool: true },
  yuupack_frozen: { ...YUUPACK, cool: true },
};
const FLAT: Readonly<Record<string, FlatTariff>> = { ...FLAT_TARIFFS, ...YAMATO_FLAT_TARIFFS };

export const isPricedDomestic = (service: string): boolean => service in GRID_BASIS || service in FLAT;

/**
 * The size class a request is charged at: the larger of pack_size (rounded up) and the
 * class of the content's weight, as the carriers charge a small heavy box.
 */
function sizeFor(grid: DomesticTariff, packSize: unknown, grams: number): number | undefined {
  const index = grid.maxGrams.findIndex((max) => grams <= max);
  const byWeight = index === -1 ? undefined : grid.sizes[index];
  if (typeof packSize !== 'number' || byWeight === undefined) return byWeight;
  const bySides = grid.sizes.find((s) => s >= packSize);
  return bySides === undefined ? undefined : Math.max(bySides, byWeight);
}

/** The uploaded price for one cell of the grid, when the upload has that cell. */
function negotiatedYen(rows: readonly NegotiatedRate[] | undefined, from: string, size: number, to: string) {
  const yen = rows?.find((r) => r.from === from && r.size === size)?.price[to];
  return yen !== undefined && Number.isFinite(yen) ? yen : undefined;
}

const setupOf = (body: RateBody): Record<string, unknown> => body.setup ?? {};
const amountOf = (v: unknown): number => (typeof v === 'number' && v >= 1 ? Math.trunc(v) : 1);

function commonSurcharges(carrier: CarrierType, setup: Record<string, unknown>): Surcharge[] {
  const out: Surcharge[] = [];
  const cod = setup.cash_on_delivery as { amount?: unknown } | undefined;
  if (cod && typeof cod.amount === 'number')
    out.push({ type: 'cash_on_delivery', price: cashOnDeliveryYen(cod.amount) });
  if (carrier === 'sagawa' && typeof setup.insurance === 'number' && setup.insurance > 0) {
    out.push({ type: 'insurance', price: insuranceYen(carrier, setup.insurance) });
  }
  return out;
}

function quoteGrid(
  carrier: CarrierType,
  service: string,
  basis: GridBasis,
  body: RateBody,
  negotiated?: readonly NegotiatedRate[],
): Quote {
  const setup = setupOf(body);
  const ends = { from: body.from_address, to: body.to_address } as Record<
    'from' | 'to',
    AddressLike | undefined
  >;
  const regions: Partial<Record<'from' | 'to', string>> = {};
  for (const end of ['from', 'to'] as const) {
    const pref = prefectureOfAddress(ends[end]);
    const region = pref && regionOf(basis.regions, pref);
    if (!region) {
      const a = ends[end];
      return {
        ok: false,
        kind: 'failed',
        field: `${end}_address.zip`,
        reason: `the prefecture of ${end}_address cannot be told from zip ${JSON.stringify(a?.zip ?? null)} or province ${JSON.stringify(a?.province ?? null)}: give a valid Japanese postal code or the prefecture code (13 for 東京都)`,
      };
    }
    regions[end] = region;
  }
  const band = bandBetween(regions.from!, regions.to!) ?? 5;
  const size = sizeFor(basis.grid, setup.pack_size, productsGrams(body.products));
  if (size === undefined) {
    return {
      ok: false,
      kind: 'not-applicable',
      field: 'setup.pack_size',
      reason: `${service} takes sizes up to ${basis.grid.sizes.at(-1)} and ${basis.grid.maxGrams.at(-1)} g; the parcel is larger or heavier`,
    };
  }
  const listed = basis.grid.prices[size]![band];
  const deal = negotiatedYen(negotiated, regions.from!, size, regions.to!);
  // A negotiated price replaces the listed one; air and time-definite supplements still apply.
  const base = deal ?? listed;
  const perPack = basis.factor ? Math.round((base * basis.factor) / 10) * 10 : base;
  const packs = amountOf(setup.pack_amount);
  const surcharges = commonSurcharges(carrier, setup);
  const coolOption = setup.cool_options === 'fresh' || setup.cool_options === 'frozen';
  if (basis.cool || (coolOption && COOL_CARRIERS.includes(carrier))) {
    surcharges.push({ type: 'cool', price: coolYen(size) * packs });
  }
  return {
    ok: true,
    yen: perPack * packs,
    surcharges,
    days: Math.max(1, DAYS_BY_BAND[band] - (basis.faster ?? 0)),
  };
}

function quoteFlat(carrier: CarrierType, tariff: FlatTariff, body: RateBody): Quote {
  const setup = setupOf(body);
  if (setup.cool_options === 'fresh' || setup.cool_options === 'frozen') {
    return {
      ok: false,
      kind: 'not-applicable',
      field: 'setup.cool_options',
      reason: `${tariff.service} does not carry chilled or frozen parcels; use sagawa, yamato or yuupack`,
    };
  }
  const grams = productsGrams(body.products);
  const step = tariff.steps.find(([max]) => grams <= max);
  if (!step) {
    return {
      ok: false,
      kind: 'not-applicable',
      field: 'products',
      reason: `${tariff.service} carries at most ${tariff.steps.at(-1)![0]} g; the content weighs ${grams} g`,
    };
  }
  return {
    ok: true,
    yen: step[1] * amountOf(setup.pack_amount),
    surcharges: commonSurcharges(carrier, setup),
    days: tariff.days,
  };
}

export function quoteDomestic(
  carrier: CarrierType,
  service: string,
  body: RateBody,
  negotiated?: readonly NegotiatedRate[],
): Quote {
  const grid = GRID_BASIS[service];
  if (grid) return quoteGrid(carrier, service, grid, body, negotiated);
  const flat = FLAT[service];
  if (flat) return quoteFlat(carrier, flat, body);
  // In-house delivery (custom): no carrier, no price, no estimate.
  return { ok: true, yen: 0, surcharges: [] };
}

/** The services POST /v1/rates quotes for a domestic carrier: regular only where the spec says so (4.8). */
export function ratedDomesticServices(carrier: CarrierType, regularOnly: string | undefined): string[] {
  if (regularOnly) return [regularOnly];
  return Object.keys(FLAT_TARIFFS).filter((s) => s.startsWith(`${carrier}_`));
}
