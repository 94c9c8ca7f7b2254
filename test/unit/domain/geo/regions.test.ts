import { describe, expect, it } from 'vitest';
import {
  hasRegionTable,
  isRegionName,
  allPrefectures,
  prefecturesOfRegion,
  regionNameIssue,
  regionOf,
  REGIONS,
  type RegionCarrier,
} from '../../../../src/domain/geo/index.js';

const CARRIERS: RegionCarrier[] = ['yuupack', 'sagawa', 'yamato'];
const members = (carrier: RegionCarrier, region: string) =>
  prefecturesOfRegion(carrier, region).map((p) => p.kanji);

describe('negotiated-rate regions (spec 4.9)', () => {
  it('uses exactly the region names of the spec, in its order', () => {
    expect(REGIONS.yuupack).toEqual([
      '北海道',
      '東北',
      '関東',
      '信越',
      '北陸',
      '東海',
      '近畿',
      '中国',
      '四国',
      '九州',
      '沖縄',
    ]);
    expect(REGIONS.sagawa).toEqual([
      '北海道',
      '北東北',
      '南東北',
      '関東',
      '信越',
      '東海',
      '北陸',
      '関西',
      '中国',
      '四国',
      '北九州',
      '南九州',
      '沖縄',
    ]);
    expect(REGIONS.yamato).toEqual([
      '北海道',
      '北東北',
      '南東北',
      '関東',
      '信越',
      '北陸',
      '中部',
      '関西',
      '中国',
      '四国',
      '九州',
      '沖縄',
    ]);
  });

  it.each(CARRIERS)('%s: every prefecture lies in exactly one region and every region is used', (carrier) => {
    const seen = new Map<string, number>();
    for (const region of REGIONS[carrier]) {
      const inRegion = prefecturesOfRegion(carrier, region);
      expect(inRegion.length, region).toBeGreaterThan(0);
      for (const p of inRegion) seen.set(p.kanji, (seen.get(p.kanji) ?? 0) + 1);
    }
    expect(seen.size).toBe(47);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    for (const p of allPrefectures()) expect(REGIONS[carrier]).toContain(regionOf(carrier, p));
  });

  it('follows Japan Post zones: 関東 includes 山梨, 信越, 北陸 and 東海 as published', () => {
    expect(members('yuupack', '関東')).toEqual([
      '茨城県',
      '栃木県',
      '群馬県',
      '埼玉県',
      '千葉県',
      '東京都',
      '神奈川県',
      '山梨県',
    ]);
    expect(members('yuupack', '信越')).toEqual(['新潟県', '長野県']);
    expect(members('yuupack', '北陸')).toEqual(['富山県', '石川県', '福井県']);
    expect(members('yuupack', '東海')).toEqual(['岐阜県', '静岡県', '愛知県', '三重県']);
    expect(members('yuupack', '東北')).toHaveLength(6);
    expect(members('yuupack', '九州')).toHaveLength(7);
  });

  it('follows Sagawa zones: north/south 東北 and 九州', () => {
    expect(members('sagawa', '北東北')).toEqual(['青森県', '岩手県', '秋田県']);
    expect(members('sagawa', '南東北')).toEqual(['宮城県', '山形県', '福島県']);
    expect(members('sagawa', '北九州')).toEqual(['福岡県', '佐賀県', '長崎県', '大分県']);
    expect(members('sagawa', '南九州')).toEqual(['熊本県', '宮崎県', '鹿児島県']);
    expect(regionOf('sagawa', '大阪府')).toBe('関西');
  });

  it('follows Yamato zones: 中部 and 関東 with 山梨', () => {
    expect(members('yamato', '中部')).toEqual(['岐阜県', '静岡県', '愛知県', '三重県']);
    expect(regionOf('yamato', '山梨')).toBe('関東');
    expect(regionOf('yamato', 'Kagoshima')).toBe('九州');
  });

  it('reads the prefecture in any spelling and refuses unknown ones', () => {
    expect(regionOf('yuupack', 13)).toBe('関東');
    expect(regionOf('yuupack', 'JP-47')).toBe('沖縄');
    expect(regionOf('yuupack', 'Hokkaidō')).toBe('北海道');
    expect(regionOf('yuupack', 'Atlantis')).toBeUndefined();
  });

  it('has no table for yuupacket, yuumail or other carriers', () => {
    expect(hasRegionTable('yuupack')).toBe(true);
    for (const carrier of ['yuupacket', 'yuumail', 'seino', 'dhl']) {
      expect(hasRegionTable(carrier)).toBe(false);
      expect(regionOf(carrier, '東京都')).toBeUndefined();
      expect(isRegionName(carrier, '関東')).toBe(false);
      expect(prefecturesOfRegion(carrier, '関東')).toEqual([]);
    }
  });
});

describe('isRegionName', () => {
  it('accepts only the exact names of the carrier concerned', () => {
    expect(isRegionName('yuupack', '近畿')).toBe(true);
    expect(isRegionName('sagawa', '近畿')).toBe(false);
    expect(isRegionName('sagawa', '関西')).toBe(true);
    expect(isRegionName('yamato', '中部')).toBe(true);
    expect(isRegionName('yuupack', '中部')).toBe(false);
    expect(isRegionName('yamato', ' 関東')).toBe(false);
  });
});

describe('regionNameIssue', () => {
  it('is silent for a valid name', () => {
    expect(regionNameIssue('sagawa', '関西')).toBeUndefined();
  });

  it('lists the valid names and translates another carrier’s region', () => {
    expect(regionNameIssue('sagawa', '近畿')).toContain('(for 近畿 use 関西)');
    expect(regionNameIssue('yamato', '東北')).toContain('(for 東北 use 北東北 or 南東北)');
    expect(regionNameIssue('yuupack', '中部')).toContain('(for 中部 use 東海)');
    expect(regionNameIssue('yuupack', 'Kanto')).toBe(
      `"Kanto" is not a yuupack region: use one of ${REGIONS.yuupack.join(', ')}`,
    );
    expect(regionNameIssue('yuupacket', '関東')).toBe('yuupacket has no negotiated-rate regions');
  });
});
