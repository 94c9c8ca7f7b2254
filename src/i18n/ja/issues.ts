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

// show() in the domain renders what was received: a string quoted, a number as is, and words for
// the rest; those words are English on the wire and read in Japanese here.
const SHOWN: Readonly<Record<string, string>> = {
  nothing: 'なし',
  'an array': '配列',
  'an object': 'オブジェクト',
};
const shown = (got: string): string => SHOWN[got] ?? got;

const DAYS: Readonly<Record<string, string>> = {
  Sunday: '日曜日',
  Monday: '月曜日',
  Tuesday: '火曜日',
  Wednesday: '水曜日',
  Thursday: '木曜日',
  Friday: '金曜日',
  Saturday: '土曜日',
  today: '今日',
  tomorrow: '明日',
};
const day = (d: string): string => DAYS[d] ?? d;

const INVOICE = '最新の FedEx の請求書 {number, date (YYYY-MM-DD), amount（数値）, currency (ISO 4217)} ';

export const issues = (): Messages['issues'] => ({
  value: {
    integerAsString: (shown, digits) =>
      `文字列 ${shown} ではなく JSON の数値で送ってください: ${digits} を引用符なしで（整数は数値が必須です）`,
    integer: (min, max, got) => `${integerRange(min, max)}整数で指定してください（指定値: ${shown(got)}）`,
    numberAsString: (bounds, shown, digits) =>
      `${wantNumber(bounds)}を、文字列 ${shown} ではなく数値で送ってください: ${digits} を引用符なしで`,
    number: (bounds, got) => `${wantNumber(bounds)}で指定してください（指定値: ${shown(got)}）`,
    booleanAsString: (shown, word) =>
      `文字列 ${shown} ではなく JSON の真偽値で送ってください: ${word} を引用符なしで`,
    boolean: (got) => `true か false で指定してください（指定値: ${shown(got)}）`,
    string: (got) => `文字列で指定してください（指定値: ${shown(got)}）`,
    stringOfNumber: (got, digits) =>
      `文字列で指定してください（指定値: ${shown(got)}）: "${digits}" のように送ってください`,
    empty: '空にはできません',
    object: (got) => `オブジェクトで指定してください（指定値: ${shown(got)}）`,
  },
  address: {
    required: '住所オブジェクト {full_name, country, zip, province, city, address1, …} を指定してください',
    notObject: (got) => `住所オブジェクトで指定してください（指定値: ${shown(got)}）`,
    countryRequired: '国コード（ISO 3166-1 alpha-2: JP、US など）を指定してください',
    nameRequired: 'full_name か company を指定してください',
    orderNameRequired: '注文のお届け先の full_name か company を指定してください',
    address1Required: '番地までの住所を指定してください',
    zipFormat: (got) =>
      `7 桁の郵便番号（1000001 または 100-0001）で指定してください（指定値: ${shown(got)}）`,
    zipFormatUse: (got, fixed) =>
      `7 桁の郵便番号（1000001 または 100-0001）で指定してください（指定値: ${shown(got)}）: "${fixed}" としてください`,
    zipRequired: '日本の住所には 7 桁の郵便番号（1000001）が必要です',
    provinceName: (country, code, got) =>
      `${country} では名前ではなくコードで指定してください: ${got} は "${code}" です`,
    provinceCodeUse: (country, code) => `${country} の地域コードで指定してください: "${code}" としてください`,
    provinceCode: (country, why) => `${country} の地域コードで指定してください: ${why}`,
    address1TooLong: (length, carrier, max) =>
      `${length} 文字あります。${carrier} は ${max} 文字までです: 残りを address2 に移してください`,
    address2TooLong: (length, carrier, max) =>
      `${length} 文字あります。${carrier} は ${max} 文字までです: 短くするか、一部を extra に移してください`,
    lineTooLong: (length, carrier, max) =>
      `全角 ${length} 文字あります（半角は 2 文字で 1 文字）。${carrier} は 1 行 全角 ${max} 文字までしか印字しません: 短くしてください（都道府県と市区町村は別の項目で送られます）`,
    linesMoved: (field, length, carrier, max, lines) =>
      `${field} が全角 ${length} 文字ありました。${carrier} は 1 行 全角 ${max} 文字までのため、${lines} に分けて送ります`,
    linesTooLong: (length, carrier, max) =>
      `address1 と address2 の合計が ${length} 文字あります。${carrier} は合計 ${max} 文字までです: 短くしてください`,
    email: (got) => `メールアドレス（name@example.com）で指定してください（指定値: ${shown(got)}）`,
    zipTyped: (got) =>
      `${got} は 7 桁の郵便番号ではありません: 1000001 または 100-0001 の形で指定してください`,
    nothingUsable:
      'ラベルに使える項目がありません: full_name か company、address1 か zip の少なくとも 1 つを指定してください（住所録の登録は削除できず、50 件の上限に数えられます）',
  },
  country: {
    code: (got) =>
      `国コードは大文字の ISO 3166-1 alpha-2（JP、US、GB）で指定してください（指定値: ${shown(got)}）`,
    codeUse: (code) =>
      `国コードは大文字の ISO 3166-1 alpha-2（JP、US、GB）で指定してください: "${code}" としてください`,
    codeHint: (given, code) =>
      `国コードは大文字の ISO 3166-1 alpha-2（JP、US、GB）で指定してください: "${given}" は ISO のコードではありません。"${code}" としてください`,
  },
  currency: {
    code: (got) =>
      `通貨は ISO 4217 のコード（JPY、USD、EUR など）で指定してください（指定値: ${shown(got)}）`,
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
      `${carrier} のサイズは ${list(sizes)} のいずれかです（指定値: ${shown(got)}）`,
    deliveryDate: (got) => `お届け日は YYYY-MM-DD（日本時間）で指定してください（指定値: ${shown(got)}）`,
    deliveryDatePast: (date, today) =>
      `${date} は過去の日付です（今日は ${today}）: 今日以降の日付を指定するか、最短のお届けなら省略してください`,
    noTimeSlots: (carrier, carriers) =>
      `${carrier} には時間帯指定がありません: setup.time を外してください（時間帯があるのは ${carriers}）`,
    oneOf: (choices, got) => `${list(choices)} のいずれかで指定してください（指定値: ${shown(got)}）`,
    oneOfFor: (choices, carrier, got) =>
      `${carrier} では ${list(choices)} のいずれかで指定してください（指定値: ${shown(got)}）`,
    careObject: (members, got) =>
      `真偽値 ${list(members)} を持つオブジェクトで指定してください（指定値: ${shown(got)}）`,
    careUnknown: (unknown, members) =>
      `不明な項目 ${list(unknown)}: care に指定できるのは ${list(members)}（真偽値）です`,
    careBoolean: (members) => `${list(members)} は true か false で指定してください`,
    codObject: (got) => `オブジェクト {amount, tax} で指定してください（指定値: ${shown(got)}）`,
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
      `${kind === 'orders' ? '注文' : '出荷'}では ${list(allowed)} のいずれかで指定してください（指定値: ${shown(got)}）`,
    timestamp: (got) =>
      `ISO 8601 の日時（2026-11-01 または 2026-11-01T00:00:00Z）で指定してください（指定値: ${shown(got)}）`,
  },
  shipment: {
    body: (got) =>
      `JSON オブジェクト {to_address, from_address, setup, …} で送ってください（指定値: ${shown(got)}）`,
    setupRequired: (shipping) => `${shipping ? 'service' : 'currency'} を含むオブジェクトを指定してください`,
    japanOnly: (carrier, country) =>
      `${carrier} は日本国内のみの配送です: JP にしてください。${country} 宛ては国際便の運送会社（dhl、fedex、ups、japanpost…）を使ってください`,
    shipmentDate: (got) => `出荷日は YYYY-MM-DD（日本時間）で指定してください（指定値: ${shown(got)}）`,
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
    format: (range, got) => `${range}で指定してください（指定値: ${shown(got)}）`,
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
      `${service} は薄い荷物用のメール便です（${limits.join('、')} まで）。${size} サイズは箱です`,
    carriesWeight: (service, limits, grams) =>
      `${service} は ${limits.join('、')} までです。内容品の重量は ${grams} g です`,
    paperOnly: (service, type) =>
      `${service} は印刷物・書類専用で、${type} は送れません: 小包・小形包装物・EMS のサービス（japanpost_parcel_air、japanpost_smallpacket_air、japanpost_ems…）を選んでください`,
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
      `運送会社のコード（${list(carriers)} のいずれか）で指定してください（指定値: ${shown(got)}）`,
    carrierDisagrees: (named, service, carrier) =>
      `${named} となっていますが、サービス ${service} は ${carrier} のものです: 一致させてください`,
    carrierId: (got) => `運送会社アカウントの id（文字列）で指定してください（指定値: ${shown(got)}）`,
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
    window: (days, start, end) =>
      `${days === 'weekdays' ? '月〜金曜日' : days.map(day).join('、')} ${start}〜${end}（日本時間）`,
    clock: (d, time) => `${day(d)} ${time}（日本時間）`,
    notAvailable: (carrier, carriers) =>
      `${carrier} ではテストラベルを使えません（使えるのは ${list(carriers)}）: setup.test を外すか、これらの運送会社を選んでください`,
    outsideWindow: (carrier, window, clock, next) =>
      `${carrier} のテストラベルは ${window}に使えます。現在は ${clock}です${next ? `（次の受付開始: ${next}）` : ''}`,
  },
  body: {
    textTooLong: (length, max) =>
      `${length.toLocaleString('en')} 文字あります。受け付けるのは ${max.toLocaleString('en')} 文字までです`,
    tooDeep: (depth) =>
      `${depth} 段より深く入れ子になっています。この API のリクエストでそこまで深いものはありません`,
    controlCharacter: (code) =>
      `制御文字（${code}）が含まれています。ラベルに印字されるため取り除いてください（改行も含みます。2 行目は address2 に書いてください）`,
  },
  b2: {
    serviceRefused: (code, name) =>
      `${code}（${name}）です。shipctl のヤマト運輸アカウントでは発行できません: B2クラウドで発行するか、0（発払い）とサイズを指定してください`,
    serviceCode: (text) =>
      `"${text}" は B2 の送り状種類ではありません: 0（発払い）、2（コレクト）、3（DM便）、4（タイム）、5（着払い）、6（複数口）、7（ネコポス）のいずれかを書いてください`,
    coolCode: (text) =>
      `"${text}" は B2 のクール区分ではありません: 0（通常）、1（クール冷凍）、2（クール冷蔵）のいずれかを書いてください`,
    timeCode: (text) =>
      `"${text}" は B2 の配達時間帯ではありません: 0812、1214、1416、1618、1820、1921、2021 のいずれかを書いてください`,
  },
  vocabulary: {
    comma: (text, what) =>
      `"${text}" のカンマは 3 桁区切りではありません: ${what}は数字で書いてください（例: 2500）`,
    notNumber: (text, what) => `"${text}" は数値ではありません: ${what}は数字で書いてください（例: 80）`,
    whole: (text, what) => `"${text}" は整数で指定してください（${what}）`,
    what: {
      number: '数値',
      packSize: 'サイズ',
      weight: '重量（g）',
      inCm: (member) => `${member}（cm）`,
      packs: '個数',
      amount: '金額',
      tax: '税額',
      insured: '保険金額',
      units: '数量',
      unitPrice: '単価',
      unitWeight: '1 個あたりの重量（g）',
    },
    notCarrier: (text, carriers, near) =>
      `"${text}" は運送会社ではありません: ${carriers.join(', ')} のいずれかを指定してください（佐川急便、ヤマト運輸、ゆうパック… も読み取れます）${near.length ? `（もしかして ${or(near)}？）` : ''}`,
  },
  products: {
    required:
      '商品の配列 {name, quantity, price, weight, hs_code, origin_country} を 1 件以上指定してください',
    notArray: (got) => `商品の配列で指定してください（指定値: ${shown(got)}）`,
    empty: '商品を 1 件以上指定してください',
    notObject: (got) => `商品オブジェクトで指定してください（指定値: ${shown(got)}）`,
    requiredAbroad: (what) => `国際出荷では必須です: ${what}`,
    nameRequired: '商品名を指定してください',
    quantity: '数量（1 以上の整数）',
    price: '単価（0 以上の数値）',
    weight: '1 個あたりの重量（g）',
    hsCode: 'HS コード（6〜10 桁）',
    originCountry: '原産国（ISO alpha-2: JP など）',
    hsCodeFormat: (got) =>
      `HS コード（6〜10 桁、ドット可: 6109.10 または 610910）で指定してください（指定値: ${shown(got)}）`,
    hsCodeNumber: (got) =>
      `HS コード（6〜10 桁、ドット可: 6109.10 または 610910）で指定してください（指定値: ${shown(got)}）: 文字列で送ってください`,
  },
  parcels: {
    required: '国際出荷では荷物の配列 {weight (g), amount, width, height, depth (cm)} が必要です',
    notArray: (got) => `荷物の配列で指定してください（指定値: ${shown(got)}）`,
    empty: '荷物を 1 件以上指定してください',
    notObject: (got) => `荷物オブジェクトで指定してください（指定値: ${shown(got)}）`,
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
    billToObject: (got) => `オブジェクト {duties, …} で指定してください（指定値: ${shown(got)}）`,
    party: (parties, got) => `${list(parties)} のいずれかで指定してください（指定値: ${shown(got)}）`,
  },
  phone: {
    notDigits: (given) =>
      `"${given}" は日本の電話番号ではありません: 090-1234-5678 や 03-1234-5678 のように数字で指定してください`,
    missingZero: (given, phone) =>
      `"${given}" は日本の電話番号ではありません（先頭の 0 がありません）: ${phone} を指定してください`,
    restored: (given, phone) =>
      `電話番号 "${given}" は先頭の 0 が抜けています（表計算ソフトで消えたもの）: ${phone} として扱います`,
    mobileLength: (given, digits) =>
      `"${given}" は ${digits} 桁です: 携帯電話・050 の番号は 11 桁です（090-1234-5678）。番号を確認してください`,
    landlineLength: (given, digits, length) =>
      `"${given}" は ${digits} 桁です: この市外局番の番号は ${length} 桁です（03-1234-5678）。番号を確認してください`,
    noPrefix: (given) =>
      `"${given}" は日本の電話番号の形（0 と市外局番・携帯の番号）ではありません: 090-1234-5678 のように指定してください`,
  },
  zip: {
    restored: (given, zip) =>
      `郵便番号 "${given}" は 6 桁です: ${zip} として扱います（表計算ソフトで先頭の 0 が消えたもの）`,
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
    unknownWithPrefecture: (zip) =>
      `${zip} は日本の郵便番号データにありません: 郵便番号を確認してください（ラベルと運賃は郵便番号で決まります）`,
    otherCity: (given, path, zip, place) =>
      `${given} となっていますが、${path}.zip の ${zip} は ${place} の郵便番号です: 市区町村か郵便番号を直してください（市区町村は省けば郵便番号から入ります）`,
    addressOtherPlace: (written, path, zip, place) =>
      `${written} となっていますが、${path}.zip の ${zip} は ${place} の郵便番号です: 郵便番号か住所を直してください`,
  },
  kind: {
    null: 'null',
    array: (items) => `${items} 要素の配列`,
    string: (chars) => `${chars} 文字の文字列`,
    number: '数値',
    boolean: '真偽値',
    object: 'オブジェクト',
    other: (type) => type,
  },
  carrierSettings: {
    object: (got) => `オブジェクト {print: {size}, …} で指定してください（指定値: ${shown(got)}）`,
    printObject: (yamato, got) =>
      `オブジェクト {size${yamato ? ', size_fallback' : ''}} で指定してください（指定値: ${shown(got)}）`,
    printSizeRequired: (carrier, sizes) => `${carrier} では必須です: ${list(sizes)} のいずれか`,
    printSizeString: (sizes, got) =>
      `印刷サイズの文字列${sizes.length ? `（${list(sizes)}）` : ''}で指定してください（指定値: ${shown(got)}）`,
    fallbackRequired: (thermal, sizes) =>
      `print.size が ${thermal} のときは必須です: ${list(sizes)} のいずれか（感熱サイズで印刷できないときに使います）`,
    accountsOnly: (owner, carrier) => `${owner} のアカウント専用の項目です: ${carrier} では外してください`,
    labelObject: (got) => `真偽値のオブジェクトで指定してください（指定値: ${shown(got)}）`,
    emailObject: (got) => `オブジェクト {enabled, message} で指定してください（指定値: ${shown(got)}）`,
    messageString: (max, got) => `${max} 文字以内の文字列で指定してください（指定値: ${shown(got)}）`,
    messageRequired: (max) => `enabled が true のときは必須です: お届け予定メールの本文（${max} 文字以内）`,
    messageTooLong: (length, max) =>
      `${length} 文字あります。yamato は ${max} 文字までです: ${length - max} 文字短くしてください`,
  },
  carrierAccount: {
    body: (got) =>
      `JSON オブジェクト {type, credentials, settings} で送ってください（指定値: ${shown(got)}）`,
    typeRequired: (carriers) => `${list(carriers)} のいずれかを指定してください`,
    upsRegistration: 'ups のアカウントは API ではなくダッシュボードで登録します（OAuth）',
    custom: 'custom は運送会社を使わない自社配送です: 登録するアカウントはありません',
    typeFixed: (carrier, got) =>
      `アカウントの運送会社は変更できません（このアカウントは ${carrier}）: type を外すか、${got} のアカウントを新しく追加してこのアカウントを削除してください`,
    nothingToUpdate: '更新する credentials か settings（または両方）を指定してください',
    credentialsRequired: (carrier) => `${carrier} の認証情報のオブジェクトを指定してください`,
    credentialRequired: (carrier, label) => `${carrier} では必須です: ${label}`,
    fedexStrings: (required, given, missing) =>
      `fedex には認証情報の文字列が ${required} 個必要です（指定は ${given} 個）。次も指定してください: ${list(missing)}`,
    openStrings: (carrier, required, given, yamatoIntl) =>
      `${carrier} には空でない認証情報の文字列が ${required} 個必要です${yamatoIntl ? "（2 つ目の値の既定は '01'）" : ''}（指定は ${given} 個）: ${carrier} の契約書から写してください`,
    numberInQuotes:
      '文字列で指定してください: 数値は引用符で囲んで送ってください（先頭の 0 が意味を持ちます）',
    customerNumbers: (blocks, got, parsed) =>
      `桁数 ${list(blocks)} の数字の文字列 4 つの配列（32 桁）で指定してください（指定値: ${shown(got)}）${parsed ? ': 同じ数字を 4 つの文字列の配列で送ってください' : ''}`,
    customerNumbersAsNumbers: (blocks) =>
      `桁数 ${list(blocks)} の数字の文字列 4 つの配列（32 桁）で指定してください: 数値では先頭の 0 が消えるので、各ブロックを引用符で囲んだ文字列で送ってください`,
    customerNumbersLengths: (blocks, count, lengths) =>
      `桁数 ${list(blocks)} の数字の文字列 4 つの配列（32 桁）で指定してください（指定値: ${count} ブロック、桁数 ${lengths}）`,
    invoice: (got) => `${INVOICE}で指定してください（指定値: ${shown(got)}）`,
    invoiceNumber: `${INVOICE}で指定してください: number がありません`,
    invoiceDate: `${INVOICE}で指定してください: date が YYYY-MM-DD ではありません`,
    invoiceAmount: (issue) => `${INVOICE}で指定してください: amount: ${issue}`,
    invoiceCurrency: (issue) => `${INVOICE}で指定してください: currency: ${issue}`,
  },
  negotiatedRates: {
    carriers: (carriers, carrier) =>
      `契約運賃をアップロードできるのは ${list(carriers)} のアカウントだけで、${carrier} にはできません`,
    body: (got) => `{from, size, price} の行の配列で送ってください（指定値: ${shown(got)}）`,
    empty: '{from, size, price} の行を 1 行以上指定してください',
    row: (got) => `オブジェクト {from, size, price} で指定してください（指定値: ${shown(got)}）`,
    cool: '冷凍・冷蔵サービスの運賃にはまだ対応していません: 通常サービスの運賃だけをアップロードしてください',
    member: (members) => `運賃の行にない項目です: 行に指定できるのは ${list(members)} だけです`,
    fromRequired: (regions) => `発地の地域を指定してください: ${list(regions)} のいずれか`,
    duplicate: (from, size) => `from ${from}、size ${size} の行が前にもあります: 1 行にまとめてください`,
    priceMap: (example, got) =>
      `着地の地域ごとの運賃で指定してください（例: {"${example}": "1,234"}）（指定値: ${shown(got)}）`,
    price: (got, asString) =>
      `"1,234" のような運賃の文字列（数字、3 桁ごとのカンマ、符号なし）で指定してください（指定値: ${shown(got)}）${asString ? `: 文字列 "${asString}" として送ってください` : ''}`,
    noRegions: (carrier) => `${carrier} には契約運賃の地域がありません`,
    region: (name, carrier, regions, equivalents) =>
      `"${name}" は ${carrier} の地域ではありません: ${regions.join(', ')} のいずれかを指定してください${equivalents.length > 0 ? `（${name} は ${or(equivalents)} です）` : ''}`,
  },
  file: {
    dataUri: (prefix) =>
      `data: URI になっています。Base64 の部分だけを送ってください: "${prefix}" を外してください`,
    empty: '空です: 画像を Base64 で指定してください',
    spaces: '空白か改行が含まれています: Base64 を 1 行で送ってください（base64 -w0）',
    urlSafe: 'URL セーフな Base64（- と _）のようです: 標準の文字（+ と /）と = による埋め草を使ってください',
    notBase64: 'Base64 ではありません: 使えるのは A–Z、a–z、0–9、+、/ と、末尾の = だけです',
    padding: (length) =>
      `埋め草のない Base64 です（長さ ${length} が 4 の倍数ではありません）: 末尾に = を補ってください`,
    body: (got) => `JSON オブジェクト {type, file} で送ってください（指定値: ${shown(got)}）`,
    typeRequired: 'signature か logo を指定してください',
    type: (got) => `signature か logo で指定してください（指定値: ${shown(got)}）`,
    fileRequired: 'PNG か JPEG の画像を Base64 で指定してください（1 MB まで）',
    fileString: (got) => `Base64 の文字列で指定してください（指定値: ${shown(got)}）`,
    tooLarge: (size, max) =>
      `デコードすると ${size} バイトです。上限は 1 MB（${max} バイト）です: 画像を縮小するか圧縮し直してください`,
    notImage: 'PNG でも JPEG でもありません（先頭のバイトで判定）: PNG か JPEG に変換してください',
  },
  order: {
    body: (got) =>
      `JSON オブジェクト {to_address, products, setup, …} で送ってください（指定値: ${shown(got)}）`,
    fromReplaced: '倉庫の住所（既定の倉庫、または setup.warehouse_id の倉庫）に置き換えられます',
    productsEmpty: '商品 {name, quantity, price, …} を 1 件以上指定してください',
    setupRequired: 'オブジェクトを指定してください（例: {"carrier": "yamato", "currency": "JPY"}）',
    carrier: (carriers, got) =>
      `注文では ${list(carriers)} のいずれかで指定してください（指定値: ${shown(got)}）`,
    domesticOnly: (carrier) =>
      `国際注文専用の項目です。この注文は国内配送です${carrier ? `（${carrier}）` : ''}: 外してください`,
  },
  warehouse: {
    body: (got) => `漢字の項目を含むフラットな住所オブジェクトで指定してください（指定値: ${shown(got)}）`,
    name: 'full_name、full_name_kanji、company_name、company_name_kanji の少なくとも 1 つを指定してください（company と company_kanji も使えます）',
    street: (members) => `${list(members)} の少なくとも 1 つを指定してください`,
    provinceKanji: (kanji) =>
      `日本の倉庫では必須です: 都道府県を漢字で${kanji ? `（"${kanji}"）` : '（例: 東京都）'}`,
    notPrefecture: (got) =>
      `${shown(got)} は都道府県ではありません: 漢字で指定してください（例: 東京都、大阪府）`,
    inKanji: (kanji) => `漢字で書いてください: "${kanji}" としてください`,
  },
  subUser: {
    body: (got) => `JSON オブジェクト {email, api_token, contact} で送ってください（指定値: ${shown(got)}）`,
    emailRequired: 'サブユーザーのメールアドレスを指定してください',
    contact: (members, got) => `オブジェクト {${list(members)}} で指定してください（指定値: ${shown(got)}）`,
    contactMember: (members) => `contact にない項目です: ${list(members)} を使ってください`,
  },
  rules: {
    inferredWarning: (issue, rule) =>
      `${issue}（推定ルール ${rule}。仕様書にはないため送信します。--strict なら送信しません）`,
    inferredRow: (issue, rule) => `${issue}（推定ルール ${rule}: 送信します。--strict なら送信しません）`,
  },
  flags: {
    addColumn: (issue, column, flag) =>
      `${issue}（列 ${column} を追加${flag ? `するか、${flag} を指定` : ''}してください）`,
    number: (integer, min, exclusiveMin, unit, got) =>
      `${min === undefined ? '' : exclusiveMin ? `${min} より大きい` : `${min} 以上の`}${integer ? '整数' : '数値'}${unit ? `（${UNITS[unit] ?? unit}）` : ''}で指定してください（指定値: ${got}）`,
    size: (raw) => `幅x高さx奥行き（cm）で指定してください（例: 30x20x10）（指定値: "${raw}"）`,
    packSize: (raw) => `「${raw}」はサイズ（60, 80, 100 など）ではありません`,
    date: (raw) => `日付 YYYY-MM-DD（または today、tomorrow）で指定してください（指定値: "${raw}"）`,
    ddpOrDdu: (ddp, ddu) => `${ddp} と ${ddu} はどちらか一方だけを指定してください`,
    tooHeavy: (grams, carrier, size, kg) =>
      `--weight ${grams} g は ${carrier} の最大サイズ（${size}）の上限 ${kg} kg を超えています`,
    tooLarge: (size, sum, carrier) =>
      `--size ${size} は 3 辺合計 ${sum} cm で、${carrier ? `${carrier} の` : ''}最大サイズを超えています`,
    productMember: (word, members, format) =>
      `"${word}" は商品の項目ではありません: ${members.join(', ')} を使ってください（例: ${format}）`,
    productMemberIssue: (member, issue) => `${member}: ${issue}`,
    productCurrencies: (currencies) =>
      `内容品の価格が ${currencies.join(' と ')} で書かれています: 1 件の出荷の申告額は 1 つの通貨です（換算はしません）。価格の通貨をそろえてください`,
    currencyAgainstProducts: (given, priced) =>
      `${given} となっていますが、内容品の価格は ${priced} です: 申告額は換算しません。--currency ${priced} にするか、価格を ${given} で書いてください`,
    pageWithAll: (all) => `${all}（全ページを読みます）とは同時に指定できません`,
    whenForms:
      '期間（7d、12h、90s、1h30m）、today、yesterday、日本時間の日付 YYYY-MM-DD、または ISO の日時（2026-11-01T09:00:00+09:00 など）',
    when: (raw, forms) => `"${raw}" は日付でも期間でもありません: ${forms}で指定してください`,
    listOptions: (kind) =>
      `${kind === 'orders' ? '注文' : kind === 'shipments' ? '出荷' : kind}一覧のオプションが正しくありません。何も送信していません`,
  },
});
