# fish completion for shipctl. Generated from the command tree by `npm run completions`: do not edit.
# fish:
# Install: mkdir -p ~/.config/fish/completions && shipctl completion fish > ~/.config/fish/completions/shipctl.fish
# (or, for this shell only: shipctl completion fish | source)

# __shipctl_spec PATH: what the command PATH accepts: its subcommands and their aliases,
# its own options, " --option=KIND " for those taking a value, the KIND of each
# positional argument ("-": nothing to offer), and whether the last one repeats.
function __shipctl_spec --argument-names p
    set -g __shipctl_subs
    set -g __shipctl_alias ''
    set -g __shipctl_opts
    set -g __shipctl_vals ''
    set -g __shipctl_args
    set -g __shipctl_variadic ''
    switch $p
        case ''
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'shipments'\t'出荷の一覧・検索・表示・取り消し、ラベル、1 日の集計' \
                'labels'\t'印刷待ち: 待っているものを印刷、または指定したラベルを再印刷' \
                'orders'\t'注文の作成・一覧・出荷・削除' \
                'track'\t'配達状況と履歴（1 番号 15 回まで、回数を記録）' \
                'rates'\t'運送会社の運賃を安い順に比較' \
                'ship'\t'出荷とラベルを作成（運送会社に必要な項目だけ尋ねます）' \
                'batch'\t'CSV の注文を一括出荷（Shift_JIS・Shopify 対応、再開可）' \
                'station'\t'出荷ステーション: 注文をスキャンするとラベルを購入・印刷して次へ' \
                'carriers'\t'運送会社アカウント、契約運賃、運送会社カタログ' \
                'addresses'\t'住所録: 保存した住所の一覧と追加' \
                'warehouses'\t'倉庫（漢字付きのご依頼主の住所）の一覧と追加' \
                'files'\t'ロゴと署名の画像の一覧とアップロード' \
                'sub-users'\t'サブユーザーとその API トークン' \
                'sandbox'\t'サンドボックスの起動・確認・リセット、時計、Webhook、障害' \
                'login'\t'本番 API のトークンを保存します（先に確認）' \
                'logout'\t'プロファイルに保存したトークンを削除' \
                'config'\t'設定と既定値を表示・変更します' \
                'profiles'\t'プロファイルの一覧と既定のプロファイルの選択' \
                'completion'\t'bash, zsh, fish のシェル補完スクリプトを表示' \
                'webhooks'\t'署名付き tracking.updated イベントの検証・受信・送信' \
                'mcp'\t'AI エージェント向けの MCP サーバー（stdio か --http）' \
                'api'\t'任意の API エンドポイントを呼び出し、応答の JSON を表示' \
                'help'\t'コマンドまたはトピックのヘルプを表示します'
                set -g __shipctl_opts '-V'\t'バージョンを表示します' \
                '--version'\t'バージョンを表示します' \
                '--json'\t'JSON で出力します（API の JSON そのまま）' \
                '--profile'\t'使うプロファイル（環境変数 SHIPCTL_PROFILE）' \
                '--base-url'\t'API のベース URL（環境変数 SHIPCTL_BASE_URL）' \
                '--no-input'\t'入力を求めません（標準入力が TTY 以外や CI でも）' \
                '--yes'\t'確認にすべて「はい」と答えます' \
                '--debug'\t'通信内容を標準エラーに表示（トークンは伏せ字）' \
                '--strict'\t'推測した規則の違反も拒否（本番では警告のみ）' \
                '--no-color'\t'装飾なしで出力（NO_COLOR でも同じ）' \
                '-h'\t'ヘルプを表示します' \
                '--help'\t'ヘルプを表示します'
            else
                set -g __shipctl_subs 'shipments'\t'List, find, show and void shipments; labels; the day’s summary' \
                'labels'\t'The print queue: print what waits, or print named labels again' \
                'orders'\t'Create, list, ship and delete orders' \
                'track'\t'Tracking status and history (15 queries per number, counted)' \
                'rates'\t'Compare rates across carriers, cheapest first' \
                'ship'\t'Create a shipment and its label (asks only for what the carrier needs)' \
                'batch'\t'Ship a CSV of orders (Shift_JIS, Japanese headers, Shopify), journaled and resumable' \
                'station'\t'Packing station: scan an order, its label is bought and printed, next' \
                'carriers'\t'Carrier accounts, negotiated rates and the carrier catalog' \
                'addresses'\t'The address book: list and add saved addresses' \
                'warehouses'\t'Warehouses, the sender addresses with kanji: list and add' \
                'files'\t'Logo and signature images: list and upload' \
                'sub-users'\t'Sub-users and their API tokens' \
                'sandbox'\t'Run, inspect and reset the embedded sandbox; its clock, webhooks and faults' \
                'login'\t'Store an API token for the live API (checked first)' \
                'logout'\t'Remove the stored token of a profile' \
                'config'\t'Show and change settings and defaults' \
                'profiles'\t'List profiles and choose the default one' \
                'completion'\t'Print the shell completion script for bash, zsh or fish' \
                'webhooks'\t'Verify, receive and send signed tracking.updated events' \
                'mcp'\t'Serve shipctl to AI agents over MCP (stdio, or --http on loopback)' \
                'api'\t'Call any API endpoint and print the JSON response' \
                'help'\t'show help for a command or a topic'
                set -g __shipctl_opts '-V'\t'print the version' \
                '--version'\t'print the version' \
                '--json'\t'print machine-readable JSON (the API’s own JSON)' \
                '--profile'\t'use this profile (env SHIPCTL_PROFILE)' \
                '--base-url'\t'API base URL for this run (env SHIPCTL_BASE_URL)' \
                '--no-input'\t'never prompt (implied when stdin is not a TTY or CI is set)' \
                '--yes'\t'answer yes to confirmations' \
                '--debug'\t'trace requests and responses on stderr (token masked)' \
                '--strict'\t'refuse requests that break inferred rules too (against the live service they only warn)' \
                '--no-color'\t'plain output (also NO_COLOR)' \
                '-h'\t'show help' \
                '--help'\t'show help'
            end
            set -g __shipctl_vals ' --profile=profiles --base-url=- '
        case 'shipments'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'直近 2 か月の出荷を新しい順に一覧表示します（1 ページ分、または --all で全件）' \
                'get'\t'出荷を 1 件表示します: 住所、設定、追跡番号、ラベルのリンク、お届け予定日' \
                'void'\t'出荷を取り消します（削除）。端末では先に確認し、--yes で確認を省きます' \
                'label'\t'出荷のラベルをダウンロードします（PDF、またはサーマルプリンター用の ZPL）' \
                'find'\t'直近 2 か月の出荷を参照番号、追跡番号（またはその 4 桁以上）、お届け先の名前で探します。見つからないときは exit 4' \
                'summary'\t'締め作業: 運送会社とサービスごとの出荷件数（テストラベルと取り消し分は別に数えます）' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'list'\t'List shipments of the last 2 months (newest first), one page or --all' \
                'get'\t'Show one shipment: addresses, setup, tracking numbers, label link, estimated delivery' \
                'void'\t'Void (delete) a shipment; asks first on a terminal, --yes skips the question' \
                'label'\t'Download the label of a shipment (PDF, or ZPL for thermal printers)' \
                'find'\t'Find shipments of the last 2 months by ref number, tracking number (or 4+ of its digits) or recipient name; exit 4 when none matches' \
                'summary'\t'End of day: shipments counted by carrier and service (test labels and voided ones apart)' \
                'help'\t'display help for command'
            end
            set -g __shipctl_alias ' ls=list view=get search=find '
        case 'shipments list'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--carrier'\t'この種類の運送会社だけ（例: sagawa）' \
                '--scope'\t'api: API で作成したもの（既定）、all: アプリで作成したものも' \
                '--state'\t'active（既定）、void または any' \
                '--ref'\t'この参照番号の出荷だけ（期間内の全ページを読みます）' \
                '--order'\t'この注文（ID または参照番号）から作った出荷だけ' \
                '--since'\t'この時点以降に作成: 期間（7d, 12h, 1h30m）、today、YYYY-MM-DD（日本時間の日）または ISO 形式の日時' \
                '--until'\t'この時点以前に作成（YYYY-MM-DD はその日を含みます）' \
                '--limit'\t'1 ページの件数（既定 50、最大 250）' \
                '--page'\t'ページ番号（既定 1）' \
                '--all'\t'全ページを読みます' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--carrier'\t'only this carrier type (e.g. sagawa)' \
                '--scope'\t'api: created through the API (default); all: also in the app' \
                '--state'\t'active (default), void or any' \
                '--ref'\t'only the shipment(s) with this ref number (reads every page of the window)' \
                '--order'\t'only the shipment(s) made from this order (its id or ref number)' \
                '--since'\t'created at or after: a duration ago (7d, 12h, 1h30m), today, YYYY-MM-DD (JST day) or ISO timestamp' \
                '--until'\t'created at or before (a YYYY-MM-DD day is included)' \
                '--limit'\t'page size (default 50, at most 250)' \
                '--page'\t'page number (default 1)' \
                '--all'\t'read every page' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --carrier=carriers --scope=scopes --state=states --ref=- --order=- --since=- --until=- --limit=- --page=- '
        case 'shipments get'
            set -g __shipctl_args '-'
        case 'shipments void'
            set -g __shipctl_args '-'
        case 'shipments label'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '-o'\t'保存先。- で標準出力（既定: label_dir に <id>.pdf、なければデータディレクトリの labels フォルダー。ship と同じ）' \
                '--out'\t'保存先。- で標準出力（既定: label_dir に <id>.pdf、なければデータディレクトリの labels フォルダー。ship と同じ）' \
                '--force'\t'既存のファイルを上書きします' \
                '--print'\t'プリンターに送ります（--printer、なければ保存したプリンター）。保存は --out 指定時か印刷に失敗したときだけ' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT（ZPL）またはファイル・デバイスのパス。--print を含みます'
            else
                set -g __shipctl_opts '-o'\t'where to write it; - for stdout (default: <id>.pdf in label_dir, else the labels folder of the data directory, as ship)' \
                '--out'\t'where to write it; - for stdout (default: <id>.pdf in label_dir, else the labels folder of the data directory, as ship)' \
                '--force'\t'overwrite an existing file' \
                '--print'\t'send it to the printer (--printer, else the stored printer); saved only with --out or when printing fails' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print'
            end
            set -g __shipctl_vals ' -o=files --out=files --printer=- '
            set -g __shipctl_args '-'
        case 'shipments find'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--state'\t'active, void または any（既定 any）' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--state'\t'active, void or any (default any)' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --state=states '
            set -g __shipctl_args '-'
        case 'shipments summary'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--since'\t'開始: today（既定）、yesterday、12h、YYYY-MM-DD（日本時間の日）…' \
                '--until'\t'終了（YYYY-MM-DD はその日を含みます）' \
                '--csv'\t'集荷の引き渡し用 CSV（carrier,service,shipments,packs,test,voided）: shipments と packs は本番ラベルの数。テストと取り消しは別に数えます' \
                '--handover'\t'ドライバーへの集荷リストも書き出します: FILE.pdf（運送会社ごとに、実ラベルの追跡番号・注文番号・都道府県・サイズ・サービス。テストラベルと取り消し分は別に数え、ドライバー署名と集荷時刻の欄付き）または FILE.csv（ラベル 1 枚につき 1 行）' \
                '--print'\t'集荷リストを印刷します（--printer、なければ保存したプリンター）' \
                '--printer'\t'集荷リストの印刷先: lp、lp:キュー名、またはファイル／デバイスのパス' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--since'\t'from: today (default), yesterday, 12h, YYYY-MM-DD (JST day)…' \
                '--until'\t'to (a YYYY-MM-DD day is included)' \
                '--csv'\t'CSV for the pickup handover (carrier,service,shipments,packs,test,voided): shipments and packs count real labels; test and voided labels apart' \
                '--handover'\t'also write the driver’s handover list: FILE.pdf (per carrier: each real label’s tracking number, order, prefecture, size and service; test and voided labels apart; a line for the driver’s signature and the time) or FILE.csv (one line per label)' \
                '--print'\t'print the handover list (--printer, else the stored printer)' \
                '--printer'\t'print the handover list there: lp, lp:QUEUE or a file/device path' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --since=- --until=- --handover=files --printer=- '
        case 'shipments help'
            set -g __shipctl_args 'commands_shipments'
        case 'labels'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'print'\t'印刷待ちのラベルを印刷するか、指定したラベルを再印刷します' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'print'\t'Print the labels waiting in the print queue, or print named ones again' \
                'help'\t'display help for command'
            end
        case 'labels print'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--pending'\t'印刷待ちをすべて、古い順に印刷します' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT（ZPL）またはファイル・デバイスのパス。--print を含みます' \
                '--delivery-note'\t'各ラベルの直後に納品書を同じジョブで、このサイズで印刷します。off: 印刷しない（既定: 保存した delivery_note）' \
                '--gift'\t'ギフト: 納品書に金額を記載しません' \
                '--note-only'\t'指定した注文の納品書だけを、ラベルなしで印刷します'
            else
                set -g __shipctl_opts '--pending'\t'print everything waiting in the print queue, oldest first' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print' \
                '--delivery-note'\t'print the delivery note (納品書) right after each label, in the same job, at this size; off: none (default: the stored delivery_note)' \
                '--gift'\t'a gift: the delivery note shows no prices' \
                '--note-only'\t'print the named orders’ delivery notes alone, without their labels'
            end
            set -g __shipctl_vals ' --printer=- --delivery-note=delivery_note_choices '
            set -g __shipctl_args '-'
            set -g __shipctl_variadic 1
        case 'labels help'
            set -g __shipctl_args 'commands_labels'
        case 'orders'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'create'\t'注文を作成します（残りはアプリで入力）。送る前に内容を確認します' \
                'list'\t'注文を一覧表示します（既定では直近 2 週間、2 か月より前は出ません）' \
                'ship'\t'未出荷の注文ごとに出荷を作成します（batch ship と同じく記録を残します）' \
                'delete'\t'注文を削除します。端末では先に確認し、--yes で確認を省きます' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'create'\t'Create an order (completed later in the app); checked before it is sent' \
                'list'\t'List orders (by default those of the last 2 weeks; never older than 2 months)' \
                'ship'\t'Create each open order’s shipment (journaled like batch ship)' \
                'delete'\t'Delete an order; asks first on a terminal, --yes skips the question' \
                'help'\t'display help for command'
            end
            set -g __shipctl_alias ' ls=list rm=delete '
        case 'orders create'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--input'\t'API の本文の JSON: ファイル、または - で標準入力。フラグがその項目を上書きします' \
                '--to-name'\t'お届け先の氏名（full_name）' \
                '--to-company'\t'お届け先の会社名' \
                '--to-phone'\t'お届け先の電話番号' \
                '--to-email'\t'お届け先のメールアドレス' \
                '--to-country'\t'お届け先の国（既定 JP）' \
                '--to-zip'\t'お届け先の郵便番号' \
                '--to-province'\t'お届け先の都道府県・州' \
                '--to-city'\t'お届け先の市区町村' \
                '--to-address1'\t'お届け先の住所 1（address1）' \
                '--to-address2'\t'お届け先の住所 2（address2）' \
                '--product'\t'商品 name=Tシャツ,qty=2,price=2500（繰り返し可。紛れがなければ "Tシャツ,2,2500" も可）' \
                '--carrier'\t'注文の運送会社の種類（setup.carrier）' \
                '--warehouse'\t'ご依頼主の倉庫（setup.warehouse_id。既定: 既定の倉庫）' \
                '--currency'\t'ISO 4217 の通貨（setup.currency）' \
                '--ref'\t'参照番号（setup.ref_number）'
            else
                set -g __shipctl_opts '--input'\t'the API body as JSON: a file, or - for stdin; flags override its fields' \
                '--to-name'\t'recipient full_name' \
                '--to-company'\t'recipient company' \
                '--to-phone'\t'recipient phone' \
                '--to-email'\t'recipient email' \
                '--to-country'\t'recipient country (default JP)' \
                '--to-zip'\t'recipient zip' \
                '--to-province'\t'recipient province' \
                '--to-city'\t'recipient city' \
                '--to-address1'\t'recipient address1' \
                '--to-address2'\t'recipient address2' \
                '--product'\t'a product, name=Tシャツ,qty=2,price=2500 (repeatable; "Tシャツ,2,2500" is read when unambiguous)' \
                '--carrier'\t'carrier type for the order (setup.carrier)' \
                '--warehouse'\t'sender warehouse (setup.warehouse_id; default: your default warehouse)' \
                '--currency'\t'ISO 4217 currency (setup.currency)' \
                '--ref'\t'reference number (setup.ref_number)'
            end
            set -g __shipctl_vals ' --input=files --to-name=- --to-company=- --to-phone=- --to-email=- --to-country=- --to-zip=- --to-province=- --to-city=- --to-address1=- --to-address2=- --product=- --carrier=order_carriers --warehouse=- --currency=- --ref=- '
        case 'orders list'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--scope'\t'api（既定）、app または all' \
                '--state'\t'open（注文番号のある本物のラベルがまだない）または shipped。--json では各注文に shipping_state と shipped_as を加えます' \
                '--since'\t'この時点以降に作成: 期間（7d, 2w, 12h）、today、YYYY-MM-DD（日本時間の日）または ISO 形式の日時' \
                '--until'\t'この時点以前に作成（YYYY-MM-DD はその日を含みます）' \
                '--limit'\t'1 ページの件数（既定 50、最大 100）' \
                '--page'\t'ページ番号（既定 1）' \
                '--all'\t'全ページを読みます（--json は注文を 1 つの配列で出力）' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--scope'\t'api (default), app or all' \
                '--state'\t'open (no real label carries the order number yet) or shipped; --json adds shipping_state and shipped_as to each order' \
                '--since'\t'created at or after: a duration ago (7d, 2w, 12h), today, YYYY-MM-DD (JST day) or ISO timestamp' \
                '--until'\t'created at or before (a YYYY-MM-DD day is included)' \
                '--limit'\t'page size (default 50, at most 100)' \
                '--page'\t'page number (default 1)' \
                '--all'\t'read every page (--json then prints one array of orders)' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --scope=order_scopes --state=state_choices --since=- --until=- --limit=- --page=- '
        case 'orders ship'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--all'\t'API が返す未出荷の注文すべて（API の既定の期間は 2 週間。--since で広げます）' \
                '--since'\t'--all と併用: この時点以降に作成した注文（7d, 30d, YYYY-MM-DD…）' \
                '--carrier'\t'すべての注文の運送会社（注文の指定を置き換え。既定: 注文のもの、なければプリセットのもの）' \
                '--service'\t'サービスコード（既定: 注文のもの、なければ運送会社の標準サービス）' \
                '--carrier-id'\t'使う運送会社アカウント' \
                '--pack-size'\t'国内のサイズ（60, 80, 100…）' \
                '--test'\t'無料のテストラベル' \
                '--shipment-date'\t'出荷日（日本時間）: today、tomorrow または YYYY-MM-DD（既定: 注文のもの。必須の運送会社では today）' \
                '--from-warehouse'\t'ご依頼主の倉庫（既定: 注文のご依頼主）' \
                '--preset'\t'ステーションのプリセット: 保存した運送会社、サービス、サイズ、プリンター、倉庫' \
                '--estimate'\t'先にすべての注文の見積もりを取り、確認で合計を表示します' \
                '--print'\t'ラベルを注文の順に印刷します（--printer、なければ保存したプリンター）' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT（ZPL）またはファイル・デバイスのパス。--print を含みます' \
                '--delivery-note'\t'各ラベルの直後に納品書を同じジョブで、このサイズで印刷します。off: 印刷しない（既定: 保存した delivery_note）' \
                '--gift'\t'ギフト: 納品書に金額を記載しません' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--all'\t'every open order the API lists (its default window: 2 weeks; --since widens it)' \
                '--since'\t'with --all: orders created at or after (7d, 30d, YYYY-MM-DD…)' \
                '--carrier'\t'carrier for every order, replacing the order’s own (default: the order’s, else the preset’s)' \
                '--service'\t'service code (default: the order’s, else the carrier’s standard service)' \
                '--carrier-id'\t'carrier account to use' \
                '--pack-size'\t'domestic pack size (60, 80, 100…)' \
                '--test'\t'free test labels' \
                '--shipment-date'\t'ship date in JST: today, tomorrow or YYYY-MM-DD (default: the order’s; today where the carrier requires one)' \
                '--from-warehouse'\t'sender warehouse (default: the order’s sender)' \
                '--preset'\t'station preset: stored carrier, service, pack size, printer, warehouse' \
                '--estimate'\t'quote every order first and show the total in the question' \
                '--print'\t'print the labels in order (--printer, else the stored printer)' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print' \
                '--delivery-note'\t'print the delivery note (納品書) right after each label, in the same job, at this size; off: none (default: the stored delivery_note)' \
                '--gift'\t'a gift: the delivery note shows no prices' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --since=- --carrier=order_carriers --service=services --carrier-id=- --pack-size=pack_sizes --shipment-date=- --from-warehouse=- --preset=- --printer=- --delivery-note=delivery_note_choices '
            set -g __shipctl_args '-'
            set -g __shipctl_variadic 1
        case 'orders delete'
            set -g __shipctl_args '-'
        case 'orders help'
            set -g __shipctl_args 'commands_orders'
        case 'track'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--shipment'\t'自分の出荷の追跡番号を追跡します（その運送会社を使います）' \
                '--file'\t'ファイル（- で標準入力）の番号。1 行に "運送会社 番号" または "番号"（--carrier と併用）' \
                '--carrier'\t'番号だけの行の運送会社（--file と併用）' \
                '--force'\t'番号の最後（15 回目）の照会も使います' \
                '--refresh'\t'配達完了の結果が保存されていても照会し直します' \
                '--watch'\t'配達完了まで繰り返し照会し、新しいイベントだけを表示します（--json では NDJSON）' \
                '--interval'\t'--watch の照会間隔。例: 15m, 1h30m（既定 30m、1m 以上）' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--shipment'\t'track the numbers of one of your shipments (uses its carrier)' \
                '--file'\t'numbers from a file, - for stdin: "carrier number" or "number" (with --carrier) per line' \
                '--carrier'\t'carrier for numbers given alone (with --file)' \
                '--force'\t'spend the last (15th) query of a number' \
                '--refresh'\t'query again even when a delivered result is cached' \
                '--watch'\t'poll until delivered, printing only new events (NDJSON with --json)' \
                '--interval'\t'time between polls with --watch, e.g. 15m, 1h30m (default 30m, at least 1m)' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --shipment=- --file=files --carrier=carriers --interval=- '
            set -g __shipctl_args 'tracking_carriers' \
                '-'
        case 'rates'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--to-zip'\t'お届け先の郵便番号（530-0001）' \
                '--to-country'\t'お届け先の国（既定 JP）' \
                '--to-province'\t'お届け先の都道府県・州: 13, 東京都, Tokyo, California' \
                '--to-city'\t'お届け先の市区町村' \
                '--from-warehouse'\t'この倉庫から送ります（既定: プロファイルの倉庫、なければアカウントの倉庫）' \
                '--from-zip'\t'倉庫の代わりにこの郵便番号から送ります' \
                '--from-province'\t'倉庫の代わりにこの都道府県から送ります' \
                '--pack-size'\t'国内のサイズ（3 辺の合計 cm: 60, 80, 100…）' \
                '--pack-amount'\t'国内: 個数' \
                '--weight'\t'荷物の重量（グラム）' \
                '--size'\t'荷物の寸法（cm）。例: 30x20x10（国内: サイズを選びます）' \
                '--cool'\t'国内の温度帯: regular（常温）、fresh（冷蔵）、frozen（冷凍）' \
                '--cod'\t'国内の代金引換の金額' \
                '--insurance'\t'保険金額' \
                '--carrier'\t'この運送会社だけ（カンマ区切り: sagawa,yamato）' \
                '--carrier-id'\t'この運送会社アカウントだけで見積もります' \
                '--currency'\t'国際運賃の通貨（JPY, USD…）' \
                '--input'\t'リクエスト本文の JSON（ファイル、または - で標準入力）。フラグが上書きします' \
                '--cheapest'\t'いちばん安い運賃だけを表示します' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--to-zip'\t'recipient postal code (530-0001)' \
                '--to-country'\t'recipient country (default JP)' \
                '--to-province'\t'recipient prefecture or state: 13, 東京都, Tokyo, California' \
                '--to-city'\t'recipient city' \
                '--from-warehouse'\t'send from this warehouse (default: the profile’s, else the account’s)' \
                '--from-zip'\t'send from this postal code instead of a warehouse' \
                '--from-province'\t'send from this prefecture instead of a warehouse' \
                '--pack-size'\t'domestic pack size (sum of the sides in cm: 60, 80, 100…)' \
                '--pack-amount'\t'domestic: number of packs' \
                '--weight'\t'parcel weight in grams' \
                '--size'\t'parcel size in cm, e.g. 30x20x10 (domestic: picks the pack size)' \
                '--cool'\t'domestic temperature: regular, fresh, frozen' \
                '--cod'\t'domestic cash on delivery amount' \
                '--insurance'\t'insured amount' \
                '--carrier'\t'only these carriers (comma-separated: sagawa,yamato)' \
                '--carrier-id'\t'quote with this carrier account only' \
                '--currency'\t'currency for international rates (JPY, USD…)' \
                '--input'\t'the request body as JSON (file, or - for stdin); flags override it' \
                '--cheapest'\t'print only the cheapest rate' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --to-zip=- --to-country=- --to-province=- --to-city=- --from-warehouse=- --from-zip=- --from-province=- --pack-size=pack_sizes --pack-amount=- --weight=- --size=- --cool=cool --cod=- --insurance=- --carrier=carriers --carrier-id=- --currency=- --input=files '
        case 'ship'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--carrier'\t'運送会社: sagawa, yamato, yuupack, dhl, fedex…（端末では尋ねます）' \
                '--service'\t'サービスコード（例: sagawa_regular。端末では尋ねます）' \
                '--cheapest'\t'先に見積もり、確認を通るいちばん安いサービスで購入します' \
                '--carrier-id'\t'使う運送会社アカウント（同じ運送会社のアカウントが複数あるとき）' \
                '--to-address'\t'住所録のお届け先（下のフラグがその項目を上書きします）' \
                '--to-name'\t'お届け先の名前' \
                '--to-company'\t'お届け先の会社名' \
                '--to-phone'\t'お届け先の電話番号' \
                '--to-email'\t'お届け先のメールアドレス' \
                '--to-country'\t'お届け先の国（既定 JP）' \
                '--to-zip'\t'お届け先の郵便番号' \
                '--to-province'\t'都道府県・州: 27, 大阪府, Osaka, California' \
                '--to-city'\t'お届け先の市区町村' \
                '--to-address1'\t'お届け先の番地' \
                '--to-address2'\t'お届け先の建物名・部屋番号' \
                '--from-warehouse'\t'送り元の倉庫（既定: プロファイルの倉庫、なければアカウントの倉庫）' \
                '--from-address'\t'この保存した住所から送ります' \
                '--pack-size'\t'国内のサイズ: sagawa 60–160、yuupack 60–170、yamato 60–200' \
                '--pack-amount'\t'国内: 個数' \
                '--weight'\t'荷物の重量（グラム。国内: --size と合わせてサイズ区分を選びます。メール便のサービスは確認します）' \
                '--size'\t'荷物の寸法（cm。国内: サイズ区分を選びます。メール便のサービスは厚さを確認します）' \
                '--date'\t'国内のお届け日（既定: 最短）' \
                '--time'\t'国内のお届け時間帯。例: 14-16, before-noon' \
                '--shipment-date'\t'出荷日（日本時間）: today、tomorrow または日付' \
                '--note'\t'配達メモ' \
                '--cool'\t'国内の温度帯: regular（常温）、fresh（冷蔵）、frozen（冷凍）' \
                '--cod'\t'国内の代金引換: 集金する金額' \
                '--insurance'\t'保険金額（sagawa, japanpost, dhl, fedex, ups）' \
                '--ref'\t'ラベルに印字する参照番号（既定: 生成した shipctl-… の ID）' \
                '--test'\t'無料のテストラベル。出荷には使えません' \
                '--allow-duplicate-ref'\t'有効な出荷にこの --ref があっても出荷します' \
                '--product'\t'国際: 商品 name=T-shirt,qty=2,price=2500, weight=300,hs=610910,origin=JP（1 つの値でスペースなし。繰り返し可。紛れがなければ name,quantity,price,weight,hs_code,origin の順でも可）' \
                '--content-type'\t'国際の通関: MERCHANDISE, GIFT' \
                '--ddp'\t'国際: 関税はご依頼主が支払います' \
                '--ddu'\t'国際: 関税はお届け先が支払います' \
                '--currency'\t'出荷の通貨（JPY, USD…）' \
                '--signature'\t'国際: 配達時に署名' \
                '--return-label'\t'国際: 返送用ラベルも作成します（dhl, fedex, ups）' \
                '--input'\t'出荷本文の JSON（ファイル、または - で標準入力）。フラグが上書きします' \
                '--dry-run'\t'送る予定の本文を表示し、何も送信しません' \
                '--label-out'\t'ラベルの PDF をここに保存します' \
                '--invoice-out'\t'インボイス（商業送り状）の PDF をここに保存します（国際）' \
                '--force'\t'既存の --label-out / --invoice-out のファイルを上書きします' \
                '--print'\t'ラベルをプリンターに送ります（--printer、なければ保存したプリンター）' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT（raw 9100、ZPL）またはファイル・デバイスのパス。--print を含みます' \
                '--preset'\t'ステーションのプリセット: 保存した運送会社、サービス、サイズ、プリンター、倉庫' \
                '--delivery-note'\t'各ラベルの直後に納品書を同じジョブで、このサイズで印刷します。off: 印刷しない（既定: 保存した delivery_note）' \
                '--gift'\t'ギフト: 納品書に金額を記載しません'
            else
                set -g __shipctl_opts '--carrier'\t'carrier: sagawa, yamato, yuupack, dhl, fedex… (asked on a terminal)' \
                '--service'\t'service code, e.g. sagawa_regular (asked on a terminal)' \
                '--cheapest'\t'quote first, then buy the cheapest service that passes the checks' \
                '--carrier-id'\t'carrier account to use (when you hold several of one carrier)' \
                '--to-address'\t'recipient from the address book (flags below override its fields)' \
                '--to-name'\t'recipient name' \
                '--to-company'\t'recipient company' \
                '--to-phone'\t'recipient phone' \
                '--to-email'\t'recipient e-mail' \
                '--to-country'\t'recipient country (default JP)' \
                '--to-zip'\t'recipient postal code' \
                '--to-province'\t'prefecture or state: 27, 大阪府, Osaka, California' \
                '--to-city'\t'recipient city' \
                '--to-address1'\t'recipient street address' \
                '--to-address2'\t'recipient building, room' \
                '--from-warehouse'\t'warehouse to send from (default: the profile’s, else the account’s)' \
                '--from-address'\t'send from this saved address' \
                '--pack-size'\t'domestic pack size: sagawa 60–160, yuupack 60–170, yamato 60–200' \
                '--pack-amount'\t'domestic: number of packs' \
                '--weight'\t'parcel weight in grams (domestic: with --size it picks the size class; a mail service checks it)' \
                '--size'\t'parcel size in cm (domestic: picks the size class; a mail service checks its thickness)' \
                '--date'\t'domestic delivery date (default: the earliest)' \
                '--time'\t'domestic delivery time slot, e.g. 14-16, before-noon' \
                '--shipment-date'\t'ship date in JST (today, tomorrow or a date)' \
                '--note'\t'delivery note' \
                '--cool'\t'domestic temperature: regular, fresh, frozen' \
                '--cod'\t'domestic cash on delivery: amount to collect' \
                '--insurance'\t'insured amount (sagawa, japanpost, dhl, fedex, ups)' \
                '--ref'\t'reference printed on the label (default: a generated shipctl-… id)' \
                '--test'\t'a free test label, not valid for shipping' \
                '--allow-duplicate-ref'\t'ship even when an active shipment already has this --ref' \
                '--product'\t'international: a product as name=T-shirt,qty=2,price=2500, weight=300,hs=610910,origin=JP (one value, no spaces; repeatable; positional name,quantity,price,weight,hs_code,origin is read when unambiguous)' \
                '--content-type'\t'international customs: MERCHANDISE, GIFT' \
                '--ddp'\t'international: the sender pays duties' \
                '--ddu'\t'international: the recipient pays duties' \
                '--currency'\t'currency of the shipment (JPY, USD…)' \
                '--signature'\t'international: signature on delivery' \
                '--return-label'\t'international: also create a return label (dhl, fedex, ups)' \
                '--input'\t'the shipment body as JSON (file, or - for stdin); flags override it' \
                '--dry-run'\t'print the body that would be sent, and send nothing' \
                '--label-out'\t'save the label PDF here' \
                '--invoice-out'\t'save the commercial invoice PDF here (international)' \
                '--force'\t'overwrite an existing --label-out / --invoice-out file' \
                '--print'\t'send the label to the printer (--printer, else the stored printer)' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT (raw 9100, ZPL) or a file/device path; implies --print' \
                '--preset'\t'station preset: stored carrier, service, pack size, printer, warehouse' \
                '--delivery-note'\t'print the delivery note (納品書) right after each label, in the same job, at this size; off: none (default: the stored delivery_note)' \
                '--gift'\t'a gift: the delivery note shows no prices'
            end
            set -g __shipctl_vals ' --carrier=carriers --service=services --carrier-id=- --to-address=- --to-name=- --to-company=- --to-phone=- --to-email=- --to-country=- --to-zip=- --to-province=- --to-city=- --to-address1=- --to-address2=- --from-warehouse=- --from-address=- --pack-size=pack_sizes --pack-amount=- --weight=- --size=- --date=- --time=time_slots --shipment-date=- --note=- --cool=cool --cod=- --insurance=- --ref=- --product=- --content-type=content_types --currency=- --input=files --label-out=files --invoice-out=files --printer=- --preset=- --delivery-note=delivery_note_choices '
        case 'batch'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'ship'\t'CSV ファイル（- で標準入力）の注文ごとに出荷を作成します。記録を残すので再実行で再開します' \
                'status'\t'一括出荷の実行を一覧表示します（実行を指定するとその行を表示）' \
                'export'\t'出荷済みの注文の伝票番号を、各モールのアップロード用ファイルに書き出します' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'ship'\t'Create a shipment per order of a CSV file (or - for stdin), journaled so a re-run resumes' \
                'status'\t'List batch runs, or the rows of one run' \
                'export'\t'Write a marketplace\'s upload file with the tracking numbers of the orders shipped' \
                'help'\t'display help for command'
            end
        case 'batch ship'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--encoding'\t'ファイルの文字コードを指定します: utf8, sjis, utf16le, utf16be' \
                '--map'\t'列の対応（こちらの項目 → そちらの見出し）: {"zip": "Postal"}' \
                '--carrier'\t'運送会社の列がない行の運送会社（sagawa, yamato…）' \
                '--service'\t'サービスの列がない行のサービス（既定 <carrier>_regular）' \
                '--carrier-id'\t'すべての行の運送会社アカウント' \
                '--pack-size'\t'サイズの列がない行のサイズ' \
                '--shipment-date'\t'出荷日の列がない行の出荷日: today、tomorrow または YYYY-MM-DD' \
                '--test'\t'無料のテストラベル（setup.test）' \
                '--from-warehouse'\t'ご依頼主の倉庫（既定: 保存した from_warehouse、なければ先頭の倉庫）' \
                '--dry-run'\t'ファイル全体を確認して終了します。何も送信しません' \
                '--estimate'\t'全行を POST /v1/rates で見積もり、合計を表示します' \
                '--skip-invalid'\t'正しい行を出荷し、不正な行はスキップとして記録します' \
                '--retry-failed'\t'前回サーバーに拒否された行を再送します' \
                '--max-total'\t'見積もりの合計がこの額を超えるなら開始しない（または止める）' \
                '--concurrency'\t'同時に送るリクエスト数（既定 4）' \
                '-o'\t'結果の CSV の保存先（既定: 標準出力）。= + - @ で始まるセルには \' を付け、表計算ソフトで文字列として表示させます' \
                '--out'\t'結果の CSV の保存先（既定: 標準出力）。= + - @ で始まるセルには \' を付け、表計算ソフトで文字列として表示させます' \
                '--out-encoding'\t'結果の文字コード: utf8, utf8-bom, sjis（既定: 入力と同じ。Shift_JIS のファイルなら sjis）' \
                '--labels-dir'\t'ラベルの保存先（既定: データディレクトリ内の実行ごとのディレクトリ）' \
                '--labels-pdf'\t'すべてのラベルをファイルの順に 1 つの PDF にもまとめます' \
                '--no-labels'\t'ラベルをダウンロードしません' \
                '--print'\t'すべてのラベルをファイルの順に印刷します（--printer、なければ保存したプリンター）' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT（ZPL）またはファイル・デバイスのパス。--print を含みます' \
                '--delivery-note'\t'各ラベルの直後に納品書を同じジョブで、このサイズで印刷します。off: 印刷しない（既定: 保存した delivery_note）' \
                '--gift'\t'ギフト: 納品書に金額を記載しません'
            else
                set -g __shipctl_opts '--encoding'\t'force the file encoding: utf8, sjis, utf16le, utf16be' \
                '--map'\t'column mapping, our field → your header: {"zip": "Postal"}' \
                '--carrier'\t'carrier for rows without a carrier column (sagawa, yamato…)' \
                '--service'\t'service for rows without a service column (default <carrier>_regular)' \
                '--carrier-id'\t'carrier account for every row' \
                '--pack-size'\t'pack size for rows without a size column' \
                '--shipment-date'\t'ship date for rows without a 出荷日 column: today, tomorrow or YYYY-MM-DD' \
                '--test'\t'free test labels (setup.test)' \
                '--from-warehouse'\t'sender warehouse (default: the stored from_warehouse, else the first)' \
                '--dry-run'\t'check the whole file and stop; nothing is sent' \
                '--estimate'\t'quote every row with POST /v1/rates and show the total' \
                '--skip-invalid'\t'ship the valid rows; record invalid ones as skipped' \
                '--retry-failed'\t'send again the rows the server refused in an earlier attempt' \
                '--max-total'\t'refuse to start, or stop, before the quoted total passes this' \
                '--concurrency'\t'requests in flight (default 4)' \
                '-o'\t'write the results CSV here (default stdout); a cell starting with = + - @ gets a leading \' so spreadsheets show it as text' \
                '--out'\t'write the results CSV here (default stdout); a cell starting with = + - @ gets a leading \' so spreadsheets show it as text' \
                '--out-encoding'\t'results encoding: utf8, utf8-bom, sjis (default: the input’s: a Shift_JIS file gets sjis)' \
                '--labels-dir'\t'where labels are saved (default: the run’s directory under the data dir)' \
                '--labels-pdf'\t'also merge every label, in file order, into one PDF' \
                '--no-labels'\t'do not download labels' \
                '--print'\t'print every label in file order (--printer, else the stored printer)' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print' \
                '--delivery-note'\t'print the delivery note (納品書) right after each label, in the same job, at this size; off: none (default: the stored delivery_note)' \
                '--gift'\t'a gift: the delivery note shows no prices'
            end
            set -g __shipctl_vals ' --encoding=encodings --map=files --carrier=carriers --service=services --carrier-id=- --pack-size=pack_sizes --shipment-date=- --from-warehouse=- --max-total=- --concurrency=- -o=files --out=files --out-encoding=out_encodings --labels-dir=directories --labels-pdf=files --printer=- --delivery-note=delivery_note_choices '
            set -g __shipctl_args 'files'
        case 'batch status'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_args '-'
        case 'batch export'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--format'\t'モールのアップロード用ファイル（既定: 注文ファイルのモール）' \
                '--run'\t'この一括出荷の実行の注文（ID またはその先頭）: その実行が読んだファイル' \
                '--since'\t'この時点以降に作った送り状のみ（today, 7d, YYYY-MM-DD）。ファイルがなければ、それ以降に出荷したすべての注文' \
                '--encoding'\t'ファイルの文字コードを指定します: utf8, sjis, utf16le, utf16be' \
                '--map'\t'列の対応（こちらの項目 → そちらの見出し）: {"zip": "Postal"}' \
                '-o'\t'アップロード用ファイルをここに書きます（既定は標準出力）' \
                '--out'\t'アップロード用ファイルをここに書きます（既定は標準出力）'
            else
                set -g __shipctl_opts '--format'\t'the marketplace\'s upload file (default: the order file\'s own marketplace)' \
                '--run'\t'the orders of this batch run (its id or first characters): the file it read' \
                '--since'\t'only labels made since then (today, 7d, YYYY-MM-DD); without a file, every order shipped since' \
                '--encoding'\t'force the file encoding: utf8, sjis, utf16le, utf16be' \
                '--map'\t'column mapping, our field → your header: {"zip": "Postal"}' \
                '-o'\t'write the upload file here (default stdout)' \
                '--out'\t'write the upload file here (default stdout)'
            end
            set -g __shipctl_vals ' --format=format_choices --run=- --since=- --encoding=encodings --map=files -o=files --out=files '
            set -g __shipctl_args 'files'
        case 'batch help'
            set -g __shipctl_args 'commands_batch'
        case 'station'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'scan'\t'出荷ステーション: 注文番号や参照番号をスキャンするたびに出荷し、ラベルを印刷して次へ' \
                'sheet'\t'サイズのバーコードの PDF を書き出します' \
                'help'\t'コマンドのヘルプを表示します'
                set -g __shipctl_opts '--carrier'\t'すべての注文の運送会社（注文の指定を置き換え。既定: 注文のもの、なければ station.carrier）' \
                '--service'\t'サービスコード（既定: 注文のもの、なければ station.service、なければ運送会社の標準）' \
                '--carrier-id'\t'使う運送会社アカウント' \
                '--pack-size'\t'国内のサイズ（既定: station.pack_size）' \
                '--test'\t'無料のテストラベル' \
                '--shipment-date'\t'出荷日（日本時間）: today、tomorrow または YYYY-MM-DD（既定: 注文のもの。必須の運送会社では today）' \
                '--from-warehouse'\t'ご依頼主の倉庫（既定: station.from_warehouse、なければ注文のもの）' \
                '--preset'\t'station.* の代わりに保存したプリセット station.NAME.* を使います' \
                '--print'\t'ラベルを 1 枚ずつ印刷します（プリンターを保存していれば既定: station.printer, printer）' \
                '--no-print'\t'プリンターを保存していても印刷しません' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT（ZPL）またはファイル・デバイスのパス。--print を含みます' \
                '--delivery-note'\t'各ラベルの直後に納品書を同じジョブで、このサイズで印刷します。off: 印刷しない（既定: 保存した delivery_note）' \
                '--ask-size'\t'注文ごとに箱のサイズを待ちます: サイズのバーコード（SIZE-80、station sheet の用紙）、数字の入力、または Enter で既定（station.ask_size）' \
                '--verify-items'\t'検品: ラベルを購入する前に注文の商品を 1 点ずつスキャンします。skip 理由 で検品せずに出荷（station.verify_items）' \
                '--orders-file'\t'アカウントの注文の代わりに一括出荷ファイル（batch ship と同じ CSV）の注文をスキャンします。--verify-items はその sku と barcode（JAN）の列で検品します' \
                '--only-carrier'\t'ステーションと違う運送会社の注文は、出荷して行に示す代わりに断ります' \
                '--reprint-duplicates'\t'再スキャンした（出荷済みの）注文のラベルをもう一度印刷します。端末では r + Enter でそのスキャン分だけ再印刷'
            else
                set -g __shipctl_subs 'scan'\t'Packing station: each scanned order number or ref is shipped, its label printed, next' \
                'sheet'\t'Write a PDF sheet of size barcodes to keep by the boxes' \
                'help'\t'display help for command'
                set -g __shipctl_opts '--carrier'\t'carrier for every order, replacing the order’s own (default: the order’s, else station.carrier)' \
                '--service'\t'service code (default: the order’s, else station.service, else the carrier’s standard)' \
                '--carrier-id'\t'carrier account to use' \
                '--pack-size'\t'domestic pack size (default: station.pack_size)' \
                '--test'\t'free test labels' \
                '--shipment-date'\t'ship date in JST: today, tomorrow or YYYY-MM-DD (default: the order’s; today where the carrier requires one)' \
                '--from-warehouse'\t'sender warehouse (default: station.from_warehouse, else the order’s)' \
                '--preset'\t'use the stored preset station.NAME.* instead of station.*' \
                '--print'\t'print each label: the default once a printer is stored (station.printer, printer)' \
                '--no-print'\t'do not print, though a printer is stored' \
                '--printer'\t'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print' \
                '--delivery-note'\t'print the delivery note (納品書) right after each label, in the same job, at this size; off: none (default: the stored delivery_note)' \
                '--ask-size'\t'after each order, wait for its box size: a size barcode (SIZE-80, from station sheet), the number typed, or Enter for the default (station.ask_size)' \
                '--verify-items'\t'check the box (検品): scan each item of the order before its label is bought; skip REASON ships it unchecked (station.verify_items)' \
                '--orders-file'\t'scan the orders of a batch file (CSV, as batch ship reads it) instead of the account’s; its sku and barcode (JAN) columns are what --verify-items checks' \
                '--only-carrier'\t'refuse an order of another carrier than the station’s, rather than ship it and say so on its line' \
                '--reprint-duplicates'\t'print the label of an order scanned again (shipped already) once more; at a terminal, r + Enter does it for one scan'
            end
            set -g __shipctl_vals ' --carrier=carriers --service=services --carrier-id=- --pack-size=pack_sizes --shipment-date=- --from-warehouse=- --preset=- --printer=- --delivery-note=delivery_note_choices --orders-file=files '
        case 'station scan'
        case 'station sheet'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '-o'\t'書き出す PDF ファイル（既定: size-barcodes.pdf）' \
                '--out'\t'書き出す PDF ファイル（既定: size-barcodes.pdf）' \
                '--force'\t'既存のファイルを上書きします'
            else
                set -g __shipctl_opts '-o'\t'the PDF file to write (default: size-barcodes.pdf)' \
                '--out'\t'the PDF file to write (default: size-barcodes.pdf)' \
                '--force'\t'overwrite an existing file'
            end
            set -g __shipctl_vals ' -o=files --out=files '
        case 'station help'
            set -g __shipctl_args 'commands_station'
        case 'carriers'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'運送会社アカウントを一覧表示します（認証情報は API の返すとおり伏せ字）' \
                'add'\t'運送会社アカウントを登録します（POST /v1/carriers）' \
                'update'\t'運送会社アカウントの認証情報や設定を変更します（PUT /v1/carriers/:id）' \
                'remove'\t'運送会社アカウントを削除します（DELETE /v1/carriers/:id）。先に確認し、--yes で省きます' \
                'catalog'\t'運送会社ごとのサービス、サイズ、時間帯、印刷サイズ…（オフライン）' \
                'rates'\t'国内アカウント（yuupack, sagawa, yamato）の契約運賃: アップロードまたは削除' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'list'\t'List the carrier accounts (credentials masked, as the API returns them)' \
                'add'\t'Register a carrier account (POST /v1/carriers)' \
                'update'\t'Change the credentials and/or settings of a carrier account (PUT /v1/carriers/:id)' \
                'remove'\t'Delete a carrier account (DELETE /v1/carriers/:id); asks first, --yes skips the question' \
                'catalog'\t'What each carrier offers: services, pack sizes, time slots, print sizes…; works offline' \
                'rates'\t'Negotiated rates of a domestic account (yuupack, sagawa, yamato): upload or clear' \
                'help'\t'display help for command'
            end
        case 'carriers list'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
        case 'carriers add'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--input'\t'API の本文 {type, credentials, settings} の JSON（- で標準入力）' \
                '--credentials-file'\t'認証情報の JSON オブジェクト。例: {"key": "…"}' \
                '--print-size'\t'ラベルの印刷サイズ（`shipctl carriers catalog TYPE` を参照）' \
                '--size-fallback'\t'yamato: PDF_4.5X7.8 で印刷できない場合のサイズ（PDF_A4, PDF_A5, …）' \
                '--delivery-email'\t'yamato: お届け先にお届け予定日をメールで知らせます（このメッセージ付き、74 文字以内）' \
                '--no-delivery-email'\t'yamato: お届け予定日をメールで知らせません' \
                '--delivery-date'\t'yamato: setup.date のないラベルに最短のお届け日を印字します' \
                '--no-delivery-date'\t'yamato: 最短のお届け日を印字しません' \
                '--hide-account'\t'dhl: ラベルにアカウント番号を印字しません' \
                '--no-hide-account'\t'dhl: ラベルにアカウント番号を印字します' \
                '--extra-page'\t'dhl: ラベルに控えのページを加えます' \
                '--no-extra-page'\t'dhl: 控えのページなし' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--input'\t'the API body {type, credentials, settings} as JSON (- for stdin)' \
                '--credentials-file'\t'the credentials as a JSON object, e.g. {"key": "…"}' \
                '--print-size'\t'label print size (see `shipctl carriers catalog TYPE`)' \
                '--size-fallback'\t'yamato: size used where PDF_4.5X7.8 cannot print (PDF_A4, PDF_A5, …)' \
                '--delivery-email'\t'yamato: mail recipients the delivery date, with this message (≤ 74 chars)' \
                '--no-delivery-email'\t'yamato: do not mail recipients the delivery date' \
                '--delivery-date'\t'yamato: print the earliest delivery date on labels without setup.date' \
                '--no-delivery-date'\t'yamato: do not print the earliest delivery date' \
                '--hide-account'\t'dhl: hide the account number on labels' \
                '--no-hide-account'\t'dhl: show the account number on labels' \
                '--extra-page'\t'dhl: add an archive page to labels' \
                '--no-extra-page'\t'dhl: no archive page' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --input=files --credentials-file=files --print-size=print_sizes --size-fallback=- --delivery-email=- '
            set -g __shipctl_args 'registrable_carriers'
        case 'carriers update'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--input'\t'API の本文 {credentials, settings} の JSON（- で標準入力）' \
                '--credentials-file'\t'変更する認証情報の JSON オブジェクト' \
                '--print-size'\t'ラベルの印刷サイズ（`shipctl carriers catalog TYPE` を参照）' \
                '--size-fallback'\t'yamato: PDF_4.5X7.8 で印刷できない場合のサイズ（PDF_A4, PDF_A5, …）' \
                '--delivery-email'\t'yamato: お届け先にお届け予定日をメールで知らせます（このメッセージ付き、74 文字以内）' \
                '--no-delivery-email'\t'yamato: お届け予定日をメールで知らせません' \
                '--delivery-date'\t'yamato: setup.date のないラベルに最短のお届け日を印字します' \
                '--no-delivery-date'\t'yamato: 最短のお届け日を印字しません' \
                '--hide-account'\t'dhl: ラベルにアカウント番号を印字しません' \
                '--no-hide-account'\t'dhl: ラベルにアカウント番号を印字します' \
                '--extra-page'\t'dhl: ラベルに控えのページを加えます' \
                '--no-extra-page'\t'dhl: 控えのページなし' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--input'\t'the API body {credentials, settings} as JSON (- for stdin)' \
                '--credentials-file'\t'credentials to change, as a JSON object' \
                '--print-size'\t'label print size (see `shipctl carriers catalog TYPE`)' \
                '--size-fallback'\t'yamato: size used where PDF_4.5X7.8 cannot print (PDF_A4, PDF_A5, …)' \
                '--delivery-email'\t'yamato: mail recipients the delivery date, with this message (≤ 74 chars)' \
                '--no-delivery-email'\t'yamato: do not mail recipients the delivery date' \
                '--delivery-date'\t'yamato: print the earliest delivery date on labels without setup.date' \
                '--no-delivery-date'\t'yamato: do not print the earliest delivery date' \
                '--hide-account'\t'dhl: hide the account number on labels' \
                '--no-hide-account'\t'dhl: show the account number on labels' \
                '--extra-page'\t'dhl: add an archive page to labels' \
                '--no-extra-page'\t'dhl: no archive page' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --input=files --credentials-file=files --print-size=print_sizes --size-fallback=- --delivery-email=- '
            set -g __shipctl_args '-'
        case 'carriers remove'
            set -g __shipctl_args '-'
        case 'carriers catalog'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_args 'carriers'
        case 'carriers rates'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'upload'\t'契約運賃をアップロードします（POST /v1/carriers/:id/rates; yuupack, sagawa, yamato）' \
                'clear'\t'アカウントの契約運賃を削除します（標準運賃に戻ります）。先に確認します' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'upload'\t'Upload negotiated rates (POST /v1/carriers/:id/rates) for yuupack, sagawa, yamato accounts' \
                'clear'\t'Delete the negotiated rates of an account (standard rates apply again); asks first' \
                'help'\t'display help for command'
            end
        case 'carriers rates upload'
            set -g __shipctl_args '-' \
                'files'
        case 'carriers rates clear'
            set -g __shipctl_args '-'
        case 'carriers rates help'
            set -g __shipctl_args 'commands_carriers_rates'
        case 'carriers help'
            set -g __shipctl_args 'commands_carriers'
        case 'addresses'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'住所録に保存した住所を一覧表示します' \
                'add'\t'住所を住所録に保存します（POST /v1/addresses、50 件まで）' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'list'\t'List the saved addresses of the address book' \
                'add'\t'Save an address to the address book (POST /v1/addresses; at most 50)' \
                'help'\t'display help for command'
            end
        case 'addresses list'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
        case 'addresses add'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--input'\t'住所オブジェクトの JSON（- で標準入力）。フラグがその項目を上書きします' \
                '--name'\t'氏名' \
                '--company'\t'会社名' \
                '--email'\t'メールアドレス' \
                '--phone'\t'電話番号' \
                '--country'\t'国コード（既定 JP）' \
                '--zip'\t'郵便番号（国内は 1000001 または 100-0001）' \
                '--province'\t'都道府県: コードまたは名前（東京都, Tokyo, 13 はどれも 13）' \
                '--city'\t'市区町村' \
                '--address1'\t'番地' \
                '--address2'\t'建物名・階・部屋番号' \
                '--extra'\t'住所の追加行' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--input'\t'the address object as JSON (- for stdin); flags override its members' \
                '--name'\t'full name' \
                '--company'\t'company name' \
                '--email'\t'e-mail address' \
                '--phone'\t'phone number' \
                '--country'\t'country code (default JP)' \
                '--zip'\t'postal code (1000001 or 100-0001 in Japan)' \
                '--province'\t'province: a code or a name (東京都, Tokyo and 13 all give 13)' \
                '--city'\t'city' \
                '--address1'\t'street address' \
                '--address2'\t'building, floor, room' \
                '--extra'\t'additional line' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --input=files --name=- --company=- --email=- --phone=- --country=- --zip=- --province=- --city=- --address1=- --address2=- --extra=- '
        case 'addresses help'
            set -g __shipctl_args 'commands_addresses'
        case 'warehouses'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'倉庫を一覧表示します（ご依頼主の住所。先頭が注文の既定のご依頼主）' \
                'add'\t'倉庫を追加します（POST /v1/warehouses）' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'list'\t'List the warehouses (sender addresses; the first is the default sender of orders)' \
                'add'\t'Add a warehouse (POST /v1/warehouses)' \
                'help'\t'display help for command'
            end
        case 'warehouses list'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
        case 'warehouses add'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--input'\t'入れ子のない倉庫住所の JSON（- で標準入力）。フラグが上書きします' \
                '--name'\t'氏名' \
                '--company'\t'会社名' \
                '--email'\t'メールアドレス' \
                '--phone'\t'電話番号' \
                '--country'\t'国コード（既定 JP）' \
                '--zip'\t'郵便番号（国内は 1000001 または 100-0001）' \
                '--province'\t'都道府県: コードまたは名前（東京都, Tokyo, 13 はどれも 13）' \
                '--city'\t'市区町村' \
                '--address1'\t'番地' \
                '--address2'\t'建物名・階・部屋番号' \
                '--extra'\t'住所の追加行' \
                '--name-kanji'\t'氏名（漢字）' \
                '--company-kanji'\t'会社名（漢字）' \
                '--address1-kanji'\t'番地（漢字）' \
                '--address2-kanji'\t'建物名・階・部屋番号（漢字）' \
                '--extra-kanji'\t'住所の追加行（漢字）' \
                '--province-kanji'\t'都道府県（漢字。国内は --province から補います）' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--input'\t'the flat warehouse address as JSON (- for stdin); flags override it' \
                '--name'\t'full name' \
                '--company'\t'company name' \
                '--email'\t'e-mail address' \
                '--phone'\t'phone number' \
                '--country'\t'country code (default JP)' \
                '--zip'\t'postal code (1000001 or 100-0001 in Japan)' \
                '--province'\t'province: a code or a name (東京都, Tokyo and 13 all give 13)' \
                '--city'\t'city' \
                '--address1'\t'street address' \
                '--address2'\t'building, floor, room' \
                '--extra'\t'additional line' \
                '--name-kanji'\t'full name in kanji' \
                '--company-kanji'\t'company name in kanji' \
                '--address1-kanji'\t'street address in kanji' \
                '--address2-kanji'\t'building, floor, room in kanji' \
                '--extra-kanji'\t'additional line in kanji' \
                '--province-kanji'\t'prefecture in kanji (derived from --province in Japan)' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --input=files --name=- --company=- --email=- --phone=- --country=- --zip=- --province=- --city=- --address1=- --address2=- --extra=- --name-kanji=- --company-kanji=- --address1-kanji=- --address2-kanji=- --extra-kanji=- --province-kanji=- '
        case 'warehouses help'
            set -g __shipctl_args 'commands_warehouses'
        case 'files'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'アップロードしたロゴと署名の画像を一覧表示します（--json は Base64 のデータを含みます）' \
                'upload'\t'ロゴまたは署名の画像をアップロードします（POST /v1/files、1 MB までの PNG か JPEG）' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'list'\t'List uploaded logo and signature images (--json includes the Base64 data)' \
                'upload'\t'Upload a logo or signature image (POST /v1/files): a PNG or JPEG of at most 1 MB' \
                'help'\t'display help for command'
            end
        case 'files list'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
        case 'files upload'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--type'\t'画像の種類: signature（署名）または logo（ロゴ）' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--type'\t'what the image is: signature or logo' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --type=file_types '
            set -g __shipctl_args 'files'
        case 'files help'
            set -g __shipctl_args 'commands_files'
        case 'sub-users'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'メインアカウントのサブユーザーを一覧表示します' \
                'create'\t'サブユーザーを作成します（POST /v1/sub-users、有効なのは 2 人まで）' \
                'get'\t'サブユーザーを 1 人表示します' \
                'regenerate-token'\t'サブユーザーのトークンを再発行します（POST /v1/sub-users/:id）。古いものは無効に' \
                'delete'\t'サブユーザーを削除します（DELETE /v1/sub-users/:id）。トークンも無効に' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'list'\t'List the sub-users of the main account' \
                'create'\t'Create a sub-user (POST /v1/sub-users; at most 2 active)' \
                'get'\t'Show one sub-user' \
                'regenerate-token'\t'Issue a new API token for a sub-user (POST /v1/sub-users/:id); the old one stops working' \
                'delete'\t'Delete a sub-user (DELETE /v1/sub-users/:id); its token stops working' \
                'help'\t'display help for command'
            end
        case 'sub-users list'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
        case 'sub-users create'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--email'\t'サブユーザーのメールアドレス' \
                '--first-name'\t'名' \
                '--last-name'\t'姓' \
                '--company'\t'会社名' \
                '--token'\t'サブユーザーの API トークンを発行します' \
                '--save-profile'\t'トークンを表示せずにこのプロファイルへ保存します（--token を含みます）' \
                '--input'\t'API の本文 {email, api_token, contact} の JSON（- で標準入力）' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--email'\t'the sub-user’s e-mail address' \
                '--first-name'\t'first name' \
                '--last-name'\t'last name' \
                '--company'\t'company' \
                '--token'\t'request an API token for the sub-user' \
                '--save-profile'\t'store the token in this profile (implies --token) instead of printing it' \
                '--input'\t'the API body {email, api_token, contact} as JSON (- for stdin)' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --email=- --first-name=- --last-name=- --company=- --save-profile=- --input=files '
        case 'sub-users get'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_args '-'
        case 'sub-users regenerate-token'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--save-profile'\t'新しいトークンを表示せずにこのプロファイルへ保存します'
            else
                set -g __shipctl_opts '--save-profile'\t'store the new token in this profile instead of printing it'
            end
            set -g __shipctl_vals ' --save-profile=- '
            set -g __shipctl_args '-'
        case 'sub-users delete'
            set -g __shipctl_args '-'
        case 'sub-users help'
            set -g __shipctl_args 'commands_sub_users'
        case 'sandbox'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'serve'\t'サンドボックスの API を HTTP で提供します（Ctrl+C で停止）' \
                'stop'\t'サンドボックスモードのコマンドが共有する常駐サンドボックスを止めます（使われなければ自然に止まります）' \
                'info'\t'サンドボックスのデータベース、提供中かどうか、保持しているリソースの数を表示します' \
                'reset'\t'サンドボックスのデータをすべて消し、デモの倉庫と運送会社を入れ直します（トークンは残ります）' \
                'clock'\t'サンドボックスの時計の表示・設定・早送り・リセット（テスト期間、日付の規則、追跡）' \
                'advance'\t'サンドボックスの荷物の追跡を今すぐ進めます: 次の状態へ、または --to まで（tracking.updated を送ります）' \
                'accounts'\t'API で登録できない運送会社アカウント（ups: ダッシュボードのみ）を、接続済みとして追加します' \
                'webhooks'\t'サンドボックスの Webhook 送信先の登録・表示・削除と、配信の一覧' \
                'faults'\t'ルートごとに障害を起こします: 遅延、書き込み前後の 5xx、接続リセット、429 の連続、運送会社への接続不可' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'serve'\t'Serve the sandbox API over HTTP until stopped (Ctrl+C)' \
                'stop'\t'Stop the warm sandbox that sandbox-mode commands share (it also stops by itself when idle)' \
                'info'\t'Show the sandbox database, whether it is being served, and how many resources it holds' \
                'reset'\t'Erase all sandbox data and reseed the demo warehouse and carriers (the token stays)' \
                'clock'\t'Show, set, advance or reset the sandbox clock (test windows, date rules, tracking)' \
                'advance'\t'Move a sandbox parcel’s tracking forward now: the next status, or up to --to (emits tracking.updated)' \
                'accounts'\t'Add carrier accounts the API cannot register (ups: dashboard only), as if connected there' \
                'webhooks'\t'Register, show or clear the sandbox’s webhook endpoint, and list deliveries' \
                'faults'\t'Inject failures per route: latency, 5xx before/after the write, resets, 429 bursts, unreachable carriers' \
                'help'\t'display help for command'
            end
        case 'sandbox serve'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--port'\t'待ち受けるポート（0 で空きポートを選びます）' \
                '--host'\t'待ち受けるアドレス' \
                '--db'\t'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）' \
                '--call-limit'\t'トークンごとの API 呼び出し上限。例: 60/60s（既定 1000/60s）' \
                '--empty'\t'デモデータなしでデータベースを作成します（既存のものには影響しません）' \
                '--fault'\t'この実行で障害を起こします: ROUTE:KIND[=VALUE][:P]（繰り返し可）' \
                '--fault-seed'\t'障害の抽選のシード。確率的な実行をそのまま再現します' \
                '--webhook-url'\t'tracking.updated イベントの送り先（データベースに保存します）' \
                '--webhook-secret-file'\t'Webhook のシークレットを書いたファイル（なければ環境変数 SHIPCTL_WEBHOOK_SECRET、なければプロファイル）' \
                '--webhook-retry-scale'\t'再試行の間隔 1m/5m/30m/2h に掛ける倍率。例: テストでは 0.001' \
                '--webhook-timeout'\t'この時間内に応答がない試行は失敗とします（既定 10s）'
            else
                set -g __shipctl_opts '--port'\t'port to listen on (0 picks a free one)' \
                '--host'\t'address to bind' \
                '--db'\t'SQLite database file (default: the data directory’s sandbox.db)' \
                '--call-limit'\t'API call limit per token, e.g. 60/60s (default 1000/60s)' \
                '--empty'\t'create the database without demo data (no effect on an existing one)' \
                '--fault'\t'inject a fault for this run: ROUTE:KIND[=VALUE][:P] (repeatable)' \
                '--fault-seed'\t'seed the fault draws, so a probabilistic run repeats exactly' \
                '--webhook-url'\t'send tracking.updated events here (kept in the database)' \
                '--webhook-secret-file'\t'file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile)' \
                '--webhook-retry-scale'\t'multiply the retry delays 1m/5m/30m/2h, e.g. 0.001 for tests' \
                '--webhook-timeout'\t'an attempt without an answer within this fails (default 10s)'
            end
            set -g __shipctl_vals ' --port=- --host=- --db=files --call-limit=- --fault=- --fault-seed=- --webhook-url=- --webhook-secret-file=files --webhook-retry-scale=- --webhook-timeout=- '
        case 'sandbox stop'
        case 'sandbox info'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--db'\t'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）' \
                '--show-token'\t'サンドボックスのメインのトークンも表示します（curl 用）'
            else
                set -g __shipctl_opts '--db'\t'SQLite database file (default: the data directory’s sandbox.db)' \
                '--show-token'\t'also print the sandbox’s main token (for curl)'
            end
            set -g __shipctl_vals ' --db=files '
        case 'sandbox reset'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--empty'\t'デモデータを入れ直さず、サンドボックスを空のままにします' \
                '--db'\t'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）'
            else
                set -g __shipctl_opts '--empty'\t'leave the sandbox empty instead of reseeding the demo data' \
                '--db'\t'SQLite database file (default: the data directory’s sandbox.db)'
            end
            set -g __shipctl_vals ' --db=files '
        case 'sandbox clock'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'show'\t'サンドボックスの時刻と設定のされ方を表示します（既定のサブコマンド）' \
                'set'\t'サンドボックスの時計をある時点に合わせます。--freeze を付けない限りそこから進みます' \
                'advance'\t'サンドボックスの時計を進めます（止めた時計は止まったまま）' \
                'reset'\t'サンドボックスの時計を実時間に戻します' \
                'help'\t'コマンドのヘルプを表示します'
                set -g __shipctl_opts '--db'\t'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）'
            else
                set -g __shipctl_subs 'show'\t'Show the sandbox time and how it is set (the default verb)' \
                'set'\t'Move the sandbox clock to an instant; it keeps running from there unless --freeze' \
                'advance'\t'Move the sandbox clock forward (a frozen clock stays frozen)' \
                'reset'\t'Put the sandbox clock back on real time' \
                'help'\t'display help for command'
                set -g __shipctl_opts '--db'\t'SQLite database file (default: the data directory’s sandbox.db)'
            end
            set -g __shipctl_vals ' --db=files '
        case 'sandbox clock show'
        case 'sandbox clock set'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--freeze'\t'次に設定・早送り・リセットするまで、時計をその時点で止めます'
            else
                set -g __shipctl_opts '--freeze'\t'hold the clock at that instant until it is set, advanced or reset again'
            end
            set -g __shipctl_args '-'
        case 'sandbox clock advance'
            set -g __shipctl_args '-'
        case 'sandbox clock reset'
        case 'sandbox clock help'
            set -g __shipctl_args 'commands_sandbox_clock'
        case 'sandbox advance'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--to'\t'この状態まで進めます: collected, transit, delivered, exception' \
                '--carrier'\t'2 つの運送会社が同じ番号を発行したときの運送会社' \
                '--db'\t'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）'
            else
                set -g __shipctl_opts '--to'\t'advance up to this status: collected, transit, delivered, exception' \
                '--carrier'\t'the carrier, when two carriers issued the same number' \
                '--db'\t'SQLite database file (default: the data directory’s sandbox.db)'
            end
            set -g __shipctl_vals ' --to=advance_targets --carrier=carriers --db=files '
            set -g __shipctl_args '-'
        case 'sandbox accounts'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'add'\t'ダッシュボードでしか登録できない種類（ups）のアカウントをサンドボックスに追加します' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'add'\t'Add an account of a dashboard-only carrier type (ups) to the sandbox' \
                'help'\t'display help for command'
            end
        case 'sandbox accounts add'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--db'\t'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）'
            else
                set -g __shipctl_opts '--db'\t'SQLite database file (default: the data directory’s sandbox.db)'
            end
            set -g __shipctl_vals ' --db=files '
            set -g __shipctl_args '-'
        case 'sandbox accounts help'
            set -g __shipctl_args 'commands_sandbox_accounts'
        case 'sandbox webhooks'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'show'\t'登録した送信先（シークレットは表示しません）と、状態ごとの配信を表示します' \
                'set'\t'サンドボックスが tracking.updated イベントを送る送信先と、そのシークレットを登録します' \
                'clear'\t'送信先とシークレットを削除します。配信待ちのものは中止します' \
                'deliveries'\t'tracking.updated の配信を新しい順に一覧表示します: 試行回数、最後の応答、次の試行' \
                'help'\t'コマンドのヘルプを表示します'
                set -g __shipctl_opts '--db'\t'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）'
            else
                set -g __shipctl_subs 'show'\t'Show the registered endpoint (never the secret) and the deliveries by state' \
                'set'\t'Register the endpoint the sandbox sends tracking.updated events to, and its secret' \
                'clear'\t'Remove the endpoint and its secret; pending deliveries are cancelled' \
                'deliveries'\t'List tracking.updated deliveries, newest first: attempts, last answer, next attempt' \
                'help'\t'display help for command'
                set -g __shipctl_opts '--db'\t'SQLite database file (default: the data directory’s sandbox.db)'
            end
            set -g __shipctl_vals ' --db=files '
        case 'sandbox webhooks show'
        case 'sandbox webhooks set'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--url'\t'イベントを受け取る http(s) の URL' \
                '--secret-file'\t'Webhook のシークレットを書いたファイル（なければ環境変数 SHIPCTL_WEBHOOK_SECRET、なければプロファイルの webhook_secret）'
            else
                set -g __shipctl_opts '--url'\t'http(s) URL that receives the events' \
                '--secret-file'\t'file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile\'s webhook_secret)'
            end
            set -g __shipctl_vals ' --url=- --secret-file=files '
        case 'sandbox webhooks clear'
        case 'sandbox webhooks deliveries'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--state'\t'pending, delivered, failed, cancelled のものだけ' \
                '--limit'\t'件数（既定 50）' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--state'\t'only pending, delivered, failed, cancelled' \
                '--limit'\t'how many (default 50)' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --state=delivery_states --limit=- '
        case 'sandbox webhooks help'
            set -g __shipctl_args 'commands_sandbox_webhooks'
        case 'sandbox faults'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'有効な障害ルールを一覧表示します（実行中の serve の --fault も含みます）' \
                'set'\t'障害ルールを追加します（同じルートと種類のルールは置き換え）。削除するまで残ります' \
                'clear'\t'1 つのルート、またはすべての障害ルールを削除します（実行中の serve の --fault も）' \
                'help'\t'コマンドのヘルプを表示します'
                set -g __shipctl_opts '--db'\t'SQLite のデータベースファイル（既定: データディレクトリの sandbox.db）' \
                '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_subs 'list'\t'List the fault rules in force (a running serve’s --fault flags included)' \
                'set'\t'Add fault rules (a rule of the same route and kind is replaced); they stay until cleared' \
                'clear'\t'Remove the fault rules of one route, or all of them (a running serve’s --fault flags too)' \
                'help'\t'display help for command'
                set -g __shipctl_opts '--db'\t'SQLite database file (default: the data directory’s sandbox.db)' \
                '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
            set -g __shipctl_vals ' --db=files '
        case 'sandbox faults list'
        case 'sandbox faults set'
            set -g __shipctl_args '-'
            set -g __shipctl_variadic 1
        case 'sandbox faults clear'
            set -g __shipctl_args '-'
        case 'sandbox faults help'
            set -g __shipctl_args 'commands_sandbox_faults'
        case 'sandbox help'
            set -g __shipctl_args 'commands_sandbox'
        case 'login'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--with-token'\t'入力を求めずに標準入力からトークンを読みます'
            else
                set -g __shipctl_opts '--with-token'\t'read the token from stdin instead of prompting'
            end
        case 'logout'
        case 'config'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'プロファイルの設定と、それぞれの値がどこから来たかを一覧表示します' \
                'get'\t'設定を 1 つ表示します（トークンは "(set)" とだけ表示）' \
                'set'\t'設定をプロファイルに保存します（トークンは標準入力からのみ）' \
                'unset'\t'設定を削除します（base_url がなければサンドボックス）' \
                'path'\t'設定ファイルのパスを表示します（--data: データディレクトリ）' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'list'\t'List the profile\'s settings and where each value comes from' \
                'get'\t'Print the value of one setting (a token only as "(set)")' \
                'set'\t'Store a setting in the profile (a token: only from stdin)' \
                'unset'\t'Remove a setting (without base_url: the sandbox)' \
                'path'\t'Print the config file path (--data: the data directory)' \
                'help'\t'display help for command'
            end
        case 'config list'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
        case 'config get'
            set -g __shipctl_args 'config_get_keys'
        case 'config set'
            set -g __shipctl_args 'setting_keys' \
                '-'
        case 'config unset'
            set -g __shipctl_args 'setting_keys'
        case 'config path'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--data'\t'データディレクトリ（サンドボックスのデータベース、一括出荷の記録）を表示します'
            else
                set -g __shipctl_opts '--data'\t'print the data directory (sandbox database, batch journals)'
            end
        case 'config help'
            set -g __shipctl_args 'commands_config'
        case 'profiles'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'list'\t'プロファイルを一覧表示します。* はこの実行で使うもの' \
                'use'\t'以後の実行で使う既定のプロファイルを設定します' \
                'help'\t'コマンドのヘルプを表示します'
                set -g __shipctl_opts '--wide'\t'すべての列を省略せずに表示（表は折り返すことも）'
            else
                set -g __shipctl_subs 'list'\t'List profiles; * marks the one this run uses' \
                'use'\t'Make a profile the default for later runs' \
                'help'\t'display help for command'
                set -g __shipctl_opts '--wide'\t'show every column, whole, however narrow the terminal (the table may wrap)'
            end
        case 'profiles list'
        case 'profiles use'
            set -g __shipctl_args 'profiles'
        case 'profiles help'
            set -g __shipctl_args 'commands_profiles'
        case 'completion'
            set -g __shipctl_args 'shell_choices'
        case 'webhooks'
            if test -n "$__shipctl_ja"
                set -g __shipctl_subs 'verify'\t'受信した配信の署名を確かめ（仕様 6.3）、失敗の理由を説明します。無効なら exit 1' \
                'listen'\t'127.0.0.1 で配信を受けます: 検証し、再配信は捨て、各イベントを一度だけ表示し、必要なら転送します' \
                'trigger'\t'正しく署名した tracking.updated のサンプルイベントを、開発中の受信側へ送ります' \
                'help'\t'コマンドのヘルプを表示します'
            else
                set -g __shipctl_subs 'verify'\t'Check the signature of a received delivery (spec 6.3) and explain why it fails; exit 1 when invalid' \
                'listen'\t'Receive deliveries on 127.0.0.1: verify, drop redeliveries, print each event once, optionally forward it' \
                'trigger'\t'Send a correctly signed sample tracking.updated event to a receiver you are developing' \
                'help'\t'display help for command'
            end
        case 'webhooks verify'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--payload'\t'受信したままの本文（ファイル、または - で標準入力）。シリアライズし直しません' \
                '--request'\t'保存した HTTP リクエストそのもの: リクエスト行、ヘッダー、空行、本文（または -）' \
                '--signature'\t'X-Service-Signature の値 "sha256=…"' \
                '--timestamp'\t'X-Service-Timestamp の値（Unix 秒）' \
                '--event-id'\t'event-id ヘッダーの値。本文の id と照合します' \
                '--tolerance'\t'許容する時刻のずれ（前後とも）。例: 10m。単位のない数は秒（既定 300）' \
                '--now'\t'この時刻の時点で検証します（Unix 秒または ISO 8601）。例: 配信が届いた時刻' \
                '--secret-file'\t'Webhook のシークレットを書いたファイル（なければ環境変数 SHIPCTL_WEBHOOK_SECRET、なければプロファイルの webhook_secret）'
            else
                set -g __shipctl_opts '--payload'\t'the raw body as received (a file, or - for stdin); never re-serialized' \
                '--request'\t'a saved raw HTTP request: request line, headers, blank line, body (or -)' \
                '--signature'\t'the X-Service-Signature value, "sha256=…"' \
                '--timestamp'\t'the X-Service-Timestamp value, Unix seconds' \
                '--event-id'\t'the event-id header value; checked against the body’s id' \
                '--tolerance'\t'accepted clock difference, both ways, e.g. 10m; a bare number is seconds (default 300)' \
                '--now'\t'verify as of this time (Unix seconds or ISO 8601), e.g. when the delivery arrived' \
                '--secret-file'\t'file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile\'s webhook_secret)'
            end
            set -g __shipctl_vals ' --payload=files --request=files --signature=- --timestamp=- --event-id=- --tolerance=- --now=- --secret-file=files '
        case 'webhooks listen'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--port'\t'待ち受けるポート。0 なら空きポート（既定 8765）' \
                '--forward-to'\t'検証した新しいイベントを、元の本文とヘッダーのままここへも POST します' \
                '--events'\t'報告するイベントの種類（カンマ区切り、繰り返し可）' \
                '--tolerance'\t'タイムスタンプの許容するずれ。例: 10m。単位のない数は秒（既定 300）' \
                '--secret-file'\t'Webhook のシークレットを書いたファイル（なければ環境変数 SHIPCTL_WEBHOOK_SECRET、なければプロファイルの webhook_secret）'
            else
                set -g __shipctl_opts '--port'\t'port to listen on, 0 for any free one (default 8765)' \
                '--forward-to'\t'also POST each new verified event here, raw body and original headers' \
                '--events'\t'only report these event types (comma-separated, repeatable)' \
                '--tolerance'\t'accepted clock difference of the timestamp, e.g. 10m; a bare number is seconds (default 300)' \
                '--secret-file'\t'file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile\'s webhook_secret)'
            end
            set -g __shipctl_vals ' --port=- --forward-to=- --events=- --tolerance=- --secret-file=files '
        case 'webhooks trigger'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--to'\t'受信側の URL' \
                '--status'\t'イベントの追跡状態（pre-transit, collected, transit, delivered, exception）' \
                '--shipment'\t'イベントの出荷 ID' \
                '--id'\t'イベント ID（同じものを使うと再配信を再現。既定は新しい evt_…）' \
                '--secret-file'\t'Webhook のシークレットを書いたファイル（なければ環境変数 SHIPCTL_WEBHOOK_SECRET、なければプロファイルの webhook_secret）'
            else
                set -g __shipctl_opts '--to'\t'the receiver’s URL' \
                '--status'\t'tracking status in the event (pre-transit, collected, transit, delivered, exception)' \
                '--shipment'\t'shipment id in the event' \
                '--id'\t'event id (reuse one to simulate a redelivery; default a new evt_…)' \
                '--secret-file'\t'file holding the webhook secret (else env SHIPCTL_WEBHOOK_SECRET, else the profile\'s webhook_secret)'
            end
            set -g __shipctl_vals ' --to=- --status=tracking_statuses --shipment=- --id=- --secret-file=files '
        case 'webhooks help'
            set -g __shipctl_args 'commands_webhooks'
        case 'mcp'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--http'\t'stdio の代わりに 127.0.0.1 で Streamable HTTP を提供します' \
                '--port'\t'--http のポート（0 で空きポート。URL は標準エラー出力に表示します）' \
                '--max-spend'\t'このプロファイルの MCP サーバーがラベルに使える 1 日（日本時間）あたりの上限（円）。購入したものの見積もりで数え、再起動しても保たれます。取り消したラベルの額は戻ります（既定: config の mcp.max_spend、なければ上限なし）' \
                '--allow-purchase'\t'本番 API（--base-url 指定時）でも、ラベルを購入・取り消しするツールを提供します'
            else
                set -g __shipctl_opts '--http'\t'serve Streamable HTTP on 127.0.0.1 instead of stdio' \
                '--port'\t'with --http: the port (0 picks a free one; the URL is printed on stderr)' \
                '--max-spend'\t'the most this profile’s MCP servers may spend on labels per day (JST), in JPY, counted from the quotes of what they bought, kept across restarts; a void gives its amount back (default: config mcp.max_spend, else no limit)' \
                '--allow-purchase'\t'against a live API (any --base-url), also offer the tools that buy and void labels'
            end
            set -g __shipctl_vals ' --port=- --max-spend=- '
        case 'api'
            if test -n "$__shipctl_ja"
                set -g __shipctl_opts '--input'\t'リクエスト本文: JSON ファイル、または - で標準入力' \
                '-q'\t'クエリパラメーター（繰り返し可）' \
                '--query'\t'クエリパラメーター（繰り返し可）'
            else
                set -g __shipctl_opts '--input'\t'request body: a JSON file, or - for stdin' \
                '-q'\t'query parameter (repeatable)' \
                '--query'\t'query parameter (repeatable)'
            end
            set -g __shipctl_vals ' --input=files -q=- --query=- '
            set -g __shipctl_args 'http_methods' \
                '-'
        case 'help'
            set -g __shipctl_args 'commands'
    end
