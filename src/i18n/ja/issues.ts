// ルールが報告する問題（`{ field, issue }` の issue）の日本語。フィールド名・コード・値は英語のまま文中に置く。
import type { Messages } from '../en/index.js';
import type { NumberBounds } from '../en/issues.js';

const UNITS: Readonly<Record<string, string>> = { grams: 'g', cm: 'cm' };

function wantNumber(b: NumberBounds): string {
  const unit = b.unit ? (UNITS[b.unit] ?? b.unit) : '';
  const lower =
    b.min === undefined ? '' : b.exclusiveMin ? `${b.min}${unit} より大きい` : `${b.min}${unit} 以上の`;
  const upper = b.max === undefined ? '' : `${b.max}${unit} 以下の`;
  const bounds = lower && upper ? `${lower.replace(/の$/, '')}、${upper}` : lower || upper;
  return `${bounds}数値${unit && !bounds ? `（${unit}）` : ''}`;
}

function integerRange(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${min}〜${max} の`;
  return min !== undefined ? `${min} 以上の` : '';
}

const list = (values: readonly (string | number)[]): string => values.join(', ');
const or = (values: readonly string[]): string => values.join(' または ');

const scopeWord = (s: 'domestic' | 'international'): string => (s === 'domestic' ? '国内' : '国際');

// Subdivision nouns as the tables name them (geo/provinces.ts).
const NOUNS: Readonly<Record<string, string>> = {
  'Japanese prefecture': '都道府県',
  'US state or territory': '米国の州・準州',
  'Canadian province or territory': 'カナダの州・準州',
  'Australian state or territory': 'オーストラリアの州・特別地域',
  'Mexican state': 'メキシコの州',
  'Brazilian state': 'ブラジルの州',
  'Indian state or union territory': 'インドの州・連邦直轄領',
  'Chinese province': '中国の省',
};

export const issues: Messages['issues'] = {
  value: {
    integerAsString: (shown, digits) =>
      `文字列 ${shown} ではなく JSON の数値で送ってください: ${digits} を引用符なしで（整数は数値が必須です）`,
    integer: (min, max, got) => `${integerRange(min, max)}整数で指定してください（指定値: ${got}）`,
    numberAsString: (bounds, shown, digits) =>
      `${wantNumber(bounds)}を、文字列 ${shown} ではなく数値で送ってください: ${digits} を引用符なしで`,
    number: (bounds, got) => `${wantNumber(bounds)}で指定してください（指定値: ${got}）`,
    booleanAsString: (shown, word) =>
      `文字列 ${shown} ではなく JSON の真偽値で送ってください: ${word} を引用符なしで`,
    boolean: (got) => `true か false で指定してください（指定値: ${got}）`,
    string: (got) => `文字列で指定してください（指定値: ${got}）`,
    stringOfNumber: (got, digits) =>
      `文字列で指定してください（指定値: ${got}）: "${digits}" のように送ってください`,
    empty: '空にはできません',
    object: (got) => `オブジェクトで指定してください（指定値: ${got}）`,
  },
  address: {
    required: '住所オブジェクト {full_name, country, zip, province, city, address1, …} を指定してください',
    notObject: (got) => `住所オブジェクトで指定してください（指定値: ${got}）`,
    countryRequired: '国コード（ISO 3166-1 alpha-2: JP、US など）を指定してください',
    nameRequired: 'full_name か company を指定してください',
    orderNameRequired: '注文のお届け先の full_name か company を指定してください',
    address1Required: '番地までの住所を指定してください',
    zipFormat: (got) => `7 桁の郵便番号（1000001 または 100-0001）で指定してください（指定値: ${got}）`,
    zipFormatUse: (got, fixed) =>
      `7 桁の郵便番号（1000001 または 100-0001）で指定してください（指定値: ${got}）: "${fixed}" としてください`,
    zipRequired: '日本の住所には 7 桁の郵便番号（1000001）が必要です',
    provinceName: (country, code, got) =>
      `${country} では名前ではなくコードで指定してください: ${got} は "${code}" です`,
    provinceCodeUse: (country, code) => `${country} の地域コードで指定してください: "${code}" としてください`,
    provinceCode: (country, why) => `${country} の地域コードで指定してください: ${why}`,
    address1TooLong: (length, carrier, max) =>
      `${length} 文字あります。${carrier} は ${max} 文字までです: 残りを address2 に移してください`,
    address2TooLong: (length, carrier, max) =>
      `${length} 文字あります。${carrier} は ${max} 文字までです: 短くするか、一部を extra に移してください`,
    linesTooLong: (length, carrier, max) =>
      `address1 と address2 の合計が ${length} 文字あります。${carrier} は合計 ${max} 文字までです: 短くしてください`,
    email: (got) => `メールアドレス（name@example.com）で指定してください（指定値: ${got}）`,
    zipTyped: (got) =>
      `${got} は 7 桁の郵便番号ではありません: 1000001 または 100-0001 の形で指定してください`,
    nothingUsable:
      'ラベルに使える項目がありません: full_name か company、address1 か zip の少なくとも 1 つを指定してください（住所録の登録は削除できず、50 件の上限に数えられます）',
  },
  country: {
    code: (got) => `国コードは大文字の ISO 3166-1 alpha-2（JP、US、GB）で指定してください（指定値: ${got}）`,
    codeUse: (code) =>
      `国コードは大文字の ISO 3166-1 alpha-2（JP、US、GB）で指定してください: "${code}" としてください`,
    codeHint: (given, code) =>
      `国コードは大文字の ISO 3166-1 alpha-2（JP、US、GB）で指定してください: "${given}" は ISO のコードではありません。"${code}" としてください`,
  },
  currency: {
    code: (got) => `通貨は ISO 4217 のコード（JPY、USD、EUR など）で指定してください（指定値: ${got}）`,
    codeUse: (code) =>
      `通貨は ISO 4217 のコード（JPY、USD、EUR など）で指定してください: "${code}" としてください`,
    codeHint: (given, code) =>
      `通貨は ISO 4217 のコード（JPY、USD、EUR など）で指定してください: "${given}" はコードではありません。"${code}" としてください`,
  },
  province: {
    hintJp:
      '2 桁の JIS コード（"13"（東京都）、"27"（大阪府）など。"JP-13" も可）か、名前（東京都、Tokyo）で指定してください',
    hint: (example, country) =>
      `ISO 3166-2 のコード（"${example}" など。"${country}-${example}" も可）か、正式な名前で指定してください`,
    empty: (hint) => `空です: ${hint}`,
    otherCountry: (given, other, country, hint) =>
      `"${given}" は ${country} ではなく ${other} の地域です: 国を確認するか、${hint}`,
    unknown: (given, noun, hint, guesses) =>
      `"${given}" は${NOUNS[noun] ?? noun}ではありません: ${hint}${guesses.length > 0 ? `（もしかして ${or(guesses)}？）` : ''}`,
  },
  options: {
    packSizeInteger: (issue, sizes, carrier) => `${issue}。${carrier} は ${list(sizes)} のいずれかです`,
    packSize: (sizes, carrier, got) =>
      `${carrier} のサイズは ${list(sizes)} のいずれかです（指定値: ${got}）`,
    deliveryDate: (got) => `お届け日は YYYY-MM-DD（日本時間）で指定してください（指定値: ${got}）`,
    deliveryDatePast: (date, today) =>
      `${date} は過去の日付です（今日は ${today}）: 今日以降の日付を指定するか、最短のお届けなら省略してください`,
    noTimeSlots: (carrier, carriers) =>
      `${carrier} には時間帯指定がありません: setup.time を外してください（時間帯があるのは ${carriers}）`,
    oneOf: (choices, got) => `${list(choices)} のいずれかで指定してください（指定値: ${got}）`,
    oneOfFor: (choices, carrier, got) =>
      `${carrier} では ${list(choices)} のいずれかで指定してください（指定値: ${got}）`,
    careObject: (members, got) =>
      `真偽値 ${list(members)} を持つオブジェクトで指定してください（指定値: ${got}）`,
    careUnknown: (unknown, members) =>
      `不明な項目 ${list(unknown)}: care に指定できるのは ${list(members)}（真偽値）です`,
    careBoolean: (members) => `${list(members)} は true か false で指定してください`,
    codObject: (got) => `オブジェクト {amount, tax} で指定してください（指定値: ${got}）`,
    codUnknown: (unknown) =>
      `不明な項目 ${list(unknown)}: cash_on_delivery に指定できるのは amount と tax です`,
    codAmountRequired: 'amount（代引きで集金する金額）を指定してください',
    codAmount: (issue) => `amount: ${issue}`,
    codTax: (issue) => `tax: ${issue}`,
    ordersOnly: (field) =>
      `注文専用の項目です: 出荷では代わりに from_address を指定し、${field} を外してください`,
    scope: (scope, who, actual, packs) =>
      `${scopeWord(scope)}出荷専用の項目ですが、${who} は${scopeWord(actual)}です: 外してください${packs ? '（荷物は parcels[] で指定してください）' : ''}`,
    thisShipment: (scope) => `この${scopeWord(scope)}出荷`,
    unsupportedIgnored: (carrier, option, carriers) =>
      `${carrier} は ${option} に対応していません${carriers ? `（対応: ${list(carriers)}）` : ''}: 無視されます`,
    unsupported: (carrier, option, carriers, seinoCare) =>
      `${carrier} は ${option} に対応していません${carriers ? `（対応: ${list(carriers)}）` : ''}: 外してください${seinoCare ? '（seino では setup.handling を使います）' : ''}`,
    servicesOnly: (services, service) =>
      `${list(services)} 専用で、${service} には使えません: 外してください`,
    unusedByLetterbox: (service, what) =>
      `${service} は郵便受けに届けるサービスで、お届け${what === 'day' ? '日' : '時間帯'}の指定がありません: 運送会社は使わないので外してください`,
    noSizeClass: (service, got) =>
      `${service} にはサイズ区分がありません（寸法で受け付ける薄物）: ${got} は確認せずにそのまま送ります`,
    noPackSizes: (carrier, got) =>
      `${carrier} はサイズを公開していません: ${got} は確認せずにそのまま送ります`,
    unlistedSizes: (carrier, sizes, got) =>
      `${carrier} のサイズは ${list(sizes)} です（仕様書には記載なし）: ${got} は確認せずにそのまま送ります`,
  },
  lists: {
    pageLimit: (issue, kind, max) =>
      `${issue}（${kind === 'orders' ? '注文' : '出荷'}の 1 ページは最大 ${max} 件です）`,
    afterBefore: 'created_before より後になっています: 入れ替えてください',
    filter: (allowed, kind, got) =>
      `${kind === 'orders' ? '注文' : '出荷'}では ${list(allowed)} のいずれかで指定してください（指定値: ${got}）`,
    timestamp: (got) =>
      `ISO 8601 の日時（2026-11-01 または 2026-11-01T00:00:00Z）で指定してください（指定値: ${got}）`,
  },
  shipment: {
    body: (got) =>
      `JSON オブジェクト {to_address, from_address, setup, …} で送ってください（指定値: ${got}）`,
    setupRequired: (shipping) => `${shipping ? 'service' : 'currency'} を含むオブジェクトを指定してください`,
    japanOnly: (carrier, country) =>
      `${carrier} は日本国内のみの配送です: JP にしてください。${country} 宛ては国際便の運送会社（dhl、fedex、ups、japanpost…）を使ってください`,
    shipmentDate: (got) => `出荷日は YYYY-MM-DD（日本時間）で指定してください（指定値: ${got}）`,
    shipmentDatePast: (date, today) =>
      `${date} は過去の日付です（今日は ${today}）: 今日以降の日付を指定してください`,
    packSizeRequired: (carrier, sizes) =>
      `${carrier} ではサイズの指定が必要です: ${list(sizes)} のいずれか（数値）`,
    thisRoute: 'この配送経路',
    parcelsDomestic: (who) =>
      `国際出荷専用の項目です。${who} は国内配送です: 代わりに setup.pack_size と setup.pack_amount を使ってください`,
    customsDomestic: (who) => `国際出荷専用の項目です。${who} は国内配送です: 外してください`,
    unknownMember: '仕様書にない項目です。無視される可能性があります',
    unknownSetupMember: '仕様書にない setup の項目です。無視される可能性があります',
    ioss: (got) => `${got} は IOSS 番号（IM と 10 桁の数字）の形ではありません`,
    iossOver: (max, total) =>
      `IOSS の対象は ${max} EUR までの貨物です。この出荷は ${total} EUR と申告されているため、輸入 VAT は到着時に課されます`,
  },
  shipmentDate: {
    range: (days, today, last) => `今日から ${days} 日以内の日付 YYYY-MM-DD（日本時間、${today} 〜 ${last}）`,
    alwaysToday: (carrier, today) =>
      `${carrier} は常に当日（${today}）出荷です。shipment_date は置き換えられます`,
    required: (carrier, range) => `${carrier} では必須です: ${range}`,
    optional: (carrier, range) => `${carrier} では任意です（省略時は指定なし）: ${range}`,
    optionalToday: (carrier, today, range) => `${carrier} では任意です（省略時は今日 ${today}）: ${range}`,
    optionalLenient: (carrier, range) =>
      `${carrier} では任意です（省略時は運送会社が今日とします）: ${range}`,
    format: (range, got) => `${range}で指定してください（指定値: ${got}）`,
    past: (date, today, range) => `${date} は過去の日付です（今日は ${today}）: ${range}にしてください`,
    tooFar: (date, days, carrier, range) =>
      `${date} は ${carrier} で指定できる ${days} 日先を超えています: ${range}にしてください`,
    replaced: (carrier, got, today) =>
      `${carrier} は常に当日出荷です: shipment_date ${got} は ${today} に置き換えました`,
    unspecified: (carrier, got) =>
      `${carrier}: shipment_date ${got} は YYYY-MM-DD の日付ではないため指定なしとして扱われ、運送会社が今日とします`,
  },
  fit: {
    sides: (sides) => `${sides.join(' × ')} cm`,
    sum: (cm) => `3 辺合計 ${cm} cm`,
    longest: (cm) => `最長辺 ${cm} cm`,
    thick: (cm) => `厚さ ${cm} cm`,
    kg: (kg) => `${kg} kg`,
    carriesSides: (service, limits, sides) =>
      `${service} は ${limits.join('、')} までです。この荷物は ${sides.join(' × ')} cm です`,
    carriesPackSize: (service, limits, size) =>
      `${service} は ${limits.join('、')} までです。${size} サイズはそれより大きい箱です`,
    carriesWeight: (service, limits, grams) =>
      `${service} は ${limits.join('、')} までです。内容品の重量は ${grams} g です`,
    chooseParcelService: (fit) =>
      `${fit}: 宅配便のサービス（sagawa_regular、yamato_regular、yuupack_regular…）を選んでください`,
    coolContradicts: (cool, service, own, instead) =>
      `${cool} は ${service}（${own === 'frozen' ? '冷凍' : '冷蔵'}のサービス）と矛盾します: クールの指定を外す（または ${own} にする）か、${instead} を選んでください`,
    notCooled: (service, cool, twin) =>
      `${service} はクール便ではありません: ${cool === 'frozen' ? '冷凍' : '冷蔵'}の荷物には ${twin} を使うか、クールの指定を外してください`,
    noCool: (service, cool) =>
      `${service} は冷蔵・冷凍の荷物を運べません: yamato_regular（クール宅急便）、sagawa_${cool}、yuupack_${cool} のいずれかを使うか、クールの指定を外してください`,
    noCashOnDelivery: (service, instead) =>
      `${service} は代引きに対応していません: ${or(instead)} を使うか、代引きの指定を外してください`,
  },
  service: {
    unknown: (got, hints) =>
      `不明なサービス ${got}: yamato_regular や dhl_express_worldwide のようなサービスコードで指定してください（一覧: shipctl carriers catalog）${hints.length ? `（もしかして ${list(hints)}？）` : ''}`,
    notForRates:
      '運賃の見積もりには指定できません: setup.service を外してください（運賃は全サービス分が返ります。サービスは出荷のときに選びます）',
    required: 'サービスコードを指定してください（例: yamato_regular。サービスの比較は POST /v1/rates）',
    carrierCode: (carriers, got) =>
      `運送会社のコード（${list(carriers)} のいずれか）で指定してください（指定値: ${got}）`,
    carrierDisagrees: (named, service, carrier) =>
      `${named} となっていますが、サービス ${service} は ${carrier} のものです: 一致させてください`,
    carrierId: (got) => `運送会社アカウントの id（文字列）で指定してください（指定値: ${got}）`,
  },
  destination: {
    zip: (carrier, country, _name, example) =>
      `${carrier} で ${country} へ送るには郵便番号が必要です${example ? `（例: ${example}）` : ''}`,
    city: (carrier, country) => `${carrier} で ${country} へ送るには市区町村が必要です`,
    province: (carrier, country, noun, example) =>
      `${carrier} で ${country} へ送るには${noun ? (NOUNS[noun] ?? noun) : '州・県'}のコードが必要です${example ? `（例: ${example}）` : ''}`,
  },
  accounts: {
    unknownId: (got) =>
      `id が ${got} の運送会社アカウントはありません: GET /v1/carriers でアカウントを確認してください`,
    notActive: (id, state) =>
      `アカウント ${id} は ${state} で、有効ではありません: 有効なアカウントを使ってください`,
    otherCarrier: (id, type, carrier) =>
      `アカウント ${id} は ${type} のアカウントですが、サービスは ${carrier} のものです: ${carrier} のアカウントか ${type} のサービスを選んでください`,
    several: (count, carrier, ids) =>
      `有効な ${carrier} のアカウントが ${count} 件あります（${list(ids)}）: setup.carrier_id でどれか 1 つを指定してください`,
    none: (carrier, ups, testWithout) =>
      `有効な ${carrier} のアカウントがありません: ${ups ? 'ups のアカウントはダッシュボードで接続します（OAuth）' : `POST /v1/carriers で登録してください（shipctl carriers add ${carrier}）`}${testWithout ? '。テストラベル（setup.test）には不要です' : ''}`,
    noCustomerNumbers: (carrier, id) =>
      `${carrier} のアカウント ${id} に customer_numbers がありません: ラベルを作る前に PUT /v1/carriers/${id} で設定してください（10、6、10、6 桁の 4 つ）`,
  },
  testMode: {
    notAvailable: (carrier, carriers) =>
      `${carrier} ではテストラベルを使えません（使えるのは ${list(carriers)}）: setup.test を外すか、これらの運送会社を選んでください`,
    outsideWindow: (carrier, window, clock, next) =>
      `${carrier} のテストラベルは ${window} に使えます。現在は ${clock} です${next ? `（次の受付開始: ${next}）` : ''}`,
  },
  body: {
    textTooLong: (length, max) =>
      `${length.toLocaleString('en')} 文字あります。受け付けるのは ${max.toLocaleString('en')} 文字までです`,
    tooDeep: (depth) =>
      `${depth} 段より深く入れ子になっています。この API のリクエストでそこまで深いものはありません`,
  },
  vocabulary: {
    notCarrier: (text, carriers, near) =>
      `"${text}" は運送会社ではありません: ${carriers.join(', ')} のいずれかを指定してください（佐川急便、ヤマト運輸、ゆうパック… も読み取れます）${near.length ? `（もしかして ${or(near)}？）` : ''}`,
  },
  products: {
    required:
      '商品の配列 {name, quantity, price, weight, hs_code, origin_country} を 1 件以上指定してください',
    notArray: (got) => `商品の配列で指定してください（指定値: ${got}）`,
    empty: '商品を 1 件以上指定してください',
    notObject: (got) => `商品オブジェクトで指定してください（指定値: ${got}）`,
    requiredAbroad: (what) => `国際出荷では必須です: ${what}`,
    nameRequired: '商品名を指定してください',
    quantity: '数量（1 以上の整数）',
    price: '単価（0 以上の数値）',
    weight: '1 個あたりの重量（g）',
    hsCode: 'HS コード（6〜10 桁）',
    originCountry: '原産国（ISO alpha-2: JP など）',
    hsCodeFormat: (got) =>
      `HS コード（6〜10 桁、ドット可: 6109.10 または 610910）で指定してください（指定値: ${got}）`,
    hsCodeNumber: (got) =>
      `HS コード（6〜10 桁、ドット可: 6109.10 または 610910）で指定してください（指定値: ${got}）: 文字列で送ってください`,
  },
  parcels: {
    required: '国際出荷では荷物の配列 {weight (g), amount, width, height, depth (cm)} が必要です',
    notArray: (got) => `荷物の配列で指定してください（指定値: ${got}）`,
    empty: '荷物を 1 件以上指定してください',
    notObject: (got) => `荷物オブジェクトで指定してください（指定値: ${got}）`,
    weightRequired: '荷物の重量（g）を指定してください',
    dimensionsTogether: '寸法は width、height、depth（cm）の 3 つをそろえて指定してください',
    upsFreight: (service, grams, side) =>
      `${service} は ${grams} g（70 kg）を超えるか、${side} cm を超える辺がある荷物用です: 小さい荷物には別の UPS サービスを使ってください`,
  },
  customs: {
    required: '国際出荷では {duty_paid, content_type, …} が必要です',
    contentType: (got, known) =>
      `${got} は使えることが確認された値（${list(known)}）ではありません。運送会社に断られる可能性があります`,
    unknownMember: '仕様書にない customs の項目です。無視される可能性があります',
    billToDomestic: '国際出荷専用の項目です: 外してください',
    billToCarrier: (carriers, carrier) =>
      `${list(carriers)} のみ対応で、${carrier} には使えません: 外してください（関税の支払者は customs.duty_paid で決まります）`,
    billToObject: (got) => `オブジェクト {duties, …} で指定してください（指定値: ${got}）`,
    party: (parties, got) => `${list(parties)} のいずれかで指定してください（指定値: ${got}）`,
  },
  zip: {
    empty: '空です: 7 桁の郵便番号（100-0001 または 1000001 など）を指定してください',
    fiveDigits: (given, restored) =>
      `"${given}" は 5 桁です: 7 桁の郵便番号（100-0001 または 1000001 など）を指定してください（表計算ソフトで先頭の 0 が消えた場合は ${restored} です）`,
    digits: (given, count) =>
      `"${given}" は ${count} 桁です: 7 桁の郵便番号（100-0001 または 1000001 など）を指定してください`,
    notCode: (given) =>
      `"${given}" は郵便番号ではありません: 7 桁の郵便番号（100-0001 または 1000001 など）を指定してください`,
    otherPrefecture: (given, path, zip, place) =>
      `${given} となっていますが、${path}.zip の ${zip} は ${place} の郵便番号です: ${place} にする（または都道府県を省く）か、郵便番号を直してください`,
    unknown: (zip) =>
      `${zip} は日本の郵便番号データにありません。都道府県も指定されていません: 郵便番号を確認するか、都道府県を指定してください`,
  },
};
