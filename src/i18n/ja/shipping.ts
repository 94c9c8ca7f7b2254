import type { Messages } from '../en/index.js';

// Service names as the carriers write them, without the English the catalog adds for others.
const SERVICE_NAMES: Readonly<Record<string, string>> = {
  yuupack_fresh: 'チルドゆうパック',
  yuupack_frozen: '冷凍ゆうパック',
  sagawa_fresh: '飛脚クール便（冷蔵）',
  sagawa_frozen: '飛脚クール便（冷凍）',
  sagawa_plane: '飛脚航空便',
  yamato_collect: '宅急便コレクト',
  yamato_freight_on_delivery: '着払い',
  yamato_dispatch_multiple_units: '複数口',
  yamato_taqbin: '宅急便',
  yamato_taqbin_collect: '宅急便コレクト',
  yamato_intl_taqbin: '国際宅急便',
  japanpost_ems_document: 'EMS（書類）',
  japanpost_air_packet: '国際eパケット',
  japanpost_smallpacket_air: '小形包装物（航空便）',
  japanpost_smallpacket_sea: '小形包装物（船便）',
  japanpost_parcel_air: '国際小包（航空便）',
  japanpost_parcel_sea: '国際小包（船便）',
  japanpost_printed_matter_air: '印刷物（航空便）',
  japanpost_printed_matter_sea: '印刷物（船便）',
  japanpost_printed_matter_registered_air: '印刷物・書留（航空便）',
  japanpost_letters_air: '書状（航空便）',
  japanpost_letters_sea: '書状（船便）',
  japanpost_letters_registered_air: '書状・書留（航空便）',
  custom_standard: '自社配送',
};

const CARRIER_NAMES: Readonly<Record<string, string>> = {
  japanpost: '日本郵便（国際）',
  yuupack: 'ゆうパック（日本郵便）',
  yuupacket: 'ゆうパケット（日本郵便）',
  yuumail: 'ゆうメール（日本郵便）',
  zonos: 'Zonos（日本郵便）',
  sagawa: '佐川急便',
  yamato: 'ヤマト運輸',
  yamato_intl: 'ヤマト運輸（国際宅急便）',
  seino: '西濃運輸',
  custom: '自社配送（追跡なし）',
};

// Time slots as the carriers print them on their slips.
const TIME_SLOTS: Readonly<Record<string, string>> = {
  'not-specified': '指定なし',
  'before-noon': '午前中',
  'after-noon': '午後',
  'before-ten': '10時まで',
  'before-five': '17時まで',
};

const timeSlot = (code: string): string => {
  if (TIME_SLOTS[code]) return TIME_SLOTS[code];
  const hours = /^(\d{1,2})-(\d{1,2})$/.exec(code);
  return hours ? `${hours[1]}時〜${hours[2]}時` : code;
};

export const shipping: Messages['shipping'] = {
  names: {
    service: (code, name) => SERVICE_NAMES[code] ?? name,
    carrier: (type, name) => CARRIER_NAMES[type] ?? name,
    timeSlot,
  },

  rates: {
    spinner: '運賃を見積もっています',
    columns: {
      carrier: '運送会社',
      service: 'サービス',
      name: '名称',
      price: '運賃',
      surcharges: '追加料金',
      account: 'アカウント',
    },
    surcharge: '追加料金',
    noReason: '運賃なし（理由の記載なし）',
    leftOutOne: (service, reason) => `対象外: ${service} — ${reason}`,
    leftOut: (names) => `対象外: ${names}（この荷物やオプションに対応していません。理由は --debug で表示）`,
    noneQuoted: 'どの運送会社も見積もりを返しませんでした',
    noneQuotedHint:
      '上に挙げた運送会社で失敗しました。時間をおいて再試行するか、住所とサイズを確認してください',
    noneToChoose: 'この依頼に使える運賃がありません。選べるものがありません',
    noneToChooseHint: 'ルートとサイズ、運送会社アカウント（`shipctl carriers list`）を確認してください',
    noneTakeIt:
      'この依頼に使える運賃はありません。対応するサービスがありません（理由は上記。--json では --debug で表示）',
    noAccount: 'この依頼に使える運賃はありません（このルートに対応する運送会社アカウントがありません）',
    invalid: '運賃の見積もり依頼に誤りがあります。何も送信していません',
  },
};