end

# __shipctl_values KIND CARRIER: the candidates for KIND, one a line.
function __shipctl_values --argument-names kind carrier
    switch $kind
        case advance_targets
            printf '%s\n' collected transit delivered exception
        case carriers
            printf '%s\n' japanpost yuupack yuupacket yuumail ups dhl fedex ecms zonos sagawa yamato yamato_intl pegasus seino custom
        case commands
            printf '%s\n' shipments labels orders track rates ship batch station carriers addresses warehouses files sub-users sandbox login logout config profiles completion webhooks mcp api environment exit-codes durations
        case commands_addresses
            printf '%s\n' list add
        case commands_batch
            printf '%s\n' ship status export
        case commands_carriers
            printf '%s\n' list add update remove catalog rates
        case commands_carriers_rates
            printf '%s\n' upload clear
        case commands_config
            printf '%s\n' list get set unset path
        case commands_files
            printf '%s\n' list upload
        case commands_labels
            printf '%s\n' print
        case commands_orders
            printf '%s\n' create list ship delete
        case commands_profiles
            printf '%s\n' list use
        case commands_sandbox
            printf '%s\n' serve stop info reset clock advance accounts webhooks faults
        case commands_sandbox_accounts
            printf '%s\n' add
        case commands_sandbox_clock
            printf '%s\n' show set advance reset
        case commands_sandbox_faults
            printf '%s\n' list set clear
        case commands_sandbox_webhooks
            printf '%s\n' show set clear deliveries
        case commands_shipments
            printf '%s\n' list get void label find summary
        case commands_station
            printf '%s\n' scan sheet
        case commands_sub_users
            printf '%s\n' list create get regenerate-token delete
        case commands_warehouses
            printf '%s\n' list add
        case commands_webhooks
            printf '%s\n' verify listen trigger
        case config_get_keys
            printf '%s\n' profile base_url token language carrier carrier_id currency from_warehouse from_address label_dir print_size printer delivery_note shop.registration_number shop.message station.carrier station.service station.pack_size station.printer station.from_warehouse station.scanner_strip station.verify_items station.ask_size mcp.max_spend
        case content_types
            printf '%s\n' MERCHANDISE GIFT
        case cool
            printf '%s\n' regular fresh frozen
        case delivery_note_choices
            printf '%s\n' a4 a5 label off
        case delivery_states
            printf '%s\n' pending delivered failed cancelled
        case directories
        case encodings
            printf '%s\n' utf8 sjis utf16le utf16be
        case file_types
            printf '%s\n' signature logo
        case files
        case format_choices
            printf '%s\n' amazon-jp rakuten yahoo b2-results shopify-csv
        case http_methods
            printf '%s\n' GET POST PUT DELETE
        case order_carriers
            printf '%s\n' dhl ups fedex japanpost pegasus yamato_intl sagawa yamato yuupack seino ecms zonos
        case order_scopes
            printf '%s\n' api app all
        case out_encodings
            printf '%s\n' utf8 utf8-bom sjis
        case pack_sizes
            switch $carrier
                case japanpost yuupacket yuumail ups dhl fedex ecms zonos yamato yamato_intl pegasus seino custom
                case yuupack
                    printf '%s\n' 60 80 100 120 140 160 170
                case sagawa
                    printf '%s\n' 60 80 100 140 160
                case '*'
                    printf '%s\n' 60 80 100 120 140 160 170
            end
        case print_sizes
            switch $carrier
                case japanpost
                    printf '%s\n' PDF_A4
                case yuupack yuupacket yuumail
                    printf '%s\n' PDF_A5 PDF_YU_THERMAL
                case ups ecms zonos yamato_intl pegasus seino custom
                case dhl
                    printf '%s\n' PDF_A4 PDF_4X6 PDF_4X8 ZPL_4X6
                case fedex
                    printf '%s\n' PDF_A4 PDF_4X6 PDF_4X8 PDF_4X9 ZPL_4X6 ZPL_4X8
                case sagawa
                    printf '%s\n' PDF_A5 PDF_4.2X8.3_BLUE PDF_4.2X8.3_GREEN
                case yamato
                    printf '%s\n' PDF_A4 PDF_A5 PDF_A4_BW PDF_A5_BW PDF_4.5X7.8
                case '*'
                    printf '%s\n' PDF_A4 PDF_A5 PDF_YU_THERMAL PDF_4X6 PDF_4X8 ZPL_4X6 PDF_4X9 ZPL_4X8 PDF_4.2X8.3_BLUE PDF_4.2X8.3_GREEN PDF_A4_BW PDF_A5_BW PDF_4.5X7.8
            end
        case profiles
            command shipctl __complete profiles 2>/dev/null
        case registrable_carriers
            printf '%s\n' dhl fedex japanpost pegasus yamato_intl sagawa yamato yuupack yuupacket yuumail seino ecms zonos
        case scopes
            printf '%s\n' api all
        case services
            switch $carrier
                case japanpost
                    printf '%s\n' japanpost_ems japanpost_ems_document japanpost_air_packet japanpost_smallpacket_air japanpost_smallpacket_sea japanpost_parcel_air japanpost_parcel_sea japanpost_printed_matter_air japanpost_printed_matter_sea japanpost_printed_matter_registered_air japanpost_letters_air japanpost_letters_sea japanpost_letters_registered_air
                case yuupack
                    printf '%s\n' yuupack_regular yuupack_fresh yuupack_frozen
                case yuupacket
                    printf '%s\n' yuupacket_regular
                case yuumail
                    printf '%s\n' yuumail_regular
                case ups
                    printf '%s\n' ups_saver ups_worldwide_express ups_worldwide_express_plus ups_worldwide_expedited ups_ground ups_next_day ups_next_day_saver ups_second_day ups_three_day_select ups_worldwide_express_freight ups_worldwide_express_freight_mid_day
                case dhl
                    printf '%s\n' dhl_express_worldwide dhl_express_1200 dhl_express_0900 dhl_express_jumbo
                case fedex
                    printf '%s\n' fedex_international_economy fedex_international_first fedex_international_priority fedex_international_priority_express fedex_international_priority_eod fedex_international_connect_plus
                case ecms
                    printf '%s\n' ecms_standard
                case zonos
                    printf '%s\n' zonos_japanpost_ems zonos_japanpost_air_packet zonos_japanpost_letters_air zonos_japanpost_letters_registered_air zonos_japanpost_parcel_air zonos_japanpost_printed_matter_air zonos_japanpost_printed_matter_registered_air zonos_japanpost_smallpacket_air zonos_japanpost_letters_sea zonos_japanpost_parcel_sea zonos_japanpost_printed_matter_sea zonos_japanpost_smallpacket_sea
                case sagawa
                    printf '%s\n' sagawa_regular sagawa_fresh sagawa_frozen sagawa_plane
                case yamato
                    printf '%s\n' yamato_regular yamato_collect yamato_direct_mail yamato_time yamato_freight_on_delivery yamato_dispatch_multiple_units yamato_nekopos yamato_kuroneko_yuupacket yamato_taqbin yamato_taqbin_collect
                case yamato_intl
                    printf '%s\n' yamato_intl_taqbin
                case pegasus
                    printf '%s\n' pegasus_dhl pegasus_ups pegasus_ems
                case seino
                    printf '%s\n' seino_regular seino_takuhai seino_mini seino_tsuhan seino_business
                case custom
                    printf '%s\n' custom_standard
                case '*'
                    printf '%s\n' japanpost_ems japanpost_ems_document japanpost_air_packet japanpost_smallpacket_air japanpost_smallpacket_sea japanpost_parcel_air japanpost_parcel_sea japanpost_printed_matter_air japanpost_printed_matter_sea japanpost_printed_matter_registered_air japanpost_letters_air japanpost_letters_sea japanpost_letters_registered_air yuupack_regular yuupack_fresh yuupack_frozen yuupacket_regular yuumail_regular ups_saver ups_worldwide_express ups_worldwide_express_plus ups_worldwide_expedited ups_ground ups_next_day ups_next_day_saver ups_second_day ups_three_day_select ups_worldwide_express_freight ups_worldwide_express_freight_mid_day dhl_express_worldwide dhl_express_1200 dhl_express_0900 dhl_express_jumbo fedex_international_economy fedex_international_first fedex_international_priority fedex_international_priority_express fedex_international_priority_eod fedex_international_connect_plus ecms_standard zonos_japanpost_ems zonos_japanpost_air_packet zonos_japanpost_letters_air zonos_japanpost_letters_registered_air zonos_japanpost_parcel_air zonos_japanpost_printed_matter_air zonos_japanpost_printed_matter_registered_air zonos_japanpost_smallpacket_air zonos_japanpost_letters_sea zonos_japanpost_parcel_sea zonos_japanpost_printed_matter_sea zonos_japanpost_smallpacket_sea sagawa_regular sagawa_fresh sagawa_frozen sagawa_plane yamato_regular yamato_collect yamato_direct_mail yamato_time yamato_freight_on_delivery yamato_dispatch_multiple_units yamato_nekopos yamato_kuroneko_yuupacket yamato_taqbin yamato_taqbin_collect yamato_intl_taqbin pegasus_dhl pegasus_ups pegasus_ems seino_regular seino_takuhai seino_mini seino_tsuhan seino_business custom_standard
            end
        case setting_keys
            printf '%s\n' base_url token language carrier carrier_id currency from_warehouse from_address label_dir print_size printer delivery_note shop.registration_number shop.message station.carrier station.service station.pack_size station.printer station.from_warehouse station.scanner_strip station.verify_items station.ask_size mcp.max_spend
        case shell_choices
            printf '%s\n' bash zsh fish
        case state_choices
            printf '%s\n' open shipped
        case states
            printf '%s\n' active void any
        case time_slots
            switch $carrier
                case japanpost yuupacket yuumail ups dhl fedex ecms zonos yamato_intl pegasus custom
                case yuupack
                    printf '%s\n' not-specified before-noon 12-14 14-16 16-18 18-20 19-21
                case sagawa
                    printf '%s\n' not-specified before-noon 12-14 14-16 16-18 18-20 18-21 19-21
                case yamato
                    printf '%s\n' not-specified before-noon before-ten before-five 14-16 16-18 18-20 19-21
                case seino
                    printf '%s\n' not-specified before-noon after-noon 9-12 12-17 17-20
                case '*'
                    printf '%s\n' not-specified before-noon 12-14 14-16 16-18 18-20 19-21 18-21 before-ten before-five after-noon 9-12 12-17 17-20
            end
        case tracking_carriers
            printf '%s\n' dhl ups fedex japanpost sagawa yamato yuupack yuupacket
        case tracking_statuses
            printf '%s\n' pre-transit collected transit delivered exception
    end
