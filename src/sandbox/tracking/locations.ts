// Where simulated scans happen: the sorting hub of each sagawa region (one
// geography for every domestic carrier keeps the simulation simple), and the
// export hub for international parcels.
import { findPrefecture, provinceName, regionOf } from '../../domain/index.js';
import { prefectureOfAddress } from '../postal.js';

export interface EventLocation {
  city: string;
  country: string;
  zip: string | null;
}

const HUB_BY_REGION: Readonly<Record<string, string>> = {
  北海道: '札幌',
  北東北: '盛岡',
  南東北: '仙台',
  関東: '東京',
  信越: '長野',
  東海: '名古屋',
  北陸: '金沢',
  関西: '大阪',
  中国: '広島',
  四国: '高松',
  北九州: '福岡',
  南九州: '鹿児島',
  沖縄: '那覇',
};

export const EXPORT_HUB: EventLocation = { city: '成田 (Narita)', country: 'JP', zip: '282-0004' };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * Where an address without a city is: its prefecture by name for Japan (大阪府, not
 * the code 27 the API stores), the subdivision's name elsewhere, else the value as given.
 */
function regionName(address: Record<string, unknown> | undefined, country: string): string | undefined {
  const province = str(address?.province);
  if (country.toUpperCase() === 'JP') {
    const prefecture = province ? findPrefecture(province) : prefectureOfAddress(address);
    return prefecture?.kanji ?? province;
  }
  return province ? (provinceName(country.toUpperCase(), province) ?? province) : undefined;
}

/** The address itself, as a location: its city (else its prefecture or province), country and zip. */
export function addressLocation(address: Record<string, unknown> | undefined): EventLocation {
  const country = str(address?.country) ?? 'JP';
  return {
    city: str(address?.city) ?? regionName(address, country) ?? '',
    country,
    zip: str(address?.zip) ?? null,
  };
}

/** The sorting hub serving a Japanese address; 東京 when the prefecture is unknown. */
export function hubFor(address: Record<string, unknown> | undefined): EventLocation {
  const pref = prefectureOfAddress(address);
  const region = pref ? regionOf('sagawa', pref) : undefined;
  return { city: `${(region && HUB_BY_REGION[region]) ?? '東京'} hub`, country: 'JP', zip: null };
}
