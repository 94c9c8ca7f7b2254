import { timeSlotNameJa, type CredentialField, type TestWindow } from '../../domain/index.js';
import type { Messages } from '../en/index.js';

const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'];

/** 平日 9:00〜22:00 JST: the hours a carrier's test environment is up; short: 平日 9〜22時. */
function testHoursJa(window: TestWindow | undefined, short = false): string {
  if (!window) return 'いつでも';
  const weekdays = window.days.length === 5 && window.days.every((d, i) => d === i + 1);
  const days = weekdays ? '平日' : window.days.map((d) => `${WEEKDAYS_JA[d]}曜`).join('・');
  if (short) return `${days} ${window.startHour}〜${window.endHour}時`;
  return `${days} ${window.startHour}:00〜${window.endHour}:00 JST`;
}

// The credentials' labels as a Japanese contract names them (by member name; the name stays as the API takes it).
const CREDENTIAL_LABELS: Readonly<Record<string, string>> = {
  key: 'API キー',
  freight_number: '運賃管理番号',
  password: 'パスワード',
  account_number: 'お客様コード',
  account_key_number: 'アカウントキー番号',
  user_id: 'ユーザー ID',
  customer_numbers: 'お客様番号（10-6-10-6 桁）',
  meter_number: 'メーター番号',
  client_id: 'API クライアント ID',
  client_secret: 'API クライアントシークレット',
  person_name: '担当者名',
  company_name: '会社名',
  phone_number: '電話番号',
  email: 'メールアドレス',
  invoice_2fa: '最新の FedEx 請求書（番号・日付・金額・通貨）',
  address: 'アカウントの住所',
};
const credentialLabel = (field: CredentialField): string => CREDENTIAL_LABELS[field.name] ?? field.label;

// The states of a batch row (the journal's words stay in piped rows and JSON).
const ROW_STATUS: Readonly<Record<string, string>> = {
  pending: '未処理',
  sending: '送信中',
  done: '完了',
  failed: '失敗',
  skipped: 'スキップ',
  unknown: '不明',
};

/** A setting's origin as config/resolve.ts names it, in Japanese: profile "x" → プロファイル「x」. */
function originJa(origin: string): string {
  const fixed: Record<string, string> = {
    'not set': '未設定',
    'embedded sandbox': '内蔵サンドボックス',
    'built-in default': '組み込みの既定値',
    'config current_profile': '設定の current_profile',
  };
  if (fixed[origin]) return fixed[origin];
  const profile = /^profile "(.*)"$/.exec(origin);
  if (profile) return `プロファイル「${profile[1]}」`;
  const env = /^env (\S+)$/.exec(origin);
  if (env) return `環境変数 ${env[1]}`;
  const flag = /^flag (\S+)$/.exec(origin);
  return flag ? `フラグ ${flag[1]}` : origin;
}

// The sandbox's tables as `sandbox info` counts them.
const SANDBOX_TABLES: Readonly<Record<string, string>> = {
  shipments: '出荷',
  orders: '注文',
  carriers: '運送会社アカウント',
  addresses: '住所録',
  warehouses: '倉庫',
  sub_users: 'サブユーザー',
  files: 'ファイル',
  tracking_numbers: '追跡番号',
  negotiated_rates: '契約運賃',
  webhook_deliveries: 'Webhook 配信',
  documents: '書類（ラベル・インボイス）',
  shipping_counters: '採番カウンター',
  tracking_emitted: '通知済みの追跡状態',
  tracking_overrides: '追跡の手動進行',
  tracking_queries: '追跡の照会回数',
  accounts: 'アカウント',
  meta: 'メタ情報',
};

const DELIVERY_STATES_JA: Readonly<Record<string, string>> = {
  pending: '送信待ち',
  delivered: '配信済み',
  failed: '失敗',
  cancelled: '中止',
};

/** 佐川急便のアカウント, DHL Express のアカウント: a space only after a Latin word. */
const particle = (name: string, rest: string): string =>
  /[\x21-\x7e]$/.test(name) ? `${name} ${rest}` : name + rest;

