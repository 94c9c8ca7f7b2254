// The words people type for carriers, time slots, temperatures and sizes, one
// vocabulary for flags and CSV cells alike: 佐川, Sagawa and sagawa are one carrier,
// 午前中 and before-noon one slot, 80サイズ and 80 one pack size. A word not known
// comes back as typed (lower-cased), for the rules to refuse with the valid list.
import { CARRIER_TYPES, isCarrierType, type CarrierType } from './catalog.js';
import { closest, nfkc } from './geo/text.js';
import { failed, say, type Said } from './problems.js';

export type Read<T> = { ok: true; value: T } | { ok: false; issue: string; readonly said?: Said };

const CARRIER_WORDS: Readonly<Record<string, CarrierType>> = {
  佐川: 'sagawa',
  佐川急便: 'sagawa',
  ヤマト: 'yamato',
  ヤマト運輸: 'yamato',
  クロネコヤマト: 'yamato',
  宅急便: 'yamato',
  ゆうパック: 'yuupack',
  ゆうパケット: 'yuupacket',
  ゆうメール: 'yuumail',
  西濃: 'seino',
  西濃運輸: 'seino',
  カンガルー便: 'seino',
};

/** Folds the spellings of one word: NFKC, no spaces, lower case (Sagawa → sagawa). */
const fold = (text: string): string => nfkc(text).replace(/\s/g, '').toLowerCase();

/** sagawa, Sagawa, SAGAWA, 佐川, 佐川急便… → the carrier type code. */
export function readCarrier(text: string): Read<CarrierType> {
  const key = fold(text);
  if (isCarrierType(key)) return { ok: true, value: key };
  const word = CARRIER_WORDS[key];
  if (word) return { ok: true, value: word };
  const near = closest(
    key,
    CARRIER_TYPES.map((c) => [c, c] as [string, CarrierType]),
  );
  return failed(say('vocabulary.notCarrier', text, CARRIER_TYPES, near));
}

const SLOT_WORDS: Readonly<Record<string, string>> = {
  指定なし: 'not-specified',
  なし: 'not-specified',
  午前: 'before-noon',
  午前中: 'before-noon',
  '12時まで': 'before-noon',
  午後: 'after-noon',
  '10時まで': 'before-ten',
  '17時まで': 'before-five',
};

/** 14-16, 14:00-16:00, 14時～16時, 午前中 → the wire slot name (checked against the carrier by the rules). */
export function readTimeSlot(text: string): string {
  const key = nfkc(text).replace(/\s/g, '');
  if (SLOT_WORDS[key]) return SLOT_WORDS[key];
  const m = /^(\d{1,2})(?::00|時)?[-~〜～ー−](\d{1,2})(?::00|時)?$/.exec(key.replace(/\uff5e/g, '~'));
  return m ? `${Number(m[1])}-${Number(m[2])}` : key.toLowerCase();
}

const COOL_WORDS: Readonly<Record<string, string>> = {
  通常: 'regular',
  常温: 'regular',
  普通: 'regular',
  冷蔵: 'fresh',
  チルド: 'fresh',
  クール冷蔵: 'fresh',
  冷凍: 'frozen',
  クール冷凍: 'frozen',
};

/** 冷凍, クール冷蔵, 常温, frozen… → regular, fresh or frozen. */
export function readCool(text: string): string {
  const key = nfkc(text).replace(/\s/g, '');
  return COOL_WORDS[key] ?? key.toLowerCase();
}

const UNITS = /(円|yen|jpy|g|grams?|cm|サイズ|size|個|点|枚)$/i;

/**
 * "1,200円", "３００g", "80サイズ", "¥2,500" → 1200, 300, 80, 2500. A comma is
 * read only as a thousands separator (groups of three): "2,5" is refused, never
 * read as 25. `what` names the number in the sentence: a flag name, or said by key
 * (vocabulary.what.*) so that the reader gets it in their language.
 */
export function readNumber(text: string, options: { integer?: boolean; what: string | Said }): Read<number> {
  const bare = nfkc(text)
    .replace(/^[¥￥$]/, '')
    .replace(UNITS, '')
    .trim();
  if (bare.includes(',') && !/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare))
    return failed(say('vocabulary.comma', text, options.what));
  const digits = bare.replace(/,/g, '');
  const n = /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
  if (!Number.isFinite(n)) return failed(say('vocabulary.notNumber', text, options.what));
  if (options.integer && !Number.isInteger(n)) return failed(say('vocabulary.whole', text, options.what));
  return { ok: true, value: n };
}
