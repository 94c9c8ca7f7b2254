import type { Messages } from '../en/index.js';

export const support: Messages['support'] = {
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
    sandboxHint: '`shipctl login` で本番 API にログインするか、--base-url を指定してください',
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
    existsHint: (flag) => `上書きするには --force を付けるか、${flag} で別のファイルを指定してください`,
    cannotWriteFile: (file, reason) => `${file} に書き込めませんでした: ${reason}`,
    readerClosed: 'EPIPE: 読み手が閉じました',
    stdoutFailed: (why) => `shipctl: 結果を標準出力に書き込めませんでした（${why}）`,
    stdoutOnStderr: '。代わりに標準エラー出力に書きます:',
  },
  api: {
    network: {
      ECONNREFUSED: '接続を拒否されました',
      ENOTFOUND: 'ホスト名を解決できません',
      UND_ERR_CONNECT_TIMEOUT: '接続がタイムアウトしました',
      UND_ERR_HEADERS_TIMEOUT: 'ヘッダーのタイムアウトまでに応答がありません',
      UND_ERR_BODY_TIMEOUT: '応答本文の受信が止まりました',
      ECONNRESET: 'サーバーが接続を閉じました',
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
  },
};