export const admin = (): Messages['admin'] => ({
  mcp: {
    maxSpend: (raw) => `--max-spend には円単位の整数を指定してください（例: 5000、指定値: "${raw}"）`,
    maxSpendHint: '`shipctl config set mcp.max_spend 5000` で直せます',
    portWithoutHttp: (port, http) => `${port} は ${http} と一緒に指定してください`,
    port: (raw) => `--port には 0〜65535 のポート番号を指定してください（指定値: "${raw}"）`,
    listening: (url, secretFile) =>
      `shipctl mcp: ${url} で待ち受けています（すべてのリクエストにヘッダー Authorization: Bearer <${secretFile} の内容> が必要です）`,
    serviceChanged: (now, pinned) =>
      `このサーバーの実行中に設定が変わりました: 接続先が起動時の ${pinned} ではなく ${now} になっています。何も送信していません`,
    serviceChangedHint: '新しい設定を使うには `shipctl mcp` を起動し直してください',
  },
  catalog: {
    columns: {
      type: '種類',
      name: '名称',
      class: '区分',
      services: 'サービス',
      packSizes: 'サイズ',
      printSizes: '印刷サイズ',
      testLabels: 'テストラベル',
      tracking: '追跡',
      field: '項目',
      value: '内容',
      service: 'サービス',
    },
    fields: {
      name: '名称',
      packSizes: 'サイズ',
      timeSlots: '時間帯',
      printSizes: '印刷サイズ',
      testLabels: 'テストラベル',
      tracking: '追跡',
      shipmentDate: '出荷日',
      rates: '運賃',
      registration: '登録',
      credentials: '認証情報',
      rateRegions: '運賃の地域',
      rateSizes: '運賃のサイズ',
    },
    carrierName: (carrier) => carrier.nameJa,
    serviceName: (service) => service.nameJa ?? service.name,
    timeSlot: (slot) => timeSlotNameJa(slot),
    carrierClass: (value) => (value === 'domestic' ? '国内' : value === 'international' ? '国際' : value),
    nameWithClass: (name, carrierClass) => `${name}［${carrierClass}］`,
    title: (type, name) => `${type} — ${name}`,
    noneListed: '（記載なし）',
    none: '（なし）',
    noCredentials: 'なし',
    defaultSize: (size) => `${size}（既定）`,
    notInSpec: (sizes) => `${sizes}（仕様書に記載なし）`,
    flatParcel: 'なし（薄型の荷物を寸法で受け付けます）',
    tracked: (value) => (value ? 'あり' : 'なし'),
    // A long list wraps after a slash, never inside a time slot nor before its slash.
    separator: '\u00a0/ ',
    regionSeparator: '\u00a0/ ',
    noteSeparator: '、',
    credentialWithNotes: (name, notes) => `${name}（${notes}）`,
    testNo: 'なし',
    testYes: (account, hours) => `あり（${account}、${hours}）`,
    needsAccount: '登録済みアカウントが必要',
    noAccountNeeded: 'アカウント不要',
    testHours: (_hours, window) => testHoursJa(window),
    testCell: (available, _hours, window) =>
      available ? (window ? testHoursJa(window, true) : 'あり') : 'なし',
    unnamedCredentials: (count) => `文字列 ${count} 個（項目名は非公開。--credentials-file で指定）`,
    secret: '秘密',
    optional: '任意',
    defaultValue: (value) => `既定 ${value}`,
    shipmentDate: (_description, carrier, rule, today, last) => {
      if (rule.kind === 'always-today')
        return `${carrier} は常に当日出荷（${today} JST）。指定した日付は当日に置き換わります`;
      const range = `JST で今日から ${rule.maxDays} 日以内の YYYY-MM-DD（${today} 〜 ${last}）`;
      switch (rule.kind) {
        case 'required':
          return `${carrier} では必須: ${range}`;
        case 'optional':
          return `${carrier} では任意（省略時は指定なし）: ${range}`;
        case 'optional-default-today':
          return `${carrier} では任意（省略時は今日 ${today}）: ${range}`;
        case 'optional-lenient':
          return `${carrier} では任意（省略時は運送会社が今日を使用）: ${range}`;
      }
    },
    contractRates: '契約運賃',
    standardRates: '標準運賃',
    standardRatesOnly: (service) => `標準運賃（${service} のみ）`,
    registrationUps: (_issue) => 'ups のアカウントは API ではなくダッシュボード（OAuth）で登録します',
    registrationCustom: 'アカウント不要（自社配送）',
    registrationCommand: (type) => 'shipctl carriers add ' + type,
    notRegistrable: '登録できません',
    unknownType: (given) => `運送会社の種類「${given}」は存在しません`,
    useOneOf: (list) => `次のいずれかを指定してください: ${list}`,
  },
  carriers: {
    columns: {
      id: 'ID',
      type: '種類',
      name: '名称',
      state: '状態',
      printSize: '印刷サイズ',
      credentials: '認証情報',
    },
    state: (state) => (state === 'active' ? '有効' : state === 'inactive' ? '無効' : state),
    fetching: '運送会社アカウントを取得しています',
    empty: '運送会社アカウントはありません。`shipctl carriers add` で追加してください。',
    notFound: (id) => `ID ${id} の運送会社アカウントはありません`,
    notFoundHint: 'ID は `shipctl carriers list` で確認できます',
    printSizeDefault: (size, type) => `印刷サイズ: ${size}（${type} の既定。--print-size で選べます）`,
    incomplete: (type) => `${type} のアカウント情報が足りません。何も送信していません`,
    incompleteNoTerminal: (type) =>
      `${type} のアカウント情報が足りません。何も送信していません（認証情報は --credentials-file FILE または --input FILE で指定してください）`,
    registering: (type) => `${type} のアカウントを登録しています`,
    added: (name, id) => `${particle(name, 'のアカウント')} ${id} を追加しました`,
    typeMismatch: (given, body) => `引数 TYPE（${given}）と本文の type（${body}）が一致しません`,
    giveType: '運送会社の種類を指定してください',
    giveTypeHint: (list) => `shipctl carriers add TYPE（TYPE は ${list} のいずれか）`,
    upsIssue: (_issue) => 'ups のアカウントは API ではなくダッシュボード（OAuth）で登録します',
    upsHint:
      'ダッシュボードで UPS を接続してください。接続したアカウントは `shipctl carriers list` に表示され、`shipctl ship` で使えます',
    customNoAccount: 'custom は運送会社を使わない自社配送です。登録するアカウントはありません',
    cannotRegister: (type) => `種類 ${type} の運送会社は登録できません`,
    useOneOf: (list) => `次のいずれかを指定してください: ${list}`,
    nothingToUpdate: '変更する内容がありません',
    nothingToUpdateHint: (input, credentialsFile, printSize) =>
      `${input}、${credentialsFile}、${printSize} などの設定フラグを指定してください`,
    mustBeObject: 'オブジェクトで指定してください',
    unknownAccountType: (id, type) => `アカウント ${id} の種類 ${type} は不明です`,
    maskedLeft: (members) => `変更していません（入力ではマスクされています）: ${members}`,
    nothingDiffers: (id) => `アカウント ${id} と違いはありません。何も送信していません。`,
    updateInvalid: (id) => `アカウント ${id} の変更内容に誤りがあります。何も送信していません`,
    updating: (id) => `アカウント ${id} を更新しています`,
    updated: (type, id, members) => `${type} のアカウント ${id} を更新しました: ${members.join('、')}`,
    deleteQuestion: (what) =>
      `${what} を削除しますか？ 削除するとこのアカウントでラベルを発行できなくなります。`,
    accountNamed: (name, id) => `${particle(name, 'のアカウント')} ${id}`,
    accountById: (id) => `運送会社アカウント ${id}`,
    deleting: (id) => `${id} を削除しています`,
    deleted: (id) => `運送会社アカウント ${id} を削除しました`,
  },
  rates: {
    headerLine: '1 行目（見出し）',
    line: (line) => `${line} 行目`,
    lineMember: (line, member) => `${line}、${member}`,
    lineColumn: (line, region) => `${line}、列「${region}」`,
    headerColumn: (region) => `見出しの列「${region}」`,
    badHeader: (got) => `from,size で始め、そのあとに届け先の地域を 1 列ずつ並べてください（実際: ${got}）`,
    noRegions: 'from,size のあとに届け先の地域がありません',
    tooManyCells: (cells, header) =>
      `セルが ${cells} 個ありますが見出しは ${header} 個です。カンマを含む運賃は引用符で囲んでください（"1,234"）`,
    noRows: '見出しの下に運賃の行がありません',
    clearQuestion: (what) => `${what} の契約運賃を削除しますか？ 標準運賃に戻ります。`,
    clearing: '運賃を削除しています',
    uploading: '運賃をアップロードしています',
    notAGrid: (file) => `${file} は運賃表の形式ではありません。何も送信していません`,
    notNegotiable: (id, type, carriers) =>
      `アカウント ${id} は ${type} です。契約運賃をアップロードできるのは ${carriers} のアカウントだけです`,
    doesNotFit: (file, type) => `${file} は ${type} の運賃の地域・サイズに合いません。何も送信していません`,
    cannotRead: (file, reason) => `${file} を読めません: ${reason}`,
    cannotParse: (file, format, reason) => `${file} を ${format} として読めません: ${reason}`,
  },
  accountPrompts: {
    type: '運送会社の種類（ups はダッシュボードで接続します）:',
    typeChoice: (type, carrier) => `${type.padEnd(11)} ${carrier.nameJa}`,
    required: '入力してください',
    field: (field) => `${credentialLabel(field)}（${field.name}）:`,
    customerNumberBlock: (block, digits) =>
      `お客様番号 ${block}/4 ブロック目（${digits} 桁${block === 1 ? '。32 桁まとめて入力もできます' : ''}）:`,
    digitsPlease: (digits, got) => `${digits} 桁で入力してください（${got} 桁でした）`,
    invoiceNumber: '最新の FedEx 請求書: 番号:',
    invoiceDate: '最新の FedEx 請求書: 日付（YYYY-MM-DD）:',
    invoiceAmount: '最新の FedEx 請求書: 金額:',
    invoiceCurrency: '最新の FedEx 請求書: 通貨:',
    dateFormat: 'YYYY-MM-DD 形式の日付を入力してください',
    numberFormat: '数値を入力してください（例: 12345）',
    openName: (type, index, count) => `${type} の認証情報 ${index}/${count}: ${type} の契約書にある項目名:`,
    nameCharacters: '英数字と _ だけが使えます',
    defaultSize: (size) => `${size}（既定）`,
    printSize: (type) => `${type} のラベル印刷サイズ:`,
    fallbackSize: (size) => `${size} で印刷できない場合のサイズ:`,
    no: 'いいえ',
    yes: 'はい',
    otherSettings: (type) =>
      `${type} のその他の設定（${type === 'yamato' ? 'お届け予定日メール、ラベルへのお届け日の印字' : 'アカウント番号の非表示、控えページ'}）:`,
    keepDefaults: '既定のまま（すべてオフ）',
    setNow: '今設定する（あとで `carriers update` でも設定できます）',
    hideAccount: 'ラベルのアカウント番号を隠しますか？',
    extraPage: 'ラベルに控えページを付けますか？',
    deliveryEmail: 'お届け先にお届け予定日をメールで知らせますか？',
    emailMessage: (max) => `メールの本文（${max} 文字以内）:`,
    tooLong: (count, max) => `${count} 文字です。${max} 文字以内にしてください`,
    deliveryDate: 'ラベルに最短のお届け日を印字しますか？',
  },
  batch: {
    mixedEncoding: (name, reason) => `${name}: ${reason}。何も送信していません`,
    mixedEncodingHint:
      'Excel で UTF-8 または Shift_JIS（「CSV UTF-8」または「CSV」）として保存し直し、同じコマンドをもう一度実行してください。文字コードの判定が誤っている場合は --encoding utf8 または --encoding sjis で指定してください',
    cannotRead: (name, reason) => `${name} を読めません: ${reason}`,
    fileProblem: (name, reason) => `${name}: ${reason}`,
    notCsv: (name, reason) => `${name} は CSV ファイルとして読めません: ${reason}`,
    runLockedHint: '終わるまで待つか止めてから、同じコマンドをもう一度実行してください',
    theOrders: '注文ファイル',
    theMapping: '列の対応ファイル',
    moreProblems: (count) => `ほかに ${count} 件の問題`,
    invalidShipments: (invalid, total, source) =>
      `${source} の出荷 ${total} 件のうち ${invalid} 件に誤りがあります。何も送信していません`,
    invalidHint:
      'ファイルを直して同じコマンドをもう一度実行するか、--skip-invalid を付けて正しい行だけを出荷し、残りをスキップとして記録してください',
    moreWarnings: (count) => `… ほかに警告 ${count} 件`,
    columnsRead: (format, columns) => `列（${format}）: ${columns}`,
    recognised: (format, headers) => `形式: ${format}（見出し ${headers} で判定）`,
    formatNames: {
      generic: '汎用',
      shopify: 'Shopify の注文エクスポート',
      b2: 'ヤマト B2クラウド 送り状 CSV',
      'amazon-jp': 'Amazon JP 注文レポート',
      rakuten: '楽天 RMS 受注 CSV',
      yahoo: 'Yahoo!ショッピング 注文 CSV',
    },
    ignoredColumns: (columns) => `使わない列: ${columns}`,
    export: {
      jsonNeedsOut: (out) => `--json は要約を出力します: アップロード用ファイルは ${out} で指定してください`,
      fileAndRun: (run) => `注文ファイルか ${run} のどちらか一方を指定してください`,
      noRun: (run) => `バッチ実行 ${run} はありません: shipctl batch status で一覧できます`,
      ambiguousRun: (run, ids) =>
        `${run} は複数の実行に一致します（${ids}）: ID をもっと長く指定してください`,
      runFileGone: (run, file) =>
        `実行 ${run} が読んだ ${file} はもうありません: 注文ファイルそのものを指定してください`,
      whichOrders: (run, since) =>
        `どの注文ですか? 注文ファイル、${run} <run> または ${since} <when> を指定してください`,
      whichOrdersHint:
        '例: shipctl batch export amazon-orders.txt --out confirm.txt、または --since today --format shopify-csv',
      noFormat: (flag, format) =>
        `${flag} を指定してください: ${format}のファイルはどのモールの注文ファイルでもありません`,
      noFormatHint: (format) => `${format} amazon-jp、rakuten、yahoo、b2-results、shopify-csv のいずれか`,
      noOrderColumn: (file) => `${file} には伝票と突き合わせる注文番号の列がありません`,
      noOrderColumnHint: (map) => `${map} '{"order_id": "見出し"}' で列を指定してください`,
      reading: 'アカウントの送り状を読んでいます',
      notShipped: (count, keys) =>
        `ファイルの ${count} 件の注文には有効な送り状がなく、アップロード用ファイルに含めていません: ${keys}`,
      testOnly: (count) =>
        `そのうち ${count} 件はテスト送り状だけです。テスト送り状はモールに送りません: --test なしで出荷すると本番の送り状になります`,
      overflow: (order, numbers) =>
        `注文 ${order}: この形式は 1 注文に伝票番号を 2 つまでしか載せられません。載せていない番号: ${numbers}`,
      replaced: (count) => `Shift_JIS で書けない文字 ${count} 文字を「?」にしました`,
      written: (format, lines, orders, parcels, out) =>
        `${format}: ${orders} 件の注文（伝票番号 ${parcels} 件）を ${lines} 行に書きました${out ? ` → ${out}` : ''}`,
    },
    summary: {
      file: 'ファイル',
      shipments: '出荷',
      valid: '正常',
      invalid: '誤り',
      services: 'サービス',
      testLabels: 'テストラベル',
      estimate: '見積もり',
    },
    alreadyRun: (id, created) =>
      `このファイルは別のオプションで ${id} として実行済みです（${created}）。\`shipctl batch status ${id}\` で確認してください`,
    prepared: (runId, valid, skipped) => `一括出荷 ${runId}: 送信 ${valid} 件、スキップ ${skipped} 件`,
    resuming: (runId, done, left, failed) =>
      `一括出荷 ${runId} を再開します: 完了 ${done} 件、残り ${left} 件、失敗 ${failed} 件`,
    checking: (name) => `${name} を確認しています`,
    resultsTo: (file) => `結果 → ${file}`,
    columns: {
      run: '実行 ID',
      file: 'ファイル',
      created: '作成日時 (JST)',
      rows: '行数',
      done: '完了',
      failed: '失敗',
      pending: '未処理',
      skipped: 'スキップ',
      line: '行',
      key: 'キー',
      status: '状態',
      shipment: '出荷',
      tracking: '追跡番号',
      error: 'エラー',
    },
    rowStatus: (status) => ROW_STATUS[status] ?? status,
    station: (from, to) => `出荷ステーション ${from}${to ? `〜${to}` : ''}`,
    noRunYet: (run) => `一括出荷 ${run} はありません。一括出荷はまだ一度も実行されていません`,
    noRuns: '一括出荷の実行はまだありません',
    noRun: (run) => `一括出荷 ${run} はありません`,
    noRunHint: '一覧は `shipctl batch status` で確認できます',
    ambiguous: (run, ids) => `実行 ID ${run} に当てはまるものが複数あります: ${ids}`,
    ambiguousHint: 'もっと長く指定してください',
    noRows: 'この一括出荷には行がありません',
  },
  config: {
    columns: { key: 'キー', value: '値', source: '設定元' },
    origin: (origin) => originJa(origin),
    shownValue: (display) =>
      display === '(sandbox)' ? '（サンドボックス）' : display === '(set)' ? '（設定済み）' : display,
    notSetFrom: (origin) => `（未設定: ${originJa(origin)}）`,
    from: (origin) => `（設定元: ${originJa(origin)}）`,
    unknownKey: (key) => `キー「${key}」はありません`,
    keys: (keys) => `使えるキー: ${keys}`,
    tokenHint: '`shipctl login --with-token < token.txt` を使ってください（トークンの確認もします）',
    tokenAsArgument: 'トークンはコマンドライン引数では受け付けません（シェルの履歴に残るため）',
    tokenFromStdin: 'config set token はトークンを標準入力から読みます',
    missingValue: (key) => `${key} の値を指定してください`,
    invalidValue: (key) => `${key} の値に誤りがあります。何も変更していません`,
    replaced: (other, key) => `${other} を削除しました（${key} に置き換わります）。`,
    theToken: 'トークン',
    setIn: (shown, profile) => `プロファイル「${profile}」に ${shown} を設定しました`,
    overridden: (env) => `${env} が設定されているため、今はこの値より優先されます`,
    removed: (key, profile) => `プロファイル「${profile}」から ${key} を削除しました`,
    wasNotSet: (key, profile) => `${key} はプロファイル「${profile}」に設定されていません。`,
    sandboxWithoutUrl: 'ベース URL がないため、このプロファイルは内蔵のサンドボックスを使います。',
  },
  webhooks: {
    portInUse: (port) => `ポート ${port} は使用中です`,
    cannotListen: (port, reason) => `ポート ${port} で待ち受けできません: ${reason}`,
    portHint: (port) => `${port} で別のポートを選ぶか、${port} 0 で空いているポートを使ってください`,
    listening: (url) => `${url} で待ち受けています（Ctrl+C で停止）`,
    forwarding: (url) => `新しいイベントを ${url} に転送します`,
    reportingOnly: (events) => `（${events} だけを表示します）`,
    stopping: '（停止しています）',
    duplicate: (id) => `（重複 ${id}: 処理済みのため 200 で応答しました）`,
    skipped: (type, id) => `（${type} ${id} をスキップ: --events にありません）`,
    rejected: (status, reason, detail) => `配信を ${status} ${reason} で拒否しました: ${detail}`,
    forwarded: (id, status) => `→ ${id} を転送しました: ${status}`,
    forwardFailed: (id, error) => `→ ${id} の転送に失敗しました: ${error}`,
    toRequired: (to) => `${to} を指定してください`,
    statusEmpty: (status) => `${status} を空にはできません`,
    forExample: (list) => `例: ${list}`,
    idEmpty: (id) => `${id} を空にはできません`,
    unknownStatus: (status, list) => `「${status}」は仕様書にない状態です（${list}）。このまま送信します`,
    notDelivered: (id, to, error) => `${id} を ${to} に配信できませんでした: ${error}`,
    notDeliveredHint: '受信側は起動していますか？ 使う URL は `shipctl webhooks listen` が表示します',
    delivered: (id, to, status) => `${id} を ${to} に配信しました: ${status}`,
    receiverAnswered: (status, id) => `受信側は ${id} に ${status} で応答しました`,
    oneStdin: (payload, request) => `標準入力を読めるのは ${payload} と ${request} のどちらか一方だけです`,
    ago: (duration) => `${duration} 前`,
    ahead: (duration) => `この時計より ${duration} 先`,
    valid: (when) => `署名は正しいです（署名: ${when}）`,
    notAnEvent: '（本文が JSON の追跡イベントではないため、これ以上表示する内容はありません）',
    fields: {
      event: 'イベント',
      type: '種類',
      shipment: '出荷',
      carrier: '運送会社',
      tracking: '追跡番号',
      status: '状態',
      subUser: 'サブユーザー',
      created: '作成日時',
      age: '経過',
    },
    seconds: (count) => `${count} 秒`,
    invalid: (reason) => `署名が正しくありません: ${reason}`,
    hint: (hint) => `ヒント: ${hint}`,
    savedEarlierHint:
      'ヒント: 以前に保存した配信を確認するには、--now に受信した時刻を指定してください（または --tolerance を広げてください）',
  },
  addresses: {
    columns: {
      id: 'ID',
      name: '氏名',
      company: '会社名',
      country: '国',
      zip: '郵便番号',
      province: '都道府県',
      city: '市区町村',
      address: '住所',
      created: '作成日時 (JST)',
    },
    fetching: '住所録を取得しています',
    empty: '住所録は空です。`shipctl addresses add` で追加してください。',
    noneGiven: '住所が指定されていません',
    noneGivenHint: (name, zip, province, input) =>
      `${name}、${zip}、${province} などのフラグか、${input} FILE を指定してください`,
    invalid: '住所に誤りがあります。何も送信していません',
    saving: '住所を保存しています',
    saved: (id) => `住所 ${id} を保存しました`,
  },
  warehouses: {
    fetching: '倉庫を取得しています',
    empty: '倉庫はありません。`shipctl warehouses add` で追加してください。',
    provinceKanji: (kanji, province) => `province_kanji: ${kanji}（province ${province} から）`,
    invalid: '倉庫の内容が仕様 2.14 の規則に合いません。何も送信していません',
    adding: '倉庫を追加しています',
    added: (id) => `倉庫 ${id} を追加しました`,
  },
  subUsers: {
    columns: { id: 'ID', email: 'メールアドレス', name: '氏名', company: '会社名', created: '作成日時' },
    fetching: 'サブユーザーを取得しています',
    fetchingOne: 'サブユーザーを取得しています',
    empty: 'サブユーザーはいません。`shipctl sub-users create --email …` で追加してください。',
    emailQuestion: 'サブユーザーのメールアドレス:',
    invalid: 'サブユーザーの内容に誤りがあります。何も送信していません',
    creating: 'サブユーザーを作成しています',
    created: (id, email) => `サブユーザー ${id}（${email}）を作成しました`,
    noToken: 'API の応答にトークンがありませんでした。',
    deleteQuestion: (what) => `${what} を削除しますか？ そのトークンは使えなくなります。`,
    regenerateQuestion: (what) =>
      `${what} のトークンを再発行しますか？ 今のトークンはすぐに使えなくなります。`,
    described: (id, email) => `サブユーザー ${id}（${email ?? 'メールアドレスなし'}）`,
    byId: (id) => `サブユーザー ${id}`,
    deleting: (id) => `${id} を削除しています`,
    deleted: (id) => `サブユーザー ${id} を削除しました`,
    regenerating: 'トークンを再発行しています',
    saveProfileName: (saveProfile, name, issue) => `${saveProfile}「${name}」: ${issue}`,
    saveProfileSandbox: (saveProfile) =>
      `${saveProfile} には固定のベース URL が必要ですが、内蔵のサンドボックスにはありません`,
    saveProfileSandboxHint:
      '`shipctl sandbox serve` を実行してその URL を --base-url で指定するか、表示されたトークンを SHIPCTL_TOKEN に設定してください',
    saveProfileInUse: (name) =>
      `--save-profile ${name} は使用中のプロファイルです。メインアカウントのトークンがサブユーザーのものに置き換わってしまいます`,
    saveProfileInUseHint: '別のプロファイル名を指定してください（例: --save-profile sub-warehouse）',
    tokenSaved: (profile, file) =>
      `トークンをプロファイル「${profile}」（${file}）に保存しました。--profile ${profile} で使えます`,
    tokenOnce: 'このトークンは一度だけ表示され、保存されません。今すぐ安全な場所に控えてください。',
  },
  files: {
    columns: { id: 'ID', type: '種類', size: 'サイズ', image: '画像' },
    unknownImage: '不明',
    fetching: 'ファイルを取得しています',
    empty: 'ファイルはありません。`shipctl files upload PATH --type logo` でアップロードしてください。',
    notAFile: (file) => `${file} はファイルではありません`,
    cannotRead: (file, reason) => `${file} を読めません: ${reason}`,
    tooLarge: (file, size, bytes, limit) =>
      `${file} は ${size}（${bytes} バイト）です。上限は 1 MB（${limit} バイト）なので、縮小するか圧縮し直してください`,
    notAnImage: (file) =>
      `${file} は PNG・JPEG 画像ではありません（先頭のバイトで判定）。PNG か JPEG に変換してください`,
    uploading: (name) => `${name} をアップロードしています`,
    uploaded: (type, id, kind, size) => `${type} ${id} をアップロードしました（${kind}、${size}）`,
    typeQuestion: '画像の種類を選んでください:',
    badType: (type, types, given) => `${type} には ${types} を指定してください（指定: 「${given}」）`,
    or: ' か ',
  },
  profiles: {
    columns: { current: ' ', name: '名前', baseUrl: 'ベース URL', token: 'トークン' },
    sandbox: '（サンドボックス）',
    tokenSet: '（設定済み）',
    tokenNone: '（なし）',
    currentFrom: (origin) => `（現在のプロファイルの設定元: ${originJa(origin)}）`,
    invalidName: (name) => `プロファイル名「${name}」は使えません`,
    noSuchProfile: (name) => `プロファイル「${name}」はありません`,
    noSuchProfileHint: (name) =>
      `\`shipctl login --profile ${name}\` または \`shipctl config set KEY VALUE --profile ${name}\` で作成してください`,
    nowDefault: (name) => `プロファイル「${name}」を既定にしました`,
    envOverrides: (value) =>
      `SHIPCTL_PROFILE=${value} が設定されているため、このシェルではそちらが優先されます`,
  },
  login: {
    tokenQuestion: (url) => `${url} の API トークン:`,
    noToken: 'トークンが入力されていません',
    noTokenHint: 'ダッシュボードの API ページでトークンを作成してください',
    oneWord: 'トークンは空白を含まない 1 語で入力してください',
    checking: 'トークンを確認しています',
    refused: (url) =>
      `${url} にトークンを拒否されました。ダッシュボードで再発行された可能性があります（新しいトークンを作ると以前のものは無効になります）`,
    refusedHint:
      'ダッシュボードの API ページから現在のトークンをコピーし、もう一度 `shipctl login` を実行してください',
    loggedIn: (url, profile, accounts) =>
      `${url} にプロファイル「${profile}」でログインしました` +
      (accounts === undefined ? '' : `（運送会社アカウント ${accounts} 件）`),
    envToken: 'SHIPCTL_TOKEN が設定されています。解除するまで保存したトークンの代わりにそちらが使われます',
    makeDefault: (profile) =>
      `既定のプロファイルにするには \`shipctl profiles use ${profile}\` を実行してください。`,
    loggedOut: (profile) => `プロファイル「${profile}」のトークンを削除しました`,
    noStoredToken: (profile) => `プロファイル「${profile}」に保存されたトークンはありません。`,
    envTokenStill: '環境変数 SHIPCTL_TOKEN がまだ設定されているため、そちらが使われます',
  },
  api: {
    unknownMethod: (method) => `メソッド「${method}」は使えません`,
    useOneOf: (list) => `次のいずれかを指定してください: ${list}`,
    noBody: (method, input) => `${method} にはリクエスト本文（${input}）を付けられません`,
    badQuery: (pair) => `クエリ「${pair}」は key=value の形で指定してください`,
  },
  sandbox: {
    info: {
      database: 'データベース',
      size: 'サイズ',
      created: '作成日時',
      serving: '起動中',
      warm: '常駐',
      clock: '時計',
      webhooks: 'Webhook',
      faults: '障害',
      schema: 'スキーマ',
      token: 'トークン',
      table: (name) => SANDBOX_TABLES[name] ?? name.replace(/_/g, '-'),
      no: 'なし',
      none: 'なし',
      secretSet: (url) => `${url}（シークレット設定済み）`,
      pid: (url, pid) => `${url}（pid ${pid}）`,
      notYet:
        'サンドボックスはまだありません。初めて使うとき（サンドボックスモードでのコマンド実行、または shipctl sandbox serve）に作成されます。',
    },
    clock: {
      sandboxTime: 'サンドボックス時刻',
      jst: (clock) =>
        `日本時間 ${WEEKDAYS_JA[clock.weekday]}曜日 ${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`,
      clock: '時計',
      database: 'データベース',
      real: '実時間',
      atReal: '実時間どおり',
      ahead: (duration) => `実時間より ${duration} 進んでいる`,
      behind: (duration) => `実時間より ${duration} 遅れている`,
      frozen: (relation) => `停止中（現在 ${relation}）`,
      running: (relation) => `進行中、${relation}`,
      backwardsHint: '時間を戻すには `shipctl sandbox clock set` を使ってください',
    },
    badTarget: (text) => `--to「${text}」は使えません`,
    useOneOf: (list) => `次のいずれかを指定してください: ${list}`,
    carrierHint: (carrier) => `${carrier} <type> を指定してください`,
    notFoundHint: '`shipctl shipments list` にある追跡番号か出荷 ID（API-…）を指定してください',
    noSandbox: (file) => `${file} にサンドボックスはまだありません`,
    eventsQueued: (count, serving) =>
      `tracking.updated イベント ${count} 件を送信待ちにしました${serving ? '' : '（`shipctl sandbox serve` の実行中に配信されます）'}`,
    noEndpoint:
      'Webhook の送信先が登録されていないため、イベントは送信待ちにしていません（`shipctl sandbox webhooks set` を参照）。',
    stopped: (pid) => `常駐のサンドボックスを停止しました（pid ${pid}）`,
    noneWarm: 'このデータディレクトリで常駐しているサンドボックスはありません',
    resetQuestion: (file, empty) =>
      `${file} の出荷、注文、運送会社アカウントなどの記録をすべて消去し、${empty ? '空のままに' : 'デモデータを入れ直'}しますか？`,
    resetDone: (seeded) =>
      `サンドボックスをリセットしました${seeded ? '（デモの倉庫と運送会社を登録済み）' : '（空）'}`,
    cannotOpen: (file, reason) => `サンドボックスのデータベース ${file} を開けません: ${reason}`,
    cannotOpenShort: (file) => `サンドボックスのデータベース ${file} を開けません`,
    serve: {
      callLimit: (reason) => `--call-limit: ${reason}`,
      secretNeedsUrl: (secretFile, url) => `${secretFile} には ${url} が必要です`,
      portInUse: (port) => `ポート ${port} は使用中です`,
      portHint: (port) => `${port} で別のポートを選ぶか、${port} 0 で空いているポートを使ってください`,
      noSuchHost: (host) => `--host ${host} で待ち受けできません: そのローカルアドレスはありません`,
      hostUnresolved: (host) => `--host ${host} で待ち受けできません: 名前を解決できません`,
      hostHint: '127.0.0.1 や 0.0.0.0 などのローカルアドレスを指定してください',
      notAllowed: (port) => `ポート ${port} で待ち受ける権限がありません`,
      notAllowedHint: '1024 未満のポートには特権が必要です。1024 より上を選ぶか --port 0 を使ってください',
      cannotListen: (address, reason) => `サンドボックスが ${address} で待ち受けできませんでした: ${reason}`,
      listening: 'サンドボックス起動',
      on: (url) => `${url} で待ち受けています`,
      database: 'データベース',
      token: 'トークン',
      callLimitLine: '呼び出し上限',
      perToken: (limit) => `トークンごとに ${limit}`,
      webhooks: 'Webhook',
      fault: '障害',
      secretSet: (url) => `${url}（シークレット設定済み）`,
      tryIt: '試す:',
      pressCtrlC: 'Ctrl+C で停止します。',
      stopped: 'サンドボックスを停止しました。',
      badRetryScale: (given) =>
        `--webhook-retry-scale「${given}」は使えません。0 より大きい倍率を指定してください（例: 0.001）`,
      notWhole: (flag, given) => `${flag}「${given}」は使えません。整数を指定してください`,
      badPort: (port, given) => `${port}「${given}」は使えません。0〜65535 の数値を指定してください`,
    },
    webhooks: {
      url: 'URL',
      secret: 'シークレット',
      registered: '登録日時',
      deliveries: '配信',
      none: '（なし）',
      set: '（設定済み）',
      count: (count, state) => `${DELIVERY_STATES_JA[state] ?? state} ${count} 件`,
      urlRequired: (url) => `${url} を指定してください`,
      urlExample: '例: --url http://127.0.0.1:8765/',
      endpointSet: (url) => `Webhook の送信先を設定しました: ${url}（シークレット設定済み）`,
      servingDelivers: (url) => `${url} で起動中のサンドボックスが、これからの状態の変化を配信します。`,
      queued: 'これからの状態の変化は送信待ちになり、`shipctl sandbox serve` が配信します。',
      removed: (cancelled) =>
        `Webhook の送信先を削除しました${cancelled > 0 ? `（送信待ち ${cancelled} 件を中止）` : ''}`,
      columns: {
        event: 'イベント',
        status: '状態',
        tracking: '追跡番号',
        state: '配信状態',
        attempts: '試行',
        last: '前回',
        next: '次回',
      },
      badState: (text) => `--state「${text}」は使えません`,
      empty: 'Webhook の配信はありません。',
    },
    faults: {
      columns: { rule: 'ルール', source: '設定元' },
      stored: '保存済み',
      invalid: (flag, reasons) => `${flag} に誤りがあります: ${reasons}`,
      empty: '障害の設定はありません。',
      viaServe: (url) => `（${url} で起動中のサンドボックス）`,
      inDatabase: '（データベースに保存済み。このデータベースで起動するサンドボックスすべてに適用されます）',
    },
    accounts: {
      notDashboardOnly: (type, list) =>
        `${type} はダッシュボード専用の運送会社ではありません（対象: ${list}）`,
      notDashboardOnlyHint: 'ほかの種類は API で登録してください: shipctl carriers add <type>',
      added: (type, id) => `${type} のアカウント ${id} を追加しました（ダッシュボードで接続したものとして）`,
    },
  },
});