end

function __shipctl_service_carrier --argument-names code
    switch $code
        case japanpost_ems japanpost_ems_document japanpost_air_packet japanpost_smallpacket_air japanpost_smallpacket_sea japanpost_parcel_air japanpost_parcel_sea japanpost_printed_matter_air japanpost_printed_matter_sea japanpost_printed_matter_registered_air japanpost_letters_air japanpost_letters_sea japanpost_letters_registered_air
            echo japanpost
        case yuupack_regular yuupack_fresh yuupack_frozen
            echo yuupack
        case yuupacket_regular
            echo yuupacket
        case yuumail_regular
            echo yuumail
        case ups_saver ups_worldwide_express ups_worldwide_express_plus ups_worldwide_expedited ups_ground ups_next_day ups_next_day_saver ups_second_day ups_three_day_select ups_worldwide_express_freight ups_worldwide_express_freight_mid_day
            echo ups
        case dhl_express_worldwide dhl_express_1200 dhl_express_0900 dhl_express_jumbo
            echo dhl
        case fedex_international_economy fedex_international_first fedex_international_priority fedex_international_priority_express fedex_international_priority_eod fedex_international_connect_plus
            echo fedex
        case ecms_standard
            echo ecms
        case zonos_japanpost_ems zonos_japanpost_air_packet zonos_japanpost_letters_air zonos_japanpost_letters_registered_air zonos_japanpost_parcel_air zonos_japanpost_printed_matter_air zonos_japanpost_printed_matter_registered_air zonos_japanpost_smallpacket_air zonos_japanpost_letters_sea zonos_japanpost_parcel_sea zonos_japanpost_printed_matter_sea zonos_japanpost_smallpacket_sea
            echo zonos
        case sagawa_regular sagawa_fresh sagawa_frozen sagawa_plane
            echo sagawa
        case yamato_regular yamato_collect yamato_direct_mail yamato_time yamato_freight_on_delivery yamato_dispatch_multiple_units yamato_nekopos yamato_kuroneko_yuupacket yamato_taqbin yamato_taqbin_collect
            echo yamato
        case yamato_intl_taqbin
            echo yamato_intl
        case pegasus_dhl pegasus_ups pegasus_ems
            echo pegasus
        case seino_regular seino_takuhai seino_mini seino_tsuhan seino_business
            echo seino
        case custom_standard
            echo custom
    end
