// The Japanese text of the help topics (`shipctl help environment|exit-codes|durations`), by
// `help <topic>`: the description is the topic's text before its examples.
import { EXIT } from '../../../cli/errors.js';
import type { CommandHelp } from '../../help.js';

/** `  term  text` rows, the terms padded to one width (they are ASCII). */
const rows = (pairs: readonly (readonly [string, string])[]): string => {
  const width = Math.max(...pairs.map(([term]) => term.length));
  return pairs.map(([term, text]) => `  ${term.padEnd(width)}  ${text}`).join('\n');
};

// Keyed like the English table, so that a new exit code cannot go without its Japanese meaning.
const EXIT_MEANING: Record<keyof typeof EXIT, string> = {
  ok: '成功（一覧が空でも成功です）',
  failure:
    '以下に当てはまらない失敗（ほかに: Webhook の署名が無効、標準出力に書けず（ディスクがいっぱい、パイプが閉じた）結果を標準エラーに出したとき）',
  usage: '使い方・入力の誤り（フラグの誤り、項目の不足、仕様の規則違反）: 何も送信していません',
  auth: '認証エラー: トークンがない、誤っている、または失効しています（shipctl login）',
  notFound: '見つかりません',
  rateLimited: '再試行しても回数制限（API の呼び出し上限、番号ごと 15 回の追跡照会）',
  unavailable:
    'サーバーエラー、ネットワークエラー、運送会社に接続できない、結果が不明（再送の前に確認してください）',
  partial:
    '一部成功: 失敗した行のある一括出荷やステーションの実行（結果を確認）、または購入した出荷のラベルを保存・印刷できなかった（ラベルは残っています。shipments label で再印刷）',
  cancelled: '利用者による中止: 入力中の Ctrl+C、または確認で「いいえ」（何も送信していません）',
};

export const topics: Readonly<Record<string, CommandHelp>> = {
  'help environment': {
    description:
      'shipctl が読む環境変数:\n\n' +
      rows([
        [
          'SHIPCTL_TOKEN',
          'この実行の API トークン。`shipctl login` で保存したトークンより優先します（表示はしません）',
        ],
        [
          'SHIPCTL_BASE_URL',
          'API のベース URL。--base-url と同じ（本番: https://api.shipandco.com）。なし: 組み込みのサンドボックス',
        ],
        ['SHIPCTL_PROFILE', '使うプロファイル。--profile と同じ（フラグが優先）'],
        [
          'SHIPCTL_HOME',
          '設定とデータ（サンドボックスのデータベース、一括出荷の記録）を置く 1 つのディレクトリ',
        ],
        [
          'SHIPCTL_WEBHOOK_SECRET',
          'Webhook の署名シークレット（webhooks verify|listen|trigger、sandbox webhooks）。--secret-file が優先し、なければプロファイルの webhook_secret',
        ],
        [
          'SHIPCTL_NOW',
          'CLI が日付の規則（出荷日、テスト期間、--since today）で「今」とする ISO 8601 の時刻。時計を設定した serve 中のサンドボックスに合わせるため。組み込みのサンドボックスでは自身の時計が優先します',
        ],
        [
          'SHIPCTL_SANDBOX_IDLE',
          '常駐サンドボックス（データディレクトリごとに 1 つのバックグラウンドプロセスで、サンドボックスモードの全コマンドが使い回します）がリクエストなしで生きる時間: 30s, 10m（既定）, 1h。0 なら各コマンドの中でサンドボックスを動かします。`shipctl sandbox stop` で今すぐ終了',
        ],
        [
          'SHIPCTL_LANG',
          '表示言語: ja または en。設定の language とロケール（LC_ALL, LC_MESSAGES, LANG: ja… なら日本語）より優先',
        ],
        ['NO_COLOR', '値は何でも: 色なし。--no-color と同じ（TERM=dumb でも同じ）'],
        [
          'CI',
          '設定あり（"false" と "0" を除く）: 入力を求めません。--no-input と同じで、確認には --yes が必要',
        ],
      ]) +
      '\n\n優先順位: フラグ > 環境変数 > 設定ファイルのプロファイル > 組み込みの既定値。\n' +
      'SHIPCTL_HOME がなければ、設定とデータはプラットフォームの通常の場所に置きます ' +
      '（Linux: $XDG_CONFIG_HOME/shipctl と $XDG_DATA_HOME/shipctl）。`shipctl config path [--data]` で表示できます。\n',
  },
  'help exit-codes': {
    description:
      '終了コード: どのコマンドでも同じなので、スクリプトで結果を判別できます。\n\n' +
      `  コード 意味\n${(Object.keys(EXIT_MEANING) as (keyof typeof EXIT)[])
        .map((k) => `  ${String(EXIT[k]).padEnd(6)} ${EXIT_MEANING[k]}`)
        .join('\n')}\n` +
      '\n--json では標準出力に結果だけを出し、エラーメッセージは必ず標準エラーに出します。\n',
    examples: {
      '# in a script: tell "no such shipment" from a failure':
        '# スクリプトで「その出荷はない」と失敗とを見分ける',
    },
  },
  'help durations': {
    description:
      '期間: 期間を受け取るすべてのフラグと引数に共通の書き方です。\n\n' +
      '  数に単位を付けます（ms、s、m は分、h、d、w は週）。足し合わせることもできます:\n' +
      '    90s  15m  2h  1d  1h30m  1d 12h  1.5h  500ms\n\n' +
      '  単位のない数（30）は受け付けません: 秒か分か日か分からないからです。' +
      '単位のない数を読むのは、ヘルプに単位を書いたフラグだけです: --tolerance は秒です。\n\n' +
      '受け取るもの:\n' +
      rows([
        ['--interval', 'track --watch: 照会の間隔（既定 30m、1m 以上）'],
        ['--since, --until', 'shipments list|summary、orders list|ship: どれだけ前か'],
        ['<duration>', 'sandbox clock advance: 時計を進める量'],
        ['--webhook-timeout', 'sandbox serve: Webhook の 1 回の試行にかけてよい時間'],
        ['--tolerance', 'webhooks verify|listen: 単位のない数は秒'],
      ]) +
      '\n',
  },
};
