// The Japanese help of the shipping commands: shipments, orders, track, rates, ship, batch, station.
import type { CommandHelp } from '../../help.js';

export const shipping: Readonly<Record<string, CommandHelp>> = {
  shipments: {
    description: '出荷の一覧・検索・表示・取り消し、ラベルのダウンロードと印刷、1 日の集計',
    summary: '出荷の一覧・検索・表示・取り消し、ラベル、1 日の集計',
  },
  'shipments list': {
    description: '直近 2 か月の出荷を新しい順に一覧表示します（1 ページ分、または --all で全件）',
  },
  'shipments get': {
    description: '出荷を 1 件表示します: 住所、設定、追跡番号、ラベルのリンク、お届け予定日',
  },
  'shipments void': {
    description: '出荷を取り消します（削除）。端末では先に確認し、--yes で確認を省きます',
  },
  'shipments label': {
    description: '出荷のラベルをダウンロードします（PDF、またはサーマルプリンター用の ZPL）',
  },
  'shipments find': {
    description:
      '直近 2 か月の出荷を参照番号、追跡番号（またはその 4 桁以上）、お届け先の名前で探します。見つからないときは exit 4',
  },
  labels: {
    description: '印刷待ち: 待っているものを印刷し、名前を指定したラベルを再印刷します',
    summary: '印刷待ちを印刷、または指定したラベルを再印刷',
  },
  'labels print': {
    summary: '印刷待ちのラベルを印刷するか、指定したラベルを再印刷します',
    description:
      '一度も印刷されていないラベル（と納品書）— 紙詰まり、電源の切れたプリンター、失敗した印刷 — を --pending で印刷します。' +
      'または注文番号・追跡番号・出荷 ID で指定したラベルを、再印刷と明示して印刷し直します。',
  },
  'shipments summary': {
    description: '締め作業: 運送会社とサービスごとの出荷件数（テストラベルと取り消し分は別に数えます）',
  },
  orders: {
    description: '注文の作成・一覧・出荷・削除（orders ship で注文からラベルを作ります）',
  },
  'orders create': {
    description: '注文を作成します（残りはアプリで入力）。送る前に内容を確認します',
  },
  'orders list': {
    description: '注文を一覧表示します（既定では直近 2 週間、2 か月より前は出ません）',
  },
  'orders ship': {
    description: '未出荷の注文ごとに出荷を作成します（batch ship と同じく記録を残します）',
    notes:
      '\n注文は、その参照番号（または ID）の付いた本番ラベル（--test でないもの）ができるまで未出荷です。' +
      '出荷済みの注文は再び出荷されず、そのラベルを取り消すと再び未出荷になります。' +
      '出荷しても注文は削除されません。中断後に再実行すると、重複なしで続きから再開します。\n',
  },
  'orders delete': {
    description: '注文を削除します。端末では先に確認し、--yes で確認を省きます',
  },
  track: {
    description: '追跡番号の配達状況と履歴を表示します。照会は 1 番号につき 15 回まで（ローカルで数えます）',
    notes:
      '\n配達完了の結果は保存され、照会回数を使わずに再表示します。' +
      '--watch は配達完了で止まり、例外（exception）で一時停止し、最後の 1 回は使いません。\n',
  },
  rates: {
    description: '運送会社の運賃を安い順に比較します（POST /v1/rates）',
    examples: {
      "# --json keeps the API's members but orders the rates cheapest first, as the table does":
        '# --json は API の項目をそのまま出しますが、表と同じく安い順に並べます',
      '# the piped form is tab-separated: carrier, service, name, price, currency, surcharges, carrier_id':
        '# パイプではタブ区切り: carrier, service, name, price, currency, surcharges, carrier_id',
    },
  },
  ship: {
    description: '出荷とラベルを作成します（POST /v1/shipments）。端末では運送会社に必要な項目を尋ねます',
    examples: {
      '# without a terminal every missing field is listed with its flag (exit 2); nothing is sent':
        '# 端末がなければ足りない項目をフラグ付きで一覧します（exit 2）。何も送信しません',
    },
  },
  batch: {
    description: 'CSV の注文を一括出荷します: 先に検証し、記録を残し、再開でき、API の上限を守ります',
  },
  'batch ship': {
    description: 'CSV ファイル（- で標準入力）の注文ごとに出荷を作成します。記録を残すので再実行で再開します',
    notes:
      '\n同じコマンド（同じファイル、同じオプション）を再実行すると続きから再開し、出荷済みの行は再送しません。' +
      '列名、日本語の見出し、Shopify 形式: docs/batch.md。見出しで判別する B2クラウド、Amazon、楽天、Yahoo!ショッピングのファイル: docs/marketplaces.md\n',
  },
  'batch export': {
    summary: '出荷済みの注文の伝票番号を、各モールのアップロード用ファイルに書き出します',
    description:
      '出荷済みの注文の伝票番号を、各モールのアップロード用ファイルに書き出します: Amazon の出荷通知、楽天・Yahoo! の発送情報、B2クラウドの発行済みデータ、Shopify の発送 CSV。' +
      '番号はアカウントから取ります（有効な本番の送り状のみ。取り消した送り状やテスト送り状は載りません）。ファイルの注文と注文番号で突き合わせます。',
    notes: '\n形式とその列、各ファイルのアップロード先: docs/marketplaces.md\n',
  },
  'batch status': {
    description: '一括出荷の実行を一覧表示します（実行を指定するとその行を表示）',
  },
  'station scan': {
    description: '出荷ステーション: 注文番号や参照番号をスキャンするたびに出荷し、ラベルを印刷して次へ',
  },
  'station sheet': {
    description:
      'サイズのバーコード（SIZE-60、SIZE-80…、Code 128）の PDF を書き出します。印刷して箱のそばに置き、' +
      '--ask-size のステーションで注文の後にスキャンするとその箱のサイズになります',
    summary: 'サイズのバーコードの PDF を書き出します',
  },
  station: {
    description:
      '出荷ステーション: 注文番号や参照番号をスキャンするたびに出荷し、ラベルを印刷して次へ（station scan、既定）。' +
      'station sheet でサイズのバーコードを印刷します',
    summary: '出荷ステーション: 注文をスキャンするとラベルを購入・印刷して次へ',
    notes:
      '\n標準入力から 1 行に 1 スキャンずつ読みます（キーボード入力型のスキャナーはコードと Enter を入力します）。' +
      'エラーは表示して（端末ではベルを鳴らして）続けます。Ctrl+C か入力の終わりで集計を表示します。' +
      '出荷済みの注文をスキャンしても購入はせず、その行に発行済みのラベルと再印刷の方法を示します。' +
      'スキャンの失敗や印刷できなかったラベルがあれば exit 7、重複だけなら exit 0 です。\n' +
      '最初のスキャンの前に未出荷の注文を確かめ、決められないこと（運送会社やサイズがない、サービスのアカウントがない、' +
      'プリンターがラベルを印刷できない）を直し方とともに一度だけ表示します。' +
      '--ask-size では注文ごとにサイズを待ちます: サイズのバーコード（SIZE-60、SIZE-80…）、数字の入力、または Enter で既定' +
      '（--pack-size、station.pack_size、なければ注文のサイズ）。--verify-items では商品（バーコード、JAN、SKU）を待ちます: ' +
      '違う商品は断り、箱が注文と合ったときにラベルを購入します。skip 理由 で検品せずに出荷（理由は記録に残ります）、' +
      'cancel で戻します。各行に運送会社を示し、ステーションと違う運送会社の注文はその行に示します。' +
      'コードは制御文字（STX、ETX…）と station.scanner_strip に保存した前後の文字を除いて読みます。\n',
  },
};