end

function __shipctl_is_carrier_option; contains -- $argv[1] --carrier; end
function __shipctl_is_carrier_kind; contains -- $argv[1] carriers order_carriers registrable_carriers tracking_carriers; end

# __shipctl_kind PATH OPTION: the kind of OPTION's value into __shipctl_k (its own
# command's or an ancestor's option); fails when OPTION takes no value.
function __shipctl_kind --argument-names p opt
    while true
        __shipctl_spec "$p"
        if string match -q -- "* $opt=*" "$__shipctl_vals"
            set -l rest (string split -m1 -- " $opt=" "$__shipctl_vals")[2]
            set -g __shipctl_k (string split -m1 -- ' ' "$rest")[1]
            return 0
        end
        test -z "$p"; and return 1
        set p (string replace -r -- ' ?[^ ]*$' '' "$p")
    end
end

# __shipctl_arg PATH N: the kind of positional argument N (from 0) into __shipctl_k;
# fails with 1 past the last argument, with 2 when the argument has nothing to offer.
function __shipctl_arg --argument-names p n
    __shipctl_spec "$p"
    set -l i (math $n + 1)
    if test $i -gt (count $__shipctl_args)
        test -n "$__shipctl_variadic"; and set -q __shipctl_args[1]; or return 1
        set i (count $__shipctl_args)
    end
    set -g __shipctl_k $__shipctl_args[$i]
    test "$__shipctl_k" != -; or return 2
