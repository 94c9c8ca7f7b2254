// How each marketplace names a carrier in its upload file. A carrier a list does not hold
// goes out as the list's "other" with its name where the format has a column for it.
// Sources: docs/marketplaces.md.
import { CARRIERS, type CarrierType } from '../../domain/index.js';

type Family = 'yamato' | 'sagawa' | 'japanpost' | 'seino';

/** Japan Post's domestic services are three carrier types of ours; one carrier to a marketplace. */
const FAMILY: Partial<Record<CarrierType, Family>> = {
  yamato: 'yamato',
  yamato_intl: 'yamato',
  sagawa: 'sagawa',
  yuupack: 'japanpost',
  yuupacket: 'japanpost',
  yuumail: 'japanpost',
  japanpost: 'japanpost',
  seino: 'seino',
};

/** Amazon's carrier-code values (Shipping Confirmation template, Data Definitions, amazon.co.jp). */
const AMAZON: Record<Family, string> = {
  yamato: 'Yamato Transport',
  sagawa: 'Sagawa Express',
  japanpost: 'Japan Post',
  seino: 'Seino Transportation',
};

/** 楽天 RMS 配送会社 codes. */
const RAKUTEN: Record<Family, string> = { yamato: '1001', sagawa: '1002', japanpost: '1003', seino: '1004' };
const RAKUTEN_OTHER = '1000';

/** Yahoo!ショッピング ShipCompanyCode. */
const YAHOO: Record<Family, string> = { yamato: '1001', sagawa: '1002', japanpost: '1003', seino: '1004' };
const YAHOO_OTHER = '1000';

/** Shopify's tracking company names, exactly as Shopify lists them for Japan (no Seino there). */
const SHOPIFY: Partial<Record<Family, string>> = {
  yamato: 'Yamato (JA)',
  sagawa: 'Sagawa (JA)',
  japanpost: 'Japan Post (JA)',
};

const familyOf = (carrier: CarrierType | undefined) => (carrier ? FAMILY[carrier] : undefined);

/** The carrier's own name, for the "other" cases. */
export const carrierName = (carrier: CarrierType | undefined): string =>
  carrier ? CARRIERS[carrier].nameJa : '';

export function amazonCarrier(carrier: CarrierType | undefined): { code: string; name: string } {
  const family = familyOf(carrier);
  return family ? { code: AMAZON[family], name: '' } : { code: 'Other', name: carrierName(carrier) };
}

export const rakutenCarrier = (carrier: CarrierType | undefined): string => {
  const family = familyOf(carrier);
  return family ? RAKUTEN[family] : RAKUTEN_OTHER;
};

export const yahooCarrier = (carrier: CarrierType | undefined): string => {
  const family = familyOf(carrier);
  return family ? YAHOO[family] : YAHOO_OTHER;
};

export const shopifyCarrier = (carrier: CarrierType | undefined): string => {
  const family = familyOf(carrier);
  return (family && SHOPIFY[family]) || 'Other';
};
