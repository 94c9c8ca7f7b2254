// The order files Japanese shops already have, recognised by their headers: which of
// their columns feed which of our fields, and how a cell written in the format's own
// codes (B2's 送り状種類 0–9, its クール区分 0/1/2, its 配達時間帯 0812…) reads as
// ours. Sources of each column set: docs/marketplaces.md.
import { english, say, type Said } from '../../domain/index.js';
import type { Parsed } from './values.js';

export type Preset = 'generic' | 'shopify' | 'b2' | 'amazon-jp' | 'rakuten' | 'yahoo';

/**
 * Where a field's value is in the file: a header (the first of several spellings that the
 * file has), or several columns joined (楽天's 郵便番号1 + 郵便番号2).
 */
export type ColumnSource = readonly string[] | { parts: readonly (readonly string[])[]; separator: string };

export interface PresetDef {
  name: Exclude<Preset, 'generic'>;
  /** Headers that must all be there (each: its spellings) for the file to be this format. */
  signature: readonly (readonly string[])[];
  fields: Readonly<Record<string, ColumnSource>>;
  /** A cell in the format's own code → our value; the issue names the code and what it may be. */
  translate?: Readonly<Record<string, (cell: string) => Parsed<string>>>;
}

const ok = (value: string): Parsed<string> => ({ ok: true, value });
const bad = (said: Said): Parsed<string> => ({ ok: false, issue: english(said), said });
const half = (s: string) => s.normalize('NFKC').trim().toUpperCase();

/** B2クラウド 送り状種類 → shipctl's yamato service; codes it has no service for are refused. */
export const B2_SERVICE_CODES: Readonly<Record<string, string>> = {
  '0': 'yamato_regular',
  '2': 'yamato_collect',
  '3': 'yamato_direct_mail',
  '4': 'yamato_time',
  '5': 'yamato_freight_on_delivery',
  '6': 'yamato_dispatch_multiple_units',
  '7': 'yamato_nekopos',
  A: 'yamato_nekopos',
};
const B2_SERVICE_REFUSED: Readonly<Record<string, string>> = {
  '8': '宅急便コンパクト',
  '9': '宅急便コンパクトコレクト',
};

export function readB2ServiceCode(cell: string): Parsed<string> {
  const code = half(cell);
  if (code === '') return ok('yamato_regular');
  const service = B2_SERVICE_CODES[code];
  if (service) return ok(service);
  const known = B2_SERVICE_REFUSED[code];
  if (known) return bad(say('b2.serviceRefused', code, known));
  return bad(say('b2.serviceCode', cell));
}

/** B2クラウド クール区分: 0 or blank 通常, 1 クール冷凍, 2 クール冷蔵. */
export function readB2CoolCode(cell: string): Parsed<string> {
  const code = half(cell);
  if (code === '' || code === '0') return ok('regular');
  if (code === '1') return ok('frozen');
  if (code === '2') return ok('fresh');
  return bad(say('b2.coolCode', cell));
}

const B2_SLOTS: Readonly<Record<string, string>> = {
  '0812': '午前中',
  '1214': '12-14',
  '1416': '14-16',
  '1618': '16-18',
  '1820': '18-20',
  '1921': '19-21',
  '2021': '20-21',
  '0010': '10時まで',
  '0017': '17時まで',
};

/** B2クラウド 配達時間帯 codes (0812 午前中, 1416 14–16時…); a slot written in words reads as itself. */
export function readB2TimeCode(cell: string): Parsed<string> {
  const code = half(cell);
  if (B2_SLOTS[code]) return ok(B2_SLOTS[code]);
  if (/^\d{4}$/.test(code)) return bad(say('b2.timeCode', cell));
  return ok(cell);
}