end

function __shipctl_complete_kind --argument-names kind prefix cur
    switch $kind
        case -
        case files
            __fish_complete_path "$cur" | string replace -r -- '^' "$prefix"
        case directories
            __fish_complete_directories "$cur" | string replace -r -- '^' "$prefix"
        case '*'
            set -l carrier $__shipctl_carrier
            test -n "$carrier"; or set carrier $__shipctl_svc
            __shipctl_values $kind "$carrier" | string replace -r -- '^' "$prefix"
    end
end

# The options of the command and of its ancestors.
function __shipctl_options --argument-names p
    while true
        __shipctl_spec "$p"
        set -q __shipctl_opts[1]; and printf '%s\n' $__shipctl_opts
        test -z "$p"; and return
        set p (string replace -r -- ' ?[^ ]*$' '' "$p")
    end
end

# Remembers what a value tells about the carrier: --carrier X, or a service code.
function __shipctl_seen --argument-names opt kind value
    __shipctl_is_carrier_option $opt; and set -g __shipctl_carrier $value
    if test "$kind" = services
        set -g __shipctl_svc (__shipctl_service_carrier $value)
    end
end

function __shipctl_complete
    # fish 4 names the tokenizing flag -x; fish 3 knows only -o
    set -l tokens (commandline -xpc 2>/dev/null; or commandline -opc)
    set -l cur (commandline -ct)
    set -e tokens[1]
    set -l cmdpath ''
    set -l expect ''
    set -l expect_kind ''
    set -l argi 0
    set -l dashdash 0
    set -g __shipctl_carrier ''
    set -g __shipctl_svc ''
    # Descriptions in Japanese where shipctl speaks it: SHIPCTL_LANG, else the locale (LC_ALL,
    # LC_MESSAGES, LANG). The config file's language is not read: that would start node per TAB.
    set -l lang $SHIPCTL_LANG
    test -n "$lang"; or set lang $LC_ALL
    test -n "$lang"; or set lang $LC_MESSAGES
    test -n "$lang"; or set lang $LANG
    set -g __shipctl_ja (string match -ri -- '^ja([_.@-]|$)' "$lang")
    for w in $tokens
        if test -n "$expect"
            __shipctl_seen $expect $expect_kind $w
            set expect ''
            continue
        end
        if test $dashdash = 0; and string match -q -- '-*' $w
            if test "x$w" = x--
                set dashdash 1
            else if string match -q -- '-*=*' $w
                set -l parts (string split -m1 -- = $w)
                __shipctl_kind "$cmdpath" $parts[1]; and __shipctl_seen $parts[1] $__shipctl_k $parts[2]
            else if __shipctl_kind "$cmdpath" $w
                set expect $w
                set expect_kind $__shipctl_k
            end
            continue
        end
        if test $argi = 0
            __shipctl_spec "$cmdpath"
            if contains -- $w (string replace -r -- '\t.*' '' $__shipctl_subs)
                set cmdpath (string trim -- "$cmdpath $w")
                continue
            else if string match -q -- "* $w=*" "$__shipctl_alias"
                set -l rest (string split -m1 -- " $w=" "$__shipctl_alias")[2]
                set cmdpath (string trim -- "$cmdpath "(string split -m1 -- ' ' "$rest")[1])
                continue
            end
        end
        if __shipctl_arg "$cmdpath" $argi; and __shipctl_is_carrier_kind $__shipctl_k
            set -g __shipctl_carrier $w
        end
        set argi (math $argi + 1)
    end

    if test -n "$expect"
        __shipctl_complete_kind $expect_kind '' "$cur"
    else if test $dashdash = 0; and string match -q -- '-*=*' "$cur"
        set -l parts (string split -m1 -- = "$cur")
        __shipctl_kind "$cmdpath" $parts[1]; or return
        __shipctl_complete_kind $__shipctl_k "$parts[1]=" "$parts[2]"
    else if test $dashdash = 0; and string match -q -- '-*' "$cur"
        __shipctl_options "$cmdpath"
    else
        __shipctl_spec "$cmdpath"
        if test $argi = 0; and set -q __shipctl_subs[1]
            printf '%s\n' $__shipctl_subs
        else
            __shipctl_arg "$cmdpath" $argi
            switch $status
                case 0
                    __shipctl_complete_kind $__shipctl_k '' "$cur"
                case 1
                    # no argument left to type: the options remain
                    test $dashdash = 0; and __shipctl_options "$cmdpath"
            end
        end
    end
end

complete -c shipctl -e
complete -c shipctl -f -k -a '(__shipctl_complete)'
