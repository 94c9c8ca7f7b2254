// POST /v1/carriers/:id/rates (spec 4.9): uploaded rate grids. Each row is an
// origin region and a pack size, with a price per destination region; region
// names are the carrier's own (geo/regions.ts), prices strings such as "1,234".
import { CARRIERS } from './catalog.js';
import { YAMATO_SIZES } from './parcel-size.js';
import { hasRegionTable, REGIONS, regionNameSaid, type RegionCarrier } from './geo/index.js';
import {
  english,
  fieldPath,
  integerIssue,
  isPlainObject,
  problem,
  say,
  show,
  type Problem,
} from './problems.js';

/**
 * Sizes a rate row may have. yuupack and sagawa: their pack sizes (spec 2.6).
 * yamato lists no pack sizes, so its published 宅急便 sizes are used (parcel-size.ts).
 */
export const NEGOTIATED_RATE_SIZES: Readonly<Record<RegionCarrier, readonly number[]>> = {
  yuupack: CARRIERS.yuupack.packSizes,
  sagawa: CARRIERS.sagawa.packSizes,
  yamato: YAMATO_SIZES,
};

export const NEGOTIATED_RATE_CARRIERS = Object.keys(NEGOTIATED_RATE_SIZES) as RegionCarrier[];

export const COOL_RATES_ISSUE = english(say('negotiatedRates.cool'));

const ROW_MEMBERS = ['from', 'size', 'price'];

/** "1,234" → 1234, "980" → 980, "1,234.50" → 1234.5; undefined for "1.234,5", "-5", "", "1,23". */
export function parsePriceString(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(s)) return undefined;
  return Number(s.replace(/,/g, ''));
}

export function validateNegotiatedRates(body: unknown, carrier: string): Problem[] {
  if (!hasRegionTable(carrier)) {
    return [problem('body', say('negotiatedRates.carriers', NEGOTIATED_RATE_CARRIERS, carrier))];
  }
  if (!Array.isArray(body)) return [problem('body', say('negotiatedRates.body', show(body)))];
  if (body.length === 0) return [problem('body', say('negotiatedRates.empty'))];
  const sizes = NEGOTIATED_RATE_SIZES[carrier];
  const seen = new Set<string>();
  const out: Problem[] = [];
  body.forEach((row, i) => {
    const at = (...m: (string | undefined)[]) => fieldPath(`[${i}]`, ...m);
    if (!isPlainObject(row)) {
      out.push(problem(at(), say('negotiatedRates.row', show(row))));
      return;
    }
    if (isCoolRow(row)) {
      out.push(problem(at(), say('negotiatedRates.cool')));
      return;
    }
    for (const k of Object.keys(row)) {
      if (!ROW_MEMBERS.includes(k)) out.push(problem(at(k), say('negotiatedRates.member', ROW_MEMBERS)));
    }
    if (typeof row.from !== 'string')
      out.push(problem(at('from'), say('negotiatedRates.fromRequired', REGIONS[carrier])));
    else {
      const issue = regionNameSaid(carrier, row.from);
      if (issue) out.push(problem(at('from'), issue));
    }
    const sizeIssue = integerIssue(row.size, { min: 1 });
    if (sizeIssue) out.push(problem(at('size'), say('options.packSizeInteger', sizeIssue, sizes, carrier)));
    else if (!sizes.includes(row.size as number))
      out.push(problem(at('size'), say('options.packSize', sizes, carrier, show(row.size))));
    const key = `${String(row.from)}|${String(row.size)}`;
    if (seen.has(key))
      out.push(problem(at(), say('negotiatedRates.duplicate', show(row.from), show(row.size))));
    seen.add(key);
    out.push(...priceProblems(row.price, carrier, at('price')));
  });
  return out;
}

function priceProblems(price: unknown, carrier: RegionCarrier, path: string): Problem[] {
  if (!isPlainObject(price) || Object.keys(price).length === 0) {
    return [problem(path, say('negotiatedRates.priceMap', REGIONS[carrier][0] ?? '', show(price)))];
  }
  const out: Problem[] = [];
  for (const [region, value] of Object.entries(price)) {
    const at = `${path}.${region}`;
    const issue = regionNameSaid(carrier, region);
    if (issue) out.push(problem(at, issue));
    if (parsePriceString(value) === undefined) {
      const asString = typeof value === 'number' && value >= 0 ? formatPrice(value) : undefined;
      out.push(problem(at, say('negotiatedRates.price', show(value), asString)));
    }
  }
  return out;
}

/** 1234 → "1,234": the form the upload takes. */
export function formatPrice(n: number): string {
  const [int, frac] = String(n).split('.');
  return `${(int ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

// A row that names a cool service (a service code or cool_options) is refused outright.
function isCoolRow(row: Record<string, unknown>): boolean {
  const cool = (v: unknown) => typeof v === 'string' && /fresh|frozen|chilled|cool/i.test(v);
  return cool(row.service) || cool(row.cool_options) || cool(row.cool);
}

export interface NegotiatedRate {
  from: string;
  size: number;
  price: Record<string, number>;
}

/** A validated upload as numbers, for rating. Call validateNegotiatedRates first. */
export function parseNegotiatedRates(body: readonly Record<string, unknown>[]): NegotiatedRate[] {
  return body.map((row) => ({
    from: String(row.from),
    size: Number(row.size),
    price: Object.fromEntries(
      Object.entries(isPlainObject(row.price) ? row.price : {}).map(([k, v]) => [
        k,
        parsePriceString(v) ?? Number.NaN,
      ]),
    ),
  }));
}