const B2: PresetDef = {
  name: 'b2',
  signature: [['お客様管理番号'], ['送り状種類', '送り状種別'], ['お届け先郵便番号'], ['ご依頼主名']],
  fields: {
    order_id: ['お客様管理番号'],
    service: ['送り状種類', '送り状種別'],
    cool: ['クール区分'],
    shipment_date: ['出荷予定日'],
    date: ['お届け予定（指定）日', 'お届け予定(指定)日', 'お届け予定日'],
    time: ['配達時間帯'],
    phone: ['お届け先電話番号'],
    zip: ['お届け先郵便番号'],
    address1: ['お届け先住所'],
    address2: ['お届け先アパートマンション名', 'お届け先建物名'],
    company: ['お届け先会社・部門１', 'お届け先会社・部門1'],
    name: ['お届け先名'],
    sender_phone: ['ご依頼主電話番号'],
    sender_zip: ['ご依頼主郵便番号'],
    sender_address1: ['ご依頼主住所'],
    sender_address2: ['ご依頼主アパートマンション', 'ご依頼主アパートマンション名'],
    sender_name: ['ご依頼主名'],
    product_name: ['品名１', '品名1'],
    sku: ['品名コード１', '品名コード1'],
    note: ['記事'],
    cod_amount: ['コレクト代金引換額（税込)', 'コレクト代金引換額（税込）', 'コレクト代金引換額(税込)'],
    cod_tax: ['内消費税額等'],
    pack_amount: ['発行枚数'],
  },
  translate: { service: readB2ServiceCode, cool: readB2CoolCode, time: readB2TimeCode },
};

/** Amazon Seller Central: Reports → Order reports (Unshipped / New orders), tab-separated. */
const AMAZON: PresetDef = {
  name: 'amazon-jp',
  signature: [['order-id'], ['order-item-id'], ['recipient-name'], ['ship-postal-code']],
  fields: {
    order_id: ['order-id'],
    name: ['recipient-name'],
    phone: ['ship-phone-number', 'buyer-phone-number'],
    zip: ['ship-postal-code'],
    province: ['ship-state'],
    city: ['ship-city'],
    address1: ['ship-address-1'],
    address2: ['ship-address-2'],
    address3: ['ship-address-3'],
    country: ['ship-country'],
    product_name: ['product-name'],
    quantity: ['quantity-to-ship', 'quantity-purchased'],
    sku: ['sku'],
  },
};

/** 楽天 RMS 受注データ (R-Backoffice の CSV ダウンロード), one line per item. */
const RAKUTEN: PresetDef = {
  name: 'rakuten',
  signature: [['注文番号', '受注番号'], ['送付先郵便番号1'], ['送付先姓', '送付先名字']],
  fields: {
    order_id: ['注文番号', '受注番号'],
    name: {
      parts: [
        ['送付先姓', '送付先名字'],
        ['送付先名', '送付先名前'],
      ],
      separator: ' ',
    },
    zip: { parts: [['送付先郵便番号1'], ['送付先郵便番号2']], separator: '' },
    province: ['送付先住所都道府県', '送付先住所：都道府県'],
    city: ['送付先住所郡市区', '送付先住所：都市区'],
    address1: ['送付先住所それ以降の住所', '送付先住所：町以降'],
    phone: {
      parts: [['送付先電話番号1'], ['送付先電話番号2'], ['送付先電話番号3']],
      separator: '-',
    },
    product_name: ['商品名'],
    sku: ['商品番号', '商品管理番号'],
    price: ['単価'],
    quantity: ['個数'],
  },
};

/** Yahoo!ショッピング ストアクリエイターPro: 注文管理 → 注文データダウンロード (order and item fields). */
const YAHOO: PresetDef = {
  name: 'yahoo',
  signature: [['OrderId'], ['ShipZipCode'], ['ShipPrefecture']],
  fields: {
    order_id: ['OrderId'],
    name: { parts: [['ShipLastName'], ['ShipFirstName']], separator: ' ' },
    company: ['ShipSection1'],
    zip: ['ShipZipCode'],
    province: ['ShipPrefecture'],
    city: ['ShipCity'],
    address1: ['ShipAddress1'],
    address2: ['ShipAddress2'],
    phone: ['ShipPhoneNumber'],
    product_name: ['Title', 'ItemName'],
    sku: ['ItemId'],
    price: ['UnitPrice'],
    quantity: ['Quantity'],
  },
};

export const PRESETS: readonly PresetDef[] = [B2, AMAZON, RAKUTEN, YAHOO];
