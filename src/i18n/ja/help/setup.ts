// The Japanese help of the setup commands: login, logout, config, profiles.
import type { CommandHelp } from '../../help.js';

export const setup: Readonly<Record<string, CommandHelp>> = {
  login: {
    description:
      'API トークン（とベース URL）を API で確かめてからプロファイルに保存します。' +
      'ベース URL は --base-url、なければプロファイルのもの、それもなければ https://api.shipandco.com です。',
    summary: '本番 API のトークンを保存します（先に確認）',
  },
  logout: {
    description: 'プロファイルに保存したトークンを削除します（ベース URL と既定値は残ります）',
  },
  config: {
    description: 'プロファイルの設定（ベース URL、トークン、既定値）を表示・変更します',
    summary: '設定と既定値を表示・変更します',
    notes:
      '\nキー:\n' +
      '  base_url                API のベース URL。未設定なら組み込みのサンドボックス\n' +
      '  token                   API トークン（`shipctl login` で設定）\n' +
      '  language                表示言語: ja または en（未設定ならロケール LANG。環境変数 SHIPCTL_LANG が優先）\n' +
      '  carrier                 既定の運送会社の種類（例: yamato）\n' +
      '  carrier_id              既定の運送会社アカウント ID（`shipctl carriers list`）\n' +
      '  currency                既定の通貨、ISO 4217（JPY, USD, …）\n' +
      '  from_warehouse          既定のご依頼主: 倉庫 ID（`shipctl warehouses list`）\n' +
      '  from_address            既定のご依頼主: 保存した住所の ID（`shipctl addresses list`）\n' +
      '  label_dir               `ship` と `shipments label` がラベルを保存するディレクトリ（<shipment id>.pdf）\n' +
      '  print_size              `carriers add` で追加するアカウントの印刷サイズ（ラベルはアカウントのサイズで印刷。例: PDF_A5）\n' +
      '  printer                 --print の送り先: lp, lp:QUEUE, tcp://HOST:9100（ZPL）またはファイル・デバイスのパス\n' +
      '  station.carrier         出荷ステーション: 運送会社（プリセットは station.NAME.carrier、--preset NAME で使用）\n' +
      '  station.service         出荷ステーション: サービスコード（例: sagawa_regular）\n' +
      '  station.pack_size       出荷ステーション: 国内のサイズ（例: 60）\n' +
      '  station.printer         出荷ステーション: 印刷先（printer と同じ書き方）\n' +
      '  station.from_warehouse  出荷ステーション: ご依頼主の倉庫 ID\n' +
      '  station.scanner_strip   出荷ステーション: スキャナーが付ける前後の文字（カンマ区切り。\\x02 で制御文字）\n' +
      '  station.verify_items    出荷ステーション: 購入前に商品を注文と照合する（検品。true/false）\n' +
      '  station.ask_size        出荷ステーション: 注文ごとにサイズのスキャンか Enter を待つ（true/false）\n',
  },
  'config list': {
    description: 'プロファイルの設定と、それぞれの値がどこから来たかを一覧表示します',
  },
  'config get': {
    description: '設定を 1 つ表示します（トークンは "(set)" とだけ表示）',
  },
  'config set': {
    description: '設定をプロファイルに保存します（トークンは標準入力からのみ）',
    examples: {
      '# a token is never an argument: shipctl login --with-token < token.txt':
        '# トークンは引数で渡しません: shipctl login --with-token < token.txt',
    },
  },
  'config unset': {
    description: '設定を削除します（base_url がなければサンドボックス）',
  },
  'config path': {
    description: '設定ファイルのパスを表示します（--data: データディレクトリ）',
  },
  profiles: {
    description: 'プロファイルを一覧表示し（使用中のものに * 印）、既定のプロファイルを選びます',
    summary: 'プロファイルの一覧と既定のプロファイルの選択',
  },
  'profiles list': {
    description: 'プロファイルを一覧表示します。* はこの実行で使うもの',
  },
  'profiles use': {
    description: '以後の実行で使う既定のプロファイルを設定します',
  },
};
