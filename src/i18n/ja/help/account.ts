// The Japanese help of the account commands: carriers, addresses, warehouses, files, sub-users.
import type { CommandHelp } from '../../help.js';

export const account: Readonly<Record<string, CommandHelp>> = {
  carriers: {
    description: '運送会社アカウント（認証情報、印刷サイズ）、契約運賃、運送会社カタログ',
  },
  'carriers list': {
    description: '運送会社アカウントを一覧表示します（認証情報は API の返すとおり伏せ字）',
  },
  'carriers add': {
    description:
      '運送会社アカウントを登録します（POST /v1/carriers）。' +
      '端末ではその種類に必要な認証情報だけを尋ね（秘密の値は表示しません）、続いて印刷サイズなどの設定を尋ねます。' +
      '秘密の値は引数では受け取りません: --credentials-file か --input を使ってください。',
    summary: '運送会社アカウントを登録します（POST /v1/carriers）',
    examples: {
      '# yamato.json: {"key": "…", "freight_number": "01"}':
        '# yamato.json の中身: {"key": "…", "freight_number": "01"}',
    },
  },
  'carriers update': {
    description:
      '運送会社アカウントの認証情報や設定を変更します（PUT /v1/carriers/:id）。' +
      '変更した認証情報だけを送ります。設定は現在の値に変更を重ねて丸ごと送るので、' +
      '設定を置き換える API でも何も失われません。入力中の伏せ字（********）はそのままにします。',
    summary: '運送会社アカウントの認証情報や設定を変更します（PUT /v1/carriers/:id）',
  },
  'carriers remove': {
    description: '運送会社アカウントを削除します（DELETE /v1/carriers/:id）。先に確認し、--yes で省きます',
  },
  'carriers catalog': {
    description:
      '運送会社ごとの提供内容: サービス、サイズ、時間帯、印刷サイズ、テストラベル、追跡、' +
      'shipment_date の規則、必要な認証情報。オフラインで使えます。',
    summary: '運送会社ごとのサービス、サイズ、時間帯、印刷サイズ…（オフライン）',
  },
  'carriers rates': {
    description: '国内アカウント（yuupack, sagawa, yamato）の契約運賃: アップロードまたは削除',
  },
  'carriers rates upload': {
    description:
      'yuupack, sagawa, yamato アカウントの契約運賃をアップロードします（POST /v1/carriers/:id/rates）。' +
      'FILE は JSON（API の本文: [{"from", "size", "price": {region: "1,234"}}]）または CSV:\n' +
      '  from,size,北海道,北東北,南東北,関東,…\n' +
      '  関東,60,"1,480","1,180","1,060",…\n' +
      '発地の地域とサイズごとに 1 行、着地の地域ごとに 1 列で、運賃は桁区切り付き（CSV では引用符で囲む）。' +
      '空欄の着地は含めません。地域名はアカウントの運送会社のもの（`shipctl carriers catalog TYPE` で一覧）で、' +
      '送信前に確認します。UTF-8 または Shift_JIS。',
    summary: '契約運賃をアップロードします（POST /v1/carriers/:id/rates; yuupack, sagawa, yamato）',
  },
  'carriers rates clear': {
    description: 'アカウントの契約運賃を削除します（標準運賃に戻ります）。先に確認します',
  },
  addresses: {
    description: '住所録（保存できる住所は 50 件まで。アプリで作る注文に使います）',
  },
  'addresses list': {
    description: '住所録に保存した住所を一覧表示します',
  },
  'addresses add': {
    description:
      '住所を住所録に保存します（POST /v1/addresses、50 件まで）。' +
      '保存した住所はアプリで作る注文に使います。API の出荷ではリクエストに住所を含めます。',
    summary: '住所を住所録に保存します（POST /v1/addresses、50 件まで）',
  },
  warehouses: {
    description: '倉庫: 漢字の項目を持つご依頼主の住所',
  },
  'warehouses list': {
    description: '倉庫を一覧表示します（ご依頼主の住所。先頭が注文の既定のご依頼主）',
  },
  'warehouses add': {
    description:
      '倉庫を追加します（POST /v1/warehouses）。送信前に確認する規則: 名前（full_name、company またはその漢字）、' +
      '番地（address1 または address1_kanji）、国内なら漢字の都道府県（なければ --province から補います）。',
    summary: '倉庫を追加します（POST /v1/warehouses）',
  },
  files: {
    description: 'ラベルやインボイスに使うロゴと署名の画像（PNG または JPEG、1 MB まで）',
  },
  'files list': {
    description: 'アップロードしたロゴと署名の画像を一覧表示します（--json は Base64 のデータを含みます）',
  },
  'files upload': {
    description:
      'ロゴまたは署名の画像をアップロードします（POST /v1/files）: 1 MB までの PNG か JPEG。' +
      '先頭のバイトとサイズを確かめてから Base64 で送ります。',
    summary: 'ロゴまたは署名の画像をアップロードします（POST /v1/files、1 MB までの PNG か JPEG）',
  },
  'sub-users': {
    description: 'メインアカウントのサブユーザー（有効なのは 2 人まで）とその API トークン',
  },
  'sub-users list': {
    description: 'メインアカウントのサブユーザーを一覧表示します',
  },
  'sub-users create': {
    description:
      'サブユーザーを作成します（POST /v1/sub-users、有効なのは 2 人まで）。' +
      '--token を付けると API がサブユーザーのトークンを発行します: 標準出力に一度だけ表示し、保存はしません。' +
      '--save-profile を付けると表示せずにプロファイルへ保存します（設定ファイルは本人だけが読めます）。',
    summary: 'サブユーザーを作成します（POST /v1/sub-users、有効なのは 2 人まで）',
  },
  'sub-users get': {
    description: 'サブユーザーを 1 人表示します',
  },
  'sub-users regenerate-token': {
    description:
      'サブユーザーの API トークンを新しく発行します（POST /v1/sub-users/:id）。古いトークンは使えなくなります。' +
      '先に確認します（--yes で省略）。トークンは一度だけ表示するか、--save-profile で保存します。',
    summary: 'サブユーザーのトークンを再発行します（POST /v1/sub-users/:id）。古いものは無効に',
  },
  'sub-users delete': {
    description:
      'サブユーザーを削除します（DELETE /v1/sub-users/:id）。そのトークンは使えなくなります。先に確認します。',
    summary: 'サブユーザーを削除します（DELETE /v1/sub-users/:id）。トークンも無効に',
  },
};
