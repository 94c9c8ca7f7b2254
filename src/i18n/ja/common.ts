import type { Messages } from '../en/index.js';

export const common: Messages['common'] = {
  errorLabel: 'エラー',
  hintLabel: 'ヒント',
  moreLabel: '詳細',
  debugId: (id) => `debug_id: ${id}（問い合わせの際にお伝えください）`,
  cancelled: '中止しました',
  cancelledBecause: (reason) => `中止しました: ${reason}`,
  invalidRequest: 'リクエストに誤りがあります。何も送信していません',
  apiHint: {
    network:
      'API に接続できません。ベース URL（`shipctl config get base_url`）とネットワークを確認してください。',
    auth:
      'トークンが拒否されました。ダッシュボードで再発行された可能性があります（新しいトークンを発行すると古いものは無効になります）。' +
      '現在のトークンで `shipctl login` を実行してください。',
    outcome_unknown: 'リクエストが反映されたかどうか分かりません。もう一度送る前に確認してください。',
    networkSandbox:
      '組み込みサンドボックスが応答しなくなりました。コマンドをもう一度実行してください（新しく起動します）。応答しないままなら `shipctl sandbox stop` で終了できます。',
    rate_limited: 'API の呼び出し回数の上限に達しました。リセットを待ってから再試行してください。',
  },
  cannotWrite: (file, code) => `${file} に書き込めません: 権限がありません（${code}）`,
  cannotWriteHint: '自分が書き込めるようにするか、SHIPCTL_HOME を書き込めるディレクトリに向けてください',
  yes: 'はい',
  no: 'いいえ',
  /** A word or two in parentheses after a sentence: the flag that fixes it. */
  aside: (text) => `（${text}）`,
  runWithDebug: '詳しくは --debug を付けて再実行してください',
  flagValues: {
    positiveInt: '1 以上の整数で指定してください',
  },
  installChanged:
    'このプロセスの起動元の shipctl が再ビルドまたは再インストールされました。2 つのビルドのコードで応答しないよう、ここで終了します。もう一度起動してください',
  compileCacheSkipped: (dir, why) =>
    `コンパイルキャッシュを使いません: ${dir} は${why === 'owner' ? '別のユーザーの所有です' : '他のユーザーも書き込めます'}`,

  help: {
    program: 'コマンドラインで出荷業務: 運賃比較、ラベル発行、注文、追跡、Webhook。',
    version: 'バージョンを表示します',
    helpOption: 'ヘルプを表示します',
    helpCommand: 'コマンドまたはトピックのヘルプを表示します',
    afterError: '（使い方は --help で表示できます）',
    otherCommands: 'その他のコマンド:',
    titles: {
      'Usage:': '使い方:',
      'Options:': 'オプション:',
      'Arguments:': '引数:',
      'Commands:': 'コマンド:',
      'Global Options:': '共通オプション:',
      'Examples:': '例:',
      'Help topics:': 'ヘルプトピック:',
    },
    optionExtras: (text) =>
      text
        .replace(/\(default: ([^()]*)\)/g, '（既定値: $1）')
        .replace(/\(choices: ([^()]*)\)/g, '（選択肢: $1）')
        .replace(/\(env: ([^()]*)\)/g, '（環境変数: $1）'),
    commanderError: (text) => japaneseCommanderError(text),
  },
};

/** Commander's error lines (commander/lib/command.js) said in Japanese; any other kept as written. */
function japaneseCommanderError(text: string): string {
  const suggestion = (rest: string) =>
    rest
      .replace(/\n\(Did you mean one of (.*)\?\)/, '\n（もしかして: $1）')
      .replace(/\n\(Did you mean (.*)\?\)/, '\n（もしかして: $1）');
  const rules: [RegExp, (...parts: string[]) => string][] = [
    [
      /^error: unknown option '([^']*)'([\s\S]*)$/,
      (flag, rest) => `エラー: ${flag} というオプションはありません${suggestion(rest)}`,
    ],
    [
      /^error: unknown command '([^']*)'([\s\S]*)$/,
      (name, rest) => `エラー: ${name} というコマンドはありません${suggestion(rest)}`,
    ],
    [/^error: missing required argument '([^']*)'/, (name) => `エラー: 引数 ${name} を指定してください`],
    [
      /^error: option '([^']*)' argument missing/,
      (flags) => `エラー: オプション ${flags} に値を指定してください`,
    ],
    [/^error: required option '([^']*)' not specified/, (flags) => `エラー: オプション ${flags} は必須です`],
    [
      /^error: too many arguments(?: for '([^']*)')?\. Expected (\d+) arguments? but got (\d+)\./,
      (name, expected, got) =>
        `エラー: ${name ? `${name} の` : ''}引数が多すぎます（${expected} 個まで、${got} 個指定されました）`,
    ],
    [
      /^error: option '([^']*)' argument '([^']*)' is invalid\. ?([\s\S]*)$/,
      (flags, value, why) => `エラー: オプション ${flags} の値 '${value}' は使えません。${choicesIn(why)}`,
    ],
    [
      /^error: command-argument value '([^']*)' is invalid for argument '([^']*)'\. ?([\s\S]*)$/,
      (value, name, why) => `エラー: 引数 ${name} の値 '${value}' は使えません。${choicesIn(why)}`,
    ],
    [
      /^error: (.*) cannot be used with (.*)$/,
      (one, other) => `エラー: ${one} と ${other} は同時に指定できません`,
    ],
  ];
  const line = text.replace(/\n$/, '');
  for (const [shape, say] of rules) {
    const found = shape.exec(line);
    if (found) return `${say(...found.slice(1).map((part) => part ?? ''))}\n`;
  }
  return text.replace(/^error: /, 'エラー: ');
}

const choicesIn = (why: string): string =>
  why
    .replace(/^Allowed choices are (.*)\.$/, '選べる値: $1')
    .replace(/^must be a whole number of 1 or more$/, '1 以上の整数を指定してください');
