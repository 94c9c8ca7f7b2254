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
};
