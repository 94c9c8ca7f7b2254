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
  yamato_taqbin: '宅急便（TA-Q-BIN）',
  yamato_taqbin_collect: '宅急便コレクト（TA-Q-BIN）',
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

// What a country calls its postal code and its subdivisions (domain/geo names them in English).
const POSTAL_CODE_NAMES: Readonly<Record<string, string>> = {
  'ZIP code': 'ZIP コード（郵便番号）',
  postcode: '郵便番号（postcode）',
  Eircode: '郵便番号（Eircode）',
  'PIN code': '郵便番号（PIN コード）',
  CEP: '郵便番号（CEP）',
  'postal code': '郵便番号',
};
const SUBDIVISION_NAMES: Readonly<Record<string, string>> = {
  'Japanese prefecture': '都道府県',
  'US state or territory': '米国の州・準州',
  'Canadian province or territory': 'カナダの州・準州',
  'Australian state or territory': 'オーストラリアの州・特別地域',
  'Mexican state': 'メキシコの州',
  'Brazilian state': 'ブラジルの州',
  'Indian state or union territory': 'インドの州・連邦直轄領',
  'Chinese province': '中国の省',
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

/** Kana, kanji and full-width forms: text written in Japanese. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Parts of a place as Japanese writes them: no space between Japanese parts, one where Latin meets. */
function joinJapanese(parts: readonly string[]): string {
  let out = '';
  for (const part of parts) {
    if (!part) continue;
    const glue = out === '' || (JAPANESE.test(out.slice(-1)) && JAPANESE.test(part.slice(0, 1))) ? '' : ' ';
    out += glue + part;
  }
  return out;
}

// The keys of `shipments get` and of ship's result as a person reads them on a terminal.
const GET_KEYS: Readonly<Record<string, string>> = {
  id: 'ID',
  state: '状態',
  created: '作成日時',
  carrier: '運送会社',
  tracking: '追跡番号',
  label: 'ラベル',
  invoice: 'インボイス',
  'carrier invoice': '運送会社の請求書',
  estimated: 'お届け予定',
  warning: '注意',
  from: 'ご依頼主',
  to: 'お届け先',
  product: '内容品',
  parcel: '荷物',
  customs: '税関',
};
const RESULT_KEYS: Readonly<Record<string, string>> = {
  shipment: '出荷',
  carrier: '運送会社',
  tracking: '追跡番号',
  label: 'ラベル',
  label_file: 'ラベルのファイル',
  invoice: 'インボイス',
  invoice_file: 'インボイスのファイル',
  estimated_delivery: 'お届け予定日',
  ref_number: '参照番号',
};

// An order's status and an order run's outcome as a packer reads them.
const ORDER_STATUS: Readonly<Record<string, string>> = {
  open: '未出荷',
  shipped: '出荷済み',
  active: '有効',
  already_shipped: '出荷済み',
  failed: '失敗',
  skipped: 'スキップ',
  not_sent: '未送信',
  test_label: 'テストラベル',
};

// Tracking statuses as a packer reads them on a terminal.
// Event details the service writes in English (the sandbox, like the live API): the known
// ones in Japanese at display time; --json and piped rows keep the service's words.
const TRACKING_DETAILS: Readonly<Record<string, string>> = {
  'Label created; not yet scanned by the carrier': '送り状発行済み（まだ運送会社が荷物を受け取っていません）',
  'Picked up by the carrier': '運送会社が集荷しました',
  'Departed the export hub': '輸出拠点を出発しました',
  'Arrived in the destination country; customs cleared': '到着国に着き、通関が終わりました',
  Delivered: '配達完了',
  'Delivery attempted: recipient absent; held at the depot':
    'ご不在のため持ち戻りました。営業所で保管しています',
  'Delivery exception: the carrier reports a problem with this parcel':
    '配達上の問題: 運送会社がこの荷物の問題を報告しています',
};

function trackingDetails(details: string): string {
  const known = TRACKING_DETAILS[details];
  if (known) return known;
  const departed = /^Departed (.+)$/.exec(details);
  if (departed) return `${departed[1]} を出発しました`;
  const arrived = /^Arrived at (.+)$/.exec(details);
  if (arrived) return `${arrived[1]} に到着しました`;
  return details;
}

const TRACKING_STATUS: Readonly<Record<string, string>> = {
  'pre-transit': '集荷前',
  collected: '集荷済み',
  transit: '輸送中',
  delivered: '配達完了',
  exception: '要確認',
  unknown: '不明',
};

export const shipping = (): Messages['shipping'] => ({
  checks: {
    notADay: (raw) =>
      `「${raw}」は日付ではありません: today、tomorrow（本日、明日）か YYYY-MM-DD で指定してください`,
    oneOfCarriers: (carriers) => `次のいずれかを指定してください: ${carriers}`,
    pageWithRef: (refOrder, page) =>
      `${refOrder} はすべてのページを読むため、${page} とは同時に指定できません`,
    shipDateNotKept: (given, why, instead, flag) =>
      `${given} はそのまま使われません: ${why}。${instead ? `${instead} を指定するか、` : ''}${flag} を省いてください`,
    carrierWouldUse: (carrier, date) => `${carrier} では ${date ?? '別の日付'} になります`,
    dateBeforeShipDate: (date, shipDate, today, flag) =>
      `お届け日 ${date} が出荷日 ${shipDate}${today ? '（今日、日本時間）' : ''}より前です: ${shipDate} 以降にするか、最短なら ${flag} を省いてください`,
    untrackedCarrier: (id, issue) => `${id}: ${issue}`,
  },
  names: {
    service: (code, name) => SERVICE_NAMES[code] ?? name,
    carrier: (type, name) => CARRIER_NAMES[type] ?? name,
    timeSlot,
    carrierCell: (code, name) => name || code,
    serviceCell: (code, name) => name || code,
  },

  rates: {
    spinner: '運賃を見積もっています',
    senderFlags: (warehouse, zip, province) => `${warehouse}、または ${zip} と ${province}`,
    columns: {
      carrier: '運送会社',
      service: 'サービス',
      name: '名称',
      price: '運賃',
      surcharges: '追加料金',
      account: 'アカウント',
      carries: '運べるもの',
    },
    carries: (limits, tracking) =>
      [tracking ? '追跡あり' : '追跡なし', limits.length ? `薄物: ${limits.join('、')}` : '']
        .filter(Boolean)
        .join('・'),
    surcharge: '追加料金',
    noReason: '運賃なし（理由の記載なし）',
    leftOutOne: (service, reason) => `対象外: ${service} — ${reason}`,
    leftOut: (names, debug) =>
      `対象外: ${names}（この荷物やオプションに対応していません。理由は ${debug} で表示）`,
    noneQuoted: 'どの運送会社も見積もりを返しませんでした',
    noneQuotedHint:
      '上に挙げた運送会社で失敗しました。時間をおいて再試行するか、住所とサイズを確認してください',
    noneToChoose: 'この依頼に使える運賃がありません。選べるものがありません',
    noneToChooseHint: 'ルートとサイズ、運送会社アカウント（`shipctl carriers list`）を確認してください',
    noneTakeIt: (debug, json) =>
      `この依頼に使える運賃はありません。対応するサービスがありません（理由は上記。${json} では ${debug} で表示）`,
    noAccount: 'この依頼に使える運賃はありません（このルートに対応する運送会社アカウントがありません）',
    invalid: '運賃の見積もり依頼に誤りがあります。何も送信していません',
  },
  ship: {
    theRequestBody: 'リクエスト本文',
    cancelledBeforeSent: '送信前に中止しました。何も作成していません',
    cancelledInFlight: (ref) =>
      `作成の送信中に中止しました。リクエストは送られたため、出荷が作成された可能性があります（ref_number ${ref}）`,
    checkBeforeAgain: (command) => `もう一度出荷する前に確認してください: ${command}`,
    checkBeforeAgainRef: (ref, command) =>
      `もう一度出荷する前に確認してください（ref_number ${ref}）: ${command}`,
    notAdopted: (id, ref, reason) =>
      `${id} にも ref_number ${ref} がありますが、この出荷ではありません: ${reason}。採用しません`,
    outcomeUnknown: (ref, lookupFailed) =>
      `結果が不明です。API は出荷の作成を確認しておらず、${
        lookupFailed
          ? `照会にも失敗しました（${lookupFailed}）`
          : `この試行で作成され得た出荷（ref_number ${ref}）はまだ見つかりません`
      }。もう一度は送信していません。`,
    lookingFor: (ref) => `ref_number ${ref} の出荷を探しています…`,
    invalid: '出荷の内容に不足か誤りがあります。何も送信していません',
    recipientUnclear: 'お届け先を特定できません。何も送信していません',
    datesChanged: '日付がサービス側で変更されてしまいます。何も送信していません',
    cannotQuote: 'この出荷は見積もりできません。何も送信していません',
    wouldNotPrint: 'このラベルは印刷できません。ラベルは発行していません',
    flags: {
      service: (service, cheapest) => `${service} または ${cheapest}`,
      fromAddress: (fromWarehouse, fromAddress) => `${fromWarehouse} または ${fromAddress}`,
      toAddress: (toAddress) => `${toAddress} ID または --to-* の各フラグ`,
    },
    requiredFor: (carrier, services) => `${carrier} では必須です: ${services} のいずれか`,
    defaultService: (service, carrier, cool, serviceFlag) =>
      `サービス: ${service}（${carrier} の${cool ? ` ${cool} の` : '標準'}サービス。別のものは ${serviceFlag} で指定）`,
    yesRequired: (yes) => `対話できない実行でラベルを発行するには ${yes} が必要です`,
    yesRequiredHint: (yes, test, dryRun) =>
      `${yes} を付けてください（無料のテストラベルなら ${test}）。${dryRun} で送信される内容を確認できます`,
    dryRun: 'ドライラン: 何も送信していません',
    notConfirmed: '確認されませんでした。何も送信していません',
    shipDateToday: (date, flag) => `出荷日: ${date}（今日。別の日は ${flag} で指定）`,
    reconciled: (id) =>
      `ref_number で ${id} が見つかりました。API の確認はありませんが、出荷は作成されています`,
    checkingRef: (ref) => `参照番号 ${ref} の出荷がないか確認しています`,
    alreadyShipped: (ref, labels) => `注文 ${ref} は出荷済みです: ${labels}。何も送信していません。`,
    shippedBefore: (ref, labels) => `注文 ${ref} は出荷済みです（${labels}）。これは 2 枚目のラベルです`,
    alreadyShippedHint: (command) =>
      `\`${command}\` で確認してください。もう一度出荷するには先にそのラベルを取り消すか、2 枚目のラベルなら --allow-duplicate-ref を付けてください`,
    waitingForRef: (ref, pid) =>
      `待機中: 別の shipctl プロセス (pid ${pid}) が ref ${ref} のラベルを購入中です。先にそのラベルを確認します`,
    refBusy: (ref, pid) =>
      `別の shipctl プロセス (pid ${pid}) が ref ${ref} のラベルの購入を長く続けています: 何も送信していません`,
    accountQuestion: (count, carrier) =>
      `${carrier} のアカウントが ${count} 件あります。このラベルの運賃はどのアカウントで支払いますか？`,
    accountsHeld: (count, carrier, carrierId) =>
      `有効な ${carrier} のアカウントが ${count} 件あります。${carrierId} で 1 つ選んでください`,
    accountsHint: (id, carrierId) =>
      `例: ${carrierId} ${id}（保存するなら: shipctl config set carrier_id ${id}）`,
    testClosedLeftOut: (why) => `サービスの一覧から外しました: ${why}`,
    cheapestSkipped: (services, size, cheapest) =>
      `${size} なしでは選びません: ${services}（薄い荷物専用。${size} WxHxD を指定すると ${cheapest} の候補になります）`,
    noRate: '運賃なし',
    planNoQuote: 'このサービスと契約の見積もりがありません。料金は購入後にわかります',
    noneQuoted: 'この出荷の運賃を返した運送会社はありません。何も送信していません',
    noneQuotedHint: '`shipctl rates` でルートとサイズを確認してください',
    nonePasses: (service) =>
      `見積もられたサービスはどれもチェックを通りません。最安の ${service} には次が必要です。何も送信していません`,
    cheapest: (service, price) => `最安: ${service}（${price}）`,
    creating: '出荷を作成しています',
    downloading: (what) => `${what} をダウンロードしています`,
    theLabel: 'ラベル',
  },

  prompts: {
    required: '必須です',
    keys: { navigate: '移動', select: '決定' },
    notRunning: (flag) => `対話できない実行では ${flag} を指定してください`,
    confirmHint: (yes, question) => `次の質問に「はい」と答えるには ${yes} を付けてください: ${question}`,
    phone: (carrier) => `お届け先の電話番号（${joinJapanese([carrier, 'で必要です'])}。例: 090-1234-5678）`,
    phoneAbroad: (carrier) =>
      `お届け先の電話番号（国番号から。${joinJapanese([carrier, 'で必要です'])}。例: +1 212 555 1234）`,
    recipient: 'お届け先',
    newAddress: '新しい住所（入力する）',
    country: 'お届け先の国（ISO コード）',
    countryInvalid: 'JP、US、GB のような 2 文字の国コードを入力してください',
    name: 'お届け先の氏名',
    zip: 'お届け先の郵便番号',
    zipInvalid: '7 桁で入力してください（例: 530-0001）',
    province: 'お届け先の都道府県／州',
    address1: 'お届け先の住所（市区町村以降）',
    japan: {
      zipUnknown: (zip) => `${zip} は郵便番号データにありません。番号を確かめてください`,
      place: (zip, place) => `〒${zip} ${place}`,
      street: '町域・番地（市区町村より後。例: 梅田1-1-3）',
      building: '建物名・部屋番号（なければ空欄）',
      otherPlace: (written, zip, place) => `${written} は 〒${zip}（${place}）の住所ではありません`,
      fromTheZip: '郵便番号から入力し直してください。',
      askAgain: (issue) => `${issue}。郵便番号と住所をもう一度お尋ねします。`,
    },
    abroad: {
      zip: (name, country, example, optional) =>
        `お届け先の${POSTAL_CODE_NAMES[name] ?? name}（${country}${example ? `、例: ${example}` : ''}${optional ? '、空欄で省略' : ''}）`,
      city: (optional) => `お届け先の都市${optional ? '（空欄で省略）' : ''}`,
      province: (noun, example, optional) =>
        `お届け先の${noun ? (SUBDIVISION_NAMES[noun] ?? noun) : '州・県'}（コード、例: ${example}${optional ? '。空欄で省略' : ''}）`,
      address2: 'お届け先の建物名・部屋番号（空欄で省略）',
    },
    serviceCheapestFirst: 'サービス（安い順）',
    otherService: '別の運送会社・サービス（見積もりなし）',
    carrier: '運送会社',
    carrierService: (carrier) => `${carrier} のサービス`,
    onlyFits: 'この荷物に使える唯一のサービス',
    onlyService: (carrier) => `${carrier} の唯一のサービス`,
    serviceChosen: (service, name, why) => `サービス: ${service}（${name}）、${why}`,
    packSize: (carrier) => `サイズ（${carrier}: 3 辺の合計 cm）`,
    boxSize: '荷物のサイズ（3 辺の合計 cm）',
    notABox: '箱ではない: 封筒・薄い荷物（メール便）',
    cod: '代金引換: 集金額（空欄でなし）',
    parcelWeight: '荷物の重量（g）',
    parcelSize: '荷物の寸法 幅x高さx奥行き cm（空欄で省略）',
    productName: (n) => `内容品 ${n}: 品名`,
    quantity: '数量',
    unitPrice: (currency, currencyFlag) =>
      `単価（${currency ?? `アカウントの通貨。別の通貨は ${currencyFlag} で指定`}）`,
    unitWeight: '1 個あたりの重量（g）',
    hsCode: 'HS コード（6〜10 桁、例: 6109.10）',
    origin: '原産国',
    originInvalid: 'JP のような 2 文字の国コードを入力してください',
    anotherProduct: '内容品を追加しますか？',
    customsContents: '税関: 内容品の種類',
    contentTypeName: (code) =>
      code === 'MERCHANDISE' ? 'MERCHANDISE（商品）' : code === 'GIFT' ? 'GIFT（贈り物）' : code,
    dutyPayer: '税関: 輸入関税の支払い',
    ddu: 'DDU — お届け先が支払う',
    ddp: 'DDP — ご依頼主が支払う',
  },

  summary: {
    labels: {
      to: 'お届け先',
      from: 'ご依頼主',
      carrier: '運送会社',
      account: 'アカウント',
      test: 'テスト',
      size: 'サイズ',
      parcel: '荷物',
      parcels: '荷物',
      delivery: 'お届け',
      shipDate: '出荷日',
      options: 'オプション',
      products: '内容品',
      currency: '通貨',
      customs: '税関',
      price: '運賃',
      ref: '参照番号',
    },
    // A label's order: where, then who, with 様 after the recipient's name (never the sender's).
    address: (name, company, where, country, honoured) =>
      [where, company, !honoured ? name : name ? `${name} 様` : company ? '御中' : '']
        .filter(Boolean)
        .join(' ') + (country && country !== 'JP' ? `（${country}）` : ''),
    place: (parts) => joinJapanese(parts),
    testLabel: 'はい: 無料のテストラベル（実際の出荷には使えません）',
    mailbox: '郵便受けに投函（お届け日の指定なし）',
    delivery: (date, slot) => `${date ?? '最短'}、${slot ?? '指定なし'}`,
    deliveryAny: (dateFlag, timeFlag) => `最短、時間帯指定なし（${dateFlag}、${timeFlag} で指定）`,
    shipDateToday: (date, flag) => `${date}（今日。別の日は ${flag} で指定）`,
    shipDateUnset: '指定なし: 運送会社が依頼を受けた日',
    cool: (temperature) => `クール ${temperature}`,
    cod: (amount) => `代金引換 ${amount}`,
    insurance: (amount) => `保険 ${amount}`,
    signature: '受領サイン',
    returnLabel: '返送ラベル',
    currencyKept: (declared, quoted) =>
      `税関への申告額は ${declared} のままです。ラベルの運賃は ${quoted} です（換算はしません）`,
    currencyUnset: (quoted, currencyFlag) =>
      `指定なし: これらの金額はアカウントの通貨として扱われます${quoted ? `（見積もりは ${quoted}）` : ''}。別の通貨は ${currencyFlag} USD のように指定`,
    priceFree: (quote) => `無料（テストラベル${quote ? `。実際のラベルなら ${quote}` : ''}）`,
    priceQuoted: (quote) => `${quote}（見積もり）`,
    priceNone: 'このサービスの見積もりはありません',
    confirmTest: 'この出荷を無料のテストラベルとして作成しますか？',
    confirmPrice: (price) => `この出荷を ${price} で作成しますか？`,
    confirmNoQuote: 'この出荷を作成しますか？（このサービスの見積もりはありません）',
  },
  station: {
    noPreset: (preset, names) =>
      `出荷ステーションのプリセット「${preset}」はありません${names.length ? `（プリセット: ${names.join(', ')}）` : ''}`,
    noPresetHint: (preset) =>
      `保存するには: shipctl config set station.${preset}.carrier sagawa（.service、.pack_size、.printer、.from_warehouse も同様）`,
    notPrinting: (printer) =>
      `ラベルは印刷されません: プリンターが設定されていません（保存するなら shipctl config set printer lp、または ${printer} を指定）。` +
      'あとで注文番号で印刷できます: shipctl labels print 注文番号',
    yesRequired: (yes) => `対話できない実行でラベルを発行するには ${yes} が必要です`,
    yesRequiredHint: (yes, test) => `${yes} を付けてください（無料のテストラベルなら ${test}）`,
    cannotStart: 'この設定では出荷ステーションを開始できません。ラベルは発行していません',
    ordersCarrier: '注文の運送会社',
    size: (size) => `${size} サイズ`,
    testLabels: 'テストラベル',
    shipDate: (day) => `出荷日 ${day}`,
    printingTo: (target) => `印刷先 ${target}`,
    notPrintingShort: '印刷なし',
    startLine: (what) => `出荷ステーション: ${what}`,
    joiner: '、',
    chosen: (code, name) => (name ? `${name}（${code}）` : code),
    confirm: 'スキャンした注文すべてに実際のラベルを発行しますか？',
    ready: '準備完了: 注文番号か参照番号をスキャンしてください。Ctrl+C で終了',
    prompt: 'スキャン> ',
    serviceCell: (code, name) => name || code,
    labelNotPrinted: 'ラベル未印刷',
    labelPrintedAgain: 'ラベルを再印刷しました',
    labelNotPrintedAgain: 'ラベルを再印刷できませんでした',
    alreadyShippedAs: (id) => `出荷済み（${id}）`,
    notFound: (scan) => `見つかりません: ID または参照番号が「${scan}」の注文はありません`,
    failed: (why) => `失敗: ${why}`,
    reprintKey: 'r + Enter で再印刷',
    reprintFlag: (reprint) => `${reprint} で再印刷できます`,
    reprintFailed: (id, why) => `${id} のラベルを再印刷できませんでした: ${why}`,
    tally: {
      scanned: '件スキャン',
      shipped: '件出荷',
      testLabels: (_count) => '件テストラベル（注文は未出荷のまま）',
      alreadyShipped: (reprinted) => `件は出荷済み${reprinted ? `（${reprinted} 件を再印刷）` : ''}`,
      failed: '件失敗',
      notPrinted: (_count) => '件のラベルが未印刷',
      total: (amount) => `合計 ${amount}`,
      carrier: (_code, name) => `件 ${name}`,
    },
    box: {
      sizeAsk: (ref, fallback) =>
        `${ref}: サイズをスキャン（SIZE-60…）または入力${fallback ? `。Enter で ${fallback}` : ''}`,
      itemsAsk: (ref, count) => `${ref}: 商品 ${count} 点をスキャン（skip 理由: 検品せず出荷、cancel: 戻す）`,
      sizeSet: (ref, size) => `${ref}: サイズ ${size}`,
      itemOk: (name, done, total) => `検品 ${done}/${total}: ${name}`,
      itemWrong: (code, ref) => `${code} は ${ref} の商品ではありません: 取り出してください（ラベル未購入）`,
      itemTooMany: (name, quantity) => `多すぎます: ${name}（注文は ${quantity} 点）`,
      itemsLeft: (ref, left) => `${ref}: あと ${left} 点スキャンしてください。ラベルは未購入です`,
      skipNeedsReason: 'skip には理由が必要です: skip 理由（実行記録に残ります）',
      skipped: (ref, reason) => `${ref}: 検品を省略（${reason}）`,
      cancelled: (ref) => `${ref} を戻しました: ラベルは未購入。最初からやり直すには再スキャン`,
      orderFirst: (code) => `${code}: 先に注文をスキャンしてから、サイズをスキャンしてください`,
      needSize: (ref, sizes) => `${ref}: サイズが未定です: ${sizes} のいずれかをスキャンまたは入力`,
      notBoughtNoSize: '未購入: サイズがスキャンされませんでした',
      notBoughtItems: (left) => `未購入: ${left} 点が未検品`,
      uncoded: (ref, lines) => `${ref}: ${lines} 行の商品にコード（sku, barcode）がなく、検品できません`,
      noItems: (ref) => `${ref}: コード（sku, barcode）のある商品がなく、検品するものがありません`,
      otherCarrier: (_own, own, _station, station) => `${own}の注文（ステーションは${station}）`,
      replaced: (_own, own, _used, used) => `注文は${own}、${used}で出荷`,
      onlyCarrier: (_own, own, _station, station, flag) =>
        `未購入: ${own}の注文です。このステーションは${station}のみ（${flag}）`,
      carrierCell: (carrier, code, service, standard) => (standard ? carrier : service || code),
      blocked: (why) => `未購入: ${why}`,
      sheetWritten: (count, file) => `サイズのバーコード ${count} 件 → ${file}`,
      noSizes: (carrier) =>
        `${carrier} にはサイズがありません。サイズのある運送会社を指定してください（例: sagawa）`,
    },
  },
  openCheck: {
    heading: (blocked, open) => `未出荷の注文 ${open} 件のうち ${blocked} 件はこのままでは出荷できません:`,
    group: (what, count) => `${what}: ${count} 件`,
    noCarrier: '運送会社が未指定',
    noCarrierFix: (carrier) => `${carrier} sagawa か shipctl config set station.carrier sagawa`,
    noSize: (carrier, sizes) => `${carrier}のサイズが未指定（${sizes}）`,
    noSizeFix: (first, packSize, askSize) =>
      `${packSize} ${first} か shipctl config set station.pack_size ${first}、${askSize}`,
    printer: (issue) => `ラベルを印刷できません: ${issue}`,
    shipped: (shipment) => `出荷済み（${shipment}）`,
  },
  shipments: {
    reading: '出荷を読み込んでいます',
    summary: {
      columns: {
        carrier: '運送会社',
        service: 'サービス',
        shipments: '出荷',
        packs: '個数',
        test: 'テスト',
        voided: '取り消し',
      },
      total: '合計',
      testNote: (count) =>
        `テストラベル ${count} 件は別に数えています（テスト）。実際の出荷には使えず、出荷数に含みません。`,
    },
  },
  shipmentText: {
    columns: {
      id: 'ID',
      created: '作成日時',
      carrier: '運送会社',
      service: 'サービス',
      tracking: '追跡番号',
      ref: '参照番号',
      recipient: 'お届け先',
      place: '地域',
      state: '状態',
      test: 'テスト',
    },
    state: (state) =>
      ({ active: '有効', void: '取り消し済み', test: 'テスト', cancelled: '中止' })[state] ?? state,
    noName: '（品名なし）',
    voidQuestion: (what) => `出荷 ${what} を取り消しますか？ラベルは使えなくなります。`,
    voidSubject: (id) => `出荷 ${id}`,
    voiding: (id) => `${id} を取り消しています`,
    testMark: '、テスト',
    voidAlready: (id) => `${id} はすでに取り消し済みです（ラベルは使えません）。何も送信していません`,
    reopened: (ref) => `注文 ${ref} は未出荷に戻りました。スキャンまたは出荷すると新しいラベルを発行します`,
    nothingToFind: '検索する内容がありません。参照番号、追跡番号または氏名を指定してください',
    searching: '出荷を全ページ検索しています',
    fetchingAll: '出荷を全ページ取得しています',
    fetching: '出荷を取得しています',
    noneMatch: '該当する出荷はありません（保存されるのは直近 2 か月分です）。',
    noneFound: (text) => `直近 2 か月の出荷に「${text}」に該当するものはありません`,
    noneFoundHint:
      '参照番号、追跡番号（またはその 4 桁以上）、出荷 ID、氏名の一部で検索できます。取り消し済みも含めるには --state any',
    fetchingOne: (what) => `${what} を取得しています`,
    pairKey: (key) =>
      key.startsWith('setup.') ? `設定 ${key.slice('setup.'.length)}` : (GET_KEYS[key] ?? key),
    get: {
      joiner: '、',
      testLabel: 'テストラベル（実際の出荷には使えません）',
      inlinePdfJson: (json) => `（PDF を埋め込み。${json} で確認）`,
      inlinePdf: '（PDF を埋め込み）',
      noEstimate: '（予定なし）',
    },
    label: {
      noLink: (id) => `出荷 ${id} にはラベルのリンクがありません`,
      noLinkHint: (id) => `shipctl shipments get ${id} で確認してください`,
      downloading: 'ラベルをダウンロードしています',
      unknownFormat: 'ラベルが PDF でも ZPL でもありません。受け取ったまま保存しました',
      isVoid: (id) => `${id} は取り消し済みです。このラベルは出荷に使えません`,
    },
  },
  orders: {
    columns: {
      order: '注文',
      id: 'ID',
      created: '作成日時',
      carrier: '運送会社',
      recipient: 'お届け先',
      place: '地域',
      products: '内容品',
      contents: '内容品',
      ref: '参照番号',
      status: '状態',
      state: '状態',
      label: 'ラベル',
      shipment: '出荷',
      service: 'サービス',
      tracking: '追跡番号',
      error: 'エラー',
    },
    status: (status) => ORDER_STATUS[status] ?? status,
    noName: '（品名なし）',
    fetching: '注文を取得しています',
    fetchingAll: '注文を全ページ取得しています',
    noneMatch: (since) =>
      `該当する注文はありません（既定は直近 2 週間。${since} 30d で最大 2 か月前まで探せます）。`,
    creating: '注文を作成しています',
    created: (id) => `注文 ${id} を作成しました`,
    invalid: '注文の内容に不足か誤りがあります。何も送信していません',
    deleteQuestion: (what) => `注文 ${what} を削除しますか？`,
    deleteSubject: (id) => `注文 ${id}`,
    deleting: (id) => `${id} を削除しています`,
    productSpec: (flag, n, spec) =>
      `${flag} #${n}「${spec}」: 品名、1 以上の整数の数量、価格が必要です（例: "name=T-shirt,qty=2,price=2500" または name,qty,price）`,
    ship: {
      idsAndAll: (all) => `注文 ID と ${all} は一緒に指定できません`,
      whichOrders: (all) => `どの注文を出荷しますか？注文 ID か ${all} を指定してください`,
      sinceWithAll: (since, all) => `${since} は ${all} と一緒に指定してください`,
      yesRequired: (yes) => `対話できない実行でラベルを発行するには ${yes} が必要です`,
      yesRequiredHint: (yes, test) => `${yes} を付けてください（無料のテストラベルなら ${test}）`,
      cannotShip: 'この設定では出荷・印刷できるラベルを作れません。ラベルは発行していません',
      noneOpen: '出荷する未出荷の注文はありません。',
      noneOpenShipped: (count) =>
        `出荷する未出荷の注文はありません（${count} 件は出荷済み。\`shipctl orders list\` で確認できます）。`,
      labelsIn: (where) => `ラベルの保存先 → ${where}`,
      leftOut: (count) => `${count} 件の注文は出荷済みのため除きました。`,
      testStayOpen: 'テストラベルです。注文は本番の出荷のために未出荷のまま残ります。',
      ambiguousRef: (typed, count, ids) => `${typed} は ${count} 件の注文の注文番号です: ${ids}`,
      ambiguousRefHint: '代わりに注文 ID を指定してください',
      notFound: (orders) => `直近 2 週間の注文に ${orders} はありません`,
      notFoundHint:
        '`shipctl orders list --since 60d` で確認するか、ラベルは `shipctl shipments find 注文番号` で探してください',
      replacedCarrier: (ref, asked, service) =>
        `注文 ${ref} は ${asked} の指定ですが、フラグのとおり ${service} で出荷します`,
      runLockedHint: '終わるまで待つか止めてから、同じコマンドをもう一度実行してください',
      serviceRequired: (carrier, count, services) =>
        `必須です: ${carrier} にはサービスが ${count} 種類あり、標準のものがありません。1 つ指定してください（${services}）`,
      noPackSize: (name, carrier) =>
        `${name}: ${carrier} は国際便のため、ラベルにサイズは使いません（注文の荷物の内容を送ります）`,
    },
  },
  runs: {
    quoting: '運賃を見積もっています',
    checking: '出荷済みの行をアカウントで確かめています',
    progress: {
      done: (done, total) => `${done}/${total} 件完了`,
      failed: (n) => `${n} 件失敗`,
      remaining: (n) => `残り ${n} 件`,
      eta: (clock) => `残り時間 ${clock}`,
    },
    none: 'なし',
    withoutRate: (money, rows) => `${money} + 運賃なし ${rows} 件`,
    confirm: (count, services, test, estimate, estimateFlag) => {
      const tests = test === count ? '、すべてテストラベル' : test > 0 ? `、うちテストラベル ${test} 件` : '';
      const cost = estimate ? `、見積もり ${estimate}` : `、運賃は未見積もり（${estimateFlag}）`;
      // Two lines: one of 80 columns cannot hold the services and the question.
      return `${count} 件を出荷しますか？\n  ${services}${tests}${cost}`;
    },
    replaced: (count, shown, more, outEncoding) =>
      `Shift_JIS で表せない文字 ${count} 個を結果ファイルで置き換えました（${shown}${more ? '、…' : ''}）。${outEncoding} utf8 ならそのまま残ります`,
    replacedAt: (line, column, char) => `${line} 行目 ${column}「${char}」`,
    grouped: (estimate, calls) => `${estimate}（サービス・サイズ・都道府県ごとに見積もり: ${calls} 回照会）`,
    maxTotalUnknown: (maxTotal, rows) =>
      `${maxTotal} を守れません: ${rows} 行に運賃が出ず、費用がわかりません。何も送信していません`,
    maxTotalExceeded: (total, maxTotal, max) =>
      `見積もりの合計 ${total} が ${maxTotal} ${max} を超えます。何も送信していません`,
    stopping: '送信中の依頼が終わったら止めます。再開するには同じコマンドをもう一度実行してください',
    labelNotSaved: (seq, why) => `${seq} 行目のラベルを保存できませんでした: ${why}`,
    tally: {
      shipped: '件出荷',
      testLabels: '件テストラベル（注文は未出荷のまま）',
      alreadyShipped: '件は出荷済み',
      failed: '件失敗',
      skipped: '件スキップ',
      notSent: '件未送信',
      printed: '件印刷',
      printedBefore: '件は印刷済み（再印刷なし）',
      notPrinted: '件未印刷（印刷待ち: shipctl labels print --pending）',
    },
    alreadyShipped: (n) =>
      `${n} 行は出荷済みです（注文番号の付いた実際のラベルがアカウントにあります）。再送信していません`,
    reopened: (n) => `${n} 行のラベルが前回の実行後に取り消されたため、再送信しました`,
    racesVoided: (n, runId) =>
      `同じ注文に別のプロセスと同時に作られたラベル ${n} 枚を取り消しました。各行にはもう一方のラベルが残ります（\`shipctl batch status ${runId}\` で確認）`,
    adopted: (n) => `中断した依頼の後、ref_number で出荷 ${n} 件が見つかりました（再送信していません）`,
    doubled: (ref, kept, left, reason) =>
      `注文 ${ref} に有効な実ラベルが 2 枚あります: ${kept}（先のもの、残します）と ${left}（取り消せませんでした: ${reason}）`,
    doubledHint: (left) =>
      `同じコマンドをもう一度実行すると取り消します。自分で取り消す場合は \`shipctl shipments void ${left}\`（そのラベルは使わないでください）`,
    stoppedMaxTotal: (maxTotal, max, tally) => `${maxTotal} ${max} を超える前に止めました: ${tally}`,
    otherMade: (id, ref) => `${id}（注文 ${ref}）がこの実行の開始後に別の場所で作られました`,
    otherUnknown: 'この実行が作っていないラベルが現れました',
    stoppedOther: (why, tally) =>
      `止めました: 別のプロセスがこれらの注文を出荷しています（${why}）。${tally}。それが終わったら同じコマンドをもう一度実行してください。出荷済みの行は見つけて再送信しません`,
    stopped: (tally) => `止めました: ${tally}`,
    seeStatus: (runId) => `\`shipctl batch status ${runId}\` で確認してください`,
    unsaved: (tally, n) =>
      `${tally}。ただしラベル ${n} 枚を保存できませんでした。同じコマンドをもう一度実行すると取得します（再送信はしません）。または \`shipctl shipments label ID\``,
    missingFromMerged: (n) => `結合したファイルにラベル ${n} 枚が入っていません`,
    mergedPdf: (pages, file) => `ラベル: ${pages} ページ → ${file}`,
    mergedZpl: (file) => `ZPL ラベル → ${file}`,
    resultsTo: (file) => `結果 → ${file}`,
  },
  shared: {
    secretArgument:
      'Webhook のシークレットをコマンドライン引数で受け取ることはできません。シェルの履歴に残り、`ps` で他のユーザーにも見えてしまいます',
    secretSources: (secretFile, env, key) =>
      `${secretFile} FILE を指定するか、${env} を設定するか、プロファイルに「${key}」を保存してください`,
    noSecret: 'Webhook のシークレットがありません',
    stdinIsTerminal: (flag) => `${flag} - は標準入力を読みますが、標準入力が端末です`,
    stdinIsTerminalHint: (flag) => `データをパイプで渡すか、${flag} にファイルを指定してください`,
    cannotRead: (file, flag, why) => `${file}（${flag}）を読めません: ${why}`,
    wholeNumber: (flag, min, max, raw) =>
      `${flag} には ${min}〜${max} の整数を指定してください（指定値: "${raw}"）`,
    httpUrl: (flag, raw) => `${flag} には http(s) の URL を指定してください（指定値: "${raw}"）`,
    httpUrlExample: '例: http://127.0.0.1:3000/webhooks',
    nowFormat: (raw) => `--now には Unix 秒か ISO 8601 の日時を指定してください（指定値: "${raw}"）`,
    countryDefault: (country) => `国: JP（既定。変えるには ${country}）`,
    /** A DELETE done: English says what the API said. */
    deleted: (subject, _apiSaid) => `${subject} を削除しました`,
    deletedBefore: (what) =>
      `${what} は削除されました（前回の試行が通っていました。再試行ではすでにありませんでした）`,
  },
  track: {
    status: (status) => TRACKING_STATUS[status] ?? status,
    details: (details) => trackingDetails(details),
    columns: {
      carrier: '運送会社',
      number: '追跡番号',
      date: '日時',
      status: '状態',
      details: '詳細',
      city: '都市',
      country: '国',
      zip: '郵便番号',
      time: '日時',
      timeJst: '日時（JST）',
      location: '場所',
    },
    estimated: (date) => `お届け予定 ${date}`,
    queriesLeft: (left, of, cached) =>
      `照会 残り ${left}/${of} 回${cached ? '（保存済みの結果。照会していません）' : ''}`,
    noScans: '  （まだスキャンされていません）',
    cachedNote: (at) => `保存済みの結果です（${at} 配達完了）。照会は使っていません`,
    lookingFor: (text) => `出荷から ${text} を探しています`,
    tracking: (carrier, number) => `${carrier} ${number} を追跡しています`,
    notOwn: (text) =>
      `追跡番号 ${text} の出荷は（直近 2 か月に）ありません。番号の前に運送会社を指定してください`,
    severalCarriers: (text, carriers) =>
      `追跡番号 ${text} は複数の運送会社の出荷にあります（${carriers}）。運送会社を指定してください`,
    carrierExample: (text) => `例: shipctl track sagawa ${text}`,
    noNumber: '追跡番号を指定してください',
    forceWatch: (force, watch) =>
      `${force} は ${watch} と一緒には使えません（監視では最後の照会を使いません）`,
    intervalAlone: (interval, watch) => `${interval} は ${watch} と一緒に指定してください`,
    fileSkipped: (fileFlag, file, field, issue) => `${fileFlag} ${file} ${field}: ${issue}。追跡しません`,
    notAvailable: (carrier, carriers) =>
      `${carrier} は追跡できません。次のいずれかを指定してください: ${carriers}`,
    noTracking: (carrier) => `${carrier} には追跡がありません（追跡番号のないサービスです）`,
    notViaApi: (carrier) =>
      `${carrier} は API では追跡できません（仕様 4.10）。運送会社のサイトで番号を照会してください`,
    line: (n) => `${n} 行目`,
    lineShape: (line) => `「${line}」は「運送会社 番号」か「番号」の形で書いてください`,
    lineNoCarrier: (line, carrier) =>
      `「${line}」に運送会社がありません。「運送会社 番号」と書くか ${carrier} を指定してください`,
    nothing: '追跡するものがありません',
    nothingHint: (shipment, file) =>
      `CARRIER NUMBER、${shipment} ID、${file} FILE（標準入力は -）のいずれかを指定してください`,
    onlyOne: (shipment, file) => `CARRIER NUMBER、${shipment}、${file} はどれか 1 つだけ指定してください`,
    noCarrier: '運送会社を指定してください',
    noCarrierHint: 'track CARRIER NUMBER の形で指定します。例: shipctl track sagawa 123456789012',
    cannotRead: (fileFlag, file, why) => `${fileFlag} ${file} を読めません: ${why}`,
    noTrackableLine: (fileFlag, file) =>
      `${fileFlag} ${file} に追跡できる行がありません。何も送信していません`,
    noNumbers: (fileFlag, file) => `${fileFlag} ${file} に追跡番号がありません`,
    shipmentNoNumbers: (id) => `出荷 ${id} には追跡番号がありません`,
    intervalMin: '1m 以上にしてください（照会のたびに 15 回のうち 1 回を使います）',
    nextCheck: (at, watched) => `次の確認 ${at}（${watched} 件を監視中）`,
    retrying: (name, why) => `${name}: ${why}。次の確認で再試行します`,
    stopped: (name, why) => `${name}: ${why}。監視を終了しました`,
    hint: (hint) => `ヒント: ${hint}`,
    delivered: (name, at) => `${name} は配達完了${at ? `（${at}）` : ''}。監視を終了しました`,
    exception: (name, details, command) =>
      `${name}: 要確認（${details ?? '詳細なし'}）。監視を一時停止しました。解決したら \`${command}\` で再開してください`,
    budget: {
      thisNumber: 'この番号',
      spent: (name, of) =>
        `${name} の追跡照会 ${of} 回をすべて使いました。API はこれ以上受け付けません（429 TRACKING_LIMIT_EXCEEDED）`,
      spentHint: (force) => `回数はデータディレクトリに記録しています。${force} を付けると照会を送信します`,
      lastOne: (name, of) =>
        `${name} の追跡照会は残り 1/${of} 回です。最後の 1 回はうっかり使わないよう止めています`,
      lastOneWatch: (command) => `監視では使いません。必要なときに \`${command}\` を実行してください`,
      lastOneHint: (of, force) =>
        `1 つの番号の照会は ${of} 回までです（仕様 4.10）。最後の 1 回を使うには ${force} を付けてください`,
      exhaustedHint: (of) =>
        `1 つの追跡番号の照会は ${of} 回までです（仕様 4.10）。この番号は残りがありません`,
      notFoundHint:
        '運送会社と番号を確認してください。番号は運送会社がスキャンした後、' +
        'またはその運送会社のあなたの出荷の番号なら、すぐに照会できます',
    },
  },
  result: {
    key: (key) => RESULT_KEYS[key] ?? key,
    testLabel: '（テストラベル）',
    noLabel: 'この出荷にはラベルの書類がありません',
    noInvoice: 'この出荷にはインボイスがありません（国内の出荷にはありません）',
    failedDocument: (kind, why) => `${kind === 'label' ? 'ラベル' : 'インボイス'}: ${why}`,
    saveLabel: (id) =>
      `ラベル: \`shipctl shipments label ${id}\` で保存してください（組み込みサンドボックスのリンクはコマンドの実行中だけ有効です）`,
    downloadFailed: (what) => `ダウンロードに失敗しました: ${what}`,
    wasCreated: (id) =>
      `出荷は作成されています（${id}）。もう一度出荷しないでください。書類は \`shipctl shipments label ${id}\` で取得できます`,
  },
});
