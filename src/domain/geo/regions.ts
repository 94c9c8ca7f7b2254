// Negotiated-rate regions (spec 4.9): uploaded rate tables name origin and
// destination regions, and each carrier divides Japan its own way. The
// assignments follow the carriers' published zone maps (ゆうパック発着地域,
// 佐川急便 飛脚宅配便 地域区分, ヤマト運輸 宅急便 地域区分). Region order is the
// spec's, which is also the order the carriers print their rate grids in.
import { lazy } from '../lazy.js';
import { english, say, type Said } from '../problems.js';
import { allPrefectures, findPrefecture, type Prefecture } from './prefectures.js';

export type RegionCarrier = 'yuupack' | 'sagawa' | 'yamato';

// Region → JIS numbers of its prefectures.
type RegionTable = ReadonlyArray<readonly [string, readonly number[]]>;

const HOKKAIDO = [1];
const TOHOKU_NORTH = [2, 3, 5]; // 青森・岩手・秋田
const TOHOKU_SOUTH = [4, 6, 7]; // 宮城・山形・福島
const KANTO = [8, 9, 10, 11, 12, 13, 14, 19]; // incl. 山梨 for all three carriers
const SHINETSU = [15, 20]; // 新潟・長野
const HOKURIKU = [16, 17, 18]; // 富山・石川・福井
const TOKAI = [21, 22, 23, 24]; // 岐阜・静岡・愛知・三重 (yamato calls it 中部)
const KINKI = [25, 26, 27, 28, 29, 30]; // 滋賀・京都・大阪・兵庫・奈良・和歌山
const CHUGOKU = [31, 32, 33, 34, 35];
const SHIKOKU = [36, 37, 38, 39];
const KYUSHU_NORTH = [40, 41, 42, 44]; // 福岡・佐賀・長崎・大分
const KYUSHU_SOUTH = [43, 45, 46]; // 熊本・宮崎・鹿児島
const OKINAWA = [47];

const TABLES: Record<RegionCarrier, RegionTable> = {
  yuupack: [
    ['北海道', HOKKAIDO],
    ['東北', [...TOHOKU_NORTH, ...TOHOKU_SOUTH]],
    ['関東', KANTO],
    ['信越', SHINETSU],
    ['北陸', HOKURIKU],
    ['東海', TOKAI],
    ['近畿', KINKI],
    ['中国', CHUGOKU],
    ['四国', SHIKOKU],
    ['九州', [...KYUSHU_NORTH, ...KYUSHU_SOUTH]],
    ['沖縄', OKINAWA],
  ],
  sagawa: [
    ['北海道', HOKKAIDO],
    ['北東北', TOHOKU_NORTH],
    ['南東北', TOHOKU_SOUTH],
    ['関東', KANTO],
    ['信越', SHINETSU],
    ['東海', TOKAI],
    ['北陸', HOKURIKU],
    ['関西', KINKI],
    ['中国', CHUGOKU],
    ['四国', SHIKOKU],
    ['北九州', KYUSHU_NORTH],
    ['南九州', KYUSHU_SOUTH],
    ['沖縄', OKINAWA],
  ],
  yamato: [
    ['北海道', HOKKAIDO],
    ['北東北', TOHOKU_NORTH],
    ['南東北', TOHOKU_SOUTH],
    ['関東', KANTO],
    ['信越', SHINETSU],
    ['北陸', HOKURIKU],
    ['中部', TOKAI],
    ['関西', KINKI],
    ['中国', CHUGOKU],
    ['四国', SHIKOKU],
    ['九州', [...KYUSHU_NORTH, ...KYUSHU_SOUTH]],
    ['沖縄', OKINAWA],
  ],
};

const CARRIERS = Object.keys(TABLES) as RegionCarrier[];

/** The exact region names of spec 4.9, per carrier, in the spec's order. */
export const REGIONS: Record<RegionCarrier, readonly string[]> = {
  yuupack: TABLES.yuupack.map((row) => row[0]),
  sagawa: TABLES.sagawa.map((row) => row[0]),
  yamato: TABLES.yamato.map((row) => row[0]),
};

const regionByJis: Record<RegionCarrier, () => ReadonlyMap<number, string>> = {
  yuupack: lazy(() => indexByJis(TABLES.yuupack)),
  sagawa: lazy(() => indexByJis(TABLES.sagawa)),
  yamato: lazy(() => indexByJis(TABLES.yamato)),
};

function indexByJis(table: RegionTable): Map<number, string> {
  const index = new Map<number, string>();
  for (const [region, members] of table) for (const jis of members) index.set(jis, region);
  return index;
}

/** True for the carriers with a negotiated-rate region table (not yuupacket, yuumail, …). */
export function hasRegionTable(carrier: string): carrier is RegionCarrier {
  return (CARRIERS as string[]).includes(carrier);
}

/**
 * The carrier's rate region of a prefecture (a record, or anything findPrefecture
 * reads: 13, '13', '東京都', 'Tokyo'). Undefined for carriers without regions
 * (yuupacket and yuumail are flat-rate) and for unknown prefectures.
 */
export function regionOf(carrier: string, prefecture: Prefecture | string | number): string | undefined {
  if (!hasRegionTable(carrier)) return undefined;
  const p = typeof prefecture === 'object' ? prefecture : findPrefecture(prefecture);
  return p ? regionByJis[carrier]().get(p.jis) : undefined;
}

/** True when `name` is, exactly, one of the carrier's region names. */
export function isRegionName(carrier: string, name: string): boolean {
  return hasRegionTable(carrier) && REGIONS[carrier].includes(name);
}

/** The prefectures of one region of a carrier, in JIS order; empty when unknown. */
export function prefecturesOfRegion(carrier: string, region: string): Prefecture[] {
  if (!hasRegionTable(carrier)) return [];
  const members = TABLES[carrier].find(([name]) => name === region)?.[1] ?? [];
  return allPrefectures().filter((p) => members.includes(p.jis));
}

/**
 * What to say when a rate upload names a region the carrier does not use:
 * lists the valid names and, when the name is another carrier's, the equivalent
 * (近畿 for sagawa → 関西; 東北 for yamato → 北東北 or 南東北).
 */
export function regionNameIssue(carrier: string, name: string): string | undefined {
  const said = regionNameSaid(carrier, name);
  return said && english(said);
}

/** regionNameIssue, said by key for the reader's language. */
export function regionNameSaid(carrier: string, name: string): Said | undefined {
  if (!hasRegionTable(carrier)) return say('negotiatedRates.noRegions', carrier);
  if (isRegionName(carrier, name)) return undefined;
  return say('negotiatedRates.region', name, carrier, REGIONS[carrier], equivalentRegions(carrier, name));
}

function equivalentRegions(carrier: RegionCarrier, name: string): string[] {
  const other = CARRIERS.find((c) => c !== carrier && REGIONS[c].includes(name));
  if (!other) return [];
  const found = new Set<string>();
  for (const p of prefecturesOfRegion(other, name)) {
    const region = regionByJis[carrier]().get(p.jis);
    if (region) found.add(region);
  }
  return [...found];
}
