// The Japanese help of the sandbox, webhooks, api and completion commands.
import type { CommandHelp } from '../../help.js';

export const other: Readonly<Record<string, CommandHelp>> = {
  sandbox: {
    description: '組み込みのサンドボックス（ローカルの SQLite で動く API）の起動・確認・リセット',
    summary: 'サンドボックスの起動・確認・リセット、時計、Webhook、障害',
  },
  'sandbox serve': {
    description: 'サンドボックスの API を HTTP で提供します（Ctrl+C で停止）',
    examples: {
      '# then: curl -H "x-access-token: TOKEN" http://127.0.0.1:4010/v1/carriers':
        '# その後: curl -H "x-access-token: TOKEN" http://127.0.0.1:4010/v1/carriers',
    },
  },
  'sandbox stop': {
    description:
      'サンドボックスモードのコマンドが共有する常駐サンドボックスを止めます（使われなければ自然に止まります）',
    notes:
      '\nサンドボックスモードの最初のコマンドがデータディレクトリ用のサンドボックスをバックグラウンドで起動し、' +
      '後のコマンドはそれを使い回します。リクエストがないまま SHIPCTL_SANDBOX_IDLE（既定 10m）たつと終了します。' +
      'SHIPCTL_SANDBOX_IDLE=0 にすると各コマンドの中でサンドボックスを動かします。\n',
  },
  'sandbox info': {
    description: 'サンドボックスのデータベース、提供中かどうか、保持しているリソースの数を表示します',
  },
  'sandbox reset': {
    description:
      'サンドボックスのデータをすべて消し、デモの倉庫と運送会社を入れ直します（トークンは残ります）',
  },
  'sandbox clock': {
    description: 'サンドボックスの時計の表示・設定・早送り・リセット（テスト期間、日付の規則、追跡）',
  },
  'sandbox clock show': {
    description: 'サンドボックスの時刻と設定のされ方を表示します（既定のサブコマンド）',
  },
  'sandbox clock set': {
    description: 'サンドボックスの時計をある時点に合わせます。--freeze を付けない限りそこから進みます',
  },
  'sandbox clock advance': {
    description: 'サンドボックスの時計を進めます（止めた時計は止まったまま）',
  },
  'sandbox clock reset': {
    description: 'サンドボックスの時計を実時間に戻します',
  },
  'sandbox advance': {
    description:
      'サンドボックスの荷物の追跡を今すぐ進めます: 次の状態へ、または --to まで（tracking.updated を送ります）',
  },
  'sandbox accounts': {
    description:
      'API で登録できない運送会社アカウント（ups: ダッシュボードのみ）を、接続済みとして追加します',
  },
  'sandbox accounts add': {
    description: 'ダッシュボードでしか登録できない種類（ups）のアカウントをサンドボックスに追加します',
  },
  'sandbox webhooks': {
    description: 'サンドボックスの Webhook 送信先の登録・表示・削除と、配信の一覧',
  },
  'sandbox webhooks show': {
    description: '登録した送信先（シークレットは表示しません）と、状態ごとの配信を表示します',
  },
  'sandbox webhooks set': {
    description: 'サンドボックスが tracking.updated イベントを送る送信先と、そのシークレットを登録します',
    examples: {
      '# then: shipctl sandbox serve   (the serve delivers; events queue in the database meanwhile)':
        '# その後: shipctl sandbox serve（serve が配信します。それまでイベントはデータベースにたまります）',
    },
  },
  'sandbox webhooks clear': {
    description: '送信先とシークレットを削除します。配信待ちのものは中止します',
  },
  'sandbox webhooks deliveries': {
    description: 'tracking.updated の配信を新しい順に一覧表示します: 試行回数、最後の応答、次の試行',
  },
  'sandbox faults': {
    description:
      'ルートごとに障害を起こします: 遅延、書き込み前後の 5xx、接続リセット、429 の連続、運送会社への接続不可',
  },
  'sandbox faults list': {
    description: '有効な障害ルールを一覧表示します（実行中の serve の --fault も含みます）',
  },
  'sandbox faults set': {
    description: '障害ルールを追加します（同じルートと種類のルールは置き換え）。削除するまで残ります',
  },
  'sandbox faults clear': {
    description: '1 つのルート、またはすべての障害ルールを削除します（実行中の serve の --fault も）',
  },
  webhooks: {
    description: '署名付き tracking.updated イベントの検証・受信・送信（仕様 6 章）',
    summary: '署名付き tracking.updated イベントの検証・受信・送信',
    notes:
      '\nシークレットは --secret-file、環境変数 SHIPCTL_WEBHOOK_SECRET、' +
      'プロファイルの webhook_secret のいずれかから読みます。引数では受け取りません。\n',
  },
  'webhooks verify': {
    description: '受信した配信の署名を確かめ（仕様 6.3）、失敗の理由を説明します。無効なら exit 1',
  },
  'webhooks listen': {
    description:
      '127.0.0.1 で配信を受けます: 検証し、再配信は捨て、各イベントを一度だけ表示し、必要なら転送します',
  },
  'webhooks trigger': {
    description: '正しく署名した tracking.updated のサンプルイベントを、開発中の受信側へ送ります',
    examples: {
      '# the same id twice: a receiver should process it once':
        '# 同じ id を 2 回: 受信側の処理は 1 回だけのはず',
    },
  },
  mcp: {
    summary: 'AI エージェント向けの MCP サーバー（stdio か --http）',
    description:
      'shipctl を Model Context Protocol サーバーとして AI エージェントに提供します: コマンドと同じ検査で、ラベルの見積もり・購入・検索・追跡・取り消し、注文の一覧・作成・出荷ができます。購入は 2 段階です: 最初の呼び出しは計画と確認トークンを返し、そのトークンを付けた 2 回目の呼び出しだけが購入します（同じトークンをもう一度送ると同じ結果が返ります）。',
    notes:
      '\nツール: get_rates, create_shipment, track, find_shipments, get_label, void_shipment, list_orders, create_order, ship_orders, list_warehouses, list_addresses, carrier_catalog。--base-url か base_url が API を指定しない限り、組み込みサンドボックスが応答します。その API に対しては、購入・取り消しをするツールは --allow-purchase を付けたときだけ提供します。運送会社がテストラベルを作れる場合はテストラベルが既定です。どの結果も、エージェントが次に必要なことをテキストで伝え、同じデータを構造化された内容として持ちます。\n',
    examples: {
      '# stdio, for a desktop agent; hosts start it without your environment, so name the home in env (claude_desktop_config.json: {"command": "shipctl", "args": ["mcp"], "env": {"SHIPCTL_HOME": "/path/to/home"}})':
        '# stdio（デスクトップのエージェント向け。ホストは環境変数を引き継がずに起動するので、env でホームを指定します。claude_desktop_config.json: {"command": "shipctl", "args": ["mcp"], "env": {"SHIPCTL_HOME": "/path/to/home"}}）',
    },
  },
  api: {
    description:
      '任意のエンドポイントを呼び出し、応答の JSON を表示します（`gh api` と同様）。エラーなら 0 以外で終了',
  },
  completion: {
    description:
      'シェル補完のスクリプトを表示します（コマンド、オプション、運送会社、サービス、サイズ…）。インストールはしません',
    notes:
      '\nお使いのシェルの行で一度だけインストールしてください。新しいシェルから有効になります。' +
      'すべて自分のホームに置くので、root もシステムのディレクトリも不要です。' +
      '今のシェルだけなら: source <(shipctl completion bash)、zsh も同様。fish: shipctl completion fish | source\n',
    examples: {
      '# bash, with the bash-completion package (most distributions install it):':
        '# bash（bash-completion パッケージあり。多くのディストリビューションで導入済み）:',
      '# bash without it:': '# bash（パッケージなし）:',
      '# zsh: a directory of your own on fpath, read by compinit':
        '# zsh: compinit が読む fpath 上の自分のディレクトリ',
      '# fish:': '# fish:',
    },
  },
};
