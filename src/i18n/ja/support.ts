import type { Messages } from '../en/index.js';

export const support = (): Messages['support'] => ({
  parcel: {
    weightNotSentBySize: (service, flags) =>
      `${flags.weight} は送りません: ${service} はサイズで料金が決まります。${flags.size} 幅x高さx奥行き（または ${flags.packSize}）も指定してください`,
    heavierThanSize: (grams, carrier, size, kg, heavier, flags) =>
      `${flags.weight} ${grams} g は ${carrier} の ${size} サイズの上限（${kg} kg）を超えています` +
      (heavier
        ? `: ${heavier} サイズとして料金がかかります。${flags.packSize} ${heavier} で明示できます`
        : ''),
    weightInProducts: (weight, input) =>
      `${weight} は送りません: ${input} の内容品が中身を表します。各内容品に重量を指定してください`,
  },
  stateFile: {
    notWritable: (what, target, code) =>
      `${target} の${what}に書き込めません: ディレクトリに書き込み権限がありません（${code}）`,
    notWritableHint: (dir) =>
      `${dir} を自分が書き込めるようにするか、SHIPCTL_HOME を書き込めるディレクトリに向けてください`,
    damaged: (what, file, code, message) => `${file} の${what}が壊れています（${code}: ${message}）`,
    damagedHint: (file, recovery) =>
      `別の名前に移して（mv "${file}" "${file}.broken"）もう一度実行してください${recovery ? `: ${recovery}` : ''}`,
    diskFull: (what, target, code) =>
      `${target} の${what}に書き込めません: ディスクがいっぱいです（${code}）`,
    diskFullHint: '空き容量を作って、同じコマンドをもう一度実行してください',
  },
  pages: {
    nouns: { orders: '注文', shipments: '出荷' },
    pageOf: (page, pages, count, noun, next, all) =>
      `${pages} ページ中 ${page} ページ目${count !== undefined ? `（${noun} ${count} 件）` : ''}: 次は ${next}、全ページは ${all}`,
    mayBeMore: (noun, next, all) => `${noun}はまだあるかもしれません: ${next} か、全ページは ${all}`,
  },
  batchFlags: {
    unknownEncoding: (flag, given) => `${flag} "${given}" は知らない文字コードです`,
    encodings: (names) => `次のいずれかを指定してください: ${names}`,
    unknownOutEncoding: (flag, given) => `${flag} "${given}" は知らない文字コードです`,
    outEncodings: 'utf8、utf8-bom、sjis のいずれかを指定してください',
    noLabels: (noLabels, labelsDir, labelsPdf) =>
      `${noLabels} は ${labelsDir} や ${labelsPdf} と同時に指定できません`,
    serviceOfOther: (serviceFlag, service, owner, carrierFlag, carrier) =>
      `${serviceFlag} ${service} は ${owner} のサービスです（${carrierFlag} ${carrier} のものではありません）`,
    unknownService: (flag, service) => `${flag} "${service}" は知らないサービスです`,
    listServices: '`shipctl carriers catalog` で一覧できます',
    unreadableMapping: (flag, file, reason) => `${flag} ${file}: ${reason}`,
    mappingShape: 'JSON オブジェクト {"zip": "郵便番号", …} を指定してください',
  },
  fit: {
    whose: (carrier, account) =>
      account
        ? `アカウント ${account} の ${carrier} のラベル`
        : `${carrier} のテストラベル（アカウントなし）`,
    makes: (whose, format, size) => `${whose}は ${format}${size ? `（印刷サイズ ${size}）` : ''}です`,
    unknownFormat: (carrier, where) =>
      `仕様書に ${carrier} の印刷サイズがないため、ラベルが ZPL かどうかは作るまで分かりません。PDF のラベルは ${where} では印刷できません（ファイルは残します）`,
    rawPort: (where) => `${where} は ZPL しか印刷できない RAW ポートです`,
    zplFile: (where) => `${where} は .zpl ファイルです`,
    setZplSize: (command, printer) =>
      `ZPL の印刷サイズにする（${command}）か、${printer} lp、lp:QUEUE またはファイルのパスで印刷してください`,
    noZplSize: (carrier, where, printer) =>
      `${carrier} のラベルは ${printer} lp、lp:QUEUE またはファイルのパスで印刷してください（${carrier} には ZPL の印刷サイズがありません）。${where}`,
    zplCarriers: (carriers, example, printSize) =>
      `ZPL のラベルは、印刷サイズを ZPL にした ${carriers.join('、')} のアカウントで作れます（shipctl carriers update ID ${printSize} ${example}）`,
    cannotPrint: (makes, what, fix) => `${makes}が、${what}: ${fix}`,
    pdfFile: (where) => `${where} は .pdf ファイルです`,
    toZplFile: (pdfSizeCommand) =>
      `.zpl ファイルに書き出すか、tcp://HOST:9100 のプリンターか lp:QUEUE に送ってください（そのまま送信）${pdfSizeCommand ? `。または PDF の印刷サイズにしてください（${pdfSizeCommand}）` : ''}`,
  },
  token: {
    given: '入力されたもの',
    lineBreak: (origin) =>
      `API トークン（${origin}）に改行が含まれているため、リクエストに載せられません。何も送信していません`,
    badCharacter: (origin) =>
      `API トークン（${origin}）に空白・制御文字・ASCII 以外の文字が含まれているため、リクエストに載せられません。何も送信していません`,
    fix: '`shipctl login` をもう一度実行してトークンだけを貼り付けるか、SHIPCTL_TOKEN の中身（トークンだけが入っているか）を確認してください',
  },
  context: {
    badNow: (raw) =>
      `SHIPCTL_NOW には 2026-03-04T01:00:00Z のような ISO 8601 の日時を指定してください（指定値: "${raw}"）`,
    badNowHint: 'マシンの時計を使うには SHIPCTL_NOW を解除してください',
    noToken: (profile, baseUrl) =>
      `プロファイル "${profile}" に API トークンが設定されていません（ベース URL ${baseUrl}）`,
    noTokenHint:
      '`shipctl login` を実行するか（トークンを尋ねます。--with-token なら標準入力から読みます）、' +
      'SHIPCTL_TOKEN を設定してください。--base-url も base_url もなければ、組み込みサンドボックスはトークン不要です',
    sandboxNotice: '（サンドボックス）',
    sandboxMissing: 'このビルドには組み込みサンドボックスが含まれていません',
    sandboxFailed: (reason) => `組み込みサンドボックスを起動できませんでした: ${reason}`,
    sandboxHint: (baseUrl) => `\`shipctl login\` で本番 API にログインするか、${baseUrl} を指定してください`,
  },
  output: {
    hiddenColumns: (headers, n, wide) => `… ${n} 列を省略しました（${headers}）: ${wide} で表示できます`,
    listSeparator: '、',
    whenForms:
      '何日前・何時間前（7d、12h、90s、1h30m）、today、yesterday、JST の日付 YYYY-MM-DD、または 2026-11-01T09:00:00+09:00 のような ISO 日時',
    configDirectory: '設定ディレクトリ',
    configHolds: 'プロファイルとトークン',
    dataDirectory: 'データディレクトリ',
    dataHolds: '一括出荷のジャーナルとサンドボックスのデータベース',
    insideHome: (flag, value, name, dir, holds) =>
      `${flag} ${value} は shipctl の${name}（${dir}）の中です。ここには${holds}があり、書き込むと壊れるおそれがあります。何も送信していません`,
    insideHomeHint: (dir, flag, base) =>
      `${dir} の外に書き出してください（例: カレントディレクトリに ${flag} ${base}）`,
    isInput: (flag, value, inputFlag, what) =>
      `${flag} ${value} は入力ファイルそのものです${inputFlag ? `（${inputFlag}）` : ''}。書き込むと${what}が失われます。何も送信していません`,
    isInputHint: (flag, other) => `別のファイルに書き出してください（例: ${flag} ${other}）`,
    sameFile: (flag, value, otherFlag, otherValue) =>
      `${flag} ${value} と ${otherFlag} ${otherValue} は同じファイルです。一方がもう一方を上書きしてしまいます。何も送信していません`,
    sameFileHint: (flag, other) => `それぞれ別のファイルを指定してください（例: ${flag} ${other}）`,
    isSymlink: (flag, file) => `${flag} ${file} はシンボリックリンクです。何も書き込んでいません`,
    isSymlinkHint: (real) => `リンク先のファイル（${real}）か、別のパスを指定してください`,
    missingFile: '存在しないファイル',
    isDirectory: (flag, file) => `${flag} ${file} はディレクトリです`,
    isDirectoryHint: (example) => `ファイルを指定してください（例: ${example}）`,
    exists: (flag, file) => `${flag} ${file} はすでにあります。何も書き込んでいません`,
    existsHint: (force, flag) =>
      `上書きするには ${force} を付けるか、${flag} で別のファイルを指定してください`,
    cannotWriteFile: (file, reason) => `${file} に書き込めませんでした: ${reason}`,
    readerClosed: 'EPIPE: 読み手が閉じました',
    stdoutFailed: (why) => `shipctl: 結果を標準出力に書き込めませんでした（${why}）`,
    stdoutOnStderr: '。代わりに標準エラー出力に書きます:',
  },
  api: {
    redirected: (request, status, target) =>
      `${request} はリダイレクトされました（HTTP ${status}${target ? `、転送先 ${target}` : ''}）。ベース URL を確認してください`,
    failedWithStatus: (request, status, statusText) =>
      `${request} が HTTP ${status}${statusText ? ` ${statusText}` : ''} で失敗しました`,
    network: {
      ECONNREFUSED: '接続を拒否されました',
      ENOTFOUND: 'ホスト名を解決できません',
      UND_ERR_CONNECT_TIMEOUT: '接続がタイムアウトしました',
      UND_ERR_HEADERS_TIMEOUT: 'ヘッダーのタイムアウトまでに応答がありません',
      UND_ERR_BODY_TIMEOUT: '応答本文の受信が止まりました',
      ECONNRESET: 'サーバーが接続を閉じました',
      RESPONSE_TOO_LARGE:
        '応答が shipctl の読み込める大きさを超えています（ベース URL は API を指していますか？）',
      other: 'ネットワークエラー',
    },
    afterSent: 'リクエスト送信後に',
    beforeSent: 'リクエスト送信前に',
    networkFailure: (request, what, when, code, origin) => `${request}: ${when}${what}（${code}）— ${origin}`,
    outcomeUnknown: (request, what) =>
      `${request} が反映されたかどうか分かりません（${what}）。再送はしていません。` +
      'もう一度送る前に、作成済みかどうか確認してください',
    cancelledAfterSent: (request) => `${request} は送信後に中止されました。反映されている可能性があります`,
    callLimitExhausted: (until) =>
      `API の呼び出し回数の上限に達しています（${until ?? '解除時刻不明'} まで）`,
    badBaseUrl: (shown) =>
      `ベース URL "${shown}" が正しくありません。https://api.example.com のように指定してください`,
    baseUrlNotHttp: (shown) => `ベース URL "${shown}" が正しくありません。使えるのは http と https だけです`,
    baseUrlCredentials: (shown) =>
      `ベース URL "${shown}" が正しくありません。ユーザー名とパスワードを外してください`,
    baseUrlQuery: (shown) =>
      `ベース URL "${shown}" が正しくありません。クエリやフラグメント（? や #）を外してください`,
    dotSegment: (field, value) => `"${value}" は ${field} として正しくありません。何も送信していません`,
    dotSegmentIssue:
      '"." と ".." は ID や番号ではありません。URL では別のエンドポイントを指してしまいます。正しい値を指定してください',
  },
  config: {
    about: (name, issue) => `${name}: ${issue}`,
    cannotRead: (file, reason) => `設定ファイル ${file} を読み込めません: ${reason}`,
    notJson: (file, reason) =>
      `設定ファイル ${file} が正しい JSON ではありません（${reason}）。修正するか削除してください`,
    notObject: (file) => `設定ファイル ${file} の中身は JSON オブジェクトでなければなりません`,
    profilesNotObject: (file) => `${file} の "profiles" はオブジェクトでなければなりません`,
    profileNotObject: (name, file) => `${file} のプロファイル "${name}" はオブジェクトでなければなりません`,
    notPrivate: (file, dirMode, fileMode) =>
      `${file} を本人だけが読めるようにできません（ディレクトリ ${dirMode}、ファイル ${fileMode}）。` +
      'ファイルシステムの権限を確認してください',
    cannotOpen: (file, reason) => `設定ファイル ${file} を開けません: ${reason}`,
    badProfileName: (value, origin, issue) => `プロファイル名 "${value}"（${origin}）: ${issue}`,
    badBaseUrl: (shown, origin) => `ベース URL "${shown}"（${origin}）は http(s) の URL で指定してください`,
    baseUrlOfProfile: (profile, file) => `${profile} の base_url（${file}）`,
    ledgerUnreadable: (file, reason) => `追跡の照会記録 ${file} を読み込めません: ${reason}`,
    ledgerDamaged: (file, reason) =>
      `追跡の照会記録 ${file} が壊れています（${reason}）。` +
      '修正するか、ローカルの照会回数を忘れてよければ削除してください',
    ledgerNoEntries: '"entries" オブジェクトがありません',
    ledgerLocked: (lock) =>
      `追跡の照会記録は別の shipctl がロックしています（${lock}）。どれも動いていなければロックファイルを削除してください`,
    issue: {
      profileName: '英数字で始め、英数字・「-」・「_」だけで 64 文字以内にしてください',
      baseUrlCredentials: (withoutCredentials) =>
        `ユーザー名やパスワードは含められません。\`shipctl login\` でログインし（API はパスワードではなくトークンで認証します）、URL はそれらを外して指定してください（例: ${withoutCredentials}）`,
      notUrl: (example) => `クエリのない http(s) の URL を指定してください（例: ${example}）`,
      empty: '空にはできません（設定を消すには `shipctl config unset` を使ってください）',
      packSize: (sizes) =>
        `サイズは ${sizes} のいずれかにしてください（佐川急便とゆうパック。\`shipctl carriers catalog\`）`,
      service: 'sagawa_regular のようなサービスコードを指定してください（`shipctl carriers catalog`）',
      oneOf: (choices) => `${choices} のいずれかを指定してください`,
      spaces: '空白は含められません',
      wholeYen: '円単位の整数で指定してください（例: 5000）',
      registrationNumber:
        '適格請求書発行事業者の登録番号（T と 13 桁の数字。例: T1234567890123）で指定してください',
    },
    printer: {
      forms: 'lp、lp:キュー名、tcp://ホスト:ポート、またはファイル／デバイスのパス',
      empty: (forms) => `空にはできません。${forms} のいずれかを指定してください`,
      badQueue: (queue) => `"${queue}" は CUPS のキュー名ではありません（英数字と - _ . @ が使えます）`,
      badTcp: (value) =>
        `"${value}" は tcp://ホスト:ポート の形ではありません（例: tcp://192.168.1.50:9100）`,
      badScheme: (value, forms) =>
        `"${value}" はプリンターの指定として認識できません。${forms} のいずれかを指定してください`,
      lpQueue: (queue) => `lp キュー ${queue}`,
      lpDefault: '既定の lp キュー',
    },
  },
  request: {
    noSavedAddress: (id, origin) =>
      `ID "${id}" の登録住所はありません（${origin}）。\`shipctl addresses list\` で一覧を確認してください`,
    noWarehouse: (id, origin) =>
      `ID "${id}" の倉庫はありません（${origin}）。\`shipctl warehouses list\` で一覧を確認してください`,
    noWarehouseAtAll:
      '必須です: アカウントに発送元の倉庫がありません。倉庫を追加する（`shipctl warehouses add`）か、ご依頼主を指定してください',
    senderSavedAddress: (id) => `住所録 ${id}`,
    senderWarehouse: (id, origin) => `倉庫 ${id}（${origin ?? 'アカウントの既定'}）`,
    ambiguousRecipient: (id, n, lines, toAddress) =>
      `"${id}" に一致する登録住所が ${n} 件あります。どれかの ID を ${toAddress} に指定してください:\n    ${lines}`,
    noRecipient: (id, toAddress) =>
      `ID・ID の先頭・名前が "${id}" の登録住所はありません。\`shipctl addresses list\` で一覧を確認してください（${toAddress}）`,
    inputNotObject: (input) =>
      `${input} には JSON オブジェクト {to_address, from_address, setup, …}（API のリクエスト本文そのもの）を指定してください`,
  },
  lookup: {
    noShipment: (typed) => `過去 2 か月の出荷に、ID・参照番号・追跡番号が ${typed} のものはありません`,
    noShipmentHint: (typed) => `\`shipctl shipments find ${typed}\` なら名前や番号の一部でも探せます`,
    severalShipments: (typed, n, list) => `${typed} に当てはまる出荷が ${n} 件あります: ${list}`,
    severalShipmentsHint: '目的の出荷の ID（API-…）を指定してください',
    to: (who) => `${who} 様宛て`,
    testLabel: 'テストラベル',
    created: (when) => `${when} 作成`,
    joiner: '、',
  },
  input: {
    durationForms: (examples) => `期間には単位を付けてください: ${examples}（shipctl help durations）`,
    bareNumberHint: (n, forms) => `${n}s、${n}m、${n}h のように書いてください。${forms}`,
    hintAnd: (hint, more) => `${hint}。${more}`,
    noUnit: (what, n) => `${what} "${n}" に単位がありません`,
    notDuration: (what, raw) => `${what} "${raw}" は期間として読めません`,
    tooShort: (what, raw, min) => `${what} ${raw} は短すぎます: ${min}`,
    tooLong: (what, raw, max) => `${what} ${raw} は長すぎます: ${max}`,
    stdinIsTerminal: (flag) => `${flag} - は標準入力を読みますが、標準入力が端末です`,
    stdinIsTerminalHint: 'JSON をパイプで渡すか、ファイルを指定してください',
    cannotRead: (file, flag, code) => `${file}（${flag}）を読み込めません: ${code}`,
    notJson: (file, flag, reason) => `${file}（${flag}）が正しい JSON ではありません: ${reason}`,
    tooDeep: (file, flag, field, issue) => `${file}（${flag}）: ${field} ${issue}`,
    notObject: (file, flag, what) => `${file}（${flag}）には JSON オブジェクトを指定してください: ${what}`,
    idleAtLeast: '1s 以上（組み込みサンドボックスを常駐させないなら 0）',
    idleHint: 'コマンドごとにサンドボックスを動かすなら 0',
  },
  print: {
    noPrinter: (print) => `${print}: プリンターが設定されていません`,
    noPrinterHint: (printer, forms) =>
      `${printer} ${forms} を付けるか、\`shipctl config set printer lp\` で保存してください`,
    badPrinter: (name, issue) => `${name}: ${issue}`,
    notDownloaded: (id, reason, print) =>
      `${id} のラベルを印刷できませんでした。ラベルをダウンロードできません: ${reason}。\`shipctl shipments label ${id} ${print}\` で再試行してください`,
    sent: (id, target) => `${id} のラベル → ${target}`,
    notPrinted: (id, target, error, file, print) =>
      `${id} のラベルを印刷できませんでした（${target}）: ${error}${file ? `。ラベルは ${file} に保存してあります` : ''}。\`shipctl shipments label ${id} ${print}\` で再試行してください`,
  },
  embedded: {
    database: 'サンドボックスのデータベース',
    recovery: 'または `shipctl sandbox reset` で初期化してください',
  },
  helpSubject: {
    unknown: (subject) => `'${subject}' という名前のコマンドもヘルプの項目もありません`,
    didYouMean: (choices) => `${choices.join(' または ')} のことですか？`,
    listed: 'コマンドとヘルプの項目の一覧は `shipctl help` で表示します',
  },
  batch: {
    invalidPositive: (flag, value, integer, max) =>
      `${flag} "${value}" は使えません: 0 より大きい${integer ? '整数' : '数'}${max ? `（${max} 以下）` : ''}を指定してください`,
    invalidShipmentDate: (flag, value) =>
      `${flag} "${value}" は使えません: today、tomorrow（本日、明日）または YYYY-MM-DD の日付を指定してください`,
    location: {
      line: (n) => `${n} 行目`,
      order: (key) => `注文 ${key}`,
      column: (column, field) => `${column}（${field}）`,
      joiner: '、',
    },
    runLocked: (runId, pid, host) => `実行 ${runId} は ${host} のプロセス ${pid} が処理中です`,
    noWarehouse: (id, yours) => `ID ${id} の倉庫はありません（登録済み: ${yours}）`,
    none: 'なし',
    noWarehouseAtAll: (fromWarehouse) =>
      `アカウントに発送元の倉庫がありません。倉庫を作成する（POST /v1/warehouses）か、${fromWarehouse} を指定してください`,
    mapNotObject: 'JSON オブジェクト {"項目名": "ファイルの見出し", …} を指定してください',
    mapNotField: (field, fields) => `"${field}" という項目はありません。${fields} のいずれかを使ってください`,
    mapNotHeader: (field) => `"${field}" にはファイルの見出し（空でない文字列）を指定してください`,
    mapNoSuchHeader: (map, field, header, headers) =>
      `${map}: ${field} → "${header}" ですが、ファイルにその見出しはありません（見出し: ${headers}）`,
    emptyFile: 'ファイルが空です。見出し行とデータ行が必要です',
    mixedEncoding: (encoding, lines, count, shown, utf8) =>
      `は文字コードが混在しています。大部分は ${encoding} ですが、${lines} 行目${count > shown ? ` など（全 ${count} 行）` : ''}が${utf8 ? ' UTF-8 ではありません' : ' UTF-8 です'}`,
    undecodableHeader: (encoding) =>
      `1 行目（見出し）に ${encoding} として読めないバイトがあります。Excel で UTF-8 か Shift_JIS として保存し直してください`,
    laterVoided: (ref, voided, kept) =>
      `注文 ${ref} に同時に作成された有効なラベルが 2 枚ありました。後の ${voided} を取り消し、${kept} を残しました`,
    outcomeUnknown: (line) =>
      `${line} 行目: 作成の結果が分かりません（応答が失われました）。再送する前に照合しています`,
    checking: (n) => `最後のリクエストで出荷が作成された可能性のある ${n} 行を確認しています`,
    waitingForRef: (ref) =>
      `待機中: このマシンで ref ${ref} の別の購入が進行中です(先にそのラベルを確認します)`,
    notAdopted: (line, id, ref, reason) =>
      `${line} 行目: ${id} も参照番号 ${ref} を持っていますが、この行の出荷ではありません（${reason}）。採用しません`,
  },
  webhooks: {
    payloadAndRequest: (payload, request) =>
      `${payload} と ${request} の両方で本文が指定されています。どちらか一方にしてください`,
    payloadAndRequestHint: (request) => `${request} のファイルには、ヘッダーの後に本文がすでに入っています`,
    headersRequired: (flags, payload) => `${payload} を使うときは ${flags.join(' と ')} が必要です`,
    headersRequiredHint: (request) =>
      `配信のヘッダーからコピーするか、保存したリクエスト全体を ${request} FILE で渡してください`,
    nothingToVerify: (payload, signature, timestamp, request) =>
      `検証するものがありません。${payload} FILE（${signature} と ${timestamp} も）か ${request} FILE を指定してください`,
    nothingToVerifyHint: 'どちらも "-" で標準入力から読めます',
    secretSources: (secretFile, env, key) =>
      `${secretFile} FILE を指定するか、${env} を設定するか、プロファイルに "${key}" を保存してください`,
    cannotReadSecret: (file, reason) => `シークレットのファイル ${file} を読み込めません: ${reason}`,
    emptySecret: (file) => `シークレットのファイル ${file} が空です`,
  },
});
