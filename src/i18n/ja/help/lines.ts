// Flag and argument help, help headings and the command table's summaries, by their English text.
export const lines: Readonly<Record<string, string>> = {
  'only this carrier type (e.g. sagawa)': 'この種類の運送会社だけ（例: sagawa）',
  'api: created through the API (default); all: also in the app':
    'api: API で作成したもの（既定）、all: アプリで作成したものも',
  'active (default), void or any': 'active（既定）、void または any',
  'only the shipment(s) with this ref number (reads every page of the window)':
    'この参照番号の出荷だけ（期間内の全ページを読みます）',
  'only the shipment(s) made from this order (its id or ref number)':
    'この注文（ID または参照番号）から作った出荷だけ',
  'created at or after: a duration ago (7d, 12h, 1h30m), today, YYYY-MM-DD (JST day) or ISO timestamp':
    'この時点以降に作成: 期間（7d, 12h, 1h30m）、today、YYYY-MM-DD（日本時間の日）または ISO 形式の日時',
  'created at or before (a YYYY-MM-DD day is included)':
    'この時点以前に作成（YYYY-MM-DD はその日を含みます）',
  'page size (default 50, at most 250)': '1 ページの件数（既定 50、最大 250）',
  'page number (default 1)': 'ページ番号（既定 1）',
  'read every page': '全ページを読みます',
  'show every column, whole, however narrow the terminal (the table may wrap)':
    'すべての列を省略せずに表示（表は折り返すことも）',
  'Filters:': '絞り込み:',
  'Time window:': '期間:',
  'Paging:': 'ページ:',
  'shipment ID (API-…), ref number or tracking number': '出荷 ID（API-…）、参照番号または追跡番号',
  'where to write it; - for stdout (default: <id>.pdf in label_dir, else the labels folder of the data directory, as ship)':
    '保存先。- で標準出力（既定: label_dir に <id>.pdf、なければデータディレクトリの labels フォルダー。ship と同じ）',
  'overwrite an existing file': '既存のファイルを上書きします',
  'send it to the printer (--printer, else the stored printer); saved only with --out or when printing fails':
    'プリンターに送ります（--printer、なければ保存したプリンター）。保存は --out 指定時か印刷に失敗したときだけ',
  'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print':
    'lp, lp:QUEUE, tcp://HOST:PORT（ZPL）またはファイル・デバイスのパス。--print を含みます',
  'active, void or any (default any)': 'active, void または any（既定 any）',
  'a ref number, a tracking number, a shipment id, or part of a name or company':
    '参照番号、追跡番号、出荷 ID、または名前や会社名の一部',
  'from: today (default), yesterday, 12h, YYYY-MM-DD (JST day)…':
    '開始: today（既定）、yesterday、12h、YYYY-MM-DD（日本時間の日）…',
  'to (a YYYY-MM-DD day is included)': '終了（YYYY-MM-DD はその日を含みます）',
  'CSV for the pickup handover (carrier,service,shipments,packs,test,voided): shipments and packs count real labels; test and voided labels apart':
    '集荷の引き渡し用 CSV（carrier,service,shipments,packs,test,voided）: shipments と packs は本番ラベルの数。テストと取り消しは別に数えます',
  'the API body as JSON: a file, or - for stdin; flags override its fields':
    'API の本文の JSON: ファイル、または - で標準入力。フラグがその項目を上書きします',
  'recipient full_name': 'お届け先の氏名（full_name）',
  'recipient company': 'お届け先の会社名',
  'recipient phone': 'お届け先の電話番号',
  'recipient email': 'お届け先のメールアドレス',
  'recipient country (default JP)': 'お届け先の国（既定 JP）',
  'recipient zip': 'お届け先の郵便番号',
  'recipient province': 'お届け先の都道府県・州',
  'recipient city': 'お届け先の市区町村',
  'recipient address1': 'お届け先の住所 1（address1）',
  'recipient address2': 'お届け先の住所 2（address2）',
  'a product, name=Tシャツ,qty=2,price=2500 (repeatable; "Tシャツ,2,2500" is read when unambiguous)':
    '商品 name=Tシャツ,qty=2,price=2500（繰り返し可。紛れがなければ "Tシャツ,2,2500" も可）',
  'carrier type for the order (setup.carrier)': '注文の運送会社の種類（setup.carrier）',
  'sender warehouse (setup.warehouse_id; default: your default warehouse)':
    'ご依頼主の倉庫（setup.warehouse_id。既定: 既定の倉庫）',
  'ISO 4217 currency (setup.currency)': 'ISO 4217 の通貨（setup.currency）',
  'reference number (setup.ref_number)': '参照番号（setup.ref_number）',
  'Input:': '入力:',
  'Recipient:': 'お届け先:',
  'Order:': '注文:',
  'api (default), app or all': 'api（既定）、app または all',
  'created at or after: a duration ago (7d, 2w, 12h), today, YYYY-MM-DD (JST day) or ISO timestamp':
    'この時点以降に作成: 期間（7d, 2w, 12h）、today、YYYY-MM-DD（日本時間の日）または ISO 形式の日時',
  'page size (default 50, at most 100)': '1 ページの件数（既定 50、最大 100）',
  'read every page (--json then prints one array of orders)':
    '全ページを読みます（--json は注文を 1 つの配列で出力）',
  'every open order the API lists (its default window: 2 weeks; --since widens it)':
    'API が返す未出荷の注文すべて（API の既定の期間は 2 週間。--since で広げます）',
  'with --all: orders created at or after (7d, 30d, YYYY-MM-DD…)':
    '--all と併用: この時点以降に作成した注文（7d, 30d, YYYY-MM-DD…）',
  'carrier for every order, replacing the order’s own (default: the order’s, else the preset’s)':
    'すべての注文の運送会社（注文の指定を置き換え。既定: 注文のもの、なければプリセットのもの）',
  'service code (default: the order’s, else the carrier’s standard service)':
    'サービスコード（既定: 注文のもの、なければ運送会社の標準サービス）',
  'carrier account to use': '使う運送会社アカウント',
  'domestic pack size (60, 80, 100…)': '国内のサイズ（60, 80, 100…）',
  'free test labels': '無料のテストラベル',
  'ship date in JST: today, tomorrow or YYYY-MM-DD (default: the order’s; today where the carrier requires one)':
    '出荷日（日本時間）: today、tomorrow または YYYY-MM-DD（既定: 注文のもの。必須の運送会社では today）',
  'sender warehouse (default: the order’s sender)': 'ご依頼主の倉庫（既定: 注文のご依頼主）',
  'station preset: stored carrier, service, pack size, printer, warehouse':
    'ステーションのプリセット: 保存した運送会社、サービス、サイズ、プリンター、倉庫',
  'quote every order first and show the total in the question':
    '先にすべての注文の見積もりを取り、確認で合計を表示します',
  'print the labels in order (--printer, else the stored printer)':
    'ラベルを注文の順に印刷します（--printer、なければ保存したプリンター）',
  'order IDs (API-…) or order numbers; or --all': '注文 ID（API-…）または注文番号。または --all',
  'order ID (API-…)': '注文 ID（API-…）',
  'track the numbers of one of your shipments (uses its carrier)':
    '自分の出荷の追跡番号を追跡します（その運送会社を使います）',
  'numbers from a file, - for stdin: "carrier number" or "number" (with --carrier) per line':
    'ファイル（- で標準入力）の番号。1 行に "運送会社 番号" または "番号"（--carrier と併用）',
  'carrier for numbers given alone (with --file)': '番号だけの行の運送会社（--file と併用）',
  'spend the last (15th) query of a number': '番号の最後（15 回目）の照会も使います',
  'query again even when a delivered result is cached': '配達完了の結果が保存されていても照会し直します',
  'poll until delivered, printing only new events (NDJSON with --json)':
    '配達完了まで繰り返し照会し、新しいイベントだけを表示します（--json では NDJSON）',
  'time between polls with --watch, e.g. 15m, 1h30m (default 30m, at least 1m)':
    '--watch の照会間隔。例: 15m, 1h30m（既定 30m、1m 以上）',
  'carrier type (dhl, ups, fedex, japanpost, sagawa, yamato, yuupack, yuupacket); may be left out for a number of one of your shipments':
    '運送会社の種類（dhl, ups, fedex, japanpost, sagawa, yamato, yuupack, yuupacket）。自分の出荷の番号なら省略可',
  'tracking number': '追跡番号',
  'What to track:': '追跡する番号:',
  'Query budget:': '照会の回数:',
  'Watching:': '見守り:',
  'recipient postal code (530-0001)': 'お届け先の郵便番号（530-0001）',
  'recipient prefecture or state: 13, 東京都, Tokyo, California':
    'お届け先の都道府県・州: 13, 東京都, Tokyo, California',
  'send from this warehouse (default: the profile’s, else the account’s)':
    'この倉庫から送ります（既定: プロファイルの倉庫、なければアカウントの倉庫）',
  'send from this postal code instead of a warehouse': '倉庫の代わりにこの郵便番号から送ります',
  'send from this prefecture instead of a warehouse': '倉庫の代わりにこの都道府県から送ります',
  'domestic pack size (sum of the sides in cm: 60, 80, 100…)': '国内のサイズ（3 辺の合計 cm: 60, 80, 100…）',
  'domestic: number of packs': '国内: 個数',
  'parcel weight in grams': '荷物の重量（グラム）',
  'parcel size in cm, e.g. 30x20x10 (domestic: picks the pack size)':
    '荷物の寸法（cm）。例: 30x20x10（国内: サイズを選びます）',
  'domestic temperature: regular, fresh, frozen':
    '国内の温度帯: regular（常温）、fresh（冷蔵）、frozen（冷凍）',
  'domestic cash on delivery amount': '国内の代金引換の金額',
  'insured amount': '保険金額',
  'only these carriers (comma-separated: sagawa,yamato)': 'この運送会社だけ（カンマ区切り: sagawa,yamato）',
  'quote with this carrier account only': 'この運送会社アカウントだけで見積もります',
  'currency for international rates (JPY, USD…)': '国際運賃の通貨（JPY, USD…）',
  'the request body as JSON (file, or - for stdin); flags override it':
    'リクエスト本文の JSON（ファイル、または - で標準入力）。フラグが上書きします',
  'print only the cheapest rate': 'いちばん安い運賃だけを表示します',
  'Sender:': 'ご依頼主:',
  'Parcel:': '荷物:',
  'Extras:': '付加サービス:',
  'Carriers:': '運送会社:',
  'Input and output:': '入力と出力:',
  'carrier: sagawa, yamato, yuupack, dhl, fedex… (asked on a terminal)':
    '運送会社: sagawa, yamato, yuupack, dhl, fedex…（端末では尋ねます）',
  'service code, e.g. sagawa_regular (asked on a terminal)':
    'サービスコード（例: sagawa_regular。端末では尋ねます）',
  'quote first, then buy the cheapest service that passes the checks':
    '先に見積もり、確認を通るいちばん安いサービスで購入します',
  'carrier account to use (when you hold several of one carrier)':
    '使う運送会社アカウント（同じ運送会社のアカウントが複数あるとき）',
  'recipient from the address book (flags below override its fields)':
    '住所録のお届け先（下のフラグがその項目を上書きします）',
  'recipient name': 'お届け先の名前',
  'recipient e-mail': 'お届け先のメールアドレス',
  'recipient postal code': 'お届け先の郵便番号',
  'prefecture or state: 27, 大阪府, Osaka, California': '都道府県・州: 27, 大阪府, Osaka, California',
  'recipient street address': 'お届け先の番地',
  'recipient building, room': 'お届け先の建物名・部屋番号',
  'warehouse to send from (default: the profile’s, else the account’s)':
    '送り元の倉庫（既定: プロファイルの倉庫、なければアカウントの倉庫）',
  'send from this saved address': 'この保存した住所から送ります',
  'domestic pack size: sagawa 60–160, yuupack 60–170, yamato 60–200':
    '国内のサイズ: sagawa 60–160、yuupack 60–170、yamato 60–200',
  'parcel weight in grams (domestic: with --size it picks the size class; a mail service checks it)':
    '荷物の重量（グラム。国内: --size と合わせてサイズ区分を選びます。メール便のサービスは確認します）',
  'parcel size in cm (domestic: picks the size class; a mail service checks its thickness)':
    '荷物の寸法（cm。国内: サイズ区分を選びます。メール便のサービスは厚さを確認します）',
  'domestic delivery date (default: the earliest)': '国内のお届け日（既定: 最短）',
  'domestic delivery time slot, e.g. 14-16, before-noon': '国内のお届け時間帯。例: 14-16, before-noon',
  'ship date in JST (today, tomorrow or a date)': '出荷日（日本時間）: today、tomorrow または日付',
  'delivery note': '配達メモ',
  'domestic cash on delivery: amount to collect': '国内の代金引換: 集金する金額',
  'insured amount (sagawa, japanpost, dhl, fedex, ups)': '保険金額（sagawa, japanpost, dhl, fedex, ups）',
  'reference printed on the label (default: a generated shipctl-… id)':
    'ラベルに印字する参照番号（既定: 生成した shipctl-… の ID）',
  'a free test label, not valid for shipping': '無料のテストラベル。出荷には使えません',
  'ship even when an active shipment already has this --ref': '有効な出荷にこの --ref があっても出荷します',
  'international: a product as name=T-shirt,qty=2,price=2500, weight=300,hs=610910,origin=JP (one value, no spaces; repeatable; positional name,quantity,price,weight,hs_code,origin is read when unambiguous)':
    '国際: 商品 name=T-shirt,qty=2,price=2500, weight=300,hs=610910,origin=JP（1 つの値でスペースなし。繰り返し可。紛れがなければ name,quantity,price,weight,hs_code,origin の順でも可）',
  'international customs: MERCHANDISE, GIFT': '国際の通関: MERCHANDISE, GIFT',
  'international: the sender pays duties': '国際: 関税はご依頼主が支払います',
  'international: the recipient pays duties': '国際: 関税はお届け先が支払います',
  'currency of the shipment (JPY, USD…)': '出荷の通貨（JPY, USD…）',
  'international: signature on delivery': '国際: 配達時に署名',
  'international: also create a return label (dhl, fedex, ups)':
    '国際: 返送用ラベルも作成します（dhl, fedex, ups）',
  'the shipment body as JSON (file, or - for stdin); flags override it':
    '出荷本文の JSON（ファイル、または - で標準入力）。フラグが上書きします',
  'print the body that would be sent, and send nothing': '送る予定の本文を表示し、何も送信しません',
  'save the label PDF here': 'ラベルの PDF をここに保存します',
  'save the commercial invoice PDF here (international)':
    'インボイス（商業送り状）の PDF をここに保存します（国際）',
  'overwrite an existing --label-out / --invoice-out file':
    '既存の --label-out / --invoice-out のファイルを上書きします',
  'send the label to the printer (--printer, else the stored printer)':
    'ラベルをプリンターに送ります（--printer、なければ保存したプリンター）',
  'lp, lp:QUEUE, tcp://HOST:PORT (raw 9100, ZPL) or a file/device path; implies --print':
    'lp, lp:QUEUE, tcp://HOST:PORT（raw 9100、ZPL）またはファイル・デバイスのパス。--print を含みます',
  'Carrier and service:': '運送会社とサービス:',
  'Delivery:': '配達:',
  'Extras and label:': '付加サービスとラベル:',
  'International:': '国際:',
  "the marketplace's upload file (default: the order file's own marketplace)":
    'モールのアップロード用ファイル（既定: 注文ファイルのモール）',
  'the orders of this batch run (its id or first characters): the file it read':
    'この一括出荷の実行の注文（ID またはその先頭）: その実行が読んだファイル',
  'only labels made since then (today, 7d, YYYY-MM-DD); without a file, every order shipped since':
    'この時点以降に作った送り状のみ（today, 7d, YYYY-MM-DD）。ファイルがなければ、それ以降に出荷したすべての注文',
  'write the upload file here (default stdout)': 'アップロード用ファイルをここに書きます（既定は標準出力）',
  'the order file the labels were made from (the file batch ship read); - reads stdin':
    '送り状を作った元の注文ファイル（batch ship が読んだファイル）。- で標準入力',
  'force the file encoding: utf8, sjis, utf16le, utf16be':
    'ファイルの文字コードを指定します: utf8, sjis, utf16le, utf16be',
  'column mapping, our field → your header: {"zip": "Postal"}':
    '列の対応（こちらの項目 → そちらの見出し）: {"zip": "Postal"}',
  'carrier for rows without a carrier column (sagawa, yamato…)':
    '運送会社の列がない行の運送会社（sagawa, yamato…）',
  'service for rows without a service column (default <carrier>_regular)':
    'サービスの列がない行のサービス（既定 <carrier>_regular）',
  'carrier account for every row': 'すべての行の運送会社アカウント',
  'pack size for rows without a size column': 'サイズの列がない行のサイズ',
  'ship date for rows without a 出荷日 column: today, tomorrow or YYYY-MM-DD':
    '出荷日の列がない行の出荷日: today、tomorrow または YYYY-MM-DD',
  'free test labels (setup.test)': '無料のテストラベル（setup.test）',
  'sender warehouse (default: the stored from_warehouse, else the first)':
    'ご依頼主の倉庫（既定: 保存した from_warehouse、なければ先頭の倉庫）',
  'check the whole file and stop; nothing is sent': 'ファイル全体を確認して終了します。何も送信しません',
  'quote every row with POST /v1/rates and show the total':
    '全行を POST /v1/rates で見積もり、合計を表示します',
  'ship the valid rows; record invalid ones as skipped':
    '正しい行を出荷し、不正な行はスキップとして記録します',
  'send again the rows the server refused in an earlier attempt': '前回サーバーに拒否された行を再送します',
  'refuse to start, or stop, before the quoted total passes this':
    '見積もりの合計がこの額を超えるなら開始しない（または止める）',
  'requests in flight (default 4)': '同時に送るリクエスト数（既定 4）',
  "write the results CSV here (default stdout); a cell starting with = + - @ gets a leading ' so spreadsheets show it as text":
    "結果の CSV の保存先（既定: 標準出力）。= + - @ で始まるセルには ' を付け、表計算ソフトで文字列として表示させます",
  'results encoding: utf8, utf8-bom, sjis (default: the input’s: a Shift_JIS file gets sjis)':
    '結果の文字コード: utf8, utf8-bom, sjis（既定: 入力と同じ。Shift_JIS のファイルなら sjis）',
  'where labels are saved (default: the run’s directory under the data dir)':
    'ラベルの保存先（既定: データディレクトリ内の実行ごとのディレクトリ）',
  'also merge every label, in file order, into one PDF':
    'すべてのラベルをファイルの順に 1 つの PDF にもまとめます',
  'do not download labels': 'ラベルをダウンロードしません',
  'print every label in file order (--printer, else the stored printer)':
    'すべてのラベルをファイルの順に印刷します（--printer、なければ保存したプリンター）',
  'CSV file: UTF-8, UTF-8 with BOM or Shift_JIS; - reads stdin':
    'CSV ファイル: UTF-8、BOM 付き UTF-8 または Shift_JIS。- で標準入力',
  'CSV file:': 'CSV ファイル:',
  'Row defaults:': '行の既定値:',
  'Run control:': '実行の制御:',
  'Results and labels:': '結果とラベル:',
  'run id (or its first characters)': '実行 ID（または先頭の数文字）',
  'carrier for every order, replacing the order’s own (default: the order’s, else station.carrier)':
    'すべての注文の運送会社（注文の指定を置き換え。既定: 注文のもの、なければ station.carrier）',
  'service code (default: the order’s, else station.service, else the carrier’s standard)':
    'サービスコード（既定: 注文のもの、なければ station.service、なければ運送会社の標準）',
  'domestic pack size (default: station.pack_size)': '国内のサイズ（既定: station.pack_size）',
  'sender warehouse (default: station.from_warehouse, else the order’s)':
    'ご依頼主の倉庫（既定: station.from_warehouse、なければ注文のもの）',
  'use the stored preset station.NAME.* instead of station.*':
    'station.* の代わりに保存したプリセット station.NAME.* を使います',
  'print each label: the default once a printer is stored (station.printer, printer)':
    'ラベルを 1 枚ずつ印刷します（プリンターを保存していれば既定: station.printer, printer）',
  'open (no real label carries the order number yet) or shipped; --json adds shipping_state and shipped_as to each order':
    'open（注文番号のある本物のラベルがまだない）または shipped。--json では各注文に shipping_state と shipped_as を加えます',
  'only the sizes this carrier takes (default: every domestic size)':
    'この運送会社のサイズだけ（既定: 国内のすべてのサイズ）',
  'the PDF file to write (default: size-barcodes.pdf)': '書き出す PDF ファイル（既定: size-barcodes.pdf）',
  'scan the orders of a batch file (CSV, as batch ship reads it) instead of the account’s; its sku and barcode (JAN) columns are what --verify-items checks':
    'アカウントの注文の代わりに一括出荷ファイル（batch ship と同じ CSV）の注文をスキャンします。--verify-items はその sku と barcode（JAN）の列で検品します',
  'do not print, though a printer is stored': 'プリンターを保存していても印刷しません',
  'after each order, wait for its box size: a size barcode (SIZE-80, from station sheet), the number typed, or Enter for the default (station.ask_size)':
    '注文ごとに箱のサイズを待ちます: サイズのバーコード（SIZE-80、station sheet の用紙）、数字の入力、または Enter で既定（station.ask_size）',
  'check the box (検品): scan each item of the order before its label is bought; skip REASON ships it unchecked (station.verify_items)':
    '検品: ラベルを購入する前に注文の商品を 1 点ずつスキャンします。skip 理由 で検品せずに出荷（station.verify_items）',
  'refuse an order of another carrier than the station’s, rather than ship it and say so on its line':
    'ステーションと違う運送会社の注文は、出荷して行に示す代わりに断ります',
  'print the label of an order scanned again (shipped already) once more; at a terminal, r + Enter does it for one scan':
    '再スキャンした（出荷済みの）注文のラベルをもう一度印刷します。端末では r + Enter でそのスキャン分だけ再印刷',
  'the API body {type, credentials, settings} as JSON (- for stdin)':
    'API の本文 {type, credentials, settings} の JSON（- で標準入力）',
  'the credentials as a JSON object, e.g. {"key": "…"}': '認証情報の JSON オブジェクト。例: {"key": "…"}',
  'label print size (see `shipctl carriers catalog TYPE`)':
    'ラベルの印刷サイズ（`shipctl carriers catalog TYPE` を参照）',
  'yamato: size used where PDF_4.5X7.8 cannot print (PDF_A4, PDF_A5, …)':
    'yamato: PDF_4.5X7.8 で印刷できない場合のサイズ（PDF_A4, PDF_A5, …）',
  'yamato: mail recipients the delivery date, with this message (≤ 74 chars)':
    'yamato: お届け先にお届け予定日をメールで知らせます（このメッセージ付き、74 文字以内）',
  'yamato: do not mail recipients the delivery date': 'yamato: お届け予定日をメールで知らせません',
  'yamato: print the earliest delivery date on labels without setup.date':
    'yamato: setup.date のないラベルに最短のお届け日を印字します',
  'yamato: do not print the earliest delivery date': 'yamato: 最短のお届け日を印字しません',
  'dhl: hide the account number on labels': 'dhl: ラベルにアカウント番号を印字しません',
  'dhl: show the account number on labels': 'dhl: ラベルにアカウント番号を印字します',
  'dhl: add an archive page to labels': 'dhl: ラベルに控えのページを加えます',
  'dhl: no archive page': 'dhl: 控えのページなし',
  'carrier type: dhl, fedex, japanpost, pegasus, yamato_intl, sagawa, yamato, yuupack, yuupacket, yuumail, seino, ecms, zonos (ups: dashboard only)':
    '運送会社の種類: dhl, fedex, japanpost, pegasus, yamato_intl, sagawa, yamato, yuupack, yuupacket, yuumail, seino, ecms, zonos（ups はダッシュボードのみ）',
  'Settings:': '設定:',
  'the API body {credentials, settings} as JSON (- for stdin)':
    'API の本文 {credentials, settings} の JSON（- で標準入力）',
  'credentials to change, as a JSON object': '変更する認証情報の JSON オブジェクト',
  'carrier account ID (`shipctl carriers list`)': '運送会社アカウント ID（`shipctl carriers list`）',
  'one carrier type, e.g. sagawa (all carriers when left out)':
    '運送会社の種類 1 つ。例: sagawa（省略するとすべて）',
  'rates as .csv or .json (- for stdin)': '運賃の .csv または .json（- で標準入力）',
  'the address object as JSON (- for stdin); flags override its members':
    '住所オブジェクトの JSON（- で標準入力）。フラグがその項目を上書きします',
  'full name': '氏名',
  'company name': '会社名',
  'e-mail address': 'メールアドレス',
  'phone number': '電話番号',
  'country code (default JP)': '国コード（既定 JP）',
  'postal code (1000001 or 100-0001 in Japan)': '郵便番号（国内は 1000001 または 100-0001）',
  'province: a code or a name (東京都, Tokyo and 13 all give 13)':
    '都道府県: コードまたは名前（東京都, Tokyo, 13 はどれも 13）',
  city: '市区町村',
  'street address': '番地',
  'building, floor, room': '建物名・階・部屋番号',
  'additional line': '住所の追加行',
  'Address:': '住所:',
  'the flat warehouse address as JSON (- for stdin); flags override it':
    '入れ子のない倉庫住所の JSON（- で標準入力）。フラグが上書きします',
  'full name in kanji': '氏名（漢字）',
  'company name in kanji': '会社名（漢字）',
  'street address in kanji': '番地（漢字）',
  'building, floor, room in kanji': '建物名・階・部屋番号（漢字）',
  'additional line in kanji': '住所の追加行（漢字）',
  'prefecture in kanji (derived from --province in Japan)':
    '都道府県（漢字。国内は --province から補います）',
  'Address in kanji (Japan):': '漢字の住所（国内）:',
  'what the image is: signature or logo': '画像の種類: signature（署名）または logo（ロゴ）',
  'the image file': '画像ファイル',
  'the sub-user’s e-mail address': 'サブユーザーのメールアドレス',
  'first name': '名',
  'last name': '姓',
  company: '会社名',
  'request an API token for the sub-user': 'サブユーザーの API トークンを発行します',
  'store the token in this profile (implies --token) instead of printing it':
    'トークンを表示せずにこのプロファイルへ保存します（--token を含みます）',
  'the API body {email, api_token, contact} as JSON (- for stdin)':
    'API の本文 {email, api_token, contact} の JSON（- で標準入力）',
  'sub-user ID (`shipctl sub-users list`)': 'サブユーザー ID（`shipctl sub-users list`）',
  'store the new token in this profile instead of printing it':
    '新しいトークンを表示せずにこのプロファイルへ保存します',
  'read the token from stdin instead of prompting': '入力を求めずに標準入力からトークンを読みます',
  'one of: profile, base_url, token, language, carrier, carrier_id, currency, from_warehouse, from_address, label_dir, print_size, printer, delivery_note, shop.registration_number, shop.message, station.carrier, station.service, station.pack_size, station.printer, station.from_warehouse, station.scanner_strip, station.verify_items, station.ask_size, mcp.max_spend':
    '次のいずれか: profile, base_url, token, language, carrier, carrier_id, currency, from_warehouse, from_address, label_dir, print_size, printer, delivery_note, shop.registration_number, shop.message, station.carrier, station.service, station.pack_size, station.printer, station.from_warehouse, station.scanner_strip, station.verify_items, station.ask_size, mcp.max_spend',
  'base_url, token, language, carrier, carrier_id, currency, from_warehouse, from_address, label_dir, print_size, printer, delivery_note, shop.registration_number, shop.message, station.carrier, station.service, station.pack_size, station.printer, station.from_warehouse, station.scanner_strip, station.verify_items, station.ask_size, mcp.max_spend':
    'base_url, token, language, carrier, carrier_id, currency, from_warehouse, from_address, label_dir, print_size, printer, delivery_note, shop.registration_number, shop.message, station.carrier, station.service, station.pack_size, station.printer, station.from_warehouse, station.scanner_strip, station.verify_items, station.ask_size, mcp.max_spend',
  'also write the driver’s handover list: FILE.pdf (per carrier: each real label’s tracking number, order, prefecture, size and service; test and voided labels apart; a line for the driver’s signature and the time) or FILE.csv (one line per label)':
    'ドライバーへの集荷リストも書き出します: FILE.pdf（運送会社ごとに、実ラベルの追跡番号・注文番号・都道府県・サイズ・サービス。テストラベルと取り消し分は別に数え、ドライバー署名と集荷時刻の欄付き）または FILE.csv（ラベル 1 枚につき 1 行）',
  'print the handover list (--printer, else the stored printer)':
    '集荷リストを印刷します（--printer、なければ保存したプリンター）',
  'print the handover list there: lp, lp:QUEUE or a file/device path':
    '集荷リストの印刷先: lp、lp:キュー名、またはファイル／デバイスのパス',
  'print everything waiting in the print queue, oldest first': '印刷待ちをすべて、古い順に印刷します',
  'print the delivery note (納品書) right after each label, in the same job, at this size; off: none (default: the stored delivery_note)':
    '各ラベルの直後に納品書を同じジョブで、このサイズで印刷します。off: 印刷しない（既定: 保存した delivery_note）',
  'a gift: the delivery note shows no prices': 'ギフト: 納品書に金額を記載しません',
  'print the named orders’ delivery notes alone, without their labels':
    '指定した注文の納品書だけを、ラベルなしで印刷します',
  'order numbers, tracking numbers or shipment IDs to print again': '再印刷する注文番号・追跡番号・出荷 ID',
  'The print queue: print what waits, or print named labels again':
    '印刷待ち: 待っているものを印刷、または指定したラベルを再印刷',
  'the value': '値',
  'print the data directory (sandbox database, batch journals)':
    'データディレクトリ（サンドボックスのデータベース、一括出荷の記録）を表示します',
  'profile name': 'プロファイル名',
  'port to listen on (0 picks a free one)': '待ち受けるポート（0 で空きポートを選びます）',
  'address to bind': '待ち受けるアドレス',
  'SQLite database file (default: the data directory’s sandbox.db)':
    'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）',
  'API call limit per token, e.g. 60/60s (default 1000/60s)':
    'トークンごとの API 呼び出し上限。例: 60/60s（既定 1000/60s）',
  'create the database without demo data (no effect on an existing one)':
    'デモデータなしでデータベースを作成します（既存のものには影響しません）',
  'inject a fault for this run: ROUTE:KIND[=VALUE][:P] (repeatable)':
    'この実行で障害を起こします: ROUTE:KIND[=VALUE][:P]（繰り返し可）',
  'seed the fault draws, so a probabilistic run repeats exactly':
    '障害の抽選のシード。確率的な実行をそのまま再現します',
  'send tracking.updated events here (kept in the database)':
    'tracking.updated イベントの送り先（データベースに保存します）',
  'file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile)':
    'Webhook のシークレットを書いたファイル（なければ環境変数 SHIPCTL_WEBHOOK_SECRET、なければプロファイル）',
  'multiply the retry delays 1m/5m/30m/2h, e.g. 0.001 for tests':
    '再試行の間隔 1m/5m/30m/2h に掛ける倍率。例: テストでは 0.001',
  'an attempt without an answer within this fails (default 10s)':
    'この時間内に応答がない試行は失敗とします（既定 10s）',
  'also print the sandbox’s main token (for curl)': 'サンドボックスのメインのトークンも表示します（curl 用）',
  'leave the sandbox empty instead of reseeding the demo data':
    'デモデータを入れ直さず、サンドボックスを空のままにします',
  'hold the clock at that instant until it is set, advanced or reset again':
    '次に設定・早送り・リセットするまで、時計をその時点で止めます',
  "ISO 8601 with a zone (2026-03-09T01:00:00Z) or a JST time ('2026-03-09 10:00 JST')":
    "タイムゾーン付きの ISO 8601（2026-03-09T01:00:00Z）または日本時間（'2026-03-09 10:00 JST'）",
  'e.g. 90m, 2h, 3d, 1w, 1d12h': '例: 90m, 2h, 3d, 1w, 1d12h',
  'advance up to this status: collected, transit, delivered, exception':
    'この状態まで進めます: collected, transit, delivered, exception',
  'the carrier, when two carriers issued the same number': '2 つの運送会社が同じ番号を発行したときの運送会社',
  'a tracking number issued by this sandbox, or a shipment ID (API-…)':
    'このサンドボックスが発行した追跡番号、または出荷 ID（API-…）',
  'carrier type: ups': '運送会社の種類: ups',
  'http(s) URL that receives the events': 'イベントを受け取る http(s) の URL',
  "file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile's webhook_secret)":
    'Webhook のシークレットを書いたファイル（なければ環境変数 SHIPCTL_WEBHOOK_SECRET、なければプロファイルの webhook_secret）',
  'only pending, delivered, failed, cancelled': 'pending, delivered, failed, cancelled のものだけ',
  'how many (default 50)': '件数（既定 50）',
  'ROUTE:KIND[=VALUE][:PROBABILITY]': 'ROUTE:KIND[=VALUE][:PROBABILITY]',
  "e.g. 'POST /v1/shipments' or 'CARRIER sagawa'; all rules when omitted":
    "例: 'POST /v1/shipments' または 'CARRIER sagawa'。省略するとすべてのルール",
  'the raw body as received (a file, or - for stdin); never re-serialized':
    '受信したままの本文（ファイル、または - で標準入力）。シリアライズし直しません',
  'a saved raw HTTP request: request line, headers, blank line, body (or -)':
    '保存した HTTP リクエストそのもの: リクエスト行、ヘッダー、空行、本文（または -）',
  'the X-Service-Signature value, "sha256=…"': 'X-Service-Signature の値 "sha256=…"',
  'the X-Service-Timestamp value, Unix seconds': 'X-Service-Timestamp の値（Unix 秒）',
  'the event-id header value; checked against the body’s id': 'event-id ヘッダーの値。本文の id と照合します',
  'accepted clock difference, both ways, e.g. 10m; a bare number is seconds (default 300)':
    '許容する時刻のずれ（前後とも）。例: 10m。単位のない数は秒（既定 300）',
  'verify as of this time (Unix seconds or ISO 8601), e.g. when the delivery arrived':
    'この時刻の時点で検証します（Unix 秒または ISO 8601）。例: 配信が届いた時刻',
  'port to listen on, 0 for any free one (default 8765)': '待ち受けるポート。0 なら空きポート（既定 8765）',
  'also POST each new verified event here, raw body and original headers':
    '検証した新しいイベントを、元の本文とヘッダーのままここへも POST します',
  'only report these event types (comma-separated, repeatable)':
    '報告するイベントの種類（カンマ区切り、繰り返し可）',
  'accepted clock difference of the timestamp, e.g. 10m; a bare number is seconds (default 300)':
    'タイムスタンプの許容するずれ。例: 10m。単位のない数は秒（既定 300）',
  'the receiver’s URL': '受信側の URL',
  'tracking status in the event (pre-transit, collected, transit, delivered, exception)':
    'イベントの追跡状態（pre-transit, collected, transit, delivered, exception）',
  'shipment id in the event': 'イベントの出荷 ID',
  'event id (reuse one to simulate a redelivery; default a new evt_…)':
    'イベント ID（同じものを使うと再配信を再現。既定は新しい evt_…）',
  'request body: a JSON file, or - for stdin': 'リクエスト本文: JSON ファイル、または - で標準入力',
  'query parameter (repeatable)': 'クエリパラメーター（繰り返し可）',
  'GET, POST, PUT, DELETE': 'GET, POST, PUT, DELETE',
  'path under the base URL, e.g. /v1/carriers (the /v1 may be left out)':
    'ベース URL 以下のパス。例: /v1/carriers（/v1 は省略可）',
  'the shell to complete for': '補完するシェル',
  'List, find, show and void shipments; labels; the day’s summary':
    '出荷の一覧・検索・表示・取り消し、ラベル、1 日の集計',
  'Shipping commands:': '出荷のコマンド:',
  'Create, list, ship and delete orders': '注文の作成・一覧・出荷・削除',
  'Tracking status and history (15 queries per number, counted)':
    '配達状況と履歴（1 番号 15 回まで、回数を記録）',
  'Compare rates across carriers, cheapest first': '運送会社の運賃を安い順に比較',
  'Create a shipment and its label (asks only for what the carrier needs)':
    '出荷とラベルを作成（運送会社に必要な項目だけ尋ねます）',
  'Ship a CSV of orders (Shift_JIS, Japanese headers, Shopify), journaled and resumable':
    'CSV の注文を一括出荷（Shift_JIS・Shopify 対応、再開可）',
  'Packing station: scan an order, its label is bought and printed, next':
    '出荷ステーション: 注文をスキャンしてラベルを購入・印刷、次へ',
  'Carrier accounts, negotiated rates and the carrier catalog':
    '運送会社アカウント、契約運賃、運送会社カタログ',
  'Account commands:': 'アカウントのコマンド:',
  'The address book: list and add saved addresses': '住所録: 保存した住所の一覧と追加',
  'Warehouses, the sender addresses with kanji: list and add': '倉庫（漢字付きのご依頼主の住所）の一覧と追加',
  'Logo and signature images: list and upload': 'ロゴと署名の画像の一覧とアップロード',
  'Sub-users and their API tokens': 'サブユーザーとその API トークン',
  'Store an API token for the live API (checked first)': '本番 API のトークンを保存します（先に確認）',
  'Setup commands:': '設定のコマンド:',
  'Remove the stored token of a profile': 'プロファイルに保存したトークンを削除',
  'Show and change settings and defaults': '設定と既定値を表示・変更します',
  'List profiles and choose the default one': 'プロファイルの一覧と既定のプロファイルの選択',
  'Run, inspect and reset the embedded sandbox; its clock, webhooks and faults':
    'サンドボックスの起動・確認・リセット、時計、Webhook、障害',
  'Sandbox commands:': 'サンドボックスのコマンド:',
  'Verify, receive and send signed tracking.updated events':
    '署名付き tracking.updated イベントの検証・受信・送信',
  'Other commands:': 'その他のコマンド:',
  'Call any API endpoint and print the JSON response':
    '任意の API エンドポイントを呼び出し、応答の JSON を表示',
  'Print the shell completion script for bash, zsh or fish': 'bash, zsh, fish のシェル補完スクリプトを表示',
  'print machine-readable JSON (the API’s own JSON)': 'JSON で出力します（API の JSON そのまま）',
  'use this profile (env SHIPCTL_PROFILE)': '使うプロファイル（環境変数 SHIPCTL_PROFILE）',
  'API base URL for this run (env SHIPCTL_BASE_URL)': 'API のベース URL（環境変数 SHIPCTL_BASE_URL）',
  'never prompt (implied when stdin is not a TTY or CI is set)':
    '入力を求めません（標準入力が TTY 以外や CI でも）',
  'answer yes to confirmations': '確認にすべて「はい」と答えます',
  'trace requests and responses on stderr (token masked)': '通信内容を標準エラーに表示（トークンは伏せ字）',
  'refuse requests that break inferred rules too (against the live service they only warn)':
    '推測した規則の違反も拒否（本番では警告のみ）',
  'plain output (also NO_COLOR)': '装飾なしで出力（NO_COLOR でも同じ）',
  'environment variables (SHIPCTL_TOKEN, SHIPCTL_PROFILE, NO_COLOR, CI, …)':
    '環境変数（SHIPCTL_TOKEN, NO_COLOR, CI など）',
  'what each exit code means, for scripts': '終了コードの意味（スクリプト向け）',
  'how durations are written (90s, 15m, 1h30m) and where they are taken':
    '期間の書き方（90s, 15m, 1h30m）と受け取るフラグ',
  'display help for command': 'コマンドのヘルプを表示します',
  // mcp
  'Serve shipctl to AI agents over MCP (stdio, or --http on loopback)':
    'AI エージェント向けの MCP サーバー（stdio か --http）',
  'serve Streamable HTTP on 127.0.0.1 instead of stdio':
    'stdio の代わりに 127.0.0.1 で Streamable HTTP を提供します',
  'with --http: the port (0 picks a free one; the URL is printed on stderr)':
    '--http のポート（0 で空きポート。URL は標準エラー出力に表示します）',
  'the most this profile’s MCP servers may spend on labels per day (JST), in JPY, counted from the quotes of what they bought, kept across restarts; a void gives its amount back (default: config mcp.max_spend, else no limit)':
    'このプロファイルの MCP サーバーがラベルに使える 1 日（日本時間）あたりの上限（円）。購入したものの見積もりで数え、再起動しても保たれます。取り消したラベルの額は戻ります（既定: config の mcp.max_spend、なければ上限なし）',
  'against a live API (any --base-url), also offer the tools that buy and void labels':
    '本番 API（--base-url 指定時）でも、ラベルを購入・取り消しするツールを提供します',
};
